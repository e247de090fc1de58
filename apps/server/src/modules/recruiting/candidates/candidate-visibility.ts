import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';

/*
 * Who a company may see as a candidate: one rule for the search, the candidate page and
 * everything recorded from them, so no path shows a person another path hides.
 *
 * - Only engineers' active accounts: never a recruiter (a company member), an operator
 *   (is_admin) or an account that is not active.
 * - A person who blocked the company does not exist for it (the same 404 as an unknown id).
 * - NO_JOB_CHANGE ("not changing jobs") hides the person from every company unless their
 *   portfolio is public (public_settings.is_open): people who publish their portfolio to
 *   anyone have chosen to be seen; the others said they do not want to hear from
 *   companies, and a scouting tool must not treat that as an invitation. People who never
 *   chose a level are shown (nothing they said asks to be hidden).
 */
export function visibleCandidate(companyId: number, u: SQL = sql`u`): SQL {
  // Each rule is one NOT EXISTS, the NO_JOB_CHANGE one with its exception inside, so the
  // planner joins the search's thousands of people against each set once (anti-joins). As
  // "not exists … or exists …" it could only test them person by person, and costed that
  // so high that PostgreSQL compiled the query (JIT) on every search.
  return sql`(${u}.is_active and not ${u}.is_admin
    and not exists (select 1 from company_members m where m.user_id = ${u}.id)
    and not exists (select 1 from user_blocked_companies b
      where b.user_id = ${u}.id and b.company_id = ${companyId})
    and not exists (select 1 from user_job_settings h
      where h.user_id = ${u}.id and h.hirability_level = 'NO_JOB_CHANGE'
        and not exists (select 1 from public_settings ps
          where ps.user_id = h.user_id and ps.is_open)))`;
}

export async function isVisibleCandidate(
  db: Db,
  companyId: number,
  userId: number,
): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 as found from users u where u.id = ${userId} and ${visibleCandidate(companyId)}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
