import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/errors';

/** PostgreSQL classes and socket errors that mean "the database is away", not "a bug". */
const isDatabaseUnavailable = (err: unknown): boolean => {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' || // cannot_connect_now
    code.startsWith('08') // connection_exception
  );
};

/**
 * One error shape for every /api answer, Japanese messages, never a stack trace. Unknown
 * /api paths get a JSON 404; other paths fall through to the web app (see web-app.ts).
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.extra.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(err.extra.retryAfterSeconds));
      }
      if (err.status >= 500) request.log.error({ err }, err.message);
      return reply.status(err.status).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] = [...(fields[key] ?? []), issue.message ?? '入力内容が正しくありません。'];
      }
      return reply.status(400).send(errorBody('validation_failed', undefined, { fields }));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(errorBody('payload_too_large'));
    }
    if (
      err.statusCode === 400 ||
      err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      return reply
        .status(err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 415 : 400)
        .send(errorBody('validation_failed', 'リクエストの形式が正しくありません。'));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply.status(503).send(errorBody('maintenance'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error'));
  });
});
