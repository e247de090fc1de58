import { createHash } from 'node:crypto';
import {
  EMPLOYMENT_TYPE_KEYS,
  JOB_POSITION_CATEGORIES,
  JOB_POSITIONS,
  jobPositionByKey,
  PREFERRED_CONDITIONS,
  prefectureCodeByName,
  SNS_NAMES,
  TECH_TAG_GROUPS,
  TECH_TAGS,
  WORK_STYLE_KEYS,
} from '@kiseki/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import {
  blogs,
  companies,
  featureFlags,
  jobApplications,
  jobDescriptionPositions,
  jobDescriptionPreferredConditions,
  jobDescriptions,
  jobDescriptionTags,
  jobPositionCategories,
  jobPositions,
  jobReactions,
  jobSuggestionRequests,
  jobSuggestions,
  portfolioOutputs,
  preferredConditions,
  profiles,
  publicSettings,
  snsAssociations,
  techTags,
  userBlockedCompanies,
  userJobSettings,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { DEMO_BLOG_URLS } from '../../integrations/fake-upstream/routed-http';
import type { ServiceContext } from '../../lib/service-context';
import { countOpenCareerUpdateRequests } from '../career/career-update-requests.service';
import { listConjectures } from '../career/conjectures.service';
import { listEducations } from '../career/educations.service';
import { listExperiences } from '../career/experiences.service';
import { getJobSetting } from '../career/job-setting.service';
import { getSetupStatus } from '../career/setup-status.service';
import { SEARCH_INDEX_VERSION } from '../jobs/search/job-search-index';
import { teamTags } from '../public/team-tags.service';
import { readScoreDetails } from '../scores/score-details.service';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_CANDIDATE_EMAILS } from './demo-candidates';
import { DEMO_SHARE_ID, DEMO_TEAM } from './demo-portfolio';
import {
  isDemoWorldSeeded,
  resetDemoWorld,
  seedDemoWorld,
  seedMasterData,
} from './demo-seed.service';
import {
  DEFAULT_COMPANY_COUNT,
  DEFAULT_DEMO_SEED,
  DEFAULT_JOB_DESCRIPTION_COUNT,
  demoReferenceTime,
  planDemoWorld,
} from './demo-world';

/** A fingerprint of every demo-world row, ordered by key, for comparing two worlds. */
async function digestWorld(db: Db): Promise<string> {
  const tables = {
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    jobDescriptions: await db.select().from(jobDescriptions).orderBy(asc(jobDescriptions.id)),
    positions: await db
      .select()
      .from(jobDescriptionPositions)
      .orderBy(
        asc(jobDescriptionPositions.jobDescriptionId),
        asc(jobDescriptionPositions.jobPositionId),
      ),
    tags: await db
      .select()
      .from(jobDescriptionTags)
      .orderBy(asc(jobDescriptionTags.jobDescriptionId), asc(jobDescriptionTags.techTagId)),
    conditions: await db
      .select()
      .from(jobDescriptionPreferredConditions)
      .orderBy(
        asc(jobDescriptionPreferredConditions.jobDescriptionId),
        asc(jobDescriptionPreferredConditions.preferredConditionId),
      ),
    // The demo engineer's activity, by email: a reset recreates the accounts with new ids.
    reactions: await db
      .select({
        email: users.email,
        jobDescriptionId: jobReactions.jobDescriptionId,
        source: jobReactions.source,
        reactedAt: jobReactions.reactedAt,
      })
      .from(jobReactions)
      .innerJoin(users, eq(users.id, jobReactions.userId))
      .orderBy(asc(users.email), asc(jobReactions.jobDescriptionId)),
    applications: await db
      .select({
        email: users.email,
        jobDescriptionId: jobApplications.jobDescriptionId,
        status: jobApplications.status,
        source: jobApplications.source,
        appliedAt: jobApplications.appliedAt,
        expectedMailRepliedAt: jobApplications.expectedMailRepliedAt,
        mailReceivedAt: jobApplications.mailReceivedAt,
        updatedAt: jobApplications.updatedAt,
      })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .orderBy(asc(users.email), asc(jobApplications.jobDescriptionId)),
    // The pool of engineers recruiters find (demo-candidates.ts), by email as well.
    candidates: await db
      .select({
        email: users.email,
        displayName: users.displayName,
        createdAt: users.createdAt,
        prefecture: profiles.prefecture,
        birthdate: profiles.birthdate,
        hirabilityLevel: userJobSettings.hirabilityLevel,
        wantToDo: userJobSettings.wantToDo,
        desiredAnnualSalary: userJobSettings.desiredAnnualSalary,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .innerJoin(userJobSettings, eq(userJobSettings.userId, users.id))
      .where(inArray(users.email, DEMO_CANDIDATE_EMAILS))
      .orderBy(asc(users.email)),
  };
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}

async function indexDefinitions(t: TestDatabase): Promise<unknown[]> {
  const { rows } = await t.database.executeSql(
    "select indexname, indexdef from pg_indexes where tablename = 'job_descriptions' order by indexname",
  );
  return rows;
}

/** A world small enough to seed many times; the default world is seeded once, in `main`. */
const SMALL = { companyCount: 30, jobDescriptionCount: 300 } as const;

const distinct = <T>(values: T[]) => new Set(values);

describe('demo world', () => {
  let main: TestDatabase;
  let db: Db;
  let seedMs = 0;
  let firstDigest = '';

  beforeAll(async () => {
    main = await createTestDatabase();
    db = main.database.db;
  });
  afterAll(async () => {
    await main?.cleanup();
  });

  it('seeds an empty database with the default world: 120 companies, over 2,000 job descriptions', async () => {
    expect(await isDemoWorldSeeded(db)).toBe(false);
    const indexesBefore = await indexDefinitions(main);
    const started = performance.now();
    const summary = await seedDemoWorld(db);
    seedMs = performance.now() - started;
    console.info(`[demo-seed] seedDemoWorld on ${main.database.kind}: ${Math.round(seedMs)} ms`);

    expect(summary).toMatchObject({ seeded: true, seed: DEFAULT_DEMO_SEED });
    expect(summary.companies).toBe(DEFAULT_COMPANY_COUNT);
    expect(summary.companies).toBeGreaterThanOrEqual(100);
    expect(summary.jobDescriptions).toBe(DEFAULT_JOB_DESCRIPTION_COUNT);
    expect(summary.jobDescriptions).toBeGreaterThanOrEqual(2_000);
    // A visitor sees the published ones: still more than 2,000 after the closed ones.
    expect(
      await db.$count(jobDescriptions, sql`${jobDescriptions.status} = 'published'`),
    ).toBeGreaterThan(2_000);
    expect(await db.$count(companies)).toBe(summary.companies);
    expect(await db.$count(jobDescriptions)).toBe(summary.jobDescriptions);
    expect(await isDemoWorldSeeded(db)).toBe(true);
    // Searchable as soon as it exists: start-up has nothing left to index.
    expect(
      await db.$count(
        jobDescriptions,
        sql`${jobDescriptions.searchIndexVersion} = ${SEARCH_INDEX_VERSION} and ${jobDescriptions.searchVector} is not null`,
      ),
    ).toBe(summary.jobDescriptions);
    // The search indexes, dropped for the load, are back as they were.
    expect(await indexDefinitions(main)).toEqual(indexesBefore);
    // Generous bound: the point is "seconds, not minutes" on a slow, shared CI machine.
    expect(seedMs).toBeLessThan(60_000);
    firstDigest = await digestWorld(db);
    // The runner's limit follows the bound above (the default 30 s is below it): on shared
    // cores, beside other seeding test files, this test has run past 30 s.
  }, 90_000);

  it('uses every position category and every position', async () => {
    const rows = await db
      .selectDistinct({ positionId: jobPositions.id, categoryId: jobPositions.categoryId })
      .from(jobDescriptionPositions)
      .innerJoin(jobPositions, sql`${jobPositions.id} = ${jobDescriptionPositions.jobPositionId}`);
    expect(distinct(rows.map((r) => r.categoryId))).toEqual(
      distinct(JOB_POSITION_CATEGORIES.map((c) => c.id)),
    );
    expect(distinct(rows.map((r) => r.positionId))).toEqual(
      distinct(JOB_POSITIONS.map((p) => p.id)),
    );
  });

  it('spreads postings over prefectures, work styles, employment and business types', async () => {
    const jobs = await db.select().from(jobDescriptions);
    const prefectures = distinct(jobs.map((j) => j.prefectureCode));
    expect(prefectures.size).toBeGreaterThanOrEqual(8);
    for (const name of ['東京都', '大阪府', '福岡県', '愛知県']) {
      expect(prefectures.has(prefectureCodeByName(name))).toBe(true);
    }
    const tokyo = jobs.filter((j) => j.prefectureCode === prefectureCodeByName('東京都')).length;
    expect(tokyo / jobs.length).toBeGreaterThan(0.25);
    expect(tokyo / jobs.length).toBeLessThan(0.75);

    expect(distinct(jobs.map((j) => j.workStyle))).toEqual(distinct([...WORK_STYLE_KEYS]));
    expect(distinct(jobs.map((j) => j.employmentType))).toEqual(
      distinct([...EMPLOYMENT_TYPE_KEYS]),
    );
    expect(distinct(jobs.map((j) => j.businessType))).toEqual(distinct([1, 2, 3]));
    expect(distinct(jobs.map((j) => j.status))).toEqual(distinct(['published', 'closed']));
    expect(jobs.filter((j) => j.status === 'published').length / jobs.length).toBeGreaterThan(0.8);
  });

  it('keeps salaries in a sane annual range with min <= max', async () => {
    const jobs = await db.select().from(jobDescriptions);
    for (const job of jobs) {
      expect(job.salaryMin).toBeGreaterThanOrEqual(100);
      expect(job.salaryMin).toBeLessThanOrEqual(job.salaryMax);
      expect(job.salaryMax).toBeLessThanOrEqual(2500);
    }
    const fulltime = jobs.filter((j) => j.employmentType === 'fulltime');
    const median = fulltime.map((j) => j.salaryMin).sort((a, b) => a - b)[
      Math.floor(fulltime.length / 2)
    ]!;
    expect(median).toBeGreaterThanOrEqual(450);
    expect(median).toBeLessThanOrEqual(800);
    expect(distinct(jobs.map((j) => j.salaryMin)).size).toBeGreaterThan(30);
  });

  it('gives every posting a position and tags, every company postings, and tags of all groups', async () => {
    const jobIds = (await db.select({ id: jobDescriptions.id }).from(jobDescriptions)).map(
      (r) => r.id,
    );
    const withPosition = distinct(
      (await db.select().from(jobDescriptionPositions)).map((r) => r.jobDescriptionId),
    );
    const tagRows = await db.select().from(jobDescriptionTags);
    const withTags = distinct(tagRows.map((r) => r.jobDescriptionId));
    for (const id of jobIds) {
      expect(withPosition.has(id)).toBe(true);
      expect(withTags.has(id)).toBe(true);
    }
    const usedTags = distinct(tagRows.map((r) => r.techTagId));
    for (const group of TECH_TAG_GROUPS) {
      expect(TECH_TAGS.some((t) => t.group === group && usedTags.has(t.id))).toBe(true);
    }
    expect(usedTags.size).toBeGreaterThan(35);

    const companyIds = (await db.select({ id: companies.id }).from(companies)).map((r) => r.id);
    const posting = distinct((await db.select().from(jobDescriptions)).map((j) => j.companyId));
    for (const id of companyIds) expect(posting.has(id)).toBe(true);
    expect(await db.$count(jobDescriptionPreferredConditions)).toBeGreaterThan(300);
  });

  it('writes postings that do not read as a few templates repeated', async () => {
    const jobs = await db
      .select({
        title: jobDescriptions.title,
        summary: jobDescriptions.summary,
        jobDetails: jobDescriptions.jobDetails,
        workingConditions: jobDescriptions.workingConditions,
        company: companies.name,
      })
      .from(jobDescriptions)
      .innerJoin(companies, eq(companies.id, jobDescriptions.companyId));
    const share = (pick: (j: (typeof jobs)[number]) => string) =>
      distinct(jobs.map(pick)).size / jobs.length;
    const variety = {
      titles: share((j) => j.title),
      // The company's name would make every lead sentence unique on its own: masked.
      leadSentences: share((j) => j.summary.split('。')[0]!.replaceAll(j.company, '〇〇')),
      jobDetails: share((j) => j.jobDetails),
      workingConditions: share((j) => j.workingConditions),
    };
    console.info(`[demo-seed] distinct shares: ${JSON.stringify(variety)}`);
    expect(variety.titles).toBeGreaterThan(0.95);
    expect(variety.leadSentences).toBeGreaterThan(0.75);
    expect(variety.jobDetails).toBeGreaterThan(0.99);
    expect(variety.workingConditions).toBeGreaterThan(0.9);
    expect(distinct(jobs.map((j) => j.company)).size).toBe(DEFAULT_COMPANY_COUNT);
    // Senior hires, junior hires and members all appear in titles.
    for (const word of ['シニア', 'ジュニア', 'リード', '【フルリモート', '【年収']) {
      expect(
        jobs.some((j) => j.title.includes(word)),
        word,
      ).toBe(true);
    }
  });

  it('dates everything before the reference time of the seed, never by the clock', async () => {
    const now = demoReferenceTime(DEFAULT_DEMO_SEED).getTime();
    expect(new Date(now).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    for (const job of await db.select().from(jobDescriptions)) {
      expect(job.createdAt.getTime()).toBeLessThanOrEqual(job.publishedAt!.getTime());
      expect(job.publishedAt!.getTime()).toBeLessThanOrEqual(job.updatedAt.getTime());
      expect(job.updatedAt.getTime()).toBeLessThanOrEqual(now);
    }
  });

  it('gives the demo engineer a filled career: a merging pair, an ongoing role, education, conditions', async () => {
    const [engineer] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.engineer.email}`);
    const ctx = { db, now: () => demoReferenceTime(DEFAULT_DEMO_SEED) } as ServiceContext;
    const list = await listExperiences(db, engineer!.id);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((e) => e.end_year === null)).toHaveLength(1);
    // Two roles at one company, the second starting the month after the first ended.
    const months = (y: number, m: number) => y * 12 + m;
    const adjacent = list.some((a) =>
      list.some(
        (b) =>
          a !== b &&
          a.organization_name === b.organization_name &&
          a.end_year !== null &&
          months(b.start_year, b.start_month) - months(a.end_year, a.end_month!) === 1,
      ),
    );
    expect(adjacent).toBe(true);
    expect(await listEducations(ctx, engineer!.id)).toHaveLength(1);
    const setting = await getJobSetting(ctx, engineer!.id);
    expect(setting).toMatchObject({ hirability_level: 'WANT_TO_HEAR', has_current_company: true });
    expect(setting.desired_locations.length).toBeGreaterThan(0);
    expect((await getSetupStatus(ctx, engineer!.id)).is_completed).toBe(true);
    expect(await countOpenCareerUpdateRequests(db, engineer!.id)).toBe(2); // one from the career seed, one a demo recruiter asked for (issue 10)
    // Something for the position-inference dialog to confirm.
    expect((await listConjectures(ctx, engineer!.id)).length).toBeGreaterThan(0);
  });

  it('gives the demo engineer a job history: reactions and applications on postings that fit', async () => {
    const [engineer] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.engineer.email}`);
    const userId = engineer!.id;
    const now = demoReferenceTime(DEFAULT_DEMO_SEED).getTime();
    const reactions = await db.select().from(jobReactions).where(eq(jobReactions.userId, userId));
    const applications = await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.userId, userId));
    expect(reactions.length).toBeGreaterThanOrEqual(3);
    expect(reactions.length).toBeLessThanOrEqual(6);
    expect(applications.length).toBeGreaterThanOrEqual(2);
    expect(applications.length).toBeLessThanOrEqual(3);

    const DAY = 86_400_000;
    for (const a of applications) {
      // Spec section 9: a reply is expected 7 days after applying.
      expect(a.expectedMailRepliedAt.getTime() - a.appliedAt.getTime()).toBe(7 * DAY);
      if (a.status === 'replied') {
        expect(a.mailReceivedAt!.getTime()).toBeGreaterThan(a.appliedAt.getTime());
        expect(a.mailReceivedAt!.getTime()).toBeLessThanOrEqual(now);
      } else {
        expect(a).toMatchObject({ status: 'applied', mailReceivedAt: null });
      }
    }
    expect(applications.filter((a) => a.status === 'replied')).toHaveLength(1);
    expect(applications.filter((a) => a.status === 'applied').length).toBeGreaterThanOrEqual(1);

    // Every posting fits what the engineer asked for (demo-career.ts): full-time, in-house,
    // full remote or partly remote in 東京都/神奈川県, pay reaching 850万円, a position of the
    // current role (テックリード / バックエンド), never the blocked company, live before the date.
    const [blocked] = await db
      .select({ companyId: userBlockedCompanies.companyId })
      .from(userBlockedCompanies)
      .where(eq(userBlockedCompanies.userId, userId));
    const wanted = new Set([
      jobPositionByKey('TECH_LEAD').id,
      jobPositionByKey('BACKEND_ENGINEER').id,
    ]);
    const dated = [
      ...reactions.map((r) => ({ id: r.jobDescriptionId, at: r.reactedAt })),
      ...applications.map((a) => ({ id: a.jobDescriptionId, at: a.appliedAt })),
    ];
    expect(distinct(dated.map((d) => d.id)).size).toBe(dated.length);
    for (const { id, at } of dated) {
      const [job] = await db.select().from(jobDescriptions).where(eq(jobDescriptions.id, id));
      expect(job).toMatchObject({
        status: 'published',
        employmentType: 'fulltime',
        businessType: 1,
      });
      expect(job!.companyId).not.toBe(blocked!.companyId);
      expect(
        job!.workStyle === 'fullRemote' ||
          (job!.workStyle === 'partialRemote' && [13, 14].includes(job!.prefectureCode)),
      ).toBe(true);
      expect(job!.salaryMax).toBeGreaterThanOrEqual(850);
      const positions = await db
        .select({ id: jobDescriptionPositions.jobPositionId })
        .from(jobDescriptionPositions)
        .where(eq(jobDescriptionPositions.jobDescriptionId, id));
      expect(positions.some((p) => wanted.has(p.id))).toBe(true);
      expect(at.getTime()).toBeGreaterThan(job!.publishedAt!.getTime());
      expect(at.getTime()).toBeLessThanOrEqual(now);
    }
  });

  it('gives the demo engineer completed, unseen suggestions with reasons', async () => {
    const [engineer] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.engineer.email}`);
    const requests = await db
      .select()
      .from(jobSuggestionRequests)
      .where(eq(jobSuggestionRequests.userId, engineer!.id));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.status).toBe(2);
    expect(requests[0]!.seenAt).toBeNull();
    const suggested = await db
      .select()
      .from(jobSuggestions)
      .where(eq(jobSuggestions.requestId, requests[0]!.id));
    expect(suggested.length).toBeGreaterThanOrEqual(10);
    for (const s of suggested) expect(s.reasons.length).toBeGreaterThan(0);
  });

  it('counts reactions and applications into popularity, on top of the planned baseline', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const plan = planDemoWorld({
      seed: DEFAULT_DEMO_SEED,
      companyIds: ids(DEFAULT_COMPANY_COUNT),
      jobDescriptionIds: ids(DEFAULT_JOB_DESCRIPTION_COUNT),
    });
    const engagement = new Map<number, number>();
    for (const row of [
      ...(await db.select().from(jobReactions)),
      ...(await db.select().from(jobApplications)),
    ]) {
      engagement.set(row.jobDescriptionId, (engagement.get(row.jobDescriptionId) ?? 0) + 1);
    }
    expect(engagement.size).toBeGreaterThan(0);
    const stored = new Map(
      (
        await db
          .select({ id: jobDescriptions.id, popularity: jobDescriptions.popularity })
          .from(jobDescriptions)
      ).map((r) => [r.id, r.popularity]),
    );
    for (const job of plan.jobDescriptions) {
      const id = job.values.id!;
      expect(stored.get(id), `job ${id}`).toBe(job.values.popularity! + (engagement.get(id) ?? 0));
    }
  });

  it('gives the demo engineer a portfolio imported through the real clients: every source, scores, a public page, a team', async () => {
    const [engineer] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.engineer.email}`);
    const id = engineer!.id;
    const accounts = await db.select().from(snsAssociations).where(eq(snsAssociations.userId, id));
    expect(accounts.map((a) => a.snsName).sort()).toEqual([...SNS_NAMES].sort());
    expect(accounts.every((a) => a.status === 'done' && a.importedCount > 0)).toBe(true);
    // Stored under the real services' addresses, not the fake upstream's.
    expect(accounts.find((a) => a.snsName === 'github')!.htmlUrl).toBe(
      'https://github.com/hanako-kiseki',
    );
    const [blog] = await db.select().from(blogs).where(eq(blogs.userId, id));
    expect(blog).toMatchObject({ status: 'done', url: DEMO_BLOG_URLS['hanako-kiseki'] });
    expect(blog!.feedUrl).toMatch(/^https:\/\/hanako-kiseki\.hatenablog\.com\//);
    const outputs = await db.select().from(portfolioOutputs).where(eq(portfolioOutputs.userId, id));
    const sources = new Set(outputs.map((o) => o.source));
    expect([...sources].sort()).toEqual([...SNS_NAMES, 'blog'].sort());
    expect(outputs.every((o) => !o.url.includes('127.0.0.1'))).toBe(true);
    const scores = await readScoreDetails(db, id, demoReferenceTime(DEFAULT_DEMO_SEED));
    for (const type of ['1', '3', '4', '5', '17', '1000']) {
      expect(scores.score_details[type]!.score, `type ${type}`).not.toBeNull();
    }
    expect(scores.score_history['1000']!.length).toBeGreaterThan(1);
    const [setting] = await db.select().from(publicSettings).where(eq(publicSettings.userId, id));
    expect(setting).toMatchObject({ isOpen: true, customShareId: DEMO_SHARE_ID });
    const team = await teamTags(db, DEMO_TEAM.slug);
    expect(team.members).toHaveLength(3);
    expect(team.tags.map((t) => t.name)).toContain('Go');
  });

  it('does nothing when a world is already there', async () => {
    const summary = await seedDemoWorld(db, { seed: 7 });
    expect(summary.seeded).toBe(false);
    expect(await digestWorld(db)).toBe(firstDigest);
  });

  describe('on a small world', () => {
    let small: TestDatabase;
    let smallDigest = '';
    beforeAll(async () => {
      small = await createTestDatabase();
      const summary = await seedDemoWorld(small.database.db, SMALL);
      expect(summary).toMatchObject({ seeded: true, companies: 30, jobDescriptions: 300 });
      smallDigest = await digestWorld(small.database.db);
    });
    afterAll(async () => {
      await small?.cleanup();
    });

    it('gives identical rows for the same seed in another fresh database, different for another seed', async () => {
      const other = await createTestDatabase();
      try {
        await seedDemoWorld(other.database.db, { seed: DEFAULT_DEMO_SEED, ...SMALL });
        expect(await digestWorld(other.database.db)).toBe(smallDigest);
        await resetDemoWorld(other.database.db, { seed: 42, ...SMALL });
        expect(await digestWorld(other.database.db)).not.toBe(smallDigest);
      } finally {
        await other.cleanup();
      }
    });

    it('builds the same rows when the search indexes are rebuilt around the load, and keeps them', async () => {
      const other = await createTestDatabase();
      try {
        const before = await indexDefinitions(other);
        expect(JSON.stringify(before)).toContain('gin (title_vector)');
        await seedDemoWorld(other.database.db, { ...SMALL, rebuildSearchIndexes: true });
        expect(await indexDefinitions(other)).toEqual(before);
        expect(await digestWorld(other.database.db)).toBe(smallDigest);
      } finally {
        await other.cleanup();
      }
    });

    it('resets to the same world: extra companies go, feature flags stay, ids restart', async () => {
      const sdb = small.database.db;
      await sdb.insert(featureFlags).values({ name: 'featureRewards', enabled: true });
      await createCompany(sdb, { name: '株式会社リセット確認' });
      expect(await digestWorld(sdb)).not.toBe(smallDigest);

      const summary = await resetDemoWorld(sdb, SMALL);
      expect(summary.seeded).toBe(true);
      expect(await digestWorld(sdb)).toBe(smallDigest);
      expect(await sdb.select().from(featureFlags)).toMatchObject([
        { name: 'featureRewards', enabled: true },
      ]);
      const [first] = await sdb
        .select({ id: companies.id })
        .from(companies)
        .orderBy(asc(companies.id))
        .limit(1);
      expect(first?.id).toBe(1);
      // Later inserts continue after the reserved ids instead of colliding with them.
      const added = await createCompany(sdb);
      expect(added.id).toBe(summary.companies + 1);
    });

    it('rolls a failed reset back, keeping the old world', async () => {
      await resetDemoWorld(small.database.db, SMALL);
      await small.database.executeSql(
        'create table test_reset_blocker (company_id integer not null references companies(id))',
      );
      await small.database.executeSql('insert into test_reset_blocker values ($1)', [1]);
      try {
        await expect(resetDemoWorld(small.database.db, { seed: 99, ...SMALL })).rejects.toThrow();
        expect(await digestWorld(small.database.db)).toBe(smallDigest);
      } finally {
        await small.database.executeSql('drop table test_reset_blocker');
      }
    });

    it('lets only one of two concurrent seeds insert the world', async () => {
      const fresh = await createTestDatabase();
      try {
        const results = await Promise.all([
          seedDemoWorld(fresh.database.db, SMALL),
          seedDemoWorld(fresh.database.db, SMALL),
        ]);
        expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
        expect(await digestWorld(fresh.database.db)).toBe(smallDigest);
      } finally {
        await fresh.cleanup();
      }
    });

    it('rolls a failed seed back, leaving no half-seeded world', async () => {
      const fresh = await createTestDatabase();
      try {
        // Postings fail after companies went in; the whole seed must vanish with them.
        await fresh.database.executeSql(
          'alter table job_descriptions add constraint test_block_inserts check (false) not valid',
        );
        const indexes = await indexDefinitions(fresh);
        // With the search indexes dropped for the load: the rollback brings them back too.
        await expect(
          seedDemoWorld(fresh.database.db, { ...SMALL, rebuildSearchIndexes: true }),
        ).rejects.toThrow();
        expect(await indexDefinitions(fresh)).toEqual(indexes);
        expect(await fresh.database.db.$count(companies)).toBe(0);
        expect(await fresh.database.db.$count(jobPositions)).toBe(0);
        expect(await isDemoWorldSeeded(fresh.database.db)).toBe(false);
      } finally {
        await fresh.cleanup();
      }
    });
  });

  it('upserts master data idempotently, matching the contract', async () => {
    const first = await seedMasterData(db);
    const second = await seedMasterData(db);
    expect(second).toEqual(first);
    expect(first).toEqual({
      jobPositionCategories: JOB_POSITION_CATEGORIES.length,
      jobPositions: JOB_POSITIONS.length,
      techTags: TECH_TAGS.length,
      preferredConditions: PREFERRED_CONDITIONS.length,
    });
    const positions = await db.select().from(jobPositions).orderBy(asc(jobPositions.id));
    expect(
      positions.map(({ id, key, name, categoryId }) => ({ id, key, name, categoryId })),
    ).toEqual(
      JOB_POSITIONS.map(({ id, key, name, categoryId }) => ({ id, key, name, categoryId })),
    );
    const tags = await db.select().from(techTags).orderBy(asc(techTags.id));
    expect(tags.map(({ id, name, group }) => ({ id, name, group }))).toEqual(
      TECH_TAGS.map(({ id, name, group }) => ({ id, name, group })),
    );
    const conditions = await db
      .select()
      .from(preferredConditions)
      .orderBy(asc(preferredConditions.id));
    expect(conditions.map(({ id, label }) => ({ id, label }))).toEqual(
      PREFERRED_CONDITIONS.map(({ id, label }) => ({ id, label })),
    );
    expect(await db.$count(jobPositionCategories)).toBe(JOB_POSITION_CATEGORIES.length);
  });

  it('repairs a master row edited in the database', async () => {
    await db.update(jobPositions).set({ name: '誤った名前' }).where(sql`${jobPositions.id} = 1`);
    await seedMasterData(db);
    const [row] = await db.select().from(jobPositions).where(sql`${jobPositions.id} = 1`);
    expect(row?.name).toBe('フロントエンドエンジニア');
  });
});
