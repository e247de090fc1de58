import {
  CAREER_MESSAGES,
  currentJapanYear,
  FORBIDDEN_CHARACTER_MESSAGE,
  JOB_POSITION_CATEGORIES,
  JOB_POSITIONS,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, ensureMasterData } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { careerUpdateRequests, educations, profiles } from '../../db/schema';

describe('career: user data, profile, educations, position master, update requests', () => {
  let h: TestApp;
  let ipCounter = 0;
  const db = () => h.t.database.db;
  const signedIn = async () => {
    const user = await createUser(db());
    const c = new TestClient(h.app, `100.65.0.${++ipCounter}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };

  beforeAll(async () => {
    h = await createTestApp();
    await ensureMasterData(db());
  });
  afterAll(async () => h.close());

  it('answers 401 to a visitor on every endpoint', async () => {
    const visitor = new TestClient(h.app, '100.65.9.1');
    for (const [method, url] of [
      ['GET', '/api/user/'],
      ['GET', '/api/user/profile/'],
      ['PUT', '/api/user/profile/'],
      ['GET', '/api/user/educations/'],
      ['PUT', '/api/user/educations/'],
      ['GET', '/api/technical_term_master/job_positions'],
      ['GET', '/api/profile_request_update/'],
    ] as const) {
      const res = await visitor.request({ method, url, body: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses PUT without the CSRF header (403)', async () => {
    const { c } = await signedIn();
    for (const url of ['/api/user/profile/', '/api/user/educations/']) {
      const res = await c.put(url, {}, { csrf: false });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
  });

  describe('GET /api/user/ and /api/user/profile/', () => {
    it('answers defaults before anything is saved', async () => {
      const { user, c } = await signedIn();
      const me = await c.get('/api/user/');
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        user: {
          id: user.id,
          email: user.email,
          display_name: user.displayName,
          profile: { name: '', birthdate: null, is_birthdate_public: true, prefecture: null },
        },
      });
      expect((await c.get('/api/user/profile/')).json()).toEqual({
        profile: {
          name: '',
          reject_name_input: false,
          birthdate: null,
          is_birthdate_public: true,
          prefecture: null,
          address: null,
          reject_address_input: false,
          birthdate_visibility_dialog_opened_at: null,
        },
      });
    });

    it('changes only the keys sent and records the dialog opening once', async () => {
      const { user, c } = await signedIn();
      const first = await c.put('/api/user/profile/', {
        name: '山田 太郎',
        prefecture: 13,
        address: '千代田区千代田1-1',
        birthdate_visibility_dialog_opened: true,
      });
      expect(first.statusCode).toBe(200);
      const opened = first.json().profile.birthdate_visibility_dialog_opened_at;
      expect(opened).toEqual(expect.any(Number));
      const second = await c.put('/api/user/profile/', {
        is_birthdate_public: false,
        birthdate_visibility_dialog_opened: true,
      });
      expect(second.json().profile).toMatchObject({
        name: '山田 太郎',
        prefecture: 13,
        address: '千代田区千代田1-1',
        is_birthdate_public: false,
        birthdate_visibility_dialog_opened_at: opened,
      });
      const me = (await c.get('/api/user/')).json();
      expect(me.user.profile).toEqual({
        name: '山田 太郎',
        birthdate: null,
        is_birthdate_public: false,
        prefecture: 13,
      });
      const [row] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
      expect(row?.address).toBe('千代田区千代田1-1');
    });

    it('takes birthdates from 1900 that exist (29 Feb only in leap years)', async () => {
      const cases: [string, boolean][] = [
        ['1899-12-31', false],
        ['1900-01-01', true],
        ['2023-02-29', false],
        ['2024-02-29', true],
        ['2024-13-01', false],
        ['2024-04-31', false],
        ['2024-4-01', false],
        ['20240401', false],
      ];
      for (const [birthdate, ok] of cases) {
        const { c } = await signedIn();
        const res = await c.put('/api/user/profile/', { birthdate });
        if (ok) {
          expect(res.statusCode, birthdate).toBe(200);
          expect(res.json().profile.birthdate).toBe(birthdate);
        } else {
          expect(res.statusCode, birthdate).toBe(400);
          expect(res.json().error.fields, birthdate).toEqual({
            birthdate: [CAREER_MESSAGES.birthdateInvalid],
          });
        }
      }
    });

    it('keeps a birthdate once set: the same again is fine, another or null is refused', async () => {
      const { user, c } = await signedIn();
      expect((await c.put('/api/user/profile/', { birthdate: '1990-05-20' })).statusCode).toBe(200);
      const same = await c.put('/api/user/profile/', { birthdate: '1990-05-20', name: '佐藤' });
      expect(same.statusCode).toBe(200);
      expect(same.json().profile).toMatchObject({ birthdate: '1990-05-20', name: '佐藤' });
      for (const birthdate of ['1990-05-21', null]) {
        const res = await c.put('/api/user/profile/', { birthdate, name: '変更されない' });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toEqual({ birthdate: [CAREER_MESSAGES.birthdateLocked] });
      }
      const [row] = await db().select().from(profiles).where(eq(profiles.userId, user.id));
      expect(row).toMatchObject({ birthdate: '1990-05-20', name: '佐藤' });
    });

    it('names each bad field', async () => {
      const { c } = await signedIn();
      const cases: [object, Record<string, string[]>][] = [
        [{ prefecture: 48 }, { prefecture: [CAREER_MESSAGES.prefectureInvalid] }],
        [{ prefecture: 0 }, { prefecture: [CAREER_MESSAGES.prefectureInvalid] }],
        [{ name: 'あ'.repeat(51) }, { name: [CAREER_MESSAGES.profileNameTooLong] }],
        [{ address: 'あ'.repeat(201) }, { address: [CAREER_MESSAGES.addressTooLong] }],
        [{ address: '一行目\n二行目' }, { address: [FORBIDDEN_CHARACTER_MESSAGE] }],
      ];
      for (const [body, fields] of cases) {
        const res = await c.put('/api/user/profile/', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.fields, JSON.stringify(body)).toEqual(fields);
      }
    });
  });

  describe('GET/PUT /api/user/educations/', () => {
    const education = (over: object = {}) => ({
      school_type: 0,
      school_name: '東京工業大学',
      end_year: 2015,
      end_month: 3,
      enrollment_status: 0,
      major: '情報工学科',
      ...over,
    });

    it('replaces the whole list, in the order sent', async () => {
      const { user, c } = await signedIn();
      expect((await c.get('/api/user/educations/')).json()).toEqual({ educations: [] });
      const list = [education(), education({ school_type: 2, end_year: 2017, major: null })];
      const saved = await c.put('/api/user/educations/', { educations: list });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ educations: list });
      const replaced = await c.put('/api/user/educations/', {
        educations: [education({ school_name: '高専', school_type: 6, major: '' })],
      });
      expect(replaced.json().educations).toEqual([
        education({ school_name: '高専', school_type: 6, major: null }),
      ]);
      expect((await c.get('/api/user/educations/')).json()).toEqual(replaced.json());
      const rows = await db().select().from(educations).where(eq(educations.userId, user.id));
      expect(rows).toHaveLength(1);
    });

    it('refuses a bad item, naming it, and keeps the list', async () => {
      const { c } = await signedIn();
      await c.put('/api/user/educations/', { educations: [education()] });
      const year = currentJapanYear();
      const cases: [object, Record<string, string[]>][] = [
        [
          education({ school_name: '' }),
          { 'educations.1.school_name': [CAREER_MESSAGES.schoolNameRequired] },
        ],
        [
          education({ school_type: 9 }),
          { 'educations.1.school_type': [CAREER_MESSAGES.schoolTypeInvalid] },
        ],
        [
          education({ school_type: -2 }),
          { 'educations.1.school_type': [CAREER_MESSAGES.schoolTypeInvalid] },
        ],
        // -1 is "not selected": an education is saved with its school type (spec section 5).
        [
          education({ school_type: -1 }),
          { 'educations.1.school_type': [CAREER_MESSAGES.schoolTypeInvalid] },
        ],
        [
          education({ enrollment_status: 3 }),
          { 'educations.1.enrollment_status': [CAREER_MESSAGES.enrollmentStatusInvalid] },
        ],
        [
          education({ end_month: 13 }),
          { 'educations.1.end_month': [CAREER_MESSAGES.monthOutOfRange] },
        ],
        [
          education({ end_year: year + 7 }),
          { 'educations.1.end_year': [CAREER_MESSAGES.yearOutOfRange] },
        ],
        [
          education({ end_year: year - 51 }),
          { 'educations.1.end_year': [CAREER_MESSAGES.yearOutOfRange] },
        ],
      ];
      for (const [item, fields] of cases) {
        const res = await c.put('/api/user/educations/', { educations: [education(), item] });
        expect(res.statusCode, JSON.stringify(item)).toBe(400);
        expect(res.json().error.fields, JSON.stringify(item)).toEqual(fields);
      }
      for (const end_year of [year + 6, year - 50]) {
        const res = await c.put('/api/user/educations/', { educations: [education({ end_year })] });
        expect(res.statusCode, String(end_year)).toBe(200);
      }
    });
  });

  it('GET /api/technical_term_master/job_positions lists every position under its category', async () => {
    const { c } = await signedIn();
    const res = await c.get('/api/technical_term_master/job_positions');
    expect(res.statusCode).toBe(200);
    const { job_positions } = res.json();
    expect(job_positions).toHaveLength(JOB_POSITION_CATEGORIES.length);
    expect(job_positions[0]).toMatchObject({
      id: JOB_POSITION_CATEGORIES[0]!.id,
      job_position_category_name: JOB_POSITION_CATEGORIES[0]!.name,
    });
    const listed = job_positions.flatMap((c: { position_list: { id: number }[] }) =>
      c.position_list.map((p) => p.id),
    );
    expect(listed.sort((a: number, b: number) => a - b)).toEqual(
      JOB_POSITIONS.map((p) => p.id).sort((a, b) => a - b),
    );
    expect(job_positions[0].position_list[0]).toEqual({
      id: 1,
      job_position_name: 'フロントエンドエンジニア',
    });
  });

  it('GET /api/profile_request_update/ counts the unresolved requests of the person', async () => {
    const { user, c } = await signedIn();
    const other = await createUser(db());
    expect((await c.get('/api/profile_request_update/')).json()).toEqual({ count: 0 });
    const company = await createCompany(db());
    const now = new Date();
    await db()
      .insert(careerUpdateRequests)
      .values([
        { userId: user.id, companyId: company.id, message: '経歴を更新してください' },
        { userId: user.id, companyId: company.id, message: '二件目' },
        {
          userId: user.id,
          companyId: company.id,
          message: '対応済み',
          resolvedAt: now,
          resolution: 'answered',
        },
        { userId: other.id, companyId: company.id, message: '別の人' },
      ]);
    expect((await c.get('/api/profile_request_update/')).json()).toEqual({ count: 2 });
  });
});
