import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@kiseki/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CsrfOptions {
  secretKey: string;
  /** Origins (scheme://host[:port]) allowed to make unsafe calls besides the request's own. */
  trustedOrigins: string[];
  secureCookies: boolean;
  /** What a request's token is bound to: its session's id, '' when signed out. */
  bindingOf?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** What the CSRF token is bound to: the session's (hashed) id once signed in, '' before. */
    csrfBinding(): string;
  }
}

/**
 * Django-style CSRF: a readable `csrftoken` cookie carries `nonce.mac`, where the MAC binds
 * the nonce to the session. Unsafe methods must echo the cookie in `X-CSRFToken`, the MAC
 * must match the current session, and Origin / Sec-Fetch-Site (when the browser sends them)
 * must be our own. A token minted before sign-in stops working once the session changes.
 */
export const csrfPlugin = fp<CsrfOptions>(async (app: FastifyInstance, opts) => {
  const mac = (nonce: string, binding: string) =>
    createHmac('sha256', opts.secretKey).update(`csrf|${binding}|${nonce}`).digest('base64url');
  const mint = (binding: string) => {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${mac(nonce, binding)}`;
  };
  const isValid = (token: string | undefined, binding: string): boolean => {
    if (!token) return false;
    const [nonce, given, rest] = token.split('.');
    if (!nonce || !given || rest !== undefined) return false;
    const expected = Buffer.from(mac(nonce, binding));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };
  const sameToken = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };

  const bindingOf = opts.bindingOf ?? (() => '');
  app.decorateRequest('csrfBinding', function (this: FastifyRequest) {
    return bindingOf(this);
  });

  const setToken = (reply: FastifyReply, token: string) => {
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: opts.secureCookies,
      httpOnly: false,
      maxAge: ONE_YEAR_SECONDS,
    });
  };

  const originAllowed = (request: FastifyRequest): boolean => {
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') return false;
    const origin = request.headers.origin;
    if (!origin) return true;
    const own = `${request.protocol}://${request.host}`;
    return origin === own || opts.trustedOrigins.includes(origin);
  };

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    const headerToken = Array.isArray(header) ? header[0] : header;
    const ok =
      originAllowed(request) &&
      cookie !== undefined &&
      headerToken !== undefined &&
      sameToken(cookie, headerToken) &&
      isValid(cookie, request.csrfBinding());
    if (!ok) throw new AppError('csrf_failed');
  });

  // Every response carries a valid token for the current session, so the client always
  // has one to send, including right after sign-in or sign-out changes the binding.
  app.addHook('onSend', async (request, reply, payload) => {
    // Static assets are served without a session look-up, so their binding would look
    // signed-out; they carry no token rather than a wrong one.
    if (request.url.startsWith('/assets/')) return payload;
    const binding = request.csrfBinding();
    if (!isValid(request.cookies[CSRF_COOKIE], binding)) {
      setToken(reply, mint(binding));
    }
    return payload;
  });
});
