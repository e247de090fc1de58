import { companyDashboardResponseSchema, RECRUITING_MESSAGES } from '@kiseki/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/helpers/client';
import { DAY_MS, HOUR_MS } from '../../../../test/helpers/clock';
import type { Company } from '../../../db/schema';
import { type ThreadWorld, threadWorld } from './thread-test-world';

describe('the company dashboard', () => {
  let w: ThreadWorld;
  let company: Company;
  let rc: TestClient;
  let job: { id: number };

  const dashboard = async (c: TestClient = rc) => {
    const res = await c.get('/api/company/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return companyDashboardResponseSchema.parse(res.json());
  };
  const scout = (userId: number, body: string) =>
    rc.post('/api/company/scouts', {
      user_id: userId,
      job_description_id: job.id,
      salary_min: 500,
      salary_max: 800,
      body,
    });

  beforeAll(async () => {
    w = await threadWorld();
    company = await w.company();
    rc = (await w.recruiter(company.id)).c;
    job = await w.publishedJob(company);
  });
  afterAll(async () => w.close());

  it('starts empty: no rates while nothing was sent', async () => {
    expect(await dashboard()).toEqual({
      interests: {
        sent_last_30_days: 0,
        sent_total: 0,
        reacted_total: 0,
        reaction_rate_percent: null,
      },
      scouts: { sent_last_30_days: 0, sent_total: 0, replied_total: 0, reply_rate_percent: null },
      threads: { open_count: 0, awaiting_reply: [] },
    });
  });

  it('counts interests, reactions, scouts and replies; a blocking person is in none of them', async () => {
    // An interest 40 days ago that got no reaction, two recent ones with reactions.
    const old = await w.person();
    await w.react(company.id, old.user.id, null);
    await w.travel(40 * DAY_MS);
    const a = await w.person();
    const b = await w.person();
    await w.react(company.id, a.user.id, 1);
    await w.react(company.id, b.user.id, 3);

    // Three scouts: one answered, one declined without a word, one waiting.
    const s1 = await w.person();
    const s2 = await w.person();
    const s3 = await w.person();
    const t1 = (
      await scout(
        s1.user.id,
        '一人目の方へ。ブログの設計記事を拝見し、ぜひお話ししたいと思いました。',
      )
    ).json().thread_id;
    const t2 = (
      await scout(
        s2.user.id,
        '二人目の方へ。登壇資料の監視設計が印象的で、弊社の課題にも近いと感じました。',
      )
    ).json().thread_id;
    await scout(
      s3.user.id,
      '三人目の方へ。OSSへの継続的な貢献を拝見し、チームに迎えたいと考えています。',
    );
    await s1.c.post(`/api/threads/${t1}/messages`, { body: 'ありがとうございます' });
    await s2.c.post(`/api/threads/${t2}/decline`, { reason: 'not_job_hunting' });

    // A person who blocks the company after reacting and answering counts nowhere.
    const blocker = await w.person();
    await w.react(company.id, blocker.user.id, 2);
    const tb = (
      await scout(
        blocker.user.id,
        '四人目の方へ。Qiitaの記事を拝見して、ご経験の幅広さに驚きました。',
      )
    ).json().thread_id;
    await blocker.c.post(`/api/threads/${tb}/messages`, { body: 'どうも' });
    await w.block(blocker.user.id, company.id);

    // Another company's activity stays out.
    const other = await w.company();
    await w.react(other.id, a.user.id, 1);

    const d = await dashboard();
    expect(d.interests).toEqual({
      sent_last_30_days: 2,
      sent_total: 3,
      reacted_total: 2,
      reaction_rate_percent: 67,
    });
    expect(d.scouts).toEqual({
      sent_last_30_days: 3,
      sent_total: 3,
      replied_total: 1,
      reply_rate_percent: 33,
    });
    // t1 and the waiting scout are open; the declined one is not.
    expect(d.threads.open_count).toBe(2);

    const otherRc = (await w.recruiter(other.id)).c;
    expect((await dashboard(otherRc)).interests.sent_total).toBe(1);
  });

  it('flags a reply left unanswered 14 days, not 13 days 23:59:59; answering unflags it', async () => {
    const p = await w.person({ displayName: '待っている 人' });
    await w.react(company.id, p.user.id, 1);
    const threadId = (
      await rc.post('/api/company/threads', { user_id: p.user.id, body: 'ご連絡です' })
    ).json().thread_id;
    w.clock.advance(HOUR_MS);
    await p.c.post(`/api/threads/${threadId}/messages`, { body: 'お返事です' });
    const repliedAt = Math.floor(w.clock.now().getTime() / 1000);
    await w.travel(2 * DAY_MS);
    // A follow-up does not restart the wait: it runs from the first unanswered message.
    await p.c.post(`/api/threads/${threadId}/messages`, { body: '追伸です' });

    // A closed thread with an old unanswered reply is not flagged.
    const q = await w.person();
    await w.react(company.id, q.user.id, 1);
    const closedId = (
      await rc.post('/api/company/threads', { user_id: q.user.id, body: 'どうも' })
    ).json().thread_id;
    await q.c.post(`/api/threads/${closedId}/messages`, { body: 'はい' });
    await rc.post(`/api/company/threads/${closedId}/close`);

    await w.travel(12 * DAY_MS - 1000);
    const at13 = await dashboard();
    expect(at13.threads.awaiting_reply.map((t) => t.thread_id)).not.toContain(threadId);
    const listed = (await rc.get('/api/company/threads')).json().threads;
    expect(listed.find((t: { id: number }) => t.id === threadId).awaiting_reply_days).toBe(13);

    w.clock.advance(1000);
    const at14 = await dashboard();
    const flagged = at14.threads.awaiting_reply.find((t) => t.thread_id === threadId);
    expect(flagged).toEqual({
      thread_id: threadId,
      person: { user_id: p.user.id, display_name: '待っている 人' },
      waiting_since: repliedAt,
      waiting_days: 14,
    });
    expect(at14.threads.awaiting_reply.map((t) => t.thread_id)).not.toContain(closedId);

    await rc.post(`/api/company/threads/${threadId}/messages`, { body: 'お待たせしました' });
    expect((await dashboard()).threads.awaiting_reply.map((t) => t.thread_id)).not.toContain(
      threadId,
    );
  });

  it('a person who blocks the company leaves the flagged list', async () => {
    const p = await w.person();
    await w.react(company.id, p.user.id, 1);
    const threadId = (
      await rc.post('/api/company/threads', { user_id: p.user.id, body: 'ご連絡' })
    ).json().thread_id;
    await p.c.post(`/api/threads/${threadId}/messages`, { body: 'お返事' });
    await w.travel(15 * DAY_MS);
    expect((await dashboard()).threads.awaiting_reply.map((t) => t.thread_id)).toContain(threadId);
    await w.block(p.user.id, company.id);
    expect((await dashboard()).threads.awaiting_reply.map((t) => t.thread_id)).not.toContain(
      threadId,
    );
  });

  it('is for recruiters only', async () => {
    const p = await w.person();
    const res = await p.c.get('/api/company/dashboard');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(RECRUITING_MESSAGES.recruiterOnly);
    expect((await w.visitor().get('/api/company/dashboard')).statusCode).toBe(401);
  });
});
