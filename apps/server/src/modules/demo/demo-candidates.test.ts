import { createHash } from 'node:crypto';
import {
  type CandidateSearchResponseWire,
  candidateSearchResponseSchema,
  prefectureCodeByName,
  TOTAL_SCORER_TYPE,
} from '@kiseki/contract';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_PERSONAS } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { createTestDatabase } from '../../../test/helpers/database';
import {
  experiences,
  personSearchIndex,
  personSkillTags,
  portfolioOutputs,
  profiles,
  publicSettings,
  scoreDetails,
  setupStatuses,
  userJobSettings,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import {
  DEMO_CANDIDATE_COUNT,
  DEMO_CANDIDATE_EMAILS,
  planDemoCandidates,
  seedDemoCandidates,
} from './demo-candidates';
import { DEMO_RECRUITERS } from './demo-recruiting';
import { seedDemoWorld, seedMasterData } from './demo-seed.service';
import { DEFAULT_DEMO_SEED } from './demo-world';

const poolIds = async (db: Db): Promise<Map<string, number>> => {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_CANDIDATE_EMAILS));
  return new Map(rows.map((r) => [r.email, r.id]));
};

/** The pool's rows by email (no ids, hashes or share ids, which differ between databases). */
async function digestPool(db: Db): Promise<string> {
  const byEmail = <T extends { email: string }>(rows: T[]) =>
    rows.sort((a, b) => a.email.localeCompare(b.email));
  const { userId: _p, ...profileColumns } = getTableColumns(profiles);
  const { userId: _s, ...settingColumns } = getTableColumns(userJobSettings);
  const tables = {
    users: byEmail(
      await db
        .select({ email: users.email, displayName: users.displayName, createdAt: users.createdAt })
        .from(users)
        .where(inArray(users.email, DEMO_CANDIDATE_EMAILS)),
    ),
    profiles: byEmail(
      await db
        .select({ email: users.email, ...profileColumns })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(inArray(users.email, DEMO_CANDIDATE_EMAILS)),
    ),
    settings: byEmail(
      await db
        .select({ email: users.email, ...settingColumns })
        .from(userJobSettings)
        .innerJoin(users, eq(users.id, userJobSettings.userId))
        .where(inArray(users.email, DEMO_CANDIDATE_EMAILS)),
    ),
    experiences: await db
      .select({
        email: users.email,
        organizationName: experiences.organizationName,
        startYear: experiences.startYear,
        startMonth: experiences.startMonth,
        description: experiences.description,
      })
      .from(experiences)
      .innerJoin(users, eq(users.id, experiences.userId))
      .where(inArray(users.email, DEMO_CANDIDATE_EMAILS))
      .orderBy(asc(users.email), asc(experiences.startYear), asc(experiences.startMonth)),
    outputs: await db
      .select({ email: users.email, url: portfolioOutputs.url, stars: portfolioOutputs.stars })
      .from(portfolioOutputs)
      .innerJoin(users, eq(users.id, portfolioOutputs.userId))
      .where(inArray(users.email, DEMO_CANDIDATE_EMAILS))
      .orderBy(asc(users.email), asc(portfolioOutputs.url)),
  };
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}

describe('the demo world’s candidate pool', () => {
  let h: TestApp;
  let recruiter: TestClient;
  const db = () => h.t.database.db;
  const plan = planDemoCandidates(DEFAULT_DEMO_SEED);
  const search = async (query = ''): Promise<CandidateSearchResponseWire> => {
    const res = await recruiter.get(`/api/company/candidates/search${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return candidateSearchResponseSchema.parse(res.json());
  };
  const poolOf = async (result: CandidateSearchResponseWire) => {
    const ids = new Set((await poolIds(db())).values());
    return result.candidates.filter((c) => ids.has(c.user_id));
  };

  beforeAll(async () => {
    h = await createTestApp();
    await seedDemoWorld(db(), { companyCount: 30, jobDescriptionCount: 300 });
    recruiter = new TestClient(h.app, '203.0.113.90');
    await recruiter.signIn(DEMO_RECRUITERS[0].email, DEMO_RECRUITERS[0].password);
  });
  afterAll(async () => h.close());

  it('is planned from the seed alone: varied people, the levels a real board has', () => {
    expect(planDemoCandidates(DEFAULT_DEMO_SEED)).toEqual(plan);
    const other = planDemoCandidates(42);
    expect(other.map((c) => c.displayName)).not.toEqual(plan.map((c) => c.displayName));

    expect(plan).toHaveLength(DEMO_CANDIDATE_COUNT);
    expect(plan.map((c) => c.email)).toEqual(DEMO_CANDIDATE_EMAILS);
    expect(plan[0]!.email).toBe('candidate01@demo.kiseki.example.jp');
    expect(new Set(plan.map((c) => c.displayName)).size).toBe(DEMO_CANDIDATE_COUNT);
    expect(new Set(plan.map((c) => c.displayName.split(' ')[0])).size).toBeGreaterThan(15);
    for (const candidate of [...plan, ...other]) {
      expect(candidate.displayName).toMatch(
        /^\p{Script=Han}+ [\p{Script=Han}\p{Script=Hiragana}]+$/u,
      );
    }
    // Every line of work is there.
    expect(new Set(plan.map((c) => c.persona))).toEqual(
      new Set(CANDIDATE_PERSONAS.map((p) => p.key)),
    );

    const levels = (pool: typeof plan) =>
      pool.reduce<Record<string, number>>((count, c) => {
        const level = c.jobSetting.hirabilityLevel!;
        count[level] = (count[level] ?? 0) + 1;
        return count;
      }, {});
    for (const pool of [plan, other]) {
      expect(levels(pool)).toEqual({ NO_JOB_CHANGE: 2, WANT_TO_HEAR: 7, JOB_CHANGE: 15 });
      const notChanging = pool.filter((c) => c.jobSetting.hirabilityLevel === 'NO_JOB_CHANGE');
      expect(notChanging.map((c) => c.isPortfolioPublic)).toEqual([true, false]);
    }

    const years = plan.map((c) => c.years);
    expect(Math.min(...years)).toBeLessThanOrEqual(2);
    expect(Math.max(...years)).toBeGreaterThanOrEqual(13);
    expect(new Set(years).size).toBeGreaterThanOrEqual(8);

    for (const pool of [plan, other]) {
      const prefectures = pool.map((c) => c.profile.prefecture);
      for (const hub of ['東京都', '神奈川県', '大阪府', '福岡県', '愛知県']) {
        expect(prefectures, hub).toContain(prefectureCodeByName(hub));
      }
      const tokyo = prefectures.filter((code) => code === prefectureCodeByName('東京都'));
      expect(tokyo.length).toBeGreaterThanOrEqual(5);
      expect(tokyo.length).toBeLessThan(pool.length * 0.5);
      expect(new Set(prefectures).size).toBeGreaterThanOrEqual(8);
    }

    const publicBirthdates = plan.filter((c) => c.profile.isBirthdatePublic).length;
    expect(publicBirthdates).toBeGreaterThan(0);
    expect(publicBirthdates).toBeLessThan(plan.length / 2);
    expect(new Set(plan.map((c) => c.jobSetting.wantToDo)).size).toBeGreaterThan(15);
    expect(new Set(plan.map((c) => c.jobSetting.desiredAnnualSalary)).size).toBeGreaterThan(8);
  });

  it('seeds every candidate as a finished account with a career, skills, scores and a search row', async () => {
    const ids = await poolIds(db());
    expect(ids.size).toBe(DEMO_CANDIDATE_COUNT);
    const list = [...ids.values()];
    const [named] = await db()
      .select({ displayName: users.displayName })
      .from(users)
      .where(eq(users.email, plan[0]!.email));
    expect(named!.displayName).toBe(plan[0]!.displayName);
    expect(await db().$count(profiles, inArray(profiles.userId, list))).toBe(ids.size);
    expect(await db().$count(userJobSettings, inArray(userJobSettings.userId, list))).toBe(
      ids.size,
    );
    expect(
      await db().$count(
        setupStatuses,
        and(inArray(setupStatuses.userId, list), eq(setupStatuses.step, 'completed')),
      ),
    ).toBe(ids.size);
    const withCareer = await db()
      .selectDistinct({ userId: experiences.userId })
      .from(experiences)
      .where(inArray(experiences.userId, list));
    expect(withCareer).toHaveLength(ids.size);
    expect(
      await db().$count(personSkillTags, inArray(personSkillTags.userId, list)),
    ).toBeGreaterThanOrEqual(ids.size * 3);
    // Scored by the app's scoring from their outputs: most have a total, and totals differ.
    const totals = await db()
      .select({ score: scoreDetails.score })
      .from(scoreDetails)
      .where(
        and(
          inArray(scoreDetails.userId, list),
          eq(scoreDetails.scorerType, TOTAL_SCORER_TYPE),
          sql`${scoreDetails.score} is not null`,
        ),
      );
    expect(totals.length).toBeGreaterThanOrEqual(ids.size * 0.75);
    expect(new Set(totals.map((t) => t.score)).size).toBeGreaterThan(10);
    // Searchable the moment the world is: no index row is left to build.
    expect(await db().$count(personSearchIndex, inArray(personSearchIndex.userId, list))).toBe(
      ids.size,
    );
  });

  it('lets a demo recruiter find several engineers by a Japanese keyword, and filters narrow the list', async () => {
    const all = await search();
    const backend = await search(`?keyword=${encodeURIComponent('バックエンド')}`);
    const go = await search('?keyword=Go');
    expect((await poolOf(backend)).length).toBeGreaterThanOrEqual(5);
    expect((await poolOf(go)).length).toBeGreaterThanOrEqual(4);
    expect(backend.paging.total_count).toBeLessThan(all.paging.total_count);

    const tokyo = prefectureCodeByName('東京都');
    const inTokyo = await search(`?prefecture_codes[]=${tokyo}`);
    expect(inTokyo.paging.total_count).toBeGreaterThan(0);
    expect(inTokyo.paging.total_count).toBeLessThan(all.paging.total_count);
    for (const c of inTokyo.candidates) {
      expect(c.prefecture_code === tokyo || c.desired_conditions.locations.includes(tokyo)).toBe(
        true,
      );
    }

    const changing = await search('?hirability_levels[]=JOB_CHANGE');
    expect(changing.paging.total_count).toBe(15);
    expect(changing.candidates.every((c) => c.hirability_level === 'JOB_CHANGE')).toBe(true);

    const goInTokyo = await search(`?keyword=Go&prefecture_codes[]=${tokyo}`);
    expect(goInTokyo.paging.total_count).toBeLessThanOrEqual(go.paging.total_count);

    // What a result row shows is filled: a job title, years, skills and the total score.
    const rows = await poolOf(all);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.job_title).not.toBeNull();
      expect(row.headline_skills.length).toBeGreaterThanOrEqual(3);
      expect(row.desired_conditions.annual_salary).not.toBeNull();
    }
    // Years as the search counts them (the union of the career) are the years planned.
    const emailOf = new Map([...(await poolIds(db())).entries()].map(([email, id]) => [id, email]));
    for (const row of rows) {
      expect(row.years_of_experience).toBe(
        plan.find((c) => c.email === emailOf.get(row.user_id))!.years,
      );
    }
    const years = rows.map((r) => r.years_of_experience);
    expect(Math.max(...years) - Math.min(...years)).toBeGreaterThanOrEqual(8);
  });

  it('hides the engineer who is not changing jobs and keeps the portfolio private, not the one who publishes it', async () => {
    const [shown, hidden] = plan.filter((c) => c.jobSetting.hirabilityLevel === 'NO_JOB_CHANGE');
    const ids = await poolIds(db());
    const [open] = await db()
      .select({ isOpen: publicSettings.isOpen })
      .from(publicSettings)
      .where(eq(publicSettings.userId, ids.get(shown!.email)!));
    expect(open?.isOpen).toBe(true);

    const notChanging = await search('?hirability_levels[]=NO_JOB_CHANGE');
    expect(notChanging.candidates.map((c) => c.user_id)).toEqual([ids.get(shown!.email)]);
    const everyone: number[] = [];
    const first = await search();
    for (let page = 1; page <= first.paging.max_page; page++) {
      everyone.push(...(await search(`?page=${page}`)).candidates.map((c) => c.user_id));
    }
    expect(everyone).toContain(ids.get(shown!.email));
    expect(everyone).not.toContain(ids.get(hidden!.email));
    const page = await recruiter.get(`/api/company/candidates/${ids.get(hidden!.email)}`);
    expect(page.statusCode).toBe(404);
  });

  it('gives the same rows for the same seed in another database, in well under a few seconds', async () => {
    const other = await createTestDatabase();
    try {
      await seedMasterData(other.database.db);
      const started = performance.now();
      expect(await seedDemoCandidates(other.database.db, DEFAULT_DEMO_SEED)).toBe(
        DEMO_CANDIDATE_COUNT,
      );
      const ms = performance.now() - started;
      console.info(`[demo-candidates] seedDemoCandidates: ${Math.round(ms)} ms`);
      // Generous for a shared CI machine; about a second on a developer's.
      expect(ms).toBeLessThan(5_000);
      expect(await digestPool(other.database.db)).toBe(await digestPool(db()));
      // Seeding again adds no one.
      expect(await seedDemoCandidates(other.database.db, DEFAULT_DEMO_SEED)).toBe(0);
    } finally {
      await other.cleanup();
    }
  });
});
