import { companyMembers, type User } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { type AccountSeed, insertAccount } from '../../src/modules/accounts/users.service';

/** A password that passes every rule; tests that need another say so. */
export const TEST_PASSWORD = 'kiseki-test-password-42';

let sequence = 0;

/**
 * An account straight into the database: active, named, agreed to the current terms,
 * unless the overrides say otherwise. Returns the row and its password.
 */
export async function createUser(
  db: Db,
  overrides: Partial<AccountSeed> = {},
  now: Date = new Date(),
): Promise<User & { password: string }> {
  sequence += 1;
  const seed: AccountSeed = {
    email: `user${sequence}@example.jp`,
    password: TEST_PASSWORD,
    displayName: `テスト ユーザー${sequence}`,
    isActive: true,
    isAdmin: false,
    agreedToTerms: true,
    ...overrides,
  };
  const user = await insertAccount(db, now, seed);
  return { ...user, password: seed.password };
}

/**
 * A recruiter account of a company (issue 10): an account like any other, with a
 * membership. Recruiters are named as people are (山田 採用担当), not as engineers.
 */
export async function createRecruiter(
  db: Db,
  companyId: number,
  overrides: Partial<AccountSeed> & { role?: 'admin' | 'recruiter' } = {},
  now: Date = new Date(),
): Promise<User & { password: string; companyId: number; role: 'admin' | 'recruiter' }> {
  const { role = 'recruiter', ...account } = overrides;
  sequence += 1;
  const user = await createUser(
    db,
    {
      email: `recruiter${sequence}@example.co.jp`,
      displayName: `採用担当 ${sequence}`,
      ...account,
    },
    now,
  );
  await db.insert(companyMembers).values({ userId: user.id, companyId, role, createdAt: now });
  return { ...user, companyId, role };
}
