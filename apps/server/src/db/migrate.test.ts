import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('migrations on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => t.cleanup());

  it('do not race when several processes start at once (advisory lock)', async () => {
    // A fresh schema in the same database: drop what the helper migrated, then let four
    // "processes" (separate pools and lock connections) migrate concurrently.
    await t.database.executeSql('drop schema public cascade; create schema public;');
    await t.database.executeSql('drop schema if exists drizzle cascade');
    const openers = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: t.url, poolMax: 2 })),
    );
    try {
      await Promise.all(openers.map((d) => runMigrations(d, t.url)));
      const { rows } = await t.database.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const { rows: files } = await t.database.executeSql(
        "select count(*)::int as n from information_schema.tables where table_name = 'feature_flags'",
      );
      expect(files[0].n).toBe(1);
      expect(rows[0].n).toBeGreaterThan(0);
      // Running again changes nothing.
      await runMigrations(openers[0]!, t.url);
      const again = await t.database.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(again.rows[0].n).toBe(rows[0].n);
    } finally {
      await Promise.all(openers.map((d) => d.close()));
    }
  });
});
