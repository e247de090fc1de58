import { expect, type Page } from '@playwright/test';

/** Demo accounts the server seeds on an empty data directory (apps/server demo module). */
export const DEMO_ADMIN = { email: 'admin@kiseki.example.jp', password: 'kiseki-admin-2026' };

/**
 * Signs the page's browser context in through the real API, as the login form would: a GET
 * hands out the csrftoken cookie, the POST sends it back in X-CSRFToken. The session cookie
 * lands in the context, so the pages opened afterwards are signed in.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = DEMO_ADMIN,
): Promise<void> {
  await page.request.get('/api/login_status/');
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
  expect(token, 'a GET should hand out the csrftoken cookie').toBeTruthy();
  const response = await page.request.post('/api/login/', {
    data: { email: account.email, password: account.password },
    headers: { 'X-CSRFToken': token as string },
  });
  expect(response.status(), await response.text()).toBe(200);
}
