import { ACCOUNT_MESSAGES } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { HOUR_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { linkPath, mailsTo } from '../../../test/helpers/mailbox';
import { oneTimeTokens, sessions } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';

const sent = { ok: true, message: ACCOUNT_MESSAGES.resetMailSent };
const invalidToken = {
  error: {
    code: 'validation_failed',
    message: ACCOUNT_MESSAGES.resetTokenInvalid,
    fields: { token: [ACCOUNT_MESSAGES.resetTokenInvalid] },
  },
};

describe('password reset', () => {
  let h: TestApp;
  let clock: TestClock;
  let ipCounter = 0;
  const client = () => new TestClient(h.app, `198.18.0.${++ipCounter}`);
  const db = () => h.t.database.db;

  /** Requests a reset for `email` and returns the token of the mailed link. */
  const mailedToken = async (email: string) => {
    const res = await client().post('/api/reset_password/send_email_address', { email });
    expect(res.json()).toEqual(sent);
    const [mail] = await mailsTo(db(), email);
    expect(mail?.kind).toBe('password_reset');
    const path = linkPath(mail!, /\/reset_password\?token=/);
    return new URL(path, 'http://x').searchParams.get('token')!;
  };

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({ baseUrl: 'http://kiseki.test' }, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('mails an active account a 1 h link to /reset_password?token=…, stored hashed', async () => {
    const user = await createUser(db());
    const token = await mailedToken(user.email);
    const [mail] = await mailsTo(db(), user.email);
    expect(mail!.subject).toBe('【Kiseki】パスワードの再設定');
    expect(mail!.textBody).toContain(`http://kiseki.test/reset_password?token=${token}`);
    const [row] = await db()
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, sha256Hex(token)));
    expect(row).toMatchObject({ purpose: 'password_reset', userId: user.id, usedAt: null });
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(HOUR_MS);
  });

  it('answers unknown and inactive addresses the same way, and sends them nothing', async () => {
    const inactive = await createUser(db(), { isActive: false });
    const active = await createUser(db());
    const answers = [];
    for (const email of [active.email, 'nobody@example.jp', inactive.email]) {
      const res = await client().post('/api/reset_password/send_email_address', { email });
      answers.push([res.statusCode, res.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailsTo(db(), 'nobody@example.jp')).toEqual([]);
    expect(await mailsTo(db(), inactive.email)).toEqual([]);
    expect(await mailsTo(db(), active.email)).toHaveLength(1);
  });

  it('validates the address', async () => {
    const res = await client().post('/api/reset_password/send_email_address', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: [ACCOUNT_MESSAGES.emailInvalid] });
  });

  it('sets the new password, uses the token up and revokes every session of the account', async () => {
    const user = await createUser(db());
    const laptop = client();
    const phone = client();
    await laptop.signIn(user.email, user.password);
    await phone.signIn(user.email, user.password);
    const token = await mailedToken(user.email);

    const res = await laptop.post('/api/reset_password/', {
      token,
      password: 'brand-new-secret-7',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.passwordResetDone });
    expect(laptop.sessionId).toBeUndefined();
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await phone.get('/api/auth/')).statusCode).toBe(401);

    const old = await client().post('/api/login/', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(400);
    await client().signIn(user.email, 'brand-new-secret-7');

    const reuse = await client().post('/api/reset_password/', {
      token,
      password: 'another-secret-8',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual(invalidToken);
  });

  it('accepts a token until 1 h has passed, and not at 1 h', async () => {
    const a = await createUser(db());
    const b = await createUser(db());
    const inTime = await mailedToken(a.email);
    const late = await mailedToken(b.email);
    clock.advance(HOUR_MS - 1000);
    expect(
      (await client().post('/api/reset_password/', { token: inTime, password: 'fresh-secret-123' }))
        .statusCode,
    ).toBe(200);
    clock.advance(1000);
    const res = await client().post('/api/reset_password/', {
      token: late,
      password: 'fresh-secret-123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidToken);
  });

  it('voids an older link when a newer one is mailed', async () => {
    const user = await createUser(db());
    const older = await mailedToken(user.email);
    const newer = await mailedToken(user.email);
    expect(
      (
        await client().post('/api/reset_password/', { token: older, password: 'fresh-secret-123' })
      ).json(),
    ).toEqual(invalidToken);
    expect(
      (await client().post('/api/reset_password/', { token: newer, password: 'fresh-secret-123' }))
        .statusCode,
    ).toBe(200);
  });

  it('rejects unknown tokens and weak passwords, keeping the token for a second try', async () => {
    for (const token of ['', 'x', 'A'.repeat(43)]) {
      const res = await client().post('/api/reset_password/', {
        token,
        password: 'fresh-secret-123',
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error.fields, token).toEqual({
        token: [ACCOUNT_MESSAGES.resetTokenInvalid],
      });
    }
    const user = await createUser(db());
    const token = await mailedToken(user.email);
    const cases: [string, string][] = [
      ['short', ACCOUNT_MESSAGES.passwordTooShort],
      ['x'.repeat(129), ACCOUNT_MESSAGES.passwordTooLong],
      ['qwertyuiop', ACCOUNT_MESSAGES.passwordTooCommon],
      [user.email, ACCOUNT_MESSAGES.passwordSameAsEmail],
    ];
    for (const [password, message] of cases) {
      const res = await client().post('/api/reset_password/', { token, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.fields, password).toEqual({ password: [message] });
    }
    expect(
      (await client().post('/api/reset_password/', { token, password: 'finally-good-42' }))
        .statusCode,
    ).toBe(200);
  });

  it('limits reset mails to 3 an hour per address and 50 per IP (429 + Retry-After)', async () => {
    const user = await createUser(db());
    for (let i = 0; i < 3; i++) {
      const res = await client().post('/api/reset_password/send_email_address', {
        email: user.email,
      });
      expect(res.statusCode).toBe(200);
    }
    const limited = await client().post('/api/reset_password/send_email_address', {
      email: user.email,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'rate_limited',
      message: ACCOUNT_MESSAGES.mailRateLimited,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(db(), user.email)).toHaveLength(3);
    // The same limit applies to unknown addresses: a 429 tells nothing about registration.
    for (let i = 0; i < 3; i++) {
      await client().post('/api/reset_password/send_email_address', { email: 'ghost@example.jp' });
    }
    expect(
      (await client().post('/api/reset_password/send_email_address', { email: 'ghost@example.jp' }))
        .statusCode,
    ).toBe(429);

    const one = client();
    for (let i = 0; i < 50; i++) {
      const res = await one.post('/api/reset_password/send_email_address', {
        email: `r${i}@example.jp`,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(
      (await one.post('/api/reset_password/send_email_address', { email: 'r50@example.jp' }))
        .statusCode,
    ).toBe(429);
  });

  it('needs the CSRF header for both calls', async () => {
    const c = client();
    expect(
      (
        await c.post(
          '/api/reset_password/send_email_address',
          { email: 'a@example.jp' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await c.post(
          '/api/reset_password/',
          { token: 'x', password: 'fresh-secret-123' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
  });
});
