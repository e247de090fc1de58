import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectRendered, test } from '../support/fixtures';

/** Quality bar: the JavaScript of a first visit stays under 170 KB compressed. */
const BUDGET_BYTES = 170_000;

/** Every script the page fetched while loading, with its gzip size (br, which we serve, is smaller). */
async function firstVisitScripts(page: Page, path: string) {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
      }),
    );
  });
  await page.goto(path);
  await expectRendered(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

const total = (scripts: Map<string, number>) => [...scripts.values()].reduce((a, b) => a + b, 0);

test.describe('first-visit JavaScript', () => {
  for (const path of ['/login', '/not_found', '/signup/step1', '/']) {
    test(`${path} loads under ${BUDGET_BYTES / 1000} KB of compressed JavaScript`, async ({
      page,
    }) => {
      const scripts = await firstVisitScripts(page, path);
      expect(scripts.size).toBeGreaterThan(0);
      test.info().annotations.push({ type: 'gzip bytes', description: String(total(scripts)) });
      // The message lists every chunk, so a failure says which one grew.
      expect(total(scripts), JSON.stringify(Object.fromEntries(scripts))).toBeLessThan(
        BUDGET_BYTES,
      );
    });
  }

  test('the form schemas load when the login form is first used, and then validate', async ({
    page,
  }) => {
    const scripts = await firstVisitScripts(page, '/login');
    const before = new Set(scripts.keys());

    const schemaRequest = page.waitForRequest(
      (request) =>
        request.resourceType() === 'script' && !before.has(new URL(request.url()).pathname),
    );
    const email = page.getByLabel('メールアドレス');
    await email.focus();
    await schemaRequest;
    await email.fill('not-an-address');
    await email.blur();
    await expect(page.getByText('メールアドレスの形式が正しくありません。')).toBeVisible();
  });
});
