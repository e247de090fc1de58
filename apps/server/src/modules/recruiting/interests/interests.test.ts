import {
  candidateInterestListResponseSchema,
  companyInterestListResponseSchema,
  companyInterestResponseSchema,
  INTEREST_MESSAGES,
  RECRUITING_MESSAGES,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createJobDescription,
  createRecruiter,
  createUser,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { DAY_MS, HOUR_MS, type TestClock, testClock } from '../../../../test/helpers/clock';
import { type Company, candidateInterests, userJobSettings } from '../../../db/schema';
import { blockCompany, mailsTo, setMailSetting } from './interests.fixtures';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

describe('interest notifications (気になる)', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  const db = () => h.t.database.db;
  const newClient = () => {
    ip += 1;
    return new TestClient(h.app, `100.74.${Math.floor(ip / 200)}.${(ip % 200) + 1}`);
  };
  const engineer = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(db(), overrides, clock.now());
    const c = newClient();
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  const recruiterOf = async (company: Company, role: 'admin' | 'recruiter' = 'recruiter') => {
    const user = await createRecruiter(db(), company.id, { role }, clock.now());
    const c = newClient();
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  /** A company with a recruiter signed in and one published job. */
  const companyWithRecruiter = async () => {
    const company = await createCompany(db());
    const job = await createJobDescription(db(), { company, status: 'published' });
    const recruiter = await recruiterOf(company);
    return { company, job, recruiter: recruiter.c, recruiterUser: recruiter.user };
  };
  const mark = (c: TestClient, userId: number, body?: unknown) =>
    c.post(`/api/company/candidates/${userId}/interest`, body);

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-22T03:00:00.250Z'));
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('with no mail settings stored, marks interest and mails nobody (every flag is off)', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user } = await engineer();
    const res = await mark(recruiter, user.id, {});
    expect(res.statusCode).toBe(201);
    expect(res.json().notified).toBe(true);
    expect(await mailsTo(db(), user.id, 'company_interest')).toHaveLength(0);
  });

  it('a recruiter marks interest with a job: 201, the person sees it with the company, job and label', async () => {
    const { company, job, recruiter, recruiterUser } = await companyWithRecruiter();
    const { user, c } = await engineer();
    const markedAt = epoch(clock.now());

    const res = await mark(recruiter, user.id, { job_description_id: job.id });
    expect(res.statusCode).toBe(201);
    const body = companyInterestResponseSchema.parse(res.json());
    expect(body).toEqual({
      interest: {
        id: expect.any(Number),
        user_id: user.id,
        display_name: user.displayName,
        job_description: { id: job.id, title: job.title },
        created_at: markedAt,
        relative_time_label: '24時間以内',
        reaction_level: null,
        reacted_at: null,
      },
      notified: true,
    });
    const [row] = await db()
      .select()
      .from(candidateInterests)
      .where(eq(candidateInterests.id, body.interest.id));
    expect(row).toMatchObject({ companyId: company.id, recruiterId: recruiterUser.id });

    clock.advance(3 * DAY_MS);
    const list = await c.get('/api/candidate_interests/');
    expect(list.statusCode).toBe(200);
    expect(candidateInterestListResponseSchema.parse(list.json())).toEqual({
      candidate_interests: [
        {
          id: body.interest.id,
          company: {
            id: company.id,
            name: company.name,
            logo_url: null,
            logo_color: company.logoColor,
          },
          job_description: { id: job.id, title: job.title },
          created_at: markedAt,
          relative_time_label: '3日前',
          reaction_level: null,
          reacted_at: null,
        },
      ],
    });
    expect((await c.get('/api/candidate_interests/unreacted_count')).json()).toEqual({ count: 1 });
  });

  it('lists newest first, labels by the server clock, and answers only the person’s own', async () => {
    const { user } = await engineer();
    const other = await engineer();
    const a = await companyWithRecruiter();
    expect((await mark(a.recruiter, user.id)).statusCode).toBe(201);
    clock.advance(40 * DAY_MS);
    // Sessions of 40 days ago have ended: sign in again.
    const c = newClient();
    await c.signIn(user.email, user.password);
    const b = await companyWithRecruiter();
    expect((await mark(b.recruiter, user.id)).statusCode).toBe(201);
    expect((await mark(b.recruiter, other.user.id)).statusCode).toBe(201);
    const items = (await c.get('/api/candidate_interests/')).json().candidate_interests;
    expect(items.map((i: { company: { id: number } }) => i.company.id)).toEqual([
      b.company.id,
      a.company.id,
    ]);
    expect(items.map((i: { relative_time_label: string }) => i.relative_time_label)).toEqual([
      '24時間以内',
      '1ヶ月以上前',
    ]);
    expect(items[0].job_description).toBeNull();
  });

  it('the person reacts; the count clears; the company sees the answer; the answer can change', async () => {
    const { company, recruiter } = await companyWithRecruiter();
    const { user, c } = await engineer();
    const id = (await mark(recruiter, user.id)).json().interest.id;
    expect((await c.get('/api/candidate_interests/unreacted_count')).json()).toEqual({ count: 1 });

    clock.advance(HOUR_MS);
    const reactedAt = epoch(clock.now());
    const res = await c.put(`/api/candidate_interests/${id}/reaction`, { reaction_level: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().candidate_interest).toMatchObject({
      id,
      company: { id: company.id },
      reaction_level: 2,
      reacted_at: reactedAt,
    });
    expect((await c.get('/api/candidate_interests/unreacted_count')).json()).toEqual({ count: 0 });

    const seen = companyInterestListResponseSchema.parse(
      (await recruiter.get('/api/company/interests')).json(),
    ).interests;
    expect(seen.find((i) => i.id === id)).toMatchObject({
      user_id: user.id,
      reaction_level: 2,
      reacted_at: reactedAt,
    });

    const changed = await c.put(`/api/candidate_interests/${id}/reaction`, { reaction_level: 3 });
    expect(changed.json().candidate_interest.reaction_level).toBe(3);
  });

  it('refuses a reaction level outside 1-3 with the Japanese message', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user, c } = await engineer();
    const id = (await mark(recruiter, user.id)).json().interest.id;
    for (const body of [
      {},
      { reaction_level: 0 },
      { reaction_level: 4 },
      { reaction_level: '1' },
    ]) {
      const res = await c.put(`/api/candidate_interests/${id}/reaction`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields.reaction_level).toEqual([
        INTEREST_MESSAGES.reactionLevelInvalid,
      ]);
    }
  });

  it('another person’s interest, or an unknown one, is 404 to react to and unchanged', async () => {
    const { recruiter } = await companyWithRecruiter();
    const owner = await engineer();
    const stranger = await engineer();
    const id = (await mark(recruiter, owner.user.id)).json().interest.id;
    for (const url of [
      `/api/candidate_interests/${id}/reaction`,
      '/api/candidate_interests/2147483647/reaction',
    ]) {
      const res = await stranger.c.put(url, { reaction_level: 1 });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe(INTEREST_MESSAGES.interestNotFound);
    }
    const [row] = await db().select().from(candidateInterests).where(eq(candidateInterests.id, id));
    expect(row!.reactionLevel).toBeNull();
  });

  it('marking again within 24 hours updates the job and time and does not notify (or mail) again', async () => {
    const { company, job, recruiter } = await companyWithRecruiter();
    const second = await createJobDescription(db(), { company, status: 'published' });
    const { user, c } = await engineer();
    await setMailSetting(db(), user.id, 'followedByNewCompany', true);

    const first = await mark(recruiter, user.id, { job_description_id: job.id });
    expect(first.statusCode).toBe(201);
    expect(await mailsTo(db(), user.id, 'company_interest')).toHaveLength(1);

    clock.advance(23 * HOUR_MS);
    const again = await mark(recruiter, user.id, { job_description_id: second.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      interest: {
        id: first.json().interest.id,
        job_description: { id: second.id, title: second.title },
        created_at: epoch(clock.now()),
      },
      notified: false,
    });
    expect(await mailsTo(db(), user.id, 'company_interest')).toHaveLength(1);
    const rows = await db()
      .select()
      .from(candidateInterests)
      .where(eq(candidateInterests.userId, user.id));
    expect(rows).toHaveLength(1);

    // Without a job the job stays; with null it goes.
    const kept = await mark(recruiter, user.id, {});
    expect(kept.json().interest.job_description).toEqual({ id: second.id, title: second.title });
    const cleared = await mark(recruiter, user.id, { job_description_id: null });
    expect(cleared.json().interest.job_description).toBeNull();
    expect((await c.get('/api/candidate_interests/unreacted_count')).json()).toEqual({ count: 1 });
  });

  it('marking again 24 hours on notifies again while unanswered, and never once answered', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user, c } = await engineer();
    await setMailSetting(db(), user.id, 'followedByNewCompany', true);
    const id = (await mark(recruiter, user.id)).json().interest.id;

    clock.advance(24 * HOUR_MS);
    const again = await mark(recruiter, user.id);
    expect(again.json().notified).toBe(true);
    expect(await mailsTo(db(), user.id, 'company_interest')).toHaveLength(2);

    await c.put(`/api/candidate_interests/${id}/reaction`, { reaction_level: 3 });
    clock.advance(5 * DAY_MS);
    const afterAnswer = await mark(recruiter, user.id);
    expect(afterAnswer.json()).toMatchObject({ notified: false, interest: { reaction_level: 3 } });
    expect(await mailsTo(db(), user.id, 'company_interest')).toHaveLength(2);
    expect((await c.get('/api/candidate_interests/unreacted_count')).json()).toEqual({ count: 0 });
  });

  it('mails only with followedByNewCompany on: the company, the job and three signed links', async () => {
    const { company, job, recruiter } = await companyWithRecruiter();
    const on = await engineer();
    const off = await engineer();
    await setMailSetting(db(), on.user.id, 'followedByNewCompany', true);
    await setMailSetting(db(), off.user.id, 'followedByNewCompany', false);
    // Another flag on does not stand in for this one.
    await setMailSetting(db(), off.user.id, 'profileUpdateRequestNotification', true);

    expect((await mark(recruiter, off.user.id, { job_description_id: job.id })).statusCode).toBe(
      201,
    );
    expect(await mailsTo(db(), off.user.id, 'company_interest')).toHaveLength(0);

    expect((await mark(recruiter, on.user.id, { job_description_id: job.id })).statusCode).toBe(
      201,
    );
    const [mail] = await mailsTo(db(), on.user.id, 'company_interest');
    expect(mail).toBeDefined();
    expect(mail!.toAddress).toBe(on.user.email);
    expect(mail!.subject).toContain(company.name);
    expect(mail!.textBody).toContain(job.title);
    const links = mail!.textBody.match(/https?:\/\/\S+/g) ?? [];
    const reactionLinks = links.filter((l) => l.includes('/follower_company_reaction?'));
    expect(reactionLinks).toHaveLength(3);
    const levels = reactionLinks.map((l) => new URL(l).searchParams.get('reaction_level')).sort();
    expect(levels).toEqual(['1', '2', '3']);
    for (const link of reactionLinks) {
      const q = new URL(link).searchParams;
      expect(q.get('follower_company_id')).toBe(String(company.id));
      expect(q.get('sig')).toMatch(/^[A-Za-z0-9_-]+$/);
      // The link names the person by an HMAC, never by id or address.
      expect(link).not.toContain(on.user.email);
    }
    expect(links.some((l) => l.endsWith('/interest-notifications'))).toBe(true);
  });

  it('a job must be the company’s own and published: 400 on the field, nothing stored', async () => {
    const { company, recruiter } = await companyWithRecruiter();
    const { user } = await engineer();
    const othersJob = await createJobDescription(db(), { status: 'published' });
    const closed = await createJobDescription(db(), { company, status: 'closed' });
    for (const jobId of [othersJob.id, closed.id, 2_147_483_647]) {
      const res = await mark(recruiter, user.id, { job_description_id: jobId });
      expect(res.statusCode, String(jobId)).toBe(400);
      expect(res.json().error.fields.job_description_id).toEqual([INTEREST_MESSAGES.jobNotFound]);
    }
    for (const body of [{ job_description_id: 'x' }, { job_description_id: 0 }]) {
      const res = await mark(recruiter, user.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const rows = await db()
      .select()
      .from(candidateInterests)
      .where(eq(candidateInterests.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('an unknown, inactive, recruiter or blocking person is the same 404, with nothing stored', async () => {
    const { company, recruiter } = await companyWithRecruiter();
    const inactive = await createUser(db(), { isActive: false });
    const otherRecruiter = await createRecruiter(db(), (await createCompany(db())).id);
    const sameCompanyRecruiter = await createRecruiter(db(), company.id);
    const blocking = await createUser(db());
    await blockCompany(db(), blocking.id, company.id);
    // Not changing jobs, portfolio not public: hidden from companies (candidate-visibility).
    const notChanging = await createUser(db());
    await db()
      .insert(userJobSettings)
      .values({ userId: notChanging.id, hirabilityLevel: 'NO_JOB_CHANGE' });
    const operator = await createUser(db(), { isAdmin: true });
    const bodies: string[] = [];
    for (const id of [
      2_147_483_647,
      inactive.id,
      otherRecruiter.id,
      sameCompanyRecruiter.id,
      blocking.id,
      notChanging.id,
      operator.id,
    ]) {
      const res = await mark(recruiter, id);
      expect(res.statusCode, String(id)).toBe(404);
      bodies.push(res.body);
      const rows = await db()
        .select()
        .from(candidateInterests)
        .where(eq(candidateInterests.userId, id));
      expect(rows).toHaveLength(0);
    }
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!).error).toEqual({
      code: 'not_found',
      message: INTEREST_MESSAGES.candidateNotFound,
    });
  });

  it('the company sees the person by the name they show companies', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user } = await engineer();
    await db().insert(userJobSettings).values({ userId: user.id, displayName: 'スカウト用の名前' });
    const res = await mark(recruiter, user.id);
    expect(res.json().interest.display_name).toBe('スカウト用の名前');
    const seen = (await recruiter.get('/api/company/interests')).json().interests;
    expect(seen.find((i: { user_id: number }) => i.user_id === user.id).display_name).toBe(
      'スカウト用の名前',
    );
  });

  it('a person who blocks the company afterwards disappears from both sides', async () => {
    const { company, recruiter } = await companyWithRecruiter();
    const { user, c } = await engineer();
    const id = (await mark(recruiter, user.id)).json().interest.id;
    await blockCompany(db(), user.id, company.id);

    expect((await c.get('/api/candidate_interests/')).json().candidate_interests).toEqual([]);
    expect((await c.get('/api/candidate_interests/unreacted_count')).json()).toEqual({ count: 0 });
    const react = await c.put(`/api/candidate_interests/${id}/reaction`, { reaction_level: 1 });
    expect(react.statusCode).toBe(404);

    const seen = (await recruiter.get('/api/company/interests')).json().interests;
    expect(seen.some((i: { user_id: number }) => i.user_id === user.id)).toBe(false);
    expect((await mark(recruiter, user.id)).statusCode).toBe(404);
  });

  it('GET /api/company/interests shows only the company’s own interests, to any of its recruiters', async () => {
    const a = await companyWithRecruiter();
    const b = await companyWithRecruiter();
    const admin = await recruiterOf(a.company, 'admin');
    const { user } = await engineer();
    await mark(a.recruiter, user.id);
    await mark(b.recruiter, user.id);
    const ofA = (await admin.c.get('/api/company/interests')).json().interests;
    const ofB = (await b.recruiter.get('/api/company/interests')).json().interests;
    expect(ofA.filter((i: { user_id: number }) => i.user_id === user.id)).toHaveLength(1);
    expect(ofB.filter((i: { user_id: number }) => i.user_id === user.id)).toHaveLength(1);
    expect(ofA.find((i: { user_id: number }) => i.user_id === user.id).id).not.toBe(
      ofB.find((i: { user_id: number }) => i.user_id === user.id).id,
    );
    // No private field of the person in the company's answer.
    const text = JSON.stringify(ofA);
    expect(text).not.toContain(user.email);
    expect(Object.keys(ofA[0]).sort()).toEqual(
      [
        'created_at',
        'display_name',
        'id',
        'job_description',
        'reacted_at',
        'reaction_level',
        'relative_time_label',
        'user_id',
      ].sort(),
    );
  });

  it('engineer calls refuse recruiters, company calls refuse engineers (403)', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user, c } = await engineer();
    const id = (await mark(recruiter, user.id)).json().interest.id;
    for (const res of [
      await recruiter.get('/api/candidate_interests/'),
      await recruiter.get('/api/candidate_interests/unreacted_count'),
      await recruiter.put(`/api/candidate_interests/${id}/reaction`, { reaction_level: 1 }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(RECRUITING_MESSAGES.engineerOnly);
    }
    const other = await engineer();
    for (const res of [
      await c.get('/api/company/interests'),
      await c.post(`/api/company/candidates/${other.user.id}/interest`, {}),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(RECRUITING_MESSAGES.recruiterOnly);
    }
  });

  it('a visitor gets 401 everywhere', async () => {
    const { user } = await engineer();
    const v = newClient();
    for (const res of [
      await v.get('/api/candidate_interests/'),
      await v.get('/api/candidate_interests/unreacted_count'),
      await v.put('/api/candidate_interests/1/reaction', { reaction_level: 1 }),
      await v.get('/api/company/interests'),
      await v.post(`/api/company/candidates/${user.id}/interest`, {}),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('unsafe calls without the CSRF token are 403 and change nothing', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user, c } = await engineer();
    const refused = await recruiter.post(
      `/api/company/candidates/${user.id}/interest`,
      {},
      { csrf: false },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('csrf_failed');
    expect((await c.get('/api/candidate_interests/')).json().candidate_interests).toEqual([]);

    const id = (await mark(recruiter, user.id)).json().interest.id;
    const react = await c.put(
      `/api/candidate_interests/${id}/reaction`,
      { reaction_level: 1 },
      { csrf: false },
    );
    expect(react.statusCode).toBe(403);
    expect(react.json().error.code).toBe('csrf_failed');
    expect((await c.get('/api/candidate_interests/unreacted_count')).json()).toEqual({ count: 1 });
  });

  it('two marks at once make one interest and one notification', async () => {
    const { recruiter } = await companyWithRecruiter();
    const { user } = await engineer();
    await setMailSetting(db(), user.id, 'followedByNewCompany', true);
    const answers = await Promise.all(Array.from({ length: 3 }, () => mark(recruiter, user.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(answers.filter((r) => r.json().notified)).toHaveLength(1);
    expect(await mailsTo(db(), user.id, 'company_interest')).toHaveLength(1);
  });
});
