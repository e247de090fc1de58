import { INTEREST_MESSAGES } from '@kiseki/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userBlockedCompanies, userJobSettings, users } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import { UNNAMED_CANDIDATE } from '../candidates/candidate-summaries';
import { visibleCandidate } from '../candidates/candidate-visibility';

/*
 * Whom a company may act on (interest, career-update requests) and list: the people it may
 * see at all, by the one rule of the engineer search and candidate pages (candidate-visibility:
 * active engineers, not blocking the company, NO_JOB_CHANGE only with a public portfolio), so
 * no path reaches a person another path hides. Anyone else does not exist for the company:
 * every refusal is the same 404 with the same words.
 */

/** The condition on the `users` table of a query: the company may see this person. */
export const visibleToCompany = (companyId: number): SQL =>
  visibleCandidate(companyId, sql`${users}`);

/** The condition "the person has not blocked the company"; for rows that name a person. */
export const notBlockingCompany = (userId: AnyPgColumn | SQL, companyId: number): SQL =>
  sql`not exists (select 1 from ${userBlockedCompanies} where ${userBlockedCompanies.userId} = ${userId} and ${userBlockedCompanies.companyId} = ${companyId})`;

/** The name companies see: the scouting name, else the account's, as the candidate pages. */
export const nameShownToCompanies = (
  scoutingName: string | null,
  accountName: string | null,
): string => scoutingName || accountName || UNNAMED_CANDIDATE;

/**
 * The email is read only for the mail the action sends; it never reaches a recruiter.
 */
export interface ReachableCandidate {
  id: number;
  email: string;
  displayName: string;
}

/**
 * The person, or 404. With `lock`, the person's row is locked until the transaction ends, so
 * two requests of one company about one person (two tabs, a double click) take turns.
 */
export async function findReachableCandidate(
  db: Db,
  companyId: number,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<ReachableCandidate> {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      accountName: users.displayName,
      scoutingName: userJobSettings.displayName,
    })
    .from(users)
    .leftJoin(userJobSettings, eq(userJobSettings.userId, users.id))
    .where(and(eq(users.id, userId), visibleToCompany(companyId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: users }) : await query;
  if (!row) throw new AppError('not_found', INTEREST_MESSAGES.candidateNotFound);
  return {
    id: row.id,
    email: row.email,
    displayName: nameShownToCompanies(row.scoutingName, row.accountName),
  };
}
