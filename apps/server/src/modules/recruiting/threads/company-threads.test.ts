import {
  companyThreadDetailResponseSchema,
  companyThreadListResponseSchema,
  RECRUITING_MESSAGES,
  THREAD_MESSAGES,
  threadCreatedResponseSchema,
  threadNewMessagesResponseSchema,
  threadStateResponseSchema,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/helpers/client';
import { DAY_MS, HOUR_MS } from '../../../../test/helpers/clock';
import type { Company } from '../../../db/schema';
import { messages, messageThreads, userJobSettings, users } from '../../../db/schema';
import { type ThreadWorld, threadWorld } from './thread-test-world';

const NEVER = 2_000_000_000;

/** A template a recruiter fills in with the name and sends to everyone. */
const template = (name: string) =>
  `${name}様\n\n突然のご連絡失礼いたします。株式会社サンプルで採用を担当しております。GitHubで公開されているリポジトリを拝見し、バックエンド開発のご経験に大変魅力を感じました。弊社では現在、決済基盤の刷新プロジェクトを進めており、GoとPostgreSQLを使った設計から運用までを担っていただける方を探しています。年収は600万円から900万円を想定しております。まずはカジュアルにお話しできれば幸いです。ご検討のほど、よろしくお願いいたします。`;

/** A message written for one person. */
const personal = (name: string) =>
  `${name}さん、Zennに書かれていたPostgreSQLのロック待ちの調査記事を読みました。pg_locksから待ちの連鎖をたどる手順がとても分かりやすく、チームでも参考にしています。弊社の決済基盤でも同じ種類の問題に悩んでいて、その知見をぜひ活かしていただきたいと考えています。一度お話ししませんか。`;

describe('company threads and scouts', () => {
  let w: ThreadWorld;
  let company: Company;
  let other: Company;
  let rc: TestClient;
  let recruiterId: number;
  let otherRc: TestClient;
  let job: { id: number; title: string };

  const scout = (c: TestClient, userId: number, body: string, extra: object = {}) =>
    c.post('/api/company/scouts', {
      user_id: userId,
      job_description_id: job.id,
      salary_min: 600,
      salary_max: 900,
      body,
      ...extra,
    });
  const start = (c: TestClient, userId: number, body = 'ご反応ありがとうございます。') =>
    c.post('/api/company/threads', { user_id: userId, body });
  /** A thread of `company` with a new person who said 興味あり. */
  const openThread = async () => {
    const p = await w.person();
    await w.react(company.id, p.user.id, 1, job.id);
    const res = await start(rc, p.user.id);
    expect(res.statusCode, res.body).toBe(201);
    return { ...p, threadId: threadCreatedResponseSchema.parse(res.json()).thread_id };
  };
  const threadsOf = (userId: number) =>
    w.db().select().from(messageThreads).where(eq(messageThreads.userId, userId));

  beforeAll(async () => {
    w = await threadWorld();
    company = await w.company();
    other = await w.company();
    const r = await w.recruiter(company.id);
    rc = r.c;
    recruiterId = r.user.id;
    otherRc = (await w.recruiter(other.id)).c;
    job = await w.publishedJob(company);
  });
  afterAll(async () => w.close());

  describe('starting a thread', () => {
    it('only with a person who reacted 興味あり or 話を聞きたい: 403 with the reason otherwise', async () => {
      const none = await w.person();
      const notNow = await w.person();
      const unreacted = await w.person();
      await w.react(company.id, notNow.user.id, 3);
      await w.react(company.id, unreacted.user.id, null);
      // Another company's interest does not count for this one.
      await w.react(other.id, none.user.id, 1);
      for (const p of [none, notNow, unreacted]) {
        const res = await start(rc, p.user.id);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({
          code: 'forbidden',
          message: THREAD_MESSAGES.noPositiveReaction,
        });
        expect(await threadsOf(p.user.id)).toHaveLength(0);
      }
    });

    it('opens an interest thread with the interest’s job and the first message; once per pair', async () => {
      const p = await w.person();
      await w.react(company.id, p.user.id, 2, job.id);
      const res = await start(rc, p.user.id, '  はじめまして。\nお話しできれば嬉しいです。  ');
      expect(res.statusCode).toBe(201);
      const created = threadCreatedResponseSchema.parse(res.json());
      expect(created.message).toMatchObject({
        side: 'company',
        body: 'はじめまして。\nお話しできれば嬉しいです。',
        sender_name: expect.stringContaining('採用担当'),
      });
      const [row] = await threadsOf(p.user.id);
      expect(row).toMatchObject({
        id: created.thread_id,
        companyId: company.id,
        origin: 'interest',
        jobDescriptionId: job.id,
        status: 'open',
        scoutSalaryMin: null,
      });
      const [first] = await w.db().select().from(messages).where(eq(messages.threadId, row!.id));
      expect(first).toMatchObject({ side: 'company', senderId: recruiterId });

      const again = await start(rc, p.user.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(THREAD_MESSAGES.threadExists);
      // Nor can another company member scout them: one thread per company and person.
      const scouted = await scout(rc, p.user.id, personal('テスト'));
      expect(scouted.statusCode).toBe(409);
      expect(await threadsOf(p.user.id)).toHaveLength(1);
    });

    it('an unknown, inactive, recruiter or blocking person: the same 404', async () => {
      const blocking = await w.person();
      await w.react(company.id, blocking.user.id, 1);
      await w.block(blocking.user.id, company.id);
      const inactive = await w.person();
      await w.db().update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
      const colleague = await w.recruiter(company.id);
      // Not changing jobs, with a closed portfolio: hidden from search, so from scouts too.
      const settled = await w.person();
      await w.react(company.id, settled.user.id, 1);
      await w
        .db()
        .insert(userJobSettings)
        .values({ userId: settled.user.id, hirabilityLevel: 'NO_JOB_CHANGE' });
      const missing = await start(rc, NEVER);
      expect(missing.statusCode).toBe(404);
      for (const userId of [
        blocking.user.id,
        inactive.user.id,
        colleague.user.id,
        settled.user.id,
      ]) {
        for (const res of [await start(rc, userId), await scout(rc, userId, personal('誰か'))]) {
          expect(res.statusCode).toBe(404);
          expect(res.body).toBe(missing.body);
        }
      }
      expect(await threadsOf(blocking.user.id)).toHaveLength(0);
    });

    it('validates the body: empty after trimming, too long; 5,000 characters pass', async () => {
      const p = await w.person();
      await w.react(company.id, p.user.id, 1);
      for (const body of ['', '   \n  ', 'あ'.repeat(5001)]) {
        const res = await start(rc, p.user.id, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields.body).toEqual([
          body.length > 5000 ? THREAD_MESSAGES.bodyTooLong : THREAD_MESSAGES.bodyRequired,
        ]);
      }
      const missingUser = await rc.post('/api/company/threads', { body: 'こんにちは' });
      expect(missingUser.json().error.fields.user_id).toEqual([THREAD_MESSAGES.personRequired]);
      expect((await start(rc, p.user.id, 'あ'.repeat(5000))).statusCode).toBe(201);
    });
  });

  describe('scouts', () => {
    it('need a published job of the company and a salary range', async () => {
      const p = await w.person();
      const cases: [object, string, string][] = [
        [{ job_description_id: undefined }, 'job_description_id', THREAD_MESSAGES.jobRequired],
        [{ salary_min: undefined }, 'salary_min', THREAD_MESSAGES.salaryRequired],
        [{ salary_min: 0 }, 'salary_min', THREAD_MESSAGES.salaryMinPositive],
        [{ salary_max: 5001 }, 'salary_max', THREAD_MESSAGES.salaryTooHigh],
        [{ salary_min: 900, salary_max: 600 }, 'salary_max', THREAD_MESSAGES.salaryRangeOrder],
      ];
      for (const [extra, field, message] of cases) {
        const res = await scout(rc, p.user.id, personal('テスト'), extra);
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
        expect(res.json().error.fields[field]).toEqual([message]);
      }
      const draft = await w.publishedJob(company, 'draft');
      const closed = await w.publishedJob(company, 'closed');
      const othersJob = await w.publishedJob(other);
      for (const jobId of [draft.id, closed.id, othersJob.id, NEVER]) {
        const res = await scout(rc, p.user.id, personal('テスト'), { job_description_id: jobId });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields.job_description_id).toEqual([
          THREAD_MESSAGES.jobNotPublished,
        ]);
      }
      expect(await threadsOf(p.user.id)).toHaveLength(0);
    });

    it('opens a scout thread with the job and the salary range', async () => {
      const p = await w.person();
      const res = await scout(rc, p.user.id, personal('テスト'), { salary_min: 700 });
      expect(res.statusCode).toBe(201);
      const [row] = await threadsOf(p.user.id);
      expect(row).toMatchObject({
        origin: 'scout',
        jobDescriptionId: job.id,
        scoutSalaryMin: 700,
        scoutSalaryMax: 900,
      });
      const detail = companyThreadDetailResponseSchema.parse(
        (await rc.get(`/api/company/threads/${row!.id}`)).json(),
      );
      expect(detail.thread.scout_offer).toEqual({ salary_min: 700, salary_max: 900 });
      expect(detail.thread.job).toEqual({ id: job.id, title: job.title });
    });

    it('refuses a template sent to a second person with the name changed, and says how similar', async () => {
      const { c: sender } = await w.recruiter(company.id);
      const first = await w.person({ displayName: '山田 太郎' });
      const second = await w.person({ displayName: '佐藤 花子' });
      expect((await scout(sender, first.user.id, template('山田 太郎'))).statusCode).toBe(201);

      const copy = await scout(sender, second.user.id, template('佐藤 花子'));
      expect(copy.statusCode).toBe(409);
      const error = copy.json().error;
      expect(error.code).toBe('conflict');
      expect(error.message).toBe(
        '過去に別の方へ送ったスカウトと100%同じ内容です。この方に向けた内容に書き直してください。',
      );
      expect(error.fields).toEqual({ body: [error.message] });

      // One sentence added: still mostly what someone else read.
      const padded = await scout(
        sender,
        second.user.id,
        `${template('佐藤 花子')}ブログも拝見しました。`,
      );
      expect(padded.statusCode).toBe(409);
      const percent = Number(padded.json().error.message.match(/と(\d+)%同じ/)[1]);
      expect(percent).toBeGreaterThanOrEqual(80);
      expect(percent).toBeLessThan(100);
      expect(await threadsOf(second.user.id)).toHaveLength(0);

      // Rewritten for this person: sent.
      const rewritten = await scout(sender, second.user.id, personal('佐藤 花子'));
      expect(rewritten.statusCode).toBe(201);
    });

    it('compares only with the same recruiter’s scouts, never an interest thread', async () => {
      const { c: a } = await w.recruiter(company.id);
      const { c: b } = await w.recruiter(company.id);
      const p1 = await w.person({ displayName: '鈴木 一郎' });
      const p2 = await w.person({ displayName: '高橋 次郎' });
      const p3 = await w.person({ displayName: '田中 三郎' });
      expect((await scout(a, p1.user.id, template('鈴木 一郎'))).statusCode).toBe(201);
      // Another recruiter of the same company has sent nothing yet.
      expect((await scout(b, p2.user.id, template('高橋 次郎'))).statusCode).toBe(201);
      // An interest thread's first message is not a scout.
      const { c: d } = await w.recruiter(company.id);
      await w.react(company.id, p3.user.id, 1);
      expect((await start(d, p3.user.id, template('田中 三郎'))).statusCode).toBe(201);
      const p4 = await w.person({ displayName: '伊藤 四郎' });
      expect((await scout(d, p4.user.id, template('伊藤 四郎'))).statusCode).toBe(201);
    });

    it('only reaches a recruiter: an engineer gets 403 and a visitor 401', async () => {
      const p = await w.person();
      const res = await scout(p.c, p.user.id, personal('テスト'));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(RECRUITING_MESSAGES.recruiterOnly);
      expect((await scout(w.visitor(), p.user.id, personal('テスト'))).statusCode).toBe(401);
    });
  });

  describe('the console’s threads', () => {
    it('lists the company’s threads with the person’s name, unread count and waiting days', async () => {
      const { c: mine } = await w.recruiter(company.id);
      const p = await w.person();
      await w.react(company.id, p.user.id, 1);
      const threadId = (await start(mine, p.user.id, '最初のご連絡です。')).json().thread_id;
      w.clock.advance(HOUR_MS);
      await p.c.post(`/api/threads/${threadId}/messages`, { body: 'ありがとうございます。' });
      await p.c.post(`/api/threads/${threadId}/messages`, { body: '詳しく聞きたいです。' });
      await w.travel(3 * DAY_MS);

      const list = companyThreadListResponseSchema.parse(
        (await mine.get('/api/company/threads')).json(),
      );
      const item = list.threads.find((t) => t.id === threadId)!;
      expect(item).toMatchObject({
        person: { user_id: p.user.id, display_name: expect.stringContaining('テスト') },
        origin: 'interest',
        status: 'open',
        unread_count: 2,
        awaiting_reply_days: 3,
        last_message: { side: 'person', preview: '詳しく聞きたいです。' },
      });
      expect(list.threads[0]!.last_message_at).toBeGreaterThanOrEqual(
        list.threads.at(-1)!.last_message_at,
      );
      expect(list.paging).toMatchObject({ page: 1, per_page: 50 });
      expect(list.paging.total_count).toBe(
        (await w.db().select().from(messageThreads).where(eq(messageThreads.companyId, company.id)))
          .length,
      );
      // Nothing of a person's private fields reaches the company.
      const [account] = await w.db().select().from(users).where(eq(users.id, p.user.id));
      const body = (await mine.get('/api/company/threads')).body;
      expect(body).not.toContain(account!.email);

      // Reading clears the unread count; answering ends the wait.
      const read = await mine.put(`/api/company/threads/${threadId}/read`);
      expect(threadStateResponseSchema.parse(read.json())).toEqual({
        id: threadId,
        status: 'open',
        decline_reason: null,
      });
      await mine.post(`/api/company/threads/${threadId}/messages`, {
        body: 'ぜひお話ししましょう。',
      });
      const after = (await mine.get('/api/company/threads')).json().threads;
      expect(after.find((t: { id: number }) => t.id === threadId)).toMatchObject({
        unread_count: 0,
        awaiting_reply_days: null,
      });

      // Another company sees none of it.
      const theirs = (await otherRc.get('/api/company/threads')).json();
      expect(theirs.threads).toEqual([]);
      expect(theirs.paging.total_count).toBe(0);
    });

    it('a thread: messages oldest first, polling after an id, replies; other companies get 404', async () => {
      const { threadId, c: pc } = await openThread();
      w.clock.advance(60_000);
      const answer = (
        await pc.post(`/api/threads/${threadId}/messages`, { body: '返信です。' })
      ).json().message;

      const detail = companyThreadDetailResponseSchema.parse(
        (await rc.get(`/api/company/threads/${threadId}`)).json(),
      );
      expect(detail.messages.map((m) => m.side)).toEqual(['company', 'person']);
      expect(detail.messages[1]).toEqual({ ...answer, sender_name: null });
      expect(detail.thread.scout_offer).toBeNull();

      const first = detail.messages[0]!.id;
      const polled = threadNewMessagesResponseSchema.parse(
        (await rc.get(`/api/company/threads/${threadId}/messages?after_id=${first}`)).json(),
      );
      expect(polled).toEqual({ messages: [detail.messages[1]], status: 'open' });
      const none = await rc.get(`/api/company/threads/${threadId}/messages?after_id=${answer.id}`);
      expect(none.json().messages).toEqual([]);

      const reply = await rc.post(`/api/company/threads/${threadId}/messages`, {
        body: '承知しました。',
      });
      expect(reply.statusCode).toBe(201);
      expect(reply.json().message).toMatchObject({ side: 'company', body: '承知しました。' });

      const missing = await otherRc.get(`/api/company/threads/${NEVER}`);
      expect(missing.statusCode).toBe(404);
      for (const res of [
        await otherRc.get(`/api/company/threads/${threadId}`),
        await otherRc.get(`/api/company/threads/${threadId}/messages?after_id=0`),
        await otherRc.post(`/api/company/threads/${threadId}/messages`, { body: '横から' }),
        await otherRc.put(`/api/company/threads/${threadId}/read`),
        await otherRc.post(`/api/company/threads/${threadId}/close`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(missing.body);
      }
      const stored = await w.db().select().from(messages).where(eq(messages.threadId, threadId));
      expect(stored).toHaveLength(3);
    });

    it('closing ends the thread for both sides; closing again answers the same', async () => {
      const { threadId, c: pc } = await openThread();
      const closed = await rc.post(`/api/company/threads/${threadId}/close`);
      expect(closed.json()).toEqual({ id: threadId, status: 'closed', decline_reason: null });
      expect((await rc.post(`/api/company/threads/${threadId}/close`)).json()).toEqual(
        closed.json(),
      );
      for (const res of [
        await rc.post(`/api/company/threads/${threadId}/messages`, { body: 'まだ話したい' }),
        await pc.post(`/api/threads/${threadId}/messages`, { body: 'こちらも' }),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().error.message).toBe(THREAD_MESSAGES.threadEnded);
      }
    });

    it('a person who blocks the company disappears from its threads: list, thread and every call', async () => {
      const { threadId, user } = await openThread();
      await w.block(user.id, company.id);
      const list = (await rc.get('/api/company/threads')).json().threads;
      expect(list.map((t: { id: number }) => t.id)).not.toContain(threadId);
      const missing = await rc.get(`/api/company/threads/${NEVER}`);
      for (const res of [
        await rc.get(`/api/company/threads/${threadId}`),
        await rc.get(`/api/company/threads/${threadId}/messages`),
        await rc.post(`/api/company/threads/${threadId}/messages`, { body: 'もしもし' }),
        await rc.put(`/api/company/threads/${threadId}/read`),
        await rc.post(`/api/company/threads/${threadId}/close`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(missing.body);
      }
    });

    it('engineers get 403 and visitors 401 on every company call', async () => {
      const { threadId, c: pc } = await openThread();
      const calls = async (c: TestClient) => [
        await c.get('/api/company/threads'),
        await c.get(`/api/company/threads/${threadId}`),
        await c.get(`/api/company/threads/${threadId}/messages`),
        await c.post(`/api/company/threads/${threadId}/messages`, { body: 'x' }),
        await c.put(`/api/company/threads/${threadId}/read`),
        await c.post(`/api/company/threads/${threadId}/close`),
        await c.post('/api/company/threads', { user_id: 1, body: 'x' }),
        await c.post('/api/company/scouts', { user_id: 1 }),
        await c.get('/api/company/dashboard'),
      ];
      for (const res of await calls(pc)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe(RECRUITING_MESSAGES.recruiterOnly);
      }
      for (const res of await calls(w.visitor())) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('unauthenticated');
      }
    });

    it('refuses unsafe calls without the CSRF token', async () => {
      const { threadId, user } = await openThread();
      const p = await w.person();
      await w.react(company.id, p.user.id, 1);
      await rc.get('/api/login_status/');
      const unsafe: [string, string, object | undefined][] = [
        ['POST', '/api/company/threads', { user_id: p.user.id, body: 'こんにちは' }],
        [
          'POST',
          '/api/company/scouts',
          {
            user_id: p.user.id,
            job_description_id: job.id,
            salary_min: 600,
            salary_max: 700,
            body: personal('テスト'),
          },
        ],
        ['POST', `/api/company/threads/${threadId}/messages`, { body: 'こんにちは' }],
        ['PUT', `/api/company/threads/${threadId}/read`, undefined],
        ['POST', `/api/company/threads/${threadId}/close`, undefined],
      ];
      for (const [method, url, body] of unsafe) {
        const res = await rc.request({
          method: method as 'POST' | 'PUT',
          url,
          ...(body ? { body } : {}),
          csrf: false,
        });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.code).toBe('csrf_failed');
      }
      expect(await threadsOf(p.user.id)).toHaveLength(0);
      const [row] = await threadsOf(user.id);
      expect(row!.status).toBe('open');
      expect(
        await w.db().select().from(messages).where(eq(messages.threadId, threadId)),
      ).toHaveLength(1);
    });
  });
});
