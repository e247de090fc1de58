import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { users } from '../../db/schema';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts';
import { resetDemoWorld, seedDemoWorld } from './demo-seed.service';

describe('demo accounts', () => {
  let h: TestApp;
  const db = () => h.t.database.db;
  beforeAll(async () => {
    h = await createTestApp();
    await seedDemoWorld(db(), { companyCount: 3, jobDescriptionCount: 6 });
  });
  afterAll(async () => h.close());

  it('seeds an engineer who still has to agree to the terms, and an admin', async () => {
    const engineer = new TestClient(h.app);
    await engineer.signIn(DEMO_ACCOUNTS.engineer.email, DEMO_ACCOUNTS.engineer.password);
    expect((await engineer.get('/api/auth/')).json().auth_info).toMatchObject({
      username: '木下 花子',
      is_admin: false,
      is_need_terms_agreement: true,
      is_show_accounts_setup_page: false,
    });
    const admin = new TestClient(h.app, '203.0.113.99');
    await admin.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect((await admin.get('/api/auth/')).json().auth_info).toMatchObject({
      is_admin: true,
      is_need_terms_agreement: false,
    });
  });

  it('is idempotent, and a reset restores the demo accounts but keeps everyone else', async () => {
    expect(await seedDemoAccounts(db(), new Date())).toBe(0);
    const person = await createUser(db());
    await db()
      .update(users)
      .set({ displayName: '変更後' })
      .where(eq(users.email, DEMO_ACCOUNTS.engineer.email));
    await resetDemoWorld(db(), { companyCount: 3, jobDescriptionCount: 6 });
    const [engineer] = await db()
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.engineer.email));
    expect(engineer!.displayName).toBe('木下 花子');
    expect(await db().select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
  });
});
