import { TERMS_VERSION } from '@kiseki/contract';
import { and, eq, sql } from 'drizzle-orm';
import { termsAgreements, type User, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { hashPassword } from './passwords';

/** Case-insensitive, through the unique index on lower(email). */
export async function findUserByEmail(
  db: Db,
  email: string,
  options: { forUpdate?: boolean } = {},
): Promise<User | undefined> {
  const query = db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findUserById(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<User | undefined> {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function hasAgreedToCurrentTerms(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: termsAgreements.id })
    .from(termsAgreements)
    .where(and(eq(termsAgreements.userId, userId), eq(termsAgreements.version, TERMS_VERSION)))
    .limit(1);
  return row !== undefined;
}

/** Records agreement to the current terms, once per version; the history keeps each one. */
export async function recordTermsAgreement(db: Db, userId: number, now: Date): Promise<void> {
  if (await hasAgreedToCurrentTerms(db, userId)) return;
  await db.insert(termsAgreements).values({ userId, version: TERMS_VERSION, agreedAt: now });
}

export interface AccountSeed {
  email: string;
  password: string;
  displayName?: string | null;
  isActive?: boolean;
  isAdmin?: boolean;
  /** Record agreement to the current terms version. */
  agreedToTerms?: boolean;
}

/**
 * An account made directly (admin CLI, demo seed, tests), not through the sign-up mail.
 * The caller has checked the password rules where they matter.
 */
export async function insertAccount(db: Db, now: Date, seed: AccountSeed): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      email: seed.email.trim(),
      passwordHash: await hashPassword(seed.password),
      displayName: seed.displayName ?? null,
      isActive: seed.isActive ?? true,
      isAdmin: seed.isAdmin ?? false,
      activatedAt: (seed.isActive ?? true) ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (seed.agreedToTerms) await recordTermsAgreement(db, user!.id, now);
  return user!;
}

/** What auth info calls the person: the display name, else the address's local part. */
export const usernameOf = (user: { displayName: string | null; email: string }): string =>
  user.displayName ?? user.email.split('@')[0] ?? user.email;
