import { ACCOUNT_MESSAGES } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { HOUR_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { linkPath, mailsTo } from '../../../test/helpers/mailbox';
import { mailOutbox, oneTimeTokens, sessions, termsAgreements, users } from '../../db/schema';

describe('account settings: email, password, deletion', () => {
  let h: TestApp;
  let clock: TestClock;
  let ipCounter = 0;
  const db = () => h.t.database.db;
  const signedIn = async (overrides = {}) => {
    const user = await createUser(db(), overrides);
    const c = new TestClient(h.app, `100.64.0.${++ipCounter}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  const emailOf = async (id: number) =>
    (await db().select().from(users).where(eq(users.id, id)))[0]?.email;

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({ baseUrl: 'http://kiseki.test' }, { now: clock.now });
  });
  afterAll(async () => h.close());

  describe('POST /api/account/email/ and /email_activation/{key}', () => {
    it('mails a confirmation link to the new address; the link switches it and tells the old one', async () => {
      const { user, c } = await signedIn();
      const res = await c.post('/api/account/email/', {
        new_email: 'New.Address@example.jp',
        password: user.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.emailChangeMailSent });
      expect(await emailOf(user.id)).toBe(user.email);

      const [mail] = await mailsTo(db(), 'new.address@example.jp');
      expect(mail).toMatchObject({ kind: 'email_change_confirm', userId: user.id });
      const path = linkPath(mail!, /\/email_activation\//);
      expect(mail!.textBody).toContain(`http://kiseki.test${path}`);

      const applied = await c.get(path);
      expect(applied.statusCode).toBe(302);
      expect(applied.headers.location).toBe('/config/account?email_changed=1');
      expect(await emailOf(user.id)).toBe('New.Address@example.jp');
      const [notice] = await mailsTo(db(), user.email);
      expect(notice).toMatchObject({ kind: 'email_changed' });
      expect(notice!.textBody).toContain('New.Address@example.jp');
      expect((await c.get('/api/auth/')).json().auth_info.email).toBe('New.Address@example.jp');

      const reuse = await c.get(path);
      expect(reuse.headers.location).toBe('/config/account?email_change_failed=1');
      await new TestClient(h.app, '100.64.1.1').signIn('new.address@example.jp', user.password);
    });

    it('accepts the link within 24 h only', async () => {
      const a = await signedIn();
      const b = await signedIn();
      await a.c.post('/api/account/email/', {
        new_email: 'a-new@example.jp',
        password: a.user.password,
      });
      await b.c.post('/api/account/email/', {
        new_email: 'b-new@example.jp',
        password: b.user.password,
      });
      const inTime = linkPath((await mailsTo(db(), 'a-new@example.jp'))[0]!, /email_activation/);
      const late = linkPath((await mailsTo(db(), 'b-new@example.jp'))[0]!, /email_activation/);
      clock.advance(24 * HOUR_MS - 1000);
      expect((await a.c.get(inTime)).headers.location).toBe('/config/account?email_changed=1');
      clock.advance(1000);
      expect((await b.c.get(late)).headers.location).toBe('/config/account?email_change_failed=1');
      expect(await emailOf(b.user.id)).toBe(b.user.email);
    });

    it('fails the link when the address was taken meanwhile, and for unknown keys', async () => {
      const { user, c } = await signedIn();
      await c.post('/api/account/email/', {
        new_email: 'contested@example.jp',
        password: user.password,
      });
      await createUser(db(), { email: 'Contested@example.jp' });
      const path = linkPath((await mailsTo(db(), 'contested@example.jp'))[0]!, /email_activation/);
      expect((await c.get(path)).headers.location).toBe('/config/account?email_change_failed=1');
      expect(await emailOf(user.id)).toBe(user.email);
      expect((await c.get(`/email_activation/${'B'.repeat(43)}`)).headers.location).toBe(
        '/config/account?email_change_failed=1',
      );
    });

    it('refuses a wrong password, the same address, a taken address and a bad one', async () => {
      const other = await createUser(db());
      const { user, c } = await signedIn();
      const cases: [object, Record<string, string[]>][] = [
        [
          { new_email: 'x1@example.jp', password: 'wrong-password' },
          { password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
        ],
        [
          { new_email: user.email.toUpperCase(), password: user.password },
          { new_email: [ACCOUNT_MESSAGES.sameEmail] },
        ],
        [
          { new_email: other.email, password: user.password },
          { new_email: [ACCOUNT_MESSAGES.emailTaken] },
        ],
        [
          { new_email: 'broken', password: user.password },
          { new_email: [ACCOUNT_MESSAGES.emailInvalid] },
        ],
        [{ new_email: 'x2@example.jp' }, { password: [ACCOUNT_MESSAGES.passwordRequired] }],
      ];
      for (const [body, fields] of cases) {
        const res = await c.post('/api/account/email/', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.fields, JSON.stringify(body)).toEqual(fields);
      }
    });

    it('sends at most 5 confirmation mails an hour per account', async () => {
      const { user, c } = await signedIn();
      for (let i = 0; i < 5; i++) {
        const res = await c.post('/api/account/email/', {
          new_email: `try${i}@example.jp`,
          password: user.password,
        });
        expect(res.statusCode).toBe(200);
      }
      const limited = await c.post('/api/account/email/', {
        new_email: 'try5@example.jp',
        password: user.password,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.message).toBe(ACCOUNT_MESSAGES.mailRateLimited);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Only the newest link of the five still works.
      const first = linkPath((await mailsTo(db(), 'try0@example.jp'))[0]!, /email_activation/);
      expect((await c.get(first)).headers.location).toBe('/config/account?email_change_failed=1');
    });
  });

  describe('PUT /api/account/password/', () => {
    it('changes the password, ends every other session and gives this one a new id', async () => {
      const { user, c } = await signedIn();
      const other = new TestClient(h.app, '100.64.2.1');
      await other.signIn(user.email, user.password);
      const before = c.sessionId!;

      const res = await c.put('/api/account/password/', {
        current_password: user.password,
        new_password: 'rotated-secret-99',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.passwordChanged });
      expect(c.sessionId).toBeDefined();
      expect(c.sessionId).not.toBe(before);
      expect((await c.get('/api/auth/')).statusCode).toBe(200);
      expect((await other.get('/api/auth/')).statusCode).toBe(401);
      const replay = await h.app.inject({
        url: '/api/auth/',
        headers: { cookie: `sessionid=${before}` },
      });
      expect(replay.statusCode).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(
        1,
      );

      expect(
        (
          await new TestClient(h.app, '100.64.2.2').post('/api/login/', {
            email: user.email,
            password: user.password,
          })
        ).statusCode,
      ).toBe(400);
      await new TestClient(h.app, '100.64.2.3').signIn(user.email, 'rotated-secret-99');
    });

    it('refuses a wrong current password and a weak new one, field by field', async () => {
      const { user, c } = await signedIn();
      const cases: [object, Record<string, string[]>][] = [
        [
          { current_password: 'wrong-one', new_password: 'good-new-secret-1' },
          { current_password: [ACCOUNT_MESSAGES.currentPasswordWrong] },
        ],
        [
          { current_password: user.password, new_password: 'abc' },
          { new_password: [ACCOUNT_MESSAGES.passwordTooShort] },
        ],
        [
          { current_password: user.password, new_password: 'baseball1' },
          { new_password: [ACCOUNT_MESSAGES.passwordTooCommon] },
        ],
        [
          { current_password: user.password, new_password: user.email },
          { new_password: [ACCOUNT_MESSAGES.passwordSameAsEmail] },
        ],
        [
          { new_password: 'good-new-secret-1' },
          { current_password: [ACCOUNT_MESSAGES.passwordRequired] },
        ],
      ];
      for (const [body, fields] of cases) {
        const res = await c.put('/api/account/password/', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error.fields, JSON.stringify(body)).toEqual(fields);
      }
    });

    it('counts wrong current passwords against the account lock', async () => {
      const { user, c } = await signedIn();
      for (let i = 0; i < 5; i++) {
        await c.put('/api/account/password/', {
          current_password: `wrong-${i}`,
          new_password: 'good-new-secret-1',
        });
      }
      const locked = await c.put('/api/account/password/', {
        current_password: user.password,
        new_password: 'good-new-secret-1',
      });
      expect(locked.statusCode).toBe(429);
      clock.advance(HOUR_MS);
    });
  });

  describe('DELETE /api/account/', () => {
    it('needs the confirmation word and the password', async () => {
      const { user, c } = await signedIn();
      const noWord = await c.delete('/api/account/', { password: user.password, confirm: '退会' });
      expect(noWord.statusCode).toBe(400);
      expect(noWord.json().error.fields).toEqual({
        confirm: [ACCOUNT_MESSAGES.deletionConfirmRequired],
      });
      const wrong = await c.delete('/api/account/', {
        password: 'not-it-at-all',
        confirm: '退会する',
      });
      expect(wrong.json().error.fields).toEqual({
        password: [ACCOUNT_MESSAGES.currentPasswordWrong],
      });
      expect(await emailOf(user.id)).toBe(user.email);
    });

    it('removes the account and everything hanging off it, and signs out', async () => {
      const { user, c } = await signedIn();
      await c.post('/api/account/email/', {
        new_email: 'leaving-new@example.jp',
        password: user.password,
      });
      const res = await c.delete('/api/account/', { password: user.password, confirm: '退会する' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.accountDeleted });
      expect(c.sessionId).toBeUndefined();
      expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
      for (const table of [sessions, oneTimeTokens, termsAgreements, mailOutbox]) {
        expect(await db().select().from(table).where(eq(table.userId, user.id))).toEqual([]);
      }
      expect((await c.get('/api/auth/')).statusCode).toBe(401);
      const again = await new TestClient(h.app, '100.64.3.1').post('/api/login/', {
        email: user.email,
        password: user.password,
      });
      expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.loginFailed);
    });
  });

  it('answers 401 without a session and 403 without the CSRF header', async () => {
    const visitor = new TestClient(h.app, '100.64.4.1');
    const calls = [
      () => visitor.post('/api/account/email/', { new_email: 'a@example.jp', password: 'x' }),
      () =>
        visitor.put('/api/account/password/', {
          current_password: 'x',
          new_password: 'good-new-secret-1',
        }),
      () => visitor.delete('/api/account/', { password: 'x', confirm: '退会する' }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json().error.login_url).toBe('/login');
    }
    const { user, c } = await signedIn();
    expect(
      (
        await c.post(
          '/api/account/email/',
          { new_email: 'z@example.jp', password: user.password },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await c.put(
          '/api/account/password/',
          { current_password: user.password, new_password: 'good-new-secret-1' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await c.delete(
          '/api/account/',
          { password: user.password, confirm: '退会する' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("never lets one person's session read or change another person's account", async () => {
    const alice = await signedIn({ password: 'alice-only-secret-1' });
    const bob = await signedIn({ password: 'bob-only-secret-2' });
    // Bob sees himself, whatever user id he claims in the header the client sends.
    const info = await bob.c.get('/api/auth/', { 'x-user-id': String(alice.user.id) });
    expect(info.json().auth_info).toMatchObject({ userid: bob.user.id, email: bob.user.email });
    // Alice's password does not unlock Bob's settings, and Bob's actions touch only Bob.
    const withAlicePassword = await bob.c.put('/api/account/password/', {
      current_password: alice.user.password,
      new_password: 'bob-owns-this-now',
    });
    expect(withAlicePassword.statusCode).toBe(400);
    expect((await bob.c.get('/api/admin/users')).statusCode).toBe(403);
    expect((await bob.c.get(`/api/admin/users/${alice.user.id}`)).statusCode).toBe(403);
    await bob.c.delete('/api/account/', { password: bob.user.password, confirm: '退会する' });
    expect(await emailOf(alice.user.id)).toBe(alice.user.email);
    expect((await alice.c.get('/api/auth/')).json().auth_info.userid).toBe(alice.user.id);
  });
});
