import type { User } from '../../src/db/schema';
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
