import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  assertBelowRateLimit,
  clearRateLimit,
  hitRateLimit,
  purgeRateLimits,
} from './rate-limit.service';
import type { RateLimitRule } from './rate-limit-rules';
import { RATE_LIMITS } from './rate-limit-rules';

const rule: RateLimitRule = { name: 'test', limit: 3, windowSeconds: 600, message: '多すぎます' };

describe('rate limits in PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.cleanup());

  it('allows `limit` events per fixed window, then 429 with the seconds left', async () => {
    const start = new Date('2026-11-22T00:00:00Z');
    for (let i = 0; i < 3; i++)
      await hitRateLimit(t.database.db, start, rule, 'Someone@Example.jp');
    const at = new Date(start.getTime() + 4 * 60 * 1000);
    const err = await hitRateLimit(t.database.db, at, rule, 'someone@example.jp').catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'rate_limited', status: 429, message: '多すぎます' });
    expect(err.extra.retryAfterSeconds).toBe(6 * 60);
    await expect(
      assertBelowRateLimit(t.database.db, at, rule, 'someone@example.jp'),
    ).rejects.toThrow();
    // The next window starts empty; other subjects are separate.
    await hitRateLimit(
      t.database.db,
      new Date(start.getTime() + 600_000),
      rule,
      'someone@example.jp',
    );
    await hitRateLimit(t.database.db, at, rule, 'else@example.jp');
    await clearRateLimit(t.database.db, at, rule, 'someone@example.jp');
    await assertBelowRateLimit(t.database.db, at, rule, 'someone@example.jp');
  });

  it('stores hashed subjects only, and purges ended windows', async () => {
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.every((r) => /^test:[0-9a-f]{64}$/.test(r.key))).toBe(true);
    expect(await purgeRateLimits(t.database.db, new Date('2026-11-22T00:20:00.001Z'))).toBe(
      rows.length,
    );
  });

  it('keeps the documented numbers in one place', () => {
    const summary = Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([k, r]) => [k, `${r.limit}/${r.windowSeconds / 60}min`]),
    );
    expect(summary).toEqual({
      loginFailuresPerAccount: '5/15min',
      loginFailuresPerIp: '30/15min',
      signupsPerIp: '50/60min',
      signupsPerAddress: '3/60min',
      resetMailsPerIp: '50/60min',
      resetMailsPerAddress: '3/60min',
      emailChangeMailsPerUser: '5/60min',
      suggestionRequestsPerUser: '10/60min',
      externalAiCoachingPerUser: '10/60min',
    });
  });
});
