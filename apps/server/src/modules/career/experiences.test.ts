import { CAREER_MESSAGES, currentJapanYear, FORBIDDEN_CHARACTER_MESSAGE } from '@kiseki/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience, createUser, ensureMasterData } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { experiencePositions, experiences } from '../../db/schema';

const item = (over: object = {}) => ({
  organization_name: '株式会社キセキ',
  positions: [2, 1],
  position_name: 'テックリード',
  is_client_work: false,
  client_company_name: null,
  start_year: 2019,
  start_month: 4,
  end_year: 2022,
  end_month: 3,
  description: '決済基盤の開発。\r\nチームリードを担当。',
  ...over,
});

describe('experiences: /api/user/experiences/', () => {
  let h: TestApp;
  let ipCounter = 0;
  const db = () => h.t.database.db;
  const signedIn = async () => {
    const user = await createUser(db());
    const c = new TestClient(h.app, `100.66.0.${++ipCounter}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  /** Everything stored for a person, positions included, to prove nothing changed. */
  const snapshot = async (userId: number) => {
    const rows = await db()
      .select()
      .from(experiences)
      .where(eq(experiences.userId, userId))
      .orderBy(asc(experiences.id));
    const ids = rows.map((r) => r.id);
    const positions =
      ids.length === 0
        ? []
        : await db()
            .select()
            .from(experiencePositions)
            .where(inArray(experiencePositions.experienceId, ids))
            .orderBy(asc(experiencePositions.experienceId), asc(experiencePositions.jobPositionId));
    return { rows, positions };
  };

  beforeAll(async () => {
    h = await createTestApp();
    await ensureMasterData(db());
  });
  afterAll(async () => h.close());

  it('answers 401 to a visitor and 403 to an unsafe call without the CSRF header', async () => {
    const visitor = new TestClient(h.app, '100.66.9.1');
    for (const [method, url] of [
      ['GET', '/api/user/experiences/'],
      ['POST', '/api/user/experiences/'],
      ['POST', '/api/user/experiences/bulk/'],
      ['PUT', '/api/user/experiences/1/'],
      ['DELETE', '/api/user/experiences/1/'],
    ] as const) {
      const res = await visitor.request({ method, url, body: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const { user, c } = await signedIn();
    const own = await createExperience(db(), user.id);
    for (const [method, url, body] of [
      ['POST', '/api/user/experiences/', item()],
      ['POST', '/api/user/experiences/bulk/', { experience_list: [] }],
      ['PUT', `/api/user/experiences/${own.id}/`, item()],
      ['DELETE', `/api/user/experiences/${own.id}/`, undefined],
    ] as const) {
      const res = await c.request({ method, url, body, csrf: false });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
    expect((await snapshot(user.id)).rows).toHaveLength(1);
  });

  it('creates, lists newest first, updates and deletes', async () => {
    const { c } = await signedIn();
    const created = await c.post('/api/user/experiences/', item({ positions: [2, 1, 2] }));
    expect(created.statusCode).toBe(201);
    const first = created.json().experience;
    expect(first).toMatchObject({ ...item(), positions: [1, 2] });
    const current = await c.post('/api/user/experiences/', {
      organization_name: '合同会社ミライ',
      start_year: 2022,
      start_month: 4,
      is_client_work: true,
      client_company_name: '株式会社顧客',
    });
    expect(current.json().experience).toMatchObject({
      positions: [],
      end_year: null,
      end_month: null,
      description: null,
      position_name: null,
      client_company_name: '株式会社顧客',
    });
    const list = (await c.get('/api/user/experiences/')).json().experience_list;
    expect(list.map((e: { organization_name: string }) => e.organization_name)).toEqual([
      '合同会社ミライ',
      '株式会社キセキ',
    ]);

    const updated = await c.put(
      `/api/user/experiences/${first.id}/`,
      item({
        organization_name: '株式会社キセキ（旧）',
        positions: [5],
        client_company_name: '無視される',
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().experience).toMatchObject({
      id: first.id,
      organization_name: '株式会社キセキ（旧）',
      positions: [5],
      client_company_name: null,
    });

    const deleted = await c.delete(`/api/user/experiences/${first.id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await c.get('/api/user/experiences/')).json().experience_list).toHaveLength(1);
    expect((await c.delete(`/api/user/experiences/${first.id}/`)).statusCode).toBe(404);
  });

  it("answers 404 for another person's experience exactly as for a missing one, and leaves it", async () => {
    const owner = await createUser(db());
    const theirs = await createExperience(db(), owner.id);
    const before = await snapshot(owner.id);
    const { c } = await signedIn();
    const missing = 2_000_000_000;
    for (const method of ['PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? item() : undefined;
      const other = await c.request({ method, url: `/api/user/experiences/${theirs.id}/`, body });
      const none = await c.request({ method, url: `/api/user/experiences/${missing}/`, body });
      expect(other.statusCode, method).toBe(404);
      expect(other.body).toBe(none.body);
    }
    expect(await snapshot(owner.id)).toEqual(before);
  });

  it('names each bad field', async () => {
    const { c } = await signedIn();
    const year = currentJapanYear();
    const cases: [object, Record<string, string[]>][] = [
      [
        item({ organization_name: '' }),
        { organization_name: [CAREER_MESSAGES.organizationNameRequired] },
      ],
      [
        item({ organization_name: '   ' }),
        { organization_name: [CAREER_MESSAGES.organizationNameRequired] },
      ],
      [
        item({ organization_name: 'あ'.repeat(101) }),
        { organization_name: [CAREER_MESSAGES.organizationNameTooLong] },
      ],
      [
        item({ organization_name: '改行\nあり' }),
        { organization_name: [FORBIDDEN_CHARACTER_MESSAGE] },
      ],
      [item({ positions: [999] }), { 'positions.0': [CAREER_MESSAGES.positionUnknown] }],
      [
        item({ positions: Array.from({ length: 11 }, (_, i) => i + 1) }),
        { positions: [CAREER_MESSAGES.positionsTooMany] },
      ],
      [item({ start_month: 0 }), { start_month: [CAREER_MESSAGES.monthOutOfRange] }],
      [item({ start_month: 13 }), { start_month: [CAREER_MESSAGES.monthOutOfRange] }],
      [
        item({ start_year: year - 101, end_year: null, end_month: null }),
        { start_year: [CAREER_MESSAGES.yearOutOfRange] },
      ],
      [
        item({ start_year: year + 1, end_year: null, end_month: null }),
        { start_year: [CAREER_MESSAGES.yearOutOfRange] },
      ],
      [item({ end_year: year + 1 }), { end_year: [CAREER_MESSAGES.yearOutOfRange] }],
      [item({ end_month: null }), { end_month: [CAREER_MESSAGES.endMonthRequired] }],
      [item({ end_year: null }), { end_year: [CAREER_MESSAGES.endYearRequired] }],
      [item({ end_year: 2019, end_month: 3 }), { end_year: [CAREER_MESSAGES.endBeforeStart] }],
      [
        item({ description: 'あ'.repeat(4001) }),
        { description: [CAREER_MESSAGES.descriptionTooLong] },
      ],
      [
        item({ position_name: 'あ'.repeat(101) }),
        { position_name: [CAREER_MESSAGES.positionNameTooLong] },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await c.post('/api/user/experiences/', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(body).slice(0, 120)).toEqual(fields);
    }
    // The window's edges are in; a same-month period is fine.
    for (const body of [
      item({ start_year: year - 100, end_year: null, end_month: null }),
      item({ start_year: year, start_month: 1, end_year: year, end_month: 1 }),
    ]) {
      expect((await c.post('/api/user/experiences/', body)).statusCode, JSON.stringify(body)).toBe(
        201,
      );
    }
  });

  describe('POST /api/user/experiences/bulk/', () => {
    it('updates items with an id, creates the others, deletes what is missing', async () => {
      const { user, c } = await signedIn();
      const kept = await createExperience(db(), user.id, { organizationName: '残る会社' });
      const dropped = await createExperience(db(), user.id, { organizationName: '消える会社' });
      const res = await c.post('/api/user/experiences/bulk/', {
        experience_list: [
          item({
            id: kept.id,
            organization_name: '残る会社（更新）',
            start_year: 2015,
            end_year: 2018,
          }),
          item({
            organization_name: '新しい会社',
            start_year: 2023,
            end_year: null,
            end_month: null,
          }),
        ],
      });
      expect(res.statusCode).toBe(200);
      const list = res.json().experience_list;
      expect(list.map((e: { organization_name: string }) => e.organization_name)).toEqual([
        '新しい会社',
        '残る会社（更新）',
      ]);
      expect(list[1].id).toBe(kept.id);
      const { rows } = await snapshot(user.id);
      expect(rows.map((r) => r.id)).not.toContain(dropped.id);
      expect(rows).toHaveLength(2);
      expect((await c.get('/api/user/experiences/')).json()).toEqual(res.json());
      const emptied = await c.post('/api/user/experiences/bulk/', { experience_list: [] });
      expect(emptied.json()).toEqual({ experience_list: [] });
    });

    it('changes nothing when one item is bad, naming that item', async () => {
      const { user, c } = await signedIn();
      const a = await createExperience(db(), user.id);
      const b = await createExperience(db(), user.id);
      const before = await snapshot(user.id);
      const res = await c.post('/api/user/experiences/bulk/', {
        experience_list: [
          item({ id: a.id, organization_name: '変更' }),
          item(),
          item({ organization_name: '' }),
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        'experience_list.2.organization_name': [CAREER_MESSAGES.organizationNameRequired],
      });
      const dup = await c.post('/api/user/experiences/bulk/', {
        experience_list: [item({ id: a.id }), item({ id: a.id })],
      });
      expect(dup.json().error.fields).toEqual({
        'experience_list.1.id': [CAREER_MESSAGES.experienceIdDuplicated],
      });
      expect(await snapshot(user.id)).toEqual(before);
      expect(before.rows.map((r) => r.id)).toEqual([a.id, b.id]);
    });

    it("answers 404 for another person's id, as for a missing one, and changes nothing", async () => {
      const owner = await createUser(db());
      const theirs = await createExperience(db(), owner.id);
      const theirsBefore = await snapshot(owner.id);
      const { user, c } = await signedIn();
      await createExperience(db(), user.id);
      const before = await snapshot(user.id);
      const other = await c.post('/api/user/experiences/bulk/', {
        experience_list: [item(), item({ id: theirs.id })],
      });
      const missing = await c.post('/api/user/experiences/bulk/', {
        experience_list: [item(), item({ id: 2_000_000_000 })],
      });
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(missing.body);
      expect(await snapshot(user.id)).toEqual(before);
      expect(await snapshot(owner.id)).toEqual(theirsBefore);
    });
  });
});
