import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER } from '@kiseki/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Valid tokens remembered per process; past this many the memory starts over. */
const KNOWN_TOKENS_MAX = 10_000;

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
  const macMatches = (token: string, binding: string): boolean => {
    const [nonce, given, rest] = token.split('.');
    if (!nonce || !given || rest !== undefined) return false;
    const expected = Buffer.from(mac(nonce, binding));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };
  // Every response checks the cookie it came with, and a browser sends the same token for a
  // long time, so the HMAC of each valid (binding, token) pair is computed once. Only pairs
  // that passed are kept, and nobody can make those without the secret key.
  const known = new Set<string>();
  const isValid = (token: string | undefined, binding: string): boolean => {
    if (!token) return false;
    const key = `${binding} ${token}`;
    if (known.has(key)) return true;
    if (!macMatches(token, binding)) return false;
    if (known.size >= KNOWN_TOKENS_MAX) known.clear();
    known.add(key);
    return true;
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

  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE.has(request.method)) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    const headerToken = Array.isArray(header) ? header[0] : header;
    const ok =
      originAllowed(request) &&
      cookie !== undefined &&
      headerToken !== undefined &&
      sameToken(cookie, headerToken) &&
      isValid(cookie, request.csrfBinding());
    done(ok ? undefined : new AppError('csrf_failed'));
  });

  // Every response carries a valid token for the current session, so the client always
  // has one to send, including right after sign-in or sign-out changes the binding.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Static assets are served without a session look-up, so their binding would look
    // signed-out; they carry no token rather than a wrong one.
    if (!request.url.startsWith('/assets/')) {
      const binding = request.csrfBinding();
      if (!isValid(request.cookies[CSRF_COOKIE], binding)) setToken(reply, mint(binding));
    }
    done(null, payload);
  });
});
