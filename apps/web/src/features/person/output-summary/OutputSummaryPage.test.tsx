import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { activityWire, personApi } from '../test-server';

/** Epoch seconds of a JST date and hour. */
const jst = (year: number, month: number, day: number, hour = 12) =>
  Date.UTC(year, month - 1, day, hour - 9) / 1000;

const APRIL = [
  activityWire('qiita', 'Qiitaの記事A', jst(2025, 4, 20)),
  activityWire('github', 'hanako/repo', jst(2025, 4, 18)),
  activityWire('qiita', 'Qiitaの記事B', jst(2025, 4, 3)),
  activityWire('connpass', 'TypeScript勉強会', jst(2025, 4, 1, 0)),
];

describe('/person/output_summary', { timeout: 20_000 }, () => {
  it('groups a month of outputs by type with counts, asking for that month only', async () => {
    const api = personApi({ activities: APRIL });
    renderApp('/person/output_summary/2025/4');
    expect(
      await screen.findByRole('heading', { level: 1, name: '2025年4月のアウトプット' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('2025年4月のアウトプット | Kiseki'));

    const counts = await screen.findByRole('list', { name: '種類別の件数' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['GitHub1件', 'Qiita2件', 'connpass1件']);
    expect(screen.getByText('4')).toBeTruthy();

    const qiita = screen.getByRole('region', { name: 'Qiita' });
    const links = within(qiita).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      expect.stringContaining('Qiitaの記事A'),
      expect.stringContaining('Qiitaの記事B'),
    ]);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(within(qiita).getByText('2025/04/20')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'connpass' })).getByText('2025/04/01'));

    const request = api.requests.find((r) => r.path === '/api/person/activities/');
    expect(new URL(request?.url ?? '', 'http://localhost').search).toBe('?year=2025&month=4');
  });

  it('moves to the previous and next month, and to the whole year', async () => {
    const api = personApi({ activities: APRIL });
    const user = userEvent.setup();
    const { router } = renderApp('/person/output_summary/2025/1');
    const nav = await screen.findByRole('navigation', { name: '期間の切り替え' });
    expect(within(nav).getByRole('link', { name: /前の期間（2024年12月）/ })).toBeTruthy();
    await user.click(within(nav).getByRole('link', { name: /次の期間（2025年2月）/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/person/output_summary/2025/2'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '2025年2月のアウトプット' }),
    ).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '2025年全体を見る' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '2025年のアウトプット' }),
    ).toBeTruthy();
    const searches = api.requests
      .filter((r) => r.path === '/api/person/activities/')
      .map((r) => new URL(r.url, 'http://localhost').search);
    expect(searches).toEqual(['?year=2025&month=1', '?year=2025&month=2', '?year=2025']);
    // The year view counts by month (JST) and links each month.
    const months = await screen.findByRole('region', { name: '月別の件数' });
    const april = within(months).getByRole('link', { name: /4月/ });
    expect(april.textContent).toContain('4件');
    expect(april.getAttribute('href')).toBe('/person/output_summary/2025/4');
  });

  it('has no next link for the current month', async () => {
    personApi();
    const now = new Date(Date.now() + 9 * 3_600_000);
    renderApp(`/person/output_summary/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}`);
    const nav = await screen.findByRole('navigation', { name: '期間の切り替え' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).queryByRole('link', { name: /次の期間/ })).toBeNull();
  });

  it('shows an empty period plainly, with the way to connect accounts', async () => {
    personApi({ activities: [] });
    renderApp('/person/output_summary/2024/7');
    expect(await screen.findByText('この期間のアウトプットはありません')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'アカウントを連携する' }).getAttribute('href')).toBe(
      '/accounts',
    );
  });

  it.each([
    '/person/output_summary/1999',
    '/person/output_summary/2025/13',
    '/person/output_summary/2025/0',
    '/person/output_summary/abcd/4',
    '/person/output_summary/2025/4x',
  ])('%s shows Not Found and asks the API nothing', async (path) => {
    const api = personApi();
    renderApp(path);
    expect(await screen.findByText('お探しのページは見つかりませんでした')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | Kiseki'));
    expect(api.callsTo('/api/person/activities/')).toBe(0);
  });
});
