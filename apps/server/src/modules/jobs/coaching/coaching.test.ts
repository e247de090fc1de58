import {
  externalAiAgreementResponseSchema,
  interviewCoachingResponseSchema,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedJobDescription,
  createExperience,
  createJobDescription,
  createUser,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { type TestClock, testClock } from '../../../../test/helpers/clock';
import { externalAiAgreements, personSkillTags, userBlockedCompanies } from '../../../db/schema';
import { RATE_LIMITS } from '../../rate-limit/rate-limit-rules';
import { COACHING_MESSAGES } from './coaching.service';
import { createChatCompletionsProvider } from './external-provider';
import { type FakeChatServer, startFakeChatServer } from './fake-chat-server';

const NEVER = 2_000_000_000;
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const coachingUrl = (id: number | string) => `/api/job_descriptions/${id}/interview_coaching`;
const AGREEMENT_URL = '/api/user/external_ai_agreement';

/** What a well-behaved provider answers: the coaching JSON the prompt asks for. */
const AI_COACHING = {
  likely_questions: [
    { question: 'AIが考えた質問です。', intent: 'AIが考えた意図です。' },
    { question: '決済の整合性をどう保ちましたか。', intent: '決済領域の経験を確かめます。' },
  ],
  highlights: [{ title: 'AIが選んだ経験', detail: 'AIが書いた説明です。' }],
  questions_to_ask: ['AIが考えた逆質問です。'],
};

/** A posting with a known stack and requirements, so the coaching can be predicted. */
const GO_JOB = {
  status: 'published' as const,
  positionIds: [2],
  tagIds: [4, 30, 40],
  workStyle: 'fullRemote' as const,
  businessType: 1 as const,
  employmentType: 'fulltime' as const,
  requiredSkills: '・Goを用いた開発経験\n・RDBを用いたテーブル設計の経験',
  welcomeSkills: '・AWSを用いた開発・運用経験',
};

describe('interview coaching API', () => {
  let h: TestApp;
  let ai: TestApp;
  let fake: FakeChatServer;
  let clock: TestClock;
  let job: CreatedJobDescription;
  let ip = 0;

  const signedIn = async (app: TestApp) => {
    const user = await createUser(app.t.database.db, {}, clock.now());
    const c = new TestClient(app.app, `100.73.0.${++ip}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  const agree = async (c: TestClient) => {
    const res = await c.put(AGREEMENT_URL, { agreed: true });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-22T03:00:00Z'));
    fake = await startFakeChatServer();
    h = await createTestApp({}, { now: clock.now });
    ai = await createTestApp(
      { ai: { apiUrl: fake.url, apiKey: 'sk-test-key', model: 'coach-test' } },
      { now: clock.now },
    );
    job = await createJobDescription(h.t.database.db, GO_JOB);
  });
  afterAll(async () => {
    await Promise.all([h.close(), ai.close()]);
    await fake.close();
  });

  describe('GET /api/job_descriptions/{id}/interview_coaching', () => {
    it('coaches from the job and the person’s own career', async () => {
      const { user, c } = await signedIn(h);
      const db = h.t.database.db;
      await createExperience(db, user.id, {
        organizationName: '株式会社サンプルペイ',
        positionIds: [2],
        startYear: 2023,
        startMonth: 11,
        endYear: null,
        endMonth: null,
        description: 'Goで決済APIを開発。',
      });
      await db.insert(personSkillTags).values([
        { userId: user.id, name: 'AWS', level: 4, sortOrder: 0 },
        // Suggested by an import and never confirmed: not the person's claim yet.
        { userId: user.id, name: 'Kubernetes', level: 5, sortOrder: 1, isAuto: true },
      ]);

      const res = await c.get(coachingUrl(job.id));
      expect(res.statusCode).toBe(200);
      const body = interviewCoachingResponseSchema.parse(res.json());
      expect(body.job_description).toMatchObject({
        job_description_id: job.id,
        title: job.title,
      });
      expect(body.external_ai_available).toBe(false);
      expect(body.external_ai_agreed).toBe(false);
      expect(body.coaching).toMatchObject({
        job_description_id: job.id,
        provider: 'builtin',
        generated_at: epoch(clock.now()),
      });
      // November 2023 to November 2026: 3 years and 1 month.
      expect(body.coaching.highlights[0]?.title).toBe(
        'Goでの開発経験（株式会社サンプルペイ、3年1か月）',
      );
      expect(body.coaching.highlights.map((x) => x.title)).toContain(
        '歓迎スキルのAWS（人に教えられる）',
      );
      expect(JSON.stringify(body.coaching)).not.toContain('Kubernetes');
      // Another person with no career gets advice to start from scratch, not these lines.
      const other = await signedIn(h);
      const theirs = (await other.c.get(coachingUrl(job.id))).json();
      expect(JSON.stringify(theirs)).not.toContain('サンプルペイ');
      expect(theirs.coaching.highlights[0].title).toBe('アピールできる経験を書き出しましょう');
    });

    it('answers 404 alike for a missing job and one of a company the person blocked', async () => {
      const { user, c } = await signedIn(h);
      const blockedJob = await createJobDescription(h.t.database.db, GO_JOB);
      await h.t.database.db
        .insert(userBlockedCompanies)
        .values({ userId: user.id, companyId: blockedJob.companyId });
      const blocked = await c.get(coachingUrl(blockedJob.id));
      const missing = await c.get(coachingUrl(NEVER));
      expect(blocked.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(blocked.json()).toEqual(missing.json());
      expect(missing.json().error).toEqual({
        code: 'not_found',
        message: COACHING_MESSAGES.jobNotFound,
      });
      // Someone who did not block the company is coached as usual.
      const other = await signedIn(h);
      expect((await other.c.get(coachingUrl(blockedJob.id))).statusCode).toBe(200);
    });

    it('refuses ids that are not ids with 400', async () => {
      const { c } = await signedIn(h);
      for (const id of ['abc', '0', '-1', '99999999999']) {
        const res = await c.get(coachingUrl(id));
        expect(res.statusCode, id).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
    });

    it('answers a visitor 401 on every coaching and agreement call', async () => {
      const visitor = new TestClient(h.app, '100.73.9.1');
      const calls = [
        visitor.get(coachingUrl(job.id)),
        visitor.post(coachingUrl(job.id), { use_external_ai: false }),
        visitor.get(AGREEMENT_URL),
        visitor.put(AGREEMENT_URL, { agreed: true }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('unauthenticated');
      }
    });
  });

  describe('the external-AI agreement', () => {
    it('is recorded, kept on a second agreement, and deleted on withdrawal', async () => {
      const { user, c } = await signedIn(h);
      expect((await c.get(AGREEMENT_URL)).json()).toEqual({ agreed: false, agreed_at: null });
      const agreedAt = epoch(clock.now());
      const first = await c.put(AGREEMENT_URL, { agreed: true });
      expect(externalAiAgreementResponseSchema.parse(first.json())).toEqual({
        agreed: true,
        agreed_at: agreedAt,
      });
      clock.advanceSeconds(3600);
      expect((await c.put(AGREEMENT_URL, { agreed: true })).json().agreed_at).toBe(agreedAt);
      expect((await c.get(coachingUrl(job.id))).json().external_ai_agreed).toBe(true);

      expect((await c.put(AGREEMENT_URL, { agreed: false })).json()).toEqual({
        agreed: false,
        agreed_at: null,
      });
      const rows = await h.t.database.db
        .select()
        .from(externalAiAgreements)
        .where(eq(externalAiAgreements.userId, user.id));
      expect(rows).toEqual([]);
    });

    it('needs the CSRF token to change, and a boolean', async () => {
      const { c } = await signedIn(h);
      const forged = await c.put(AGREEMENT_URL, { agreed: true }, { csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error.code).toBe('csrf_failed');
      expect((await c.get(AGREEMENT_URL)).json().agreed).toBe(false);
      const bad = await c.put(AGREEMENT_URL, { agreed: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fields)).toEqual(['agreed']);
    });
  });

  describe('POST /api/job_descriptions/{id}/interview_coaching', () => {
    it('needs the CSRF token', async () => {
      const { c } = await signedIn(ai);
      const res = await c.post(coachingUrl(job.id), { use_external_ai: false }, { csrf: false });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    });

    it('refuses external AI without the agreement, and sends nothing', async () => {
      const aiJob = await createJobDescription(ai.t.database.db, GO_JOB);
      const { c } = await signedIn(ai);
      fake.answer({ kind: 'content', content: JSON.stringify(AI_COACHING) });
      const before = fake.requests.length;
      const res = await c.post(coachingUrl(aiJob.id), { use_external_ai: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'forbidden',
        message: '外部AIサービスの利用に同意してください。',
      });
      expect(fake.requests.length).toBe(before);
      // The built-in coaching stays available to them.
      const builtin = await c.post(coachingUrl(aiJob.id), { use_external_ai: false });
      expect(builtin.statusCode).toBe(200);
      expect(builtin.json().coaching.provider).toBe('builtin');
      expect(builtin.json().external_ai_available).toBe(true);
      expect(fake.requests.length).toBe(before);
    });

    it('asks the configured provider once agreed, sending the job and career but not who they are', async () => {
      const db = ai.t.database.db;
      const aiJob = await createJobDescription(db, GO_JOB);
      const { user, c } = await signedIn(ai);
      await createExperience(db, user.id, {
        organizationName: '株式会社サンプルペイ',
        positionIds: [2],
        description: 'Goで決済APIを開発。',
      });
      await agree(c);
      fake.answer({ kind: 'content', content: JSON.stringify(AI_COACHING) });
      const before = fake.requests.length;

      const res = await c.post(coachingUrl(aiJob.id), { use_external_ai: true });
      expect(res.statusCode).toBe(200);
      const body = interviewCoachingResponseSchema.parse(res.json());
      expect(body.coaching).toEqual({
        job_description_id: aiJob.id,
        provider: 'external',
        ...AI_COACHING,
        generated_at: epoch(clock.now()),
      });
      expect(body.external_ai_agreed).toBe(true);

      expect(fake.requests.length).toBe(before + 1);
      const sent = fake.requests.at(-1)!;
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.headers.authorization).toBe('Bearer sk-test-key');
      expect(sent.body.model).toBe('coach-test');
      expect(sent.body.response_format).toEqual({ type: 'json_object' });
      const prompt = JSON.stringify(sent.body.messages);
      expect(prompt).toContain(JSON.stringify(aiJob.title).slice(1, -1));
      expect(prompt).toContain('株式会社サンプルペイ');
      expect(prompt).not.toContain(user.email);
      expect(prompt).not.toContain(user.displayName);
    });

    it('falls back to the built-in coaching when the provider answers badly', async () => {
      const aiJob = await createJobDescription(ai.t.database.db, GO_JOB);
      const { c } = await signedIn(ai);
      await agree(c);
      const builtin = (await c.get(coachingUrl(aiJob.id))).json().coaching;
      const answers = [
        { kind: 'content', content: 'はい、面接対策です！ まず…' },
        { kind: 'content', content: JSON.stringify({ likely_questions: 'none' }) },
        { kind: 'raw', body: '<html>Bad gateway</html>' },
        { kind: 'status', status: 500 },
        { kind: 'status', status: 401, body: '{"error":{"message":"invalid api key"}}' },
      ] as const;
      for (const answer of answers) {
        fake.answer(answer);
        const before = fake.requests.length;
        const res = await c.post(coachingUrl(aiJob.id), { use_external_ai: true });
        expect(res.statusCode, answer.kind).toBe(200);
        expect(res.json().coaching, JSON.stringify(answer)).toEqual(builtin);
        expect(fake.requests.length).toBe(before + 1);
      }
    });

    it('limits calls to the provider per person, and tells them in Japanese', async () => {
      const aiJob = await createJobDescription(ai.t.database.db, GO_JOB);
      const { c } = await signedIn(ai);
      await agree(c);
      fake.answer({ kind: 'content', content: JSON.stringify(AI_COACHING) });
      // Earlier tests in this window belong to other people: each person counts alone.
      for (let i = 0; i < RATE_LIMITS.externalAiCoachingPerUser.limit; i++) {
        const res = await c.post(coachingUrl(aiJob.id), { use_external_ai: true });
        expect(res.statusCode).toBe(200);
      }
      const before = fake.requests.length;
      const limited = await c.post(coachingUrl(aiJob.id), { use_external_ai: true });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toBe(RATE_LIMITS.externalAiCoachingPerUser.message);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(fake.requests.length).toBe(before);
      // The built-in coaching is not limited.
      expect((await c.post(coachingUrl(aiJob.id), { use_external_ai: false })).statusCode).toBe(
        200,
      );
    });

    it('answers with the built-in coaching when no provider is configured', async () => {
      const { c } = await signedIn(h);
      await agree(c);
      const res = await c.post(coachingUrl(job.id), { use_external_ai: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        external_ai_available: false,
        external_ai_agreed: true,
        coaching: { provider: 'builtin' },
      });
    });

    it('refuses a body without use_external_ai', async () => {
      const { c } = await signedIn(h);
      const res = await c.post(coachingUrl(job.id), {});
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(['use_external_ai']);
    });
  });
});

// The provider by itself: no database involved, so once is enough.
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('the chat-completions provider', () => {
  let fake: FakeChatServer;
  beforeAll(async () => {
    fake = await startFakeChatServer();
  });
  afterAll(async () => fake.close());

  const input = {
    job: {
      id: 1,
      title: 'バックエンドエンジニア',
      companyName: '株式会社テスト',
      positions: [{ key: 'BACKEND_ENGINEER' as const, name: 'バックエンドエンジニア' }],
      tags: [],
      jobDetails: '',
      requiredSkills: '',
      welcomeSkills: '',
      developmentEnvironment: '',
      workingConditions: '',
      businessType: 1 as const,
      workStyle: 'attendance' as const,
      employmentType: 'fulltime' as const,
      preferredConditionIds: [],
    },
    career: { experiences: [], skillTags: [], wantToDo: null, jobSummary: null },
    now: new Date('2026-01-01T00:00:00Z'),
  };
  const draft = { likely_questions: [], highlights: [], questions_to_ask: [] };

  it('gives up after its timeout', async () => {
    fake.answer({ kind: 'hang' });
    const provider = createChatCompletionsProvider({
      apiUrl: fake.url,
      apiKey: undefined,
      model: 'coach-test',
      timeoutMs: 300,
    });
    const started = Date.now();
    expect(await provider.generate(input, draft)).toEqual({
      ok: false,
      reason: 'no answer within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(5000);
    // No key configured: no Authorization header at all.
    expect(fake.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('accepts JSON in a Markdown fence, cleans it and keeps the lists within limits', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      question: `質問${i}\u0007`,
      intent: '意図',
    }));
    fake.answer({
      kind: 'content',
      content: `\`\`\`json\n${JSON.stringify({ ...AI_COACHING, likely_questions: many })}\n\`\`\``,
    });
    const provider = createChatCompletionsProvider({
      apiUrl: `${fake.url}/`,
      apiKey: 'k',
      model: 'coach-test',
    });
    const outcome = await provider.generate(input, draft);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.coaching.likely_questions).toHaveLength(10);
    expect(outcome.coaching.likely_questions[0]).toEqual({ question: '質問0', intent: '意図' });
    expect(fake.requests.at(-1)?.path).toBe('/v1/chat/completions');
  });

  it('reports a connection failure as an outcome, not an exception', async () => {
    const provider = createChatCompletionsProvider({
      apiUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'coach-test',
      timeoutMs: 2000,
    });
    const outcome = await provider.generate(input, draft);
    expect(outcome.ok).toBe(false);
  });
});
