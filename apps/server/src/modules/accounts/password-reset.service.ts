import { ACCOUNT_MESSAGES, PASSWORD_RESET_TOKEN_TTL_HOURS } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { HOUR_SECONDS } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { queueMail } from '../mail/mail.service';
import { hitRateLimit } from '../rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { consumeToken, findValidToken, issueToken, voidTokens } from './one-time-tokens.service';
import { assertAcceptablePassword, hashPassword } from './passwords';
import type { RequestMeta } from './request-meta';
import { revokeUserSessions } from './sessions.service';
import { findUserByEmail, findUserById } from './users.service';

/**
 * Mails a reset link to an active account. Unknown and inactive addresses get the same
 * answer and nothing is sent; the limits count every request alike.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  email: string,
  meta: RequestMeta,
): Promise<void> {
  const now = ctx.now();
  await hitRateLimit(ctx.db, now, RATE_LIMITS.resetMailsPerIp, meta.ip);
  await hitRateLimit(ctx.db, now, RATE_LIMITS.resetMailsPerAddress, email);
  const mailId = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user?.isActive) return undefined;
    // Only the newest link works.
    await voidTokens(tx, now, user.id, 'password_reset');
    const key = await issueToken(tx, now, {
      purpose: 'password_reset',
      userId: user.id,
      ttlSeconds: PASSWORD_RESET_TOKEN_TTL_HOURS * HOUR_SECONDS,
    });
    return queueMail(tx, now, {
      userId: user.id,
      to: user.email,
      template: {
        kind: 'password_reset',
        resetUrl: `${ctx.config.baseUrl}/reset_password?token=${encodeURIComponent(key)}`,
      },
    });
  });
  if (mailId !== undefined) await ctx.mail.dispatch([mailId]);
}

const invalidToken = () =>
  new AppError('validation_failed', ACCOUNT_MESSAGES.resetTokenInvalid, {
    fields: { token: [ACCOUNT_MESSAGES.resetTokenInvalid] },
  });

/**
 * Sets a new password from a reset link. The key is used up, and every session of the
 * account ends (whoever knew the old password is out). Returns the account's id.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: { token: string; password: string },
): Promise<number> {
  const now = ctx.now();
  // Checked before the (slow) hash, and again under a lock in the transaction.
  const peek = await findValidToken(ctx.db, now, 'password_reset', input.token);
  if (!peek) throw invalidToken();
  const owner = await findUserById(ctx.db, peek.userId);
  if (!owner) throw invalidToken();
  assertAcceptablePassword(input.password, owner.email, 'password');
  const passwordHash = await hashPassword(input.password);

  return ctx.db.transaction(async (tx) => {
    const token = await consumeToken(tx, now, 'password_reset', input.token);
    if (!token) throw invalidToken();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, token.userId));
    await voidTokens(tx, now, token.userId, 'password_reset');
    await revokeUserSessions(tx, token.userId);
    return token.userId;
  });
}
