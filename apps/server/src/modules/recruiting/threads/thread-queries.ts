import {
  THREAD_MAIL_BATCH_DELAY_MINUTES,
  THREAD_MESSAGES,
  THREAD_MESSAGES_LIMIT,
  THREAD_PREVIEW_LENGTH,
  type ThreadMessageWire,
} from '@kiseki/contract';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type MessageThreadRow,
  messages,
  messageThreads,
  profiles,
  userBlockedCompanies,
  userJobSettings,
  users,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import { toEpochSeconds } from '../../../lib/time';

/*
 * What both sides of a thread share: finding a thread the caller may see, its messages, the
 * previews of lists, posting a message and the read marks. Each side's service names its own
 * side; nothing here takes a side from the request.
 */

export type ThreadSide = 'company' | 'person';

/**
 * Columns of the outer message_threads row, for correlated subqueries, always qualified:
 * Drizzle writes a column bare in the select list of a one-table query, where the subquery's
 * own table would capture it (messages also has an id).
 */
const qualified = (table: string, column: string): SQL =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;
export const outerThread = {
  id: qualified('message_threads', 'id'),
  userId: qualified('message_threads', 'user_id'),
  companyId: qualified('message_threads', 'company_id'),
  personReadAt: qualified('message_threads', 'person_read_at'),
  companyReadAt: qualified('message_threads', 'company_read_at'),
};

/**
 * "The person has not blocked the thread's company". Every query that shows a thread, to either
 * side, includes it: a block hides the pair from each other, so the thread too.
 */
export const threadNotBlocked: SQL = sql`not exists (select 1 from ${userBlockedCompanies} b where b.user_id = ${outerThread.userId} and b.company_id = ${outerThread.companyId})`;

/**
 * The thread `threadId` as seen by one party: the person (`userId`) or the company
 * (`companyId`). Another's thread, a blocked pair and an id that never existed are the same 404.
 */
export async function findVisibleThread(
  db: Db,
  threadId: number,
  party: { userId: number } | { companyId: number },
  options: { forUpdate?: boolean } = {},
): Promise<MessageThreadRow> {
  const owner =
    'userId' in party
      ? eq(messageThreads.userId, party.userId)
      : eq(messageThreads.companyId, party.companyId);
  const query = db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.id, threadId), owner, threadNotBlocked))
    .limit(1);
  const [thread] = await (options.forUpdate ? query.for('update') : query);
  if (!thread) throw new AppError('not_found');
  return thread;
}

const messageColumns = {
  id: messages.id,
  side: messages.side,
  body: messages.body,
  createdAt: messages.createdAt,
  senderName: users.displayName,
};

type MessageRecord = {
  id: number;
  side: ThreadSide;
  body: string;
  createdAt: Date;
  senderName: string | null;
};

const messageToWire = (m: MessageRecord): ThreadMessageWire => ({
  id: m.id,
  side: m.side,
  sender_name: m.side === 'company' ? m.senderName : null,
  body: m.body,
  created_at: toEpochSeconds(m.createdAt),
});

/**
 * A thread's messages, oldest first: the newest THREAD_MESSAGES_LIMIT, or with `afterId`
 * only those after it (what an open screen polls for).
 */
export async function loadMessages(
  db: Db,
  threadId: number,
  afterId?: number,
): Promise<ThreadMessageWire[]> {
  const base = db
    .select(messageColumns)
    .from(messages)
    // The recruiter's name; a person's own messages need none.
    .leftJoin(users, and(eq(users.id, messages.senderId), eq(messages.side, 'company')));
  // Both read the (thread_id, id) index in order.
  const rows =
    afterId === undefined
      ? (
          await base
            .where(eq(messages.threadId, threadId))
            .orderBy(desc(messages.id))
            .limit(THREAD_MESSAGES_LIMIT)
        ).reverse()
      : await base
          .where(and(eq(messages.threadId, threadId), gt(messages.id, afterId)))
          .orderBy(asc(messages.id))
          .limit(THREAD_MESSAGES_LIMIT);
  return rows.map(messageToWire);
}

export interface LastMessage {
  side: ThreadSide;
  preview: string;
  created_at: number;
}

/** A preview fits one line of a list: whitespace runs become one space. */
const previewOf = (head: string): string => {
  const line = head.replace(/\s+/gu, ' ').trim();
  const chars = [...line];
  return chars.length > THREAD_PREVIEW_LENGTH
    ? `${chars.slice(0, THREAD_PREVIEW_LENGTH).join('')}…`
    : line;
};

/** The last of a thread's loaded messages, as lists show it. */
export const lastMessageOf = (list: readonly ThreadMessageWire[]): LastMessage | null => {
  const last = list.at(-1);
  return last
    ? { side: last.side, preview: previewOf(last.body), created_at: last.created_at }
    : null;
};

/** Each thread's last message, one query for the whole list. */
export async function loadLastMessages(
  db: Db,
  threadIds: readonly number[],
): Promise<Map<number, LastMessage>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.threadId], {
      threadId: messages.threadId,
      side: messages.side,
      // Only the head of a body of up to 5,000 characters: enough for the preview after
      // whitespace is squeezed.
      head: sql<string>`left(${messages.body}, ${THREAD_PREVIEW_LENGTH * 2})`,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(inArray(messages.threadId, [...threadIds]))
    .orderBy(messages.threadId, desc(messages.id));
  return new Map(
    rows.map((r) => [
      r.threadId,
      { side: r.side, preview: previewOf(r.head), created_at: toEpochSeconds(r.createdAt) },
    ]),
  );
}

/**
 * The name a company sees for a person: the one they set for scouting, else their account's
 * display name. Never their profile's real name, email or anything private.
 */
export const personDisplayName: SQL<string> = sql<string>`coalesce(nullif(${userJobSettings.displayName}, ''), ${users.displayName}, '')`;

/**
 * Every name a scout to these people may have filled in (the scout-similarity rule replaces
 * them before comparing): the scouting name, the account's display name and the profile name.
 * Read here, never answered.
 */
export async function loadRecipientNames(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, string[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      displayName: users.displayName,
      scoutName: userJobSettings.displayName,
      profileName: profiles.name,
    })
    .from(users)
    .leftJoin(userJobSettings, eq(userJobSettings.userId, users.id))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(
    rows.map((r) => [
      r.id,
      [r.displayName, r.scoutName, r.profileName].filter((n): n is string => !!n?.trim()),
    ]),
  );
}

/**
 * When the oldest of the person's messages after the company's last one was written (epoch
 * seconds), or null when the company spoke last: how long the person has been waiting.
 */
export const awaitingSince: SQL<number | null> = sql<
  number | null
>`(select extract(epoch from min(m.created_at))::float8 from ${messages} m where m.thread_id = ${outerThread.id} and m.side = 'person' and m.id > coalesce((select max(c.id) from ${messages} c where c.thread_id = ${outerThread.id} and c.side = 'company'), 0))`;

const MAIL_DELAY_MS = THREAD_MAIL_BATCH_DELAY_MINUTES * 60 * 1000;

/**
 * Adds a message to an open thread, in the caller's transaction. The thread row is locked
 * first, so a close or decline that commits first is seen and refuses the message (409).
 * Writing is reading: the writer's own read mark moves to now. A company message starts the
 * person's mail countdown unless one is running, which is what batches a busy thread into
 * one mail; the person's own message ends it (they are in the thread).
 */
export async function appendMessage(
  tx: Db,
  now: Date,
  threadId: number,
  message: { side: ThreadSide; senderId: number; body: string },
): Promise<ThreadMessageWire> {
  const [thread] = await tx
    .select({ status: messageThreads.status })
    .from(messageThreads)
    .where(eq(messageThreads.id, threadId))
    .for('update');
  if (!thread) throw new AppError('not_found');
  if (thread.status !== 'open') throw new AppError('conflict', THREAD_MESSAGES.threadEnded);

  const [inserted] = await tx
    .insert(messages)
    .values({
      threadId,
      side: message.side,
      senderId: message.senderId,
      body: message.body,
      createdAt: now,
    })
    .returning();
  await tx
    .update(messageThreads)
    .set(
      message.side === 'company'
        ? {
            lastMessageAt: now,
            companyReadAt: now,
            personMailDueAt: sql`coalesce(${messageThreads.personMailDueAt}, ${new Date(now.getTime() + MAIL_DELAY_MS).toISOString()}::timestamptz)`,
          }
        : { lastMessageAt: now, personReadAt: now, personMailDueAt: null },
    )
    .where(eq(messageThreads.id, threadId));
  const [sender] = await tx
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, message.senderId));
  return messageToWire({ ...inserted!, senderName: sender?.name ?? null });
}
