import { ACCOUNT_MESSAGES } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createRecruiter, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { MINUTE_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { sessions, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';

describe('login and logout', () => {
  let h: TestApp;
  let clock: TestClock;
  let ipCounter = 0;
  const client = () => new TestClient(h.app, `192.0.2.${++ipCounter}`);
  const db = () => h.t.database.db;

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('signs in: HttpOnly Lax session cookie, readable user-id cookie, hashed row', async () => {
    const user = await createUser(db());
    const c = client();
    const res = await c.post('/api/login/', {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ login_status: { logged_in: true }, redirect_to: '/' });

    const session = res.cookies.find((x) => x.name === 'sessionid')!;
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 14 * 86400,
    });
    expect(session.secure).toBeFalsy();
    const uid = res.cookies.find((x) => x.name === 'kiseki_uid')!;
    expect(uid.value).toBe(String(user.id));
    expect(uid.httpOnly).toBeFalsy();

    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.id)).toEqual([sha256Hex(session.value)]);
    expect(rows[0]!.ip).toBe(c.ip);
    const [fresh] = await db().select().from(users).where(eq(users.id, user.id));
    expect(fresh!.lastLoginAt).toEqual(clock.now());
  });

  it('marks cookies Secure when BASE_URL is https', async () => {
    const secure = await createTestApp({ baseUrl: 'https://kiseki.example.jp' });
    try {
      const user = await createUser(secure.t.database.db);
      const c = new TestClient(secure.app);
      const res = await c.post('/api/login/', { email: user.email, password: user.password });
      expect(res.statusCode).toBe(200);
      for (const name of ['sessionid', 'kiseki_uid']) {
        expect(res.cookies.find((x) => x.name === name)?.secure, name).toBe(true);
      }
    } finally {
      await secure.close();
    }
  });

  it('rotates the session id (and the CSRF token) at login; the old id stops working', async () => {
    const user = await createUser(db());
    const c = client();
    await c.signIn(user.email, user.password);
    const first = c.sessionId!;
    const firstCsrf = c.jar.get('csrftoken')!;
    await c.signIn(user.email, user.password);
    expect(c.sessionId).not.toBe(first);
    expect(c.jar.get('csrftoken')).not.toBe(firstCsrf);

    const stale = await h.app.inject({
      url: '/api/auth/',
      headers: { cookie: `sessionid=${first}` },
    });
    expect(stale.statusCode).toBe(401);
    expect((await c.get('/api/auth/')).statusCode).toBe(200);
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);

    // A token minted for the old session is refused now.
    const oldToken = await h.app.inject({
      method: 'PUT',
      url: '/api/login_status/',
      headers: {
        cookie: `sessionid=${c.sessionId}; csrftoken=${firstCsrf}`,
        'x-csrftoken': firstCsrf,
      },
    });
    expect(oldToken.statusCode).toBe(403);
  });

  it('honours next only when it is a path on this site', async () => {
    const user = await createUser(db());
    const cases: [string | undefined, string][] = [
      ['/jobs/search?tag=1#top', '/jobs/search?tag=1#top'],
      ['/config/account', '/config/account'],
      ['//evil.example/x', '/'],
      ['/\\evil.example', '/'],
      ['https://evil.example/', '/'],
      ['javascript:alert(1)', '/'],
      ['/\t/evil.example', '/'],
      ['', '/'],
      [undefined, '/'],
    ];
    for (const [next, expected] of cases) {
      const res = await client().post('/api/login/', {
        email: user.email,
        password: user.password,
        ...(next !== undefined ? { next } : {}),
      });
      expect(res.json().redirect_to, String(next)).toBe(expected);
    }
  });

  it('sends a recruiter to the console unless next names a page of this site', async () => {
    const company = await createCompany(db());
    const recruiter = await createRecruiter(db(), company.id);
    const login = (next?: string) =>
      client().post('/api/login/', {
        email: recruiter.email,
        password: recruiter.password,
        ...(next !== undefined ? { next } : {}),
      });
    expect((await login()).json().redirect_to).toBe('/company');
    expect((await login('https://evil.example/')).json().redirect_to).toBe('/company');
    expect((await login('/company/threads/3')).json().redirect_to).toBe('/company/threads/3');
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const user = await createUser(db());
    const wrong = await client().post('/api/login/', {
      email: user.email,
      password: 'not-the-password',
    });
    const unknown = await client().post('/api/login/', {
      email: 'nobody-here@example.jp',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({
      error: { code: 'validation_failed', message: ACCOUNT_MESSAGES.loginFailed },
    });
    expect(wrong.cookies.find((x) => x.name === 'sessionid')).toBeUndefined();
  });

  it('says "not activated" only to someone who knows the password', async () => {
    const user = await createUser(db(), { isActive: false });
    const wrong = await client().post('/api/login/', {
      email: user.email,
      password: 'nope-nope-nope',
    });
    expect(wrong.json().error.message).toBe(ACCOUNT_MESSAGES.loginFailed);
    const right = await client().post('/api/login/', {
      email: user.email,
      password: user.password,
    });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      error: { code: 'validation_failed', message: ACCOUNT_MESSAGES.accountInactive },
    });
    expect(right.cookies.find((x) => x.name === 'sessionid')).toBeUndefined();
  });

  it('validates the body with field messages', async () => {
    const c = client();
    const cases: [object, Record<string, string[]>][] = [
      [{ password: 'x' }, { email: [ACCOUNT_MESSAGES.emailRequired] }],
      [{ email: 'bad', password: 'x' }, { email: [ACCOUNT_MESSAGES.emailInvalid] }],
      [{ email: 'a@example.jp' }, { password: [ACCOUNT_MESSAGES.passwordRequired] }],
      [{ email: 'a@example.jp', password: '' }, { password: [ACCOUNT_MESSAGES.passwordRequired] }],
      [
        { email: 'a@example.jp', password: 'x'.repeat(1025) },
        { password: [ACCOUNT_MESSAGES.passwordTooLong] },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await c.post('/api/login/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(body)).toEqual(fields);
    }
  });

  it('locks an account for the window after 5 failed logins, even for the right password', async () => {
    const user = await createUser(db());
    for (let i = 0; i < 5; i++) {
      const res = await client().post('/api/login/', {
        email: user.email,
        password: `wrong-${i}-pass`,
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await client().post('/api/login/', {
      email: user.email,
      password: user.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: { code: 'rate_limited', message: ACCOUNT_MESSAGES.loginRateLimited },
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    clock.advanceSeconds(retryAfter);
    expect(
      (await client().post('/api/login/', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('a successful login clears the account failures', async () => {
    const user = await createUser(db());
    for (let i = 0; i < 4; i++) {
      await client().post('/api/login/', { email: user.email, password: `wrong-${i}-pass` });
    }
    await client().signIn(user.email, user.password);
    for (let i = 0; i < 4; i++) {
      await client().post('/api/login/', { email: user.email, password: `wrong-${i}-pass` });
    }
    expect(
      (await client().post('/api/login/', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('limits failed logins per IP to 30 in 15 minutes, across addresses', async () => {
    clock.advance(15 * MINUTE_MS);
    const attacker = client();
    for (let i = 0; i < 30; i++) {
      const res = await attacker.post('/api/login/', {
        email: `guess${i}@example.jp`,
        password: 'hunter2-hunter2',
      });
      expect(res.statusCode).toBe(400);
    }
    const user = await createUser(db());
    const blocked = await attacker.post('/api/login/', {
      email: user.email,
      password: user.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Other IPs are not affected.
    expect(
      (await client().post('/api/login/', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('signs out with POST /api/logout/: row deleted, cookies cleared, old id dead', async () => {
    const user = await createUser(db());
    const c = client();
    await c.signIn(user.email, user.password);
    const id = c.sessionId!;
    const res = await c.post('/api/logout/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ login_status: { logged_in: false } });
    const cleared = res.cookies.filter((x) => ['sessionid', 'kiseki_uid'].includes(x.name));
    expect(cleared.map((x) => x.name).sort()).toEqual(['kiseki_uid', 'sessionid']);
    expect(c.sessionId).toBeUndefined();
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256Hex(id))),
    ).toEqual([]);
    const replay = await h.app.inject({
      url: '/api/auth/',
      headers: { cookie: `sessionid=${id}` },
    });
    expect(replay.statusCode).toBe(401);
    // Signing out twice is harmless.
    expect((await c.post('/api/logout/')).statusCode).toBe(200);
  });

  it('signs out with GET /logout and lands on /login; not from another site', async () => {
    const user = await createUser(db());
    const c = client();
    await c.signIn(user.email, user.password);
    const crossSite = await c.get('/logout', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(302);
    expect(crossSite.headers.location).toBe('/');
    expect((await c.get('/api/auth/')).statusCode).toBe(200);

    const res = await c.get('/logout', { 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect(c.sessionId).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('needs the CSRF header for login and logout', async () => {
    const user = await createUser(db());
    const c = client();
    const login = await c.post(
      '/api/login/',
      { email: user.email, password: user.password },
      { csrf: false },
    );
    expect(login.statusCode).toBe(403);
    expect(c.sessionId).toBeUndefined();
    await c.signIn(user.email, user.password);
    const logout = await c.post('/api/logout/', undefined, { csrf: false });
    expect(logout.statusCode).toBe(403);
    expect((await c.get('/api/auth/')).statusCode).toBe(200);
  });
});
