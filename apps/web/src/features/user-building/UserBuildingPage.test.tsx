import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUILDING_POLL_MS, readinessQuery } from '../../shared/api/connections';
import { jsonResponse, loggedInApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

type Source = {
  source: string;
  account: string;
  status: 'pending' | 'importing' | 'done' | 'failed';
  imported_count: number;
  last_imported_at: number | null;
  error_message: string | null;
  next_retry_at: number | null;
};

const source = (name: string, account: string, overrides: Partial<Source> = {}): Source => ({
  source: name,
  account,
  status: 'pending',
  imported_count: 0,
  last_imported_at: null,
  error_message: null,
  next_retry_at: null,
  ...overrides,
});

function readiness(sources: Source[], buildingStatus = 0) {
  const finished = sources.filter((s) => s.status === 'done' || s.status === 'failed').length;
  return {
    is_ready: finished === sources.length,
    building_status: buildingStatus,
    finished_count: finished,
    total_count: sources.length,
    sources,
  };
}

/** /api/is_ready/ answering what `state.sources` says at each poll. */
function buildingApi(initial: Source[], buildingStatus = 0) {
  const state = { sources: initial, buildingStatus };
  const api = loggedInApi({
    'GET /api/is_ready/': () => jsonResponse(readiness(state.sources, state.buildingStatus)),
    'PUT /api/building_status/': () => {
      state.buildingStatus = 1;
      return jsonResponse({ building_status: 1 });
    },
    'DELETE /api/building_status/': () => {
      state.buildingStatus = 0;
      return jsonResponse({ building_status: 0 });
    },
  });
  return { ...api, state };
}

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'ポートフォリオを作成しています' });

describe('/user_building', { timeout: 20_000 }, () => {
  it('shows per-source progress and a bar of finished over total', async () => {
    buildingApi([
      source('github', 'taro-kiseki', { status: 'done', imported_count: 4 }),
      source('qiita', 'taro-kiseki', { status: 'importing' }),
      source('blog', 'https://blog.example.com/'),
    ]);
    renderApp('/user_building');
    await heading();
    const bar = await screen.findByRole('progressbar', { name: '取り込みの進み具合' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.getByText('3件中 1件の取り込みが終わりました')).toBeTruthy();
    expect(screen.getByText('33%')).toBeTruthy();
    const list = screen.getByRole('list', { name: '取り込み中のサービス' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('GitHub')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('取り込み済み 4件')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('取り込み中')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('ブログ')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('取り込み待ち')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ポートフォリオを作成しています | Kiseki'));
  });

  it('polls every 2 seconds until ready', () => {
    const interval = readinessQuery.refetchInterval as (query: unknown) => number | false;
    expect(BUILDING_POLL_MS).toBe(2000);
    expect(interval({ state: { data: { isReady: false } } })).toBe(2000);
    expect(interval({ state: { data: undefined } })).toBe(2000);
    expect(interval({ state: { data: { isReady: true } } })).toBe(false);
  });

  it('when ready, sends building_status 1 and goes to /person', async () => {
    const api = buildingApi([
      source('github', 'taro-kiseki', { status: 'done' }),
      source('qiita', 'taro-kiseki', { status: 'importing' }),
    ]);
    const { router } = renderApp('/user_building');
    await heading();
    expect(await screen.findByText('2件中 1件の取り込みが終わりました')).toBeTruthy();
    expect(api.callsTo('/api/building_status/')).toBe(0);

    api.state.sources = [
      source('github', 'taro-kiseki', { status: 'done' }),
      source('qiita', 'taro-kiseki', { status: 'done', imported_count: 2 }),
    ];
    await waitFor(() => expect(router.state.location.pathname).toBe('/person'), {
      timeout: 6000,
    });
    const puts = api.requests.filter((r) => r.path === '/api/building_status/');
    expect(puts.map((r) => [r.method, r.body && JSON.parse(r.body)])).toEqual([
      ['PUT', { building_status: 1 }],
    ]);
  });

  it('shows failed sources with their message without holding the person back', async () => {
    const api = buildingApi([
      source('github', 'taro-kiseki', { status: 'done' }),
      source('qiita', 'nobody-kiseki', {
        status: 'failed',
        error_message: 'アカウントが見つかりませんでした。アカウント名を確認してください。',
      }),
    ]);
    const { router } = renderApp('/user_building');
    // Every source has finished (a failure counts): ready, so on to the portfolio.
    await waitFor(() => expect(router.state.location.pathname).toBe('/person'));
    expect(bodyOf(api, 'PUT')).toEqual({ building_status: 1 });
  });

  it('lists a failure while others still run, and says it will not block', async () => {
    buildingApi([
      source('github', 'taro-kiseki', { status: 'importing' }),
      source('qiita', 'nobody-kiseki', {
        status: 'failed',
        error_message: 'アカウントが見つかりませんでした。アカウント名を確認してください。',
      }),
    ]);
    renderApp('/user_building');
    expect(
      await screen.findByText('アカウントが見つかりませんでした。アカウント名を確認してください。'),
    ).toBeTruthy();
    expect(screen.getByText('取り込みに失敗しました')).toBeTruthy();
    expect(screen.getByText(/取り込めなかったサービスがあっても/)).toBeTruthy();
    expect(screen.getByText('2件中 1件の取り込みが終わりました')).toBeTruthy();
  });

  it('clears a stale building status while imports are on their way again', async () => {
    const api = buildingApi([source('github', 'taro-kiseki', { status: 'importing' })], 1);
    renderApp('/user_building');
    await heading();
    await waitFor(() => expect(bodyOf(api, 'DELETE')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('with nothing connected, offers /accounts and sends nothing', async () => {
    const api = buildingApi([]);
    const { router } = renderApp('/user_building');
    expect(
      await screen.findByRole('heading', { level: 2, name: '連携しているサービスがありません' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'アカウントを連携する' }).getAttribute('href')).toBe(
      '/accounts',
    );
    expect(router.state.location.pathname).toBe('/user_building');
    expect(api.callsTo('/api/building_status/')).toBe(0);
  });
});

function bodyOf(api: ReturnType<typeof buildingApi>, method: string): unknown {
  const request = api.requests.find(
    (r) => r.method === method && r.path === '/api/building_status/',
  );
  if (!request) return undefined;
  return request.body ? JSON.parse(request.body) : null;
}
