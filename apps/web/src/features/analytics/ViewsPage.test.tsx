import type { ViewAnalyticsWire } from '@kiseki/contract/candidate-search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loggedInApi, type MockReply } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const VIEWS = '/api/analytics/views';
const LAST = 1_795_564_800; // 2026/11/25 09:00 JST

type CompanyViewsWire = ViewAnalyticsWire['companies'][number];

const companyViews = (id: number, overrides: Partial<CompanyViewsWire> = {}): CompanyViewsWire => ({
  company: { id, name: `株式会社テスト${id}`, logo_url: null, logo_color: '#1d5bbf' },
  visit_count: 1,
  output_count: 0,
  last_accessed_at: LAST,
  relative_time_label: '24時間以内',
  outputs: [],
  ...overrides,
});

const viewsWire = (
  companies: CompanyViewsWire[],
  totals: Partial<ViewAnalyticsWire['totals']> = {},
): ViewAnalyticsWire => ({
  days: 90,
  recent_days: 30,
  totals: {
    company_count: companies.length,
    visit_count: companies.reduce((sum, c) => sum + c.visit_count, 0),
    recent_visit_count: 0,
    ...totals,
  },
  companies,
});

const render = (reply: MockReply) => {
  const api = loggedInApi({ [`GET ${VIEWS}`]: reply });
  renderApp('/analytics/views');
  return api;
};

const tabs = () => screen.getByRole('navigation', { name: '分析メニュー' });

describe('/analytics/views', { timeout: 20_000 }, () => {
  it('shows the totals and a card per company with its visits and viewed outputs', async () => {
    const outputs = Array.from({ length: 10 }, (_, i) => ({
      url: `https://zenn.dev/taro/articles/${i}`,
      title: i === 1 ? null : `記事${i}`,
      last_viewed_at: LAST - i * 3600,
    }));
    render({
      json: viewsWire(
        [
          companyViews(1, {
            company: {
              id: 1,
              name: '株式会社ミナトソフト',
              logo_url: null,
              logo_color: '#ffcc00',
            },
            visit_count: 3,
            output_count: 12,
            outputs,
          }),
          companyViews(2, { relative_time_label: '5日前', last_accessed_at: LAST - 5 * 86_400 }),
        ],
        { company_count: 51, visit_count: 60, recent_visit_count: 7 },
      ),
    });

    expect(await screen.findByRole('heading', { level: 1, name: '企業からの閲覧' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('企業からの閲覧 | Kiseki'));

    // The sibling tabs, this one current.
    const links = within(tabs()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['年収比較', '/analytics'],
      ['閲覧履歴', '/analytics/views'],
      ['検索キーワード', '/analytics/keywords'],
    ]);
    expect(
      within(tabs()).getByRole('link', { name: '閲覧履歴' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(tabs()).getByRole('link', { name: '年収比較' }).getAttribute('aria-current'),
    ).toBeNull();

    // Totals, in the server's numbers.
    const totals = await screen.findByRole('region', { name: '閲覧の集計' });
    const pairs = [...totals.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['閲覧した企業（90日間）', '51社'],
      ['閲覧回数（90日間）', '60回'],
      ['直近30日の閲覧', '7回'],
    ]);
    expect(screen.getByText('最近閲覧した2社を表示しています。')).toBeTruthy();

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      '株式会社ミナトソフト',
      '株式会社テスト2',
    ]);
    const first = screen.getByRole('article', { name: '株式会社ミナトソフト' });
    expect(
      within(first).getByRole('link', { name: '株式会社ミナトソフト' }).getAttribute('href'),
    ).toBe('/companies/1');
    expect(within(first).getByText('3回閲覧')).toBeTruthy();
    expect(within(first).getByText('24時間以内').getAttribute('title')).toBe(
      '最終閲覧日時 2026/11/25 09:00',
    );

    // The outputs are folded until asked for.
    const details = within(first).getByText('閲覧されたアウトプット（12件）').closest('details');
    expect(details?.open).toBe(false);
    await userEvent.setup().click(within(first).getByText('閲覧されたアウトプット（12件）'));
    expect(details?.open).toBe(true);
    const article = within(first).getByRole('link', { name: /^記事0\s*（新しいタブで開きます）$/ });
    expect(article.getAttribute('href')).toBe('https://zenn.dev/taro/articles/0');
    expect(article.getAttribute('target')).toBe('_blank');
    expect(article.getAttribute('rel')).toBe('noopener noreferrer');
    // An output gone from the portfolio is shown by its URL.
    expect(
      within(first).getByRole('link', {
        name: /^https:\/\/zenn\.dev\/taro\/articles\/1\s*（新しいタブで開きます）$/,
      }),
    ).toBeTruthy();
    expect(within(first).getAllByText('2026/11/25 閲覧')).toHaveLength(10);
    expect(within(first).getByText('新しく閲覧された10件を表示しています。')).toBeTruthy();

    const second = screen.getByRole('article', { name: '株式会社テスト2' });
    expect(within(second).getByText('1回閲覧')).toBeTruthy();
    expect(within(second).getByText('5日前')).toBeTruthy();
    expect(
      within(second).getByText('アウトプットの閲覧はありません（ページのみ閲覧）'),
    ).toBeTruthy();
    expect(within(second).queryByRole('group')).toBeNull();
  });

  it('says when nothing is listed yet and what makes views appear', async () => {
    render({ json: viewsWire([]) });
    expect(
      await screen.findByText('直近90日間に、あなたのページを閲覧した企業はまだありません'),
    ).toBeTruthy();
    expect(screen.getByText(/候補者ページを開くと、ここに企業名と/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '職務経歴を更新する' }).getAttribute('href')).toBe(
      '/cv',
    );
    expect(screen.queryByRole('region', { name: '閲覧の集計' })).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('offers a retry when the history cannot be loaded, and shows it once it can', async () => {
    let fail = true;
    const api = render(() =>
      fail
        ? new Response(JSON.stringify({ error: { code: 'not_found', message: 'x' } }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify(viewsWire([companyViews(7)])), {
            headers: { 'content-type': 'application/json' },
          }),
    );
    expect(await screen.findByText(/閲覧履歴を読み込めませんでした。/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '企業からの閲覧' })).toBeTruthy();
    const calls = api.callsTo(VIEWS);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('article', { name: '株式会社テスト7' })).toBeTruthy();
    expect(api.callsTo(VIEWS)).toBe(calls + 1);
  });
});
