import type { Db } from '../db/types';
import { type Clock, systemClock } from '../lib/clock';
import { purgeOldTokens } from '../modules/accounts/one-time-tokens.service';
import { purgeExpiredSessions } from '../modules/accounts/sessions.service';
import { purgeOldSuggestionRequests } from '../modules/jobs/suggestions/suggestions.service';
import { purgeOldMails } from '../modules/mail/mail.service';
import { purgeRateLimits } from '../modules/rate-limit/rate-limit.service';
import type { JobDefinition } from './queue';

export const DAILY_CLEANUP_JOB = 'daily-cleanup';

export interface CleanupSummary {
  sessions: number;
  tokens: number;
  rateLimitWindows: number;
  mails: number;
  suggestionRequests: number;
}

/**
 * Deletes what has expired: sessions, mailed keys, rate-limit windows, old outbox mails, old
 * suggestion requests.
 */
export async function runDailyCleanup(db: Db, now: Date): Promise<CleanupSummary> {
  return {
    sessions: await purgeExpiredSessions(db, now),
    tokens: await purgeOldTokens(db, now),
    rateLimitWindows: await purgeRateLimits(db, now),
    mails: await purgeOldMails(db, now),
    suggestionRequests: await purgeOldSuggestionRequests(db, now),
  };
}

export function dailyCleanupJob(
  db: Db,
  log: { info(obj: object, msg?: string): void },
  now: Clock = systemClock,
): JobDefinition<object> {
  return {
    name: DAILY_CLEANUP_JOB,
    // 03:17 UTC (12:17 JST): off the hour, when every other cron on the database fires.
    cron: '17 3 * * *',
    retryLimit: 2,
    handler: async () => {
      log.info({ ...(await runDailyCleanup(db, now())) }, 'daily cleanup done');
    },
  };
}
