import { SESSION_TTL_DAYS, TERMS_VERSION } from '@kiseki/contract';
import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companyMembers, sessions, termsAgreements, type User, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { addSeconds, DAY_SECONDS } from '../../lib/clock';
import { randomToken, sha256Hex, TOKEN_PATTERN } from '../../lib/secrets';
import { hasAgreedToCurrentTerms } from './users.service';

export const SESSION_TTL_SECONDS = SESSION_TTL_DAYS * DAY_SECONDS;
/** Sliding expiry writes at most this often per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/** The signed-in person as requests see them. */
export interface SessionUser {
  id: number;
  email: string;
  displayName: string | null;
  isActive: boolean;
  isAdmin: boolean;
  buildingStatus: number;
  /** Has agreed to the current terms version (read with the session, not asked again). */
  agreedToCurrentTerms: boolean;
  /** Set for a recruiter account: its company and role there (decision 016). */
  company: SessionCompany | null;
}

export interface SessionCompany {
  id: number;
  role: 'admin' | 'recruiter';
}

export interface CurrentSession {
  /** SHA-256 of the cookie value: the row's id, and what CSRF tokens are bound to. */
  id: string;
  expiresAt: Date;
  /** Set while an admin impersonates `user`. */
  impersonatorId: number | null;
  impersonatorSessionId: string | null;
  impersonationId: number | null;
  user: SessionUser;
}

export const toSessionUser = (
  u: User,
  agreedToCurrentTerms: boolean,
  company: SessionCompany | null,
): SessionUser => ({
  id: u.id,
  email: u.email,
  displayName: u.displayName,
  isActive: u.isActive,
  isAdmin: u.isAdmin,
  buildingStatus: u.buildingStatus,
  agreedToCurrentTerms,
  company,
});

export interface NewSession {
  user: User;
  ip?: string | undefined;
  userAgent?: string | undefined;
  impersonation?: { adminId: number; adminSessionId: string; impersonationId: number };
}

/** A new session row; the returned token goes into the cookie and nowhere else. */
export async function createSession(
  db: Db,
  now: Date,
  input: NewSession,
): Promise<{ token: string; session: CurrentSession }> {
  const token = randomToken();
  const id = sha256Hex(token);
  const expiresAt = addSeconds(now, SESSION_TTL_SECONDS);
  const imp = input.impersonation;
  await db.insert(sessions).values({
    id,
    userId: input.user.id,
    createdAt: now,
    expiresAt,
    ip: input.ip?.slice(0, 64) ?? null,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    impersonatorId: imp?.adminId ?? null,
    impersonatorSessionId: imp?.adminSessionId ?? null,
    impersonationId: imp?.impersonationId ?? null,
  });
  return {
    token,
    session: {
      id,
      expiresAt,
      impersonatorId: imp?.adminId ?? null,
      impersonatorSessionId: imp?.adminSessionId ?? null,
      impersonationId: imp?.impersonationId ?? null,
      user: toSessionUser(
        input.user,
        await hasAgreedToCurrentTerms(db, input.user.id),
        await findCompanyMembership(db, input.user.id),
      ),
    },
  };
}

const adminSessions = alias(sessions, 'admin_sessions');

/**
 * Every signed-in request runs this, so it is one indexed round trip (the sessions primary
 * key, then users and the admin's session by primary key, the terms by their user index),
 * built once per database handle and prepared: on PostgreSQL a named statement is parsed
 * once per connection; on both, Drizzle does not rebuild the query per request.
 */
const sessionLookup = (db: Db) =>
  db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      impersonatorId: sessions.impersonatorId,
      impersonatorSessionId: sessions.impersonatorSessionId,
      impersonationId: sessions.impersonationId,
      adminExpiresAt: adminSessions.expiresAt,
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      isActive: users.isActive,
      isAdmin: users.isAdmin,
      buildingStatus: users.buildingStatus,
      companyId: companyMembers.companyId,
      companyRole: companyMembers.role,
      agreedToCurrentTerms: sql<boolean>`exists (
        select 1 from ${termsAgreements}
        where ${termsAgreements.userId} = ${users.id}
          and ${termsAgreements.version} = ${sql.raw(`'${TERMS_VERSION}'`)}
      )`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminSessions, eq(adminSessions.id, sessions.impersonatorSessionId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('kiseki_find_session');

const preparedLookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/**
 * The live session of a cookie value, or null: unknown, expired, of an inactive account, or
 * an impersonation whose admin session has ended.
 */
export async function findSession(
  db: Db,
  now: Date,
  token: string,
): Promise<CurrentSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ id: sha256Hex(token) });
  if (!row) return null;
  if (row.expiresAt <= now || !row.isActive) return null;
  if (row.impersonatorSessionId && !(row.adminExpiresAt && row.adminExpiresAt > now)) {
    return null;
  }
  return {
    id: row.id,
    expiresAt: row.expiresAt,
    impersonatorId: row.impersonatorId,
    impersonatorSessionId: row.impersonatorSessionId,
    impersonationId: row.impersonationId,
    user: {
      id: row.userId,
      email: row.email,
      displayName: row.displayName,
      isActive: row.isActive,
      isAdmin: row.isAdmin,
      buildingStatus: row.buildingStatus,
      agreedToCurrentTerms: row.agreedToCurrentTerms,
      company:
        row.companyId !== null && row.companyRole !== null
          ? { id: row.companyId, role: row.companyRole }
          : null,
    },
  };
}

/** The company a user recruits for, if any. */
export async function findCompanyMembership(
  db: Db,
  userId: number,
): Promise<SessionCompany | null> {
  const [row] = await db
    .select({ id: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Sliding expiry: pushes the end to 14 days from now, but only when the last push is more
 * than a minute old. An impersonation keeps its admin's session alive with it. Returns the
 * new end, or null when nothing was written.
 */
export async function touchSession(
  db: Db,
  now: Date,
  session: CurrentSession,
  force = false,
): Promise<Date | null> {
  const fresh = addSeconds(now, SESSION_TTL_SECONDS);
  const age = (fresh.getTime() - session.expiresAt.getTime()) / 1000;
  if (!force && age < SESSION_TOUCH_INTERVAL_SECONDS) return null;
  const ids = [
    session.id,
    ...(session.impersonatorSessionId ? [session.impersonatorSessionId] : []),
  ];
  await db.update(sessions).set({ expiresAt: fresh }).where(inArray(sessions.id, ids));
  session.expiresAt = fresh;
  return fresh;
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Signs a person out everywhere, or everywhere but `exceptId`. */
export async function revokeUserSessions(db: Db, userId: number, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)),
        exceptId ? ne(sessions.id, exceptId) : undefined,
      ),
    );
}

/** Daily cleanup. Impersonation sessions of a purged admin session go with it (cascade). */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return rows.length;
}
