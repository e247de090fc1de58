import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from '../config';
import type { Database } from './types';

export const migrationsFolder = (): string =>
  path.join(repoRoot(), 'apps', 'server', 'src', 'db', 'migrations');

/** Arbitrary but fixed key: every Kiseki process agrees on it. */
const MIGRATION_LOCK_KEY = 724_115_001;

/**
 * Applies pending migrations. Idempotent. On PostgreSQL several processes may start at once,
 * so the whole run holds a session-level advisory lock on one dedicated connection; the
 * others wait, then find nothing left to do.
 */
export async function runMigrations(database: Database, databaseUrl?: string): Promise<void> {
  if (database.kind === 'pglite') {
    // One process per data directory (the directory lock), so nothing to race with.
    await migratePglite(database.db as never, { migrationsFolder: migrationsFolder() });
    return;
  }
  if (!databaseUrl) throw new Error('runMigrations: PostgreSQL needs its URL');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
