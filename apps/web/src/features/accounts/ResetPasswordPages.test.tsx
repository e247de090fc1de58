import { ACCOUNT_MESSAGES, RESET_TOKEN_MAX_LENGTH } from '@kiseki/contract/account-rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, loggedOutApi } from '../../test/api-mock';
import { field } from '../../test/form';
import { renderApp } from '../../test/render-app';

describe('/reset_password/send_email_address', () => {
  it('sends the address and gives the same answer whether or not it is registered', async () => {
    const api = loggedOutApi({
      'POST /api/reset_password/send_email_address': { json: { ok: true } },
    });
    const user = userEvent.setup();
    renderApp('/reset_password/send_email_address');
    await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' });
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeTruthy();

    await user.type(field('メールアドレス'), 'hanako@example.jp');
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'メールを送信しました' }),
    ).toBeTruthy();
    expect(screen.getByText(/hanako@example\.jp が登録されている場合/)).toBeTruthy();
    expect(screen.getByText(/リンクの有効期限は1時間です/)).toBeTruthy();
    const request = api.requests.find((r) => r.path === '/api/reset_password/send_email_address');
    expect(JSON.parse(request?.body ?? '')).toEqual({ email: 'hanako@example.jp' });
    expect(screen.getByRole('link', { name: 'ログイン画面へ戻る' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('shows a rate limit as a message for the form', async () => {
    const message = 'メールの送信回数が多すぎます。しばらく時間をおいてから再度お試しください。';
    loggedOutApi({
      'POST /api/reset_password/send_email_address': {
        status: 429,
        json: { error: { code: 'rate_limited', message } },
      },
    });
    const user = userEvent.setup();
    renderApp('/reset_password/send_email_address');
    await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' });
    await user.type(field('メールアドレス'), 'hanako@example.jp');
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

describe('/reset_password', () => {
  it('sets the new password with the token and goes to login with a notice', async () => {
    const api = loggedOutApi({ 'POST /api/reset_password/': { json: { ok: true } } });
    const user = userEvent.setup();
    const { router } = renderApp('/reset_password?token=tok-123');
    await screen.findByRole('heading', { level: 1, name: '新しいパスワードの設定' });

    await user.type(field('新しいパスワード'), 'short');
    await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(api.callsTo('/api/reset_password/')).toBe(0);

    await user.clear(field('新しいパスワード'));
    await user.type(field('新しいパスワード'), 'a much longer passphrase');
    await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const request = api.requests.find((r) => r.path === '/api/reset_password/');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      token: 'tok-123',
      password: 'a much longer passphrase',
    });
    expect(
      await screen.findByText(
        'パスワードを再設定しました。新しいパスワードでログインしてください。',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
  });

  it('shows the invalid-token message with a link to ask again', async () => {
    loggedOutApi({
      'POST /api/reset_password/': () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: '入力内容に誤りがあります。各項目を確認してください。',
              fields: { token: [ACCOUNT_MESSAGES.resetTokenInvalid] },
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp('/reset_password?token=used-token');
    await screen.findByRole('heading', { level: 1, name: '新しいパスワードの設定' });
    await user.type(field('新しいパスワード'), 'a much longer passphrase');
    await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'リンクが無効です' })).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.resetTokenInvalid)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '再設定メールをもう一度送る' }).getAttribute('href'),
    ).toBe('/reset_password/send_email_address');
  });

  it('says at once that a link without a token is invalid', async () => {
    const api = loggedOutApi();
    renderApp('/reset_password');
    expect(await screen.findByRole('heading', { level: 1, name: 'リンクが無効です' })).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.resetTokenInvalid)).toBeTruthy();
    expect(api.callsTo('/api/reset_password/')).toBe(0);
  });

  it('accepts a token of 200 characters and calls one of 201 invalid without asking', async () => {
    const api = loggedOutApi();
    const longest = renderApp(`/reset_password?token=${'t'.repeat(RESET_TOKEN_MAX_LENGTH)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '新しいパスワードの設定' }),
    ).toBeTruthy();
    longest.unmount();

    renderApp(`/reset_password?token=${'t'.repeat(RESET_TOKEN_MAX_LENGTH + 1)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'リンクが無効です' })).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.resetTokenInvalid)).toBeTruthy();
    expect(api.callsTo('/api/reset_password/')).toBe(0);
  });

  it('puts a rejected password on the field', async () => {
    loggedOutApi({
      'POST /api/reset_password/': {
        status: 400,
        json: {
          error: {
            code: 'validation_failed',
            message: 'x',
            fields: { password: [ACCOUNT_MESSAGES.passwordTooCommon] },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/reset_password?token=tok');
    await screen.findByRole('heading', { level: 1, name: '新しいパスワードの設定' });
    await user.type(field('新しいパスワード'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'パスワードを設定する' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordTooCommon)).toBeTruthy();
    expect(field('新しいパスワード').getAttribute('aria-invalid')).toBe('true');
  });
});
