import { CAREER_MESSAGES, JOB_POSITIONS, SETUP_STEPS } from '@kiseki/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createExperience,
  createUser,
  ensureMasterData,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { DAY_MS, type TestClock, testClock } from '../../../test/helpers/clock';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

describe('job setting, hirability, setup status, position conjectures', () => {
  let h: TestApp;
  let clock: TestClock;
  let ipCounter = 0;
  const db = () => h.t.database.db;
  const signedIn = async () => {
    const user = await createUser(db());
    const c = new TestClient(h.app, `100.66.0.${++ipCounter}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({}, { now: clock.now });
    await ensureMasterData(db());
  });
  afterAll(async () => h.close());

  it('answers 401 to a visitor on every endpoint', async () => {
    const visitor = new TestClient(h.app, '100.66.9.1');
    for (const [method, url] of [
      ['GET', '/api/user/job_setting/'],
      ['PUT', '/api/user/job_setting/'],
      ['PUT', '/api/user/job_setting/hirability'],
      ['GET', '/api/companies/suggest?q=a'],
      ['GET', '/api/setup_status/'],
      ['PATCH', '/api/setup_status/'],
      ['PATCH', '/api/setup_status/mark_completed'],
      ['GET', '/api/user/experience_job_position_conjectures/'],
      ['GET', '/api/user/experience_job_position_conjecture_dialog_status/'],
      ['PUT', '/api/user/experience_job_position_conjecture_dialog_status/'],
    ] as const) {
      const res = await visitor.request({ method, url, body: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses every write without the CSRF header (403)', async () => {
    const { c } = await signedIn();
    for (const [method, url, body] of [
      ['PUT', '/api/user/job_setting/', { job: true }],
      ['PUT', '/api/user/job_setting/hirability', { hirability_level: 'JOB_CHANGE' }],
      ['PATCH', '/api/setup_status/', { step: 'welcome' }],
      ['PATCH', '/api/setup_status/mark_completed', undefined],
      ['PUT', '/api/user/experience_job_position_conjecture_dialog_status/', { is_agreed: true }],
    ] as const) {
      const res = await c.request({ method, url, body, csrf: false });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
    // Nothing was written.
    const setting = (await c.get('/api/user/job_setting/')).json().job_setting;
    expect(setting.job).toBeNull();
    expect(setting.hirability_level).toBeNull();
    expect((await c.get('/api/setup_status/')).json().setup_status.step).toBeNull();
  });

  describe('GET/PUT /api/user/job_setting/', () => {
    it('answers the defaults before anything is saved', async () => {
      const { c } = await signedIn();
      const res = await c.get('/api/user/job_setting/');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        job_setting: {
          hirability_level: null,
          hirability_level_updated_at: null,
          job: null,
          is_it_engineer: null,
          employment_type: {
            fulltime: false,
            parttime: false,
            freelance: false,
            internship: false,
          },
          blocked_corporations: [],
          want_to_do: null,
          want_to_do_updated_at: null,
          job_summary: null,
          desired_annual_salary: null,
          desired_business_type: { in_house: false, entrusted: false, ses: false },
          desired_work_style: { full_remote: false, partial_remote: false, attendance: false },
          desired_locations: [],
          desired_work_condition_updated_at: null,
          display_name: null,
          is_workable_age: null,
          has_current_company: false,
        },
      });
    });

    it('changes only the keys (and flags) sent, and stamps times only when values move', async () => {
      const { c } = await signedIn();
      const t0 = clock.now();
      let res = await c.put('/api/user/job_setting/', {
        desired_annual_salary: 700,
        desired_work_style: { full_remote: true },
        desired_locations: [13, 14, 13],
      });
      expect(res.statusCode).toBe(200);
      let s = res.json().job_setting;
      expect(s.desired_annual_salary).toBe(700);
      expect(s.desired_work_style).toEqual({
        full_remote: true,
        partial_remote: false,
        attendance: false,
      });
      expect(s.desired_locations).toEqual([13, 14]);
      expect(s.desired_work_condition_updated_at).toBe(epoch(t0));
      expect(s.want_to_do_updated_at).toBeNull();

      clock.advance(DAY_MS);
      res = await c.put('/api/user/job_setting/', {
        desired_work_style: { attendance: true },
        want_to_do: 'プロダクトの信頼性を支えたい',
      });
      s = res.json().job_setting;
      expect(s.desired_work_style).toEqual({
        full_remote: true,
        partial_remote: false,
        attendance: true,
      });
      expect(s.desired_annual_salary).toBe(700);
      expect(s.want_to_do).toBe('プロダクトの信頼性を支えたい');
      const t1 = epoch(clock.now());
      expect(s.want_to_do_updated_at).toBe(t1);
      expect(s.desired_work_condition_updated_at).toBe(t1);

      // The same values again move nothing.
      clock.advance(DAY_MS);
      res = await c.put('/api/user/job_setting/', {
        desired_annual_salary: 700,
        desired_locations: [14, 13],
        want_to_do: 'プロダクトの信頼性を支えたい',
      });
      s = res.json().job_setting;
      expect(s.want_to_do_updated_at).toBe(t1);
      expect(s.desired_work_condition_updated_at).toBe(t1);

      // Other fields do not touch those stamps.
      res = await c.put('/api/user/job_setting/', {
        job_summary: 'Go と PostgreSQL で決済基盤を 5 年。\r\nチームリードも担当。',
        job: true,
        is_it_engineer: true,
        display_name: 'Kさん',
      });
      s = res.json().job_setting;
      expect(s).toMatchObject({
        job: true,
        is_it_engineer: true,
        display_name: 'Kさん',
        job_summary: 'Go と PostgreSQL で決済基盤を 5 年。\r\nチームリードも担当。',
      });
      expect(s.want_to_do_updated_at).toBe(t1);
      expect(s.desired_work_condition_updated_at).toBe(t1);
      expect((await c.get('/api/user/job_setting/')).json().job_setting).toEqual(s);

      // Employment types and business types are desired conditions too, each on its own.
      clock.advance(DAY_MS);
      res = await c.put('/api/user/job_setting/', { employment_type: { freelance: true } });
      s = res.json().job_setting;
      expect(s.employment_type.freelance).toBe(true);
      const t2 = epoch(clock.now());
      expect(s.desired_work_condition_updated_at).toBe(t2);
      expect(s.want_to_do_updated_at).toBe(t1);
      clock.advance(DAY_MS);
      res = await c.put('/api/user/job_setting/', { desired_business_type: { ses: true } });
      s = res.json().job_setting;
      expect(s.desired_business_type.ses).toBe(true);
      expect(s.desired_work_condition_updated_at).toBe(epoch(clock.now()));
      expect(s.desired_work_condition_updated_at).toBeGreaterThan(t2);
    });

    it('names each bad field and changes nothing', async () => {
      const { c } = await signedIn();
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { desired_annual_salary: 10000 },
          'desired_annual_salary',
          CAREER_MESSAGES.salaryOutOfRange,
        ],
        [{ desired_annual_salary: -1 }, 'desired_annual_salary', CAREER_MESSAGES.salaryOutOfRange],
        [{ desired_annual_salary: 1.5 }, 'desired_annual_salary', CAREER_MESSAGES.salaryOutOfRange],
        [{ desired_locations: [0] }, 'desired_locations.0', CAREER_MESSAGES.prefectureInvalid],
        [{ desired_locations: [48] }, 'desired_locations.0', CAREER_MESSAGES.prefectureInvalid],
        [{ want_to_do: 'あ'.repeat(2001) }, 'want_to_do', CAREER_MESSAGES.wantToDoTooLong],
        [{ job_summary: 'あ'.repeat(2001) }, 'job_summary', CAREER_MESSAGES.jobSummaryTooLong],
        [{ display_name: 'あ'.repeat(31) }, 'display_name', CAREER_MESSAGES.scoutNameTooLong],
        [
          { blocked_corporations: [2_000_000_000] },
          'blocked_corporations.0',
          CAREER_MESSAGES.companyUnknown,
        ],
      ];
      for (const [body, field, message] of cases) {
        const res = await c.put('/api/user/job_setting/', { job: true, ...body });
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error.fields[field], field).toEqual([message]);
      }
      const setting = (await c.get('/api/user/job_setting/')).json().job_setting;
      expect(setting.job).toBeNull();
      expect(setting.blocked_corporations).toEqual([]);
      // The edge's text rules apply too (issue 12): a control character is refused.
      const res = await c.put('/api/user/job_setting/', { want_to_do: 'a\u0000b' });
      expect(res.statusCode).toBe(400);
    });

    it('keeps blocked companies as a set, answers their names, and replaces the list', async () => {
      const { c } = await signedIn();
      const a = await createCompany(db(), { name: '株式会社ブロック商事' });
      const b = await createCompany(db(), { name: 'アルファ合同会社' });
      let res = await c.put('/api/user/job_setting/', { blocked_corporations: [a.id, b.id, a.id] });
      expect(res.statusCode).toBe(200);
      expect(res.json().job_setting.blocked_corporations).toEqual([
        { id: b.id, name: 'アルファ合同会社' },
        { id: a.id, name: '株式会社ブロック商事' },
      ]);
      res = await c.put('/api/user/job_setting/', { blocked_corporations: [a.id] });
      expect(res.json().job_setting.blocked_corporations).toEqual([
        { id: a.id, name: '株式会社ブロック商事' },
      ]);
      res = await c.put('/api/user/job_setting/', { blocked_corporations: [] });
      expect(res.json().job_setting.blocked_corporations).toEqual([]);
    });

    it('says whether an experience is ongoing (the current company)', async () => {
      const { user, c } = await signedIn();
      await createExperience(db(), user.id, { endYear: 2020, endMonth: 3, startYear: 2018 });
      expect((await c.get('/api/user/job_setting/')).json().job_setting.has_current_company).toBe(
        false,
      );
      await createExperience(db(), user.id, { endYear: null, endMonth: null, startYear: 2020 });
      expect((await c.get('/api/user/job_setting/')).json().job_setting.has_current_company).toBe(
        true,
      );
    });

    it('keeps one person’s setting from another', async () => {
      const { c: a } = await signedIn();
      const { c: b } = await signedIn();
      await a.put('/api/user/job_setting/', { desired_annual_salary: 900 });
      expect((await b.get('/api/user/job_setting/')).json().job_setting.desired_annual_salary).toBe(
        null,
      );
    });
  });

  describe('PUT /api/user/job_setting/hirability', () => {
    it('sets the level and stamps the time, also for the same level', async () => {
      const { c } = await signedIn();
      let res = await c.put('/api/user/job_setting/hirability', {
        hirability_level: 'WANT_TO_HEAR',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().job_setting.hirability_level).toBe('WANT_TO_HEAR');
      expect(res.json().job_setting.hirability_level_updated_at).toBe(epoch(clock.now()));
      clock.advance(10 * DAY_MS);
      res = await c.put('/api/user/job_setting/hirability', { hirability_level: 'WANT_TO_HEAR' });
      expect(res.json().job_setting.hirability_level_updated_at).toBe(epoch(clock.now()));
    });

    it('requires one of the three levels', async () => {
      const { c } = await signedIn();
      for (const body of [{}, { hirability_level: 'MAYBE' }, { hirability_level: null }]) {
        const res = await c.put('/api/user/job_setting/hirability', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields.hirability_level).toEqual([
          CAREER_MESSAGES.hirabilityLevelRequired,
        ]);
      }
    });
  });

  it('GET /api/companies/suggest finds companies by part of the name, case-insensitively', async () => {
    const { c } = await signedIn();
    const x = await createCompany(db(), { name: 'Zeta Labs 株式会社' });
    await createCompany(db(), { name: 'ゼータ食品' });
    let res = await c.get('/api/companies/suggest?q=zeta%20labs');
    expect(res.statusCode).toBe(200);
    expect(res.json().companies).toEqual([{ id: x.id, name: 'Zeta Labs 株式会社' }]);
    res = await c.get('/api/companies/suggest?q=%25');
    expect(res.json().companies.some((co: { name: string }) => co.name.includes('%'))).toBe(
      res.json().companies.length > 0,
    );
    res = await c.get('/api/companies/suggest?q=');
    expect(res.json().companies).toEqual([]);
    res = await c.get(`/api/companies/suggest?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
  });

  describe('setup status', () => {
    it('records each step, refuses a step outside the list, and completes once', async () => {
      const { c } = await signedIn();
      expect((await c.get('/api/setup_status/')).json()).toEqual({
        setup_status: { step: null, is_completed: false, completed_at: null },
      });
      for (const step of ['welcome', 'birthdate', 'hirability_level']) {
        const res = await c.patch('/api/setup_status/', { step });
        expect(res.statusCode).toBe(200);
        expect(res.json().setup_status.step).toBe(step);
      }
      for (const step of ['experience_index', 'unknown', '', null]) {
        const res = await c.patch('/api/setup_status/', { step });
        expect(res.statusCode, String(step)).toBe(400);
        expect(res.json().error.fields.step).toEqual([CAREER_MESSAGES.setupStepInvalid]);
      }
      expect((await c.get('/api/setup_status/')).json().setup_status.step).toBe('hirability_level');

      const first = clock.now();
      let res = await c.patch('/api/setup_status/mark_completed');
      expect(res.statusCode).toBe(200);
      expect(res.json().setup_status).toEqual({
        step: 'completed',
        is_completed: true,
        completed_at: epoch(first),
      });
      clock.advance(DAY_MS);
      res = await c.patch('/api/setup_status/mark_completed');
      expect(res.json().setup_status.completed_at).toBe(epoch(first));
    });

    it('accepts every step of the wizard', async () => {
      const { c } = await signedIn();
      for (const step of SETUP_STEPS) {
        expect((await c.patch('/api/setup_status/', { step })).statusCode, step).toBe(200);
      }
    });
  });

  describe('job-position conjectures', () => {
    it('guesses positions only for experiences without any', async () => {
      const { user, c } = await signedIn();
      const backend = JOB_POSITIONS.find((p) => p.key === 'BACKEND_ENGINEER')!;
      const guessed = await createExperience(db(), user.id, {
        organizationName: '株式会社テスト',
        positionName: 'バックエンドエンジニア',
        description: null,
        positionIds: [],
      });
      await createExperience(db(), user.id, {
        organizationName: '株式会社テスト',
        positionName: 'SRE',
        positionIds: [backend.id],
      });
      const res = await c.get('/api/user/experience_job_position_conjectures/');
      expect(res.statusCode).toBe(200);
      const list = res.json().conjecture_list;
      expect(list).toContainEqual({ experience_id: guessed.id, job_position_id: backend.id });
      expect(list.every((x: { experience_id: number }) => x.experience_id === guessed.id)).toBe(
        true,
      );

      // Another person sees none of them.
      const { c: other } = await signedIn();
      expect(
        (await other.get('/api/user/experience_job_position_conjectures/')).json().conjecture_list,
      ).toEqual([]);
    });

    it('keeps the dialog open until closed, then records the answer and time', async () => {
      const { c } = await signedIn();
      const url = '/api/user/experience_job_position_conjecture_dialog_status/';
      expect((await c.get(url)).json()).toEqual({
        dialog_status: { is_agreed: null, closed_at: null },
      });
      const res = await c.put(url, { is_agreed: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().dialog_status).toEqual({ is_agreed: true, closed_at: epoch(clock.now()) });
      expect((await c.get(url)).json().dialog_status.is_agreed).toBe(true);
      expect((await c.put(url, { is_agreed: 'yes' })).statusCode).toBe(400);
    });
  });
});
