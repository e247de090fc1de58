import { expect, type Page } from '@playwright/test';
import { mailLink, uniqueEmail } from './accounts';

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

/** An unsafe call through the API with the CSRF token, as the app makes it; fails the test unless 2xx. */
export async function apiWrite(
  page: Page,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  expect(token, 'a GET should hand out the csrftoken cookie').toBeTruthy();
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRFToken': token as string },
  });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return response;
}

/**
 * A new engineer: signed up, activated (which signs in) and named through the API, the setup
 * wizard marked done and the global modals given nothing to ask, so they stay out of the way.
 */
export async function freshEngineer(page: Page, tag: string, displayName: string): Promise<void> {
  const email = uniqueEmail(tag);
  await page.request.get('/api/login_status/');
  await apiWrite(page, 'POST', '/api/signup/', {
    email,
    password: `${tag} engineer passphrase 2026`,
    terms_agreed: true,
  });
  const activation = await mailLink(page.request, email, '/activation/');
  expect((await page.request.get(activation)).ok()).toBe(true);
  await page.request.get('/api/login_status/');
  await apiWrite(page, 'POST', '/api/signup/step3/', { display_name: displayName });
  await apiWrite(page, 'PUT', '/api/user/job_setting/hirability', {
    hirability_level: 'JOB_CHANGE',
  });
  await apiWrite(page, 'PUT', '/api/user/experience_job_position_conjecture_dialog_status/', {
    is_agreed: false,
  });
  await apiWrite(page, 'PATCH', '/api/setup_status/mark_completed');
}
