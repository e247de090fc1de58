import { type SQL, sql } from 'drizzle-orm';

/**
 * A literal SQL list of constants for CHECK constraints, so the allowed values come from
 * @kiseki/contract and a change there shows up as a generated migration. Only ever called
 * with compile-time constants; quotes are doubled anyway.
 */
export const sqlTextList = (values: readonly string[]): SQL =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

export const sqlNumberList = (values: readonly number[]): SQL =>
  sql.raw(values.map((v) => String(Math.trunc(v))).join(', '));
