import {
  EXPECTED_MAIL_REPLY_DAYS,
  JOB_MESSAGES,
  type JobDescriptionSummaryWire,
  type JobSource,
  type jobApplicationSchema,
} from '@kiseki/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type JobApplicationRow, jobApplications, jobDescriptions } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { toEpochSeconds, toEpochSecondsOrNull } from '../../lib/time';
import { addPopularity, findVisibleJob, wholeSecond } from './job-pages.service';
import { loadJobSummaries, notBlockedBy } from './job-summaries';

/*
 * Applications (spec sections 4, 5 and 7): one per person and job, stamped with when it was
 * made and when the company is expected to have answered by mail, 7 days later (section 9).
 * Every read names the person, so nobody else's application is reachable.
 */

/** /jobs/home lists this many, newest first; a person rarely has more in flight. */
export const APPLICATIONS_LIST_LIMIT = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

export type JobApplicationWire = z.infer<typeof jobApplicationSchema>;

const toWire = (row: JobApplicationRow): JobApplicationWire => ({
  id: row.id,
  job_description_id: row.jobDescriptionId,
  application_status: row.status,
  application_at: toEpochSeconds(row.appliedAt),
  expected_mail_replied_at: toEpochSeconds(row.expectedMailRepliedAt),
  mail_received_at: toEpochSecondsOrNull(row.mailReceivedAt),
});

/** The spec's expected mail-reply time: exactly 7 days after the application. */
export const expectedMailReplyAt = (appliedAt: Date): Date =>
  new Date(appliedAt.getTime() + EXPECTED_MAIL_REPLY_DAYS * DAY_MS);

async function findApplication(
  db: Db,
  userId: number,
  jobId: number,
): Promise<JobApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobDescriptionId, jobId)))
    .limit(1);
  return row;
}

/**
 * POST /api/job_applications/. Applying again answers the application already made (created
 * false), even once the job has closed: it is the person's own record. A new application to a
 * closed job is refused. Two requests at once (a double click, two tabs) meet at the unique
 * index: one inserts, the other reads what it inserted.
 */
export async function applyToJob(
  ctx: ServiceContext,
  userId: number,
  input: { job_description_id: number; source?: JobSource | undefined },
): Promise<{ application: JobApplicationWire; created: boolean }> {
  const job = await findVisibleJob(ctx.db, input.job_description_id, userId);
  const existing = await findApplication(ctx.db, userId, job.id);
  if (existing) return { application: toWire(existing), created: false };
  if (!job.isOffering) throw new AppError('conflict', JOB_MESSAGES.jobClosed);

  const appliedAt = wholeSecond(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(jobApplications)
      .values({
        userId,
        jobDescriptionId: job.id,
        status: 'applied',
        source: input.source ?? null,
        appliedAt,
        expectedMailRepliedAt: expectedMailReplyAt(appliedAt),
        updatedAt: appliedAt,
      })
      .onConflictDoNothing({ target: [jobApplications.userId, jobApplications.jobDescriptionId] })
      .returning();
    if (inserted) {
      await addPopularity(tx, job.id, 1);
      return { application: toWire(inserted), created: true };
    }
    // The conflicting insert has committed (ON CONFLICT waits for it), so this sees it.
    const concurrent = await findApplication(tx, userId, job.id);
    if (!concurrent) throw new AppError('conflict');
    return { application: toWire(concurrent), created: false };
  });
}

/**
 * GET /api/job_applications/: the person's applications, newest first, each with its job.
 * Jobs of companies the person has since blocked are left out, as everywhere else.
 */
export async function listApplications(
  db: Db,
  userId: number,
): Promise<(JobApplicationWire & { job_description: JobDescriptionSummaryWire })[]> {
  const rows = await db
    .select({ application: jobApplications })
    .from(jobApplications)
    .innerJoin(jobDescriptions, eq(jobDescriptions.id, jobApplications.jobDescriptionId))
    .where(and(eq(jobApplications.userId, userId), notBlockedBy(userId)))
    // The (user_id, applied_at desc, id desc) index answers this in order.
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id))
    .limit(APPLICATIONS_LIST_LIMIT);
  const summaries = await loadJobSummaries(
    db,
    rows.map((r) => r.application.jobDescriptionId),
    userId,
  );
  const byId = new Map(summaries.map((s) => [s.job_description_id, s]));
  return rows.flatMap(({ application }) => {
    const job = byId.get(application.jobDescriptionId);
    return job ? [{ ...toWire(application), job_description: job }] : [];
  });
}
