import type { ThreadDetailWire, ThreadMessageWire } from '@kiseki/contract/threads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, loggedInApi, type MockReply } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { THREAD_POLL_INTERVAL_MS } from '../api';
import { messageWire, threadDetailWire } from '../test-fixtures';

const ID = 5;
const DETAIL = `/api/threads/${ID}`;
const POLL = `/api/threads/${ID}/messages`;
const READ = `/api/threads/${ID}/read`;
const UNREAD = '/api/threads/unread_count';

/**
 * One thread over a small server: the poll answers what is newer than after_id, a send adds
 * the person's message, read clears the unread count, close and decline end the thread.
 */
function threadApi(
  detail: ThreadDetailWire = threadDetailWire(ID, {}, [
    messageWire(1),
    messageWire(2, { side: 'person', sender_name: null, body: 'よろしくお願いします' }),
    messageWire(3, { body: 'ぜひ一度お話ししましょう。\n来週はいかがですか？' }),
  ]),
  overrides: Record<string, MockReply> = {},
) {
  const server = {
    thread: { ...detail.thread },
    messages: [...detail.messages],
    unread: 1,
    afterIds: [] as number[],
  };
  const nextId = () => Math.max(0, ...server.messages.map((m) => m.id)) + 1;
  const state = () => ({
    id: ID,
    status: server.thread.status,
    decline_reason: server.thread.decline_reason,
  });
  const api = loggedInApi({
    [`GET ${DETAIL}`]: () => jsonResponse({ thread: server.thread, messages: server.messages }),
    [`GET ${POLL}`]: (request) => {
      const afterId = Number(new URL(request.url, 'http://localhost').searchParams.get('after_id'));
      server.afterIds.push(afterId);
      return jsonResponse({
        messages: server.messages.filter((m) => m.id > afterId),
        status: server.thread.status,
      });
    },
    [`POST ${POLL}`]: (request) => {
      const message: ThreadMessageWire = messageWire(nextId(), {
        side: 'person',
        sender_name: null,
        body: JSON.parse(request.body ?? '{}').body,
      });
      server.messages.push(message);
      return jsonResponse({ message }, 201);
    },
    [`PUT ${READ}`]: () => {
      server.unread = 0;
      return jsonResponse(state());
    },
    [`POST /api/threads/${ID}/close`]: () => {
      server.thread.status = 'closed';
      return jsonResponse(state());
    },
    [`POST /api/threads/${ID}/decline`]: (request) => {
      server.thread.status = 'declined';
      server.thread.decline_reason = JSON.parse(request.body ?? '{}').reason;
      return jsonResponse(state());
    },
    [UNREAD]: () => jsonResponse({ unread_count: server.unread }),
    ...overrides,
  });
  /** A company message arrives on the server. */
  const arrive = (body: string) => {
    const message = messageWire(nextId(), { body, sender_name: '採用担当 鈴木' });
    server.messages.push(message);
    server.unread = 1;
    return message;
  };
  return { api, server, arrive };
}

const messageTexts = () =>
  within(screen.getByRole('log'))
    .getAllByRole('listitem')
    .map((item) => [
      item.getAttribute('data-side'),
      item.querySelector('p:last-child')?.textContent,
    ]);
const composer = () => screen.getByRole('textbox', { name: 'メッセージを入力' });
const badge = () => within(screen.getByRole('banner')).getByRole('link', { name: /^メッセージ/ });
const calls = (api: ReturnType<typeof loggedInApi>, method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.path === path).length;

describe('/messages/{threadId}', { timeout: 30_000 }, () => {
  it('shows the messages oldest first, mine apart from the company’s, and marks the thread read', async () => {
    const { api } = threadApi();
    renderApp(`/messages/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '株式会社スレッド5' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('株式会社スレッド5とのメッセージ | Kiseki'));
    expect(messageTexts()).toEqual([
      ['company', 'メッセージ1'],
      ['person', 'よろしくお願いします'],
      ['company', 'ぜひ一度お話ししましょう。\n来週はいかがですか？'],
    ]);
    const log = screen.getByRole('log');
    expect(within(log).getAllByText('株式会社スレッド5・採用担当 佐藤')).toHaveLength(2);
    expect(within(log).getByText('あなた')).toBeTruthy();
    expect(within(log).getByText('2026/01/02 09:02')).toBeTruthy();
    expect(screen.getByRole('link', { name: '一覧に戻る' }).getAttribute('href')).toBe('/messages');
    expect(screen.getByRole('link', { name: '企業情報' }).getAttribute('href')).toBe(
      '/companies/105',
    );

    // Opened: read once, and the header's unread badge is asked again and clears.
    await waitFor(() => expect(calls(api, 'PUT', READ)).toBe(1));
    await waitFor(() => expect(badge().textContent).not.toContain('1件'));
    expect(api.callsTo(UNREAD)).toBeGreaterThanOrEqual(2);
  });

  it('shows a scout’s job and salary range at the top', async () => {
    threadApi(
      threadDetailWire(
        ID,
        {
          origin: 'scout',
          job: { id: 42, title: 'プラットフォームエンジニア' },
          scout_offer: { salary_min: 700, salary_max: 1000 },
        },
        [messageWire(1, { body: 'スカウトの本文' })],
      ),
    );
    renderApp(`/messages/${ID}`);
    const offer = await screen.findByRole('region', { name: 'スカウト' });
    expect(
      within(offer).getByRole('link', { name: 'プラットフォームエンジニア' }).getAttribute('href'),
    ).toBe('/jobs/42');
    expect(within(offer).getByText('700万〜1,000万円')).toBeTruthy();
    expect(within(offer).getByText('提示年収')).toBeTruthy();
  });

  it('polls for new messages, appends them and marks them read', async () => {
    const { api, server, arrive } = threadApi();
    renderApp(`/messages/${ID}`);
    await screen.findByRole('heading', { level: 1, name: '株式会社スレッド5' });
    await waitFor(() => expect(calls(api, 'PUT', READ)).toBe(1));
    arrive('新しいご提案です');

    expect(
      await within(screen.getByRole('log')).findByText(
        '新しいご提案です',
        {},
        { timeout: THREAD_POLL_INTERVAL_MS * 3 },
      ),
    ).toBeTruthy();
    // Asked for what came after the last message shown, without reloading the thread.
    expect(server.afterIds[0]).toBe(3);
    expect(calls(api, 'GET', DETAIL)).toBe(1);
    expect(messageTexts().at(-1)).toEqual(['company', '新しいご提案です']);
    // A new company message moves the read mark again.
    await waitFor(() => expect(calls(api, 'PUT', READ)).toBe(2));
  });

  it('sends a message: disabled while sending, then shown and the box emptied', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api, server } = threadApi(undefined, {
      [`POST ${POLL}`]: async (request) => {
        await gate;
        const message = messageWire(4, {
          side: 'person',
          sender_name: null,
          body: JSON.parse(request.body ?? '{}').body,
        });
        server.messages.push(message);
        return jsonResponse({ message }, 201);
      },
    });
    const user = userEvent.setup();
    renderApp(`/messages/${ID}`);
    await screen.findByRole('heading', { level: 1, name: '株式会社スレッド5' });
    await user.type(composer(), '  来週の火曜日はいかがでしょうか。  ');
    await user.click(screen.getByRole('button', { name: '送信' }));

    const sending = await screen.findByRole('button', { name: '送信中…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect((composer() as HTMLTextAreaElement).readOnly).toBe(true);
    release();

    expect(
      await within(screen.getByRole('log')).findByText('来週の火曜日はいかがでしょうか。'),
    ).toBeTruthy();
    const post = api.requests.find((r) => r.method === 'POST' && r.path === POLL);
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ body: '来週の火曜日はいかがでしょうか。' });
    expect(messageTexts().at(-1)?.[0]).toBe('person');
    await waitFor(() => expect((composer() as HTMLTextAreaElement).value).toBe(''));
    expect((screen.getByRole('button', { name: '送信' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('keeps the text when sending fails, and says so', async () => {
    threadApi(undefined, { [`POST ${POLL}`]: { status: 500, json: null } });
    const user = userEvent.setup();
    renderApp(`/messages/${ID}`);
    await screen.findByRole('heading', { level: 1, name: '株式会社スレッド5' });
    await user.type(composer(), '届かないメッセージ');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(
      await screen.findByText(
        'メッセージを送れませんでした。時間をおいて再度お試しください。入力した内容はそのまま残っています。',
      ),
    ).toBeTruthy();
    expect((composer() as HTMLTextAreaElement).value).toBe('届かないメッセージ');
    expect((screen.getByRole('button', { name: '送信' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(within(screen.getByRole('log')).queryByText('届かないメッセージ')).toBeNull();
  });

  it('refuses an empty message with the contract’s Japanese message', async () => {
    const { api } = threadApi();
    const user = userEvent.setup();
    renderApp(`/messages/${ID}`);
    await screen.findByRole('heading', { level: 1, name: '株式会社スレッド5' });
    await user.type(composer(), '   ');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText('メッセージを入力してください。')).toBeTruthy();
    expect(composer().getAttribute('aria-invalid')).toBe('true');
    expect(calls(api, 'POST', POLL)).toBe(0);
  });

  it('declines with one choice of reason, after asking for it', async () => {
    const { api } = threadApi();
    const user = userEvent.setup();
    renderApp(`/messages/${ID}`);
    await screen.findByRole('heading', { level: 1, name: '株式会社スレッド5' });
    await user.click(screen.getByRole('button', { name: '辞退する' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'この企業とのやり取りを辞退しますか？',
    });
    const reasons = within(dialog).getByRole('group', { name: '辞退の理由' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(6);

    await user.click(within(dialog).getByRole('button', { name: '辞退する' }));
    expect(await within(dialog).findByText('辞退の理由を選んでください。')).toBeTruthy();
    expect(calls(api, 'POST', `/api/threads/${ID}/decline`)).toBe(0);

    await user.click(within(dialog).getByRole('radio', { name: '年収・待遇が希望と合わない' }));
    await user.click(within(dialog).getByRole('button', { name: '辞退する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.requests.find((r) => r.path === `/api/threads/${ID}/decline`);
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ reason: 'salary_mismatch' });

    expect(
      await screen.findByText(
        'このスレッドは辞退しました（理由：年収・待遇が希望と合わない）。メッセージは送れません。',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'メッセージを入力' })).toBeNull();
    expect(screen.queryByRole('button', { name: '辞退する' })).toBeNull();
    expect(screen.getByText('辞退')).toBeTruthy();
  });

  it('closes the thread after confirming', async () => {
    const { api } = threadApi();
    const user = userEvent.setup();
    renderApp(`/messages/${ID}`);
    await screen.findByRole('heading', { level: 1, name: '株式会社スレッド5' });
    await user.click(screen.getByRole('button', { name: 'スレッドを終了' }));
    const dialog = await screen.findByRole('dialog', { name: 'このスレッドを終了しますか？' });
    await user.click(within(dialog).getByRole('button', { name: '終了する' }));
    expect(
      await screen.findByText('このスレッドは終了しました。メッセージは送れません。'),
    ).toBeTruthy();
    expect(calls(api, 'POST', `/api/threads/${ID}/close`)).toBe(1);
    expect(screen.queryByRole('textbox', { name: 'メッセージを入力' })).toBeNull();
  });

  it('shows an ended thread without a composer and does not poll it', async () => {
    const { api } = threadApi(
      threadDetailWire(ID, { status: 'declined', decline_reason: 'not_job_hunting' }, [
        messageWire(1),
      ]),
    );
    renderApp(`/messages/${ID}`);
    expect(
      await screen.findByText(
        'このスレッドは辞退しました（理由：今は転職を考えていない）。メッセージは送れません。',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'メッセージを入力' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'スレッドを終了' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, THREAD_POLL_INTERVAL_MS + 500));
    expect(calls(api, 'GET', POLL)).toBe(0);
  });

  it('says a thread that does not exist (or is not the person’s) was not found', async () => {
    loggedInApi();
    renderApp('/messages/999');
    expect(await screen.findByText('このスレッドは見つかりませんでした。')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'メッセージ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '一覧に戻る' }).getAttribute('href')).toBe('/messages');
    // The header's link to /messages stays the one link named so (the layout's tests find it).
    expect(screen.getAllByRole('link', { name: /^メッセージ/ })).toHaveLength(1);
  });
});
