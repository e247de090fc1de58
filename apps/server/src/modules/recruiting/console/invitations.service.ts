import {
  COMPANY_CONSOLE_MESSAGES,
  COMPANY_INVITATION_TTL_DAYS,
  COMPANY_PENDING_INVITATIONS_MAX,
  COMPANY_ROLE_LABELS,
  type CompanyInvitationAcceptRequest,
  type CompanyInvitationWire,
  type CompanyRole,
  ERROR_MESSAGES,
} from '@kiseki/contract';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  companies,
  companyInvitations,
  companyMembers,
  type User,
  users,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { addSeconds, DAY_SECONDS } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { randomToken, sha256Hex, TOKEN_PATTERN } from '../../../lib/secrets';
import type { ServiceContext } from '../../../lib/service-context';
import { toEpochSeconds } from '../../../lib/time';
import { assertAcceptablePassword, hashPassword } from '../../accounts/passwords';
import type { RequestMeta } from '../../accounts/request-meta';
import { type CurrentSession, createSession, revokeSession } from '../../accounts/sessions.service';
import { findUserByEmail, recordTermsAgreement, usernameOf } from '../../accounts/users.service';
import { wholeSecond } from '../../jobs/job-pages.service';
import { queueMail } from '../../mail/mail.service';
import { hitRateLimit } from '../../rate-limit/rate-limit.service';
import { RATE_LIMITS, type RateLimitRule } from '../../rate-limit/rate-limit-rules';

/*
 * Recruiters join a company by invitation only: an admin names an address and a role, the
 * address gets a link, and whoever opens it sets a name and password and is signed in as a
 * recruiter of that company. The link's key is random and stored only as its hash, lasts
 * seven days and works once; a newer invitation to the same address replaces the older.
 *
 * The invitation never says whether the address is registered: an admin could otherwise
 * probe which addresses belong to engineers on the service. Only the person holding the
 * link learns, on accepting, that their engineer address cannot become a recruiter.
 */

const M = COMPANY_CONSOLE_MESSAGES;
const TTL_SECONDS = COMPANY_INVITATION_TTL_DAYS * DAY_SECONDS;
const HOUR = 60 * 60;

/**
 * Invitation mails go to addresses the company types: bounded per company (a team is not
 * invited by the hundred in an hour) and per address (no mail bombing through companies).
 */
export const INVITATION_RATE_LIMITS = {
  perCompany: {
    name: 'company-invite-company',
    limit: 30,
    windowSeconds: HOUR,
    message: M.invitationRateLimited,
  },
  perAddress: {
    name: 'company-invite-address',
    limit: 5,
    windowSeconds: HOUR,
    message: M.invitationRateLimited,
  },
} as const satisfies Record<string, RateLimitRule>;

const sameAddress = (email: string) =>
  sql`lower(${companyInvitations.email}) = lower(${email.trim()})`;
const pendingAt = (now: Date) =>
  and(isNull(companyInvitations.acceptedAt), gt(companyInvitations.expiresAt, now));

const toWire = (row: {
  id: number;
  email: string;
  role: CompanyRole;
  createdAt: Date;
  expiresAt: Date;
  inviterName: string | null;
  inviterEmail: string | null;
}): CompanyInvitationWire => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by_name:
    row.inviterEmail === null
      ? null
      : usernameOf({ displayName: row.inviterName, email: row.inviterEmail }),
  created_at: toEpochSeconds(row.createdAt),
  expires_at: toEpochSeconds(row.expiresAt),
});

const invitationColumns = {
  id: companyInvitations.id,
  email: companyInvitations.email,
  role: companyInvitations.role,
  createdAt: companyInvitations.createdAt,
  expiresAt: companyInvitations.expiresAt,
  inviterName: users.displayName,
  inviterEmail: users.email,
};

/**
 * POST /api/company/invitations (admin): records the invitation and mails its link. An
 * address already on the team is refused (the team list shows it anyway); any other
 * address is invited alike, registered or not.
 */
export async function inviteRecruiter(
  ctx: ServiceContext,
  inviter: { userId: number; companyId: number },
  input: { email: string; role: CompanyRole },
): Promise<CompanyInvitationWire> {
  const now = wholeSecond(ctx.now());
  const email = input.email.trim();
  await hitRateLimit(ctx.db, now, INVITATION_RATE_LIMITS.perCompany, String(inviter.companyId));
  await hitRateLimit(ctx.db, now, INVITATION_RATE_LIMITS.perAddress, email);

  const { invitation, mailId } = await ctx.db.transaction(async (tx) => {
    // The company row is the lock that keeps two admins' invitations in line (count, replace).
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, inviter.companyId))
      .for('update');
    if (!company) throw new AppError('not_found');

    const [member] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, inviter.companyId),
          sql`lower(${users.email}) = lower(${email})`,
        ),
      )
      .limit(1);
    if (member) {
      throw new AppError('conflict', M.alreadyMember, { fields: { email: [M.alreadyMember] } });
    }

    // Only the newest link to an address works.
    await tx
      .update(companyInvitations)
      .set({ expiresAt: now })
      .where(
        and(
          eq(companyInvitations.companyId, inviter.companyId),
          sameAddress(email),
          pendingAt(now),
        ),
      );
    const [pending] = await tx
      .select({ n: count() })
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, inviter.companyId), pendingAt(now)));
    if ((pending?.n ?? 0) >= COMPANY_PENDING_INVITATIONS_MAX) {
      throw new AppError('conflict', M.tooManyPendingInvitations);
    }

    const key = randomToken();
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: inviter.companyId,
        email,
        role: input.role,
        tokenHash: sha256Hex(key),
        invitedBy: inviter.userId,
        createdAt: now,
        expiresAt: addSeconds(now, TTL_SECONDS),
      })
      .returning({ id: companyInvitations.id });
    const [saved] = await tx
      .select(invitationColumns)
      .from(companyInvitations)
      .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
      .where(eq(companyInvitations.id, row!.id));
    const wire = toWire(saved!);

    const queued = await queueMail(tx, now, {
      userId: null,
      to: email,
      template: {
        kind: 'company_invitation',
        companyName: company.name,
        inviterName: wire.invited_by_name,
        roleLabel: COMPANY_ROLE_LABELS[input.role],
        acceptUrl: `${ctx.config.baseUrl}/company/invitation?token=${encodeURIComponent(key)}`,
        expiresInDays: COMPANY_INVITATION_TTL_DAYS,
      },
    });
    return { invitation: wire, mailId: queued };
  });
  await ctx.mail.dispatch([mailId]);
  return invitation;
}

/** GET /api/company/invitations (admin): invitations not yet accepted nor expired, newest first. */
export async function listPendingInvitations(
  ctx: ServiceContext,
  companyId: number,
): Promise<CompanyInvitationWire[]> {
  const rows = await ctx.db
    .select(invitationColumns)
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.companyId, companyId), pendingAt(ctx.now())))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
  return rows.map(toWire);
}

/** DELETE /api/company/invitations/{id} (admin): the link stops working; the row stays. */
export async function revokeInvitation(
  ctx: ServiceContext,
  companyId: number,
  invitationId: number,
): Promise<void> {
  const now = wholeSecond(ctx.now());
  const revoked = await ctx.db
    .update(companyInvitations)
    .set({ expiresAt: now })
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.companyId, companyId),
        pendingAt(now),
      ),
    )
    .returning({ id: companyInvitations.id });
  if (revoked.length === 0) throw new AppError('not_found', M.invitationNotFound);
}

/** The invitation of a key while it can still be accepted, else undefined. */
async function findValidInvitation(
  db: Db,
  now: Date,
  key: string,
  options: { forUpdate?: boolean } = {},
) {
  if (!TOKEN_PATTERN.test(key)) return undefined;
  const query = db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      email: companyInvitations.email,
      role: companyInvitations.role,
      expiresAt: companyInvitations.expiresAt,
      acceptedAt: companyInvitations.acceptedAt,
      companyName: companies.name,
      companyLogoUrl: companies.logoUrl,
      companyLogoColor: companies.logoColor,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, sha256Hex(key)));
  const [row] = options.forUpdate
    ? await query.for('update', { of: companyInvitations })
    : await query;
  if (!row || row.acceptedAt !== null || row.expiresAt <= now) return undefined;
  return row;
}

/** GET /api/company/invitations/{token} (anyone holding the link): what the accept screen shows. */
export async function previewInvitation(ctx: ServiceContext, key: string) {
  const row = await findValidInvitation(ctx.db, ctx.now(), key);
  if (!row) throw new AppError('not_found', M.invitationInvalid);
  return {
    invitation: {
      company: {
        id: row.companyId,
        name: row.companyName,
        logo_url: row.companyLogoUrl,
        logo_color: row.companyLogoColor,
      },
      email: row.email,
      role: row.role,
      expires_at: toEpochSeconds(row.expiresAt),
    },
  };
}

const invalidToken = () =>
  new AppError('validation_failed', M.invitationInvalid, {
    fields: { token: [M.invitationInvalid] },
  });

/** Why an address that has an account cannot take the invitation. */
async function refusalFor(tx: Db, user: User): Promise<AppError> {
  const [membership] = await tx
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, user.id))
    .limit(1);
  return new AppError('conflict', membership ? M.emailIsRecruiter : M.emailIsEngineer);
}

/**
 * POST /api/company/invitations/accept: makes the recruiter account of the invited address
 * (active at once: opening the mailed link proved the address), with the terms agreed, the
 * membership, and a new session, all in one transaction; the invitation is used up. An
 * address that has an account already, engineer or recruiter, is refused: an engineer's
 * account never becomes a company's (decision 016), and a recruiter has a company.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  input: CompanyInvitationAcceptRequest,
  meta: RequestMeta & { previousSessionId: string | undefined },
): Promise<{ token: string; session: CurrentSession }> {
  const now = wholeSecond(ctx.now());
  await hitRateLimit(ctx.db, now, RATE_LIMITS.signupsPerIp, meta.ip);
  // Checked before the (slow) hash, and again under a lock in the transaction.
  const peek = await findValidInvitation(ctx.db, now, input.token);
  if (!peek) throw invalidToken();
  assertAcceptablePassword(input.password, peek.email, 'password');
  const passwordHash = await hashPassword(input.password);

  return ctx.db.transaction(async (tx) => {
    const invitation = await findValidInvitation(tx, now, input.token, { forUpdate: true });
    if (!invitation) throw invalidToken();
    const existing = await findUserByEmail(tx, invitation.email);
    if (existing) throw await refusalFor(tx, existing);
    // Two invitations to one address accepted at the same moment: the unique index on
    // lower(email) lets one insert through; the other finds the account and is refused.
    const [user] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        passwordHash,
        displayName: input.display_name,
        isActive: true,
        activatedAt: now,
        lastLoginAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) {
      const winner = await findUserByEmail(tx, invitation.email);
      throw winner
        ? await refusalFor(tx, winner)
        : new AppError('conflict', ERROR_MESSAGES.conflict);
    }
    await recordTermsAgreement(tx, user.id, now);
    await tx.insert(companyMembers).values({
      userId: user.id,
      companyId: invitation.companyId,
      role: invitation.role,
      createdAt: now,
    });
    await tx
      .update(companyInvitations)
      .set({ acceptedAt: now })
      .where(eq(companyInvitations.id, invitation.id));
    if (meta.previousSessionId) await revokeSession(tx, meta.previousSessionId);
    return createSession(tx, now, { user, ip: meta.ip, userAgent: meta.userAgent });
  });
}

/** GET /api/company/members: the company's recruiters, admins first, then by joining. */
export async function listMembers(db: Db, companyId: number, selfId: number) {
  const rows = await db
    .select({
      userId: users.id,
      displayName: users.displayName,
      email: users.email,
      role: companyMembers.role,
      joinedAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(
      sql`${companyMembers.role} = 'admin' desc`,
      asc(companyMembers.createdAt),
      asc(users.id),
    );
  return rows.map((r) => ({
    user_id: r.userId,
    display_name: usernameOf(r),
    email: r.email,
    role: r.role,
    joined_at: toEpochSeconds(r.joinedAt),
    is_self: r.userId === selfId,
  }));
}
