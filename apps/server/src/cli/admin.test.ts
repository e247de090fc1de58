import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { TestClient } from '../../test/helpers/client';
import { users } from '../db/schema';
import { runAdminCli } from './admin';
import { UsageError } from './flags';

describe('npm run admin -- create EMAIL [--password P]', () => {
  let h: TestApp;
  const db = () => h.t.database.db;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('creates an active admin with a generated password it prints once', async () => {
    const out = await runAdminCli(['create', 'ops@kiseki.example.jp'], db());
    const password = /password: (\S+)/.exec(out)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [row] = await db().select().from(users).where(eq(users.email, 'ops@kiseki.example.jp'));
    expect(row).toMatchObject({ isAdmin: true, isActive: true });
    const c = new TestClient(h.app);
    await c.signIn('ops@kiseki.example.jp', password!);
    expect((await c.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('takes a chosen password, checked against the password rules', async () => {
    await expect(
      runAdminCli(['create', 'weak@kiseki.example.jp', '--password', 'password123'], db()),
    ).rejects.toThrow('よく使われている');
    await expect(
      runAdminCli(['create', 'short@kiseki.example.jp', '--password=abc'], db()),
    ).rejects.toThrow('8文字以上');
    const out = await runAdminCli(
      ['create', 'chosen@kiseki.example.jp', '--password', 'chosen-admin-pass-1'],
      db(),
    );
    expect(out).not.toContain('chosen-admin-pass-1');
    await new TestClient(h.app).signIn('chosen@kiseki.example.jp', 'chosen-admin-pass-1');
  });

  it('promotes an existing account without touching its password', async () => {
    const user = await createUser(db(), { isActive: false });
    const out = await runAdminCli(['create', user.email.toUpperCase()], db());
    expect(out).toContain('is now an admin');
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isAdmin: true, isActive: true, passwordHash: user.passwordHash });
  });

  it('explains its usage on bad arguments', async () => {
    for (const argv of [
      [],
      ['delete', 'a@example.jp'],
      ['create'],
      ['create', 'not-an-email'],
      ['create', 'a@example.jp', '--password'],
      ['create', 'a@example.jp', '--bogus'],
    ]) {
      await expect(runAdminCli(argv, db()), JSON.stringify(argv)).rejects.toBeInstanceOf(
        UsageError,
      );
    }
  });
});
