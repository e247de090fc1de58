import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { companies, jobDescriptions } from '../db/schema';
import { UsageError } from './flags';
import { parseSeedArgs, progressReporter, runSeedCli } from './seed';

describe('parseSeedArgs', () => {
  it('reads --reset and --seed in both spellings', () => {
    expect(parseSeedArgs([])).toEqual({ reset: false, seed: 20261122 });
    expect(parseSeedArgs(['--reset', '--seed', '7'])).toEqual({ reset: true, seed: 7 });
    expect(parseSeedArgs(['--seed=12'])).toEqual({ reset: false, seed: 12 });
    expect(parseSeedArgs(['--help'])).toBe('help');
  });

  it('reads --jobs in both spellings, from 1 to 1,000,000', () => {
    expect(parseSeedArgs(['--jobs', '100000'])).toEqual({
      reset: false,
      seed: 20261122,
      jobs: 100_000,
    });
    expect(parseSeedArgs(['--reset', '--jobs=1', '--seed', '3'])).toEqual({
      reset: true,
      seed: 3,
      jobs: 1,
    });
    expect(parseSeedArgs(['--jobs', '1000000'])).toMatchObject({ jobs: 1_000_000 });
    for (const bad of ['0', '1000001', '-5', '1.5', '1e5', '10k', '', ' 7', '0x10']) {
      expect(() => parseSeedArgs(['--jobs', bad]), bad).toThrow(
        /--jobs needs a whole number from 1 to 1000000\nusage: npm run seed/,
      );
    }
    expect(() => parseSeedArgs(['--jobs'])).toThrow(UsageError);
    expect(() => parseSeedArgs(['--jobs=abc'])).toThrow(UsageError);
  });

  it('rejects what it does not understand with a usage error', () => {
    expect(() => parseSeedArgs(['--seed'])).toThrow(UsageError);
    expect(() => parseSeedArgs(['--seed', '-1'])).toThrow(UsageError);
    expect(() => parseSeedArgs(['--seed', '1.5'])).toThrow(UsageError);
    expect(() => parseSeedArgs(['--seed', '99999999999'])).toThrow(UsageError);
    expect(() => parseSeedArgs(['--force'])).toThrow(/unknown argument: --force/);
  });
});

describe('runSeedCli', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.cleanup();
  });

  it('seeds an empty database, leaves a seeded one, rebuilds with --reset', async () => {
    const first = await runSeedCli(['--jobs', '150'], test.database);
    expect(first).toMatch(
      /^デモデータを投入しました（seed 20261122・企業 120 社・求人 150 件・\d+ ms） \/ Demo world seeded/,
    );
    expect(first).not.toContain('\n');
    const companyCount = await test.database.db.$count(companies);

    expect(await runSeedCli([], test.database)).toMatch(/^デモデータは投入済みです.*--reset/);
    expect(await test.database.db.$count(companies)).toBe(companyCount);

    const reset = await runSeedCli(['--reset', '--seed', '5', '--jobs', '40'], test.database);
    // Fewer postings than the default world's companies: a company per posting.
    expect(reset).toMatch(/^デモデータを作り直しました（seed 5・企業 40 社・求人 40 件・/);
    expect(reset).toContain('Demo world rebuilt: seed 5, 40 companies, 40 job descriptions');
    expect(await test.database.db.$count(jobDescriptions)).toBe(40);
    const usage = await runSeedCli(['--help'], test.database);
    expect(usage).toMatch(/^usage: npm run seed/);
    expect(usage).toContain('--jobs N');
  });
});

describe('progressReporter', () => {
  it('prints a tenth of a large world at a time, and its end; nothing for a small one', () => {
    const lines: string[] = [];
    let ms = 0;
    const report = progressReporter(
      (line) => lines.push(line),
      () => ms,
    );
    for (let done = 1_000; done <= 100_000; done += 1_000) {
      ms += 2_500;
      report(done, 100_000);
    }
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe(
      '求人 10000 / 100000 件（25 秒） / 10000 of 100000 job descriptions in 25 s',
    );
    expect(lines.at(-1)).toMatch(/^求人 100000 \/ 100000 件（250 秒）/);

    const quiet: string[] = [];
    const small = progressReporter(
      (line) => quiet.push(line),
      () => 0,
    );
    for (let done = 1_000; done <= 19_000; done += 1_000) small(done, 19_000);
    expect(quiet).toEqual([]);
  });
});
