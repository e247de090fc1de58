import { expect, expectPathname, expectScreen, test } from '../support/fixtures';

test.describe('server hand-offs', () => {
  test('/activation/x (an unknown key) ends on /signup/failed', async ({ page }) => {
    await page.goto('/activation/x');
    await expectPathname(page, '/signup/failed');
    await expectScreen(page);
  });

  test('/email_activation/x (an unknown key) is answered by the server and ends on a screen', async ({
    page,
    request,
  }) => {
    const response = await request.get('/email_activation/x', { maxRedirects: 0 });
    expect([301, 302, 303, 307, 308]).toContain(response.status());
    const location = response.headers().location ?? '';
    expect(location.startsWith('/'), `a path of the web app: ${location}`).toBe(true);
    expect(location).not.toMatch(/^\/email_activation/);
    await page.goto('/email_activation/x');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/email_activation/x');
    await expectScreen(page);
  });

  test('/follower_company_reaction with its query ends on /reaction_completed', async ({
    page,
  }) => {
    await page.goto(
      '/follower_company_reaction?user_id_hash=abc123&follower_company_id=1&reaction_level=2',
    );
    await expectPathname(page, '/reaction_completed');
    await expectScreen(page);
  });

  test('the hand-off is answered by the server with a redirect, not by the web app', async ({
    request,
  }) => {
    const response = await request.get('/activation/x', { maxRedirects: 0 });
    expect([301, 302, 303, 307, 308]).toContain(response.status());
    expect(response.headers().location).toBe('/signup/failed');
  });
});
