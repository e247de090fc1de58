import { SESSION_COOKIE } from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { clearSessionCookies, setSessionCookies } from './session-cookies';
import { type CurrentSession, findSession, touchSession } from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session of this request, or null when signed out. */
    auth: CurrentSession | null;
  }
}

/**
 * Reads the `sessionid` cookie on every request, before CSRF checks (which bind to the
 * session). A dead cookie is cleared; a live one slides its expiry at most once a minute.
 */
export const sessionPlugin = fp<{ db: Db; now: Clock }>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    // Hashed static assets are the same for everyone: no session look-up per file.
    if (request.url.startsWith('/assets/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const now = opts.now();
    const session = await findSession(opts.db, now, token);
    if (!session) {
      clearSessionCookies(request, reply);
      return;
    }
    request.auth = session;
    if (await touchSession(opts.db, now, session)) {
      setSessionCookies(request, reply, token, session.user.id);
    }
  });
});
