import { ACCOUNT_MESSAGES, RECRUITING_MESSAGES } from '@kiseki/contract';
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

/** Any account, engineer or recruiter: what the shell asks before it knows which. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  currentSession(request);
}

/**
 * An engineer: every engineer screen and call. A recruiter account gets 403, so a person's
 * own screens can never be read with a company's session (decision 016).
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (currentSession(request).user.company !== null) {
    throw new AppError('forbidden', RECRUITING_MESSAGES.engineerOnly);
  }
}

/** A recruiter of some company: the console and every company call. */
export async function requireRecruiter(request: FastifyRequest): Promise<void> {
  if (currentSession(request).user.company === null) {
    throw new AppError('forbidden', RECRUITING_MESSAGES.recruiterOnly);
  }
}

/** A company admin: inviting recruiters. */
export async function requireCompanyAdmin(request: FastifyRequest): Promise<void> {
  if (currentSession(request).user.company?.role !== 'admin') {
    throw new AppError('forbidden', RECRUITING_MESSAGES.companyAdminOnly);
  }
}

/** The signed-in recruiter's company; call after requireRecruiter. */
export function currentCompany(request: FastifyRequest): {
  id: number;
  role: 'admin' | 'recruiter';
} {
  const company = currentSession(request).user.company;
  if (!company) throw new AppError('forbidden', RECRUITING_MESSAGES.recruiterOnly);
  return company;
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
