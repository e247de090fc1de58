import type { CompanyThreadDetailWire, CompanyThreadSummaryWire } from '@kiseki/contract/threads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { messageWire, T0 } from '../../messages/test-fixtures';
import { recruiterApi } from '../test-api';

const summary = (
  id: number,
  overrides: Partial<CompanyThreadSummaryWire> = {},
): CompanyThreadSummaryWire => ({
  id,
  person: { user_id: 70 + id, display_name: `候補者${id}` },
  job: null,
  origin: 'interest',
  status: 'open',
  decline_reason: null,
  last_message: { side: 'person', preview: `最後のメッセージ${id}`, created_at: T0 },
  last_message_at: T0,
  unread_count: 0,
  awaiting_reply_days: null,
  ...overrides,
});

const paging = (total: number, page = 1) => ({
  total_count: total,
  max_page: Math.ceil(total / 50),
  page,
  per_page: 50,
});

describe('the console thread list', () => {
  it('shows unread answers, replies left waiting, scouts and ended threads', async () => {
    recruiterApi({
      'GET /api/company/threads': {
        json: {
          threads: [
            summary(1, { unread_count: 2, awaiting_reply_days: 15 }),
            summary(2, {
              origin: 'scout',
              job: { id: 9, title: 'SRE' },
              last_message: { side: 'company', preview: 'ご検討ください', created_at: T0 },
            }),
            summary(3, { status: 'declined', decline_reason: 'salary_mismatch' }),
          ],
          paging: paging(3),
        },
      },
    });
    renderApp('/company/threads');
    const first = await screen.findByRole('article', { name: '候補者1' });
    expect(within(first).getByText('未読 2件')).toBeTruthy();
    expect(within(first).getByText('返信待ち 15日')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '候補者1' }).getAttribute('href')).toBe(
      '/company/threads/1',
    );
    const second = screen.getByRole('article', { name: '候補者2' });
    expect(within(second).getByText('スカウト')).toBeTruthy();
    expect(within(second).getByText('求人：SRE')).toBeTruthy();
    expect(within(second).getByText('自社：ご検討ください')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '候補者3' })).getByText('辞退')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'ページ送り' })).toBeNull();
  });

  it('pages through the query string', async () => {
    const api = recruiterApi({
      'GET /api/company/threads': (request) => {
        const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
        return jsonResponse({ threads: [summary(page)], paging: paging(120, page) });
      },
    });
    const { router } = renderApp('/company/threads');
    const pager = await screen.findByRole('navigation', { name: 'ページ送り' });
    expect(
      within(pager).getByRole('link', { name: '1ページ目' }).getAttribute('aria-current'),
    ).toBe('page');
    await userEvent.click(within(pager).getByRole('link', { name: '次へ' }));
    expect(await screen.findByRole('article', { name: '候補者2' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.requests.some((r) => r.url.includes('page=2'))).toBe(true);
  });

  it('leads to the candidate search when there are no threads yet', async () => {
    recruiterApi({ 'GET /api/company/threads': { json: { threads: [], paging: paging(0) } } });
    renderApp('/company/threads');
    expect(await screen.findByText('まだメッセージのやり取りはありません')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'エンジニアを探す' }).getAttribute('href')).toBe(
      '/company/candidates',
    );
  });
});

const ID = 41;

function threadServer(detail: Partial<CompanyThreadDetailWire['thread']> = {}) {
  const server = {
    thread: { ...summary(ID), scout_offer: null, ...detail },
    messages: [
      messageWire(1, { body: 'はじめまして。', sender_name: '採用担当 佐藤' }),
      messageWire(2, { side: 'person', sender_name: null, body: 'よろしくお願いします' }),
    ],
    reads: 0,
  };
  const api = recruiterApi({
    [`GET /api/company/threads/${ID}`]: () =>
      jsonResponse({ thread: server.thread, messages: server.messages }),
    [`GET /api/company/threads/${ID}/messages`]: (request) => {
      const afterId = Number(new URL(request.url, 'http://x').searchParams.get('after_id'));
      return jsonResponse({
        messages: server.messages.filter((m) => m.id > afterId),
        status: server.thread.status,
      });
    },
    [`POST /api/company/threads/${ID}/messages`]: (request) => {
      const message = messageWire(server.messages.length + 1, {
        body: JSON.parse(request.body ?? '{}').body,
        sender_name: '採用担当 佐藤',
      });
      server.messages.push(message);
      return jsonResponse({ message }, 201);
    },
    [`PUT /api/company/threads/${ID}/read`]: () => {
      server.reads += 1;
      return jsonResponse({ id: ID, status: server.thread.status, decline_reason: null });
    },
    [`POST /api/company/threads/${ID}/close`]: () => {
      server.thread = { ...server.thread, status: 'closed' };
      return jsonResponse({ id: ID, status: 'closed', decline_reason: null });
    },
  });
  return { server, api };
}

describe('a console thread', () => {
  it("puts the company's messages on its own side, sends, and marks the person's as read", async () => {
    const { server } = threadServer({
      origin: 'scout',
      job: { id: 9, title: 'バックエンドエンジニア' },
      scout_offer: { salary_min: 700, salary_max: 900 },
    });
    renderApp(`/company/threads/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `候補者${ID}さんとのメッセージ` }),
    ).toBeTruthy();
    expect(screen.getByText('700万〜900万円')).toBeTruthy();
    const log = screen.getByRole('log');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.hasAttribute('data-mine'))).toEqual([true, false]);
    expect(within(items[0]!).getByText('あなた')).toBeTruthy();
    expect(within(items[1]!).getByText(`候補者${ID}`)).toBeTruthy();
    await waitFor(() => expect(server.reads).toBe(1));

    await userEvent.type(screen.getByLabelText('メッセージを入力'), '来週お話しできますか？');
    await userEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(await within(log).findByText('来週お話しできますか？')).toBeTruthy();
    expect((screen.getByLabelText('メッセージを入力') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('link', { name: '候補者のページ' }).getAttribute('href')).toBe(
      `/company/candidates/${70 + ID}`,
    );
  });

  it('flags a reply left waiting and closes after confirming', async () => {
    threadServer({ awaiting_reply_days: 16 });
    renderApp(`/company/threads/${ID}`);
    expect(await screen.findByText(/16日返信していません/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'スレッドを終了' }));
    const dialog = await screen.findByRole('dialog', { name: 'このスレッドを終了しますか？' });
    await waitFor(() => expect(dialog.style.pointerEvents).not.toBe('none'));
    await userEvent.click(within(dialog).getByRole('button', { name: '終了する' }));
    expect(
      await screen.findByText('このスレッドは終了しました。メッセージは送れません。'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('メッセージを入力')).toBeNull();
  });

  it('shows a declined thread with its reason and no reply box', async () => {
    threadServer({ status: 'declined', decline_reason: 'salary_mismatch' });
    renderApp(`/company/threads/${ID}`);
    expect(
      await screen.findByText(
        'このスレッドは辞退されました（理由：年収・待遇が希望と合わない）。メッセージは送れません。',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'スレッドを終了' })).toBeNull();
  });

  it('says a thread of another company is not found', async () => {
    recruiterApi({ 'GET /api/company/threads/99': { status: 404, json: null } });
    renderApp('/company/threads/99');
    expect(await screen.findByText('このスレッドは見つかりませんでした。')).toBeTruthy();
  });
});
