import { ACCOUNT_MESSAGES, type LoginRequest } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { impersonations, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import {
  assertBelowRateLimit,
  clearRateLimit,
  countRateLimitEvent,
} from '../rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { dummyVerify, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { RequestMeta } from './request-meta';
import { type CurrentSession, createSession, revokeSession } from './sessions.service';
import { findUserByEmail } from './users.service';

const loginFailed = () => new AppError('validation_failed', ACCOUNT_MESSAGES.loginFailed);

/**
 * Checks a password typed to confirm an action (or to sign in), counting a wrong one against
 * the account's failed-login limit, so a stolen session cannot guess the password either.
 */
export async function assertPasswordOf(
  ctx: ServiceContext,
  user: { email: string; passwordHash: string },
  password: string,
  field: string,
): Promise<void> {
  const now = ctx.now();
  await assertBelowRateLimit(ctx.db, now, RATE_LIMITS.loginFailuresPerAccount, user.email);
  if (await verifyPassword(user.passwordHash, password)) return;
  await countRateLimitEvent(ctx.db, now, RATE_LIMITS.loginFailuresPerAccount, user.email);
  throw new AppError('validation_failed', undefined, {
    fields: { [field]: [ACCOUNT_MESSAGES.currentPasswordWrong] },
  });
}

/**
 * Sign-in. Unknown address and wrong password answer alike, after the same argon2 work.
 * "Not activated" is said only to someone who knows the password. Always a new session id.
 */
export async function logIn(
  ctx: ServiceContext,
  input: Pick<LoginRequest, 'email' | 'password'>,
  meta: RequestMeta & { previousSessionId: string | undefined },
): Promise<{ token: string; session: CurrentSession }> {
  const now = ctx.now();
  await assertBelowRateLimit(ctx.db, now, RATE_LIMITS.loginFailuresPerIp, meta.ip);
  await assertBelowRateLimit(ctx.db, now, RATE_LIMITS.loginFailuresPerAccount, input.email);

  const user = await findUserByEmail(ctx.db, input.email);
  let ok = false;
  if (user) ok = await verifyPassword(user.passwordHash, input.password);
  else await dummyVerify(input.password);
  if (!user || !ok) {
    await countRateLimitEvent(ctx.db, now, RATE_LIMITS.loginFailuresPerIp, meta.ip);
    await countRateLimitEvent(ctx.db, now, RATE_LIMITS.loginFailuresPerAccount, input.email);
    throw loginFailed();
  }
  if (!user.isActive) throw new AppError('validation_failed', ACCOUNT_MESSAGES.accountInactive);
  await clearRateLimit(ctx.db, now, RATE_LIMITS.loginFailuresPerAccount, input.email);

  const rehashed = needsRehash(user.passwordHash) ? await hashPassword(input.password) : undefined;
  return ctx.db.transaction(async (tx) => {
    if (meta.previousSessionId) await revokeSession(tx, meta.previousSessionId);
    const [fresh] = await tx
      .update(users)
      .set({ lastLoginAt: now, ...(rehashed ? { passwordHash: rehashed } : {}) })
      .where(eq(users.id, user.id))
      .returning();
    return createSession(tx, now, { user: fresh!, ip: meta.ip, userAgent: meta.userAgent });
  });
}

/**
 * Sign-out: the session row goes. Signing out of an impersonation also ends it (audit
 * `ended_at`) and signs the admin's own session out: the browser held only this one.
 */
export async function logOut(ctx: ServiceContext, session: CurrentSession): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (session.impersonationId !== null) {
      await tx
        .update(impersonations)
        .set({ endedAt: now })
        .where(eq(impersonations.id, session.impersonationId));
    }
    await revokeSession(tx, session.id);
    if (session.impersonatorSessionId) await revokeSession(tx, session.impersonatorSessionId);
  });
}
