import { test as base, expect, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './env';

export const NOT_FOUND_TEXT = 'お探しのページは見つかりませんでした';
export const NOT_FOUND_TITLE = 'ページが見つかりません | Kiseki';
export const TITLE_SUFFIX = ' | Kiseki';
export const SERVER_ERROR_TEXT =
  'サーバーでエラーが発生しました。しばらく時間をおいてから再度操作してください。';
export const NETWORK_ERROR_TEXT = 'サーバーエラーが発生しました。時間をあけて再度お試しください';

export interface ConsoleProblem {
  type: string;
  text: string;
  url: string;
}

/**
 * `baseURL` comes from the global setup (the server it started). It is read here as well as
 * in the config so a worker always sees the value the setup produced.
 */
export const test = base.extend<{ consoleProblems: ConsoleProblem[] }>({
  baseURL: async ({ baseURL }, use) => {
    const url = process.env[BASE_URL_ENV] ?? baseURL;
    if (!url)
      throw new Error(`${BASE_URL_ENV} is not set: the global setup did not start the server`);
    await use(url);
  },
  /** Console errors and uncaught page errors seen during the test (not asserted by default). */
  consoleProblems: async ({ page }, use) => {
    const problems: ConsoleProblem[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push({ type: 'console.error', text: message.text(), url: page.url() });
      }
    });
    page.on('pageerror', (error) => {
      problems.push({ type: 'pageerror', text: String(error), url: page.url() });
    });
    await use(problems);
  },
});

export { expect };

/** Path (with search) of the page's current URL. */
export const currentPath = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the URL's pathname is `pathname` (query ignored). */
export async function expectPathname(page: Page, pathname: string): Promise<void> {
  await expect
    .poll(() => new URL(page.url()).pathname, { message: `pathname should become ${pathname}` })
    .toBe(pathname);
}

/**
 * The main heading of the screen: the first visible <h1> inside <main> (or anywhere when the
 * screen has no <main>).
 */
export function mainHeading(page: Page) {
  return page.locator('main h1, h1').filter({ visible: true }).first();
}

/**
 * Asserts that a real screen is shown: an <h1> is visible, the Not Found text is not, and the
 * document title ends with " | Kiseki" (and is not the Not Found title).
 */
export async function expectScreen(page: Page): Promise<string> {
  const heading = mainHeading(page);
  await expect(heading).toBeVisible();
  await expect(page.getByText(NOT_FOUND_TEXT)).toHaveCount(0);
  await expect
    .poll(() => page.title(), { message: 'document.title should end with " | Kiseki"' })
    .toMatch(/ \| Kiseki$/);
  expect(await page.title()).not.toBe(NOT_FOUND_TITLE);
  return ((await heading.textContent()) ?? '').trim();
}

/**
 * Asserts that the page painted a screen (any, including Not Found): a visible <h1> and a
 * title with the product suffix.
 */
export async function expectRendered(page: Page): Promise<void> {
  await expect(mainHeading(page)).toBeVisible();
  await expect.poll(() => page.title()).toMatch(/ \| Kiseki$/);
}

/** The notice with exactly `text` in the notifications region (spec section 4). */
export const notification = (page: Page, text: string) =>
  page.getByRole('region', { name: /通知/ }).getByText(text, { exact: true });
