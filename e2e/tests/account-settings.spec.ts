import type { Page } from '@playwright/test';
import {
  fillLogin,
  logIn,
  loginStatus,
  mailLink,
  signUpAndActivate,
  uniqueEmail,
} from '../support/accounts';
import { expect, expectPathname, notification, test } from '../support/fixtures';

/**
 * /config/account in the browser: changing the address through its confirmation mail,
 * changing the password, and deleting the account. Each test signs up its own person.
 */

const LOGIN_FAILED = 'メールアドレスまたはパスワードが正しくありません。';

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function newPerson(page: Page, tag: string) {
  const account = {
    email: uniqueEmail(tag),
    password: `${tag} passphrase for settings`,
    displayName: `設定テスト ${tag}`,
  };
  await signUpAndActivate(page, page.request, account);
  return account;
}

/** The login form refuses these credentials with the one message that reveals nothing. */
async function expectLoginRefused(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page.getByText(LOGIN_FAILED)).toBeVisible();
}

async function signInAgain(page: Page, email: string, password: string) {
  await page.goto('/logout');
  await expectPathname(page, '/login');
  await logIn(page, email, password);
}

test.describe('account settings', () => {
  test('email change: confirmation mail to the new address, its link switches the login', async ({
    page,
  }) => {
    const person = await newPerson(page, 'mailchange');
    const newEmail = uniqueEmail('mailchange-new');

    await page.goto('/config/account');
    const card = section(page, 'メールアドレスの変更');
    await expect(card.getByText(person.email)).toBeVisible();
    await card.getByLabel('新しいメールアドレス').fill(newEmail);
    await card.getByLabel('現在のパスワード').fill(person.password);
    await card.getByRole('button', { name: '確認メールを送信する' }).click();
    const sent = card.getByRole('status');
    await expect(sent).toContainText('確認メールを送信しました');
    await expect(sent).toContainText(`${newEmail} 宛てに確認メールを送信しました。`);

    // Nothing changes until the link in the mail to the new address is opened.
    const link = await mailLink(page.request, newEmail, '/email_activation/');
    await page.goto(link);
    await expectPathname(page, '/config/account');
    await expect(notification(page, 'メールアドレスを変更しました。')).toBeVisible();
    await expect(section(page, 'メールアドレスの変更').getByText(newEmail)).toBeVisible();

    // The link is single-use.
    await page.goto(link);
    await expect(
      notification(
        page,
        'メールアドレスを変更できませんでした。リンクが無効か、有効期限が切れています。もう一度お手続きください。',
      ),
    ).toBeVisible();

    // The old address no longer signs in; the new one does.
    await page.goto('/logout');
    await expectLoginRefused(page, person.email, person.password);
    await logIn(page, newEmail, person.password);
    expect(await loginStatus(page.request)).toBe(true);
  });

  test('password change: a wrong current password is refused, the new one works, the old does not', async ({
    page,
  }) => {
    const person = await newPerson(page, 'pwchange');
    const newPassword = 'a brand new settings passphrase';

    await page.goto('/config/account');
    const card = section(page, 'パスワードの変更');
    await card.getByLabel('現在のパスワード').fill('not the password at all');
    await card.getByLabel('新しいパスワード').fill(newPassword);
    await card.getByRole('button', { name: 'パスワードを変更する' }).click();
    await expect(card.getByText('現在のパスワードが正しくありません。')).toBeVisible();

    await card.getByLabel('現在のパスワード').fill(person.password);
    await card.getByRole('button', { name: 'パスワードを変更する' }).click();
    await expect(notification(page, 'パスワードを変更しました。')).toBeVisible();
    // The form is emptied, and this session stays signed in.
    await expect(card.getByLabel('現在のパスワード')).toHaveValue('');
    expect(await loginStatus(page.request)).toBe(true);

    await page.goto('/logout');
    await expectLoginRefused(page, person.email, person.password);
    await logIn(page, person.email, newPassword);
  });

  test('deletion: asks for the password and the word, then signs out and the account is gone', async ({
    page,
  }) => {
    const person = await newPerson(page, 'delete');
    await signInAgain(page, person.email, person.password);

    await page.goto('/config/account');
    await section(page, '退会').getByRole('button', { name: '退会する' }).click();
    const dialog = page.getByRole('dialog', { name: '本当に退会しますか？' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: '退会する' });
    await dialog.getByLabel('パスワード', { exact: true }).fill(person.password);
    // Until the word is typed, the button cannot be pressed.
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('確認のため「退会する」と入力してください').fill('退会する');
    await expect(confirm).toBeEnabled();

    // Cancel keeps everything.
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(dialog).toBeHidden();
    expect(await loginStatus(page.request)).toBe(true);

    await section(page, '退会').getByRole('button', { name: '退会する' }).click();
    await dialog.getByLabel('パスワード', { exact: true }).fill(person.password);
    await dialog.getByLabel('確認のため「退会する」と入力してください').fill('退会する');
    await dialog.getByRole('button', { name: '退会する' }).click();

    await expect(
      notification(page, '退会手続きが完了しました。ご利用ありがとうございました。'),
    ).toBeVisible();
    expect(await loginStatus(page.request)).toBe(false);

    await expectLoginRefused(page, person.email, person.password);
  });
});
