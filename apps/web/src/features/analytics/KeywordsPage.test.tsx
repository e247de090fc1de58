import type { KeywordAnalyticsWire } from '@kiseki/contract/candidate-search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInApi, type MockReply } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const KEYWORDS = '/api/analytics/keywords';
const LAST = 1_795_564_800; // 2026/11/25 09:00 JST

const keywordsWire = (keywords: KeywordAnalyticsWire['keywords']): KeywordAnalyticsWire => ({
  days: 90,
  keywords,
});

const render = (reply: MockReply) => {
  const api = loggedInApi({ [`GET ${KEYWORDS}`]: reply });
  renderApp('/analytics/keywords');
  return api;
};

const factsOf = (item: HTMLElement) =>
  [...item.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);

describe('/analytics/keywords', { timeout: 20_000 }, () => {
  it('lists the keywords in the server’s order with their counts and dates', async () => {
    render({
      json: keywordsWire([
        { keyword: 'Go', count: 3, company_count: 2, last_searched_at: LAST },
        {
          keyword: 'バックエンド',
          count: 1,
          company_count: 1,
          last_searched_at: LAST - 40 * 86_400,
        },
      ]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '企業が検索したキーワード' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('企業が検索したキーワード | Kiseki'));
    const tabs = screen.getByRole('navigation', { name: '分析メニュー' });
    expect(
      within(tabs).getByRole('link', { name: '検索キーワード' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(tabs).getByRole('link', { name: '閲覧履歴' }).getAttribute('href')).toBe(
      '/analytics/views',
    );

    const section = await screen.findByRole('region', { name: 'キーワードの一覧' });
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Go',
      'バックエンド',
    ]);
    expect(factsOf(items[0]!)).toEqual([
      ['表示された回数', '3回'],
      ['検索した企業', '2社'],
      ['最終検索', '2026/11/25'],
    ]);
    expect(factsOf(items[1]!)).toEqual([
      ['表示された回数', '1回'],
      ['検索した企業', '1社'],
      ['最終検索', '2026/10/16'],
    ]);
    expect(screen.getByText('直近90日間・2件')).toBeTruthy();
  });

  it('says when no search has surfaced the person yet', async () => {
    render({ json: keywordsWire([]) });
    expect(
      await screen.findByText(
        '直近90日間に、あなたが検索結果に表示されたキーワードはまだありません',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/キーワードでエンジニアを検索し/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '職務経歴を更新する' }).getAttribute('href')).toBe(
      '/cv',
    );
    expect(screen.queryByRole('region', { name: 'キーワードの一覧' })).toBeNull();
  });

  it('offers a retry when the keywords cannot be loaded', async () => {
    // A client error is final (no retries); a server error ends the same way after them.
    const api = render({ status: 403, json: { error: { code: 'forbidden', message: 'x' } } });
    expect(await screen.findByText(/検索キーワードを読み込めませんでした。/)).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: '企業が検索したキーワード' }),
    ).toBeTruthy();
    const calls = api.callsTo(KEYWORDS);
    await userEvent.setup().click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(api.callsTo(KEYWORDS)).toBe(calls + 1));
  });
});
