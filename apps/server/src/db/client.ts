import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import type { Database, Db, ExecuteSql } from './types';

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory of the embedded database; `null` keeps it in memory (tests). */
  dataDir?: string | null;
  poolMax?: number;
  logger?: Pick<Logger, 'error' | 'warn'>;
  /** Sees every statement Drizzle sends (tests count round trips with it). */
  logQuery?: (sql: string, params: unknown[]) => void;
}

/** PostgreSQL when a URL is given, else PGlite persisted under DATA_DIR (or in memory). */
export function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir ?? null, options);
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10 });
  // A restarted database kills idle clients; without a listener that error crashes Node.
  // Requests meanwhile fail with 503 through readiness and the error handler.
  pool.on('error', (err) => options.logger?.error({ err }, 'idle database client failed'));
  const executeSql: ExecuteSql = (text, values) => pool.query(text, values as unknown[]);
  await executeSql('select 1');
  return {
    kind: 'postgres',
    db: drizzlePg(pool, drizzleOptions(options)) as unknown as Db,
    executeSql,
    ping: async () => {
      await executeSql('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * Extensions the migrations create. PostgreSQL ships them as contrib; PGlite has to load
 * them at start-up. pg_trgm gives substring searches (ILIKE '%…%') a GIN index.
 */
const PGLITE_OPTIONS = { extensions: { pg_trgm } };

const drizzleOptions = (options: OpenDatabaseOptions) => ({
  schema,
  casing: 'snake_case' as const,
  ...(options.logQuery ? { logger: { logQuery: options.logQuery } } : {}),
});

async function openPglite(dataDir: string | null, options: OpenDatabaseOptions): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (dataDir) {
    release = lockDataDir(dataDir);
    try {
      client = await openPersistentPglite(path.join(dataDir, 'pgdata'));
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = await PGlite.create(PGLITE_OPTIONS);
  }
  // Multi-statement scripts (pg-boss's schema) carry no parameters and need exec();
  // everything else goes through the extended protocol with parameters.
  const executeSql: ExecuteSql = async (text, values) => {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(client, drizzleOptions(options)) as unknown as Db,
    executeSql,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * A first-time initialisation that is killed half-way must not leave a directory PGlite
 * cannot open, so a new cluster is built beside the target and renamed into place only once
 * it is complete (rename is atomic on one file system).
 */
async function openPersistentPglite(dir: string): Promise<PGlite> {
  const parent = path.dirname(dir);
  mkdirSync(parent, { recursive: true });
  // Leftovers of an initialisation that was killed; we hold the directory lock.
  for (const name of readdirSync(parent)) {
    if (name.startsWith(`${path.basename(dir)}.init-`)) {
      rmSync(path.join(parent, name), { recursive: true, force: true });
    }
  }
  if (!existsSync(dir)) {
    const staging = `${dir}.init-${process.pid}`;
    const fresh = await PGlite.create(staging, PGLITE_OPTIONS);
    await fresh.query('select 1');
    await fresh.close();
    renameSync(staging, dir);
  }
  return PGlite.create(dir, PGLITE_OPTIONS);
}
