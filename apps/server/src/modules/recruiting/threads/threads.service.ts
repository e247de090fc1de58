import {
  relativeTimeLabel,
  THREAD_LIST_LIMIT,
  THREAD_MESSAGES,
  type ThreadDeclineRequest,
  type ThreadDetailWire,
  type ThreadMessageWire,
  type ThreadStatus,
  type ThreadSummaryWire,
  type threadStateResponseSchema,
} from '@kiseki/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  companies,
  jobDescriptions,
  type MessageThreadRow,
  messages,
  messageThreads,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import type { ServiceContext } from '../../../lib/service-context';
import { toEpochSeconds } from '../../../lib/time';
import {
  appendMessage,
  findVisibleThread,
  lastMessageOf,
  loadLastMessages,
  loadMessages,
  outerThread,
  threadNotBlocked,
} from './thread-queries';

/*
 * The person's side of message threads (/messages, /messages/{threadId}, the header's unread
 * badge). Every query names the person, and threads with a company they blocked do not exist.
 */

type ThreadState = z.infer<typeof threadStateResponseSchema>;

/** A company message the person has not read: newer than their read mark. */
const unreadByPerson: SQL<boolean> = sql<boolean>`exists (select 1 from ${messages} m where m.thread_id = ${outerThread.id} and m.side = 'company' and (${outerThread.personReadAt} is null or m.created_at > ${outerThread.personReadAt}))`;

const summaryColumns = {
  thread: messageThreads,
  companyName: companies.name,
  logoColor: companies.logoColor,
  logoUrl: companies.logoUrl,
  jobTitle: jobDescriptions.title,
  unread: unreadByPerson,
};

type SummaryRow = {
  thread: MessageThreadRow;
  companyName: string;
  logoColor: string;
  logoUrl: string | null;
  jobTitle: string | null;
  unread: boolean;
};

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(messageThreads)
    .innerJoin(companies, eq(companies.id, messageThreads.companyId))
    .leftJoin(jobDescriptions, eq(jobDescriptions.id, messageThreads.jobDescriptionId));
}

function toSummary(
  row: SummaryRow,
  last: ThreadSummaryWire['last_message'],
  now: Date,
): ThreadSummaryWire {
  const { thread } = row;
  const lastMessageAt = toEpochSeconds(thread.lastMessageAt);
  return {
    id: thread.id,
    company: {
      id: thread.companyId,
      name: row.companyName,
      logo_color: row.logoColor,
      logo_url: row.logoUrl,
    },
    job:
      thread.jobDescriptionId !== null && row.jobTitle !== null
        ? { id: thread.jobDescriptionId, title: row.jobTitle }
        : null,
    origin: thread.origin,
    status: thread.status,
    last_message: last,
    last_message_at: lastMessageAt,
    relative_time_label: relativeTimeLabel(lastMessageAt, toEpochSeconds(now)),
    unread: row.unread,
  };
}

/** GET /api/threads/: the person's threads, the most recently active first. */
export async function listPersonThreads(
  db: Db,
  userId: number,
  now: Date,
): Promise<ThreadSummaryWire[]> {
  const rows = await selectSummaries(db)
    .where(and(eq(messageThreads.userId, userId), threadNotBlocked))
    // The (user_id, last_message_at desc) index answers this in order.
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(THREAD_LIST_LIMIT);
  const last = await loadLastMessages(
    db,
    rows.map((r) => r.thread.id),
  );
  return rows.map((r) => toSummary(r, last.get(r.thread.id) ?? null, now));
}

/** GET /api/threads/{id}: the thread, the scout's offer and job, the messages oldest first. */
export async function getPersonThread(
  db: Db,
  userId: number,
  threadId: number,
  now: Date,
): Promise<ThreadDetailWire> {
  const [row] = await selectSummaries(db)
    .where(
      and(eq(messageThreads.id, threadId), eq(messageThreads.userId, userId), threadNotBlocked),
    )
    .limit(1);
  if (!row) throw new AppError('not_found');
  const { thread } = row;
  const list = await loadMessages(db, thread.id);
  return {
    thread: {
      ...toSummary(row, lastMessageOf(list), now),
      scout_offer: scoutOfferOf(thread),
      decline_reason: thread.declineReason as ThreadDetailWire['thread']['decline_reason'],
    },
    messages: list,
  };
}

export const scoutOfferOf = (thread: MessageThreadRow) =>
  thread.origin === 'scout' && thread.scoutSalaryMin !== null && thread.scoutSalaryMax !== null
    ? { salary_min: thread.scoutSalaryMin, salary_max: thread.scoutSalaryMax }
    : null;

/** GET /api/threads/{id}/messages?after_id=: what arrived since the screen last looked. */
export async function pollPersonThread(
  db: Db,
  userId: number,
  threadId: number,
  afterId: number,
): Promise<{ messages: ThreadMessageWire[]; status: ThreadStatus }> {
  const thread = await findVisibleThread(db, threadId, { userId });
  return { messages: await loadMessages(db, thread.id, afterId), status: thread.status };
}

/** POST /api/threads/{id}/messages: the person writes; the thread must be open. */
export async function postPersonMessage(
  ctx: ServiceContext,
  userId: number,
  threadId: number,
  body: string,
): Promise<ThreadMessageWire> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const thread = await findVisibleThread(tx, threadId, { userId });
    return appendMessage(tx, now, thread.id, { side: 'person', senderId: userId, body });
  });
}

const stateOf = (thread: MessageThreadRow): ThreadState => ({
  id: thread.id,
  status: thread.status,
  decline_reason: thread.declineReason as ThreadState['decline_reason'],
});

/**
 * PUT /api/threads/{id}/read: the person's read mark moves to now, and a mail still waiting
 * for this thread is dropped: they have read what it would have said.
 */
export async function markReadByPerson(
  ctx: ServiceContext,
  userId: number,
  threadId: number,
): Promise<ThreadState> {
  const thread = await findVisibleThread(ctx.db, threadId, { userId });
  const [updated] = await ctx.db
    .update(messageThreads)
    .set({ personReadAt: ctx.now(), personMailDueAt: null })
    .where(eq(messageThreads.id, thread.id))
    .returning();
  return stateOf(updated!);
}

/**
 * POST /api/threads/{id}/close: the person ends an open thread. Closing a closed one again (a
 * second click) answers its state; a declined thread stays declined (409).
 */
export async function closeByPerson(
  ctx: ServiceContext,
  userId: number,
  threadId: number,
): Promise<ThreadState> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const thread = await findVisibleThread(tx, threadId, { userId }, { forUpdate: true });
    if (thread.status === 'closed') return stateOf(thread);
    if (thread.status === 'declined') {
      throw new AppError('conflict', THREAD_MESSAGES.threadDeclined);
    }
    const [updated] = await tx
      .update(messageThreads)
      .set({ status: 'closed', personReadAt: now, personMailDueAt: null })
      .where(eq(messageThreads.id, thread.id))
      .returning();
    return stateOf(updated!);
  });
}

/**
 * POST /api/threads/{id}/decline: one click with a reason code the company sees. Words of the
 * person's own go into the thread as their last message, so the company reads them where it
 * reads everything else; then the thread takes no more messages.
 */
export async function declineByPerson(
  ctx: ServiceContext,
  userId: number,
  threadId: number,
  input: ThreadDeclineRequest,
): Promise<ThreadState> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const thread = await findVisibleThread(tx, threadId, { userId }, { forUpdate: true });
    if (thread.status === 'declined') return stateOf(thread);
    if (thread.status === 'closed') throw new AppError('conflict', THREAD_MESSAGES.threadClosed);
    if (input.note) {
      await appendMessage(tx, now, thread.id, {
        side: 'person',
        senderId: userId,
        body: input.note,
      });
    }
    const [updated] = await tx
      .update(messageThreads)
      .set({
        status: 'declined',
        declineReason: input.reason,
        personReadAt: now,
        personMailDueAt: null,
      })
      .where(eq(messageThreads.id, thread.id))
      .returning();
    return stateOf(updated!);
  });
}

/**
 * GET /api/threads/unread_count: threads holding a company message newer than the person's
 * read mark, companies they blocked left out.
 */
export async function countUnreadThreads(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messageThreads)
    .where(and(eq(messageThreads.userId, userId), threadNotBlocked, unreadByPerson));
  return row?.count ?? 0;
}
