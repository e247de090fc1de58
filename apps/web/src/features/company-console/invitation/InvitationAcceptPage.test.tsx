import { ACCOUNT_MESSAGES, RESET_TOKEN_MAX_LENGTH } from '@kiseki/contract/account-rules';
import { COMPANY_CONSOLE_MESSAGES as M } from '@kiseki/contract/company-console';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  authInfoWire,
  authReply,
  jsonResponse,
  loggedInApi,
  loggedOutApi,
  type MockReply,
} from '../../../test/api-mock';
import { field } from '../../../test/form';
import { renderApp } from '../../../test/render-app';

const TOKEN = 'k'.repeat(43);
const PREVIEW_PATH = `/api/company/invitations/${TOKEN}`;

const preview = {
  invitation: {
    company: { id: 3, name: '株式会社キセキ', logo_url: null, logo_color: '#1d5bbf' },
    email: 'jiro@kiseki.example.jp',
    role: 'recruiter',
    // 2030-01-08 09:30 JST
    expires_at: 1894062600,
  },
};

const acceptReply = {
  login_status: { logged_in: true },
  redirect_to: '/company',
  message: M.invitationAccepted,
};

const notFound = (message: string) => jsonResponse({ error: { code: 'not_found', message } }, 404);

async function openInvitation(path = `/company/invitation?token=${TOKEN}`) {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByText('jiro@kiseki.example.jp');
  return { user, ...view };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('表示名'), '山田 次郎');
  await user.type(field('パスワード'), 'a long enough passphrase');
  await user.click(screen.getByRole('checkbox'));
}

const submit = () => screen.getByRole('button', { name: '同意してアカウントを作成する' });

describe('/company/invitation', () => {
  it('shows who invites which address, then signs in and enters the console', async () => {
    let accepted = false;
    const api = loggedOutApi({
      [`GET ${PREVIEW_PATH}`]: { json: preview },
      'POST /api/company/invitations/accept': () => {
        accepted = true;
        return jsonResponse(acceptReply);
      },
      '/api/login_status/': () => jsonResponse({ login_status: { logged_in: accepted } }),
      '/api/auth/': () =>
        jsonResponse({
          auth_info: authInfoWire({
            username: '山田 次郎',
            email: 'jiro@kiseki.example.jp',
            company: { id: 3, role: 'recruiter' },
          }),
        }),
      'GET /api/company/profile': {
        json: {
          company: {
            id: 3,
            name: '株式会社キセキ',
            description: '紹介文',
            website_url: 'https://kiseki.example.jp',
            logo_url: null,
            logo_color: '#1d5bbf',
            industry: 'HR Tech',
            employee_count: 120,
            founded_year: 2015,
            prefecture_code: 13,
            stack_tag_ids: [],
            location_prefecture_codes: [],
            updated_at: 1_700_000_000,
          },
        },
      },
    });
    const { user, router } = await openInvitation();

    expect(screen.getByRole('heading', { level: 1, name: '企業アカウントの作成' })).toBeTruthy();
    expect(screen.getAllByText(/株式会社キセキ/).length).toBeGreaterThan(0);
    expect(screen.getByText('採用担当者')).toBeTruthy();
    expect(screen.getByText('2030/01/08 09:30')).toBeTruthy();
    expect(field('メールアドレス').value).toBe('jiro@kiseki.example.jp');
    expect(field('メールアドレス').readOnly).toBe(true);
    expect(document.title).toContain('企業アカウントの作成');

    await fillIn(user);
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
    expect(await screen.findByText(M.invitationAccepted)).toBeTruthy();
    const request = api.requests.find((r) => r.path === '/api/company/invitations/accept');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      token: TOKEN,
      display_name: '山田 次郎',
      password: 'a long enough passphrase',
      terms_agreed: true,
    });
    // The console asks who is here with the new session before showing itself.
    await waitFor(() =>
      expect(screen.getByTestId('console-company-name').textContent).toBe('株式会社キセキ'),
    );
    expect(api.callsTo('/api/auth/')).toBeGreaterThan(0);
  });

  it('checks name, password and agreement with the contract schema before sending', async () => {
    const api = loggedOutApi({ [`GET ${PREVIEW_PATH}`]: { json: preview } });
    const { user } = await openInvitation();
    await user.type(field('パスワード'), 'short');
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.displayNameRequired)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.termsRequired)).toBeTruthy();
    expect(api.callsTo('/api/company/invitations/accept')).toBe(0);
  });

  it('puts a password refusal of the server under the password and keeps the input', async () => {
    loggedOutApi({
      [`GET ${PREVIEW_PATH}`]: { json: preview },
      'POST /api/company/invitations/accept': () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: '入力内容に誤りがあります。各項目を確認してください。',
              fields: { password: [ACCOUNT_MESSAGES.passwordTooCommon] },
            },
          },
          400,
        ),
    });
    const { user, router } = await openInvitation();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordTooCommon)).toBeTruthy();
    expect(field('表示名').value).toBe('山田 次郎');
    expect(router.state.location.pathname).toBe('/company/invitation');
  });

  it('says a rate limit above the form', async () => {
    const message = '登録の回数が上限に達しました。しばらく時間をおいてから再度お試しください。';
    loggedOutApi({
      [`GET ${PREVIEW_PATH}`]: { json: preview },
      'POST /api/company/invitations/accept': {
        status: 429,
        json: { error: { code: 'rate_limited', message } },
      },
    });
    const { user } = await openInvitation();
    await fillIn(user);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('shows the server message for an unknown, used or expired link', async () => {
    loggedOutApi({ [`GET ${PREVIEW_PATH}`]: () => notFound(M.invitationInvalid) });
    renderApp(`/company/invitation?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'この招待リンクは使えません' }),
    ).toBeTruthy();
    expect(screen.getByText(M.invitationInvalid)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a link without a token, or with one too long, is invalid without asking', async () => {
    const api = loggedOutApi();
    const first = renderApp('/company/invitation');
    expect(await screen.findByText(M.invitationInvalid)).toBeTruthy();
    first.unmount();
    renderApp(`/company/invitation?token=${'t'.repeat(RESET_TOKEN_MAX_LENGTH + 1)}`);
    expect(await screen.findByText(M.invitationInvalid)).toBeTruthy();
    expect(api.requests.some((r) => r.path.startsWith('/api/company/'))).toBe(false);
  });

  it('turns to the invalid-link state when the link ran out while the form was open', async () => {
    loggedOutApi({
      [`GET ${PREVIEW_PATH}`]: { json: preview },
      'POST /api/company/invitations/accept': () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: M.invitationInvalid,
              fields: { token: [M.invitationInvalid] },
            },
          },
          400,
        ),
    });
    const { user } = await openInvitation();
    await fillIn(user);
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'この招待リンクは使えません' }),
    ).toBeTruthy();
    expect(screen.getByText(M.invitationInvalid)).toBeTruthy();
  });

  it('tells a signed-in engineer what accepting does, and to log out when refused', async () => {
    const routes: Record<string, MockReply> = {
      '/api/auth/': authReply({ username: 'taro', company: null }),
      [`GET ${PREVIEW_PATH}`]: { json: preview },
      'POST /api/company/invitations/accept': {
        status: 409,
        json: { error: { code: 'conflict', message: M.emailIsEngineer } },
      },
    };
    loggedInApi(routes);
    const { user, router } = await openInvitation();
    expect(await screen.findByText(/現在 taro でログインしています/)).toBeTruthy();
    await fillIn(user);
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'この招待は承諾できません' }),
    ).toBeTruthy();
    expect(screen.getByText(M.emailIsEngineer)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ログアウトする' }).getAttribute('href')).toBe(
      '/logout',
    );
    expect(router.state.location.pathname).toBe('/company/invitation');
  });

  it('sends a visitor whose address is a recruiter already to the login page', async () => {
    loggedOutApi({
      [`GET ${PREVIEW_PATH}`]: { json: preview },
      'POST /api/company/invitations/accept': {
        status: 409,
        json: { error: { code: 'conflict', message: M.emailIsRecruiter } },
      },
    });
    const { user } = await openInvitation();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText(M.emailIsRecruiter)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' }).getAttribute('href')).toBe(
      '/login?next=%2Fcompany',
    );
  });
});
