import {
  COMPANY_THREAD_LIST_PER_PAGE,
  type CompanyThreadDetailWire,
  type CompanyThreadSummaryWire,
  type ScoutRequest,
  THREAD_MESSAGES,
  type ThreadMessageWire,
  type ThreadStartRequest,
  type ThreadStatus,
  templateScoutMessage,
  type threadStateResponseSchema,
} from '@kiseki/contract';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  candidateInterests,
  jobDescriptions,
  type MessageThreadRow,
  messages,
  messageThreads,
  userJobSettings,
  users,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { DAY_SECONDS } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { ServiceContext } from '../../../lib/service-context';
import { toEpochSeconds } from '../../../lib/time';
import { isVisibleCandidate } from '../candidates/candidate-visibility';
import { REACTION_LEVEL } from '../reaction-link';
import { findNearCopy } from '../scout-similarity';
import {
  appendMessage,
  awaitingSince,
  findVisibleThread,
  lastMessageOf,
  loadLastMessages,
  loadMessages,
  loadRecipientNames,
  outerThread,
  personDisplayName,
  threadNotBlocked,
} from './thread-queries';
import { scoutOfferOf } from './threads.service';

/*
 * The company's side of message threads: starting one with a person who reacted to the
 * company's interest, scouts, the console's list and thread, replies, read marks and closing.
 * Every query is scoped by the caller's company (from the session, never from the request),
 * and a person who blocked the company does not exist for it.
 */

type ThreadState = z.infer<typeof threadStateResponseSchema>;

/** How many of a recruiter's earlier scouts a new one is compared with (decision 015). */
export const SCOUT_HISTORY_LIMIT = 200;
/** First key of the per-recruiter advisory lock that checks and sends one scout at a time. */
const SCOUT_LOCK_NAMESPACE = 0x5c007;

/** Who is acting: the session's recruiter and their company. */
export interface Recruiter {
  userId: number;
  companyId: number;
}

/**
 * The person a recruiter wants to write to, or 404. The rule is the candidate search's
 * (candidates/candidate-visibility.ts): an id that never existed, an account not active, a
 * recruiter or operator, a person who blocked the company and a NO_JOB_CHANGE person who
 * keeps their portfolio closed all answer the same, so no path reaches whom search hides.
 */
async function findReachablePerson(db: Db, companyId: number, userId: number): Promise<void> {
  if (!(await isVisibleCandidate(db, companyId, userId))) throw new AppError('not_found');
}

async function assertNoThreadYet(db: Db, companyId: number, userId: number): Promise<void> {
  const [existing] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.companyId, companyId), eq(messageThreads.userId, userId)))
    .limit(1);
  if (existing) throw new AppError('conflict', THREAD_MESSAGES.threadExists);
}

/**
 * Inserts the thread and its first message. Two requests for one pair meet at the unique
 * (company_id, user_id) index: the second finds nothing inserted and gets the same 409 as
 * if it had come later.
 */
async function createThread(
  tx: Db,
  now: Date,
  recruiter: Recruiter,
  values: Pick<
    typeof messageThreads.$inferInsert,
    'userId' | 'origin' | 'jobDescriptionId' | 'scoutSalaryMin' | 'scoutSalaryMax'
  >,
  body: string,
): Promise<{ thread_id: number; message: ThreadMessageWire }> {
  const [thread] = await tx
    .insert(messageThreads)
    .values({ ...values, companyId: recruiter.companyId, createdAt: now, lastMessageAt: now })
    .onConflictDoNothing({ target: [messageThreads.companyId, messageThreads.userId] })
    .returning({ id: messageThreads.id });
  if (!thread) throw new AppError('conflict', THREAD_MESSAGES.threadExists);
  const message = await appendMessage(tx, now, thread.id, {
    side: 'company',
    senderId: recruiter.userId,
    body,
  });
  return { thread_id: thread.id, message };
}

/**
 * POST /api/company/threads: a thread with a person who answered the company's interest with
 * 興味あり or 話を聞きたい. Anyone else is reached by a scout, which has to say more.
 */
export async function startThread(
  ctx: ServiceContext,
  recruiter: Recruiter,
  input: ThreadStartRequest,
): Promise<{ thread_id: number; message: ThreadMessageWire }> {
  await findReachablePerson(ctx.db, recruiter.companyId, input.user_id);
  await assertNoThreadYet(ctx.db, recruiter.companyId, input.user_id);
  const [interest] = await ctx.db
    .select({
      reactionLevel: candidateInterests.reactionLevel,
      jobDescriptionId: candidateInterests.jobDescriptionId,
    })
    .from(candidateInterests)
    .where(
      and(
        eq(candidateInterests.companyId, recruiter.companyId),
        eq(candidateInterests.userId, input.user_id),
      ),
    )
    .limit(1);
  const positive: readonly (number | null)[] = [
    REACTION_LEVEL.INTERESTED,
    REACTION_LEVEL.WANT_TO_HEAR,
  ];
  if (!interest || !positive.includes(interest.reactionLevel)) {
    throw new AppError('forbidden', THREAD_MESSAGES.noPositiveReaction);
  }
  const now = ctx.now();
  return ctx.db.transaction((tx) =>
    createThread(
      tx,
      now,
      recruiter,
      { userId: input.user_id, origin: 'interest', jobDescriptionId: interest.jobDescriptionId },
      input.body,
    ),
  );
}

/**
 * The recruiter's earlier scouts to other people, newest first: the first message of each
 * scout thread they opened. Read through messages_sender_idx (sender_id, id desc); the first
 * message test uses messages_thread_idx.
 */
async function previousScouts(tx: Db, recruiterId: number, exceptUserId: number) {
  return tx
    .select({ id: messages.id, body: messages.body, userId: messageThreads.userId })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(
      and(
        eq(messages.senderId, recruiterId),
        eq(messages.side, 'company'),
        eq(messageThreads.origin, 'scout'),
        ne(messageThreads.userId, exceptUserId),
        sql`not exists (select 1 from ${messages} e where e.thread_id = ${messages.threadId} and e.id < ${messages.id})`,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(SCOUT_HISTORY_LIMIT);
}

/** Shown as a whole percent that never rounds a refusal up to a number it did not reach. */
const percentOf = (similarity: number) => Math.floor(similarity * 100 + 1e-9);

/**
 * POST /api/company/scouts: a first message naming one of the company's published jobs and a
 * salary range. Refused (409, on the body field) when it is a near copy of one of the
 * recruiter's last SCOUT_HISTORY_LIMIT scouts to other people (decision 015). A recruiter's
 * scouts are checked and sent one at a time, so two tabs cannot send one template twice.
 */
export async function sendScout(
  ctx: ServiceContext,
  recruiter: Recruiter,
  input: ScoutRequest,
): Promise<{ thread_id: number; message: ThreadMessageWire }> {
  await findReachablePerson(ctx.db, recruiter.companyId, input.user_id);
  const [job] = await ctx.db
    .select({ id: jobDescriptions.id })
    .from(jobDescriptions)
    .where(
      and(
        eq(jobDescriptions.id, input.job_description_id),
        eq(jobDescriptions.companyId, recruiter.companyId),
        eq(jobDescriptions.status, 'published'),
      ),
    )
    .limit(1);
  if (!job) {
    throw new AppError('validation_failed', THREAD_MESSAGES.jobNotPublished, {
      fields: { job_description_id: [THREAD_MESSAGES.jobNotPublished] },
    });
  }
  await assertNoThreadYet(ctx.db, recruiter.companyId, input.user_id);

  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SCOUT_LOCK_NAMESPACE}::int, ${recruiter.userId}::int)`,
    );
    const previous = await previousScouts(tx, recruiter.userId, input.user_id);
    if (previous.length > 0) {
      const names = await loadRecipientNames(tx, [input.user_id, ...previous.map((p) => p.userId)]);
      const copy = findNearCopy(
        { body: input.body, recipientNames: names.get(input.user_id) ?? [] },
        previous.map((p) => ({
          id: p.id,
          body: p.body,
          recipientNames: names.get(p.userId) ?? [],
        })),
      );
      if (copy) {
        const message = templateScoutMessage(percentOf(copy.similarity));
        throw new AppError('conflict', message, { fields: { body: [message] } });
      }
    }
    return createThread(
      tx,
      now,
      recruiter,
      {
        userId: input.user_id,
        origin: 'scout',
        jobDescriptionId: job.id,
        scoutSalaryMin: input.salary_min,
        scoutSalaryMax: input.salary_max,
      },
      input.body,
    );
  });
}

/** The person's messages the company has not read. */
const unreadByCompany: SQL<number> = sql<number>`(select count(*) from ${messages} m where m.thread_id = ${outerThread.id} and m.side = 'person' and (${outerThread.companyReadAt} is null or m.created_at > ${outerThread.companyReadAt}))::int`;

const companySummaryColumns = {
  thread: messageThreads,
  personName: personDisplayName,
  jobTitle: jobDescriptions.title,
  unreadCount: unreadByCompany,
  awaitingSince,
};

type CompanySummaryRow = {
  thread: MessageThreadRow;
  personName: string;
  jobTitle: string | null;
  unreadCount: number;
  awaitingSince: number | null;
};

function selectCompanySummaries(db: Db) {
  return db
    .select(companySummaryColumns)
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.userId))
    .leftJoin(userJobSettings, eq(userJobSettings.userId, messageThreads.userId))
    .leftJoin(jobDescriptions, eq(jobDescriptions.id, messageThreads.jobDescriptionId));
}

/** Whole days the person has waited, for an open thread whose last word is theirs. */
export const waitingDays = (since: number | null, status: ThreadStatus, now: Date) =>
  since === null || status !== 'open'
    ? null
    : Math.max(0, Math.floor((now.getTime() / 1000 - since) / DAY_SECONDS));

function toCompanySummary(
  row: CompanySummaryRow,
  last: CompanyThreadSummaryWire['last_message'],
  now: Date,
): CompanyThreadSummaryWire {
  const { thread } = row;
  return {
    id: thread.id,
    person: { user_id: thread.userId, display_name: row.personName },
    job:
      thread.jobDescriptionId !== null && row.jobTitle !== null
        ? { id: thread.jobDescriptionId, title: row.jobTitle }
        : null,
    origin: thread.origin,
    status: thread.status,
    decline_reason: thread.declineReason as CompanyThreadSummaryWire['decline_reason'],
    last_message: last,
    last_message_at: toEpochSeconds(thread.lastMessageAt),
    unread_count: row.unreadCount,
    awaiting_reply_days: waitingDays(row.awaitingSince, thread.status, now),
  };
}

/** GET /api/company/threads: the company's threads, the most recently active first, paged. */
export async function listCompanyThreads(
  db: Db,
  companyId: number,
  page: number,
  now: Date,
): Promise<{
  threads: CompanyThreadSummaryWire[];
  paging: { total_count: number; max_page: number; page: number; per_page: number };
}> {
  const visible = and(eq(messageThreads.companyId, companyId), threadNotBlocked);
  const [rows, [total]] = await Promise.all([
    selectCompanySummaries(db)
      .where(visible)
      // The (company_id, last_message_at desc) index answers this in order.
      .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
      .limit(COMPANY_THREAD_LIST_PER_PAGE)
      .offset((page - 1) * COMPANY_THREAD_LIST_PER_PAGE),
    db.select({ count: sql<number>`count(*)::int` }).from(messageThreads).where(visible),
  ]);
  const last = await loadLastMessages(
    db,
    rows.map((r) => r.thread.id),
  );
  const totalCount = total?.count ?? 0;
  return {
    threads: rows.map((r) => toCompanySummary(r, last.get(r.thread.id) ?? null, now)),
    paging: {
      total_count: totalCount,
      max_page: Math.ceil(totalCount / COMPANY_THREAD_LIST_PER_PAGE),
      page,
      per_page: COMPANY_THREAD_LIST_PER_PAGE,
    },
  };
}

/** GET /api/company/threads/{id}: the thread with its offer and messages, oldest first. */
export async function getCompanyThread(
  db: Db,
  companyId: number,
  threadId: number,
  now: Date,
): Promise<CompanyThreadDetailWire> {
  const [row] = await selectCompanySummaries(db)
    .where(
      and(
        eq(messageThreads.id, threadId),
        eq(messageThreads.companyId, companyId),
        threadNotBlocked,
      ),
    )
    .limit(1);
  if (!row) throw new AppError('not_found');
  const list = await loadMessages(db, row.thread.id);
  return {
    thread: {
      ...toCompanySummary(row, lastMessageOf(list), now),
      scout_offer: scoutOfferOf(row.thread),
    },
    messages: list,
  };
}

/** GET /api/company/threads/{id}/messages?after_id=: what arrived since the console looked. */
export async function pollCompanyThread(
  db: Db,
  companyId: number,
  threadId: number,
  afterId: number,
): Promise<{ messages: ThreadMessageWire[]; status: ThreadStatus }> {
  const thread = await findVisibleThread(db, threadId, { companyId });
  return { messages: await loadMessages(db, thread.id, afterId), status: thread.status };
}

/** POST /api/company/threads/{id}/messages: a recruiter of the company writes. */
export async function postCompanyMessage(
  ctx: ServiceContext,
  recruiter: Recruiter,
  threadId: number,
  body: string,
): Promise<ThreadMessageWire> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const thread = await findVisibleThread(tx, threadId, { companyId: recruiter.companyId });
    return appendMessage(tx, now, thread.id, {
      side: 'company',
      senderId: recruiter.userId,
      body,
    });
  });
}

const stateOf = (thread: MessageThreadRow): ThreadState => ({
  id: thread.id,
  status: thread.status,
  decline_reason: thread.declineReason as ThreadState['decline_reason'],
});

/** PUT /api/company/threads/{id}/read: the company's read mark moves to now. */
export async function markReadByCompany(
  ctx: ServiceContext,
  companyId: number,
  threadId: number,
): Promise<ThreadState> {
  const thread = await findVisibleThread(ctx.db, threadId, { companyId });
  const [updated] = await ctx.db
    .update(messageThreads)
    .set({ companyReadAt: ctx.now() })
    .where(eq(messageThreads.id, thread.id))
    .returning();
  return stateOf(updated!);
}

/**
 * POST /api/company/threads/{id}/close: the company ends an open thread. Again on a closed one
 * answers its state; a thread the person declined stays declined (409).
 */
export async function closeByCompany(
  ctx: ServiceContext,
  companyId: number,
  threadId: number,
): Promise<ThreadState> {
  return ctx.db.transaction(async (tx) => {
    const thread = await findVisibleThread(tx, threadId, { companyId }, { forUpdate: true });
    if (thread.status === 'closed') return stateOf(thread);
    if (thread.status === 'declined') {
      throw new AppError('conflict', THREAD_MESSAGES.threadDeclined);
    }
    const [updated] = await tx
      .update(messageThreads)
      .set({ status: 'closed', companyReadAt: ctx.now() })
      .where(eq(messageThreads.id, thread.id))
      .returning();
    return stateOf(updated!);
  });
}
