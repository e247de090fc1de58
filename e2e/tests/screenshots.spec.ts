import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, mainHeading, test } from '../support/fixtures';

/**
 * Screenshots for a person to look at (e2e/test-results/screenshots/, gitignored). They are
 * not compared with stored images; the test only checks that each page painted something.
 */
const OUT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-results',
  'screenshots',
);
const PAGES: [string, string][] = [
  ['/', 'home'],
  ['/login', 'login'],
  ['/not_found', 'not-found'],
  ['/person', 'person'],
];

for (const viewport of [PC_VIEWPORT, MOBILE_VIEWPORT]) {
  test.describe(`screenshots at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const [pagePath, name] of PAGES) {
      test(`${pagePath}`, async ({ page }) => {
        await page.goto(pagePath);
        await expect(mainHeading(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        const image = await page.screenshot({
          path: path.join(OUT, `${name}-${viewport.width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        expect(image.byteLength).toBeGreaterThan(5_000);
        // No horizontal scrolling: the layout fits the width it is shown at.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
