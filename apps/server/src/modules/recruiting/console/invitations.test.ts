import {
  ACCOUNT_MESSAGES,
  companyInvitationListResponseSchema,
  companyInvitationResponseSchema,
  companyMemberListResponseSchema,
  COMPANY_CONSOLE_MESSAGES as M,
  RECRUITING_MESSAGES,
  SESSION_COOKIE,
} from '@kiseki/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createRecruiter,
  createUser,
  TEST_PASSWORD,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { DAY_MS, type TestClock, testClock } from '../../../../test/helpers/clock';
import { linkPath, mailsTo } from '../../../../test/helpers/mailbox';
import {
  type Company,
  companyInvitations,
  companyMembers,
  sessions,
  users,
} from '../../../db/schema';
import { sha256Hex } from '../../../lib/secrets';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const NEW_PASSWORD = 'recruiter-password-2026';

describe('company console: invitations and members', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  let n = 0;
  const db = () => h.t.database.db;
  const client = () => new TestClient(h.app, `100.83.0.${++ip}`);
  const address = () => `invitee${++n}@example.co.jp`;
  const signedInRecruiter = async (companyId: number, role: 'admin' | 'recruiter') => {
    const account = await createRecruiter(db(), companyId, { role }, clock.now());
    const c = client();
    await c.signIn(account.email, account.password);
    return { account, c };
  };
  const invite = async (admin: TestClient, email: string, role = 'recruiter') => {
    const res = await admin.post('/api/company/invitations', { email, role });
    expect(res.statusCode, res.body).toBe(201);
    return companyInvitationResponseSchema.parse(res.json()).invitation;
  };
  /** The key of the newest invitation mailed to the address. */
  const mailedToken = async (email: string) => {
    const [mail] = await mailsTo(db(), email);
    expect(mail?.kind).toBe('company_invitation');
    const path = linkPath(mail!, /\/company\/invitation\?token=/);
    return new URL(path, 'http://x').searchParams.get('token')!;
  };
  const accept = (c: TestClient, token: string, overrides: Record<string, unknown> = {}) =>
    c.post('/api/company/invitations/accept', {
      token,
      display_name: '佐藤 採用',
      password: NEW_PASSWORD,
      terms_agreed: true,
      ...overrides,
    });
  const invalidToken = {
    error: {
      code: 'validation_failed',
      message: M.invitationInvalid,
      fields: { token: [M.invitationInvalid] },
    },
  };

  let company: Company;
  let admin: TestClient;

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-22T03:00:00Z'));
    h = await createTestApp({ baseUrl: 'http://kiseki.test' }, { now: clock.now });
    company = await createCompany(db(), { name: '株式会社ミナトソフト' });
    admin = (await signedInRecruiter(company.id, 'admin')).c;
  });
  afterAll(async () => h.close());

  it('mails a 7-day link to /company/invitation?token=…, stored hashed, and lists it as pending', async () => {
    const email = address();
    const invitation = await invite(admin, email);
    expect(invitation).toMatchObject({
      email,
      role: 'recruiter',
      created_at: epoch(clock.now()),
      expires_at: epoch(clock.now()) + 7 * 86_400,
    });
    const [mail] = await mailsTo(db(), email);
    expect(mail!.subject).toBe('【Kiseki】株式会社ミナトソフトの採用担当者として招待されました');
    expect(mail!.userId).toBeNull();
    const token = await mailedToken(email);
    expect(mail!.textBody).toContain(`http://kiseki.test/company/invitation?token=${token}`);
    const [row] = await db()
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.tokenHash, sha256Hex(token)));
    expect(row).toMatchObject({ id: invitation.id, companyId: company.id, acceptedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await admin.get('/api/company/invitations');
    expect(list.statusCode).toBe(200);
    expect(companyInvitationListResponseSchema.parse(list.json()).invitations).toContainEqual(
      invitation,
    );

    const preview = await client().get(`/api/company/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      invitation: {
        company: {
          id: company.id,
          name: '株式会社ミナトソフト',
          logo_url: null,
          logo_color: company.logoColor,
        },
        email,
        role: 'recruiter',
        expires_at: invitation.expires_at,
      },
    });
  });

  it('lets only an admin invite, list and revoke; visitors get 401', async () => {
    const { c: plain } = await signedInRecruiter(company.id, 'recruiter');
    const person = await createUser(db());
    const engineer = client();
    await engineer.signIn(person.email, person.password);
    const calls = [
      ['GET', '/api/company/invitations'],
      ['POST', '/api/company/invitations'],
      ['DELETE', '/api/company/invitations/1'],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'POST' ? { email: address(), role: 'admin' } : undefined;
      const recruiterAnswer = await plain.request({ method, url, body });
      expect(recruiterAnswer.statusCode, `${method} ${url}`).toBe(403);
      expect(recruiterAnswer.json().error.message).toBe(RECRUITING_MESSAGES.companyAdminOnly);
      const engineerAnswer = await engineer.request({ method, url, body });
      expect(engineerAnswer.statusCode, `${method} ${url}`).toBe(403);
      const visitorAnswer = await client().request({ method, url, body });
      expect(visitorAnswer.statusCode, `${method} ${url}`).toBe(401);
    }
    for (const path of ['/api/company/members']) {
      expect((await engineer.get(path)).statusCode).toBe(403);
      expect((await client().get(path)).statusCode).toBe(401);
    }
  });

  it('accepts: makes the recruiter account, signs it in, and /api/auth/ names the company', async () => {
    const email = address();
    await invite(admin, email, 'admin');
    const token = await mailedToken(email);
    const browser = client();
    const res = await accept(browser, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      login_status: { logged_in: true },
      redirect_to: '/company',
      message: M.invitationAccepted,
    });
    expect(browser.sessionId).toBeDefined();

    const auth = await browser.get('/api/auth/');
    expect(auth.statusCode).toBe(200);
    expect(auth.json().auth_info).toMatchObject({
      email,
      username: '佐藤 採用',
      company: { id: company.id, role: 'admin' },
      is_need_terms_agreement: false,
    });
    // The new admin works at once, and the engineer screens stay closed to them.
    expect((await browser.get('/api/company/invitations')).statusCode).toBe(200);
    expect((await browser.get('/api/person/')).statusCode).toBe(403);

    const members = companyMemberListResponseSchema.parse(
      (await browser.get('/api/company/members')).json(),
    ).members;
    expect(members).toContainEqual({
      user_id: expect.any(Number),
      display_name: '佐藤 採用',
      email,
      role: 'admin',
      joined_at: epoch(clock.now()),
      is_self: true,
    });
    expect(members.filter((m) => m.is_self)).toHaveLength(1);
    expect(members[0]!.role).toBe('admin');

    // The key is used up.
    expect((await accept(client(), token)).json()).toEqual(invalidToken);
    expect((await client().get(`/api/company/invitations/${token}`)).statusCode).toBe(404);
    const pending = (await admin.get('/api/company/invitations')).json().invitations;
    expect(pending).not.toContainEqual(expect.objectContaining({ email }));

    // And the password is the one chosen.
    const again = client();
    await again.signIn(email, NEW_PASSWORD);
  });

  it('refuses an expired link, a replaced one and a revoked one, the same way', async () => {
    const expiring = address();
    await invite(admin, expiring);
    const expiredToken = await mailedToken(expiring);
    clock.advance(7 * DAY_MS);
    expect((await client().get(`/api/company/invitations/${expiredToken}`)).statusCode).toBe(404);
    expect((await accept(client(), expiredToken)).json()).toEqual(invalidToken);

    const twice = address();
    await invite(admin, twice);
    const first = await mailedToken(twice);
    await invite(admin, twice);
    const second = await mailedToken(twice);
    expect(second).not.toBe(first);
    expect((await accept(client(), first)).json()).toEqual(invalidToken);
    const pending = (await admin.get('/api/company/invitations')).json().invitations;
    expect(pending.filter((i: { email: string }) => i.email === twice)).toHaveLength(1);

    const revoked = await invite(admin, address());
    const revokedToken = await mailedToken(revoked.email);
    const res = await admin.delete(`/api/company/invitations/${revoked.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: M.invitationRevoked });
    expect((await accept(client(), revokedToken)).json()).toEqual(invalidToken);
    expect((await admin.delete(`/api/company/invitations/${revoked.id}`)).statusCode).toBe(404);

    for (const bogus of ['not-a-token', 'A'.repeat(43)]) {
      const preview = await client().get(`/api/company/invitations/${bogus}`);
      expect(preview.statusCode, bogus).toBe(404);
      expect(preview.json().error.message).toBe(M.invitationInvalid);
      expect((await accept(client(), bogus)).json()).toEqual(invalidToken);
    }
    const stored = await db().select().from(users).where(eq(users.email, expiring));
    expect(stored).toHaveLength(0);
  });

  it('does not tell the admin an address is an engineer’s; the invitee learns it on accepting', async () => {
    const person = await createUser(db());
    const unknown = address();
    const toEngineer = await admin.post('/api/company/invitations', {
      email: person.email.toUpperCase(),
      role: 'recruiter',
    });
    const toStranger = await admin.post('/api/company/invitations', {
      email: unknown,
      role: 'recruiter',
    });
    expect(toEngineer.statusCode).toBe(201);
    expect(toStranger.statusCode).toBe(201);

    const token = await mailedToken(person.email);
    const res = await accept(client(), token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'conflict', message: M.emailIsEngineer });
    const membership = await db()
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, person.id));
    expect(membership).toHaveLength(0);
    // The engineer's own account is untouched.
    const engineer = client();
    await engineer.signIn(person.email, TEST_PASSWORD);
    expect((await engineer.get('/api/auth/')).json().auth_info.company).toBeNull();
  });

  it('refuses a recruiter of another company, and an address already on the team', async () => {
    const other = await createCompany(db());
    const { account: theirs } = await signedInRecruiter(other.id, 'recruiter');
    await invite(admin, theirs.email);
    const res = await accept(client(), await mailedToken(theirs.email));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.emailIsRecruiter);

    const { account: ours } = await signedInRecruiter(company.id, 'recruiter');
    const again = await admin.post('/api/company/invitations', {
      email: ours.email,
      role: 'admin',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'conflict',
      message: M.alreadyMember,
      fields: { email: [M.alreadyMember] },
    });
  });

  it('keeps each company’s team and invitations to itself', async () => {
    const other = await createCompany(db());
    const { c: otherAdmin, account } = await signedInRecruiter(other.id, 'admin');
    const ours = await invite(admin, address());
    const revoke = await otherAdmin.delete(`/api/company/invitations/${ours.id}`);
    const missing = await otherAdmin.delete('/api/company/invitations/2000000000');
    expect(revoke.statusCode).toBe(404);
    expect(revoke.body).toBe(missing.body);
    expect((await otherAdmin.get('/api/company/invitations')).json().invitations).toEqual([]);
    const members = (await otherAdmin.get('/api/company/members')).json().members;
    expect(members).toEqual([
      {
        user_id: account.id,
        display_name: account.displayName,
        email: account.email,
        role: 'admin',
        joined_at: epoch(clock.now()),
        is_self: true,
      },
    ]);
    const [row] = await db()
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.id, ours.id)));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('validates with Japanese messages: the address, the role, the password, the terms', async () => {
    for (const [body, field, message] of [
      [{ email: 'not-an-address', role: 'recruiter' }, 'email', ACCOUNT_MESSAGES.emailInvalid],
      [{ email: address(), role: 'owner' }, 'role', M.roleRequired],
    ] as const) {
      const res = await admin.post('/api/company/invitations', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field]: [message] });
    }
    const email = address();
    await invite(admin, email);
    const token = await mailedToken(email);
    for (const [overrides, field, message] of [
      [{ password: 'short' }, 'password', ACCOUNT_MESSAGES.passwordTooShort],
      [{ password: email }, 'password', ACCOUNT_MESSAGES.passwordSameAsEmail],
      [{ display_name: '' }, 'display_name', ACCOUNT_MESSAGES.displayNameRequired],
      [{ display_name: 'あ'.repeat(31) }, 'display_name', ACCOUNT_MESSAGES.displayNameTooLong],
      [{ terms_agreed: false }, 'terms_agreed', ACCOUNT_MESSAGES.termsRequired],
    ] as const) {
      const res = await accept(client(), token, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(overrides)).toEqual({ [field]: [message] });
    }
    // Nothing was used up by the refusals.
    expect((await accept(client(), token)).statusCode).toBe(200);
  });

  it('signs a browser out of the account it had before accepting', async () => {
    const person = await createUser(db());
    const browser = client();
    await browser.signIn(person.email, person.password);
    const before = browser.sessionId!;
    const email = address();
    await invite(admin, email);
    expect((await accept(browser, await mailedToken(email))).statusCode).toBe(200);
    expect(browser.sessionId).not.toBe(before);
    const old = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(before)));
    expect(old).toHaveLength(0);
    expect(browser.jar.get(SESSION_COOKIE)).toBe(browser.sessionId);
  });

  it('refuses writes without the CSRF token, signed in or not', async () => {
    const email = address();
    await invite(admin, email);
    const token = await mailedToken(email);
    const visitor = client();
    await visitor.get('/api/login_status/');
    const refusedAccept = await visitor.request({
      method: 'POST',
      url: '/api/company/invitations/accept',
      body: { token, display_name: '佐藤', password: NEW_PASSWORD, terms_agreed: true },
      csrf: false,
    });
    expect(refusedAccept.statusCode).toBe(403);
    expect(refusedAccept.json().error.code).toBe('csrf_failed');
    for (const [method, url] of [
      ['POST', '/api/company/invitations'],
      ['DELETE', '/api/company/invitations/1'],
    ] as const) {
      const res = await admin.request({
        method,
        url,
        body: method === 'POST' ? { email: address(), role: 'recruiter' } : undefined,
        csrf: false,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('csrf_failed');
    }
    // The link still works: nothing was consumed.
    expect((await client().get(`/api/company/invitations/${token}`)).statusCode).toBe(200);
  });
});
