import { ACCOUNT_MESSAGES } from '@kiseki/contract/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../shared/lib/browser-location';
import { authReply, loggedInApi, loggedOutApi } from '../../test/api-mock';
import { field } from '../../test/form';
import { renderApp } from '../../test/render-app';

const section = (name: string) => screen.findByRole('region', { name });

describe('/config/account', () => {
  it('shows the current address and the three forms in the main layout', async () => {
    loggedInApi();
    renderApp('/config/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'アカウント設定' })).toBeTruthy();
    const email = await section('メールアドレスの変更');
    expect(within(email).getByText('taro@example.jp')).toBeTruthy();
    expect(await section('パスワードの変更')).toBeTruthy();
    expect(await section('退会')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'メインナビゲーション' });
    expect(within(nav).getByRole('link', { name: '設定' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('disables every form while an admin impersonates the user, and says why', async () => {
    const api = loggedInApi({ '/api/auth/': authReply({ is_hijacked: true }) });
    renderApp('/config/account');
    await section('メールアドレスの変更');
    expect(await screen.findAllByText(ACCOUNT_MESSAGES.hijackedForbidden)).toHaveLength(3);
    for (const name of ['メールアドレスの変更', 'パスワードの変更']) {
      const region = await section(name);
      const inputs = [...region.querySelectorAll('input')];
      expect(inputs).toHaveLength(2);
      for (const input of inputs) expect(input.disabled).toBe(true);
      for (const button of within(region).getAllByRole('button')) {
        expect((button as HTMLButtonElement).disabled).toBe(true);
      }
    }
    const deletion = await section('退会');
    expect(
      (within(deletion).getByRole('button', { name: '退会する' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(api.requests.filter((r) => r.path.startsWith('/api/account/'))).toHaveLength(0);
  });

  it('enables the forms for the user themself', async () => {
    loggedInApi();
    renderApp('/config/account');
    const region = await section('パスワードの変更');
    expect(screen.queryByText(ACCOUNT_MESSAGES.hijackedForbidden)).toBeNull();
    expect(
      (within(region).getByRole('button', { name: 'パスワードを変更する' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('asks for a new address and says that a confirmation mail was sent', async () => {
    const api = loggedInApi({ 'POST /api/account/email/': { json: { ok: true } } });
    const user = userEvent.setup();
    renderApp('/config/account');
    const region = await section('メールアドレスの変更');
    await user.type(field('新しいメールアドレス', region), 'new@example.jp');
    await user.type(field('現在のパスワード', region), 'secret-password');
    await user.click(within(region).getByRole('button', { name: '確認メールを送信する' }));
    expect(await within(region).findByText('確認メールを送信しました')).toBeTruthy();
    expect(within(region).getByText(/new@example\.jp 宛てに確認メールを送信しました/)).toBeTruthy();
    const request = api.requests.find((r) => r.path === '/api/account/email/');
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      new_email: 'new@example.jp',
      password: 'secret-password',
    });
  });

  it('puts the server field errors of an email change on the fields', async () => {
    loggedInApi({
      'POST /api/account/email/': {
        status: 400,
        json: {
          error: {
            code: 'validation_failed',
            message: 'x',
            fields: { password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/config/account');
    const region = await section('メールアドレスの変更');
    await user.type(field('新しいメールアドレス', region), 'new@example.jp');
    await user.type(field('現在のパスワード', region), 'wrong');
    await user.click(within(region).getByRole('button', { name: '確認メールを送信する' }));
    expect(await within(region).findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(field('現在のパスワード', region).getAttribute('aria-invalid')).toBe('true');
  });

  it('changes the password with PUT and confirms it', async () => {
    const api = loggedInApi({ 'PUT /api/account/password/': { json: { ok: true } } });
    const user = userEvent.setup();
    renderApp('/config/account');
    const region = await section('パスワードの変更');
    await user.type(field('現在のパスワード', region), 'old-password');
    await user.type(field('新しいパスワード', region), 'short');
    await user.click(within(region).getByRole('button', { name: 'パスワードを変更する' }));
    expect(await within(region).findByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();

    await user.clear(field('新しいパスワード', region));
    await user.type(field('新しいパスワード', region), 'new long passphrase');
    await user.click(within(region).getByRole('button', { name: 'パスワードを変更する' }));
    expect(await screen.findByText('パスワードを変更しました。')).toBeTruthy();
    const request = api.requests.find((r) => r.path === '/api/account/password/');
    expect(request?.method).toBe('PUT');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      current_password: 'old-password',
      new_password: 'new long passphrase',
    });
    expect((field('新しいパスワード', region) as HTMLInputElement).value).toBe('');
  });

  it('deletes the account only after 退会する is typed, then leaves for the top page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = loggedInApi({ 'DELETE /api/account/': { json: { ok: true } } });
    const user = userEvent.setup();
    renderApp('/config/account');
    const region = await section('退会');
    await user.click(within(region).getByRole('button', { name: '退会する' }));
    const dialog = await screen.findByRole('dialog', { name: '本当に退会しますか？' });
    const submit = within(dialog).getByRole('button', { name: '退会する' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await user.type(field('パスワード', dialog), 'secret-password');
    await user.type(field('確認のため「退会する」と入力してください', dialog), '退会しない');
    expect(submit.disabled).toBe(true);
    await user.clear(field('確認のため「退会する」と入力してください', dialog));
    await user.type(field('確認のため「退会する」と入力してください', dialog), '退会する');
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(window.sessionStorage.getItem('kiseki.flashNotice')).toContain(
      ACCOUNT_MESSAGES.accountDeleted,
    );
    const request = api.requests.find((r) => r.path === '/api/account/');
    expect(request?.method).toBe('DELETE');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      password: 'secret-password',
      confirm: '退会する',
    });
  });

  it('keeps the deletion dialog open with the message when the password is wrong', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    loggedInApi({
      'DELETE /api/account/': {
        status: 400,
        json: {
          error: {
            code: 'validation_failed',
            message: 'x',
            fields: { password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/config/account');
    await user.click(within(await section('退会')).getByRole('button', { name: '退会する' }));
    const dialog = await screen.findByRole('dialog', { name: '本当に退会しますか？' });
    await user.type(field('パスワード', dialog), 'wrong');
    await user.type(field('確認のため「退会する」と入力してください', dialog), '退会する');
    await user.click(within(dialog).getByRole('button', { name: '退会する' }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['?email_changed=1', 'メールアドレスを変更しました。', 'success'],
    [
      '?email_change_failed=1',
      'メールアドレスを変更できませんでした。リンクが無効か、有効期限が切れています。もう一度お手続きください。',
      'error',
    ],
  ])(
    'after the confirmation link (%s) shows a notice and tidies the URL',
    async (query, text, type) => {
      loggedInApi();
      const { router } = renderApp(`/config/account${query}`);
      const notice = await screen.findByText(text);
      expect(notice.closest('li')?.dataset.type).toBe(type);
      await waitFor(() => expect(router.state.location.search).toBe(''));
    },
  );

  it('sends a visitor to login with next (the API answers 401)', async () => {
    loggedOutApi({
      '/api/auth/': {
        status: 401,
        json: { error: { code: 'unauthenticated', message: 'x', login_url: '/login' } },
      },
    });
    const { router } = renderApp('/config/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fconfig%2Faccount');
  });
});
