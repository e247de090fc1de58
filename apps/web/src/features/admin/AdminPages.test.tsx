import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../shared/lib/browser-location';
import { authReply, jsonResponse, loggedInApi, loggedOutApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { setViewport } from '../../test/viewport';

const ADMIN = { '/api/auth/': authReply({ userid: 99, is_admin: true, email: 'admin@x.jp' }) };

const user = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  email: `user${id}@example.jp`,
  display_name: `ユーザー${id}`,
  is_active: true,
  is_admin: false,
  // 2026-01-05 09:00 in Tokyo
  created_at: 1767571200,
  last_login_at: null,
  ...overrides,
});

/** GET /api/admin/users answering the page asked for from `pages`. */
const listApi = (pages: Record<string, unknown[]>, totalCount: number, maxPage: number) =>
  loggedInApi({
    ...ADMIN,
    '/api/admin/users': (request) => {
      const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
      return jsonResponse({
        users: pages[String(page)] ?? [],
        paging: { total_count: totalCount, page, max_page: maxPage },
      });
    },
  });

describe('/admin/users', () => {
  it('lists the users with their details, the count and the paging', async () => {
    const api = loggedInApi({
      ...ADMIN,
      '/api/admin/users': {
        json: {
          users: [
            user(1, { last_login_at: 1767657000 }),
            user(2, { is_active: false, display_name: null }),
            user(3, { is_admin: true }),
          ],
          paging: { total_count: 45, page: 1, max_page: 3 },
        },
      },
    });
    renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'ユーザー一覧' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement)).toEqual([
      '1',
      'user1@example.jp',
      'ユーザー1',
      '有効',
      '2026/01/05',
      '2026/01/06 08:50',
    ]);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '2',
      'user2@example.jp',
      '（未設定）',
      'メール未確認',
      '2026/01/05',
      'なし',
    ]);
    expect(cells(rows[2] as HTMLElement)[3]).toBe('有効管理者');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/admin/users/1');
    expect(screen.getByText('45件')).toBeTruthy();
    const paging = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByText('1 / 3 ページ')).toBeTruthy();
    expect(within(paging).getByRole('link', { name: '次へ' }).getAttribute('href')).toBe(
      '/admin/users?page=2',
    );
    expect(within(paging).queryByRole('link', { name: '前へ' })).toBeNull();
    expect(api.requests.find((r) => r.path === '/api/admin/users')?.url).toBe(
      '/api/admin/users?page=1',
    );
  });

  it('searches by email and pages through the results via the address bar', async () => {
    const api = listApi({ '1': [user(1)], '2': [user(11)] }, 12, 2);
    const actor = userEvent.setup();
    const { router } = renderApp('/admin/users');
    await screen.findByRole('table');
    await actor.type(screen.getByRole('searchbox', { name: 'メールアドレスで検索' }), 'user1');
    await actor.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(router.state.location.search).toBe('?email=user1'));
    await waitFor(() =>
      expect(api.requests.at(-1)?.url).toBe('/api/admin/users?email=user1&page=1'),
    );
    await actor.click(await screen.findByRole('link', { name: '次へ' }));
    await waitFor(() => expect(router.state.location.search).toBe('?email=user1&page=2'));
    expect(await screen.findByText('user11@example.jp')).toBeTruthy();
    expect(screen.getByRole('link', { name: '前へ' }).getAttribute('href')).toBe(
      '/admin/users?email=user1',
    );
  });

  it('says so when nothing matches', async () => {
    loggedInApi({
      ...ADMIN,
      '/api/admin/users': {
        json: { users: [], paging: { total_count: 0, page: 1, max_page: 1 } },
      },
    });
    renderApp('/admin/users?email=nobody');
    expect(await screen.findByText('条件に一致するユーザーはいません。')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).toBeNull();
  });

  it('shows cards instead of a table on a phone', async () => {
    setViewport(375);
    loggedInApi({
      ...ADMIN,
      '/api/admin/users': {
        json: { users: [user(1), user(2)], paging: { total_count: 2, page: 1, max_page: 1 } },
      },
    });
    renderApp('/admin/users');
    const list = await screen.findByRole('list', { name: 'ユーザー一覧' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows 権限がありません to a signed-in non-admin without asking for the list', async () => {
    const api = loggedInApi();
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: '権限がありません' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('権限がありません | Kiseki'));
    expect(api.callsTo('/api/admin/users')).toBe(0);
  });

  it('shows 権限がありません when the API answers 403, without a generic notice', async () => {
    loggedInApi({
      ...ADMIN,
      '/api/admin/users': {
        status: 403,
        json: { error: { code: 'forbidden', message: 'この操作を行う権限がありません。' } },
      },
    });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: '権限がありません' })).toBeTruthy();
    expect(screen.queryByText('この操作を行う権限がありません。')).toBeNull();
    expect(
      screen.queryByText(
        'サーバーでエラーが発生しました。しばらく時間をおいてから再度操作してください。',
      ),
    ).toBeNull();
  });

  it('sends a visitor to login with next (the API answers 401)', async () => {
    loggedOutApi({
      '/api/admin/users': {
        status: 401,
        json: { error: { code: 'unauthenticated', message: 'x', login_url: '/login' } },
      },
    });
    const { router } = renderApp('/admin/users?email=a');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/admin/users?email=a')}`,
    );
  });
});

describe('/admin/users/:id', () => {
  it('shows the user and impersonates them with a full reload of /', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = loggedInApi({
      ...ADMIN,
      '/api/admin/users/7': { json: { user: user(7) } },
      'POST /api/admin/users/7/impersonate': { json: { is_hijacked: true, redirect_to: '/' } },
    });
    const actor = userEvent.setup();
    renderApp('/admin/users/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'user7@example.jp' })).toBeTruthy();
    expect(screen.getByText('ユーザー7')).toBeTruthy();
    await actor.click(screen.getByRole('button', { name: '代理ログインする' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.requests.find((r) => r.path === '/api/admin/users/7/impersonate')?.method).toBe(
      'POST',
    );
  });

  it('shows the server refusal next to the button', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const message = '管理者には代理ログインできません。';
    loggedInApi({
      ...ADMIN,
      '/api/admin/users/8': { json: { user: user(8, { is_admin: true }) } },
      'POST /api/admin/users/8/impersonate': {
        status: 409,
        json: { error: { code: 'conflict', message } },
      },
    });
    const actor = userEvent.setup();
    renderApp('/admin/users/8');
    await actor.click(await screen.findByRole('button', { name: '代理ログインする' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not offer impersonating oneself', async () => {
    loggedInApi({
      ...ADMIN,
      '/api/admin/users/99': { json: { user: user(99, { is_admin: true }) } },
    });
    renderApp('/admin/users/99');
    const button = await screen.findByRole('button', {
      name: '代理ログインする',
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('自分自身には代理ログインできません。')).toBeTruthy();
  });

  it('says when the user does not exist', async () => {
    loggedInApi(ADMIN);
    renderApp('/admin/users/12345');
    expect(await screen.findByText('ユーザーが見つかりません。')).toBeTruthy();
  });
});

describe('impersonation banner', () => {
  it('is shown on every kind of page while impersonating, and stops with a reload', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = loggedInApi({
      '/api/auth/': authReply({ is_hijacked: true, username: 'キセキ花子' }),
      'POST /api/admin/impersonation/stop': {
        json: { is_hijacked: false, redirect_to: '/admin/users' },
      },
    });
    const actor = userEvent.setup();
    for (const path of ['/cv', '/events', '/signup/complete']) {
      const view = renderApp(path);
      const banner = await screen.findByRole('region', { name: '代理ログイン' });
      expect(banner.textContent).toContain('代理ログイン中: キセキ花子 としてログインしています');
      if (path !== '/signup/complete') view.unmount();
    }
    await actor.click(screen.getByRole('button', { name: '代理ログインを終了' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/users'));
    expect(api.requests.find((r) => r.path === '/api/admin/impersonation/stop')?.method).toBe(
      'POST',
    );
  });

  it('is not shown otherwise', async () => {
    const api = loggedInApi();
    renderApp('/cv');
    await screen.findByRole('navigation', { name: 'メインナビゲーション' });
    await waitFor(() => expect(api.callsTo('/api/auth/')).toBe(1));
    expect(screen.queryByRole('region', { name: '代理ログイン' })).toBeNull();
  });
});
