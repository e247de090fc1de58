import { createHmac } from 'node:crypto';
import { ACCOUNT_MESSAGES, TERMS_VERSION } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { type TestClock, testClock } from '../../../test/helpers/clock';
import { sessions, termsAgreements } from '../../db/schema';

const hmac = (key: string, value: string) => createHmac('sha256', key).update(value).digest('hex');

describe('auth info and the terms agreement', () => {
  let h: TestApp;
  let clock: TestClock;
  const db = () => h.t.database.db;

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('describes the signed-in person exactly as the contract says', async () => {
    const user = await createUser(db(), { displayName: '佐藤 一郎', agreedToTerms: true });
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    const res = await c.get('/api/auth/');
    expect(res.statusCode).toBe(200);
    const secret = h.app.config.secretKey;
    expect(res.json()).toEqual({
      auth_info: {
        userid: user.id,
        username: '佐藤 一郎',
        email: user.email,
        is_hijacked: false,
        is_admin: false,
        building_status: 0,
        sns_relation_list: [],
        is_show_accounts_setup_page: false,
        is_need_terms_agreement: false,
        hash: hmac(secret, user.email),
        chat_support_user_id: `kiseki-${user.id}`,
        chat_support_user_hash: hmac(secret, `kiseki-${user.id}`),
        company: null,
      },
    });
  });

  it('names a person without a display name by the local part of the address', async () => {
    const user = await createUser(db(), { email: 'kenji.tanaka@example.jp', displayName: null });
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    const info = (await c.get('/api/auth/')).json().auth_info;
    expect(info.username).toBe('kenji.tanaka');
    expect(info.is_show_accounts_setup_page).toBe(true);
  });

  it('asks for the 2022-12-09 terms until agreed, and records version and time', async () => {
    const user = await createUser(db(), { agreedToTerms: false });
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    expect((await c.get('/api/auth/')).json().auth_info.is_need_terms_agreement).toBe(true);

    const res = await c.put('/api/terms_agreement/', { agreed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      is_need_terms_agreement: false,
      login_status: { logged_in: true },
    });
    expect((await c.get('/api/auth/')).json().auth_info.is_need_terms_agreement).toBe(false);
    const rows = await db()
      .select()
      .from(termsAgreements)
      .where(eq(termsAgreements.userId, user.id));
    expect(rows).toEqual([
      expect.objectContaining({ version: TERMS_VERSION, agreedAt: clock.now() }),
    ]);
    // Agreeing again keeps one record of that version.
    await c.put('/api/terms_agreement/', { agreed: true });
    expect(
      await db().select().from(termsAgreements).where(eq(termsAgreements.userId, user.id)),
    ).toHaveLength(1);
  });

  it('still asks when only an older version was agreed to', async () => {
    const user = await createUser(db(), { agreedToTerms: false });
    await db()
      .insert(termsAgreements)
      .values({ userId: user.id, version: '2020-04-01', agreedAt: clock.now() });
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    expect((await c.get('/api/auth/')).json().auth_info.is_need_terms_agreement).toBe(true);
  });

  it('signs out a person who declines the terms', async () => {
    const user = await createUser(db(), { agreedToTerms: false });
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    const res = await c.put('/api/terms_agreement/', { agreed: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      is_need_terms_agreement: true,
      login_status: { logged_in: false },
    });
    expect(c.sessionId).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await db().select().from(termsAgreements).where(eq(termsAgreements.userId, user.id)),
    ).toEqual([]);
  });

  it('validates, needs a session and the CSRF header', async () => {
    const visitor = new TestClient(h.app);
    expect((await visitor.put('/api/terms_agreement/', { agreed: true })).statusCode).toBe(401);
    const user = await createUser(db(), { agreedToTerms: false });
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    const bad = await c.put('/api/terms_agreement/', { agreed: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['agreed']);
    expect((await c.put('/api/terms_agreement/', {})).statusCode).toBe(400);
    expect(
      (await c.put('/api/terms_agreement/', { agreed: true }, { csrf: false })).statusCode,
    ).toBe(403);
    expect((await c.get('/api/auth/')).json().auth_info.is_need_terms_agreement).toBe(true);
    expect(ACCOUNT_MESSAGES.termsFailed).toBe(
      'エラーが発生しました。時間をあけて再度お試しください',
    );
  });
});
