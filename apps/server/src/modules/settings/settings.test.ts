import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type TestClock, testClock } from '../../../test/helpers/clock';
import { runFlagsCli, UsageError } from '../../cli/flags';
import { FEATURE_FLAG_CACHE_SECONDS, setFeatureFlag } from './feature-flags.service';

describe('GET /api/global_settings/', () => {
  let h: TestApp;
  let clock: TestClock;
  const features = async () =>
    (await h.app.inject({ method: 'GET', url: '/api/global_settings/' })).json().global_settings
      .features;
  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('answers every named flag with its default when none is set', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/global_settings/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      global_settings: {
        features: {
          feature_rewards: false,
          feature_multi_occupation: false,
          feature_hirability_change_modal: true,
        },
      },
    });
  });

  it('reflects a flag switched in the table once the cached read expires', async () => {
    expect(FEATURE_FLAG_CACHE_SECONDS).toBe(10);
    await features(); // the read this process keeps
    // Switched behind the server's back, as `npm run flags` does from its own process.
    await setFeatureFlag(h.t.database.db, 'featureRewards', true);
    await setFeatureFlag(h.t.database.db, 'featureHirabilityChangeModal', false);
    clock.advanceSeconds(FEATURE_FLAG_CACHE_SECONDS - 1);
    expect(await features()).toMatchObject({
      feature_rewards: false,
      feature_hirability_change_modal: true,
    });
    clock.advanceSeconds(1);
    expect(await features()).toMatchObject({
      feature_rewards: true,
      feature_hirability_change_modal: false,
    });
  });

  it('is changed by `npm run flags -- set NAME on|off` and listed by `list`', async () => {
    const db = h.t.database.db;
    expect(await runFlagsCli(['set', 'featureMultiOccupation', 'on'], db)).toBe(
      'featureMultiOccupation is now on (a running server sees it within 10 seconds)',
    );
    clock.advanceSeconds(FEATURE_FLAG_CACHE_SECONDS);
    expect((await features()).feature_multi_occupation).toBe(true);
    const listing = await runFlagsCli(['list'], db);
    expect(listing).toMatch(/featureMultiOccupation\s+on/);
    expect(listing).toMatch(/featureRewards\s+on/);
    await expect(runFlagsCli(['set', 'featureNope', 'on'], db)).rejects.toBeInstanceOf(UsageError);
    await expect(runFlagsCli(['set', 'featureRewards', 'maybe'], db)).rejects.toBeInstanceOf(
      UsageError,
    );
    await expect(runFlagsCli(['frobnicate'], db)).rejects.toBeInstanceOf(UsageError);
  });
});

describe('/api/login_status/', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('says logged out to a visitor (signed-in answers: accounts/session.test.ts)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/login_status/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ login_status: { logged_in: false } });
  });
});
