import { ACTIVATION_KEY_TTL_HOURS, type SignupRequest } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { HOUR_SECONDS } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { queueMail } from '../mail/mail.service';
import { hitRateLimit } from '../rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { consumeToken, issueToken, voidTokens } from './one-time-tokens.service';
import { assertAcceptablePassword, hashPassword } from './passwords';
import type { RequestMeta } from './request-meta';
import { type CurrentSession, createSession, revokeSession } from './sessions.service';
import { findUserByEmail, findUserById, recordTermsAgreement } from './users.service';

/**
 * Sign-up. The answer is the same whether or not the address is registered: a new address
 * gets an activation link, a registered one a mail saying so. The password is hashed in
 * both cases so the answer time does not tell either.
 */
export async function signUp(
  ctx: ServiceContext,
  input: SignupRequest,
  meta: RequestMeta,
): Promise<void> {
  assertAcceptablePassword(input.password, input.email, 'password');
  const now = ctx.now();
  await hitRateLimit(ctx.db, now, RATE_LIMITS.signupsPerIp, meta.ip);
  await hitRateLimit(ctx.db, now, RATE_LIMITS.signupsPerAddress, input.email);
  const passwordHash = await hashPassword(input.password);
  const link = (path: string) => `${ctx.config.baseUrl}${path}`;

  const mailId = await ctx.db.transaction(async (tx) => {
    // Concurrent sign-ups of one address: the insert that loses waits on the unique index,
    // then finds nothing inserted and takes the existing-account path below.
    const [inserted] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    const user = inserted ?? (await findUserByEmail(tx, input.email, { forUpdate: true }));
    if (!user) throw new AppError('conflict');

    if (user.isActive) {
      return queueMail(tx, now, {
        userId: user.id,
        to: user.email,
        template: {
          kind: 'already_registered',
          loginUrl: link('/login'),
          resetUrl: link('/reset_password/send_email_address'),
        },
      });
    }
    if (!inserted) {
      // Registered but never activated: the newest sign-up wins (its password, its link),
      // since only the mailbox's owner can open the link.
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      await voidTokens(tx, now, user.id, 'activation');
    }
    await recordTermsAgreement(tx, user.id, now);
    const key = await issueToken(tx, now, {
      purpose: 'activation',
      userId: user.id,
      ttlSeconds: ACTIVATION_KEY_TTL_HOURS * HOUR_SECONDS,
    });
    return queueMail(tx, now, {
      userId: user.id,
      to: user.email,
      template: { kind: 'activation', activationUrl: link(`/activation/${key}`) },
    });
  });
  await ctx.mail.dispatch([mailId]);
}

/**
 * Opens an activation link: activates the account and signs it in with a new session (the
 * browser's previous one, if any, is revoked). Undefined for an unknown, used or expired key.
 */
export async function activateAccount(
  ctx: ServiceContext,
  key: string,
  meta: RequestMeta & { previousSessionId: string | undefined },
): Promise<{ token: string; session: CurrentSession } | undefined> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const token = await consumeToken(tx, now, 'activation', key);
    if (!token) return undefined;
    const user = await findUserById(tx, token.userId, { forUpdate: true });
    if (!user || user.isActive) return undefined;
    const [active] = await tx
      .update(users)
      .set({ isActive: true, activatedAt: now, lastLoginAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (meta.previousSessionId) await revokeSession(tx, meta.previousSessionId);
    return createSession(tx, now, { user: active!, ip: meta.ip, userAgent: meta.userAgent });
  });
}

/** Sign-up step 3: the display name, which also ends the setup page. */
export async function saveDisplayName(
  ctx: ServiceContext,
  userId: number,
  displayName: string,
): Promise<void> {
  await ctx.db.update(users).set({ displayName, updatedAt: ctx.now() }).where(eq(users.id, userId));
}
