import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { sha256Hex } from '../../lib/secrets';
import type { RateLimitRule } from './rate-limit-rules';

/**
 * Fixed windows aligned to the epoch: `limit` events per `windowSeconds`. Counters live in
 * PostgreSQL so every server process shares them; one upsert per event.
 */
function windowOf(rule: RateLimitRule, now: Date) {
  const ms = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / ms) * ms);
  const end = new Date(start.getTime() + ms);
  return {
    start,
    end,
    retryAfterSeconds: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)),
  };
}

/** The stored key: rule name and a hash of the subject, so no address sits in this table. */
const keyOf = (rule: RateLimitRule, subject: string) =>
  `${rule.name}:${sha256Hex(subject.trim().toLowerCase())}`;

const limited = (rule: RateLimitRule, retryAfterSeconds: number) =>
  new AppError('rate_limited', rule.message, { retryAfterSeconds });

/**
 * Counts one event and throws 429 (with Retry-After) once the window holds more than the
 * limit. Run it outside the caller's transaction: the count must stick even when the caller
 * then fails.
 */
export async function hitRateLimit(
  db: Db,
  now: Date,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const w = windowOf(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), windowStart: w.start, count: 1, expiresAt: w.end })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.limit) throw limited(rule, w.retryAfterSeconds);
}

/** Throws 429 if the window is already full, without counting (failed-login checks). */
export async function assertBelowRateLimit(
  db: Db,
  now: Date,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const w = windowOf(rule, now);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(rule, subject)), eq(rateLimits.windowStart, w.start)));
  if ((row?.count ?? 0) >= rule.limit) throw limited(rule, w.retryAfterSeconds);
}

/** Counts one event without judging it (a failed login is counted, the 429 comes next time). */
export async function countRateLimitEvent(
  db: Db,
  now: Date,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  try {
    await hitRateLimit(db, now, rule, subject);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
}

/** Forgets a subject's current window (a successful login clears its account's failures). */
export async function clearRateLimit(
  db: Db,
  now: Date,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const w = windowOf(rule, now);
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.key, keyOf(rule, subject)), eq(rateLimits.windowStart, w.start)));
}

/** Daily cleanup: windows that have ended. */
export async function purgeRateLimits(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, now))
    .returning({ key: rateLimits.key });
  return rows.length;
}
