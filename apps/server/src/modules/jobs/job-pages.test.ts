import {
  companyDetailResponseSchema,
  JOB_MESSAGES,
  jobDescriptionListResponseSchema,
  jobDescriptionResponseSchema,
  jobReactionResponseSchema,
  techTagsById,
} from '@kiseki/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedJobDescription,
  createCompany,
  createJobDescription,
  createUser,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { DAY_MS, HOUR_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { type Company, jobDescriptions, jobReactions, userBlockedCompanies } from '../../db/schema';
import { COMPANY_NOT_FOUND_MESSAGE } from './company-page.service';
import { JOB_NOT_FOUND_MESSAGE, REACTED_JOBS_LIMIT, RECENT_JOBS_LIMIT } from './job-pages.service';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const NEVER = 2_000_000_000;

describe('job pages, reactions and company pages', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  const db = () => h.t.database.db;
  const visitor = () => new TestClient(h.app, `100.72.9.${++ip}`);
  const signedIn = async () => {
    const user = await createUser(db(), {}, clock.now());
    const c = new TestClient(h.app, `100.72.0.${++ip}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  const block = (userId: number, companyId: number) =>
    db().insert(userBlockedCompanies).values({ userId, companyId });
  const popularity = async (id: number) =>
    (
      await db()
        .select({ p: jobDescriptions.popularity })
        .from(jobDescriptions)
        .where(eq(jobDescriptions.id, id))
    )[0]!.p;
  const openJob = (overrides: Parameters<typeof createJobDescription>[1] = {}) =>
    createJobDescription(db(), { status: 'published', ...overrides });

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-22T03:00:00Z'));
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  describe('GET /api/job_descriptions/{id}', () => {
    let job: CreatedJobDescription;
    beforeAll(async () => {
      job = await openJob();
    });

    it('a visitor reads the whole posting, without any person’s fields', async () => {
      const res = await visitor().get(`/api/job_descriptions/${job.id}?source=share`);
      expect(res.statusCode).toBe(200);
      const body = jobDescriptionResponseSchema.parse(res.json());
      const jd = body.job_description;
      expect(body.is_offering_job).toBe(true);
      expect(jd.is_offering_job).toBe(true);
      expect(jd.job_description_id).toBe(job.id);
      expect(jd.title).toBe(job.title);
      expect(jd.job_details).toBe(job.jobDetails);
      expect(jd.required_skills).toBe(job.requiredSkills);
      expect(jd.working_conditions).toBe(job.workingConditions);
      expect(jd.annual_salary_min).toBe(job.salaryMin);
      expect(jd.annual_salary_max).toBe(job.salaryMax);
      expect(jd.published_at).toBe(epoch(job.publishedAt!));
      expect(jd.company.id).toBe(job.companyId);
      expect(jd.company.website_url).toMatch(/^https:\/\//);
      expect(jd.tags.map((t) => t.id).sort((a, b) => a - b)).toEqual(
        [...job.tagIds].sort((a, b) => a - b),
      );
      expect(jd.preferred_condition_ids).toEqual(job.preferredConditionIds);
      expect(jd.last_reacted_at).toBeNull();
      expect(jd.application_status).toBeNull();
      expect(jd.application_at).toBeNull();
      expect(jd.expected_mail_replied_at).toBeNull();
      expect(Object.keys(jd)).not.toContain('search_vector');
    });

    it('signed in, it carries the person’s reaction and application, and only theirs', async () => {
      const { c } = await signedIn();
      const before = (await c.get(`/api/job_descriptions/${job.id}`)).json().job_description;
      expect(before.last_reacted_at).toBeNull();
      expect((await c.post(`/api/job_descriptions/${job.id}/reaction`)).statusCode).toBe(200);
      const applied = await c.post('/api/job_applications/', { job_description_id: job.id });
      expect(applied.statusCode).toBe(201);
      const jd = jobDescriptionResponseSchema.parse(
        (await c.get(`/api/job_descriptions/${job.id}`)).json(),
      ).job_description;
      expect(jd.last_reacted_at).toBe(epoch(clock.now()));
      expect(jd.application_status).toBe('applied');
      expect(jd.application_at).toBe(epoch(clock.now()));
      expect(jd.expected_mail_replied_at).toBe(epoch(clock.now()) + 7 * 86_400);
      // Someone else sees the same job without them.
      const other = await signedIn();
      const theirs = (await other.c.get(`/api/job_descriptions/${job.id}`)).json().job_description;
      expect(theirs.last_reacted_at).toBeNull();
      expect(theirs.application_status).toBeNull();
      expect(
        (await visitor().get(`/api/job_descriptions/${job.id}`)).json().job_description,
      ).toMatchObject({ last_reacted_at: null, application_status: null });
    });

    it('a closed job is still readable, as no longer offering', async () => {
      const closed = await createJobDescription(db(), { status: 'closed' });
      const res = await visitor().get(`/api/job_descriptions/${closed.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().is_offering_job).toBe(false);
      expect(res.json().job_description.is_offering_job).toBe(false);
    });

    it('a job never published, a missing id and a blocked company answer the same 404', async () => {
      const draft = await createJobDescription(db(), { status: 'closed', publishedAt: null });
      const { user, c } = await signedIn();
      const blockedJob = await openJob();
      await block(user.id, blockedJob.companyId);

      const missing = await c.get(`/api/job_descriptions/${NEVER}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        error: { code: 'not_found', message: JOB_NOT_FOUND_MESSAGE },
      });
      for (const id of [draft.id, blockedJob.id]) {
        const res = await c.get(`/api/job_descriptions/${id}`);
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.body, String(id)).toBe(missing.body);
      }
      // The block is the person's own view: others still read the job.
      expect((await visitor().get(`/api/job_descriptions/${blockedJob.id}`)).statusCode).toBe(200);
      expect(
        (await (await signedIn()).c.get(`/api/job_descriptions/${blockedJob.id}`)).statusCode,
      ).toBe(200);
    });

    it('a malformed id or source is a 400 in the error shape, never a 500', async () => {
      for (const path of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
        const res = await visitor().get(`/api/job_descriptions/${path}`);
        expect(res.statusCode, path).toBe(400);
        expect(res.json().error.code, path).toBe('validation_failed');
      }
      const badSource = await visitor().get(`/api/job_descriptions/${job.id}?source=nowhere`);
      expect(badSource.statusCode).toBe(400);
      expect(badSource.json().error.fields.source).toBeDefined();
    });
  });

  describe('POST and DELETE /api/job_descriptions/{id}/reaction', () => {
    it('needs a session', async () => {
      const job = await openJob();
      const v = visitor();
      for (const res of [
        await v.post(`/api/job_descriptions/${job.id}/reaction`),
        await v.delete(`/api/job_descriptions/${job.id}/reaction`),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('unauthenticated');
      }
    });

    it('records interest once, refreshes its time, withdraws it; popularity follows', async () => {
      const job = await openJob();
      const start = await popularity(job.id);
      const { user, c } = await signedIn();
      const url = `/api/job_descriptions/${job.id}/reaction`;

      const first = await c.post(`${url}?source=search`);
      expect(first.statusCode).toBe(200);
      expect(jobReactionResponseSchema.parse(first.json())).toEqual({
        last_reacted_at: epoch(clock.now()),
      });
      expect(await popularity(job.id)).toBe(start + 1);

      clock.advance(HOUR_MS);
      const again = await c.post(`${url}?source=detail`);
      expect(again.json().last_reacted_at).toBe(epoch(clock.now()));
      expect(await popularity(job.id)).toBe(start + 1);
      const rows = await db()
        .select()
        .from(jobReactions)
        .where(and(eq(jobReactions.userId, user.id), eq(jobReactions.jobDescriptionId, job.id)));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.source).toBe('detail');
      expect(
        (await c.get(`/api/job_descriptions/${job.id}`)).json().job_description.last_reacted_at,
      ).toBe(epoch(clock.now()));

      // Another person's interest counts too.
      await (await signedIn()).c.post(url);
      expect(await popularity(job.id)).toBe(start + 2);

      const withdrawn = await c.delete(url);
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json()).toEqual({ last_reacted_at: null });
      expect(await popularity(job.id)).toBe(start + 1);
      expect(
        (await c.get(`/api/job_descriptions/${job.id}`)).json().job_description.last_reacted_at,
      ).toBeNull();
      // Withdrawing nothing changes nothing.
      expect((await c.delete(url)).statusCode).toBe(200);
      expect(await popularity(job.id)).toBe(start + 1);
    });

    it('withdrawing never takes popularity below 0', async () => {
      const job = await openJob({ popularity: 0 });
      const { user, c } = await signedIn();
      await db().insert(jobReactions).values({ userId: user.id, jobDescriptionId: job.id });
      expect((await c.delete(`/api/job_descriptions/${job.id}/reaction`)).statusCode).toBe(200);
      expect(await popularity(job.id)).toBe(0);
    });

    it('a blocked company’s job and a missing one: the same 404, nothing recorded', async () => {
      const { user, c } = await signedIn();
      const job = await openJob();
      await block(user.id, job.companyId);
      const before = await popularity(job.id);
      for (const method of ['post', 'delete'] as const) {
        const blocked = await c[method](`/api/job_descriptions/${job.id}/reaction`);
        const missing = await c[method](`/api/job_descriptions/${NEVER}/reaction`);
        expect(blocked.statusCode, method).toBe(404);
        expect(blocked.body, method).toBe(missing.body);
        expect(missing.json().error.code).toBe('not_found');
      }
      expect(await popularity(job.id)).toBe(before);
      const rows = await db().select().from(jobReactions).where(eq(jobReactions.userId, user.id));
      expect(rows).toHaveLength(0);
    });

    it('a closed job takes no new interest (409), but interest can still be withdrawn', async () => {
      const { user, c } = await signedIn();
      const job = await createJobDescription(db(), { status: 'closed' });
      const res = await c.post(`/api/job_descriptions/${job.id}/reaction`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'conflict', message: JOB_MESSAGES.jobClosed });
      await db().insert(jobReactions).values({ userId: user.id, jobDescriptionId: job.id });
      expect((await c.delete(`/api/job_descriptions/${job.id}/reaction`)).statusCode).toBe(200);
    });

    it('refuses a request without the CSRF token and records nothing', async () => {
      const { user, c } = await signedIn();
      const job = await openJob();
      await c.get('/api/login_status/');
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await c.request({
          method,
          url: `/api/job_descriptions/${job.id}/reaction`,
          csrf: false,
        });
        expect(res.statusCode, method).toBe(403);
        expect(res.json().error.code, method).toBe('csrf_failed');
      }
      const rows = await db().select().from(jobReactions).where(eq(jobReactions.userId, user.id));
      expect(rows).toHaveLength(0);
    });
  });

  describe('GET /api/job_descriptions/reacted and /recent', () => {
    /** Copies of a posting, straight into the table: enough rows to pass a list's limit. */
    const copies = async (template: CreatedJobDescription, n: number, at: (i: number) => Date) => {
      const {
        id: _id,
        positionIds: _p,
        tagIds: _t,
        preferredConditionIds: _c,
        searchVector: _v,
        ...values
      } = template;
      const rows = await db()
        .insert(jobDescriptions)
        .values(
          Array.from({ length: n }, (_, i) => ({
            ...values,
            title: `${template.title} ${i}`,
            publishedAt: at(i),
            searchIndexVersion: 0,
          })),
        )
        .returning({ id: jobDescriptions.id });
      return rows.map((r) => r.id);
    };

    it('needs a session', async () => {
      for (const path of ['reacted', 'recent']) {
        const res = await visitor().get(`/api/job_descriptions/${path}`);
        expect(res.statusCode, path).toBe(401);
      }
    });

    it('reacted: newest interest first, blocked companies left out, at most 50', async () => {
      const { user, c } = await signedIn();
      const template = await openJob();
      const ids = await copies(template, REACTED_JOBS_LIMIT + 1, () => clock.now());
      await db()
        .insert(jobReactions)
        .values(
          ids.map((id, i) => ({
            userId: user.id,
            jobDescriptionId: id,
            reactedAt: new Date(clock.now().getTime() - (i + 1) * 60_000),
          })),
        );
      const res = await c.get('/api/job_descriptions/reacted');
      expect(res.statusCode).toBe(200);
      const list = jobDescriptionListResponseSchema.parse(res.json()).job_descriptions;
      expect(list.map((j) => j.job_description_id)).toEqual(ids.slice(0, REACTED_JOBS_LIMIT));
      expect(list[0]!.last_reacted_at).toBe(epoch(clock.now()) - 60);

      // A fresh reaction through the API goes on top; a blocked company's jobs go away.
      const fresh = await openJob();
      await c.post(`/api/job_descriptions/${fresh.id}/reaction`);
      const top = (await c.get('/api/job_descriptions/reacted')).json().job_descriptions;
      expect(top[0].job_description_id).toBe(fresh.id);
      await block(user.id, template.companyId);
      const after = (await c.get('/api/job_descriptions/reacted')).json().job_descriptions;
      expect(after.map((j: { job_description_id: number }) => j.job_description_id)).toEqual([
        fresh.id,
      ]);
      // Another person has reacted to nothing.
      expect((await (await signedIn()).c.get('/api/job_descriptions/reacted')).json()).toEqual({
        job_descriptions: [],
      });
    });

    it('recent: the newest open jobs, closed and blocked ones left out, at most 20', async () => {
      const { user, c } = await signedIn();
      const template = await openJob();
      // Published in the future of every other row of this file, newest last.
      const base = clock.now().getTime() + 30 * DAY_MS;
      const ids = await copies(template, RECENT_JOBS_LIMIT + 2, (i) => new Date(base + i * 1000));
      const newestFirst = [...ids].reverse();
      const [closedId] = newestFirst;
      await db()
        .update(jobDescriptions)
        .set({ status: 'closed' })
        .where(eq(jobDescriptions.id, closedId!));

      const list = jobDescriptionListResponseSchema.parse(
        (await c.get('/api/job_descriptions/recent')).json(),
      ).job_descriptions;
      expect(list.map((j) => j.job_description_id)).toEqual(
        newestFirst.slice(1, RECENT_JOBS_LIMIT + 1),
      );
      expect(list.every((j) => j.is_offering_job)).toBe(true);

      await block(user.id, template.companyId);
      const after = (await c.get('/api/job_descriptions/recent')).json().job_descriptions;
      expect(after).toHaveLength(RECENT_JOBS_LIMIT);
      expect(
        after.some((j: { company: { id: number } }) => j.company.id === template.companyId),
      ).toBe(false);
      await db().delete(jobDescriptions).where(inArray(jobDescriptions.id, ids));
    });
  });

  describe('GET /api/companies/{id}', () => {
    let company: Company;
    let jobs: CreatedJobDescription[];
    beforeAll(async () => {
      company = await createCompany(db(), { name: '株式会社テスト開発' });
      jobs = [];
      for (let i = 0; i < 4; i += 1) {
        jobs.push(
          await createJobDescription(db(), {
            company,
            status: i === 3 ? 'closed' : 'published',
            publishedAt: new Date(clock.now().getTime() - (10 - i) * DAY_MS),
            tagIds: [[4, 1], [4, 2], [4], [1, 2, 3]][i],
          }),
        );
      }
    });

    it('a visitor sees the company, its open jobs newest first, and their stack counted', async () => {
      const res = await visitor().get(`/api/companies/${company.id}`);
      expect(res.statusCode).toBe(200);
      const body = companyDetailResponseSchema.parse(res.json());
      expect(body.company).toMatchObject({
        id: company.id,
        name: '株式会社テスト開発',
        description: company.description,
        website_url: company.websiteUrl,
        founded_year: company.foundedYear,
      });
      expect(body.job_descriptions.map((j) => j.job_description_id)).toEqual([
        jobs[2]!.id,
        jobs[1]!.id,
        jobs[0]!.id,
      ]);
      // Over the open jobs only: 4 in three of them, 1 and 2 in one each; ties by tag id.
      const tag = (id: number, n: number) => {
        const t = techTagsById.get(id)!;
        return { id, name: t.name, group: t.group, job_count: n };
      };
      expect(body.tech_stack).toEqual([tag(4, 3), tag(1, 1), tag(2, 1)]);
    });

    it('signed in, the jobs carry the person’s reaction', async () => {
      const { c } = await signedIn();
      await c.post(`/api/job_descriptions/${jobs[1]!.id}/reaction`);
      const list = (await c.get(`/api/companies/${company.id}`)).json().job_descriptions;
      const reacted = list.find(
        (j: { job_description_id: number }) => j.job_description_id === jobs[1]!.id,
      );
      expect(reacted.last_reacted_at).toBe(epoch(clock.now()));
    });

    it('a company with no open job has an empty list and stack', async () => {
      const quiet = await createCompany(db());
      const body = (await visitor().get(`/api/companies/${quiet.id}`)).json();
      expect(body.job_descriptions).toEqual([]);
      expect(body.tech_stack).toEqual([]);
    });

    it('blocked by the person: the same 404 as a company that does not exist', async () => {
      const { user, c } = await signedIn();
      await block(user.id, company.id);
      const blocked = await c.get(`/api/companies/${company.id}`);
      const missing = await c.get(`/api/companies/${NEVER}`);
      expect(blocked.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        error: { code: 'not_found', message: COMPANY_NOT_FOUND_MESSAGE },
      });
      expect(blocked.body).toBe(missing.body);
      for (const id of ['x', '0', '99999999999']) {
        const res = await c.get(`/api/companies/${id}`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().error.code, id).toBe('validation_failed');
      }
    });
  });
});
