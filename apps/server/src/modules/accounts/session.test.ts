import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { DAY_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { sessions, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';

describe('sessions', () => {
  let h: TestApp;
  let clock: TestClock;
  const db = () => h.t.database.db;
  const expiryOf = async (token: string) => {
    const [row] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(token)));
    return row?.expiresAt;
  };

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('answers 401 in the error shape with login_url when signed out', async () => {
    const res = await h.app.inject('/api/auth/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'ログインしてください。', login_url: '/login' },
    });
  });

  it('reports the login status for real, on GET and PUT', async () => {
    const c = new TestClient(h.app);
    expect((await c.get('/api/login_status/')).json()).toEqual({
      login_status: { logged_in: false },
    });
    const user = await createUser(db());
    await c.signIn(user.email, user.password);
    expect((await c.get('/api/login_status/')).json()).toEqual({
      login_status: { logged_in: true },
    });
    const put = await c.put('/api/login_status/');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ login_status: { logged_in: true } });
    expect((await c.put('/api/login_status/', undefined, { csrf: false })).statusCode).toBe(403);
  });

  it('slides the 14-day expiry, writing at most once a minute', async () => {
    const user = await createUser(db());
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    const token = c.sessionId!;
    const start = clock.now().getTime();
    expect((await expiryOf(token))!.getTime()).toBe(start + 14 * DAY_MS);

    clock.advanceSeconds(30);
    const quiet = await c.put('/api/login_status/');
    expect(quiet.cookies.find((x) => x.name === 'sessionid')).toBeUndefined();
    expect((await expiryOf(token))!.getTime()).toBe(start + 14 * DAY_MS);

    clock.advanceSeconds(31);
    const touched = await c.put('/api/login_status/');
    expect(touched.cookies.find((x) => x.name === 'sessionid')?.maxAge).toBe(14 * 86400);
    expect((await expiryOf(token))!.getTime()).toBe(start + 61_000 + 14 * DAY_MS);

    // Used every 10 days, it lives on past the first 14.
    clock.advance(10 * DAY_MS);
    expect((await c.get('/api/login_status/')).json().login_status.logged_in).toBe(true);
    clock.advance(10 * DAY_MS);
    expect((await c.get('/api/auth/')).statusCode).toBe(200);
    expect(c.sessionId).toBe(token);
  });

  it('writes the expiry when the last write is 60 seconds old, not 59', async () => {
    const user = await createUser(db());
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    const token = c.sessionId!;
    const start = clock.now().getTime();
    clock.advanceSeconds(29);
    await c.get('/api/auth/');
    clock.advanceSeconds(29);
    await c.get('/api/auth/');
    expect((await expiryOf(token))!.getTime()).toBe(start + 14 * DAY_MS);
    clock.advanceSeconds(1); // 59 s since the last write
    await c.get('/api/auth/');
    expect((await expiryOf(token))!.getTime()).toBe(start + 14 * DAY_MS);
    clock.advanceSeconds(1); // 60 s
    const touched = await c.get('/api/auth/');
    expect(touched.cookies.find((x) => x.name === 'sessionid')?.maxAge).toBe(14 * 86400);
    expect((await expiryOf(token))!.getTime()).toBe(start + 60_000 + 14 * DAY_MS);
  });

  it('expires 14 days after its last write, which is at most a minute before its last use', async () => {
    const user = await createUser(db());
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    const start = clock.now().getTime();
    clock.advanceSeconds(59);
    // Used, but too soon after sign-in to write: its end stays 14 days after sign-in.
    expect((await c.get('/api/auth/')).statusCode).toBe(200);
    expect((await expiryOf(c.sessionId!))!.getTime()).toBe(start + 14 * DAY_MS);
    clock.advance(14 * DAY_MS - 59_000);
    expect((await c.get('/api/login_status/')).json().login_status.logged_in).toBe(false);
  });

  it('ends after 14 idle days and clears the stale cookies', async () => {
    const user = await createUser(db());
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    clock.advance(14 * DAY_MS - 1000);
    expect((await c.get('/api/login_status/')).json().login_status.logged_in).toBe(true);
    clock.advance(14 * DAY_MS);
    const res = await c.get('/api/auth/');
    expect(res.statusCode).toBe(401);
    expect(res.cookies.map((x) => x.name)).toEqual(
      expect.arrayContaining(['sessionid', 'kiseki_uid']),
    );
    expect(c.sessionId).toBeUndefined();
  });

  it('ignores forged or malformed session cookies', async () => {
    for (const value of ['x', 'A'.repeat(43), `${'A'.repeat(42)}!`]) {
      const res = await h.app.inject({
        url: '/api/auth/',
        headers: { cookie: `sessionid=${value}` },
      });
      expect(res.statusCode, value).toBe(401);
    }
  });

  it('stops working when the account is deactivated', async () => {
    const user = await createUser(db());
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    await db().update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await c.get('/api/auth/')).statusCode).toBe(401);
  });
});

describe('the signed-in request path', () => {
  const statements: string[] = [];
  let h: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({}, { now: clock.now }, { logQuery: (sql) => statements.push(sql) });
  });
  afterAll(async () => h.close());

  it('reads session, person and terms state in one query, and writes at most once a minute', async () => {
    const user = await createUser(h.t.database.db);
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);

    statements.length = 0;
    const res = await c.get('/api/auth/');
    expect(res.json().auth_info).toMatchObject({ userid: user.id, is_need_terms_agreement: false });
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select .* from "sessions"/s);

    // A minute later the request also slides the expiry: one more statement, an update.
    clock.advanceSeconds(60);
    statements.length = 0;
    await c.get('/api/auth/');
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/^update "sessions"/);

    // A call that needs nothing else of the database costs the session's one query.
    statements.length = 0;
    await c.get('/api/technical_term_master/job_positions');
    await c.get('/api/login_status/');
    expect(statements).toHaveLength(2);
  });

  it('carries the terms state with the session, updated by the agreement itself', async () => {
    const user = await createUser(h.t.database.db, { agreedToTerms: false });
    const c = new TestClient(h.app);
    await c.signIn(user.email, user.password);
    expect((await c.get('/api/auth/')).json().auth_info.is_need_terms_agreement).toBe(true);
    const agreed = await c.put('/api/terms_agreement/', { agreed: true });
    expect(agreed.json().is_need_terms_agreement).toBe(false);
    expect((await c.get('/api/auth/')).json().auth_info.is_need_terms_agreement).toBe(false);
  });
});
