import { SESSION_COOKIE, USER_ID_COOKIE } from '@kiseki/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CurrentSession, SESSION_TTL_SECONDS } from './sessions.service';

const secure = (request: FastifyRequest) => request.server.config.baseUrl.startsWith('https://');

/**
 * `sessionid` (HttpOnly) carries the session; `kiseki_uid` (readable) tells the client whose
 * it is, which it echoes as X-User-Id. Both live as long as the session.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  userId: number,
) {
  const base = {
    path: '/',
    sameSite: 'lax',
    secure: secure(request),
    maxAge: SESSION_TTL_SECONDS,
  } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(USER_ID_COOKIE, String(userId), { ...base, httpOnly: false });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const base = { path: '/', sameSite: 'lax', secure: secure(request) } as const;
  reply.clearCookie(SESSION_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(USER_ID_COOKIE, { ...base, httpOnly: false });
}

/**
 * Makes a new session the request's own: cookies for the browser, and `request.auth` so the
 * CSRF token of this very response is minted for the new session.
 */
export function adoptSession(
  request: FastifyRequest,
  reply: FastifyReply,
  created: { token: string; session: CurrentSession },
) {
  request.auth = created.session;
  setSessionCookies(request, reply, created.token, created.session.user.id);
}

/** The request is signed out from here on: cookies cleared, CSRF re-bound to no session. */
export function dropSession(request: FastifyRequest, reply: FastifyReply) {
  request.auth = null;
  clearSessionCookies(request, reply);
}
