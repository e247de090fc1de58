import {
  JOB_MESSAGES,
  type JobDescriptionDetailWire,
  type JobDescriptionSummaryWire,
  type JobSource,
} from '@kiseki/contract';
import { and, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { jobDescriptions, jobReactions } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { toEpochSeconds } from '../../lib/time';
import { loadJobDetail, loadJobSummaries, notBlockedBy } from './job-summaries';

/*
 * One job as a person meets it (/jobs/{id}), their interest in it (興味あり), and the short
 * lists of /jobs/home. A job is shown once it has been published, and stays readable after it
 * closes (is_offering_job false), so links shared earlier keep working. A job of a company the
 * person blocked answers exactly as one that does not exist: the block hides the company
 * completely, and the 404 tells nothing about it.
 */

export const JOB_NOT_FOUND_MESSAGE = 'この求人は見つかりませんでした。';

/** Reacted jobs shown on /jobs/home; older interest is still kept, just not listed. */
export const REACTED_JOBS_LIMIT = 50;
/** New jobs on /jobs/home. */
export const RECENT_JOBS_LIMIT = 20;

/** Times on the wire are whole seconds; stored times are too, so a re-read agrees. */
export const wholeSecond = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);

/**
 * A job people may see: published once (so not closed before it opened) and not a draft.
 * A draft of the company console never has published_at; the status is checked as well so
 * that a draft stays hidden whatever its dates say.
 */
const wasPublished = and(
  isNotNull(jobDescriptions.publishedAt),
  ne(jobDescriptions.status, 'draft'),
)!;

export interface VisibleJob {
  id: number;
  companyId: number;
  isOffering: boolean;
}

/** The job as `userId` may act on it, or 404 (missing, draft, never published, company blocked). */
export async function findVisibleJob(
  db: Db,
  jobId: number,
  userId: number | null,
): Promise<VisibleJob> {
  const [row] = await db
    .select({
      id: jobDescriptions.id,
      companyId: jobDescriptions.companyId,
      status: jobDescriptions.status,
    })
    .from(jobDescriptions)
    .where(and(eq(jobDescriptions.id, jobId), wasPublished, notBlockedBy(userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', JOB_NOT_FOUND_MESSAGE);
  return { id: row.id, companyId: row.companyId, isOffering: row.status === 'published' };
}

/** GET /api/job_descriptions/{id}: the whole posting, with the person's reaction and application. */
export async function getJobDescription(
  db: Db,
  jobId: number,
  userId: number | null,
): Promise<{ job_description: JobDescriptionDetailWire; is_offering_job: boolean }> {
  // Whether the person may see it comes first (one indexed row): a draft, a job never
  // published and a blocked company's job answer as a missing id, before any text is read.
  await findVisibleJob(db, jobId, userId);
  const detail = await loadJobDetail(db, jobId, userId);
  if (!detail) throw new AppError('not_found', JOB_NOT_FOUND_MESSAGE);
  return { job_description: detail, is_offering_job: detail.is_offering_job };
}

/**
 * Popularity counts people who showed interest or applied (the popularity_desc sort). Only a
 * first reaction or application moves it, so reacting again cannot inflate it, and withdrawing
 * takes back what reacting gave. Never below 0, even if rows were removed by hand.
 */
export async function addPopularity(db: Db, jobId: number, delta: 1 | -1): Promise<void> {
  await db
    .update(jobDescriptions)
    .set({ popularity: sql`greatest(${jobDescriptions.popularity} + ${delta}, 0)` })
    .where(eq(jobDescriptions.id, jobId));
}

const reactionOf = (userId: number, jobId: number): SQL =>
  and(eq(jobReactions.userId, userId), eq(jobReactions.jobDescriptionId, jobId))!;

/**
 * POST /api/job_descriptions/{id}/reaction: records interest, or refreshes its time when it
 * is there already (the spec's last_reacted_at). A closed job takes no new interest: nobody
 * at the company would act on it.
 */
export async function reactToJob(
  ctx: ServiceContext,
  userId: number,
  jobId: number,
  source: JobSource | undefined,
): Promise<{ last_reacted_at: number }> {
  const job = await findVisibleJob(ctx.db, jobId, userId);
  if (!job.isOffering) throw new AppError('conflict', JOB_MESSAGES.jobClosed);
  const now = wholeSecond(ctx.now());
  const reactedAt = await ctx.db.transaction(async (tx) => {
    // Insert, else refresh. Between the two, another tab may withdraw the row the insert
    // collided with; the next round then inserts it afresh. Two rounds always settle it.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [inserted] = await tx
        .insert(jobReactions)
        .values({ userId, jobDescriptionId: jobId, source: source ?? null, reactedAt: now })
        .onConflictDoNothing()
        .returning({ at: jobReactions.reactedAt });
      if (inserted) {
        await addPopularity(tx, jobId, 1);
        return inserted.at;
      }
      const [refreshed] = await tx
        .update(jobReactions)
        .set({ reactedAt: now, ...(source ? { source } : {}) })
        .where(reactionOf(userId, jobId))
        .returning({ at: jobReactions.reactedAt });
      if (refreshed) return refreshed.at;
    }
    throw new AppError('conflict');
  });
  return { last_reacted_at: toEpochSeconds(reactedAt) };
}

/** DELETE /api/job_descriptions/{id}/reaction: withdraws interest; withdrawing none is fine. */
export async function withdrawReaction(
  ctx: ServiceContext,
  userId: number,
  jobId: number,
): Promise<{ last_reacted_at: null }> {
  await findVisibleJob(ctx.db, jobId, userId);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(jobReactions)
      .where(reactionOf(userId, jobId))
      .returning({ jobId: jobReactions.jobDescriptionId });
    if (removed.length > 0) await addPopularity(tx, jobId, -1);
  });
  return { last_reacted_at: null };
}

/** The person's reacted jobs, newest interest first (closed ones too: they were chosen). */
export async function listReactedJobs(
  db: Db,
  userId: number,
): Promise<JobDescriptionSummaryWire[]> {
  const rows = await db
    .select({ id: jobReactions.jobDescriptionId })
    .from(jobReactions)
    .innerJoin(jobDescriptions, eq(jobDescriptions.id, jobReactions.jobDescriptionId))
    .where(and(eq(jobReactions.userId, userId), wasPublished, notBlockedBy(userId)))
    .orderBy(desc(jobReactions.reactedAt), desc(jobReactions.jobDescriptionId))
    .limit(REACTED_JOBS_LIMIT);
  return loadJobSummaries(
    db,
    rows.map((r) => r.id),
    userId,
  );
}

/** The newest open jobs, for /jobs/home. */
export async function listRecentJobs(
  db: Db,
  userId: number | null,
): Promise<JobDescriptionSummaryWire[]> {
  const rows = await db
    .select({ id: jobDescriptions.id })
    .from(jobDescriptions)
    .where(and(eq(jobDescriptions.status, 'published'), notBlockedBy(userId)))
    // The (status, published_at desc, id desc) index answers this without a sort.
    .orderBy(desc(jobDescriptions.publishedAt), desc(jobDescriptions.id))
    .limit(RECENT_JOBS_LIMIT);
  return loadJobSummaries(
    db,
    rows.map((r) => r.id),
    userId,
  );
}
