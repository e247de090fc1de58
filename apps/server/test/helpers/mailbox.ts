import { desc, sql } from 'drizzle-orm';
import { mailOutbox, type OutboxMail } from '../../src/db/schema';
import type { Db } from '../../src/db/types';

/** Outbox rows to an address, newest first. */
export async function mailsTo(db: Db, address: string): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${address})`)
    .orderBy(desc(mailOutbox.id));
}

/** The first link of a mail whose URL matches, as a path with query (for `inject`). */
export function linkPath(mail: OutboxMail, pattern: RegExp): string {
  const url = mail.textBody.match(/https?:\/\/[^\s<>"']+/g)?.find((u) => pattern.test(u));
  if (!url) throw new Error(`no link matching ${pattern} in:\n${mail.textBody}`);
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}
