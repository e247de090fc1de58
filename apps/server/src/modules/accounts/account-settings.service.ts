import { ACCOUNT_MESSAGES, EMAIL_CHANGE_KEY_TTL_HOURS } from '@kiseki/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { HOUR_SECONDS } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/rows';
import type { ServiceContext } from '../../lib/service-context';
import { queueMail } from '../mail/mail.service';
import { hitRateLimit } from '../rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { assertPasswordOf } from './login.service';
import { consumeToken, issueToken, voidTokens } from './one-time-tokens.service';
import { assertAcceptablePassword, hashPassword } from './passwords';
import type { RequestMeta } from './request-meta';
import { type CurrentSession, createSession, revokeUserSessions } from './sessions.service';
import { findUserById } from './users.service';

async function ownUser(ctx: ServiceContext, session: CurrentSession) {
  const user = await findUserById(ctx.db, session.user.id);
  if (!user) throw new AppError('unauthenticated', undefined, { loginUrl: '/login' });
  return user;
}

const fieldError = (field: string, message: string) =>
  new AppError('validation_failed', undefined, { fields: { [field]: [message] } });

async function emailTakenByOther(ctx: ServiceContext, email: string, userId: number) {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
  return row !== undefined;
}

/**
 * Starts an email change: after the password, a confirmation link goes to the new address.
 * Nothing changes until that link is opened. A taken address is refused here (the caller is
 * signed in, knows the password, and is limited to a few tries an hour).
 */
export async function requestEmailChange(
  ctx: ServiceContext,
  session: CurrentSession,
  input: { new_email: string; password: string },
): Promise<void> {
  const now = ctx.now();
  await hitRateLimit(ctx.db, now, RATE_LIMITS.emailChangeMailsPerUser, String(session.user.id));
  const user = await ownUser(ctx, session);
  await assertPasswordOf(ctx, user, input.password, 'password');
  if (input.new_email.toLowerCase() === user.email.toLowerCase()) {
    throw fieldError('new_email', ACCOUNT_MESSAGES.sameEmail);
  }
  if (await emailTakenByOther(ctx, input.new_email, user.id)) {
    throw fieldError('new_email', ACCOUNT_MESSAGES.emailTaken);
  }
  const mailId = await ctx.db.transaction(async (tx) => {
    await voidTokens(tx, now, user.id, 'email_change');
    const key = await issueToken(tx, now, {
      purpose: 'email_change',
      userId: user.id,
      ttlSeconds: EMAIL_CHANGE_KEY_TTL_HOURS * HOUR_SECONDS,
      newEmail: input.new_email,
    });
    return queueMail(tx, now, {
      userId: user.id,
      to: input.new_email,
      template: {
        kind: 'email_change_confirm',
        confirmUrl: `${ctx.config.baseUrl}/email_activation/${key}`,
        newEmail: input.new_email,
      },
    });
  });
  await ctx.mail.dispatch([mailId]);
}

/**
 * Opens an email-change link: switches the address if it is still free, and tells the old
 * address. False for an unknown, used or expired key, or an address taken meanwhile.
 */
export async function applyEmailChange(ctx: ServiceContext, key: string): Promise<boolean> {
  const now = ctx.now();
  let mailId: number | undefined;
  try {
    mailId = await ctx.db.transaction(async (tx) => {
      const token = await consumeToken(tx, now, 'email_change', key);
      if (!token?.newEmail) return undefined;
      const user = await findUserById(tx, token.userId, { forUpdate: true });
      if (!user) return undefined;
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${token.newEmail})`, ne(users.id, user.id)));
      if (taken) return undefined;
      await tx
        .update(users)
        .set({ email: token.newEmail, updatedAt: now })
        .where(eq(users.id, user.id));
      return queueMail(tx, now, {
        userId: user.id,
        to: user.email,
        template: {
          kind: 'email_changed',
          newEmail: token.newEmail,
          resetUrl: `${ctx.config.baseUrl}/reset_password/send_email_address`,
        },
      });
    });
  } catch (err) {
    // Another account took the address between our check and the update.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
  if (mailId === undefined) return false;
  await ctx.mail.dispatch([mailId]);
  return true;
}

/**
 * Changes the password: every other session ends and this one gets a new id, so a session
 * stolen before the change is worthless after it.
 */
export async function changePassword(
  ctx: ServiceContext,
  session: CurrentSession,
  input: { current_password: string; new_password: string },
  meta: RequestMeta,
) {
  const user = await ownUser(ctx, session);
  await assertPasswordOf(ctx, user, input.current_password, 'current_password');
  assertAcceptablePassword(input.new_password, user.email, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await revokeUserSessions(tx, user.id);
    await voidTokens(tx, now, user.id, 'password_reset');
    return createSession(tx, now, { user: updated!, ip: meta.ip, userAgent: meta.userAgent });
  });
}

/**
 * Deletes the account and everything that hangs off it (sessions, keys, agreements, mails:
 * foreign keys cascade). Impersonation audits keep their rows, with the email snapshot.
 */
export async function deleteAccount(
  ctx: ServiceContext,
  session: CurrentSession,
  input: { password: string },
): Promise<void> {
  const user = await ownUser(ctx, session);
  await assertPasswordOf(ctx, user, input.password, 'password');
  await ctx.db.delete(users).where(eq(users.id, user.id));
}
