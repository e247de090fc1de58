import { ACCOUNT_MESSAGES } from '@kiseki/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import type { CurrentSession } from './sessions.service';

export const LOGIN_URL = '/login';

/** The request's session, or 401 with the login URL (spec section 6). */
export function currentSession(request: FastifyRequest): CurrentSession {
  if (!request.auth) throw new AppError('unauthenticated', undefined, { loginUrl: LOGIN_URL });
  return request.auth;
}

/*
 * Guards run as preValidation hooks, so a visitor gets 401 (and an impersonator 403) before
 * any complaint about the body.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  currentSession(request);
}

/** Password, email and deletion belong to the person, not to an admin acting as them. */
export async function requireOwnSession(request: FastifyRequest): Promise<void> {
  if (currentSession(request).impersonatorId !== null) {
    throw new AppError('forbidden', ACCOUNT_MESSAGES.hijackedForbidden);
  }
}

/** Admins in their own session; an impersonation session is the target's, never an admin's. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const session = currentSession(request);
  if (!session.user.isAdmin || session.impersonatorId !== null) throw new AppError('forbidden');
}
