import {
  CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH,
  careerUpdateRequestListResponseSchema,
  companyCareerUpdateRequestListResponseSchema,
  companyCareerUpdateRequestResponseSchema,
  INTEREST_MESSAGES,
  RECRUITING_MESSAGES,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createRecruiter, createUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { DAY_MS, HOUR_MS, type TestClock, testClock } from '../../../../test/helpers/clock';
import { type Company, careerUpdateRequests } from '../../../db/schema';
import { blockCompany, mailsTo, setMailSetting } from './interests.fixtures';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const MESSAGE = '直近のご経験（2024年以降）を追記いただけると、より具体的なご提案ができます。';

describe('career-update requests', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  const db = () => h.t.database.db;
  const newClient = () => {
    ip += 1;
    return new TestClient(h.app, `100.76.${Math.floor(ip / 200)}.${(ip % 200) + 1}`);
  };
  const engineer = async () => {
    const user = await createUser(db(), {}, clock.now());
    const c = newClient();
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  const recruiterOf = async (company: Company) => {
    const user = await createRecruiter(db(), company.id, {}, clock.now());
    const c = newClient();
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  const companyWithRecruiter = async () => {
    const company = await createCompany(db());
    const { user, c } = await recruiterOf(company);
    return { company, recruiter: c, recruiterUser: user };
  };
  const ask = (c: TestClient, userId: number, message: unknown = MESSAGE) =>
    c.post(`/api/company/candidates/${userId}/career_update_requests`, { message });
  const count = async (c: TestClient) => (await c.get('/api/profile_request_update/')).json();

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-22T03:00:00.500Z'));
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('a recruiter asks: 201, stored with the recruiter; the person counts and lists it', async () => {
    const { company, recruiter, recruiterUser } = await companyWithRecruiter();
    const { user, c } = await engineer();
    expect(await count(c)).toEqual({ count: 0 });
    const askedAt = epoch(clock.now());

    const res = await ask(recruiter, user.id, `  ${MESSAGE}\n\nよろしくお願いします。  `);
    expect(res.statusCode).toBe(201);
    const created = companyCareerUpdateRequestResponseSchema.parse(res.json());
    expect(created.career_update_request).toEqual({
      id: expect.any(Number),
      user_id: user.id,
      display_name: user.displayName,
      message: `${MESSAGE}\n\nよろしくお願いします。`,
      created_at: askedAt,
      relative_time_label: '24時間以内',
      resolved_at: null,
      resolution: null,
    });
    const [row] = await db()
      .select()
      .from(careerUpdateRequests)
      .where(eq(careerUpdateRequests.id, created.career_update_request.id));
    expect(row).toMatchObject({
      userId: user.id,
      companyId: company.id,
      recruiterId: recruiterUser.id,
      resolvedAt: null,
      resolution: null,
    });

    expect(await count(c)).toEqual({ count: 1 });
    clock.advance(2 * DAY_MS);
    const list = careerUpdateRequestListResponseSchema.parse(
      (await c.get('/api/career_update_requests/')).json(),
    );
    expect(list.career_update_requests).toEqual([
      {
        id: created.career_update_request.id,
        company: {
          id: company.id,
          name: company.name,
          logo_url: null,
          logo_color: company.logoColor,
        },
        message: `${MESSAGE}\n\nよろしくお願いします。`,
        created_at: askedAt,
        relative_time_label: '2日前',
        resolved_at: null,
        resolution: null,
      },
    ]);
  });

  it('one open request per company and person: a second is 409 until the first is resolved', async () => {
    const { recruiter, company } = await companyWithRecruiter();
    const colleague = await recruiterOf(company);
    const other = await companyWithRecruiter();
    const { user, c } = await engineer();
    const first = (await ask(recruiter, user.id)).json().career_update_request.id;

    for (const again of [await ask(recruiter, user.id), await ask(colleague.c, user.id)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'conflict',
        message: INTEREST_MESSAGES.careerRequestAlreadyOpen,
      });
    }
    // Another company is not held back by this one.
    expect((await ask(other.recruiter, user.id)).statusCode).toBe(201);
    expect(await count(c)).toEqual({ count: 2 });

    expect((await c.post(`/api/career_update_requests/${first}/dismiss`)).statusCode).toBe(200);
    expect((await ask(recruiter, user.id)).statusCode).toBe(201);
  });

  it('two requests sent at once make one', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user } = await engineer();
    const answers = await Promise.all([ask(recruiter, user.id), ask(recruiter, user.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await db()
      .select()
      .from(careerUpdateRequests)
      .where(eq(careerUpdateRequests.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('validates the message with Japanese messages (1 to the maximum, after trimming)', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user } = await engineer();
    const cases: [unknown, string][] = [
      ['', INTEREST_MESSAGES.careerRequestMessageRequired],
      ['   \n  ', INTEREST_MESSAGES.careerRequestMessageRequired],
      [null, INTEREST_MESSAGES.careerRequestMessageRequired],
      [
        'あ'.repeat(CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH + 1),
        INTEREST_MESSAGES.careerRequestMessageTooLong,
      ],
    ];
    for (const [message, expected] of cases) {
      const res = await ask(recruiter, user.id, message);
      expect(res.statusCode, String(message).slice(0, 10)).toBe(400);
      expect(res.json().error.fields.message).toEqual([expected]);
    }
    const missing = await recruiter.post(
      `/api/company/candidates/${user.id}/career_update_requests`,
      {},
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.message).toEqual([
      INTEREST_MESSAGES.careerRequestMessageRequired,
    ]);
    const longest = await ask(
      recruiter,
      user.id,
      'あ'.repeat(CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH),
    );
    expect(longest.statusCode).toBe(201);
  });

  it('mails only with profileUpdateRequestNotification on', async () => {
    const { company, recruiter } = await companyWithRecruiter();
    const on = await engineer();
    const off = await engineer();
    await setMailSetting(db(), on.user.id, 'profileUpdateRequestNotification', true);
    await setMailSetting(db(), off.user.id, 'followedByNewCompany', true);

    expect((await ask(recruiter, off.user.id)).statusCode).toBe(201);
    expect(await mailsTo(db(), off.user.id, 'career_update_request')).toHaveLength(0);

    expect((await ask(recruiter, on.user.id)).statusCode).toBe(201);
    const mails = await mailsTo(db(), on.user.id, 'career_update_request');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(on.user.email);
    expect(mails[0]!.subject).toContain(company.name);
    expect(mails[0]!.textBody).toContain(MESSAGE);
    expect(mails[0]!.textBody).toMatch(/https?:\/\/\S+\/cv(\s|$)/);

    // A refused request mails nobody.
    expect((await ask(recruiter, on.user.id)).statusCode).toBe(409);
    expect(await mailsTo(db(), on.user.id, 'career_update_request')).toHaveLength(1);
  });

  it('answer and dismiss resolve the request; the same again is 200, the other is 409', async () => {
    const a = await companyWithRecruiter();
    const b = await companyWithRecruiter();
    const { user, c } = await engineer();
    const first = (await ask(a.recruiter, user.id)).json().career_update_request.id;
    const second = (await ask(b.recruiter, user.id)).json().career_update_request.id;
    expect(await count(c)).toEqual({ count: 2 });

    clock.advance(HOUR_MS);
    const resolvedAt = epoch(clock.now());
    const answered = await c.post(`/api/career_update_requests/${first}/answer`);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().career_update_request).toMatchObject({
      id: first,
      resolved_at: resolvedAt,
      resolution: 'answered',
    });
    expect(await count(c)).toEqual({ count: 1 });

    clock.advance(HOUR_MS);
    const repeat = await c.post(`/api/career_update_requests/${first}/answer`);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().career_update_request.resolved_at).toBe(resolvedAt);
    const other = await c.post(`/api/career_update_requests/${first}/dismiss`);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(INTEREST_MESSAGES.careerRequestAlreadyResolved);

    expect((await c.post(`/api/career_update_requests/${second}/dismiss`)).json()).toMatchObject({
      career_update_request: { id: second, resolution: 'dismissed' },
    });
    expect(await count(c)).toEqual({ count: 0 });

    // The company sees how the person resolved it.
    const seen = companyCareerUpdateRequestListResponseSchema.parse(
      (await a.recruiter.get('/api/company/career_update_requests')).json(),
    ).career_update_requests;
    expect(seen.find((r) => r.id === first)).toMatchObject({
      user_id: user.id,
      resolution: 'answered',
      resolved_at: resolvedAt,
    });
    expect(seen.some((r) => r.id === second)).toBe(false);
    expect(JSON.stringify(seen)).not.toContain(user.email);
  });

  it('another person’s request, or an unknown one, is 404 and unchanged', async () => {
    const { recruiter } = await companyWithRecruiter();
    const owner = await engineer();
    const stranger = await engineer();
    const id = (await ask(recruiter, owner.user.id)).json().career_update_request.id;
    for (const url of [
      `/api/career_update_requests/${id}/answer`,
      `/api/career_update_requests/${id}/dismiss`,
      '/api/career_update_requests/2147483647/answer',
    ]) {
      const res = await stranger.c.post(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe(INTEREST_MESSAGES.careerRequestNotFound);
    }
    expect(await count(owner.c)).toEqual({ count: 1 });
    expect((await stranger.c.get('/api/career_update_requests/')).json()).toEqual({
      career_update_requests: [],
    });
  });

  it('a blocked company is unreachable both ways', async () => {
    const { company, recruiter } = await companyWithRecruiter();
    const { user, c } = await engineer();
    const id = (await ask(recruiter, user.id)).json().career_update_request.id;
    await blockCompany(db(), user.id, company.id);

    expect(await count(c)).toEqual({ count: 0 });
    expect((await c.get('/api/career_update_requests/')).json().career_update_requests).toEqual([]);
    expect((await c.post(`/api/career_update_requests/${id}/answer`)).statusCode).toBe(404);
    const seen = (await recruiter.get('/api/company/career_update_requests')).json();
    expect(seen.career_update_requests).toEqual([]);

    const again = await ask(recruiter, user.id);
    const unknown = await ask(recruiter, 2_147_483_647);
    expect(again.statusCode).toBe(404);
    expect(again.body).toBe(unknown.body);
    const inactive = await createUser(db(), { isActive: false });
    const otherRecruiter = await createRecruiter(db(), (await createCompany(db())).id);
    for (const id of [inactive.id, otherRecruiter.id]) {
      const res = await ask(recruiter, id);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });

  it('the company list holds only the company’s own requests', async () => {
    const a = await companyWithRecruiter();
    const b = await companyWithRecruiter();
    const { user } = await engineer();
    const ofA = (await ask(a.recruiter, user.id)).json().career_update_request.id;
    const ofB = (await ask(b.recruiter, user.id)).json().career_update_request.id;
    const listA = (await a.recruiter.get('/api/company/career_update_requests')).json()
      .career_update_requests;
    expect(listA.map((r: { id: number }) => r.id)).toContain(ofA);
    expect(listA.map((r: { id: number }) => r.id)).not.toContain(ofB);
  });

  it('engineer calls refuse recruiters and company calls refuse engineers (403)', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user, c } = await engineer();
    const id = (await ask(recruiter, user.id)).json().career_update_request.id;
    for (const res of [
      await recruiter.get('/api/profile_request_update/'),
      await recruiter.get('/api/career_update_requests/'),
      await recruiter.post(`/api/career_update_requests/${id}/answer`),
      await recruiter.post(`/api/career_update_requests/${id}/dismiss`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(RECRUITING_MESSAGES.engineerOnly);
    }
    const other = await engineer();
    for (const res of [
      await c.get('/api/company/career_update_requests'),
      await ask(c, other.user.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(RECRUITING_MESSAGES.recruiterOnly);
    }
  });

  it('a visitor gets 401 everywhere', async () => {
    const { user } = await engineer();
    const v = newClient();
    for (const res of [
      await v.get('/api/profile_request_update/'),
      await v.get('/api/career_update_requests/'),
      await v.post('/api/career_update_requests/1/answer'),
      await v.post('/api/career_update_requests/1/dismiss'),
      await v.get('/api/company/career_update_requests'),
      await ask(v, user.id),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('unsafe calls without the CSRF token are 403 and change nothing', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user, c } = await engineer();
    const refused = await recruiter.post(
      `/api/company/candidates/${user.id}/career_update_requests`,
      { message: MESSAGE },
      { csrf: false },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('csrf_failed');
    expect(await count(c)).toEqual({ count: 0 });

    const id = (await ask(recruiter, user.id)).json().career_update_request.id;
    for (const action of ['answer', 'dismiss']) {
      const res = await c.post(`/api/career_update_requests/${id}/${action}`, undefined, {
        csrf: false,
      });
      expect(res.statusCode, action).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
    expect(await count(c)).toEqual({ count: 1 });
  });
});
