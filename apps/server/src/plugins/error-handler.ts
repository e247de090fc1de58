import type { Socket } from 'node:net';
import { type ErrorCode, REQUEST_ERROR_MESSAGES } from '@kiseki/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/errors';
import { redactUrl } from './request-context';

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

const M = REQUEST_ERROR_MESSAGES;
const clientError = (status: number, code: ErrorCode, message?: string) =>
  new AppError(code, message, { status });

/**
 * What Fastify (node_modules/fastify/lib/errors.js) and find-my-way raise before a route runs,
 * in our words. Errors of set-up time (plugins, decorators, schemas) never reach a request.
 */
const FRAMEWORK_ERRORS = new Map<string, AppError>(
  Object.entries({
    FST_ERR_BAD_URL: clientError(400, 'validation_failed', M.badUrl),
    FST_ERR_INVALID_URL: clientError(400, 'validation_failed', M.badUrl),
    FST_ERR_MAX_PARAM_LENGTH: clientError(414, 'payload_too_large', M.urlTooLong),
    FST_ERR_CTP_BODY_TOO_LARGE: clientError(413, 'payload_too_large'),
    FST_ERR_CTP_INVALID_MEDIA_TYPE: clientError(415, 'validation_failed', M.unsupportedMediaType),
    FST_ERR_ROUTE_MISSING_CONTENT_TYPE: clientError(
      415,
      'validation_failed',
      M.unsupportedMediaType,
    ),
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: clientError(400, 'validation_failed', M.malformed),
    FST_ERR_CTP_EMPTY_JSON_BODY: clientError(400, 'validation_failed', M.emptyBody),
    FST_ERR_ROUTE_MISSING_CONTENT: clientError(400, 'validation_failed', M.emptyBody),
    FST_ERR_CTP_INVALID_JSON_BODY: clientError(400, 'validation_failed', M.malformed),
    FST_ERR_VALIDATION: clientError(400, 'validation_failed'),
    FST_ERR_NOT_FOUND: clientError(404, 'not_found'),
  }),
);

/** Other client errors by status: known ones keep their meaning, the rest are a plain 400. */
const BY_STATUS: Record<number, AppError> = {
  401: clientError(401, 'unauthenticated'),
  403: clientError(403, 'forbidden'),
  404: clientError(404, 'not_found'),
  405: clientError(404, 'not_found'),
  409: clientError(409, 'conflict'),
  413: clientError(413, 'payload_too_large'),
  414: clientError(414, 'payload_too_large', M.urlTooLong),
  415: clientError(415, 'validation_failed', M.unsupportedMediaType),
  431: clientError(431, 'payload_too_large', M.headersTooLarge),
};
const MALFORMED = clientError(400, 'validation_failed', M.malformed);

/**
 * Our answer to an error that is not an AppError: the request's own fault (4xx) said plainly,
 * or undefined for everything else (a bug or an outage), which the caller logs.
 */
function clientErrorFor(err: FastifyError): AppError | undefined {
  const known = typeof err.code === 'string' ? FRAMEWORK_ERRORS.get(err.code) : undefined;
  if (known) return known;
  const status = err.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  return BY_STATUS[status] ?? MALFORMED;
}

/** Field name of a zod issue, as the web forms know it: `items.0.name`, `_` for the root. */
const fieldOf = (instancePath: string) =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';

/**
 * One error shape for every answer, Japanese messages, never a stack trace, a framework code
 * or a path of ours. Unknown /api paths get a JSON 404; other paths fall through to the web
 * app (see web-app.ts). Errors raised before routing have their own handlers below.
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
        const key = fieldOf(issue.instancePath);
        fields[key] = [...(fields[key] ?? []), issue.message ?? '入力内容が正しくありません。'];
      }
      return reply.status(400).send(errorBody('validation_failed', undefined, { fields }));
    }
    const refused = clientErrorFor(err);
    if (refused) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      request.log.debug({ err }, 'request refused');
      return reply.status(refused.status).send(refused.toBody());
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply.status(503).send(errorBody('maintenance'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error'));
  });
});

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (not UTF-8), a path parameter
 * over `maxParamLength`, a failing route constraint. These come before any route or hook,
 * so the headers every response carries and the access line are added here.
 */
export function frameworkErrorHandler(opts: {
  headers: Readonly<Record<string, string>>;
  accessLog: boolean;
}) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const refused = clientErrorFor(err);
    if (!refused) request.log.error({ err }, 'unhandled error before routing');
    const answer = refused ?? new AppError('internal_error');
    reply.headers(opts.headers).header('x-request-id', request.id);
    reply.status(answer.status).send(answer.toBody());
    if (opts.accessLog) {
      request.log.info(
        { method: request.method, url: redactUrl(request.url), status: answer.status },
        'request',
      );
    }
  };
}

const CLIENT_ERROR_ANSWERS = new Map<string | undefined, AppError>(
  Object.entries({
    ERR_HTTP_REQUEST_TIMEOUT: clientError(408, 'validation_failed', M.timeout),
    HPE_HEADER_OVERFLOW: clientError(431, 'payload_too_large', M.headersTooLarge),
  }),
);
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (a header or request
 * line of the wrong shape, headers over the size limit, a client too slow to send them).
 * There is no request yet, so the answer is written to the socket, which is then closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = CLIENT_ERROR_ANSWERS.get(err.code) ?? MALFORMED;
  this.log.debug({ err }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(answer.toBody());
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
