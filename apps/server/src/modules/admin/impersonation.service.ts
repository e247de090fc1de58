import { ACCOUNT_MESSAGES } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { impersonations, sessions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import type { RequestMeta } from '../accounts/request-meta';
import { type CurrentSession, createSession, revokeSession } from '../accounts/sessions.service';
import { findUserById } from '../accounts/users.service';

/**
 * An admin becomes `targetId` in this browser: a new session for the target that names the
 * admin and the admin's own session (kept, without a cookie, to return to), and an audit row.
 */
export async function startImpersonation(
  ctx: ServiceContext,
  admin: CurrentSession,
  targetId: number,
  meta: RequestMeta,
): Promise<{ token: string; session: CurrentSession }> {
  const target = await findUserById(ctx.db, targetId);
  if (!target) throw new AppError('not_found');
  if (target.id === admin.user.id) {
    throw new AppError('forbidden', ACCOUNT_MESSAGES.impersonateSelfForbidden);
  }
  if (target.isAdmin) throw new AppError('forbidden', ACCOUNT_MESSAGES.impersonateAdminForbidden);
  if (!target.isActive) {
    throw new AppError('conflict', ACCOUNT_MESSAGES.impersonateInactiveForbidden);
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [audit] = await tx
      .insert(impersonations)
      .values({
        adminId: admin.user.id,
        adminEmail: admin.user.email,
        targetId: target.id,
        targetEmail: target.email,
        startedAt: now,
        ip: meta.ip.slice(0, 64),
      })
      .returning({ id: impersonations.id });
    return createSession(tx, now, {
      user: target,
      ip: meta.ip,
      userAgent: meta.userAgent,
      impersonation: {
        adminId: admin.user.id,
        adminSessionId: admin.id,
        impersonationId: audit!.id,
      },
    });
  });
}

/**
 * Ends an impersonation: the audit row gets `ended_at`, the target's session goes, and the
 * admin is signed back in with a new id for their remembered session. Undefined when that
 * session has meanwhile ended (the browser is then signed out).
 */
export async function stopImpersonation(
  ctx: ServiceContext,
  session: CurrentSession,
  meta: RequestMeta,
): Promise<{ token: string; session: CurrentSession } | undefined> {
  if (session.impersonatorSessionId === null) {
    throw new AppError('conflict', ACCOUNT_MESSAGES.notImpersonating);
  }
  const adminSessionId = session.impersonatorSessionId;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (session.impersonationId !== null) {
      await tx
        .update(impersonations)
        .set({ endedAt: now })
        .where(eq(impersonations.id, session.impersonationId));
    }
    await revokeSession(tx, session.id);
    const [adminSession] = await tx.select().from(sessions).where(eq(sessions.id, adminSessionId));
    await revokeSession(tx, adminSessionId);
    if (!adminSession || adminSession.expiresAt <= now) return undefined;
    const admin = await findUserById(tx, adminSession.userId);
    if (!admin?.isActive || !admin.isAdmin) return undefined;
    return createSession(tx, now, { user: admin, ip: meta.ip, userAgent: meta.userAgent });
  });
}
