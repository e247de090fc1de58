import { type CompanyDashboardWire, THREAD_AWAITING_REPLY_FLAG_DAYS } from '@kiseki/contract';
import { and, eq, sql } from 'drizzle-orm';
import {
  candidateInterests,
  messages,
  messageThreads,
  userBlockedCompanies,
  userJobSettings,
  users,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { DAY_SECONDS } from '../../../lib/clock';
import { waitingDays } from './company-threads.service';
import { awaitingSince, outerThread, personDisplayName, threadNotBlocked } from './thread-queries';

/*
 * The console's dashboard: how people answer the company. Rates are over everything the
 * company sent; a person who blocked the company is left out of every figure, as everywhere.
 */

/** The recent window of the "sent" figures. */
export const DASHBOARD_RECENT_DAYS = 30;
/** The flagged list shows at most this many threads, the longest waiting first. */
export const DASHBOARD_AWAITING_LIMIT = 100;

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part * 100) / whole);

const at = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** GET /api/company/dashboard */
export async function companyDashboard(
  db: Db,
  companyId: number,
  now: Date,
): Promise<CompanyDashboardWire> {
  const nowSeconds = now.getTime() / 1000;
  const recent = at(nowSeconds - DASHBOARD_RECENT_DAYS * DAY_SECONDS);
  const flagBefore = nowSeconds - THREAD_AWAITING_REPLY_FLAG_DAYS * DAY_SECONDS;

  const [interests] = await db
    .select({
      total: sql<number>`count(*)::int`,
      recent: sql<number>`(count(*) filter (where ${candidateInterests.createdAt} >= ${recent}::timestamptz))::int`,
      reacted: sql<number>`(count(*) filter (where ${candidateInterests.reactionLevel} is not null))::int`,
    })
    .from(candidateInterests)
    .where(
      and(
        eq(candidateInterests.companyId, companyId),
        sql`not exists (select 1 from ${userBlockedCompanies} b where b.user_id = ${sql.identifier('candidate_interests')}.user_id and b.company_id = ${sql.identifier('candidate_interests')}.company_id)`,
      ),
    );

  const [threads] = await db
    .select({
      scouts: sql<number>`(count(*) filter (where ${messageThreads.origin} = 'scout'))::int`,
      recentScouts: sql<number>`(count(*) filter (where ${messageThreads.origin} = 'scout' and ${messageThreads.createdAt} >= ${recent}::timestamptz))::int`,
      repliedScouts: sql<number>`(count(*) filter (where ${messageThreads.origin} = 'scout' and exists (select 1 from ${messages} m where m.thread_id = ${outerThread.id} and m.side = 'person')))::int`,
      open: sql<number>`(count(*) filter (where ${messageThreads.status} = 'open'))::int`,
    })
    .from(messageThreads)
    .where(and(eq(messageThreads.companyId, companyId), threadNotBlocked));

  const awaiting = await db
    .select({
      threadId: messageThreads.id,
      userId: messageThreads.userId,
      name: personDisplayName,
      since: awaitingSince,
    })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.userId))
    .leftJoin(userJobSettings, eq(userJobSettings.userId, messageThreads.userId))
    .where(
      and(
        eq(messageThreads.companyId, companyId),
        eq(messageThreads.status, 'open'),
        threadNotBlocked,
        sql`${awaitingSince} <= ${flagBefore}`,
      ),
    )
    .orderBy(awaitingSince, messageThreads.id)
    .limit(DASHBOARD_AWAITING_LIMIT);

  const i = interests ?? { total: 0, recent: 0, reacted: 0 };
  const t = threads ?? { scouts: 0, recentScouts: 0, repliedScouts: 0, open: 0 };
  return {
    interests: {
      sent_last_30_days: i.recent,
      sent_total: i.total,
      reacted_total: i.reacted,
      reaction_rate_percent: percent(i.reacted, i.total),
    },
    scouts: {
      sent_last_30_days: t.recentScouts,
      sent_total: t.scouts,
      replied_total: t.repliedScouts,
      reply_rate_percent: percent(t.repliedScouts, t.scouts),
    },
    threads: {
      open_count: t.open,
      awaiting_reply: awaiting.map((a) => ({
        thread_id: a.threadId,
        person: { user_id: a.userId, display_name: a.name },
        waiting_since: Math.floor(a.since ?? 0),
        waiting_days: waitingDays(a.since, 'open', now) ?? 0,
      })),
    },
  };
}
