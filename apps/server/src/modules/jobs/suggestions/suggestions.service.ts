import { type JobSuggestionListWire, SUGGESTION_GENERATION_STATUS } from '@kiseki/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type JobSuggestionRequestRow,
  jobDescriptions,
  jobSuggestionRequests,
  jobSuggestions,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { Clock } from '../../../lib/clock';
import type { ServiceContext } from '../../../lib/service-context';
import { toEpochSecondsOrNull } from '../../../lib/time';
import { hitRateLimit } from '../../rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../rate-limit/rate-limit-rules';
import { loadJobSummaries, notBlockedBy } from '../job-summaries';
import { rankJobs } from '../matching/engine';
import { loadCandidateJobs, loadPersonProfile } from '../matching/matching-loader';

/*
 * Job suggestions (issue 9, spec sections 3, 4 and 7): a person asks, a job runs the
 * matching engine over the board and stores the best jobs with their reasons, the header's
 * dot shows until the person has seen them. docs/matching.md has the engine; this file has
 * the request's life: REQUESTED → COMPLETED, or FAILED (kept for the logs, never shown).
 */

const { NOT_REQUESTED, REQUESTED, COMPLETED, FAILED } = SUGGESTION_GENERATION_STATUS;

/** Enough to fill /jobs/home and a page of suggestions; more would mostly go unread. */
export const SUGGESTIONS_PER_REQUEST = 30;
/**
 * A generation takes well under a minute. A request still REQUESTED after this long lost its
 * job (a crashed worker, a queue that was down): the next request replaces it instead of
 * waiting for it forever.
 */
export const STALE_REQUEST_SECONDS = 10 * 60;
/** First key of the per-person advisory lock that keeps to one request at a time. */
const REQUEST_LOCK_NAMESPACE = 0x6a0b5;

type Log = {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
};

/** The spec's suggestion status (suggestionStatusResponseSchema). */
export interface SuggestionStatusWire {
  latest_suggestion_request_id: number | null;
  generation_status: 0 | 1 | 2;
  active_count: number;
  completed_at: number | null;
  is_seen: boolean;
}

type RequestState = Pick<JobSuggestionRequestRow, 'id' | 'status' | 'completedAt' | 'seenAt'>;

/**
 * The newest request that did not fail, and the newest completed one (the suggestions the
 * list shows). At most one request is REQUESTED at a time, so both are among the newest two
 * that did not fail.
 */
async function readState(db: Db, userId: number) {
  const rows: RequestState[] = await db
    .select({
      id: jobSuggestionRequests.id,
      status: jobSuggestionRequests.status,
      completedAt: jobSuggestionRequests.completedAt,
      seenAt: jobSuggestionRequests.seenAt,
    })
    .from(jobSuggestionRequests)
    .where(
      and(
        eq(jobSuggestionRequests.userId, userId),
        inArray(jobSuggestionRequests.status, [REQUESTED, COMPLETED]),
      ),
    )
    .orderBy(desc(jobSuggestionRequests.id))
    .limit(2);
  return { newest: rows[0], completed: rows.find((r) => r.status === COMPLETED) };
}

/** Suggestions of a request that a person can still act on: open jobs, companies not blocked. */
const stillOpen = (userId: number, requestId: number) =>
  and(
    eq(jobSuggestions.requestId, requestId),
    eq(jobDescriptions.status, 'published'),
    notBlockedBy(userId),
  );

async function countOpen(db: Db, userId: number, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobSuggestions)
    .innerJoin(jobDescriptions, eq(jobDescriptions.id, jobSuggestions.jobDescriptionId))
    .where(stillOpen(userId, requestId));
  return row?.n ?? 0;
}

/**
 * The status behind the header's dot. generation_status and latest_suggestion_request_id
 * name the newest request that did not fail; a failed one is passed over (the response check
 * does not accept FAILED), so after a failure the person sees their last completed
 * suggestions, or NOT_REQUESTED when there are none. active_count, completed_at and is_seen
 * describe the latest completed suggestions: what the list shows.
 */
export async function getSuggestionStatus(db: Db, userId: number): Promise<SuggestionStatusWire> {
  const { newest, completed } = await readState(db, userId);
  return {
    latest_suggestion_request_id: newest?.id ?? null,
    generation_status: newest ? (newest.status as 1 | 2) : NOT_REQUESTED,
    active_count: completed ? await countOpen(db, userId, completed.id) : 0,
    completed_at: toEpochSecondsOrNull(completed?.completedAt),
    // Nothing to see is nothing unseen: no dot.
    is_seen: completed ? completed.seenAt !== null : true,
  };
}

/**
 * Asks for a generation. While one is REQUESTED, that one is answered again (no second
 * run); otherwise a new request is stored and handed to the job queue. Two simultaneous asks
 * of one person meet at an advisory lock, so they cannot both create one.
 */
export async function requestSuggestions(
  ctx: ServiceContext,
  userId: number,
  log: Log,
): Promise<SuggestionStatusWire> {
  const now = ctx.now();
  const { request, created } = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${REQUEST_LOCK_NAMESPACE}::int, ${userId}::int)`,
    );
    const [pending] = await tx
      .select()
      .from(jobSuggestionRequests)
      .where(
        and(eq(jobSuggestionRequests.userId, userId), eq(jobSuggestionRequests.status, REQUESTED)),
      )
      .orderBy(desc(jobSuggestionRequests.id))
      .limit(1);
    if (pending) {
      const ageSeconds = (now.getTime() - pending.requestedAt.getTime()) / 1000;
      if (ageSeconds < STALE_REQUEST_SECONDS) return { request: pending, created: false };
      log.warn(
        { requestId: pending.id, userId },
        'job suggestion request went stale; replacing it',
      );
      await tx
        .update(jobSuggestionRequests)
        .set({ status: FAILED, failureReason: 'stale: not generated within 10 minutes' })
        .where(eq(jobSuggestionRequests.id, pending.id));
    }
    // Counted only when a generation would start: polling or asking again while one runs is free.
    await hitRateLimit(tx, now, RATE_LIMITS.suggestionRequestsPerUser, String(userId));
    const [row] = await tx
      .insert(jobSuggestionRequests)
      .values({ userId, status: REQUESTED, requestedAt: now })
      .returning();
    return { request: row!, created: true };
  });
  if (created) {
    try {
      await ctx.suggestions.request(request.id);
    } catch (err) {
      log.error({ err, requestId: request.id }, 'could not queue a job suggestion generation');
      await markFailed(ctx.db, request.id, `not queued: ${messageOf(err)}`);
    }
  }
  return getSuggestionStatus(ctx.db, userId);
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function markFailed(db: Db, requestId: number, reason: string): Promise<void> {
  await db
    .update(jobSuggestionRequests)
    .set({ status: FAILED, failureReason: reason.slice(0, 1000) })
    .where(
      and(eq(jobSuggestionRequests.id, requestId), eq(jobSuggestionRequests.status, REQUESTED)),
    );
}

export type GenerationOutcome = 'completed' | 'failed' | 'skipped';

/**
 * The generation itself (the pg-boss job's body): the person's profile, a shortlist of the
 * jobs within their hard constraints, the engine's ranking, the best SUGGESTIONS_PER_REQUEST
 * stored with their reasons. A request that is no longer REQUESTED (done by another worker,
 * replaced as stale) is skipped. An error marks the request FAILED with the reason, for the
 * logs; only a failure to record that is thrown, so the queue retries the whole job.
 */
export async function runSuggestionRequest(
  db: Db,
  requestId: number,
  now: Clock,
  log: Log,
): Promise<GenerationOutcome> {
  const [request] = await db
    .select()
    .from(jobSuggestionRequests)
    .where(eq(jobSuggestionRequests.id, requestId));
  if (!request || request.status !== REQUESTED) return 'skipped';
  try {
    const startedAt = now();
    const profile = await loadPersonProfile(db, request.userId, startedAt);
    const candidates = await loadCandidateJobs(db, request.userId, profile);
    const ranked = rankJobs(profile, candidates, {
      now: startedAt,
      limit: SUGGESTIONS_PER_REQUEST,
    });
    const stored = await db.transaction(async (tx) => {
      // Claim the request first: of two workers running it, only one stores anything.
      const claimed = await tx
        .update(jobSuggestionRequests)
        .set({ status: COMPLETED, completedAt: now() })
        .where(
          and(eq(jobSuggestionRequests.id, requestId), eq(jobSuggestionRequests.status, REQUESTED)),
        )
        .returning({ id: jobSuggestionRequests.id });
      if (claimed.length === 0) return false;
      if (ranked.length > 0) {
        await tx.insert(jobSuggestions).values(
          ranked.map((r, i) => ({
            requestId,
            jobDescriptionId: r.jobId,
            rank: i + 1,
            matchScore: r.exactScore,
            reasons: r.reasons,
          })),
        );
      }
      return true;
    });
    return stored ? 'completed' : 'skipped';
  } catch (err) {
    log.error({ err, requestId }, 'job suggestion generation failed');
    await markFailed(db, requestId, messageOf(err));
    return 'failed';
  }
}

/**
 * The latest completed suggestions in rank order, each with its job as lists show it.
 * Jobs closed since, and jobs of companies the person blocked since, are left out.
 * generation_status is the status endpoint's, except that a newest request which failed
 * answers FAILED (3) here, so /jobs/home can say so while showing the previous list.
 */
export async function listSuggestions(db: Db, userId: number): Promise<JobSuggestionListWire> {
  const [{ newest, completed }, [latest]] = await Promise.all([
    readState(db, userId),
    db
      .select({ status: jobSuggestionRequests.status })
      .from(jobSuggestionRequests)
      .where(eq(jobSuggestionRequests.userId, userId))
      .orderBy(desc(jobSuggestionRequests.id))
      .limit(1),
  ]);
  const rows = completed
    ? await db
        .select({
          jobId: jobSuggestions.jobDescriptionId,
          matchScore: jobSuggestions.matchScore,
          reasons: jobSuggestions.reasons,
        })
        .from(jobSuggestions)
        .innerJoin(jobDescriptions, eq(jobDescriptions.id, jobSuggestions.jobDescriptionId))
        .where(stillOpen(userId, completed.id))
        .orderBy(asc(jobSuggestions.rank))
    : [];
  const summaries = await loadJobSummaries(
    db,
    rows.map((r) => r.jobId),
    userId,
  );
  const byId = new Map(summaries.map((s) => [s.job_description_id, s]));
  return {
    suggestion_request_id: completed?.id ?? null,
    generation_status: latest?.status === FAILED ? FAILED : newest ? newest.status : NOT_REQUESTED,
    completed_at: toEpochSecondsOrNull(completed?.completedAt),
    is_seen: completed ? completed.seenAt !== null : true,
    suggestions: rows.flatMap((r) => {
      const job = byId.get(r.jobId);
      if (!job) return [];
      return [
        {
          job_description: job,
          match_score: Math.min(100, Math.max(0, Math.round(r.matchScore))),
          reasons: r.reasons,
        },
      ];
    }),
  };
}

/** Marks the latest completed suggestions seen (the dot goes); seeing them again changes nothing. */
export async function markSuggestionsSeen(
  ctx: ServiceContext,
  userId: number,
): Promise<SuggestionStatusWire> {
  const { completed } = await readState(ctx.db, userId);
  if (completed) {
    await ctx.db
      .update(jobSuggestionRequests)
      .set({ seenAt: ctx.now() })
      .where(and(eq(jobSuggestionRequests.id, completed.id), isNull(jobSuggestionRequests.seenAt)));
  }
  return getSuggestionStatus(ctx.db, userId);
}

const consoleLog: Log = {
  error: (obj, msg) => console.error(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
};

const isServiceContext = (target: ServiceContext | Db): target is ServiceContext =>
  'db' in target && 'config' in target;

/**
 * Generates suggestions for a person right away, without the queue: for the demo seed (the
 * demo engineer opens /jobs/home to completed, unseen suggestions) and for tools. Runs the
 * person's pending request if there is one, else a new one; answers the status afterwards.
 */
export async function generateSuggestionsNow(
  target: ServiceContext | Db,
  userId: number,
  now: Date,
  log: Log = consoleLog,
): Promise<SuggestionStatusWire> {
  const db = isServiceContext(target) ? target.db : target;
  const [pending] = await db
    .select({ id: jobSuggestionRequests.id })
    .from(jobSuggestionRequests)
    .where(
      and(eq(jobSuggestionRequests.userId, userId), eq(jobSuggestionRequests.status, REQUESTED)),
    )
    .orderBy(desc(jobSuggestionRequests.id))
    .limit(1);
  const requestId =
    pending?.id ??
    (
      await db
        .insert(jobSuggestionRequests)
        .values({ userId, status: REQUESTED, requestedAt: now })
        .returning({ id: jobSuggestionRequests.id })
    )[0]!.id;
  await runSuggestionRequest(db, requestId, () => now, log);
  return getSuggestionStatus(db, userId);
}

/** Requests a person keeps whatever their age: the status and the list come from the latest. */
const SUGGESTION_REQUESTS_KEPT = 3;
/** Older requests beyond those go after this long, with their suggestions (cascade). */
const SUGGESTION_REQUEST_RETENTION_DAYS = 30;

/**
 * Deletes old suggestion requests, so a person who asks for suggestions every week does not
 * keep every ranking ever made for them; returns how many went. The latest few stay even
 * when old: the latest is the person's status, and a person who has not come back in months
 * still finds their last suggestions.
 */
export async function purgeOldSuggestionRequests(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SUGGESTION_REQUEST_RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(jobSuggestionRequests)
    .where(
      and(
        sql`${jobSuggestionRequests.requestedAt} < ${before}`,
        sql`${jobSuggestionRequests.id} not in (
          select kept.id from ${jobSuggestionRequests} kept
          where kept.user_id = ${jobSuggestionRequests.userId}
          order by kept.id desc limit ${SUGGESTION_REQUESTS_KEPT})`,
      ),
    )
    .returning({ id: jobSuggestionRequests.id });
  return deleted.length;
}
