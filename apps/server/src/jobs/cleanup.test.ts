import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { TestClient } from '../../test/helpers/client';
import { DAY_MS, HOUR_MS, testClock } from '../../test/helpers/clock';
import { jobSuggestionRequests, oneTimeTokens, rateLimits, sessions } from '../db/schema';
import { runDailyCleanup } from './cleanup';

describe('daily cleanup job', () => {
  let h: TestApp;
  const clock = testClock();
  const db = () => h.t.database.db;
  beforeAll(async () => {
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('purges expired sessions, old tokens and ended rate-limit windows, and nothing live', async () => {
    const idle = await createUser(db());
    const active = await createUser(db());
    await new TestClient(h.app, '203.0.113.1').signIn(idle.email, idle.password);
    await new TestClient(h.app, '203.0.113.2').post('/api/reset_password/send_email_address', {
      email: active.email,
    });
    await new TestClient(h.app, '203.0.113.3').post('/api/login/', {
      email: active.email,
      password: 'wrong-wrong',
    });
    expect(await db().$count(sessions)).toBe(1);
    expect(await db().$count(rateLimits)).toBeGreaterThan(0);

    const nothing = await runDailyCleanup(db(), clock.now());
    expect(nothing).toEqual({
      sessions: 0,
      tokens: 0,
      rateLimitWindows: 0,
      mails: 0,
      suggestionRequests: 0,
    });

    clock.advance(HOUR_MS);
    const live = new TestClient(h.app, '203.0.113.4');
    await live.signIn(active.email, active.password);
    const later = new Date(clock.now().getTime() + 14 * DAY_MS - HOUR_MS + 1000);
    const summary = await runDailyCleanup(db(), later);
    expect(summary.sessions).toBe(1);
    expect(summary.rateLimitWindows).toBeGreaterThan(0);
    expect(await db().$count(sessions)).toBe(1);
    // The reset token expired after 1 h and is kept a week before it goes.
    expect(summary.tokens).toBe(1);
    expect(await db().$count(oneTimeTokens)).toBe(0);
  });

  it('keeps the latest 3 suggestion requests of each person and any younger than 30 days', async () => {
    const frequent = await createUser(db());
    const rare = await createUser(db());
    const now = clock.now().getTime();
    const daysAgo = (days: number) => new Date(now - days * DAY_MS);
    // Inserted oldest first: ids rise with time, as real requests do.
    for (const days of [200, 120, 90, 60, 40, 10]) {
      await db()
        .insert(jobSuggestionRequests)
        .values({ userId: frequent.id, status: 2, requestedAt: daysAgo(days) });
    }
    await db()
      .insert(jobSuggestionRequests)
      .values({ userId: rare.id, status: 2, requestedAt: daysAgo(400) });

    const summary = await runDailyCleanup(db(), clock.now());
    expect(summary.suggestionRequests).toBe(3);
    const left = await db()
      .select({ userId: jobSuggestionRequests.userId, at: jobSuggestionRequests.requestedAt })
      .from(jobSuggestionRequests)
      .orderBy(jobSuggestionRequests.id);
    expect(left).toEqual([
      { userId: frequent.id, at: daysAgo(60) },
      { userId: frequent.id, at: daysAgo(40) },
      { userId: frequent.id, at: daysAgo(10) },
      { userId: rare.id, at: daysAgo(400) },
    ]);
    expect((await runDailyCleanup(db(), clock.now())).suggestionRequests).toBe(0);
  });
});
