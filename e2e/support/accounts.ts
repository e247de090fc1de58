import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Account steps shared by the browser tests, done the way a person does them: forms in the
 * page, mails read from the development outbox (`GET /api/dev/mailbox?to=`), newest first.
 */

interface DevMail {
  id: number;
  to: string;
  subject: string;
  links: string[];
}

let counter = 0;
/** A new address per call (and per worker and run), so every test has its own account. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/**
 * Waits for a mail to `to` with a link whose path starts with `pathPrefix`, and returns that
 * link as a path (+ query) of this site: the mail's host is the server's BASE_URL, which in
 * the tests is not the address the browser uses.
 */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  pathPrefix: string,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        expect(response.status()).toBe(200);
        const { mails } = (await response.json()) as { mails: DevMail[] };
        for (const mail of mails) {
          for (const link of mail.links) {
            const url = new URL(link);
            if (url.pathname.startsWith(pathPrefix)) {
              found = `${url.pathname}${url.search}`;
              return found;
            }
          }
        }
        return undefined;
      },
      { message: `a mail to ${to} with a ${pathPrefix} link`, timeout: 15_000 },
    )
    .toBeDefined();
  return found as string;
}

export async function fillSignup(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signup/step1');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '同意して登録する' }).click();
  await expect(page.getByRole('heading', { name: '確認メールを送信しました' })).toBeVisible();
}

/**
 * Signs up `email`, opens the activation link (which signs in and lands on step 3) and saves
 * the display name; ends on /signup/complete, signed in.
 */
export async function signUpAndActivate(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string; displayName: string },
): Promise<void> {
  await fillSignup(page, account.email, account.password);
  const activation = await mailLink(request, account.email, '/activation/');
  await page.goto(activation);
  await expect(page).toHaveURL(/\/signup\/step3$/);
  await expect(page.getByRole('heading', { name: 'プロフィールの登録' })).toBeVisible();
  await page.getByLabel('表示名').fill(account.displayName);
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/signup\/complete$/);
  await expect(page.getByRole('heading', { name: '登録が完了しました' })).toBeVisible();
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'ログイン', exact: true })).toBeVisible();
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

export async function logIn(
  page: Page,
  email: string,
  password: string,
  next?: string,
): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await fillLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

export const loginStatus = async (request: APIRequestContext): Promise<boolean> => {
  const response = await request.get('/api/login_status/');
  const body = (await response.json()) as { login_status: { logged_in: boolean } };
  return body.login_status.logged_in;
};
