import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { errorBody } from '../../lib/errors';

const statusSchema = z.object({ status: z.literal('ok') });

/** Liveness says the process answers; readiness also asks the database. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  r.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await opts.database.ping();
      return { status: 'ok' };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send(errorBody('maintenance'));
    }
  });
}
