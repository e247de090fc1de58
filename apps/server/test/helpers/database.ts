import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type OpenDatabaseOptions, openDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import type { Database } from '../../src/db/types';

export interface TestDatabase {
  database: Database;
  /** Set on PostgreSQL: the URL of this test's own database. */
  url: string | undefined;
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a newly created
 * PostgreSQL database (project `server-postgres`), dropped afterwards. Runs never share state.
 */
export async function createTestDatabase(
  options: Pick<OpenDatabaseOptions, 'logQuery'> = {},
): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const database = await openDatabase({ dataDir: null, ...options });
    await runMigrations(database);
    return { database, url: undefined, cleanup: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `kiseki_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `create database ${name} template template0 encoding 'UTF8' lc_collate 'C.UTF-8' lc_ctype 'C.UTF-8'`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4, ...options });
  await runMigrations(database, url.toString());
  return {
    database,
    url: url.toString(),
    cleanup: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
