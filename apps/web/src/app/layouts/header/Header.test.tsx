import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInApi, loggedOutApi } from '../../../test/api-mock';
import { renderApp, settled } from '../../../test/render-app';
import { setViewport } from '../../../test/viewport';

const FEATURES_ON = {
  json: {
    global_settings: {
      features: {
        feature_rewards: true,
        feature_multi_occupation: false,
        feature_hirability_change_modal: false,
      },
    },
  },
};

async function mainNav() {
  return screen.findByRole('navigation', { name: 'メインナビゲーション' });
}

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('header navigation', () => {
  it('lists the items in the order of the spec, without rewards when the flag is off', async () => {
    const api = loggedInApi();
    renderApp('/cv');
    const nav = await mainNav();
    await waitFor(() => expect(api.callsTo('/api/global_settings/')).toBe(1));
    expect(hrefs(nav)).toEqual([
      '/person',
      '/analytics',
      '/activity',
      '/cv',
      '/jobs/home',
      '/events',
      '/config',
    ]);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'ポートフォリオ',
      'アナリティクス',
      'マイアクティビティ',
      '経歴',
      '求人',
      'イベント',
      '設定',
    ]);
  });

  it('shows rewards between jobs and events when featureRewards is on', async () => {
    loggedInApi({ '/api/global_settings/': FEATURES_ON });
    renderApp('/cv');
    const nav = await mainNav();
    await waitFor(() => expect(hrefs(nav)).toContain('/rewards'));
    expect(hrefs(nav)).toEqual([
      '/person',
      '/analytics',
      '/activity',
      '/cv',
      '/jobs/home',
      '/rewards',
      '/events',
      '/config',
    ]);
  });

  it.each([
    ['/cv/import', '/cv'],
    ['/jobs/search', '/jobs/home'],
    ['/companies/7', '/jobs/home'],
    ['/person/edit', '/person'],
    ['/analytics/views', '/analytics'],
    ['/config/account', '/config'],
    ['/events/3', '/events'],
  ])('on %s highlights %s', async (path, expected) => {
    loggedInApi();
    renderApp(path);
    const nav = await mainNav();
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual([expected]);
  });

  it('highlights nothing in the main navigation on /job_change (not the jobs section)', async () => {
    loggedInApi();
    renderApp('/job_change/start');
    const nav = await mainNav();
    expect(within(nav).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('highlights the messages link on a thread', async () => {
    loggedInApi();
    renderApp('/messages/12');
    const link = await screen.findByRole('link', { name: /^メッセージ/ });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('shows the counts of the badge endpoints and the job-suggestion dot', async () => {
    loggedInApi({
      '/api/profile_request_update/': { json: { count: 3 } },
      '/api/job_description_suggestions/status/': {
        json: { generation_status: 2, is_seen: false, active_count: 5 },
      },
      '/api/candidate_interests/unreacted_count': { json: { count: 120 } },
      '/api/threads/unread_count': { json: { unread_count: 4 } },
    });
    renderApp('/person');
    const nav = await mainNav();
    const cv = within(nav).getByRole('link', { name: /^経歴/ });
    await waitFor(() => expect(cv.textContent).toContain('3'));
    expect(cv.textContent).toContain('未対応の更新依頼 3件');
    const jobs = within(nav).getByRole('link', { name: /^求人/ });
    await waitFor(() => expect(within(jobs).queryByTestId('jobs-dot')).not.toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^興味通知/ }).textContent).toContain('99+'),
    );
    expect(screen.getByRole('link', { name: /^興味通知/ }).textContent).toContain('120件');
    expect(screen.getByRole('link', { name: /^メッセージ/ }).textContent).toContain('4件');
  });

  it.each([
    { generation_status: 2, is_seen: true },
    { generation_status: 1, is_seen: false },
  ])('shows no dot for suggestion status %o', async (status) => {
    const api = loggedInApi({ '/api/job_description_suggestions/status/': { json: status } });
    const { router } = renderApp('/person');
    await mainNav();
    await waitFor(() => expect(api.callsTo('/api/job_description_suggestions/status/')).toBe(1));
    await settled(router);
    expect(screen.queryByTestId('jobs-dot')).toBeNull();
  });

  it('shows the right-side items in order for a logged-in user', async () => {
    loggedInApi();
    renderApp('/cv');
    await mainNav();
    const banner = screen.getByRole('banner');
    const help = within(banner).getByRole('link', { name: 'ヘルプ' });
    expect(help.getAttribute('href')).toBe('https://help.kiseki.example.jp/');
    expect(within(banner).getByRole('link', { name: 'ログアウト' }).getAttribute('href')).toBe(
      '/logout',
    );
    const buttons = within(banner)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(buttons).toEqual(['お知らせ', 'チャットサポート']);
  });

  it('signs out with a document navigation to /logout, not a client-side route change', async () => {
    loggedInApi();
    const { router } = renderApp('/cv');
    const logout = await screen.findByRole('link', { name: 'ログアウト' });
    let routerTookIt: boolean | undefined;
    const spy = (event: Event) => {
      routerTookIt = event.defaultPrevented;
      event.preventDefault(); // happy-dom would otherwise try to load the page
    };
    document.addEventListener('click', spy);
    logout.click();
    document.removeEventListener('click', spy);
    expect(routerTookIt).toBe(false);
    expect(router.state.location.pathname).toBe('/cv');
  });

  it('opens the chat-support panel and closes it with Escape', async () => {
    loggedInApi();
    renderApp('/cv');
    const button = await screen.findByRole('button', { name: 'チャットサポート' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.click();
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByRole('region', { name: 'チャットサポート' })).toBeTruthy();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('asks for no badges, settings or auth info when logged out, and offers sign-up and login', async () => {
    const api = loggedOutApi();
    const { router } = renderApp('/events?page=2');
    const login = await screen.findByRole('link', { name: 'ログイン' });
    await settled(router);
    expect(login.getAttribute('href')).toBe('/login?next=%2Fevents%3Fpage%3D2');
    expect(screen.getByRole('link', { name: '新規登録' }).getAttribute('href')).toBe(
      '/signup/step1',
    );
    expect(screen.queryByRole('navigation', { name: 'メインナビゲーション' })).toBeNull();
    expect(api.requests.map((request) => request.path)).toEqual(['/api/login_status/']);
  });

  it('uses the icon navigation at the bottom below PC width', async () => {
    setViewport(800);
    loggedInApi();
    renderApp('/cv');
    const nav = await mainNav();
    expect(nav.closest('header')).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['マイページ', '分析', '活動', '経歴', '求人', 'イベント', '設定']);
    expect(within(nav).getByRole('link', { name: '経歴' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('hides the header on a message thread on mobile only', async () => {
    setViewport(375);
    loggedInApi();
    const mobile = renderApp('/messages/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'メッセージ' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    mobile.unmount();

    renderApp('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'メッセージ' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('links the logo text home', async () => {
    loggedOutApi();
    renderApp('/events');
    const logo = await screen.findByRole('link', { name: 'Kiseki' });
    expect(logo.getAttribute('href')).toBe('/');
    expect(logo.textContent).toContain('Kiseki');
  });
});
