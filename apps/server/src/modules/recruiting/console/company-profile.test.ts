import {
  companyPageResponseSchema,
  companyProfileResponseSchema,
  COMPANY_CONSOLE_MESSAGES as M,
  RECRUITING_MESSAGES,
  techTagsByName,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createJobDescription,
  createRecruiter,
  createUser,
  ensureMasterData,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { HOUR_MS, type TestClock, testClock } from '../../../../test/helpers/clock';
import { type Company, companies, jobDescriptions, userBlockedCompanies } from '../../../db/schema';
import { COMPANY_NOT_FOUND_MESSAGE, getCompanyPage } from '../../jobs/company-page.service';
import { reindexJobDescriptions, SEARCH_INDEX_VERSION } from '../../jobs/search/job-search-index';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const GO = techTagsByName.get('Go')!.id;
const AWS = techTagsByName.get('AWS')!.id;
const RUST = techTagsByName.get('Rust')!.id;

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: '株式会社ハヤブサテック',
  description: '物流のラストワンマイルをソフトウェアで変える会社です。\nエンジニアは30名です。',
  website_url: 'https://hayabusa.example.jp/',
  logo_url: 'https://hayabusa.example.jp/logo.png',
  industry: '物流テック',
  employee_count: 120,
  founded_year: 2015,
  prefecture_code: 13,
  stack_tag_ids: [GO, AWS, GO],
  location_prefecture_codes: [40, 13, 27, 13],
  ...overrides,
});

describe('company console: profile', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  const db = () => h.t.database.db;
  const client = () => new TestClient(h.app, `100.82.0.${++ip}`);
  const recruiterOf = async (companyId: number, role: 'admin' | 'recruiter' = 'recruiter') => {
    const account = await createRecruiter(db(), companyId, { role }, clock.now());
    const c = client();
    await c.signIn(account.email, account.password);
    return c;
  };
  const engineer = async () => {
    const person = await createUser(db(), {}, clock.now());
    const c = client();
    await c.signIn(person.email, person.password);
    return { person, c };
  };
  const rowOf = async (id: number) =>
    (await db().select().from(companies).where(eq(companies.id, id)))[0]!;

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-22T03:00:00.300Z'));
    h = await createTestApp({}, { now: clock.now });
    await ensureMasterData(db());
  });
  afterAll(async () => h.close());

  it('shows a recruiter their own company, and nobody else the console', async () => {
    const company = await createCompany(db());
    const c = await recruiterOf(company.id);
    const res = await c.get('/api/company/profile');
    expect(res.statusCode).toBe(200);
    expect(companyProfileResponseSchema.parse(res.json()).company).toEqual({
      id: company.id,
      name: company.name,
      description: company.description,
      website_url: company.websiteUrl,
      logo_url: null,
      logo_color: company.logoColor,
      industry: company.industry,
      employee_count: company.employeeCount,
      founded_year: company.foundedYear,
      prefecture_code: company.prefectureCode,
      stack_tag_ids: [],
      location_prefecture_codes: [],
      updated_at: epoch(company.updatedAt),
    });

    const visitor = client();
    const { c: person } = await engineer();
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? profileBody() : undefined;
      const anonymous = await visitor.request({ method, url: '/api/company/profile', body });
      expect(anonymous.statusCode, method).toBe(401);
      const refused = await person.request({ method, url: '/api/company/profile', body });
      expect(refused.statusCode, method).toBe(403);
      expect(refused.json().error.message).toBe(RECRUITING_MESSAGES.recruiterOnly);
    }
    expect((await rowOf(company.id)).name).toBe(company.name);
  });

  it('lets any recruiter of the company save the profile; lists once each, offices north to south', async () => {
    const company = await createCompany(db());
    const other = await createCompany(db());
    const c = await recruiterOf(company.id, 'recruiter');
    clock.advance(HOUR_MS);
    const res = await c.put('/api/company/profile', profileBody());
    expect(res.statusCode, res.body).toBe(200);
    const saved = companyProfileResponseSchema.parse(res.json()).company;
    expect(saved).toMatchObject({
      id: company.id,
      name: '株式会社ハヤブサテック',
      logo_url: 'https://hayabusa.example.jp/logo.png',
      stack_tag_ids: [GO, AWS],
      location_prefecture_codes: [13, 27, 40],
      updated_at: epoch(clock.now()),
    });
    expect((await c.get('/api/company/profile')).json().company).toEqual(saved);
    expect((await rowOf(other.id)).name).toBe(other.name);

    const cleared = await c.put('/api/company/profile', profileBody({ logo_url: '' }));
    expect(cleared.json().company.logo_url).toBeNull();
    const nulled = await c.put('/api/company/profile', profileBody({ logo_url: null }));
    expect(nulled.json().company.logo_url).toBeNull();
  });

  it('refuses an invalid profile with a Japanese message on each field, and keeps the old one', async () => {
    const company = await createCompany(db());
    const c = await recruiterOf(company.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', M.companyNameRequired],
      [{ name: 'あ'.repeat(101) }, 'name', M.companyNameTooLong],
      [{ description: '' }, 'description', M.descriptionRequired],
      [{ website_url: '' }, 'website_url', M.websiteUrlRequired],
      [{ website_url: 'javascript:alert(1)' }, 'website_url', M.websiteUrlInvalid],
      [{ website_url: 'hayabusa.example.jp' }, 'website_url', M.websiteUrlInvalid],
      [{ logo_url: 'http://hayabusa.example.jp/logo.png' }, 'logo_url', M.logoUrlInvalid],
      [{ logo_url: 'data:image/png;base64,AAAA' }, 'logo_url', M.logoUrlInvalid],
      [{ logo_url: `https://example.jp/${'a'.repeat(500)}` }, 'logo_url', M.urlTooLong],
      [{ industry: '' }, 'industry', M.industryRequired],
      [{ employee_count: 0 }, 'employee_count', M.employeeCountInvalid],
      [{ employee_count: 1_000_001 }, 'employee_count', M.employeeCountInvalid],
      [{ founded_year: 1799 }, 'founded_year', M.foundedYearInvalid],
      [{ founded_year: new Date().getFullYear() + 1 }, 'founded_year', M.foundedYearInvalid],
      [{ prefecture_code: 0 }, 'prefecture_code', M.prefectureInvalid],
      [{ stack_tag_ids: [GO, 99_999] }, 'stack_tag_ids.1', M.tagUnknown],
      [{ location_prefecture_codes: [48] }, 'location_prefecture_codes.0', M.locationInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await c.put('/api/company/profile', profileBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(overrides)).toEqual({ [field]: [message] });
    }
    const missing = await c.put('/api/company/profile', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({
      name: [M.companyNameRequired],
      website_url: [M.websiteUrlRequired],
      employee_count: [M.employeeCountInvalid],
    });
    expect((await rowOf(company.id)).name).toBe(company.name);
  });

  it('re-indexes the company’s jobs when it is renamed, in the same transaction', async () => {
    const company = await createCompany(db(), { name: '株式会社コマドリ' });
    const other = await createCompany(db(), { name: '株式会社ヒバリ' });
    const c = await recruiterOf(company.id);
    const job = await createJobDescription(db(), { company, status: 'published' });
    const otherJob = await createJobDescription(db(), { company: other, status: 'published' });
    const { c: person } = await engineer();
    const search = async (keyword: string) =>
      (await person.get(`/api/job_descriptions/search?keyword=${encodeURIComponent(keyword)}`))
        .json()
        .job_descriptions.map((j: { job_description_id: number }) => j.job_description_id);
    expect(await search('ゼフィランサス')).toEqual([]);
    const vectorOf = async (id: number) =>
      (
        await db()
          .select({ v: jobDescriptions.searchVector, version: jobDescriptions.searchIndexVersion })
          .from(jobDescriptions)
          .where(eq(jobDescriptions.id, id))
      )[0]!;
    const otherBefore = await vectorOf(otherJob.id);

    const res = await c.put(
      '/api/company/profile',
      profileBody({ name: '株式会社ゼフィランサス' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await search('ゼフィランサス')).toEqual([job.id]);
    expect((await vectorOf(job.id)).version).toBe(SEARCH_INDEX_VERSION);
    expect(await vectorOf(otherJob.id)).toEqual(otherBefore);
    expect(await reindexJobDescriptions(db())).toBe(0);

    // Saving without a new name leaves the index as it is.
    const before = await vectorOf(job.id);
    await c.put(
      '/api/company/profile',
      profileBody({ name: '株式会社ゼフィランサス', employee_count: 130 }),
    );
    expect(await vectorOf(job.id)).toEqual(before);
  });

  it('feeds the company page: logo, offices and the stated stack beside the jobs’ stack', async () => {
    const company = await createCompany(db());
    const c = await recruiterOf(company.id);
    await createJobDescription(db(), { company, status: 'published', tagIds: [RUST] });
    await c.put('/api/company/profile', profileBody({ name: company.name }));

    const page = companyPageResponseSchema.parse(await getCompanyPage(db(), company.id, null));
    expect(page.company).toMatchObject({
      id: company.id,
      logo_url: 'https://hayabusa.example.jp/logo.png',
      location_prefecture_codes: [13, 27, 40],
    });
    expect(page.stated_stack).toEqual([
      { id: GO, name: 'Go', group: 'language' },
      { id: AWS, name: 'AWS', group: 'infrastructure' },
    ]);
    expect(page.tech_stack).toContainEqual(expect.objectContaining({ id: RUST, job_count: 1 }));

    // A person who blocked the company still gets the plain 404.
    const { person } = await engineer();
    await db().insert(userBlockedCompanies).values({ userId: person.id, companyId: company.id });
    await expect(getCompanyPage(db(), company.id, person.id)).rejects.toMatchObject({
      status: 404,
      message: COMPANY_NOT_FOUND_MESSAGE,
    });
  });

  it('refuses a save without the CSRF token', async () => {
    const company: Company = await createCompany(db());
    const c = await recruiterOf(company.id);
    const res = await c.request({
      method: 'PUT',
      url: '/api/company/profile',
      body: profileBody(),
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_failed');
    expect((await rowOf(company.id)).name).toBe(company.name);
  });
});
