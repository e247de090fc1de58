import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app';
import { type Config, testConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  t: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real application over a fresh database of its own. `deps` adds a clock, a job queue
 * or a mail transport; without a queue, mails are delivered (kept) inside the request.
 * `databaseOptions.logQuery` sees every statement (to count round trips).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Omit<AppDeps, 'database'> = {},
  databaseOptions: Parameters<typeof createTestDatabase>[0] = {},
): Promise<TestApp> {
  const t = await createTestDatabase(databaseOptions);
  const app = await buildApp(testConfig({ webDistDir: '/nonexistent', ...overrides }), {
    database: t.database,
    ...deps,
  });
  await app.ready();
  return {
    app,
    t,
    close: async () => {
      await app.close();
      await t.cleanup();
    },
  };
}

/** Value of a Set-Cookie from a response, or undefined. */
export function cookieFrom(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

/** Fetches a CSRF token the way a browser gets one: from any response's cookie. */
export async function csrfHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'GET', url: '/api/login_status/' });
  const token = cookieFrom(res, 'csrftoken');
  if (!token) throw new Error('no csrftoken cookie issued');
  return { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
}
