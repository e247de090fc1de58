import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { companies } from '../db/schema';
import { UsageError } from './flags';
import { parseSeedArgs, runSeedCli } from './seed';

describe('parseSeedArgs', () => {
  it('reads --reset and --seed in both spellings', () => {
    expect(parseSeedArgs([])).toEqual({ reset: false, seed: 20261122 });
    expect(parseSeedArgs(['--reset', '--seed', '7'])).toEqual({ reset: true, seed: 7 });
    expect(parseSeedArgs(['--seed=12'])).toEqual({ reset: false, seed: 12 });
    expect(parseSeedArgs(['--help'])).toBe('help');
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
    const first = await runSeedCli([], test.database);
    expect(first).toMatch(
      /^デモデータを投入しました（seed 20261122・企業 \d+ 社・求人 \d+ 件・\d+ ms） \/ Demo world seeded/,
    );
    expect(first).not.toContain('\n');
    const companyCount = await test.database.db.$count(companies);

    expect(await runSeedCli([], test.database)).toMatch(/^デモデータは投入済みです.*--reset/);
    expect(await test.database.db.$count(companies)).toBe(companyCount);

    const reset = await runSeedCli(['--reset', '--seed', '5'], test.database);
    expect(reset).toMatch(/^デモデータを作り直しました（seed 5・/);
    expect(reset).toContain('Demo world rebuilt: seed 5');
    expect(await runSeedCli(['--help'], test.database)).toMatch(/^usage: npm run seed/);
  });
});
