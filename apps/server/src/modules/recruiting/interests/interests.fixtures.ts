import { and, eq } from 'drizzle-orm';
import { mailOutbox, userBlockedCompanies } from '../../../db/schema';
import type { Db } from '../../../db/types';

/* Test fixtures of the interest and career-request tests. */

export { setMailSetting } from './mail-settings';

export const mailsTo = (db: Db, userId: number, kind: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.id);

export const blockCompany = (db: Db, userId: number, companyId: number) =>
  db.insert(userBlockedCompanies).values({ userId, companyId });
