import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation,
 * listing each with up to five of its elements. Motion is reduced first, which ends every
 * entrance and exit animation of ours at once: contrast is judged on the settled page, not
 * on a toast caught half-faded.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
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
}
