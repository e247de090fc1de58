import { ACCOUNT_MESSAGES } from '@kiseki/contract/accounts';
import { FORBIDDEN_CHARACTER_MESSAGE } from '@kiseki/contract/text-rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, loggedInApi, loggedOutApi } from '../../test/api-mock';
import { field } from '../../test/form';
import { renderApp, settled } from '../../test/render-app';

async function openStep1() {
  const view = renderApp('/signup/step1');
  await screen.findByRole('heading', { level: 1, name: '新規登録' });
  return view;
}

/** The error text linked to an input through aria-describedby. */
function describedErrors(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('/signup/step1', () => {
  it('shows the contract messages for every invalid field and focuses the first one', async () => {
    const api = loggedOutApi();
    const user = userEvent.setup();
    await openStep1();
    await user.click(screen.getByRole('button', { name: '同意して登録する' }));

    const email = field('メールアドレス');
    await waitFor(() => expect(describedErrors(email)).toEqual([ACCOUNT_MESSAGES.emailRequired]));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    // The 必須 mark is seen, not read as part of the name: the input says it is required.
    expect(screen.getByRole('textbox', { name: 'メールアドレス' })).toBe(email);
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.termsRequired)).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/signup/')).toBe(0);
  });

  it('checks format, length and the same-as-email rule with the contract messages', async () => {
    loggedOutApi();
    const user = userEvent.setup();
    await openStep1();
    await user.type(field('メールアドレス'), 'taro@example');
    await user.type(field('パスワード'), '1234567');
    await user.click(screen.getByRole('button', { name: '同意して登録する' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();

    // Eight characters is enough; the same as the email address is not.
    await user.clear(field('メールアドレス'));
    await user.type(field('メールアドレス'), 'abcdefgh@x.jp');
    await user.clear(field('パスワード'));
    await user.type(field('パスワード'), 'ABCDEFGH@x.jp');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '同意して登録する' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordSameAsEmail)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeNull();
  });

  it('shows the password rule with the field and lets the person show what they typed', async () => {
    loggedOutApi();
    const user = userEvent.setup();
    await openStep1();
    const password = field('パスワード');
    const hintId = password.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toContain('8文字以上');
    expect(password.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'パスワードを表示' });
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('links the terms and the privacy policy from the agreement', async () => {
    loggedOutApi();
    await openStep1();
    const label = screen.getByRole('checkbox').closest('div') as HTMLElement;
    const links = within(label).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/policies/terms',
      '/policies/privacy',
    ]);
  });

  it('sends the form and then tells the person to open the link in the mail', async () => {
    const api = loggedOutApi({
      'POST /api/signup/': { json: { ok: true, message: '確認メールを送信しました。' } },
    });
    const user = userEvent.setup();
    await openStep1();
    await user.type(field('メールアドレス'), ' hanako@example.jp ');
    await user.type(field('パスワード'), 'correct horse battery');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '同意して登録する' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '確認メールを送信しました' }),
    ).toBeTruthy();
    expect(screen.getByText(/hanako@example\.jp 宛てに確認メールを送信しました/)).toBeTruthy();
    expect(screen.getByText('リンクの有効期限は24時間です。')).toBeTruthy();
    const request = api.requests.find((r) => r.path === '/api/signup/');
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: 'hanako@example.jp',
      password: 'correct horse battery',
      terms_agreed: true,
    });
  });

  it('puts the server field errors on the fields', async () => {
    const common = ACCOUNT_MESSAGES.passwordTooCommon;
    loggedOutApi({
      'POST /api/signup/': () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: '入力内容に誤りがあります。各項目を確認してください。',
              fields: { password: [common] },
            },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    await openStep1();
    await user.type(field('メールアドレス'), 'hanako@example.jp');
    await user.type(field('パスワード'), 'password123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '同意して登録する' }));

    const password = field('パスワード');
    await waitFor(() => expect(describedErrors(password)).toEqual([common]));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    // Shown by the form, not also as the generic notice.
    expect(screen.queryByText('入力内容に誤りがあります。各項目を確認してください。')).toBeNull();
    expect(screen.queryByRole('heading', { name: '確認メールを送信しました' })).toBeNull();
  });

  it('disables the button while the request is on its way', async () => {
    let release: (response: Response) => void = () => {};
    loggedOutApi({
      'POST /api/signup/': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const user = userEvent.setup();
    await openStep1();
    await user.type(field('メールアドレス'), 'hanako@example.jp');
    await user.type(field('パスワード'), 'correct horse battery');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '同意して登録する' }));
    const pending = await screen.findByRole('button', { name: '送信しています…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    release(jsonResponse({ ok: true }));
    expect(await screen.findByRole('heading', { name: '確認メールを送信しました' })).toBeTruthy();
  });

  it('sends a signed-in user to /login, which sends them on (spec section 5)', async () => {
    const api = loggedInApi();
    const { router } = renderApp('/signup/step1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
    await settled(router);
    expect(api.callsTo('/api/signup/')).toBe(0);
  });
});

describe('/signup/step3 and /signup/complete', () => {
  it('registers the display name and leads to the completion page', async () => {
    const api = loggedInApi({ 'POST /api/signup/step3/': { json: { ok: true } } });
    const user = userEvent.setup();
    const { router } = renderApp('/signup/step3');
    await screen.findByRole('heading', { level: 1, name: 'プロフィールの登録' });
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.displayNameRequired)).toBeTruthy();

    await user.type(field('表示名'), '  キセキ太郎 ');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/complete'));
    const request = api.requests.find((r) => r.path === '/api/signup/step3/');
    expect(JSON.parse(request?.body ?? '')).toEqual({ display_name: 'キセキ太郎' });

    expect(
      await screen.findByRole('heading', { level: 1, name: '登録が完了しました' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '初期設定をはじめる' }).getAttribute('href')).toBe(
      '/user_initial_setup',
    );
  });

  it('rejects a display name over 30 characters with the contract message', async () => {
    loggedInApi();
    const user = userEvent.setup();
    renderApp('/signup/step3');
    await screen.findByRole('heading', { level: 1, name: 'プロフィールの登録' });
    await user.type(field('表示名'), 'あ'.repeat(31));
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.displayNameTooLong)).toBeTruthy();
  });
  it('refuses an invisible control character with the contract message, sending nothing', async () => {
    const api = loggedInApi();
    const user = userEvent.setup();
    renderApp('/signup/step3');
    await screen.findByRole('heading', { level: 1, name: 'プロフィールの登録' });
    // A bell character (U+0007) pasted inside the name: invisible, never typed on purpose.
    fireEvent.change(field('表示名'), { target: { value: 'キセキ\u0007太郎' } });
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText(FORBIDDEN_CHARACTER_MESSAGE)).toBeTruthy();
    expect(field('表示名').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/signup/step3/')).toBe(0);
  });
});

describe('/signup/failed', () => {
  it('explains the expired or invalid link and links back to step 1', async () => {
    loggedOutApi();
    renderApp('/signup/failed');
    expect(
      await screen.findByRole('heading', { level: 1, name: '登録できませんでした' }),
    ).toBeTruthy();
    expect(screen.getByText('このリンクは無効か、有効期限が切れています。')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'もう一度登録する' }).getAttribute('href')).toBe(
      '/signup/step1',
    );
  });

  it('sends a signed-in user on through /login', async () => {
    loggedInApi();
    const { router } = renderApp('/signup/failed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
  });
});
