import { ACCOUNT_MESSAGES } from '@kiseki/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { type TestClock, testClock } from '../../../test/helpers/clock';
import { impersonations, sessions, termsAgreements, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { emailContains } from './admin-users.service';

describe('admin: users and impersonation', () => {
  let h: TestApp;
  let clock: TestClock;
  let ipCounter = 0;
  const db = () => h.t.database.db;
  const signedIn = async (overrides = {}) => {
    const user = await createUser(db(), overrides);
    const c = new TestClient(h.app, `10.9.0.${++ipCounter}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };

  beforeAll(async () => {
    clock = testClock();
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  describe('user search and detail', () => {
    it('finds users by a case-insensitive part of the address, newest first, paged by 20', async () => {
      const { c } = await signedIn({ isAdmin: true, email: 'boss@staff.example.jp' });
      for (let i = 0; i < 23; i++) {
        clock.advanceSeconds(1);
        await createUser(
          db(),
          { email: `member${String(i).padStart(2, '0')}@Search.example.jp` },
          clock.now(),
        );
      }
      await createUser(db(), { email: 'under_score@other.example.jp' });
      await createUser(db(), { email: 'underXscore@other.example.jp' });

      const first = await c.get('/api/admin/users?email=search.EXAMPLE');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.paging).toEqual({ total_count: 23, page: 1, max_page: 2 });
      expect(body.users).toHaveLength(20);
      expect(body.users[0]).toEqual({
        id: expect.any(Number),
        email: 'member22@Search.example.jp',
        display_name: expect.any(String),
        is_active: true,
        is_admin: false,
        created_at: Math.floor(clock.now().getTime() / 1000),
        last_login_at: null,
      });
      const second = (await c.get('/api/admin/users?email=search.example&page=2')).json();
      expect(second.users.map((u: { email: string }) => u.email)).toEqual([
        'member02@Search.example.jp',
        'member01@Search.example.jp',
        'member00@Search.example.jp',
      ]);
      // LIKE wildcards are literal.
      const literal = (await c.get('/api/admin/users?email=under_score')).json();
      expect(literal.users.map((u: { email: string }) => u.email)).toEqual([
        'under_score@other.example.jp',
      ]);
      const all = (await c.get('/api/admin/users')).json();
      expect(all.paging.total_count).toBe(await db().$count(users));
      expect((await c.get('/api/admin/users?page=0')).statusCode).toBe(400);
    });

    it('can answer the substring search from the trigram index instead of scanning users', async () => {
      const plan = await db().transaction(async (tx) => {
        // A table this small is scanned anyway; forbid that to see whether the index serves.
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = tx.select({ id: users.id }).from(users).where(emailContains('tanaka'));
        // Both drivers answer with { rows }; Db's union type does not say so.
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('users_email_trgm_idx');
    });

    it('shows one user, or 404', async () => {
      const { c } = await signedIn({ isAdmin: true });
      const target = await createUser(db(), { displayName: '対象 さん' });
      const res = await c.get(`/api/admin/users/${target.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({
        id: target.id,
        email: target.email,
        display_name: '対象 さん',
      });
      const missing = await c.get('/api/admin/users/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('not_found');
      expect((await c.get('/api/admin/users/abc')).statusCode).toBe(400);
    });

    it('is closed to visitors (401) and to non-admins (403)', async () => {
      const visitor = new TestClient(h.app, '10.9.9.1');
      expect((await visitor.get('/api/admin/users')).statusCode).toBe(401);
      const { c } = await signedIn();
      const target = await createUser(db());
      for (const res of [
        await c.get('/api/admin/users'),
        await c.get(`/api/admin/users/${target.id}`),
        await c.post(`/api/admin/users/${target.id}/impersonate`),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({
          code: 'forbidden',
          message: 'この操作を行う権限がありません。',
        });
      }
      expect(await db().$count(impersonations)).toBe(0);
    });
  });

  describe('impersonation', () => {
    it('starts: new session for the target, audit row with who, whom, when and where', async () => {
      const { user: admin, c } = await signedIn({ isAdmin: true });
      const target = await createUser(db(), { agreedToTerms: false });
      const adminSession = c.sessionId!;

      const res = await c.post(`/api/admin/users/${target.id}/impersonate`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ is_hijacked: true, redirect_to: '/' });
      expect(c.sessionId).not.toBe(adminSession);
      expect(c.userIdCookie).toBe(String(target.id));

      const audits = await db()
        .select()
        .from(impersonations)
        .where(eq(impersonations.targetId, target.id));
      expect(audits).toEqual([
        {
          id: expect.any(Number),
          adminId: admin.id,
          adminEmail: admin.email,
          targetId: target.id,
          targetEmail: target.email,
          startedAt: clock.now(),
          endedAt: null,
          ip: c.ip,
        },
      ]);
      const [row] = await db()
        .select()
        .from(sessions)
        .where(eq(sessions.id, sha256Hex(c.sessionId!)));
      expect(row).toMatchObject({
        userId: target.id,
        impersonatorId: admin.id,
        impersonatorSessionId: sha256Hex(adminSession),
        impersonationId: audits[0]!.id,
      });

      const info = (await c.get('/api/auth/')).json().auth_info;
      expect(info).toMatchObject({
        userid: target.id,
        email: target.email,
        is_hijacked: true,
        is_admin: false,
      });
      // Admin pages are out of reach while acting as someone else.
      expect((await c.get('/api/admin/users')).statusCode).toBe(403);
    });

    it("blocks the person's own password, email, deletion and terms agreement with 403", async () => {
      const { c } = await signedIn({ isAdmin: true });
      const target = await createUser(db(), { agreedToTerms: false });
      await c.post(`/api/admin/users/${target.id}/impersonate`);
      const blocked = [
        await c.put('/api/account/password/', {
          current_password: target.password,
          new_password: 'taken-over-123',
        }),
        await c.post('/api/account/email/', {
          new_email: 'admin-chose@example.jp',
          password: target.password,
        }),
        await c.delete('/api/account/', { password: target.password, confirm: '退会する' }),
        await c.put('/api/terms_agreement/', { agreed: true }),
        await c.put('/api/terms_agreement/', { agreed: false }),
        // Even with an invalid body, the answer is 403, not a validation error.
        await c.put('/api/account/password/', {}),
      ];
      for (const res of blocked) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({
          code: 'forbidden',
          message: ACCOUNT_MESSAGES.hijackedForbidden,
        });
      }
      expect((await db().select().from(users).where(eq(users.id, target.id)))[0]!.email).toBe(
        target.email,
      );
      // Nothing was recorded in the person's name, and the impersonation goes on.
      expect(await db().$count(termsAgreements, eq(termsAgreements.userId, target.id))).toBe(0);
      expect((await c.get('/api/auth/')).json().auth_info).toMatchObject({
        is_hijacked: true,
        is_need_terms_agreement: true,
      });
    });

    it('stops: the audit row ends, the target session goes, the admin is back under a new id', async () => {
      const { user: admin, c } = await signedIn({ isAdmin: true });
      const target = await createUser(db());
      const adminSession = c.sessionId!;
      await c.post(`/api/admin/users/${target.id}/impersonate`);
      const targetSession = c.sessionId!;
      clock.advanceSeconds(90);

      const res = await c.post('/api/admin/impersonation/stop');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ is_hijacked: false, redirect_to: '/admin/users' });
      expect(c.sessionId).not.toBe(targetSession);
      expect(c.sessionId).not.toBe(adminSession);
      expect(c.userIdCookie).toBe(String(admin.id));
      const info = (await c.get('/api/auth/')).json().auth_info;
      expect(info).toMatchObject({ userid: admin.id, is_admin: true, is_hijacked: false });

      const [audit] = await db()
        .select()
        .from(impersonations)
        .where(eq(impersonations.targetId, target.id));
      expect(audit!.endedAt).toEqual(clock.now());
      for (const old of [adminSession, targetSession]) {
        const replay = await h.app.inject({
          url: '/api/auth/',
          headers: { cookie: `sessionid=${old}` },
        });
        expect(replay.statusCode).toBe(401);
      }
      const again = await c.post('/api/admin/impersonation/stop');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.notImpersonating);
    });

    it('ends with the admin session: revoking it ends the impersonation too', async () => {
      const { user: admin, c } = await signedIn({ isAdmin: true });
      const target = await createUser(db());
      await c.post(`/api/admin/users/${target.id}/impersonate`);
      // The admin changes their password elsewhere: all their sessions end.
      const elsewhere = new TestClient(h.app, '10.9.8.1');
      await elsewhere.signIn(admin.email, admin.password);
      await elsewhere.put('/api/account/password/', {
        current_password: admin.password,
        new_password: 'admin-rotated-77',
      });
      expect((await c.get('/api/auth/')).statusCode).toBe(401);
    });

    it('refuses admins, oneself and inactive accounts as targets', async () => {
      const { user: admin, c } = await signedIn({ isAdmin: true });
      const otherAdmin = await createUser(db(), { isAdmin: true });
      const inactive = await createUser(db(), { isActive: false });
      const self = await c.post(`/api/admin/users/${admin.id}/impersonate`);
      expect(self.statusCode).toBe(403);
      expect(self.json().error.message).toBe(ACCOUNT_MESSAGES.impersonateSelfForbidden);
      const peer = await c.post(`/api/admin/users/${otherAdmin.id}/impersonate`);
      expect(peer.statusCode).toBe(403);
      expect(peer.json().error.message).toBe(ACCOUNT_MESSAGES.impersonateAdminForbidden);
      const dormant = await c.post(`/api/admin/users/${inactive.id}/impersonate`);
      expect(dormant.statusCode).toBe(409);
      expect((await c.post('/api/admin/users/999999/impersonate')).statusCode).toBe(404);
      expect(await db().$count(impersonations, eq(impersonations.adminId, admin.id))).toBe(0);
    });

    it('signing out while impersonating ends it and the admin session', async () => {
      const { user: admin, c } = await signedIn({ isAdmin: true });
      const target = await createUser(db());
      await c.post(`/api/admin/users/${target.id}/impersonate`);
      clock.advanceSeconds(5);
      await c.post('/api/logout/');
      const [audit] = await db()
        .select()
        .from(impersonations)
        .where(eq(impersonations.targetId, target.id));
      expect(audit!.endedAt).toEqual(clock.now());
      expect(await db().select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);
    });

    it('keeps the audit row when the people involved are deleted', async () => {
      const { c } = await signedIn({ isAdmin: true });
      const target = await createUser(db(), { email: 'gone-soon@example.jp' });
      await c.post(`/api/admin/users/${target.id}/impersonate`);
      await c.post('/api/admin/impersonation/stop');
      await db().delete(users).where(eq(users.id, target.id));
      const rows = await db()
        .select()
        .from(impersonations)
        .where(eq(impersonations.targetEmail, 'gone-soon@example.jp'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.targetId).toBeNull();
    });

    it('needs the CSRF header to start and stop', async () => {
      const { c } = await signedIn({ isAdmin: true });
      const target = await createUser(db());
      expect(
        (await c.post(`/api/admin/users/${target.id}/impersonate`, undefined, { csrf: false }))
          .statusCode,
      ).toBe(403);
      await c.post(`/api/admin/users/${target.id}/impersonate`);
      expect(
        (await c.post('/api/admin/impersonation/stop', undefined, { csrf: false })).statusCode,
      ).toBe(403);
      expect((await c.get('/api/auth/')).json().auth_info.is_hijacked).toBe(true);
    });

    it('a visitor cannot stop anything (401)', async () => {
      expect(
        (await new TestClient(h.app, '10.9.9.2').post('/api/admin/impersonation/stop')).statusCode,
      ).toBe(401);
    });
  });
});
