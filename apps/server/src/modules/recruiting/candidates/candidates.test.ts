import {
  CANDIDATE_MESSAGES,
  candidatePageResponseSchema,
  candidateSearchResponseSchema,
  keywordAnalyticsResponseSchema,
  RECRUITING_MESSAGES,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createExperience,
  createOutput,
  createPublicSetting,
  createRecruiter,
  createSnsAssociation,
  createUser,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { DAY_MS, MINUTE_MS, type TestClock, testClock } from '../../../../test/helpers/clock';
import {
  browsedHistories,
  type Company,
  candidateInterests,
  messageThreads,
  personSearchIndex,
  personSkillTags,
  profiles,
  publicSettings,
  scoreDetails,
  searchKeywordHits,
  userBlockedCompanies,
  userJobSettings,
} from '../../../db/schema';
import {
  indexAllPeople,
  markPersonSearchIndexStale,
  PERSON_SEARCH_INDEX_VERSION,
  refreshPersonSearchIndex,
} from './person-search-index';

type Person = Awaited<ReturnType<typeof createUser>>;

describe('engineer search, candidate pages and keyword analytics', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  const db = () => h.t.database.db;
  const client = () => new TestClient(h.app, `100.74.0.${++ip}`);
  const signIn = async (account: { email: string; password: string }) => {
    const c = client();
    await c.signIn(account.email, account.password);
    return c;
  };

  let companyA: Company;
  let companyB: Company;
  let recruiterA: TestClient;
  let recruiterB: TestClient;
  let recruiterBAccount: Person;
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let dave: Person;
  let erin: Person;
  let inactive: Person;
  let autoOnly: Person;
  let everyone: Person[];
  const aliceQiitaUrl = 'https://qiita.com/alice/items/go-backend';
  const aliceRepoUrl = 'https://github.com/alice/rusty';

  /** Real names, addresses and private birthdates: none may reach a recruiter. */
  const SECRETS = [
    '有栖川 亜里沙',
    '東京都千代田区丸の内1-1-1',
    '1995-02-03',
    '大阪市北区梅田2-2-2',
  ];

  const search = (c: TestClient, query = '') => c.get(`/api/company/candidates/search${query}`);
  const idsOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(200);
    return candidateSearchResponseSchema.parse(res.json()).candidates.map((x) => x.user_id);
  };
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  const expectFound = async (c: TestClient, query: string, people: Person[]) =>
    expect(sorted(idsOf(await search(c, query))), query).toEqual(sorted(people.map((p) => p.id)));
  const expectNoSecrets = (res: LightMyRequestResponse) => {
    for (const person of everyone) expect(res.body).not.toContain(person.email);
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
    expect(res.body).not.toMatch(/email|address|birthdate/);
  };

  async function engineer(options: {
    name: string;
    active?: boolean;
    tags?: { name: string; level: number; isAuto?: boolean }[];
    setting?: Partial<typeof userJobSettings.$inferInsert>;
    profile?: Partial<typeof profiles.$inferInsert>;
    score?: number;
  }): Promise<Person> {
    const person = await createUser(
      db(),
      { displayName: options.name, isActive: options.active ?? true },
      clock.now(),
    );
    const now = clock.now();
    if (options.tags?.length) {
      await db()
        .insert(personSkillTags)
        .values(
          options.tags.map((t, i) => ({
            userId: person.id,
            name: t.name,
            level: t.level,
            sortOrder: i,
            isAuto: t.isAuto ?? false,
          })),
        );
    }
    await db()
      .insert(userJobSettings)
      .values({ userId: person.id, createdAt: now, updatedAt: now, ...options.setting });
    if (options.profile) {
      await db()
        .insert(profiles)
        .values({ userId: person.id, createdAt: now, updatedAt: now, ...options.profile });
    }
    // Written straight into the tables, so marked as the app's writers mark: the first
    // keyword search builds the row.
    await markPersonSearchIndexStale(db(), person.id, now);
    if (options.score !== undefined) {
      await db()
        .insert(scoreDetails)
        .values(
          [1000, 1].map((scorerType) => ({
            userId: person.id,
            scorerType,
            rawValue: options.score!,
            score: options.score!,
            percentile: options.score! * 20,
            ranking: null,
            population: 10,
            isExistOutput: true,
            isConnectedSns: true,
            computedAt: now,
          })),
        );
    }
    return person;
  }

  beforeAll(async () => {
    // Noon in Japan: a day later is a new day in Japan's calendar either way.
    clock = testClock(new Date('2026-11-25T03:00:00Z'));
    h = await createTestApp({}, { now: clock.now });
    companyA = await createCompany(db(), { name: '株式会社ミナトソフト' });
    companyB = await createCompany(db(), { name: '合同会社サクラデータ' });
    recruiterA = await signIn(await createRecruiter(db(), companyA.id, {}, clock.now()));
    recruiterBAccount = await createRecruiter(db(), companyB.id, { role: 'admin' }, clock.now());
    recruiterB = await signIn(recruiterBAccount);

    alice = await engineer({
      name: 'alice_dev',
      tags: [
        { name: 'Go', level: 4 },
        { name: 'AWS', level: 3 },
      ],
      setting: {
        hirabilityLevel: 'JOB_CHANGE',
        desiredAnnualSalary: 700,
        desiredWorkStyleFullRemote: true,
        desiredLocations: [13],
        displayName: 'アリス',
        employmentTypeFulltime: true,
        desiredBusinessTypeInHouse: true,
        jobSummary: '決済サービスの開発を8年担当。',
      },
      profile: {
        name: '有栖川 亜里沙',
        birthdate: '1990-05-01',
        isBirthdatePublic: true,
        prefecture: 13,
        address: '東京都千代田区丸の内1-1-1',
      },
      score: 4.2,
    });
    await createExperience(db(), alice.id, {
      organizationName: '株式会社サンプルテック',
      positionName: 'テックリード',
      positionIds: [2],
      startYear: 2018,
      startMonth: 4,
      endYear: null,
      endMonth: null,
      description: 'Goで決済APIを開発。',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    const qiita = await createSnsAssociation(db(), alice.id, { snsName: 'qiita' });
    await createOutput(db(), qiita, {
      title: 'Goで作るサーバーサイド入門',
      url: aliceQiitaUrl,
      postedAt: new Date('2026-11-20T00:00:00Z'),
    });
    const github = await createSnsAssociation(db(), alice.id, { snsName: 'github' });
    await createOutput(db(), github, {
      kind: 'repo',
      title: 'alice/rusty',
      url: aliceRepoUrl,
      postedAt: new Date('2026-11-10T00:00:00Z'),
      data: { languages: [{ name: 'Rust', bytes: 1200 }], is_owner: true, contributions: 5 },
    });
    await createOutput(db(), github, {
      kind: 'repo',
      title: 'someone/forked',
      url: 'https://github.com/someone/forked',
      postedAt: new Date('2026-10-01T00:00:00Z'),
      data: {
        languages: [{ name: 'Elixir', bytes: 900 }],
        is_owner: false,
        is_fork: true,
        contributions: 0,
      },
    });

    bob = await engineer({
      name: 'bob_front',
      tags: [
        { name: 'TypeScript', level: 4 },
        { name: 'React', level: 3 },
      ],
      setting: {
        hirabilityLevel: 'WANT_TO_HEAR',
        desiredAnnualSalary: 500,
        desiredWorkStylePartialRemote: true,
        wantToDo: 'バックエンドにも挑戦したい',
      },
      profile: {
        name: '望月 ぼぶ',
        birthdate: '1995-02-03',
        isBirthdatePublic: false,
        prefecture: 27,
        address: '大阪市北区梅田2-2-2',
      },
      score: 3,
    });
    await createExperience(db(), bob.id, {
      organizationName: '株式会社北斗データ',
      positionName: null,
      positionIds: [1],
      startYear: 2022,
      startMonth: 1,
      endYear: 2023,
      endMonth: 12,
      description: 'Reactで管理画面を開発',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });

    // Not changing jobs, portfolio not public: hidden from every company.
    carol = await engineer({
      name: 'carol_quiet',
      tags: [{ name: 'Go', level: 5 }],
      setting: { hirabilityLevel: 'NO_JOB_CHANGE' },
      score: 4.9,
    });
    // Not changing jobs, but the portfolio is public: shown.
    dave = await engineer({
      name: 'dave_open',
      tags: [{ name: 'Go', level: 2 }],
      setting: { hirabilityLevel: 'NO_JOB_CHANGE', desiredLocations: [13] },
      profile: { prefecture: 40 },
      score: 2,
    });
    await createPublicSetting(db(), dave.id, { isOpen: true });
    await createExperience(db(), dave.id, {
      organizationName: '株式会社ひかりクラウド',
      positionIds: [],
      startYear: 2021,
      startMonth: 1,
      endYear: 2024,
      endMonth: 12,
      description: null,
    });
    // Blocked company A: exists for B only.
    erin = await engineer({
      name: 'erin_hidden',
      tags: [{ name: 'Go', level: 3 }],
      setting: { hirabilityLevel: 'JOB_CHANGE' },
    });
    await db().insert(userBlockedCompanies).values({ userId: erin.id, companyId: companyA.id });
    inactive = await engineer({
      name: 'inactive_go',
      active: false,
      tags: [{ name: 'Go', level: 3 }],
    });
    // Go only as an unconfirmed suggestion: counts for nothing.
    autoOnly = await engineer({
      name: 'auto_only',
      tags: [{ name: 'Go', level: 1, isAuto: true }],
      setting: { hirabilityLevel: 'JOB_CHANGE' },
    });
    everyone = [alice, bob, carol, dave, erin, inactive, autoOnly, recruiterBAccount];
  });
  afterAll(async () => h.close());

  describe('who may call', () => {
    it('a visitor gets 401 from every endpoint', async () => {
      const v = client();
      for (const path of [
        '/api/company/candidates/search',
        `/api/company/candidates/${alice.id}`,
        '/api/analytics/keywords',
      ]) {
        const res = await v.get(path);
        expect(res.statusCode, path).toBe(401);
        expect(res.json().error.code).toBe('unauthenticated');
      }
    });

    it('an engineer gets 403 from the company endpoints; a recruiter 403 from analytics', async () => {
      const c = await signIn(alice);
      for (const path of ['/api/company/candidates/search', `/api/company/candidates/${bob.id}`]) {
        const res = await c.get(path);
        expect(res.statusCode, path).toBe(403);
        expect(res.json().error.message).toBe(RECRUITING_MESSAGES.recruiterOnly);
      }
      const res = await recruiterA.get('/api/analytics/keywords');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(RECRUITING_MESSAGES.engineerOnly);
    });

    it('all three are GETs: they need no CSRF token and have no unsafe method', async () => {
      // TestClient sends X-CSRFToken only on unsafe methods; a bare GET is enough.
      expect((await search(recruiterA)).statusCode).toBe(200);
      expect((await recruiterA.get(`/api/company/candidates/${alice.id}`)).statusCode).toBe(200);
      expect((await (await signIn(bob)).get('/api/analytics/keywords')).statusCode).toBe(200);
      const post = await recruiterA.post('/api/company/candidates/search', {});
      expect(post.statusCode).toBe(404);
    });
  });

  describe('search', () => {
    it('by keyword: skills, career, output titles, languages and want-to-do, Japanese as in job search', async () => {
      await expectFound(recruiterA, '?keyword=Go', [alice, dave]);
      await expectFound(recruiterA, '?keyword=%EF%BC%A7%EF%BD%8F', [alice, dave]); // Ｇｏ
      // バックエンドエンジニア (alice's position) and bob's want-to-do.
      await expectFound(recruiterA, `?keyword=${encodeURIComponent('バックエンド')}`, [alice, bob]);
      await expectFound(recruiterA, `?keyword=${encodeURIComponent('バックエンド Go')}`, [alice]);
      // Output title サーバーサイド, typed without the long vowel.
      await expectFound(recruiterA, `?keyword=${encodeURIComponent('サーバサイド')}`, [alice]);
      await expectFound(recruiterA, `?keyword=${encodeURIComponent('サンプルテック')}`, [alice]);
      await expectFound(recruiterA, `?keyword=${encodeURIComponent('決済')}`, [alice]);
      await expectFound(recruiterA, '?keyword=Rust', [alice]);
      // A fork the person never touched says nothing about them.
      await expectFound(recruiterA, '?keyword=Elixir', []);
      await expectFound(recruiterA, '?keyword=React', [bob]);
      // go is a whole word: never a part of google or golang.
      await expectFound(recruiterA, '?keyword=goo', []);
    });

    it('hides the blocked, the quiet, inactive accounts, recruiters and unconfirmed tags', async () => {
      await expectFound(recruiterB, '?keyword=Go', [alice, dave, erin]);
      const all = idsOf(await search(recruiterA));
      expect(sorted(all)).toEqual(sorted([alice.id, bob.id, dave.id, autoOnly.id]));
      for (const hidden of [carol, erin, inactive, recruiterBAccount]) {
        expect(all).not.toContain(hidden.id);
      }
    });

    it('NO_JOB_CHANGE people appear only while their portfolio is public', async () => {
      await expectFound(recruiterA, '?hirability_levels[]=NO_JOB_CHANGE', [dave]);
      await createPublicSetting(db(), carol.id, { isOpen: true });
      await expectFound(recruiterA, '?hirability_levels[]=NO_JOB_CHANGE', [carol, dave]);
      expect((await recruiterA.get(`/api/company/candidates/${carol.id}`)).statusCode).toBe(200);
      await db()
        .update(publicSettings)
        .set({ isOpen: false })
        .where(eq(publicSettings.userId, carol.id));
      await expectFound(recruiterA, '?hirability_levels[]=NO_JOB_CHANGE', [dave]);
      expect((await recruiterA.get(`/api/company/candidates/${carol.id}`)).statusCode).toBe(404);
    });

    it('filters: score, hirability, tags, prefecture, salary, work style, years', async () => {
      await expectFound(recruiterA, '?score_min=3', [alice, bob]);
      await expectFound(recruiterA, '?score_min=4', [alice]);
      await expectFound(recruiterA, '?score_min=2.5&score_type=1', [alice, bob]);
      await expectFound(recruiterA, '?hirability_levels[]=WANT_TO_HEAR', [bob]);
      await expectFound(
        recruiterA,
        '?hirability_levels[]=WANT_TO_HEAR&hirability_levels[]=JOB_CHANGE',
        [alice, bob, autoOnly],
      );
      // Go (4): confirmed tags only; Go and AWS (40): both required.
      await expectFound(recruiterA, '?tag_ids[]=4', [alice, dave]);
      await expectFound(recruiterA, '?tag_ids[]=4&tag_ids[]=40', [alice]);
      // Tokyo: alice lives there, dave wants to work there; Osaka: bob lives there.
      await expectFound(recruiterA, '?prefecture_codes[]=13', [alice, dave]);
      await expectFound(recruiterA, '?prefecture_codes[]=27', [bob]);
      await expectFound(recruiterA, '?prefecture_codes[]=27&prefecture_codes[]=40', [bob, dave]);
      // At or below; people who stated no salary do not pass.
      await expectFound(recruiterA, '?desired_salary_max=600', [bob]);
      await expectFound(recruiterA, '?desired_salary_max=700', [alice, bob]);
      await expectFound(recruiterA, '?work_styles[]=fullRemote', [alice]);
      await expectFound(recruiterA, '?work_styles[]=fullRemote&work_styles[]=partialRemote', [
        alice,
        bob,
      ]);
      // alice 2018-04 to now (8 years), dave 2021-2024 (4), bob 2022-2023 (2).
      await expectFound(recruiterA, '?years_min=5', [alice]);
      await expectFound(recruiterA, '?years_min=2', [alice, bob, dave]);
      await expectFound(recruiterA, '?years_min=3&keyword=Go', [alice, dave]);
    });

    it('refuses values that are not choices with 400', async () => {
      for (const query of [
        '?tag_ids[]=999',
        '?hirability_levels[]=MAYBE',
        '?score_type=2',
        '?score_min=6',
        '?prefecture_codes[]=48',
        '?work_styles[]=moon',
        '?sort_type=name',
        '?page=0',
        '?years_min=-1',
      ]) {
        const res = await search(recruiterA, query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      const tag = await search(recruiterA, '?tag_ids[]=999');
      expect(JSON.stringify(tag.json().error.fields)).toContain(CANDIDATE_MESSAGES.tagInvalid);
    });

    it('sorts by score (people without it last) or by the last update, and pages', async () => {
      expect(idsOf(await search(recruiterA))).toEqual([alice.id, bob.id, dave.id, autoOnly.id]);
      clock.advance(MINUTE_MS);
      await db()
        .update(userJobSettings)
        .set({ updatedAt: clock.now() })
        .where(eq(userJobSettings.userId, dave.id));
      const byUpdate = idsOf(await search(recruiterA, '?sort_type=updated_at_desc'));
      expect(byUpdate[0]).toBe(dave.id);
      expect(sorted(byUpdate)).toEqual(sorted([alice.id, bob.id, dave.id, autoOnly.id]));

      const first = candidateSearchResponseSchema.parse((await search(recruiterA)).json());
      expect(first.paging).toEqual({ total_count: 4, max_page: 1, page: 1, per_page: 20 });
      const past = candidateSearchResponseSchema.parse(
        (await search(recruiterA, '?page=3')).json(),
      );
      expect(past.candidates).toEqual([]);
      expect(past.paging).toEqual({ total_count: 4, max_page: 1, page: 3, per_page: 20 });
      const none = candidateSearchResponseSchema.parse(
        (await search(recruiterA, '?keyword=Haskell')).json(),
      );
      expect(none.paging).toEqual({ total_count: 0, max_page: 0, page: 1, per_page: 20 });
    });

    it('answers what a result row needs, and nothing private', async () => {
      const res = await search(recruiterA, '?keyword=Go');
      expectNoSecrets(res);
      const found = candidateSearchResponseSchema.parse(res.json()).candidates;
      const row = found.find((c) => c.user_id === alice.id)!;
      expect(row).toMatchObject({
        display_name: 'アリス',
        // The current experience's 職種, not its 役職名 (テックリード).
        job_title: 'バックエンドエンジニア',
        prefecture_code: 13,
        years_of_experience: 8,
        hirability_level: 'JOB_CHANGE',
        headline_skills: [
          { name: 'Go', level: 4 },
          { name: 'AWS', level: 3 },
        ],
        scores: [
          { scorer_type: 1, score: 4.2, percentile: 84 },
          { scorer_type: 1000, score: 4.2, percentile: 84 },
        ],
        desired_conditions: {
          annual_salary: 700,
          work_styles: ['fullRemote'],
          locations: [13],
          employment_types: ['fulltime'],
          business_types: [1],
        },
        relation: { interest: null, thread: null },
      });
      // No name for companies: the account's display name.
      expect(found.find((c) => c.user_id === dave.id)!.display_name).toBe('dave_open');
      // No experience at all: no job title.
      const all = candidateSearchResponseSchema.parse((await search(recruiterA)).json()).candidates;
      expect(all.find((c) => c.user_id === autoOnly.id)!.job_title).toBeNull();
      for (const query of ['', '?sort_type=updated_at_desc', '?keyword=バックエンド']) {
        expectNoSecrets(await search(recruiterB, encodeURI(query)));
      }
    });
  });

  describe('keyword hits and /api/analytics/keywords', () => {
    const hitsOf = (userId: number) =>
      db()
        .select()
        .from(searchKeywordHits)
        .where(eq(searchKeywordHits.userId, userId))
        .orderBy(searchKeywordHits.id);

    it('records one hit per person on the returned page, at most one a day per company and keyword', async () => {
      const before = (await hitsOf(alice.id)).length;
      await search(recruiterA, '?keyword=AWS');
      await search(recruiterA, '?keyword=AWS');
      await search(recruiterA, '?keyword=aws'); // the same keyword, spelled otherwise
      let rows = (await hitsOf(alice.id)).slice(before);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ companyId: companyA.id, keyword: 'AWS' });
      expect(rows[0]!.searchedAt.getTime()).toBe(Math.floor(clock.now().getTime() / 1000) * 1000);

      await search(recruiterB, '?keyword=AWS');
      clock.advance(DAY_MS);
      await search(recruiterA, '?keyword=AWS');
      rows = (await hitsOf(alice.id)).slice(before);
      expect(rows.map((r) => r.companyId)).toEqual([companyA.id, companyB.id, companyA.id]);

      // No keyword, or one with nothing searchable: nothing recorded.
      const count = (await hitsOf(alice.id)).length;
      await search(recruiterA, '?sort_type=updated_at_desc');
      await search(recruiterA, '?keyword=%21%21%21');
      // Only the page returned: page 2 holds nobody.
      await search(recruiterA, '?keyword=Go&page=2');
      expect(await hitsOf(alice.id)).toHaveLength(count);
      // The blocked and the hidden were never surfaced, so never recorded.
      await search(recruiterA, '?keyword=Go');
      expect((await hitsOf(erin.id)).map((r) => r.companyId)).toEqual([companyB.id]);
      expect(await hitsOf(carol.id)).toHaveLength(0);
    });

    it('lists the keywords that surfaced the person over 90 days, most frequent first', async () => {
      await db()
        .insert(searchKeywordHits)
        .values({
          userId: alice.id,
          companyId: companyB.id,
          keyword: 'COBOL',
          searchedAt: new Date(clock.now().getTime() - 91 * DAY_MS),
        });
      const res = await (await signIn(alice)).get('/api/analytics/keywords');
      expect(res.statusCode).toBe(200);
      const body = keywordAnalyticsResponseSchema.parse(res.json());
      expect(body.days).toBe(90);
      const now = Math.floor(clock.now().getTime() / 1000);
      const entry = (word: string) => body.keywords.find((k) => k.keyword === word);
      expect(entry('AWS')).toEqual({
        keyword: 'AWS',
        count: 3,
        company_count: 2,
        last_searched_at: now,
      });
      // Ｇｏ and Go are one keyword; A and B on the first day, A on the second.
      expect(entry('Go')).toEqual({
        keyword: 'Go',
        count: 3,
        company_count: 2,
        last_searched_at: now,
      });
      expect(entry('Rust')).toMatchObject({ count: 1, company_count: 1 });
      expect(body.keywords.map((k) => k.keyword)).not.toContain('COBOL');
      const counts = body.keywords.map((k) => k.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));

      // Each person sees their own: bob was found by バックエンド (A and B) and React (A).
      const bobs = keywordAnalyticsResponseSchema.parse(
        (await (await signIn(bob)).get('/api/analytics/keywords')).json(),
      );
      expect(bobs.keywords.map((k) => [k.keyword, k.count])).toEqual([
        ['バックエンド', 2],
        ['React', 1],
      ]);
    });
  });

  describe('candidate page', () => {
    const page = (c: TestClient, id: number) => c.get(`/api/company/candidates/${id}`);
    const historiesOf = (userId: number) =>
      db()
        .select()
        .from(browsedHistories)
        .where(eq(browsedHistories.userId, userId))
        .orderBy(browsedHistories.id);

    it('shows the profile without private fields, with scores, skills, career and outputs', async () => {
      const res = await page(recruiterA, alice.id);
      expect(res.statusCode, res.body).toBe(200);
      expectNoSecrets(res);
      const c = candidatePageResponseSchema.parse(res.json()).candidate;
      expect(c).toMatchObject({
        user_id: alice.id,
        display_name: 'アリス',
        age: 36,
        prefecture_code: 13,
        job_summary: '決済サービスの開発を8年担当。',
        skills: [
          { name: 'Go', level: 4 },
          { name: 'AWS', level: 3 },
        ],
        languages: [{ name: 'Rust', ratio: 100 }],
        experiences: [
          {
            organization_name: '株式会社サンプルテック',
            position_name: 'テックリード',
            positions: [{ id: 2, name: 'バックエンドエンジニア' }],
            start_year: 2018,
            start_month: 4,
            end_year: null,
            description: 'Goで決済APIを開発。',
          },
        ],
        relation: { interest: null, thread: null },
      });
      expect(c.outputs.map((o) => o.url)).toEqual([
        aliceQiitaUrl,
        aliceRepoUrl,
        'https://github.com/someone/forked',
      ]);

      const bobPage = await page(recruiterA, bob.id);
      expectNoSecrets(bobPage);
      const b = candidatePageResponseSchema.parse(bobPage.json()).candidate;
      expect(b.age).toBeNull(); // the birthdate is private
      expect(b.want_to_do).toBe('バックエンドにも挑戦したい');
    });

    it('shows this company’s relation to the person, and only its own', async () => {
      const interestAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
      await db().insert(candidateInterests).values({
        companyId: companyA.id,
        userId: bob.id,
        createdAt: interestAt,
        reactionLevel: 2,
        reactedAt: interestAt,
      });
      const [thread] = await db()
        .insert(messageThreads)
        .values({ companyId: companyA.id, userId: bob.id, origin: 'interest' })
        .returning();
      const expected = {
        interest: {
          created_at: interestAt.getTime() / 1000,
          job_description_id: null,
          reaction_level: 2,
          reacted_at: interestAt.getTime() / 1000,
        },
        thread: { id: thread!.id, status: 'open' },
      };
      expect((await page(recruiterA, bob.id)).json().candidate.relation).toEqual(expected);
      const row = candidateSearchResponseSchema
        .parse((await search(recruiterA, '?keyword=React')).json())
        .candidates.find((x) => x.user_id === bob.id)!;
      expect(row.relation).toEqual(expected);
      expect((await page(recruiterB, bob.id)).json().candidate.relation).toEqual({
        interest: null,
        thread: null,
      });
    });

    it('404s, all alike, for the blocked, the hidden, inactive, recruiters and unknown ids', async () => {
      const unknown = await page(recruiterA, 2_000_000_000);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        error: { code: 'not_found', message: CANDIDATE_MESSAGES.notFound },
      });
      for (const hidden of [erin, carol, inactive, recruiterBAccount]) {
        const res = await page(recruiterA, hidden.id);
        expect(res.statusCode, hidden.displayName ?? '').toBe(404);
        expect(res.body).toBe(unknown.body);
      }
      // Erin blocked A only.
      expect((await page(recruiterB, erin.id)).statusCode).toBe(200);
      // Nothing was recorded for A's refused visits.
      const refused = await db()
        .select()
        .from(browsedHistories)
        .where(eq(browsedHistories.companyId, companyA.id));
      expect(refused.map((r) => r.userId)).not.toContain(erin.id);
      for (const bad of ['abc', '0', '99999999999']) {
        expect((await page(recruiterA, bad as unknown as number)).statusCode, bad).toBe(400);
      }
    });

    it('records the visit: the page and each output shown, at most once a day per URL', async () => {
      await db().delete(browsedHistories).where(eq(browsedHistories.userId, alice.id));
      const at = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
      await Promise.all([page(recruiterA, alice.id), page(recruiterA, alice.id)]);
      await page(recruiterA, alice.id);
      const rows = await historiesOf(alice.id);
      expect(rows.map((r) => r.outputUrl).sort()).toEqual(
        [null, aliceQiitaUrl, aliceRepoUrl, 'https://github.com/someone/forked'].sort(),
      );
      expect(rows.every((r) => r.companyId === companyA.id)).toBe(true);
      expect(rows.every((r) => r.accessedAt.getTime() === at.getTime())).toBe(true);

      await page(recruiterB, alice.id);
      clock.advance(DAY_MS);
      await page(recruiterA, alice.id);
      expect(await historiesOf(alice.id)).toHaveLength(12);
    });

    it('the person sees the visit in browsed histories and as views of the output', async () => {
      const c = await signIn(alice);
      const histories = (await c.get('/api/person/browsed_histories/')).json().browsed_histories;
      const fromA = histories.filter(
        (h: { company_name: string }) => h.company_name === companyA.name,
      );
      expect(fromA.map((h: { output_url: string | null }) => h.output_url)).toContain(null);
      expect(fromA.map((h: { output_url: string | null }) => h.output_url)).toContain(
        aliceQiitaUrl,
      );
      const posts = (await c.get('/api/person/qiita_posts/')).json().qiita_posts_info;
      const post = posts.find((p: { url: string }) => p.url === aliceQiitaUrl);
      expect(post.views).toBe(3);
      expect(post.views_detail.map((v: { company_name: string }) => v.company_name).sort()).toEqual(
        [companyA.name, companyA.name, companyB.name].sort(),
      );
    });
  });

  describe('keeping the keyword index fresh', () => {
    const versionOf = async (userId: number) =>
      (
        await db()
          .select({ v: personSearchIndex.searchIndexVersion })
          .from(personSearchIndex)
          .where(eq(personSearchIndex.userId, userId))
      )[0]?.v;

    it('builds a newcomer marked by their first write at the next keyword search', async () => {
      const newcomer = await engineer({
        name: 'newcomer',
        tags: [{ name: 'Kotlin', level: 3 }],
        setting: { hirabilityLevel: 'JOB_CHANGE' },
      });
      everyone.push(newcomer);
      expect(await versionOf(newcomer.id)).toBe(0);
      await expectFound(recruiterA, '?keyword=Kotlin', [newcomer]);
      expect(await versionOf(newcomer.id)).toBe(PERSON_SEARCH_INDEX_VERSION);
      // Recruiters are never indexed.
      expect(await versionOf(recruiterBAccount.id)).toBeUndefined();
    });

    it('rebuilds rows marked stale or built by older code, and nothing else, however old', async () => {
      await expectFound(recruiterA, '?keyword=Kubernetes', []);
      // Written around the writers, unmarked: not seen, not even hours later. Every writer
      // marks (person-search-freshness.test.ts), so no search reads the sources to check.
      clock.advance(MINUTE_MS);
      await db()
        .update(userJobSettings)
        .set({ wantToDo: 'Kubernetesの運用を任されたい', updatedAt: clock.now() })
        .where(eq(userJobSettings.userId, bob.id));
      await expectFound(recruiterA, '?keyword=Kubernetes', []);
      clock.advance(3 * 60 * MINUTE_MS);
      await expectFound(recruiterA, '?keyword=Kubernetes', []);
      expect(await refreshPersonSearchIndex(db(), clock.now())).toBe(0);

      await markPersonSearchIndexStale(db(), bob.id, clock.now());
      await expectFound(recruiterA, '?keyword=Kubernetes', [bob]);

      // A row of an older version (segmentation or fields changed since) is rebuilt too.
      await db()
        .insert(personSkillTags)
        .values({ userId: bob.id, name: 'Haskell', level: 2, sortOrder: 9 });
      await db()
        .update(personSearchIndex)
        .set({ searchIndexVersion: PERSON_SEARCH_INDEX_VERSION - 1 })
        .where(eq(personSearchIndex.userId, bob.id));
      await expectFound(recruiterA, '?keyword=Haskell', [bob]);
      expect(await versionOf(bob.id)).toBe(PERSON_SEARCH_INDEX_VERSION);
    });

    it('walks every stale row in one pass, batch after batch', async () => {
      await markPersonSearchIndexStale(db(), alice.id, clock.now());
      await markPersonSearchIndexStale(db(), dave.id, clock.now());
      await db()
        .update(personSearchIndex)
        .set({ searchIndexVersion: 1 })
        .where(eq(personSearchIndex.userId, bob.id));
      expect(await refreshPersonSearchIndex(db(), clock.now(), { batchSize: 1 })).toBe(3);
      for (const p of [alice, bob, dave]) {
        expect(await versionOf(p.id)).toBe(PERSON_SEARCH_INDEX_VERSION);
      }
      expect(await refreshPersonSearchIndex(db(), clock.now(), { batchSize: 1 })).toBe(0);
    });

    it('indexAllPeople builds engineers written straight into the tables, never others', async () => {
      const loaded = await createUser(db(), { displayName: 'bulk_loaded' }, clock.now());
      const dormant = await createUser(db(), { isActive: false }, clock.now());
      for (const p of [loaded, dormant]) {
        await db()
          .insert(personSkillTags)
          .values({ userId: p.id, name: 'Clojure', level: 3, sortOrder: 0 });
      }
      await expectFound(recruiterA, '?keyword=Clojure', []);
      expect(await indexAllPeople(db(), clock.now())).toBe(1);
      expect(await versionOf(loaded.id)).toBe(PERSON_SEARCH_INDEX_VERSION);
      expect(await versionOf(dormant.id)).toBeUndefined();
      expect(await versionOf(recruiterBAccount.id)).toBeUndefined();
      await expectFound(recruiterA, '?keyword=Clojure', [loaded]);
      expect(await indexAllPeople(db(), clock.now())).toBe(0);
    });
  });

  describe('years of experience', () => {
    it('counts overlapping experiences once and a future one not at all', async () => {
      const veteran = await engineer({
        name: 'overlapping_career',
        tags: [{ name: 'Erlang', level: 4 }],
        setting: { hirabilityLevel: 'JOB_CHANGE' },
      });
      everyone.push(veteran);
      // 2015-01 to 2017-12 and 2017-06 to 2019-12 overlap; 2020 follows on: six years in
      // all (the lengths add up to more than seven). A job starting next year adds nothing.
      for (const [startYear, startMonth, endYear, endMonth] of [
        [2015, 1, 2017, 12],
        [2017, 6, 2019, 12],
        [2020, 1, 2020, 12],
        [2027, 4, null, null],
      ] as const) {
        await createExperience(db(), veteran.id, {
          organizationName: `株式会社ベテラン${startYear}`,
          positionIds: [],
          startYear,
          startMonth,
          endYear,
          endMonth,
          description: null,
        });
      }
      await expectFound(recruiterA, '?keyword=Erlang&years_min=6', [veteran]);
      await expectFound(recruiterA, '?keyword=Erlang&years_min=7', []);
      const row = candidateSearchResponseSchema
        .parse((await search(recruiterA, '?keyword=Erlang')).json())
        .candidates.find((c) => c.user_id === veteran.id);
      expect(row?.years_of_experience).toBe(6);
    });
  });
});
