import {
  expect,
  expectPathname,
  mainHeading,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  test,
} from '../support/fixtures';

test.describe('Page Not Found', () => {
  for (const path of ['/no/such/page', '/not_found', '/jobs/1/no-such-child']) {
    test(`${path} shows the Not Found screen with a link home`, async ({ page }) => {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(NOT_FOUND_TEXT);
      await expect(page).toHaveTitle(NOT_FOUND_TITLE);
      // The URL is left as typed, so the visitor can see and correct it.
      await expectPathname(page, path);

      const home = page.getByRole('main').getByRole('link', { name: 'トップページへ戻る' });
      await expect(home).toBeVisible();
      await expect(home).toHaveAttribute('href', '/');
      await home.click();
      await expectPathname(page, '/');
      await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
      await expect(mainHeading(page)).toBeVisible();
      await expect(page).not.toHaveTitle(NOT_FOUND_TITLE);
    });
  }

  test('an unknown /api path is a JSON 404 in the error shape, not the web app', async ({
    request,
  }) => {
    const response = await request.get('/api/no_such_endpoint/');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toEqual({
      error: expect.objectContaining({ code: 'not_found', message: expect.any(String) }),
    });
  });
});
