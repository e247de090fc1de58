import {
  RECRUITING_MESSAGES,
  THREAD_MESSAGES,
  threadDetailResponseSchema,
  threadListResponseSchema,
  threadNewMessagesResponseSchema,
  unreadCountResponseSchema,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/helpers/client';
import { DAY_MS, MINUTE_MS } from '../../../../test/helpers/clock';
import type { Company } from '../../../db/schema';
import { messages, messageThreads } from '../../../db/schema';
import { type ThreadWorld, threadWorld } from './thread-test-world';

const NEVER = 2_000_000_000;

describe('message threads, the person’s side', () => {
  let w: ThreadWorld;
  let company: Company;
  let rc: TestClient;
  let job: { id: number; title: string };

  /** A person and an interest thread `company` opened with them. */
  const openThread = async (body = '貴社の採用担当です。よろしくお願いします。') => {
    const p = await w.person();
    await w.react(company.id, p.user.id, 1, job.id);
    const res = await rc.post('/api/company/threads', { user_id: p.user.id, body });
    expect(res.statusCode, res.body).toBe(201);
    return { ...p, threadId: res.json().thread_id as number };
  };
  const unread = async (c: TestClient) =>
    unreadCountResponseSchema.parse((await c.get('/api/threads/unread_count')).json()).unread_count;
  const companyWrites = (threadId: number, body: string) =>
    rc.post(`/api/company/threads/${threadId}/messages`, { body });

  beforeAll(async () => {
    w = await threadWorld();
    company = await w.company();
    rc = (await w.recruiter(company.id)).c;
    job = await w.publishedJob(company);
  });
  afterAll(async () => w.close());

  it('lists the person’s threads with company, job, preview, unread flag and relative label', async () => {
    const { c, threadId } = await openThread('はじめまして。\n\nぜひ一度お話ししませんか。');
    const list = threadListResponseSchema.parse((await c.get('/api/threads/')).json()).threads;
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual({
      id: threadId,
      company: {
        id: company.id,
        name: company.name,
        logo_color: company.logoColor,
        logo_url: null,
      },
      job: { id: job.id, title: job.title },
      origin: 'interest',
      status: 'open',
      last_message: {
        side: 'company',
        preview: 'はじめまして。 ぜひ一度お話ししませんか。',
        created_at: Math.floor(w.clock.now().getTime() / 1000),
      },
      last_message_at: Math.floor(w.clock.now().getTime() / 1000),
      relative_time_label: '24時間以内',
      unread: true,
    });

    await w.travel(3 * DAY_MS);
    expect((await c.get('/api/threads/')).json().threads[0].relative_time_label).toBe('3日前');
    await w.travel(30 * DAY_MS);
    expect((await c.get('/api/threads/')).json().threads[0].relative_time_label).toBe(
      '1ヶ月以上前',
    );

    // Long bodies are cut for the list.
    await companyWrites(threadId, 'あ'.repeat(300));
    const preview = (await c.get('/api/threads/')).json().threads[0].last_message.preview;
    expect(preview).toBe(`${'あ'.repeat(100)}…`);

    // Someone else sees none of it.
    const stranger = await w.person();
    expect((await stranger.c.get('/api/threads/')).json().threads).toEqual([]);
  });

  it('lists the most recently active thread first', async () => {
    const p = await w.person();
    const other = await w.company();
    const otherRc = (await w.recruiter(other.id)).c;
    await w.react(company.id, p.user.id, 1);
    await w.react(other.id, p.user.id, 2);
    const a = (
      await rc.post('/api/company/threads', { user_id: p.user.id, body: 'A社です' })
    ).json().thread_id;
    w.clock.advance(MINUTE_MS);
    const b = (
      await otherRc.post('/api/company/threads', { user_id: p.user.id, body: 'B社です' })
    ).json().thread_id;
    expect(
      (await p.c.get('/api/threads/')).json().threads.map((t: { id: number }) => t.id),
    ).toEqual([b, a]);
    w.clock.advance(MINUTE_MS);
    await p.c.post(`/api/threads/${a}/messages`, { body: 'A社さんへ' });
    expect(
      (await p.c.get('/api/threads/')).json().threads.map((t: { id: number }) => t.id),
    ).toEqual([a, b]);
  });

  it('a thread: messages oldest first; a scout with its salary and job', async () => {
    const { c, threadId } = await openThread('一通目');
    w.clock.advance(MINUTE_MS);
    await companyWrites(threadId, '二通目');
    const detail = threadDetailResponseSchema.parse(
      (await c.get(`/api/threads/${threadId}`)).json(),
    );
    expect(detail.messages.map((m) => m.body)).toEqual(['一通目', '二通目']);
    expect(detail.messages[0]!.sender_name).toContain('採用担当');
    expect(detail.thread).toMatchObject({ scout_offer: null, decline_reason: null, unread: true });
    // Reading the thread is a separate call: opening it marks nothing.
    expect(await unread(c)).toBe(1);

    const scouted = await w.person();
    const res = await rc.post('/api/company/scouts', {
      user_id: scouted.user.id,
      job_description_id: job.id,
      salary_min: 650,
      salary_max: 850,
      body: 'あなたのZennの記事を読んで、決済基盤のチームにぜひ来ていただきたいと思いました。',
    });
    expect(res.statusCode).toBe(201);
    const scout = threadDetailResponseSchema.parse(
      (await scouted.c.get(`/api/threads/${res.json().thread_id}`)).json(),
    );
    expect(scout.thread).toMatchObject({
      origin: 'scout',
      scout_offer: { salary_min: 650, salary_max: 850 },
      job: { id: job.id, title: job.title },
    });
  });

  it('polling after an id answers only newer messages, so the screen needs no reload', async () => {
    const { c, threadId } = await openThread('最初');
    const [first] = (await c.get(`/api/threads/${threadId}`)).json().messages;
    const empty = threadNewMessagesResponseSchema.parse(
      (await c.get(`/api/threads/${threadId}/messages?after_id=${first.id}`)).json(),
    );
    expect(empty).toEqual({ messages: [], status: 'open' });
    await companyWrites(threadId, '新着1');
    await companyWrites(threadId, '新着2');
    const polled = (await c.get(`/api/threads/${threadId}/messages?after_id=${first.id}`)).json();
    expect(polled.messages.map((m: { body: string }) => m.body)).toEqual(['新着1', '新着2']);
    const all = (await c.get(`/api/threads/${threadId}/messages`)).json();
    expect(all.messages).toHaveLength(3);
    const bad = await c.get(`/api/threads/${threadId}/messages?after_id=-1`);
    expect(bad.statusCode).toBe(400);
  });

  it('answers: 201 with the message, trimmed; the company sees it; bad bodies are 400', async () => {
    const { c, threadId } = await openThread();
    const res = await c.post(`/api/threads/${threadId}/messages`, {
      body: '\n  ご連絡ありがとうございます。\r\n来週お話しできます。 \n',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({
      side: 'person',
      sender_name: null,
      body: 'ご連絡ありがとうございます。\r\n来週お話しできます。',
    });
    const seen = (await rc.get(`/api/company/threads/${threadId}`)).json().messages;
    expect(seen.at(-1).body).toBe('ご連絡ありがとうございます。\r\n来週お話しできます。');

    for (const [body, message] of [
      ['', THREAD_MESSAGES.bodyRequired],
      [' \n ', THREAD_MESSAGES.bodyRequired],
      ['あ'.repeat(5001), THREAD_MESSAGES.bodyTooLong],
    ] as const) {
      const bad = await c.post(`/api/threads/${threadId}/messages`, { body });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.body).toEqual([message]);
    }
    const nul = await c.post(`/api/threads/${threadId}/messages`, { body: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(
      (await c.post(`/api/threads/${threadId}/messages`, { body: 'あ'.repeat(5000) })).statusCode,
    ).toBe(201);
  });

  it('the unread count: threads with a company message newer than the read mark', async () => {
    const { c, threadId } = await openThread();
    expect(await unread(c)).toBe(1);
    await companyWrites(threadId, 'もう一通');
    expect(await unread(c)).toBe(1);

    w.clock.advance(MINUTE_MS);
    const read = await c.put(`/api/threads/${threadId}/read`);
    expect(read.json()).toEqual({ id: threadId, status: 'open', decline_reason: null });
    expect(await unread(c)).toBe(0);
    expect((await c.get('/api/threads/')).json().threads[0].unread).toBe(false);

    w.clock.advance(MINUTE_MS);
    await companyWrites(threadId, '追伸');
    expect(await unread(c)).toBe(1);
    // Answering is reading.
    w.clock.advance(MINUTE_MS);
    await c.post(`/api/threads/${threadId}/messages`, { body: '拝見しました' });
    expect(await unread(c)).toBe(0);
    // The person's own messages never count.
    w.clock.advance(MINUTE_MS);
    await c.post(`/api/threads/${threadId}/messages`, { body: 'もう一つ' });
    expect(await unread(c)).toBe(0);
  });

  it('read marks are per side: the person reading does not read for the company', async () => {
    const { c, threadId } = await openThread();
    w.clock.advance(MINUTE_MS);
    await c.post(`/api/threads/${threadId}/messages`, { body: 'よろしくお願いします' });
    w.clock.advance(MINUTE_MS);
    await c.put(`/api/threads/${threadId}/read`);
    const item = (await rc.get('/api/company/threads'))
      .json()
      .threads.find((t: { id: number }) => t.id === threadId);
    expect(item.unread_count).toBe(1);
  });

  it('closing: the thread takes no more messages from either side; again answers the same', async () => {
    const { c, threadId } = await openThread();
    const res = await c.post(`/api/threads/${threadId}/close`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: threadId, status: 'closed', decline_reason: null });
    expect((await c.post(`/api/threads/${threadId}/close`)).json()).toEqual(res.json());
    for (const refused of [
      await c.post(`/api/threads/${threadId}/messages`, { body: 'やっぱり' }),
      await companyWrites(threadId, 'そこをなんとか'),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'conflict',
        message: THREAD_MESSAGES.threadEnded,
      });
    }
    const decline = await c.post(`/api/threads/${threadId}/decline`, { reason: 'other' });
    expect(decline.statusCode).toBe(409);
    expect((await c.get(`/api/threads/${threadId}`)).json().thread.status).toBe('closed');
  });

  it('declining with one click and a reason: recorded, the company sees it, words go in as a message', async () => {
    const { c, threadId } = await openThread();
    const bad = await c.post(`/api/threads/${threadId}/decline`, { reason: 'busy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.reason).toEqual([THREAD_MESSAGES.declineReasonRequired]);
    const tooLong = await c.post(`/api/threads/${threadId}/decline`, {
      reason: 'other',
      note: 'あ'.repeat(501),
    });
    expect(tooLong.json().error.fields.note).toEqual([THREAD_MESSAGES.declineNoteTooLong]);

    const res = await c.post(`/api/threads/${threadId}/decline`, {
      reason: 'salary_mismatch',
      note: '  ご連絡ありがとうございました。今回は見送ります。 ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: threadId,
      status: 'declined',
      decline_reason: 'salary_mismatch',
    });

    const [row] = await w.db().select().from(messageThreads).where(eq(messageThreads.id, threadId));
    expect(row).toMatchObject({ status: 'declined', declineReason: 'salary_mismatch' });
    const seen = (await rc.get(`/api/company/threads/${threadId}`)).json();
    expect(seen.thread).toMatchObject({ status: 'declined', decline_reason: 'salary_mismatch' });
    expect(seen.messages.at(-1)).toMatchObject({
      side: 'person',
      body: 'ご連絡ありがとうございました。今回は見送ります。',
    });

    // A second click answers the same and changes nothing; nobody can write any more.
    const again = await c.post(`/api/threads/${threadId}/decline`, { reason: 'other' });
    expect(again.json()).toEqual(res.json());
    expect((await companyWrites(threadId, '残念です')).statusCode).toBe(409);
    expect((await c.post(`/api/threads/${threadId}/close`)).statusCode).toBe(409);
    expect((await rc.post(`/api/company/threads/${threadId}/close`)).statusCode).toBe(409);

    // Without words: only the reason.
    const quiet = await openThread();
    const q = await quiet.c.post(`/api/threads/${quiet.threadId}/decline`, {
      reason: 'not_job_hunting',
    });
    expect(q.json().decline_reason).toBe('not_job_hunting');
    const stored = await w
      .db()
      .select()
      .from(messages)
      .where(eq(messages.threadId, quiet.threadId));
    expect(stored).toHaveLength(1);
  });

  it('another person’s thread answers exactly as one that never existed', async () => {
    const { threadId } = await openThread();
    const stranger = await w.person();
    const s = stranger.c;
    const missing = await s.get(`/api/threads/${NEVER}`);
    expect(missing.statusCode).toBe(404);
    for (const res of [
      await s.get(`/api/threads/${threadId}`),
      await s.get(`/api/threads/${threadId}/messages?after_id=0`),
      await s.post(`/api/threads/${threadId}/messages`, { body: 'のぞき見' }),
      await s.put(`/api/threads/${threadId}/read`),
      await s.post(`/api/threads/${threadId}/close`),
      await s.post(`/api/threads/${threadId}/decline`, { reason: 'other' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    const [row] = await w.db().select().from(messageThreads).where(eq(messageThreads.id, threadId));
    expect(row!.status).toBe('open');
  });

  it('a blocked company’s threads are never listed, counted or readable', async () => {
    const { c, user, threadId } = await openThread();
    expect(await unread(c)).toBe(1);
    await w.block(user.id, company.id);
    expect((await c.get('/api/threads/')).json().threads).toEqual([]);
    expect(await unread(c)).toBe(0);
    const missing = await c.get(`/api/threads/${NEVER}`);
    for (const res of [
      await c.get(`/api/threads/${threadId}`),
      await c.get(`/api/threads/${threadId}/messages`),
      await c.post(`/api/threads/${threadId}/messages`, { body: 'こんにちは' }),
      await c.put(`/api/threads/${threadId}/read`),
      await c.post(`/api/threads/${threadId}/close`),
      await c.post(`/api/threads/${threadId}/decline`, { reason: 'other' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
  });

  it('recruiters get 403 and visitors 401 on every person call', async () => {
    const { threadId } = await openThread();
    const calls = async (c: TestClient) => [
      await c.get('/api/threads/'),
      await c.get('/api/threads/unread_count'),
      await c.get(`/api/threads/${threadId}`),
      await c.get(`/api/threads/${threadId}/messages`),
      await c.post(`/api/threads/${threadId}/messages`, { body: 'x' }),
      await c.put(`/api/threads/${threadId}/read`),
      await c.post(`/api/threads/${threadId}/close`),
      await c.post(`/api/threads/${threadId}/decline`, { reason: 'other' }),
    ];
    for (const res of await calls(rc)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(RECRUITING_MESSAGES.engineerOnly);
    }
    for (const res of await calls(w.visitor())) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses unsafe calls without the CSRF token', async () => {
    const { c, threadId } = await openThread();
    await c.get('/api/login_status/');
    const unsafe: ['POST' | 'PUT', string, object | undefined][] = [
      ['POST', `/api/threads/${threadId}/messages`, { body: 'こんにちは' }],
      ['PUT', `/api/threads/${threadId}/read`, undefined],
      ['POST', `/api/threads/${threadId}/close`, undefined],
      ['POST', `/api/threads/${threadId}/decline`, { reason: 'other' }],
    ];
    for (const [method, url, body] of unsafe) {
      const res = await c.request({ method, url, ...(body ? { body } : {}), csrf: false });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
    const [row] = await w.db().select().from(messageThreads).where(eq(messageThreads.id, threadId));
    expect(row).toMatchObject({ status: 'open', personReadAt: null });
    expect(
      await w.db().select().from(messages).where(eq(messages.threadId, threadId)),
    ).toHaveLength(1);
  });
});
