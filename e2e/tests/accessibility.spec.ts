import { expectNoSeriousAxeViolations } from '../support/axe';
import { MOBILE_VIEWPORT, PC_VIEWPORT } from '../support/env';
import { expectRendered, test } from '../support/fixtures';
import { signIn } from '../support/session';

/** Pages a visitor sees, the accounts screens included. */
const PUBLIC_PAGES = [
  '/',
  '/login',
  '/not_found',
  '/policies/privacy',
  '/signup/step1',
  '/signup/failed',
  '/reset_password/send_email_address',
  '/reset_password?token=e2e-axe-token',
];

/** Screens of a signed-in person (the demo admin, who has agreed to the terms). */
const SIGNED_IN_PAGES = ['/config/account', '/admin/users', '/signup/step3', '/signup/complete'];

for (const [label, viewport] of [
  ['1280 px', PC_VIEWPORT],
  ['375 px', MOBILE_VIEWPORT],
] as const) {
  test.describe(`axe-core at ${label}`, () => {
    test.use({ viewport });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expectRendered(page);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page);
      });
    }

    for (const path of SIGNED_IN_PAGES) {
      test(`${path} (signed in) has no serious or critical violations`, async ({ page }) => {
        await signIn(page);
        await page.goto(path);
        await expectRendered(page);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page);
      });
    }

    test('/signup/step1 showing every field error has no serious or critical violations', async ({
      page,
    }) => {
      await page.goto('/signup/step1');
      await expectRendered(page);
      await page.getByRole('button', { name: '同意して登録する' }).click();
      await page.getByText('メールアドレスを入力してください。').waitFor();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
