import type { Page, Route } from '@playwright/test';
import {
  expect,
  expectScreen,
  NETWORK_ERROR_TEXT,
  notification,
  SERVER_ERROR_TEXT,
  test,
} from '../support/fixtures';

/**
 * Every screen asks GET /api/login_status/ first (apps/web/src/shared/api/session.ts); it is
 * the one call a visitor's page always makes, so it is where the failures are injected.
 */
const isLoginStatus = (url: URL) => url.pathname === '/api/login_status/';

/** Counts the requests a route handler saw, with the time of each. */
async function interceptLoginStatus(page: Page, answer: (route: Route) => Promise<void>) {
  const seen: number[] = [];
  await page.route(isLoginStatus, async (route) => {
    seen.push(Date.now());
    await answer(route);
  });
  return seen;
}

test.describe('401 from the API', () => {
  for (const path of ['/person', '/jobs/search?keyword=TypeScript&page=2']) {
    test(`on ${path} sends the visitor to the login page with next`, async ({ page }) => {
      await interceptLoginStatus(page, (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'unauthenticated',
              message: 'ログインしてください。',
              login_url: '/login',
            },
          }),
        }),
      );
      await page.goto(path);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/login' && url.search === `?next=${encodeURIComponent(path)}`,
      );
      await expectScreen(page);
      // 401 shows no notification (spec section 8).
      await expect(page.getByText(SERVER_ERROR_TEXT)).toHaveCount(0);
      await expect(page.getByText(NETWORK_ERROR_TEXT)).toHaveCount(0);
    });
  }

  test('a login_url that already carries next is kept as given', async ({ page }) => {
    await interceptLoginStatus(page, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'unauthenticated',
            message: 'ログインしてください。',
            login_url: '/login?next=%2Fcv',
          },
        }),
      }),
    );
    await page.goto('/activity');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.search === '?next=%2Fcv',
    );
  });
});

test.describe('server and network failures', () => {
  // Spec section 8: data fetches are retried up to 3 times (about 1 + 2 + 4 s of back-off)
  // before the notification shows.
  test.describe.configure({ timeout: 45_000 });

  test('a 500 shows the server-error notification after the retries', async ({ page }) => {
    const seen = await interceptLoginStatus(page, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'internal_error',
            message:
              'サーバーでエラーが発生しました。しばらく時間をおいてから再度操作してください。',
          },
        }),
      }),
    );
    await page.goto('/events');
    await expectScreen(page);
    const notice = notification(page, SERVER_ERROR_TEXT);
    await expect(notice).toBeVisible({ timeout: 25_000 });
    expect(seen.length, 'one request and 3 retries before the notice').toBeGreaterThanOrEqual(4);
    // The page itself stays usable: same screen, no redirect.
    expect(new URL(page.url()).pathname).toBe('/events');
    // Notifications close themselves after 5 seconds (spec sections 4 and 9).
    await page.mouse.move(0, 0);
    await expect(notice).toBeHidden({ timeout: 10_000 });
  });

  test('a network failure shows the network-error notification', async ({ page }) => {
    const seen = await interceptLoginStatus(page, (route) => route.abort('failed'));
    await page.goto('/events');
    await expectScreen(page);
    await expect(notification(page, NETWORK_ERROR_TEXT)).toBeVisible({ timeout: 25_000 });
    expect(seen.length, 'one request and 3 retries before the notice').toBeGreaterThanOrEqual(4);
    await expect(page.getByText(SERVER_ERROR_TEXT)).toHaveCount(0);
  });

  test('a 4xx other than 401 is not retried', async ({ page }) => {
    const seen = await interceptLoginStatus(page, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'conflict', message: '競合しました。' } }),
      }),
    );
    await page.goto('/events');
    await expectScreen(page);
    await expect(notification(page, SERVER_ERROR_TEXT)).toBeVisible();
    // Give a retry (1 s back-off) time to happen, then check it did not.
    await page.waitForTimeout(2_500);
    expect(seen).toHaveLength(1);
  });
});
