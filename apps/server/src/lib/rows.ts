/**
 * The one row a statement must give (an insert's RETURNING, a count). Its absence is a bug,
 * not a user error, so it throws an ordinary Error (a 500 in the error shape).
 */
export function single<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`expected one row: ${what}`);
  return row;
}

/** A unique index refused the row (PostgreSQL 23505, raw or wrapped by Drizzle). */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
};
