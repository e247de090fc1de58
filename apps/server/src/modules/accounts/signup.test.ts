import { ACCOUNT_MESSAGES, TERMS_VERSION } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { HOUR_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { linkPath, mailsTo } from '../../../test/helpers/mailbox';
import { oneTimeTokens, termsAgreements, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';

const PASSWORD = 'sakura-mochi-2026';
const ok = { ok: true, message: ACCOUNT_MESSAGES.signupMailSent };
const fieldsOf = (res: { json(): { error: { fields?: Record<string, string[]> } } }) =>
  res.json().error.fields;

describe('sign-up, activation and step 3', () => {
  let h: TestApp;
  let clock: TestClock;
  let ipCounter = 0;
  /** A fresh IP per client, so the per-IP sign-up limit only bites where a test wants it. */
  const client = () => new TestClient(h.app, `198.51.100.${++ipCounter}`);
  const db = () => h.t.database.db;

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({ baseUrl: 'http://kiseki.test' }, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('creates an inactive account with the terms agreement and mails a hashed, 24 h key', async () => {
    const res = await client().post('/api/signup/', {
      email: 'Hanako@Example.jp',
      password: PASSWORD,
      terms_agreed: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ok);

    const [user] = await db().select().from(users).where(eq(users.email, 'Hanako@Example.jp'));
    expect(user).toMatchObject({ isActive: false, isAdmin: false, displayName: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const agreements = await db()
      .select()
      .from(termsAgreements)
      .where(eq(termsAgreements.userId, user!.id));
    expect(agreements).toEqual([
      expect.objectContaining({ version: TERMS_VERSION, agreedAt: clock.now() }),
    ]);

    const [mail] = await mailsTo(db(), 'hanako@example.jp');
    expect(mail).toMatchObject({ kind: 'activation', status: 'kept', userId: user!.id });
    expect(mail!.subject).toBe('【Kiseki】メールアドレスの確認');
    const path = linkPath(mail!, /\/activation\//);
    expect(mail!.textBody).toContain(`http://kiseki.test${path}`);
    expect(mail!.htmlBody).toContain(`href="http://kiseki.test${path}"`);
    const key = path.split('/').pop()!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [token] = await db()
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.userId, user!.id));
    expect(token!.tokenHash).toBe(sha256Hex(key));
    expect(token!.tokenHash).not.toContain(key);
    expect(token!.expiresAt.getTime() - clock.now().getTime()).toBe(24 * HOUR_MS);
  });

  it('answers an already registered address exactly alike, and mails it a notice instead', async () => {
    const existing = await createUser(db(), { email: 'taken@example.jp' });
    const known = await client().post('/api/signup/', {
      email: 'TAKEN@example.jp',
      password: PASSWORD,
      terms_agreed: true,
    });
    const unknown = await client().post('/api/signup/', {
      email: 'fresh-address@example.jp',
      password: PASSWORD,
      terms_agreed: true,
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual(ok);

    const mails = await mailsTo(db(), 'taken@example.jp');
    expect(mails.map((m) => m.kind)).toEqual(['already_registered']);
    expect(linkPath(mails[0]!, /\/login$/)).toBe('/login');
    expect(linkPath(mails[0]!, /reset_password/)).toBe('/reset_password/send_email_address');
    // The registered account is untouched: same password, still one row.
    const rows = await db().select().from(users).where(eq(users.id, existing.id));
    expect(rows[0]!.passwordHash).toBe(existing.passwordHash);
  });

  it('lets a second sign-up of a never-activated address replace the first (old link void)', async () => {
    const c = client();
    const body = { email: 'twice@example.jp', password: PASSWORD, terms_agreed: true };
    await c.post('/api/signup/', body);
    const [first] = await mailsTo(db(), 'twice@example.jp');
    await c.post('/api/signup/', { ...body, password: 'another-pass-2026' });
    const [second] = await mailsTo(db(), 'twice@example.jp');
    expect(second!.id).not.toBe(first!.id);

    const stale = await c.get(linkPath(first!, /activation/));
    expect(stale.headers.location).toBe('/signup/failed');
    const fresh = await c.get(linkPath(second!, /activation/));
    expect(fresh.headers.location).toBe('/signup/step3');
    // The newest password is the one that works.
    const login = await client().post('/api/login/', {
      email: 'twice@example.jp',
      password: 'another-pass-2026',
    });
    expect(login.statusCode).toBe(200);
  });

  it('activates with the link: signs in with a new session and goes to step 3', async () => {
    const c = client();
    await c.post('/api/signup/', {
      email: 'taro@example.jp',
      password: PASSWORD,
      terms_agreed: true,
    });
    const [mail] = await mailsTo(db(), 'taro@example.jp');
    const res = await c.get(linkPath(mail!, /activation/));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signup/step3');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(c.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [user] = await db().select().from(users).where(eq(users.email, 'taro@example.jp'));
    expect(user).toMatchObject({ isActive: true, activatedAt: clock.now() });
    expect(c.userIdCookie).toBe(String(user!.id));

    const auth = await c.get('/api/auth/');
    expect(auth.statusCode).toBe(200);
    expect(auth.json().auth_info).toMatchObject({
      userid: user!.id,
      username: 'taro',
      is_show_accounts_setup_page: true,
      is_need_terms_agreement: false,
    });

    // Single use: the same link again fails, and does not touch the session.
    const again = await client().get(linkPath(mail!, /activation/));
    expect(again.headers.location).toBe('/signup/failed');
  });

  it('accepts a key up to the last second of its 24 hours, and not at 24 h', async () => {
    const body = (email: string) => ({ email, password: PASSWORD, terms_agreed: true });
    await client().post('/api/signup/', body('edge-in@example.jp'));
    await client().post('/api/signup/', body('edge-out@example.jp'));
    const inTime = linkPath((await mailsTo(db(), 'edge-in@example.jp'))[0]!, /activation/);
    const late = linkPath((await mailsTo(db(), 'edge-out@example.jp'))[0]!, /activation/);

    clock.advance(24 * HOUR_MS - 1000);
    expect((await client().get(inTime)).headers.location).toBe('/signup/step3');
    clock.advance(1000);
    expect((await client().get(late)).headers.location).toBe('/signup/failed');
    const [user] = await db().select().from(users).where(eq(users.email, 'edge-out@example.jp'));
    expect(user!.isActive).toBe(false);
  });

  it('sends unknown or malformed keys to /signup/failed', async () => {
    for (const key of ['abc123', 'A'.repeat(43), `${'x'.repeat(42)}%2F`]) {
      const res = await client().get(`/activation/${key}`);
      expect(res.statusCode, key).toBe(302);
      expect(res.headers.location, key).toBe('/signup/failed');
    }
  });

  it('answers each invalid field with its own Japanese message', async () => {
    const c = client();
    const cases: [object, Record<string, string[]>][] = [
      [{ password: PASSWORD, terms_agreed: true }, { email: [ACCOUNT_MESSAGES.emailRequired] }],
      [
        { email: '', password: PASSWORD, terms_agreed: true },
        { email: [ACCOUNT_MESSAGES.emailRequired] },
      ],
      [
        { email: 'not-an-address', password: PASSWORD, terms_agreed: true },
        { email: [ACCOUNT_MESSAGES.emailInvalid] },
      ],
      [
        { email: `${'a'.repeat(250)}@example.jp`, password: PASSWORD, terms_agreed: true },
        { email: [ACCOUNT_MESSAGES.emailTooLong] },
      ],
      [
        { email: 'v@example.jp', terms_agreed: true },
        { password: [ACCOUNT_MESSAGES.passwordRequired] },
      ],
      [
        { email: 'v@example.jp', password: 'short12', terms_agreed: true },
        { password: [ACCOUNT_MESSAGES.passwordTooShort] },
      ],
      [
        { email: 'v@example.jp', password: 'x'.repeat(129), terms_agreed: true },
        { password: [ACCOUNT_MESSAGES.passwordTooLong] },
      ],
      [
        { email: 'same-as@example.jp', password: 'Same-As@Example.jp', terms_agreed: true },
        { password: [ACCOUNT_MESSAGES.passwordSameAsEmail] },
      ],
      [
        { email: 'v@example.jp', password: 'password1', terms_agreed: true },
        { password: [ACCOUNT_MESSAGES.passwordTooCommon] },
      ],
      [
        { email: 'v@example.jp', password: 'iloveyou2', terms_agreed: true },
        { password: [ACCOUNT_MESSAGES.passwordTooCommon] },
      ],
      [
        { email: 'v@example.jp', password: PASSWORD, terms_agreed: false },
        { terms_agreed: [ACCOUNT_MESSAGES.termsRequired] },
      ],
      [
        { email: 'v@example.jp', password: PASSWORD },
        { terms_agreed: [ACCOUNT_MESSAGES.termsRequired] },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await c.post('/api/signup/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(fieldsOf(res), JSON.stringify(body)).toEqual(fields);
    }
    // A 128-character password is accepted.
    const longest = await c.post('/api/signup/', {
      email: 'longest@example.jp',
      password: 'ぱ'.repeat(128),
      terms_agreed: true,
    });
    expect(longest.statusCode).toBe(200);
    expect(await mailsTo(db(), 'v@example.jp')).toEqual([]);
  });

  it('limits sign-ups to 3 an hour per address and 50 an hour per IP, with Retry-After', async () => {
    const body = { email: 'limited@example.jp', password: PASSWORD, terms_agreed: true };
    for (let i = 0; i < 3; i++) {
      expect((await client().post('/api/signup/', body)).statusCode).toBe(200);
    }
    const limited = await client().post('/api/signup/', body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: ACCOUNT_MESSAGES.mailRateLimited },
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await mailsTo(db(), 'limited@example.jp')).toHaveLength(3);

    const sameIp = client();
    for (let i = 0; i < 50; i++) {
      const res = await sameIp.post('/api/signup/', { ...body, email: `ip${i}@example.jp` });
      expect(res.statusCode).toBe(200);
    }
    const over = await sameIp.post('/api/signup/', { ...body, email: 'ip50@example.jp' });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();

    // The window passes: allowed again.
    clock.advance(HOUR_MS);
    expect(
      (await sameIp.post('/api/signup/', { ...body, email: 'ip51@example.jp' })).statusCode,
    ).toBe(200);
  });

  it('saves the display name at step 3 and ends the setup page', async () => {
    const user = await createUser(db(), { displayName: null });
    const c = client();
    await c.signIn(user.email, user.password);
    const invalid = await c.post('/api/signup/step3/', { display_name: '   ' });
    expect(invalid.statusCode).toBe(400);
    expect(fieldsOf(invalid)).toEqual({ display_name: [ACCOUNT_MESSAGES.displayNameRequired] });
    const long = await c.post('/api/signup/step3/', { display_name: 'あ'.repeat(31) });
    expect(fieldsOf(long)).toEqual({ display_name: [ACCOUNT_MESSAGES.displayNameTooLong] });

    const res = await c.post('/api/signup/step3/', { display_name: ' 山田 花子 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: ACCOUNT_MESSAGES.displayNameSaved });
    const info = (await c.get('/api/auth/')).json().auth_info;
    expect(info.username).toBe('山田 花子');
    expect(info.is_show_accounts_setup_page).toBe(false);
  });

  it('needs a session for step 3 (401) and the CSRF header for both calls (403)', async () => {
    const visitor = client();
    const res = await visitor.post('/api/signup/step3/', { display_name: '名前' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'ログインしてください。', login_url: '/login' },
    });
    const noCsrf = await visitor.post(
      '/api/signup/',
      { email: 'csrf@example.jp', password: PASSWORD, terms_agreed: true },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('csrf_failed');
    expect(await mailsTo(db(), 'csrf@example.jp')).toEqual([]);

    const user = await createUser(db());
    const member = client();
    await member.signIn(user.email, user.password);
    const step3 = await member.post(
      '/api/signup/step3/',
      { display_name: '名前' },
      { csrf: false },
    );
    expect(step3.statusCode).toBe(403);
  });
});
