import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createExperience,
  createJobDescription,
  createUser,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { MINUTE_MS, testClock } from '../../../../test/helpers/clock';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import type { Company } from '../../../db/schema';
import {
  jobApplications,
  jobDescriptions,
  jobSuggestionRequests,
  jobSuggestions,
  personSkillTags,
  userBlockedCompanies,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { startQueue } from '../../../jobs/queue';
import { suggestionJobDefinitions } from './suggestions.jobs';
import { generateSuggestionsNow, runSuggestionRequest } from './suggestions.service';

/*
 * The four suggestion calls through the real application and database: generation runs
 * inline (no queue) except in the last block, where pg-boss runs it as in production.
 */

const LIST = '/api/job_description_suggestions/';
const STATUS = '/api/job_description_suggestions/status/';
const SEEN = '/api/job_description_suggestions/seen';
const silent = { error: () => {}, warn: () => {}, info: () => {} };

interface SuggestionWire {
  job_description: {
    job_description_id: number;
    company: { id: number };
    annual_salary_max: number;
    work_style: string;
    employment_type: string;
    business_type: number;
    prefecture_code: number;
  };
  match_score: number;
  reasons: string[];
}

/** A Go backend engineer of five years who wants 600万円, remote or Tokyo, in-house, full time. */
async function goEngineer(h: TestApp, client: TestClient, blocked: number[]) {
  const db = h.t.database.db;
  const user = await createUser(db);
  await client.signIn(user.email, user.password);
  const res = await client.put('/api/user/job_setting/', {
    desired_annual_salary: 600,
    desired_work_style: { full_remote: true, partial_remote: true, attendance: false },
    desired_locations: [13],
    employment_type: { fulltime: true },
    desired_business_type: { in_house: true },
    blocked_corporations: blocked,
  });
  expect(res.statusCode, res.body).toBe(200);
  await db.insert(personSkillTags).values([
    { userId: user.id, name: 'Go', level: 4, sortOrder: 0 },
    { userId: user.id, name: 'AWS', level: 3, sortOrder: 1 },
    // Unconfirmed suggestion from an import: must count for nothing.
    { userId: user.id, name: 'Ruby', level: 3, sortOrder: 2, isAuto: true },
  ]);
  await createExperience(db, user.id, {
    positionIds: [2],
    startYear: 2021,
    startMonth: 4,
    endYear: null,
    endMonth: null,
  });
  return user;
}

const GO = 4;
const AWS = 40;
const RUBY = 5;

type JobOverrides = NonNullable<Parameters<typeof createJobDescription>[1]>;

/** A job the Go engineer would take, unless an override breaks one of their conditions. */
const fitting = (company: Company, overrides: JobOverrides = {}): JobOverrides => ({
  company,
  positionIds: [2],
  tagIds: [GO, AWS],
  salaryMin: 650,
  salaryMax: 900,
  workStyle: 'fullRemote',
  prefectureCode: 13,
  employmentType: 'fulltime',
  businessType: 1,
  status: 'published',
  ...overrides,
});

describe('job suggestions API', () => {
  const clock = testClock(new Date('2026-11-22T00:00:00Z'));
  let h: TestApp;
  let db: Db;
  let a: TestClient;
  let companies: Company[];
  let blockedCompany: Company;
  const jobs: Record<string, number> = {};

  beforeAll(async () => {
    h = await createTestApp({}, { now: clock.now });
    db = h.t.database.db;
    companies = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createCompany(db)));
    blockedCompany = await createCompany(db);
    const [c1, c2, c3, c4, c5, c6] = companies as [
      Company,
      Company,
      Company,
      Company,
      Company,
      Company,
    ];
    const make = async (name: string, overrides: JobOverrides) => {
      jobs[name] = (await createJobDescription(db, overrides)).id;
    };
    // Fit every condition.
    await make('best', fitting(c1));
    await make('tokyoPartial', fitting(c2, { workStyle: 'partialRemote', salaryMin: 600 }));
    await make('osakaRemote', fitting(c3, { prefectureCode: 27, tagIds: [GO] }));
    await make('rubyRemote', fitting(c4, { tagIds: [RUBY], salaryMin: 500, salaryMax: 700 }));
    await make('toApply', fitting(c5));
    await make('toClose', fitting(c6, { tagIds: [GO] }));
    // Break exactly one condition each.
    await make('osakaPartial', fitting(c2, { workStyle: 'partialRemote', prefectureCode: 27 }));
    await make('lowPay', fitting(c3, { salaryMin: 400, salaryMax: 590 }));
    await make('office', fitting(c4, { workStyle: 'attendance' }));
    await make('freelance', fitting(c5, { employmentType: 'freelance' }));
    await make('ses', fitting(c6, { businessType: 3 }));
    await make('blocked', fitting(blockedCompany));
    await make('closed', fitting(c1, { status: 'closed' }));
    a = new TestClient(h.app, '100.70.0.1');
  });
  afterAll(async () => h.close());

  it('answer 401 to a visitor on every call', async () => {
    const visitor = new TestClient(h.app, '100.70.0.9');
    for (const [method, url] of [
      ['GET', LIST],
      ['POST', LIST],
      ['PUT', SEEN],
      ['GET', STATUS],
    ] as const) {
      const res = await visitor.request({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('generate on request, list with reasons within every hard constraint, and clear the dot when seen', async () => {
    const user = await goEngineer(h, a, [blockedCompany.id]);
    await db.insert(jobApplications).values({
      userId: user.id,
      jobDescriptionId: jobs.toApply!,
      appliedAt: clock.now(),
      expectedMailRepliedAt: clock.now(),
    });

    const before = await a.get(STATUS);
    expect(before.json()).toEqual({
      latest_suggestion_request_id: null,
      generation_status: 0,
      active_count: 0,
      completed_at: null,
      is_seen: true,
    });
    expect((await a.get(LIST)).json()).toMatchObject({
      suggestion_request_id: null,
      generation_status: 0,
      suggestions: [],
    });

    const posted = await a.post(LIST);
    expect(posted.statusCode).toBe(202);
    const status = posted.json();
    expect(status).toMatchObject({ generation_status: 2, is_seen: false, active_count: 5 });
    expect(status.completed_at).toBe(Math.floor(clock.now().getTime() / 1000));
    expect((await a.get(STATUS)).json()).toEqual(status);

    const list = (await a.get(LIST)).json();
    expect(list.suggestion_request_id).toBe(status.latest_suggestion_request_id);
    expect(list.is_seen).toBe(false);
    const suggestions: SuggestionWire[] = list.suggestions;
    const ids = suggestions.map((s) => s.job_description.job_description_id);
    expect(new Set(ids)).toEqual(
      new Set([jobs.best, jobs.tokyoPartial, jobs.osakaRemote, jobs.rubyRemote, jobs.toClose]),
    );
    // The full stack at a band that starts at the wish first (remote and Tokyo tie, the newer
    // first); Ruby, which the person never confirmed, last.
    expect(new Set(ids.slice(0, 2))).toEqual(new Set([jobs.best, jobs.tokyoPartial]));
    expect(suggestions[0]!.match_score).toBe(suggestions[1]!.match_score);
    expect(ids.at(-1)).toBe(jobs.rubyRemote);
    const scores = suggestions.map((s) => s.match_score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const best = suggestions.find((s) => s.job_description.job_description_id === jobs.best);
    expect(best!.reasons).toEqual([
      'Go・AWSの経験が活かせます',
      'バックエンドエンジニアの経験 5年',
      '希望年収600万円以上',
      'フルリモート可',
      '希望の自社開発',
    ]);
    const tokyo = suggestions.find(
      (s) => s.job_description.job_description_id === jobs.tokyoPartial,
    );
    expect(tokyo!.reasons).toEqual(
      expect.arrayContaining(['一部リモート可', '希望勤務地（東京都）']),
    );
    for (const s of suggestions) {
      const j = s.job_description;
      expect(j.company.id).not.toBe(blockedCompany.id);
      expect(j.annual_salary_max).toBeGreaterThanOrEqual(600);
      expect(['fullRemote', 'partialRemote']).toContain(j.work_style);
      expect(j.employment_type).toBe('fulltime');
      expect(j.business_type).toBe(1);
      if (j.work_style !== 'fullRemote') expect(j.prefecture_code).toBe(13);
      expect(s.reasons.length).toBeGreaterThan(0);
    }

    const seen = await a.put(SEEN);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ ...status, is_seen: true });
    expect((await a.get(STATUS)).json().is_seen).toBe(true);
    const [row] = await db
      .select()
      .from(jobSuggestionRequests)
      .where(eq(jobSuggestionRequests.id, status.latest_suggestion_request_id));
    clock.advance(MINUTE_MS);
    await a.put(SEEN);
    const [again] = await db
      .select()
      .from(jobSuggestionRequests)
      .where(eq(jobSuggestionRequests.id, status.latest_suggestion_request_id));
    expect(again!.seenAt).toEqual(row!.seenAt);
  });

  it('leave out jobs closed and companies blocked since the generation', async () => {
    const before = (await a.get(LIST)).json();
    expect(before.suggestions).toHaveLength(5);
    await db
      .update(jobDescriptions)
      .set({ status: 'closed' })
      .where(eq(jobDescriptions.id, jobs.toClose!));
    const [me] = await db
      .select({ userId: jobSuggestionRequests.userId })
      .from(jobSuggestionRequests)
      .where(eq(jobSuggestionRequests.id, before.suggestion_request_id));
    const tokyoCompany = companies[1]!;
    await db
      .insert(userBlockedCompanies)
      .values({ userId: me!.userId, companyId: tokyoCompany.id });

    const after = (await a.get(LIST)).json();
    const ids = after.suggestions.map((s: SuggestionWire) => s.job_description.job_description_id);
    expect(ids).not.toContain(jobs.toClose);
    expect(ids).not.toContain(jobs.tokyoPartial);
    expect(ids).toHaveLength(3);
    expect((await a.get(STATUS)).json().active_count).toBe(3);
  });

  it('never show one person’s suggestions to another', async () => {
    const b = new TestClient(h.app, '100.70.0.2');
    const other = await createUser(db);
    await b.signIn(other.email, other.password);
    expect((await b.get(STATUS)).json().generation_status).toBe(0);
    expect((await b.get(LIST)).json().suggestions).toEqual([]);
    expect((await b.put(SEEN)).json().latest_suggestion_request_id).toBeNull();

    // B asks for their own: no conditions, so every open job of a company B did not block.
    const mine = (await b.post(LIST)).json();
    const aStatus = (await a.get(STATUS)).json();
    expect(mine.latest_suggestion_request_id).not.toBe(aStatus.latest_suggestion_request_id);
    const bList = (await b.get(LIST)).json();
    expect(bList.suggestion_request_id).toBe(mine.latest_suggestion_request_id);
    expect(bList.is_seen).toBe(false);
    // A seeing theirs does not mark B's seen.
    await a.put(SEEN);
    expect((await b.get(STATUS)).json().is_seen).toBe(false);
  });

  it('limit new generations to 10 an hour per person, in Japanese', async () => {
    const c = new TestClient(h.app, '100.70.0.3');
    const person = await createUser(db);
    await c.signIn(person.email, person.password);
    for (let i = 0; i < 10; i++) expect((await c.post(LIST)).statusCode).toBe(202);
    const refused = await c.post(LIST);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/1時間に10回まで/);
    // The suggestions already made stay readable.
    expect((await c.get(LIST)).json().generation_status).toBe(2);
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await c.post(LIST)).statusCode).toBe(202);
  });

  it('refuse POST and PUT without the CSRF token', async () => {
    for (const [method, url] of [
      ['POST', LIST],
      ['PUT', SEEN],
    ] as const) {
      const res = await a.request({ method, url, csrf: false });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
  });
});

describe('a request while one is being generated', () => {
  const clock = testClock(new Date('2026-11-22T00:00:00Z'));
  let h: TestApp;
  let db: Db;
  beforeAll(async () => {
    h = await createTestApp({}, { now: clock.now, holdSuggestions: true });
    db = h.t.database.db;
    const company = await createCompany(db);
    await createJobDescription(db, fitting(company));
  });
  afterAll(async () => h.close());

  it('answers the pending request instead of starting another, and replaces it once stale', async () => {
    const user = await createUser(db);
    const c = new TestClient(h.app, '100.70.1.1');
    await c.signIn(user.email, user.password);
    const first = (await c.post(LIST)).json();
    expect(first).toMatchObject({ generation_status: 1, active_count: 0, is_seen: true });
    const second = (await c.post(LIST)).json();
    expect(second.latest_suggestion_request_id).toBe(first.latest_suggestion_request_id);
    const rows = await db
      .select()
      .from(jobSuggestionRequests)
      .where(eq(jobSuggestionRequests.userId, user.id));
    expect(rows).toHaveLength(1);
    expect((await c.get(STATUS)).json().generation_status).toBe(1);

    // Its job never ran (a lost worker): after ten minutes a new request replaces it.
    clock.advance(10 * MINUTE_MS + 1000);
    const third = (await c.post(LIST)).json();
    expect(third.latest_suggestion_request_id).not.toBe(first.latest_suggestion_request_id);
    const [stale] = await db
      .select()
      .from(jobSuggestionRequests)
      .where(eq(jobSuggestionRequests.id, first.latest_suggestion_request_id));
    expect(stale!.status).toBe(3);

    // The job runs: COMPLETED and unseen; running it twice stores nothing twice.
    const id = third.latest_suggestion_request_id;
    expect(await runSuggestionRequest(db, id, clock.now, silent)).toBe('completed');
    expect(await runSuggestionRequest(db, id, clock.now, silent)).toBe('skipped');
    expect((await c.get(STATUS)).json()).toMatchObject({
      latest_suggestion_request_id: id,
      generation_status: 2,
      active_count: 1,
      is_seen: false,
    });
    const stored = await db.select().from(jobSuggestions).where(eq(jobSuggestions.requestId, id));
    expect(stored).toHaveLength(1);
  });

  it('answers NOT_REQUESTED after a failed first generation, the last completed one after a later failure', async () => {
    const user = await createUser(db);
    const c = new TestClient(h.app, '100.70.1.2');
    await c.signIn(user.email, user.password);
    const failing = () => {
      throw new Error('boom');
    };
    const first = (await c.post(LIST)).json();
    expect(
      await runSuggestionRequest(db, first.latest_suggestion_request_id, failing, silent),
    ).toBe('failed');
    const [failed] = await db
      .select()
      .from(jobSuggestionRequests)
      .where(eq(jobSuggestionRequests.id, first.latest_suggestion_request_id));
    expect(failed).toMatchObject({ status: 3, failureReason: 'boom' });
    expect((await c.get(STATUS)).json()).toEqual({
      latest_suggestion_request_id: null,
      generation_status: 0,
      active_count: 0,
      completed_at: null,
      is_seen: true,
    });
    const list = (await c.get(LIST)).json();
    expect(list).toMatchObject({ generation_status: 3, suggestions: [] });
    // The failure reason stays in the database and the logs, never on the wire.
    expect(JSON.stringify(list)).not.toContain('boom');

    const done = await generateSuggestionsNow(db, user.id, clock.now(), silent);
    expect(done).toMatchObject({ generation_status: 2, active_count: 1, is_seen: false });
    const next = (await c.post(LIST)).json();
    await runSuggestionRequest(db, next.latest_suggestion_request_id, failing, silent);
    expect((await c.get(STATUS)).json()).toEqual(done);
    expect((await c.get(LIST)).json()).toMatchObject({
      generation_status: 3,
      suggestion_request_id: done.latest_suggestion_request_id,
    });
  });
});

describe('generation as a pg-boss job', () => {
  let t: TestDatabase;
  let stopQueue: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestDatabase();
    const queue = await startQueue(t.database, {
      jobs: suggestionJobDefinitions({ db: t.database.db, now: () => new Date(), log: silent }),
      processJobs: true,
      pollingIntervalSeconds: 0.5,
      logger: silent,
    });
    stopQueue = () => queue.stop();
    app = await buildApp(testConfig({ webDistDir: '/nonexistent' }), {
      database: t.database,
      queue,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await stopQueue();
    await t.cleanup();
  });

  it('answers REQUESTED at once and COMPLETED when the job has run', async () => {
    const db = t.database.db;
    await createJobDescription(db, fitting(await createCompany(db)));
    const user = await createUser(db);
    const c = new TestClient(app, '100.70.2.1');
    await c.signIn(user.email, user.password);
    const posted = await c.post(LIST);
    expect(posted.statusCode).toBe(202);
    expect(posted.json().generation_status).toBe(1);
    const deadline = Date.now() + 20_000;
    let status = posted.json();
    while (status.generation_status !== 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await c.get(STATUS)).json();
    }
    expect(status).toMatchObject({
      latest_suggestion_request_id: posted.json().latest_suggestion_request_id,
      generation_status: 2,
      active_count: 1,
      is_seen: false,
    });
  });
});
