import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { startQueue } from './queue';

const silent = { error: () => {}, info: () => {} };

describe('job queue (pg-boss on the product database)', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it('runs a sent job once, and retries a failing one until it succeeds', async () => {
    const seen: string[] = [];
    let failures = 0;
    const queue = await startQueue(t.database, {
      processJobs: true,
      pollingIntervalSeconds: 0.5,
      logger: silent,
      jobs: [
        {
          name: 'test-echo',
          handler: async (data: { word: string }) => {
            seen.push(data.word);
          },
        },
        {
          name: 'test-flaky',
          retryDelaySeconds: 1,
          retryLimit: 3,
          handler: async (data: { word: string }) => {
            if (failures < 1) {
              failures++;
              throw new Error('transient');
            }
            seen.push(data.word);
          },
        },
      ],
    });
    try {
      await queue.send('test-echo', { word: 'hello' });
      await queue.send('test-flaky', { word: 'again' });
      const deadline = Date.now() + 20_000;
      while (seen.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(seen.sort()).toEqual(['again', 'hello']);
      expect(failures).toBe(1);
    } finally {
      await queue.stop();
    }
  });
});
