import { count, desc, eq, sql } from 'drizzle-orm';
import { type User, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { toEpochSeconds, toEpochSecondsOrNull } from '../../lib/time';

export const ADMIN_USERS_PAGE_SIZE = 20;

export const toAdminUser = (u: User) => ({
  id: u.id,
  email: u.email,
  display_name: u.displayName,
  is_active: u.isActive,
  is_admin: u.isAdmin,
  created_at: toEpochSeconds(u.createdAt),
  last_login_at: toEpochSecondsOrNull(u.lastLoginAt),
});

/** LIKE wildcards in a search term are matched literally. */
const likeLiteral = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Addresses containing `term`, case-insensitively; served by the trigram index users_email_trgm_idx. */
export const emailContains = (term: string) =>
  sql`lower(${users.email}) like ${`%${likeLiteral(term.toLowerCase())}%`}`;

/** Users whose address contains `email` (case-insensitive), newest first, paged. */
export async function searchUsers(db: Db, query: { email?: string | undefined; page: number }) {
  const term = query.email?.trim();
  const where = term ? emailContains(term) : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const totalCount = Number(total?.n ?? 0);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE);
  return {
    users: rows.map(toAdminUser),
    paging: {
      total_count: totalCount,
      page: query.page,
      max_page: Math.max(1, Math.ceil(totalCount / ADMIN_USERS_PAGE_SIZE)),
    },
  };
}

export async function getUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
