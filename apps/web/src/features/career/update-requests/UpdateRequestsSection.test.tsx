import type { CareerUpdateRequestWire } from '@kiseki/contract/interests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type MockReply } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { careerApi } from '../test-server';

const LIST = '/api/career_update_requests/';
const COUNT = '/api/profile_request_update/';

const requestWire = (
  id: number,
  overrides: Partial<CareerUpdateRequestWire> = {},
): CareerUpdateRequestWire => ({
  id,
  company: { id: 20 + id, name: `株式会社リクエスト${id}`, logo_url: null, logo_color: '#2e7d32' },
  message: `最新のご経歴を拝見したく、ご更新をお願いできますか。\n（${id}）`,
  created_at: 1_767_312_000,
  relative_time_label: '24時間以内',
  resolved_at: null,
  resolution: null,
  ...overrides,
});

/** /cv with the request endpoints over a small server that resolves and counts them. */
function requestsApi(items: CareerUpdateRequestWire[], overrides: Record<string, MockReply> = {}) {
  const server = { items: [...items] };
  const open = () => server.items.filter((item) => item.resolution === null).length;
  const routes: Record<string, MockReply> = {
    [COUNT]: () => jsonResponse({ count: open() }),
    [`GET ${LIST}`]: () => jsonResponse({ career_update_requests: server.items }),
  };
  for (const item of items) {
    for (const [action, resolution] of [
      ['answer', 'answered'],
      ['dismiss', 'dismissed'],
    ] as const) {
      routes[`POST /api/career_update_requests/${item.id}/${action}`] = () => {
        const updated = { ...item, resolution, resolved_at: item.created_at + 60 };
        server.items = server.items.map((entry) => (entry.id === item.id ? updated : entry));
        return jsonResponse({ career_update_request: updated });
      };
    }
  }
  const api = careerApi({}, { ...routes, ...overrides });
  return { api, server };
}

const cvBadge = () =>
  within(screen.getByRole('navigation', { name: 'メインナビゲーション' })).getByRole('link', {
    name: /^経歴/,
  });

describe('/cv career-update requests', { timeout: 20_000 }, () => {
  it('lists the open requests at the top with company, message and label', async () => {
    requestsApi([
      requestWire(1),
      requestWire(2, { relative_time_label: '3日前' }),
      requestWire(3, { resolution: 'answered', resolved_at: 1_767_312_100 }),
    ]);
    renderApp('/cv');
    const section = await screen.findByRole('region', { name: '企業からの経歴更新リクエスト' });
    expect(
      within(section).getByText(
        '企業から経歴の更新依頼が2件届いています。最新の経歴に更新しましょう。',
      ),
    ).toBeTruthy();
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual([
      '株式会社リクエスト1',
      '株式会社リクエスト2',
    ]);
    const second = within(section).getByRole('article', { name: '株式会社リクエスト2' });
    expect(within(second).getByText('3日前に受信')).toBeTruthy();
    expect(
      within(second).getByText('最新のご経歴を拝見したく、ご更新をお願いできますか。', {
        exact: false,
      }),
    ).toBeTruthy();
    const answer = within(second).getByRole('button', { name: '経歴を更新しました' });
    expect(answer.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(second).getByRole('button', { name: '閉じる' })).toBeTruthy();
  });

  it('answers one and dismisses the other, refreshing the badge after each', async () => {
    const { api } = requestsApi([requestWire(1), requestWire(2)]);
    const user = userEvent.setup();
    renderApp('/cv');
    const section = await screen.findByRole('region', { name: '企業からの経歴更新リクエスト' });
    const first = await within(section).findByRole('article', { name: '株式会社リクエスト1' });
    await waitFor(() => expect(cvBadge().textContent).toContain('未対応の更新依頼 2件'));
    const countCalls = api.callsTo(COUNT);

    await user.click(within(first).getByRole('button', { name: '経歴を更新しました' }));
    await waitFor(() =>
      expect(within(section).queryByRole('article', { name: '株式会社リクエスト1' })).toBeNull(),
    );
    expect(
      api.requests.some(
        (r) => r.method === 'POST' && r.path === '/api/career_update_requests/1/answer',
      ),
    ).toBe(true);
    expect(
      await screen.findByText('株式会社リクエスト1に、経歴を更新したことを伝えました'),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo(COUNT)).toBeGreaterThan(countCalls));
    await waitFor(() => expect(cvBadge().textContent).toContain('未対応の更新依頼 1件'));
    expect(
      within(section).getByText(
        '企業から経歴の更新依頼が1件届いています。最新の経歴に更新しましょう。',
      ),
    ).toBeTruthy();

    const second = within(section).getByRole('article', { name: '株式会社リクエスト2' });
    await user.click(within(second).getByRole('button', { name: '閉じる' }));
    expect(await screen.findByText('株式会社リクエスト2からのリクエストを閉じました')).toBeTruthy();
    expect(
      api.requests.some(
        (r) => r.method === 'POST' && r.path === '/api/career_update_requests/2/dismiss',
      ),
    ).toBe(true);
    // None left: the section goes, and so does the badge.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '企業からの経歴更新リクエスト' })).toBeNull(),
    );
    await waitFor(() => expect(cvBadge().textContent).not.toContain('未対応の更新依頼'));
  });

  it('says so on the card when the answer cannot be sent', async () => {
    requestsApi([requestWire(1)], {
      'POST /api/career_update_requests/1/answer': { status: 500, json: null },
    });
    const user = userEvent.setup();
    renderApp('/cv');
    const card = await screen.findByRole('article', { name: '株式会社リクエスト1' });
    await user.click(within(card).getByRole('button', { name: '経歴を更新しました' }));
    expect(
      await within(card).findByText('操作できませんでした。時間をおいて再度お試しください。'),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: '経歴を更新しました' })).toBeTruthy();
  });

  it('shows nothing when there is no open request', async () => {
    const { api } = requestsApi([requestWire(1, { resolution: 'dismissed', resolved_at: 1 })]);
    renderApp('/cv');
    expect(await screen.findByRole('heading', { level: 1, name: '職務経歴' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo(LIST)).toBe(1));
    await waitFor(() => expect(api.callsTo(COUNT)).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: '企業からの経歴更新リクエスト' })).toBeNull();
  });
});
