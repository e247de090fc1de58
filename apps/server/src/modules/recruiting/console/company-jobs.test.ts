import {
  companyJobDescriptionListResponseSchema,
  companyJobDescriptionResponseSchema,
  COMPANY_CONSOLE_MESSAGES as M,
  RECRUITING_MESSAGES,
  techTagsByName,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createRecruiter,
  createUser,
  ensureMasterData,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { HOUR_MS, type TestClock, testClock } from '../../../../test/helpers/clock';
import {
  type Company,
  jobApplications,
  jobDescriptionPositions,
  jobDescriptions,
  jobDescriptionTags,
  jobReactions,
} from '../../../db/schema';
import { reindexJobDescriptions, SEARCH_INDEX_VERSION } from '../../jobs/search/job-search-index';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const NEVER = 2_000_000_000;
const RUST = techTagsByName.get('Rust')!.id;
const POSTGRES = techTagsByName.get('PostgreSQL')!.id;
const AWS = techTagsByName.get('AWS')!.id;

/** A complete posting; each test changes what it is about. */
const jobBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rustバックエンドエンジニア（決済基盤）',
  summary: '決済基盤をRustで作り直すチームで、APIの設計から運用までを担うエンジニアを募集します。',
  job_details: '決済APIの設計と実装を担当します。\n性能改善と障害対応も含みます。',
  required_skills: 'Rustでの開発経験2年以上',
  welcome_skills: 'PostgreSQLの運用経験',
  development_environment: 'Rust / PostgreSQL / AWS',
  working_conditions: 'フルリモート可、コアタイムなし',
  annual_salary_min: 600,
  annual_salary_max: 900,
  prefecture_code: 13,
  work_style: 'fullRemote',
  employment_type: 'fulltime',
  business_type: 1,
  positions: ['BACKEND_ENGINEER', 'SITE_RELIABILITY_ENGINEER', 'BACKEND_ENGINEER'],
  tag_ids: [RUST, POSTGRES, RUST],
  preferred_condition_ids: [11, 1],
  ...overrides,
});

describe('company console: job descriptions', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  let company: Company;
  let recruiter: TestClient;
  let otherRecruiter: TestClient;
  let engineer: TestClient;
  const db = () => h.t.database.db;
  const client = () => new TestClient(h.app, `100.81.0.${++ip}`);
  const recruiterOf = async (companyId: number, role: 'admin' | 'recruiter' = 'recruiter') => {
    const account = await createRecruiter(db(), companyId, { role }, clock.now());
    const c = client();
    await c.signIn(account.email, account.password);
    return c;
  };
  const create = async (c: TestClient, overrides: Record<string, unknown> = {}) => {
    const res = await c.post('/api/company/job_descriptions', jobBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return companyJobDescriptionResponseSchema.parse(res.json()).job_description;
  };
  const search = async (keyword: string) => {
    const res = await engineer.get(
      `/api/job_descriptions/search?keyword=${encodeURIComponent(keyword)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().job_descriptions as { job_description_id: number }[]).map(
      (j) => j.job_description_id,
    );
  };

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-22T03:00:00.400Z'));
    h = await createTestApp({}, { now: clock.now });
    await ensureMasterData(db());
    company = await createCompany(db(), { name: '株式会社ミナトソフト' });
    recruiter = await recruiterOf(company.id);
    otherRecruiter = await recruiterOf((await createCompany(db())).id, 'admin');
    const person = await createUser(db(), {}, clock.now());
    engineer = client();
    await engineer.signIn(person.email, person.password);
  });
  afterAll(async () => h.close());

  it('keeps visitors (401) and engineers (403) out of every console call', async () => {
    const job = await create(recruiter);
    const calls = [
      ['GET', '/api/company/job_descriptions'],
      ['POST', '/api/company/job_descriptions'],
      ['GET', `/api/company/job_descriptions/${job.job_description_id}`],
      ['PUT', `/api/company/job_descriptions/${job.job_description_id}`],
      ['POST', `/api/company/job_descriptions/${job.job_description_id}/publish`],
      ['POST', `/api/company/job_descriptions/${job.job_description_id}/close`],
      ['POST', `/api/company/job_descriptions/${job.job_description_id}/reopen`],
      ['DELETE', `/api/company/job_descriptions/${job.job_description_id}`],
    ] as const;
    const visitor = client();
    for (const [method, url] of calls) {
      const body = method === 'PUT' || method === 'POST' ? jobBody() : undefined;
      const anonymous = await visitor.request({ method, url, body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      expect(anonymous.json().error.code).toBe('unauthenticated');
      const person = await engineer.request({ method, url, body });
      expect(person.statusCode, `${method} ${url}`).toBe(403);
      expect(person.json().error.message).toBe(RECRUITING_MESSAGES.recruiterOnly);
    }
    const [row] = await db()
      .select({ status: jobDescriptions.status })
      .from(jobDescriptions)
      .where(eq(jobDescriptions.id, job.job_description_id));
    expect(row!.status).toBe('draft');
  });

  it('creates a draft with every field, each choice once, indexed in the same write', async () => {
    const job = await create(recruiter);
    expect(job).toMatchObject({
      status: 'draft',
      title: 'Rustバックエンドエンジニア（決済基盤）',
      annual_salary_min: 600,
      annual_salary_max: 900,
      work_style: 'fullRemote',
      business_type: 1,
      positions: [
        { key: 'BACKEND_ENGINEER', name: 'バックエンドエンジニア' },
        { key: 'SITE_RELIABILITY_ENGINEER', name: 'SRE' },
      ],
      tags: [
        { id: RUST, name: 'Rust', group: 'language' },
        { id: POSTGRES, name: 'PostgreSQL', group: 'database' },
      ],
      preferred_condition_ids: [1, 11],
      job_details: '決済APIの設計と実装を担当します。\n性能改善と障害対応も含みます。',
      published_at: null,
      created_at: epoch(clock.now()),
      updated_at: epoch(clock.now()),
      reaction_count: 0,
      application_count: 0,
    });
    const [row] = await db()
      .select()
      .from(jobDescriptions)
      .where(eq(jobDescriptions.id, job.job_description_id));
    expect(row).toMatchObject({ companyId: company.id, searchIndexVersion: SEARCH_INDEX_VERSION });
    expect(row!.searchVector).toContain('rust');
    expect(await reindexJobDescriptions(db())).toBe(0);

    const read = await recruiter.get(`/api/company/job_descriptions/${job.job_description_id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().job_description).toEqual(job);
  });

  it('shows a draft to its company only: 404 like a missing id elsewhere, absent from search and the company page', async () => {
    const job = await create(recruiter, { title: 'ヴァルハラ決済ゲートウェイ開発リーダー' });
    const id = job.job_description_id;
    const visitor = client();
    for (const c of [visitor, engineer]) {
      const draft = await c.get(`/api/job_descriptions/${id}`);
      const missing = await c.get(`/api/job_descriptions/${NEVER}`);
      expect(draft.statusCode).toBe(404);
      expect(draft.body).toBe(missing.body);
      expect(
        (await c.get(`/api/companies/${company.id}`)).json().job_descriptions,
      ).not.toContainEqual(expect.objectContaining({ job_description_id: id }));
    }
    expect(await search('ヴァルハラ決済ゲートウェイ')).toEqual([]);
    const reaction = await engineer.post(`/api/job_descriptions/${id}/reaction`);
    expect(reaction.statusCode).toBe(404);
    const application = await engineer.post('/api/job_applications/', { job_description_id: id });
    expect(application.statusCode).toBe(404);
    const recent = await engineer.get('/api/job_descriptions/recent');
    expect(recent.json().job_descriptions).not.toContainEqual(
      expect.objectContaining({ job_description_id: id }),
    );
  });

  it('answers another company’s recruiter as for a job that never existed, and changes nothing', async () => {
    const job = await create(recruiter);
    const id = job.job_description_id;
    const calls = [
      ['GET', ''],
      ['PUT', ''],
      ['POST', '/publish'],
      ['POST', '/close'],
      ['POST', '/reopen'],
      ['DELETE', ''],
    ] as const;
    for (const [method, suffix] of calls) {
      const body = method === 'PUT' ? jobBody({ title: '乗っ取り' }) : undefined;
      const theirs = await otherRecruiter.request({
        method,
        url: `/api/company/job_descriptions/${id}${suffix}`,
        body,
      });
      const missing = await otherRecruiter.request({
        method,
        url: `/api/company/job_descriptions/${NEVER}${suffix}`,
        body,
      });
      expect(theirs.statusCode, `${method} ${suffix}`).toBe(404);
      expect(theirs.body).toBe(missing.body);
      expect(theirs.json().error.message).toBe(M.jobNotFound);
    }
    const list = await otherRecruiter.get('/api/company/job_descriptions');
    expect(list.json().job_descriptions).not.toContainEqual(
      expect.objectContaining({ job_description_id: id }),
    );
    const read = await recruiter.get(`/api/company/job_descriptions/${id}`);
    expect(read.json().job_description).toEqual(job);
  });

  it('publishes (search finds it only then), closes, reopens with its first date, and says no to the wrong step', async () => {
    const job = await create(recruiter, { title: 'ツンドラ物流最適化エンジニア' });
    const id = job.job_description_id;
    const url = (action: string) => `/api/company/job_descriptions/${id}/${action}`;
    expect(await search('ツンドラ物流')).toEqual([]);

    for (const [action, message] of [
      ['close', M.closeDraft],
      ['reopen', M.reopenDraft],
    ] as const) {
      const refused = await recruiter.post(url(action));
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json().error).toEqual({ code: 'conflict', message });
    }

    clock.advance(HOUR_MS);
    const publishedAt = epoch(clock.now());
    const published = await recruiter.post(url('publish'));
    expect(published.statusCode).toBe(200);
    expect(published.json().job_description).toMatchObject({
      status: 'published',
      published_at: publishedAt,
      updated_at: publishedAt,
    });
    expect(await search('ツンドラ物流')).toEqual([id]);
    const page = await engineer.get(`/api/job_descriptions/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().is_offering_job).toBe(true);
    expect(
      (await engineer.get(`/api/companies/${company.id}`)).json().job_descriptions,
    ).toContainEqual(expect.objectContaining({ job_description_id: id }));

    clock.advance(HOUR_MS);
    const again = await recruiter.post(url('publish'));
    expect(again.statusCode).toBe(200);
    expect(again.json().job_description).toMatchObject({
      status: 'published',
      published_at: publishedAt,
      updated_at: publishedAt,
    });

    const closed = await recruiter.post(url('close'));
    expect(closed.json().job_description).toMatchObject({
      status: 'closed',
      published_at: publishedAt,
      updated_at: epoch(clock.now()),
    });
    expect(await search('ツンドラ物流')).toEqual([]);
    expect((await engineer.get(`/api/job_descriptions/${id}`)).json().is_offering_job).toBe(false);
    expect((await recruiter.post(url('close'))).statusCode).toBe(200);
    const publishClosed = await recruiter.post(url('publish'));
    expect(publishClosed.statusCode).toBe(409);
    expect(publishClosed.json().error.message).toBe(M.publishClosed);

    clock.advance(HOUR_MS);
    const reopened = await recruiter.post(url('reopen'));
    expect(reopened.json().job_description).toMatchObject({
      status: 'published',
      published_at: publishedAt,
      updated_at: epoch(clock.now()),
    });
    expect(await search('ツンドラ物流')).toEqual([id]);
  });

  it('edits the whole posting: new words find it, old ones do not, link rows replaced', async () => {
    const job = await create(recruiter, { title: 'ペンギン水族館予約システム開発' });
    const id = job.job_description_id;
    await recruiter.post(`/api/company/job_descriptions/${id}/publish`);
    expect(await search('ペンギン水族館')).toEqual([id]);

    clock.advance(HOUR_MS);
    const res = await recruiter.put(
      `/api/company/job_descriptions/${id}`,
      jobBody({
        title: 'カワウソ動物園チケット基盤開発',
        positions: ['FRONTEND_ENGINEER'],
        tag_ids: [AWS],
        preferred_condition_ids: [],
        welcome_skills: '',
        annual_salary_min: 700,
        annual_salary_max: 700,
        work_style: 'attendance',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = companyJobDescriptionResponseSchema.parse(res.json()).job_description;
    expect(edited).toMatchObject({
      status: 'published',
      title: 'カワウソ動物園チケット基盤開発',
      positions: [{ key: 'FRONTEND_ENGINEER', name: 'フロントエンドエンジニア' }],
      tags: [{ id: AWS, name: 'AWS', group: 'infrastructure' }],
      preferred_condition_ids: [],
      welcome_skills: '',
      annual_salary_min: 700,
      annual_salary_max: 700,
      work_style: 'attendance',
      published_at: job.created_at,
      created_at: job.created_at,
      updated_at: epoch(clock.now()),
    });
    expect(await search('カワウソ動物園')).toEqual([id]);
    expect(await search('ペンギン水族館')).toEqual([]);
    const positions = await db()
      .select()
      .from(jobDescriptionPositions)
      .where(eq(jobDescriptionPositions.jobDescriptionId, id));
    expect(positions.map((p) => p.jobPositionId)).toEqual([1]);
    const tags = await db()
      .select()
      .from(jobDescriptionTags)
      .where(eq(jobDescriptionTags.jobDescriptionId, id));
    expect(tags.map((t) => t.techTagId)).toEqual([AWS]);
    expect(await reindexJobDescriptions(db())).toBe(0);
  });

  it('refuses invalid postings with a Japanese message on each field, and stores nothing', async () => {
    const before = await db().select({ id: jobDescriptions.id }).from(jobDescriptions);
    const empty = await recruiter.post('/api/company/job_descriptions', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({
      title: [M.jobTitleRequired],
      summary: [M.jobSummaryRequired],
      job_details: [M.jobDetailsRequired],
      required_skills: [M.requiredSkillsRequired],
      annual_salary_min: [M.salaryRequired],
      annual_salary_max: [M.salaryRequired],
      prefecture_code: [M.prefectureInvalid],
      work_style: [M.workStyleRequired],
      employment_type: [M.employmentTypeRequired],
      business_type: [M.businessTypeRequired],
      positions: [M.positionsRequired],
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', M.jobTitleRequired],
      [{ title: 'あ'.repeat(101) }, 'title', M.jobTitleTooLong],
      [{ summary: 'あ'.repeat(301) }, 'summary', M.jobSummaryTooLong],
      [{ job_details: '' }, 'job_details', M.jobDetailsRequired],
      [{ working_conditions: 'あ'.repeat(10_001) }, 'working_conditions', M.sectionTooLong],
      [{ annual_salary_min: 0 }, 'annual_salary_min', M.salaryOutOfRange],
      [{ annual_salary_max: 5001 }, 'annual_salary_max', M.salaryOutOfRange],
      [{ annual_salary_min: 550.5 }, 'annual_salary_min', M.salaryRequired],
      [
        { annual_salary_min: 900, annual_salary_max: 600 },
        'annual_salary_max',
        M.salaryRangeInverted,
      ],
      [{ prefecture_code: 48 }, 'prefecture_code', M.prefectureInvalid],
      [{ work_style: 'remote' }, 'work_style', M.workStyleRequired],
      [{ employment_type: 'contract' }, 'employment_type', M.employmentTypeRequired],
      [{ business_type: 4 }, 'business_type', M.businessTypeRequired],
      [{ positions: [] }, 'positions', M.positionsRequired],
      [{ positions: ['WIZARD'] }, 'positions.0', M.positionUnknown],
      [
        { positions: ['CTO', 'TECH_LEAD', 'DESIGNER', 'OTHER', 'DATA_ENGINEER', 'GAME_ENGINEER'] },
        'positions',
        M.positionsTooMany,
      ],
      [{ tag_ids: [RUST, 99_999] }, 'tag_ids.1', M.tagUnknown],
      [{ preferred_condition_ids: [0] }, 'preferred_condition_ids.0', M.preferredConditionUnknown],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await recruiter.post('/api/company/job_descriptions', jobBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(overrides)).toEqual({ [field]: [message] });
    }
    const job = await create(recruiter);
    const edit = await recruiter.put(
      `/api/company/job_descriptions/${job.job_description_id}`,
      jobBody({ title: '' }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields).toEqual({ title: [M.jobTitleRequired] });
    const after = await db().select({ id: jobDescriptions.id }).from(jobDescriptions);
    expect(after).toHaveLength(before.length + 1);
  });

  it('lists the company’s jobs newest first, 20 a page, by status, with reaction and application counts', async () => {
    const own = await createCompany(db());
    const c = await recruiterOf(own.id);
    const ids: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      clock.advance(1000);
      ids.push((await create(c, { title: `求人${i}` })).job_description_id);
    }
    const first = await c.get('/api/company/job_descriptions');
    expect(first.statusCode).toBe(200);
    const page1 = companyJobDescriptionListResponseSchema.parse(first.json());
    expect(page1.paging).toEqual({ total_count: 21, max_page: 2, page: 1, per_page: 20 });
    expect(page1.job_descriptions.map((j) => j.job_description_id)).toEqual(ids.slice(1).reverse());
    expect(page1.job_descriptions[0]).not.toHaveProperty('job_details');
    const page2 = (await c.get('/api/company/job_descriptions?page=2')).json();
    expect(
      page2.job_descriptions.map((j: { job_description_id: number }) => j.job_description_id),
    ).toEqual([ids[0]]);

    const open = ids[3]!;
    await c.post(`/api/company/job_descriptions/${open}/publish`);
    const people = await Promise.all([createUser(db()), createUser(db()), createUser(db())]);
    await db()
      .insert(jobReactions)
      .values(people.map((p) => ({ userId: p.id, jobDescriptionId: open })));
    await db().insert(jobApplications).values({
      userId: people[0]!.id,
      jobDescriptionId: open,
      appliedAt: clock.now(),
      expectedMailRepliedAt: clock.now(),
    });
    const published = (await c.get('/api/company/job_descriptions?status=published')).json();
    expect(published.paging.total_count).toBe(1);
    expect(published.job_descriptions).toEqual([
      expect.objectContaining({
        job_description_id: open,
        status: 'published',
        reaction_count: 3,
        application_count: 1,
      }),
    ]);
    expect(
      (await c.get('/api/company/job_descriptions?status=draft')).json().paging.total_count,
    ).toBe(20);
    for (const query of ['page=0', 'page=501', 'status=deleted']) {
      expect((await c.get(`/api/company/job_descriptions?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('deletes a draft only; a job once public is closed instead', async () => {
    const draft = await create(recruiter);
    const res = await recruiter.delete(`/api/company/job_descriptions/${draft.job_description_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: M.jobDeleted });
    expect(
      (await recruiter.get(`/api/company/job_descriptions/${draft.job_description_id}`)).statusCode,
    ).toBe(404);
    const links = await db()
      .select()
      .from(jobDescriptionPositions)
      .where(eq(jobDescriptionPositions.jobDescriptionId, draft.job_description_id));
    expect(links).toEqual([]);

    const open = await create(recruiter);
    await recruiter.post(`/api/company/job_descriptions/${open.job_description_id}/publish`);
    const refused = await recruiter.delete(
      `/api/company/job_descriptions/${open.job_description_id}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(M.deletePublished);
  });

  it('refuses every write without the CSRF token and changes nothing', async () => {
    const job = await create(recruiter);
    const id = job.job_description_id;
    const calls = [
      ['POST', '/api/company/job_descriptions'],
      ['PUT', `/api/company/job_descriptions/${id}`],
      ['POST', `/api/company/job_descriptions/${id}/publish`],
      ['DELETE', `/api/company/job_descriptions/${id}`],
    ] as const;
    for (const [method, url] of calls) {
      const res = await recruiter.request({
        method,
        url,
        body: method === 'DELETE' ? undefined : jobBody({ title: '書き換え' }),
        csrf: false,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
    expect(
      (await recruiter.get(`/api/company/job_descriptions/${id}`)).json().job_description,
    ).toEqual(job);
  });
});
