import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../../test/helpers/client';
import { MINUTE_MS } from '../../../../test/helpers/clock';
import { mailsTo } from '../../../../test/helpers/mailbox';
import type { Company } from '../../../db/schema';
import { messageThreads, users } from '../../../db/schema';
import { setMailSetting } from '../interests/mail-settings';
import { sendDueThreadMails, THREAD_MAIL_JOB, threadMailJob } from './thread-mail';
import { BASE_URL, type ThreadWorld, threadWorld } from './thread-test-world';

describe('message mails, batched', () => {
  let w: ThreadWorld;
  let company: Company;
  let rc: TestClient;
  const dispatched: number[] = [];
  /** One run of the job's function at the clock's time, reading the real mail settings. */
  const run = () =>
    sendDueThreadMails({
      db: w.db(),
      now: w.clock.now(),
      baseUrl: BASE_URL,
      mail: { dispatch: async (ids) => void dispatched.push(...ids) },
    });

  const openThread = async ({ reminders = true } = {}) => {
    const p = await w.person();
    if (reminders) await setMailSetting(w.db(), p.user.id, 'remindUnrepliedMessages', true);
    await w.react(company.id, p.user.id, 1);
    const res = await rc.post('/api/company/threads', { user_id: p.user.id, body: '一通目です' });
    expect(res.statusCode).toBe(201);
    const [account] = await w.db().select().from(users).where(eq(users.id, p.user.id));
    return { ...p, email: account!.email, threadId: res.json().thread_id as number };
  };
  const write = (threadId: number, body: string) =>
    rc.post(`/api/company/threads/${threadId}/messages`, { body });
  const dueOf = async (threadId: number) =>
    (await w.db().select().from(messageThreads).where(eq(messageThreads.id, threadId)))[0]!
      .personMailDueAt;

  beforeAll(async () => {
    w = await threadWorld();
    company = await w.company();
    rc = (await w.recruiter(company.id)).c;
  });
  afterAll(async () => w.close());

  it('is a cron job every minute', () => {
    const job = threadMailJob({ db: w.db(), baseUrl: BASE_URL, log: { info: () => {} } });
    expect(job).toMatchObject({ name: THREAD_MAIL_JOB, cron: '* * * * *' });
  });

  it('sends one mail, ten minutes after the first message, for all the messages of a busy thread', async () => {
    const { email, threadId } = await openThread();
    const first = w.clock.now().getTime();
    expect((await dueOf(threadId))!.getTime()).toBe(first + 10 * MINUTE_MS);
    w.clock.advance(3 * MINUTE_MS);
    await write(threadId, '二通目です');
    w.clock.advance(3 * MINUTE_MS);
    await write(threadId, '三通目です');
    // Later messages do not push the mail back.
    expect((await dueOf(threadId))!.getTime()).toBe(first + 10 * MINUTE_MS);

    w.clock.advance(3 * MINUTE_MS + 59_000);
    expect(await run()).toMatchObject({ mailed: 0 });
    expect(await mailsTo(w.db(), email)).toHaveLength(0);

    w.clock.advance(1000);
    const sent = await run();
    expect(sent.mailed).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(w.db(), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('new_messages');
    expect(mails[0]!.subject).toContain(`${company.name}から新しいメッセージが届いています`);
    expect(mails[0]!.textBody).toContain('未読のメッセージが3件あります');
    expect(mails[0]!.textBody).toContain(`${BASE_URL}/messages/${threadId}`);
    expect(dispatched).toContain(mails[0]!.id);
    expect(await dueOf(threadId)).toBeNull();

    // Nothing more until the company writes again; then a new countdown, counting every
    // company message still unread.
    w.clock.advance(20 * MINUTE_MS);
    await run();
    expect(await mailsTo(w.db(), email)).toHaveLength(1);
    await write(threadId, '四通目です');
    w.clock.advance(10 * MINUTE_MS);
    await run();
    const again = await mailsTo(w.db(), email);
    expect(again).toHaveLength(2);
    expect(again[0]!.textBody).toContain('未読のメッセージが4件あります');
  });

  it('sends nothing when the person reads the thread first', async () => {
    const { c, email, threadId } = await openThread();
    w.clock.advance(5 * MINUTE_MS);
    await write(threadId, 'もう一通');
    w.clock.advance(MINUTE_MS);
    expect((await c.put(`/api/threads/${threadId}/read`)).statusCode).toBe(200);
    expect(await dueOf(threadId)).toBeNull();
    w.clock.advance(10 * MINUTE_MS);
    await run();
    expect(await mailsTo(w.db(), email)).toHaveLength(0);
  });

  it('sends nothing when the person answers first', async () => {
    const { c, email, threadId } = await openThread();
    w.clock.advance(2 * MINUTE_MS);
    await c.post(`/api/threads/${threadId}/messages`, { body: '拝見しました' });
    w.clock.advance(10 * MINUTE_MS);
    await run();
    expect(await mailsTo(w.db(), email)).toHaveLength(0);
  });

  it('sends nothing when the setting is off, and the countdown still ends', async () => {
    const { email, threadId } = await openThread({ reminders: false });
    w.clock.advance(10 * MINUTE_MS);
    await run();
    expect(await mailsTo(w.db(), email)).toHaveLength(0);
    expect(await dueOf(threadId)).toBeNull();

    // A person who never saved mail settings has every flag off (spec section 3).
    const never = await openThread({ reminders: false });
    w.clock.advance(10 * MINUTE_MS);
    await run();
    expect(await mailsTo(w.db(), never.email)).toHaveLength(0);
  });

  it('sends nothing to a person who blocked the company', async () => {
    const { user, email, threadId } = await openThread();
    await w.block(user.id, company.id);
    w.clock.advance(10 * MINUTE_MS);
    await run();
    expect(await mailsTo(w.db(), email)).toHaveLength(0);
    expect(await dueOf(threadId)).toBeNull();
  });

  it('two runs at once mail a thread once', async () => {
    const { email } = await openThread();
    w.clock.advance(10 * MINUTE_MS);
    await Promise.all([run(), run()]);
    expect(await mailsTo(w.db(), email)).toHaveLength(1);
  });
});
