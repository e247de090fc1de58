import AxeBuilder from '@axe-core/playwright';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expect, expectRendered, test } from '../support/fixtures';

const PAGES = ['/', '/login', '/not_found', '/policies/privacy'];

for (const [label, viewport] of [
  ['1280 px', PC_VIEWPORT],
  ['375 px', MOBILE_VIEWPORT],
] as const) {
  test.describe(`axe-core at ${label}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expectRendered(page);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
          }));
        expect(blocking).toEqual([]);
      });
    }
  });
}
