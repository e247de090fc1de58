import { ACCOUNT_MESSAGES } from '@kiseki/contract/accounts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearGetCache } from '../../shared/api/client';
import { jsonResponse, loggedInApi, loggedOutApi } from '../../test/api-mock';
import { field } from '../../test/form';
import { renderApp, settled } from '../../test/render-app';

/** POST /api/login/ answering like the server: redirect_to is the `next` it was given, or /. */
function loginApi(redirectTo?: (next: unknown) => string) {
  let loggedIn = false;
  return loggedInApi({
    '/api/login_status/': () => jsonResponse({ login_status: { logged_in: loggedIn } }),
    'POST /api/login/': (request) => {
      loggedIn = true;
      const body = JSON.parse(request.body ?? '{}');
      return jsonResponse({
        login_status: { logged_in: true },
        redirect_to: redirectTo ? redirectTo(body.next) : (body.next ?? '/'),
      });
    },
  });
}

async function logIn(path: string) {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'ログイン' });
  await user.type(field('メールアドレス'), 'demo@kiseki.example.jp');
  await user.type(field('パスワード'), 'kiseki-demo-2026');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  return view;
}

describe('/login', () => {
  it('logs in, sends next, and goes to the redirect_to of the answer', async () => {
    const api = loginApi();
    const { router } = await logIn('/login?next=%2Fcv%3Ftab%3D2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cv'));
    expect(router.state.location.search).toBe('?tab=2');
    const request = api.requests.find((r) => r.path === '/api/login/');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: 'demo@kiseki.example.jp',
      password: 'kiseki-demo-2026',
      next: '/cv?tab=2',
    });
    // The header now shows the signed-in navigation: login status and auth info were refreshed.
    expect(await screen.findByRole('navigation', { name: 'メインナビゲーション' })).toBeTruthy();
  });

  it.each(['//evil.com', '//evil.com/cv', '/\\evil.com', 'https://evil.com/'])(
    'ignores next=%s (same-origin paths only)',
    async (next) => {
      const api = loginApi();
      const { router } = await logIn(`/login?next=${encodeURIComponent(next)}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/analytics'));
      const request = api.requests.find((r) => r.path === '/api/login/');
      expect(JSON.parse(request?.body ?? '')).not.toHaveProperty('next');
    },
  );

  it('does not follow a redirect_to that leaves the site', async () => {
    loginApi(() => '//evil.com/phish');
    const { router } = await logIn('/login?next=%2Fevents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it('sends a signed-in visitor straight on to next, or home', async () => {
    loggedInApi();
    const first = renderApp('/login?next=%2Fjobs%2Fhome');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/jobs/home'));
    first.unmount();

    const second = renderApp('/login?next=%2F%2Fevil.com');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/analytics'));
  });

  it('asks for the login status again instead of trusting an old cached answer', async () => {
    // Signed in when the app started, signed out since (in another tab, say).
    let calls = 0;
    loggedInApi({
      '/api/login_status/': () => jsonResponse({ login_status: { logged_in: ++calls === 1 } }),
    });
    const { router } = renderApp('/events');
    await screen.findByRole('navigation', { name: 'メインナビゲーション' });
    await settled(router);
    clearGetCache(); // more than GET_CACHE_MS later
    await router.navigate('/login?next=%2Fcv');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await waitFor(() => expect(calls).toBe(2));
    await settled(router);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'ログイン' })).toBeTruthy();
  });

  it('shows a failed login as a message for the whole form', async () => {
    loggedOutApi({
      'POST /api/login/': {
        status: 400,
        json: { error: { code: 'validation_failed', message: ACCOUNT_MESSAGES.loginFailed } },
      },
    });
    const { router } = await logIn('/login');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ACCOUNT_MESSAGES.loginFailed);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByRole('button', { name: 'ログイン' }) as HTMLButtonElement).disabled).toBe(
      false,
    );

    // The next attempt clears it, even one the client stops.
    const user = userEvent.setup();
    await user.clear(field('パスワード'));
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the rate-limit message of a 429', async () => {
    const message = 'ログインの試行回数が多すぎます。15分ほど時間をおいてから再度お試しください。';
    loggedOutApi({
      'POST /api/login/': () =>
        new Response(JSON.stringify({ error: { code: 'rate_limited', message } }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '900' },
        }),
    });
    await logIn('/login');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('puts server field errors on their fields', async () => {
    loggedOutApi({
      'POST /api/login/': {
        status: 400,
        json: {
          error: {
            code: 'validation_failed',
            message: '入力内容に誤りがあります。',
            fields: { email: [ACCOUNT_MESSAGES.accountInactive] },
          },
        },
      },
    });
    await logIn('/login');
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountInactive)).toBeTruthy();
    expect(field('メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('validates on the client with the contract messages before asking the server', async () => {
    const api = loggedOutApi();
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field('メールアドレス'));
    expect(api.callsTo('/api/login/')).toBe(0);
  });

  it('links to the password reset and to sign-up', async () => {
    loggedOutApi();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'ログイン' });
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' }).getAttribute('href')).toBe(
      '/reset_password/send_email_address',
    );
    expect(screen.getByRole('link', { name: '新規登録' }).getAttribute('href')).toBe(
      '/signup/step1',
    );
  });
});
