import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { companies, messages, messageThreads, users } from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { JobDefinition } from '../../../jobs/queue';
import { type Clock, systemClock } from '../../../lib/clock';
import { queueMail } from '../../mail/mail.service';
import {
  MAIL_SEND_JOB,
  type MailDispatcher,
  type MailSendJobData,
} from '../../mail/mail-dispatcher';
import { usersWithMailSetting } from '../interests/mail-settings';
import { outerThread, threadNotBlocked } from './thread-queries';

/*
 * Message mails, batched. A company message sets the thread's person_mail_due_at ten minutes
 * ahead unless it is already set (thread-queries.ts, appendMessage), so every message of a
 * busy exchange rides on the first one's mail. A cron job every minute mails each thread that
 * is due once, counting the company messages still unread, and clears the mark; the person
 * reading or answering the thread first clears it without a mail.
 */

export const THREAD_MAIL_JOB = 'thread-mail-batch';
/** Threads one run handles; the rest stay due for the next minute. */
export const THREAD_MAIL_BATCH_SIZE = 500;

export interface ThreadMailDeps {
  db: Db;
  now: Date;
  /** BASE_URL: the mail links to the thread on the site. */
  baseUrl: string;
  mail: MailDispatcher;
}

export interface ThreadMailSummary {
  /** Threads whose countdown ended this run. */
  due: number;
  /** Mails queued. */
  mailed: number;
}

/**
 * Mails every thread whose countdown has ended: one `new_messages` mail each, counting the
 * company messages the person has still not read, when the person is active, has not blocked
 * the company and wants the reminder. The countdowns are cleared in the same transaction that
 * queues the mails, by an update that only takes marks still due, so two runs at once never
 * mail one thread twice. The mails are dispatched after the commit.
 */
export async function sendDueThreadMails(deps: ThreadMailDeps): Promise<ThreadMailSummary> {
  const { db, now } = deps;
  const wants = (db: Db, userIds: readonly number[]) =>
    usersWithMailSetting(db, userIds, 'remindUnrepliedMessages');
  const nowIso = now.toISOString();

  const { due, mailIds } = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(messageThreads)
      .set({ personMailDueAt: null })
      .where(
        and(
          lte(messageThreads.personMailDueAt, now),
          // The partial index on person_mail_due_at finds them, oldest first.
          inArray(
            messageThreads.id,
            tx
              .select({ id: messageThreads.id })
              .from(messageThreads)
              .where(lte(messageThreads.personMailDueAt, now))
              .orderBy(messageThreads.personMailDueAt)
              .limit(THREAD_MAIL_BATCH_SIZE),
          ),
        ),
      )
      .returning({ id: messageThreads.id });
    if (claimed.length === 0) return { due: 0, mailIds: [] as number[] };

    const ids = claimed.map((c) => c.id);
    const rows = await tx
      .select({
        threadId: messageThreads.id,
        userId: messageThreads.userId,
        email: users.email,
        companyName: companies.name,
        unread: sql<number>`(select count(*) from ${messages} m where m.thread_id = ${outerThread.id} and m.side = 'company' and (${outerThread.personReadAt} is null or m.created_at > ${outerThread.personReadAt}) and m.created_at <= ${nowIso}::timestamptz)::int`,
      })
      .from(messageThreads)
      .innerJoin(users, eq(users.id, messageThreads.userId))
      .innerJoin(companies, eq(companies.id, messageThreads.companyId))
      .where(and(inArray(messageThreads.id, ids), eq(users.isActive, true), threadNotBlocked));
    const withUnread = rows.filter((r) => r.unread > 0);
    const wanting = await wants(tx, [...new Set(withUnread.map((r) => r.userId))]);
    const queued: number[] = [];
    for (const r of withUnread) {
      if (!wanting.has(r.userId)) continue;
      queued.push(
        await queueMail(tx, now, {
          userId: r.userId,
          to: r.email,
          template: {
            kind: 'new_messages',
            companyName: r.companyName,
            count: r.unread,
            threadUrl: `${deps.baseUrl}/messages/${r.threadId}`,
          },
        }),
      );
    }
    return { due: claimed.length, mailIds: queued };
  });
  if (mailIds.length > 0) await deps.mail.dispatch(mailIds);
  return { due, mailed: mailIds.length };
}

/** The cron job: every minute, so a mail leaves 10 to 11 minutes after the first message. */
export function threadMailJob(deps: {
  db: Db;
  baseUrl: string;
  log: { info(obj: object, msg?: string): void };
  now?: Clock;
}): JobDefinition<object> {
  const now = deps.now ?? systemClock;
  return {
    name: THREAD_MAIL_JOB,
    cron: '* * * * *',
    // The next minute's run is the retry: whatever stayed due is still due.
    retryLimit: 0,
    handler: async (_data, job) => {
      const summary = await sendDueThreadMails({
        db: deps.db,
        now: now(),
        baseUrl: deps.baseUrl,
        mail: {
          dispatch: async (ids) => {
            for (const id of ids) await job.send<MailSendJobData>(MAIL_SEND_JOB, { mail_id: id });
          },
        },
      });
      if (summary.due > 0) log(deps.log, summary);
    },
  };
}

const log = (logger: { info(obj: object, msg?: string): void }, summary: ThreadMailSummary) =>
  logger.info({ ...summary }, 'thread mails sent');
