import { loginStatusResponseSchema } from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers/database';
import { buildApp } from './app';
import { testConfig } from './config';

/*
 * The web client does not re-validate response bodies (decision 006): it relies on the server
 * checking every response against the contract's schema before it leaves. This proves that.
 */
/*
 * In production the body is written by a serializer compiled from the same schema (decision
 * 007): it keeps required keys and drops undeclared ones, but does not run zod.
 */
describe.each([
  ['test and development', 'test'],
  ['production', 'production'],
] as const)('responses keep the contract before they are sent (%s)', (_name, env) => {
  let t: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestDatabase();
    app = await buildApp(testConfig({ webDistDir: '/nonexistent', env }), {
      database: t.database,
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const schema = { response: { 200: loginStatusResponseSchema } };
    r.get('/api/test/contract-kept', { schema }, async () => ({
      login_status: { logged_in: true },
    }));
    // A handler bug: the shape the contract promises is not what it returns.
    r.get('/api/test/contract-broken', { schema }, async () => ({ login_status: {} }) as never);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await t.cleanup();
  });

  it('sends a body that matches its schema', async () => {
    const res = await app.inject('/api/test/contract-kept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ login_status: { logged_in: true } });
  });

  it('answers 500 in the error shape instead of a body that breaks its schema', async () => {
    const res = await app.inject('/api/test/contract-broken');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'サーバーでエラーが発生しました。しばらく時間をおいてから再度操作してください。',
      },
    });
  });
});
