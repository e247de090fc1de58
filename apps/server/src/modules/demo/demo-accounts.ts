import { inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { insertAccount } from '../accounts/users.service';

/**
 * Two accounts to try the product with. The passwords are public on purpose (printed at
 * start-up, in the README); they pass the password rules. The engineer has not agreed to the
 * 2022-12-09 terms yet, so the terms modal shows at the first sign-in.
 */
export const DEMO_ACCOUNTS = {
  engineer: {
    email: 'demo@kiseki.example.jp',
    password: 'kiseki-demo-2026',
    displayName: '木下 花子',
    isAdmin: false,
    agreedToTerms: false,
  },
  admin: {
    email: 'admin@kiseki.example.jp',
    password: 'kiseki-admin-2026',
    displayName: '管理者',
    isAdmin: true,
    agreedToTerms: true,
  },
} as const;

/** Inserts the demo accounts that are missing; existing ones are left as they are. */
export async function seedDemoAccounts(db: Db, now: Date): Promise<number> {
  let created = 0;
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`);
    if (existing) continue;
    await insertAccount(db, now, { ...account, isActive: true });
    created++;
  }
  return created;
}

/** Deletes the demo accounts (and, by cascade, everything they did) before a reseed. */
export async function deleteDemoAccounts(db: Db): Promise<void> {
  const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
  await db.delete(users).where(inArray(sql`lower(${users.email})`, emails));
}
