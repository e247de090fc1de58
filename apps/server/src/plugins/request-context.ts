import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Reuses a well-formed incoming X-Request-Id (load balancers set one), else a new UUID. */
export const genReqId = (req: IncomingMessage): string => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

/** Paths whose secrets (mailed keys, reset tokens) must not reach the logs. */
const SECRET_IN_URL = /(\/(?:email_)?activation\/)[^/?#]+|([?&]token=)[^&#]+/g;
export const redactUrl = (url: string): string =>
  url.replace(SECRET_IN_URL, (_m, path?: string, query?: string) => `${path ?? query}[redacted]`);

/**
 * Every response names its request id (X-Request-Id), and with `accessLog` each request
 * leaves one line at info when it ends: method, URL (secrets redacted), status and time.
 * Fastify's own pair of lines per request is off (`disableRequestLogging`).
 */
export const requestContextPlugin = fp<{ accessLog: boolean }>(
  async (app: FastifyInstance, opts) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    if (!opts.accessLog) return;
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  },
);
