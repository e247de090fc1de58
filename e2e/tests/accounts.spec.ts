import {
  fillLogin,
  logIn,
  loginStatus,
  mailLink,
  signUpAndActivate,
  uniqueEmail,
} from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { expect, expectPathname, test } from '../support/fixtures';

/**
 * Account flows against the built server: sign-up with the activation mail, login with
 * `next`, password reset, the terms modal and admin impersonation. Mails are read from the
 * development outbox (`GET /api/dev/mailbox?to=`), newest first. Each test signs up its own
 * address, so the tests do not depend on one another (the demo engineer is used only by the
 * terms test, the demo admin only to impersonate).
 */

const DEMO = { email: 'demo@kiseki.example.jp', password: 'kiseki-demo-2026' };
const ADMIN = { email: 'admin@kiseki.example.jp', password: 'kiseki-admin-2026' };
const LOGIN_FAILED = 'メールアドレスまたはパスワードが正しくありません。';
const RESET_TOKEN_INVALID =
  'パスワード再設定のリンクが無効か、有効期限（1時間）が切れています。もう一度手続きしてください。';
/** Where `/` (the landing page) sends a signed-in person. */
const HOME_PATH = '/analytics';
const HIJACKED_FORBIDDEN = '代理ログイン中はこの操作を行えません。';

test.describe('accounts', () => {
  test('sign-up, activation mail, display name, complete, then /logout lands on /login', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await signUpAndActivate(page, page.request, {
      email,
      password: 'a long enough passphrase 1',
      displayName: 'サインアップ テスト',
    });
    await expect(page.getByRole('link', { name: '初期設定をはじめる' })).toHaveAttribute(
      'href',
      '/user_initial_setup',
    );
    expect(await loginStatus(page.request)).toBe(true);

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'ログイン', exact: true })).toBeVisible();
    expect(await loginStatus(page.request)).toBe(false);

    // The activation link works once only.
    const activation = await mailLink(page.request, email, '/activation/');
    await page.goto(activation);
    await expect(page).toHaveURL(/\/signup\/failed$/);
  });

  test('login honours a same-origin next, ignores //evil.example, and rejects a wrong password', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('login');
    const password = 'login passphrase for e2e';
    await signUpAndActivate(page, page.request, {
      email,
      password,
      displayName: 'ログイン テスト',
    });
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);

    // Wrong password: the one message, and still on /login.
    await page.goto('/login?next=%2Fcv');
    await fillLogin(page, email, `${password}-wrong`);
    await expect(page.getByText(LOGIN_FAILED)).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Fcv$/);
    expect(await loginStatus(page.request)).toBe(false);

    // Right password: on to next.
    await page.getByLabel('パスワード', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expectPathname(page, '/cv');
    expect(await loginStatus(page.request)).toBe(true);

    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);

    // A protocol-relative next is not followed: the person stays on this site.
    await page.goto('/login?next=%2F%2Fevil.example');
    await fillLogin(page, email, password);
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    // Home: the server answers redirect_to '/', which sends a signed-in person to /analytics.
    // On this site: not evil.example, and not the //evil.example path either.
    await expectPathname(page, HOME_PATH);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin);
    expect(await loginStatus(page.request)).toBe(true);
  });

  test('password reset: mail link, new password works, old fails, link is single-use', async ({
    page,
  }) => {
    const email = uniqueEmail('reset');
    const oldPassword = 'the old passphrase 2026';
    const newPassword = 'the brand new passphrase 2026';
    await signUpAndActivate(page, page.request, {
      email,
      password: oldPassword,
      displayName: 'リセット テスト',
    });
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    await expect(page).toHaveURL(/\/reset_password\/send_email_address$/);
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: '再設定メールを送信する' }).click();
    await expect(page.getByRole('heading', { name: 'メールを送信しました' })).toBeVisible();

    const resetLink = await mailLink(page.request, email, '/reset_password');
    expect(resetLink).toMatch(/^\/reset_password\?token=/);
    await page.goto(resetLink);
    await expect(page.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
    await page.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('パスワードを再設定しました。新しいパスワードでログインしてください。', {
        exact: true,
      }),
    ).toBeVisible();

    // The old password no longer works.
    await fillLogin(page, email, oldPassword);
    await expect(page.getByText(LOGIN_FAILED)).toBeVisible();
    expect(await loginStatus(page.request)).toBe(false);

    // The new one does.
    await page.getByLabel('パスワード', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    expect(await loginStatus(page.request)).toBe(true);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);

    // The same link a second time: the invalid-link screen.
    await page.goto(resetLink);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('yet another passphrase 9');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await expect(page.getByRole('heading', { name: 'リンクが無効です' })).toBeVisible();
    await expect(page.getByText(RESET_TOKEN_INVALID)).toBeVisible();
    await expect(page.getByRole('link', { name: '再設定メールをもう一度送る' })).toBeVisible();
    // And the password is still the one set through the first use.
    await logIn(page, email, newPassword);
  });

  test('terms modal: shown to the demo user, Escape keeps it, 同意する closes it for good', async ({
    page,
  }) => {
    await logIn(page, DEMO.email, DEMO.password);
    const modal = page.getByRole('dialog', { name: '利用規約改定のお知らせ' });
    await expect(modal).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    // A click outside does not close it either.
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();
    // The open modal (focus trapped in it, the page behind inert) passes axe too.
    await expectNoSeriousAxeViolations(page);
    // Keyboard focus goes round inside the modal, forwards and backwards.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(
        await modal.evaluate((dialog) => dialog.contains(document.activeElement)),
        `focus after ${key}`,
      ).toBe(true);
    }

    await modal.getByRole('button', { name: '同意する', exact: true }).click();
    await expect(modal).toBeHidden();

    await page.reload();
    await expect(page.locator('main h1, h1').first()).toBeVisible();
    // Give the auth info time to load: the modal is decided by it.
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/auth/');
        const body = (await response.json()) as {
          auth_info: { is_need_terms_agreement: boolean };
        };
        return body.auth_info.is_need_terms_agreement;
      })
      .toBe(false);
    // The terms do not come back; the demo engineer's next modal (birthdate visibility) may.
    await expect(page.getByRole('dialog', { name: '利用規約改定のお知らせ' })).toHaveCount(0);
  });

  test('impersonation: banner on every page, account forms disabled, stop returns to /admin/users', async ({
    page,
    browser,
  }) => {
    // Sign-up, activation, admin search, impersonation, three screens and axe: a long walk
    // that needs more than the default 30 s when the two workers share the machine.
    test.slow();
    // A fresh user to impersonate, signed up in a context of its own.
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    const email = uniqueEmail('hijack');
    const displayName = `代理テスト${Date.now()}`;
    await signUpAndActivate(userPage, userPage.request, {
      email,
      password: 'impersonated passphrase',
      displayName,
    });
    await userContext.close();

    await logIn(page, ADMIN.email, ADMIN.password, '/admin/users');
    await expectPathname(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'ユーザー管理' })).toBeVisible();

    await page.getByLabel('メールアドレスで検索').fill(email);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).toHaveURL(/\?email=/);
    const userLink = page.getByRole('link', { name: email, exact: true });
    await expect(userLink).toBeVisible();
    await expect(page.getByText('1件', { exact: true })).toBeVisible();
    await userLink.click();
    await expect(page.getByRole('heading', { name: email, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: '代理ログインする' }).click();
    const banner = page.getByRole('region', { name: '代理ログイン' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(`${displayName} としてログインしています`);

    await page.goto('/');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(displayName);

    await page.goto('/config/account');
    await expect(banner).toBeVisible();
    await expect(page.getByLabel('新しいメールアドレス')).toBeDisabled();
    await expect(page.getByRole('button', { name: '確認メールを送信する' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'パスワードを変更する' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '退会する' })).toBeDisabled();
    await expect(page.getByText(HIJACKED_FORBIDDEN).first()).toBeVisible();
    // Banner and disabled forms together pass axe.
    await expectNoSeriousAxeViolations(page);

    await banner.getByRole('button', { name: '代理ログインを終了' }).click();
    await expectPathname(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'ユーザー管理' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    const auth = (await (await page.request.get('/api/auth/')).json()) as {
      auth_info: { email: string; is_hijacked: boolean; is_admin: boolean };
    };
    expect(auth.auth_info).toMatchObject({
      email: ADMIN.email,
      is_hijacked: false,
      is_admin: true,
    });
  });

  test('a signed-in user opening /signup/step1 goes to /login and on to home', async ({ page }) => {
    const email = uniqueEmail('signedin');
    await signUpAndActivate(page, page.request, {
      email,
      password: 'signed in passphrase',
      displayName: 'ログイン済み テスト',
    });
    const redirects: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) redirects.push(new URL(frame.url()).pathname);
    });
    await page.goto('/signup/step1');
    await expectPathname(page, HOME_PATH);
    // Through /login (which sends a signed-in visitor on to '/', the landing, then home).
    expect(redirects).toContain('/login');
    expect(redirects.indexOf('/login')).toBeLessThan(redirects.lastIndexOf(HOME_PATH));
    await expect(page.getByRole('heading', { name: '新規登録' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '同意して登録する' })).toHaveCount(0);
  });
});
