import { existsSync } from 'node:fs';
import pg from 'pg';
import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Server tests also run on PostgreSQL whenever one answers; PGlite always. */
async function postgresReachable(): Promise<boolean> {
  if (process.env.TEST_DATABASE_URL === 'off') return false;
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export default defineConfig(async () => {
  const withPostgres = await postgresReachable();
  if (!withPostgres) {
    console.warn(
      `[vitest] PostgreSQL not reachable at ${postgresUrl}: server tests run on PGlite only`,
    );
  }
  const serverProject = (name: string, kind: 'pglite' | 'postgres') => ({
    test: {
      name,
      root: './apps/server',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      environment: 'node',
      env: { TEST_DB_KIND: kind, TEST_DATABASE_URL: postgresUrl },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return {
    test: {
      // Vitest's default on a 2-core machine is one worker. Most of a server test's time is
      // spent waiting (database, sockets, timers), so a second worker cuts the run by about
      // a quarter even though the cores are shared.
      maxWorkers: 2,
      projects: [
        {
          test: {
            name: 'contract',
            root: './packages/contract',
            include: ['src/**/*.test.ts'],
            environment: 'node',
          },
        },
        serverProject('server-pglite', 'pglite'),
        ...(withPostgres ? [serverProject('server-postgres', 'postgres')] : []),
        ...(existsSync('./apps/web/vitest.config.ts') ? ['./apps/web/vitest.config.ts'] : []),
      ],
    },
  };
});
