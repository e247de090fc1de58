import {
  JOB_MESSAGES,
  jobApplicationListResponseSchema,
  jobApplicationResponseSchema,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobDescription, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { DAY_MS, HOUR_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { jobApplications, jobDescriptions, userBlockedCompanies } from '../../db/schema';
import { expectedMailReplyAt } from './applications.service';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const SEVEN_DAYS_S = 7 * 86_400;

describe('job applications', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  const db = () => h.t.database.db;
  const signedIn = async () => {
    const user = await createUser(db(), {}, clock.now());
    const c = new TestClient(h.app, `100.73.0.${++ip}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  const openJob = () => createJobDescription(db(), { status: 'published' });
  const apply = (c: TestClient, jobId: number, source?: string) =>
    c.post('/api/job_applications/', {
      job_description_id: jobId,
      ...(source ? { source } : {}),
    });
  const rowsOf = (userId: number) =>
    db().select().from(jobApplications).where(eq(jobApplications.userId, userId));
  const popularity = async (id: number) =>
    (
      await db()
        .select({ p: jobDescriptions.popularity })
        .from(jobDescriptions)
        .where(eq(jobDescriptions.id, id))
    )[0]!.p;

  beforeAll(async () => {
    // Not on a whole second: stored and answered times are whole seconds all the same.
    clock = testClock(new Date('2026-11-22T03:00:00.750Z'));
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('expects the company’s reply exactly 7 days after the application (spec section 9)', () => {
    const at = new Date('2026-03-28T15:00:00Z');
    expect(expectedMailReplyAt(at).toISOString()).toBe('2026-04-04T15:00:00.000Z');
  });

  it('needs a session', async () => {
    const v = new TestClient(h.app, '100.73.9.1');
    const job = await openJob();
    for (const res of [await apply(v, job.id), await v.get('/api/job_applications/')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('applies once: 201 with the stamps, then 200 with the same application, one row', async () => {
    const { user, c } = await signedIn();
    const job = await openJob();
    const start = await popularity(job.id);
    const appliedAt = epoch(clock.now());

    const first = await apply(c, job.id, 'search');
    expect(first.statusCode).toBe(201);
    const created = jobApplicationResponseSchema.parse(first.json()).job_application;
    expect(created).toEqual({
      id: expect.any(Number),
      job_description_id: job.id,
      application_status: 'applied',
      application_at: appliedAt,
      expected_mail_replied_at: appliedAt + SEVEN_DAYS_S,
      mail_received_at: null,
    });
    expect(await popularity(job.id)).toBe(start + 1);

    clock.advance(2 * HOUR_MS);
    const second = await apply(c, job.id);
    expect(second.statusCode).toBe(200);
    expect(jobApplicationResponseSchema.parse(second.json()).job_application).toEqual(created);
    expect(await popularity(job.id)).toBe(start + 1);

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('search');
    expect(rows[0]!.appliedAt.getTime()).toBe(appliedAt * 1000);
  });

  it('applications sent at the same moment make one row and one answer', async () => {
    const { user, c } = await signedIn();
    const job = await openJob();
    const start = await popularity(job.id);
    const answers = await Promise.all(Array.from({ length: 4 }, () => apply(c, job.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().job_application.id)).size).toBe(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(await popularity(job.id)).toBe(start + 1);
  });

  it('without a job id: 400 with the Japanese field message; nothing stored', async () => {
    const { user, c } = await signedIn();
    for (const body of [{}, { job_description_id: null }, { source: 'search' }]) {
      const res = await c.post('/api/job_applications/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe('validation_failed');
      expect(error.fields.job_description_id).toEqual([JOB_MESSAGES.jobRequired]);
    }
    for (const body of [{ job_description_id: 'abc' }, { job_description_id: 0 }]) {
      const res = await c.post('/api/job_applications/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields.job_description_id).toHaveLength(1);
    }
    const badSource = await c.post('/api/job_applications/', {
      job_description_id: (await openJob()).id,
      source: 'elsewhere',
    });
    expect(badSource.statusCode).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('a closed job: 409 with its message; an application made before it closed stays', async () => {
    const { user, c } = await signedIn();
    const closed = await createJobDescription(db(), { status: 'closed' });
    const res = await apply(c, closed.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: JOB_MESSAGES.jobClosed });
    expect(await rowsOf(user.id)).toHaveLength(0);

    const job = await openJob();
    const made = (await apply(c, job.id)).json().job_application;
    await db()
      .update(jobDescriptions)
      .set({ status: 'closed' })
      .where(eq(jobDescriptions.id, job.id));
    const again = await apply(c, job.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().job_application).toEqual(made);
  });

  it('a blocked company’s job and a missing one: the same 404, nothing stored', async () => {
    const { user, c } = await signedIn();
    const job = await openJob();
    await db().insert(userBlockedCompanies).values({ userId: user.id, companyId: job.companyId });
    const blocked = await apply(c, job.id);
    const missing = await apply(c, 2_000_000_000);
    expect(blocked.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    expect(blocked.body).toBe(missing.body);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('refuses a request without the CSRF token', async () => {
    const { user, c } = await signedIn();
    const job = await openJob();
    await c.get('/api/login_status/');
    const res = await c.request({
      method: 'POST',
      url: '/api/job_applications/',
      body: { job_description_id: job.id },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_failed');
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('lists only the person’s own applications, newest first, with their jobs', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const jobs = [await openJob(), await openJob(), await openJob()];
    for (const job of jobs) {
      await apply(a.c, job.id);
      clock.advance(DAY_MS);
    }
    await apply(b.c, jobs[0]!.id);

    const res = await a.c.get('/api/job_applications/');
    expect(res.statusCode).toBe(200);
    const list = jobApplicationListResponseSchema.parse(res.json()).job_applications;
    expect(list.map((x) => x.job_description_id)).toEqual([jobs[2]!.id, jobs[1]!.id, jobs[0]!.id]);
    expect(list[0]!.application_at - list[1]!.application_at).toBe(86_400);
    for (const item of list) {
      expect(item.job_description.job_description_id).toBe(item.job_description_id);
      expect(item.job_description.application_status).toBe('applied');
      expect(item.job_description.application_at).toBe(item.application_at);
      expect(item.expected_mail_replied_at).toBe(item.application_at + SEVEN_DAYS_S);
    }

    const bList = (await b.c.get('/api/job_applications/')).json().job_applications;
    expect(bList).toHaveLength(1);
    expect(bList[0].job_description_id).toBe(jobs[0]!.id);
    expect(bList[0].id).not.toBe(list[2]!.id);

    // A company blocked since: its jobs leave the list, as everywhere else.
    await db()
      .insert(userBlockedCompanies)
      .values({ userId: a.user.id, companyId: jobs[1]!.companyId });
    const after = (await a.c.get('/api/job_applications/')).json().job_applications;
    expect(after.map((x: { job_description_id: number }) => x.job_description_id)).toEqual([
      jobs[2]!.id,
      jobs[0]!.id,
    ]);

    const nobody = await signedIn();
    expect((await nobody.c.get('/api/job_applications/')).json()).toEqual({
      job_applications: [],
    });
  });
});
