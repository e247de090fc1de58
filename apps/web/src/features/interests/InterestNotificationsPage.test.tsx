import type { CandidateInterestWire } from '@kiseki/contract/interests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, loggedInApi, type MockReply } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

const LIST = '/api/candidate_interests/';
const COUNT = '/api/candidate_interests/unreacted_count';
const CREATED_AT = 1_767_312_000; // 2026/01/02 09:00 JST

const interestWire = (
  id: number,
  overrides: Partial<CandidateInterestWire> = {},
): CandidateInterestWire => ({
  id,
  company: { id: 10 + id, name: `株式会社テスト${id}`, logo_url: null, logo_color: '#1d5bbf' },
  job_description: null,
  created_at: CREATED_AT,
  relative_time_label: '24時間以内',
  reaction_level: null,
  reacted_at: null,
  ...overrides,
});

/** The interest endpoints over a small server: PUT reaction changes the item and the count. */
function interestsApi(items: CandidateInterestWire[], overrides: Record<string, MockReply> = {}) {
  const server = { items: [...items] };
  const unreacted = () => server.items.filter((item) => item.reaction_level === null).length;
  const routes: Record<string, MockReply> = {
    [`GET ${LIST}`]: () => jsonResponse({ candidate_interests: server.items }),
    [COUNT]: () => jsonResponse({ count: unreacted() }),
    ...overrides,
  };
  for (const item of items) {
    const path = `PUT /api/candidate_interests/${item.id}/reaction`;
    routes[path] ??= (request) => {
      const { reaction_level } = JSON.parse(request.body ?? '{}');
      const updated = { ...item, reaction_level, reacted_at: CREATED_AT + 3600 };
      server.items = server.items.map((entry) => (entry.id === item.id ? updated : entry));
      return jsonResponse({ candidate_interest: updated });
    };
  }
  return { api: loggedInApi(routes), server };
}

const card = (name: string) => screen.findByRole('article', { name });
const badgeLink = () => screen.getByRole('link', { name: /^興味通知/ });

describe('/interest-notifications', { timeout: 20_000 }, () => {
  it('lists the interests newest first with company, job, label and answer', async () => {
    interestsApi([
      interestWire(1, {
        job_description: { id: 77, title: 'Goで決済基盤をつくるバックエンドエンジニア' },
      }),
      interestWire(2, {
        company: { id: 12, name: '株式会社ロゴあり', logo_url: null, logo_color: '#ffcc00' },
        relative_time_label: '3日前',
        reaction_level: 2,
        reacted_at: CREATED_AT,
      }),
    ]);
    renderApp('/interest-notifications');
    expect(await screen.findByRole('heading', { level: 1, name: '興味通知' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('興味通知 | Kiseki'));

    const first = await card('株式会社テスト1');
    expect(within(first).getByRole('link', { name: '株式会社テスト1' }).getAttribute('href')).toBe(
      '/companies/11',
    );
    expect(
      within(first)
        .getByRole('link', { name: 'Goで決済基盤をつくるバックエンドエンジニア' })
        .getAttribute('href'),
    ).toBe('/jobs/77');
    expect(within(first).getByText('24時間以内')).toBeTruthy();
    expect(within(first).getByText('未回答')).toBeTruthy();
    const group = within(first).getByRole('group', { name: '株式会社テスト1への回答' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['興味がある', 'false'],
      ['話を聞きたい', 'false'],
      ['今は見送る', 'false'],
    ]);

    const second = await card('株式会社ロゴあり');
    expect(within(second).getByText('3日前')).toBeTruthy();
    expect(within(second).getByText('求人の指定はありません')).toBeTruthy();
    expect(within(second).queryByText('未回答')).toBeNull();
    expect(
      within(second).getByRole('button', { name: '話を聞きたい' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(second).getByText(/回答日 2026\/01\/02/)).toBeTruthy();

    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.querySelector('h2')?.textContent)).toEqual([
      '株式会社テスト1',
      '株式会社ロゴあり',
    ]);
    expect(screen.getByText('2件（未回答 1件）')).toBeTruthy();
  });

  it('answers, changes the answer, and refreshes the header badge', async () => {
    const { api, server } = interestsApi([interestWire(1), interestWire(2)]);
    const user = userEvent.setup();
    renderApp('/interest-notifications');
    const first = await card('株式会社テスト1');
    await waitFor(() => expect(badgeLink().textContent).toContain('2件'));
    const countCalls = api.callsTo(COUNT);

    await user.click(within(first).getByRole('button', { name: '話を聞きたい' }));
    await waitFor(() =>
      expect(
        within(first).getByRole('button', { name: '話を聞きたい' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    const put = api.requests.find(
      (r) => r.method === 'PUT' && r.path === '/api/candidate_interests/1/reaction',
    );
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ reaction_level: 2 });
    expect(put?.headers.get('Content-Type')).toBe('application/json');
    expect(await within(first).findByText('「話を聞きたい」と回答しました。')).toBeTruthy();
    expect(within(first).queryByText('未回答')).toBeNull();
    // The badge is asked again and shows the new count.
    await waitFor(() => expect(api.callsTo(COUNT)).toBeGreaterThan(countCalls));
    await waitFor(() => expect(badgeLink().textContent).toContain('1件'));

    // Changed to another answer.
    await user.click(within(first).getByRole('button', { name: '今は見送る' }));
    await waitFor(() =>
      expect(
        within(first).getByRole('button', { name: '今は見送る' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(
      within(first).getByRole('button', { name: '話を聞きたい' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(await within(first).findByText('「今は見送る」と回答しました。')).toBeTruthy();
    expect(server.items[0]?.reaction_level).toBe(3);
    // Clicking the current answer sends nothing.
    const puts = api.requests.filter((r) => r.method === 'PUT').length;
    await user.click(within(first).getByRole('button', { name: '今は見送る' }));
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(puts);
  });

  it('says so on the card when an answer cannot be sent', async () => {
    interestsApi([interestWire(1)], {
      'PUT /api/candidate_interests/1/reaction': { status: 500, json: null },
    });
    const user = userEvent.setup();
    renderApp('/interest-notifications');
    const first = await card('株式会社テスト1');
    await user.click(within(first).getByRole('button', { name: '興味がある' }));
    expect(
      await within(first).findByText('回答を送れませんでした。時間をおいて再度お試しください。'),
    ).toBeTruthy();
    expect(
      within(first).getByRole('button', { name: '興味がある' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(within(first).getByText('未回答')).toBeTruthy();
  });

  it('shows an empty state in Japanese', async () => {
    interestsApi([]);
    renderApp('/interest-notifications');
    expect(await screen.findByText('まだ企業からの興味通知はありません')).toBeTruthy();
    expect(screen.getByRole('link', { name: '職務経歴を更新する' }).getAttribute('href')).toBe(
      '/cv',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { api } = interestsApi([], { [`GET ${LIST}`]: { status: 404, json: null } });
    const user = userEvent.setup();
    renderApp('/interest-notifications');
    expect(await screen.findByText(/興味通知を読み込めませんでした。/)).toBeTruthy();
    const calls = api.callsTo(LIST);
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    await waitFor(() => expect(api.callsTo(LIST)).toBe(calls + 1));
  });
});
