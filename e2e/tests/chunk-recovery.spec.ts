import type { Browser, Page } from '@playwright/test';
import { expect, expectPathname, expectScreen, mainHeading, test } from '../support/fixtures';

/** A lazy screen reached by a client-side link from the landing page's footer. */
const FROM = '/';
const LINK_NAME = 'プライバシーポリシー';
const TARGET = '/policies/privacy';
const FALLBACK_TITLE = '技術的な問題が発生しました';

/** Script and style chunks of the build (hashed files under /assets/). */
const isChunk = (url: string) => /\/assets\/[^?#]+\.(?:js|css)(?:$|[?#])/.test(url);

async function clickToTarget(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: LINK_NAME, exact: true }).click();
}

/**
 * Finds the chunks that only the lazy screen needs: loads FROM, then navigates client-side to
 * TARGET and records the /assets/*.js and *.css files fetched on the way.
 */
async function chunksOfTarget(browser: Browser, baseURL: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (isChunk(request.url())) scripts.push(request.url());
    });
    await page.goto(FROM);
    await expectScreen(page);
    // The notification viewport's chunk loads on the first key press or click, whatever the
    // route (and falls back to a plain live region if it fails): load it first so that only
    // the screen's own chunks are recorded below.
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    const initial = new Set(scripts);
    await clickToTarget(page);
    await expectPathname(page, TARGET);
    await expectScreen(page);
    await page.waitForLoadState('networkidle');
    return [...new Set(scripts.filter((url) => !initial.has(url)))];
  } finally {
    await context.close();
  }
}

/** Main-frame document loads of a page (the first visit, reloads, full navigations). */
function countDocumentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  return loads;
}

test.describe('failed lazy chunk loads', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the screen has chunks of its own (routes are lazy-loaded)', async ({
    browser,
    baseURL,
  }) => {
    const chunks = await chunksOfTarget(browser, baseURL as string);
    expect(chunks.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
  });

  /*
   * The situation after a deploy: the open tab asks for a chunk the server no longer has. Every
   * request for the chunk fails while the first document is open (a single aborted request is
   * not enough: the browser fetches a module that failed as a modulepreload again on import);
   * after one reload the chunk loads. The user must end up on the screen they clicked, once
   * reloaded, never on a white page.
   */
  test('a chunk that fails until a reload is recovered by exactly one reload, on the target', async ({
    browser,
    baseURL,
  }) => {
    const chunks = await chunksOfTarget(browser, baseURL as string);
    expect(chunks.length).toBeGreaterThan(0);

    for (const chunk of chunks) {
      await test.step(`${new URL(chunk).pathname} fails in the first document`, async () => {
        const context = await browser.newContext({ baseURL });
        try {
          const page = await context.newPage();
          const loads = countDocumentLoads(page);
          let aborted = 0;
          await page.route(chunk, (route) => {
            if (loads.length <= 1) {
              aborted++;
              return route.abort('failed');
            }
            return route.continue();
          });
          await page.goto(FROM);
          await expectScreen(page);
          await page.waitForLoadState('networkidle');
          await page.evaluate(() => {
            (window as Window & { __beforeReload?: boolean }).__beforeReload = true;
          });

          await clickToTarget(page);
          await expect
            .poll(() => aborted, { message: 'the chunk request was aborted' })
            .toBeGreaterThan(0);
          await expect.poll(() => loads.length, { message: 'the page reloads' }).toBe(2);
          await expectPathname(page, TARGET);
          await expectScreen(page);
          await expect(mainHeading(page)).not.toHaveText(FALLBACK_TITLE);
          await page.waitForLoadState('networkidle');
          expect(
            await page.evaluate(
              () => (window as Window & { __beforeReload?: boolean }).__beforeReload ?? false,
            ),
            'the document was reloaded',
          ).toBe(false);
          expect(loads, 'exactly one reload, of the target page').toEqual([FROM, TARGET]);
        } finally {
          await context.close();
        }
      });
    }
  });

  test('a single aborted request of the screen chunk still ends on the screen', async ({
    browser,
    baseURL,
  }) => {
    const chunks = await chunksOfTarget(browser, baseURL as string);
    const script = chunks.find((url) => url.endsWith('.js'));
    expect(script).toBeTruthy();
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      const loads = countDocumentLoads(page);
      let aborted = 0;
      await page.route(script as string, (route) => {
        if (aborted === 0) {
          aborted++;
          return route.abort('failed');
        }
        return route.continue();
      });
      await page.goto(FROM);
      await expectScreen(page);
      await clickToTarget(page);
      await expect.poll(() => aborted).toBe(1);
      await expectPathname(page, TARGET);
      await expectScreen(page);
      await page.waitForLoadState('networkidle');
      expect(loads.length, 'at most one reload').toBeLessThanOrEqual(2);
      if (loads.length === 2) expect(loads[1], 'a reload, if any, is of the target').toBe(TARGET);
    } finally {
      await context.close();
    }
  });

  test('a chunk that keeps failing shows the fallback page instead of reloading forever', async ({
    browser,
    baseURL,
  }) => {
    const chunks = await chunksOfTarget(browser, baseURL as string);
    const script = chunks.find((url) => url.endsWith('.js'));
    expect(script).toBeTruthy();
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await page.route(script as string, (route) => route.abort('failed'));
      const loads = countDocumentLoads(page);
      await page.goto(FROM);
      await expectScreen(page);
      await clickToTarget(page);
      await expect(mainHeading(page)).toHaveText(FALLBACK_TITLE, { timeout: 20_000 });
      await expect(
        page.getByText('しばらく時間をおいてから再度お試しください').first(),
      ).toBeVisible();
      // Give a runaway reload loop time to show itself.
      await page.waitForTimeout(2_000);
      expect(loads.length).toBeLessThanOrEqual(2);
      await expect(mainHeading(page)).toHaveText(FALLBACK_TITLE);
      await expectPathname(page, TARGET);
    } finally {
      await context.close();
    }
  });
});
