import { PORTFOLIO_MESSAGES } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TestClient } from '../../../test/helpers/client';
import { portfolioOutputs, snsAssociations } from '../../db/schema';
import { type FakeUpstream, startFakeUpstream } from '../../integrations/fake-upstream/server';
import {
  createOutboundHttp,
  type OutboundHttpClient,
} from '../../integrations/http/create-outbound-http';
import { systemClock } from '../../lib/clock';
import { afterImport } from './after-import';
import type { ImportTarget } from './import-dispatcher';
import { createSourceClients } from './import-runtime';
import { IMPORT_MAX_ATTEMPTS, type ImporterDeps, runImport } from './importer';

/*
 * Connected accounts, blogs and the building state, end to end: the real importer and
 * clients, run inside the request, against the local fake upstream.
 */
describe('connected accounts, blogs, imports and readiness', () => {
  let h: TestApp;
  let fake: FakeUpstream;
  let http: OutboundHttpClient;
  let deps: ImporterDeps;
  let ip = 0;
  const db = () => h.t.database.db;
  const signedIn = async () => {
    const user = await createUser(db());
    const c = new TestClient(h.app, `100.67.0.${++ip}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  const control = (body: unknown) =>
    fetch(`${fake.origin}/__control`, { method: 'POST', body: JSON.stringify(body) });
  const requests = async () =>
    (await (await fetch(`${fake.origin}/__requests`)).json()) as {
      path: string;
      status: number;
      ifNoneMatch: string | null;
    }[];

  beforeAll(async () => {
    fake = await startFakeUpstream({ port: 0 });
    http = createOutboundHttp({
      userAgent: 'kiseki-test',
      allowedTestOrigins: [fake.origin],
      retries: 0,
      sleep: async () => {},
    });
    const clients = createSourceClients(http, {
      ...fake.baseUrls,
      githubToken: undefined,
      connpassApiKey: undefined,
      allowedOrigins: [fake.origin],
    });
    let holder: TestApp | undefined;
    deps = {
      get db() {
        return holder!.t.database.db;
      },
      now: systemClock,
      clients,
      log: { error: () => {} },
      onImported: (userId) => afterImport(holder!.t.database.db, systemClock)(userId),
    } as ImporterDeps;
    h = await createTestApp({}, { runImport: (target: ImportTarget) => runImport(deps, target) });
    holder = h;
  });
  afterAll(async () => {
    await h.close();
    http.close();
    await fake.close();
  });

  it('answers 401 to a visitor and 403 to a write without the CSRF header', async () => {
    const visitor = new TestClient(h.app, '100.67.9.1');
    for (const [method, url] of [
      ['GET', '/api/sns_association/'],
      ['POST', '/api/sns_association/'],
      ['GET', '/api/blogs/'],
      ['POST', '/api/blogs/'],
      ['GET', '/api/is_ready/'],
      ['PUT', '/api/building_status/'],
      ['DELETE', '/api/building_status/'],
    ] as const) {
      const res = await visitor.request({ method, url, body: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const { c } = await signedIn();
    const res = await c.post(
      '/api/sns_association/',
      { sns_name: 'github', account: 'hanako-kiseki' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect((await c.get('/api/sns_association/')).json().sns_list).toEqual([]);
  });

  it('connects GitHub by profile URL, imports it, scores it and reports ready', async () => {
    const { c, user } = await signedIn();
    expect((await c.get('/api/is_ready/')).json()).toMatchObject({
      is_ready: true,
      total_count: 0,
    });
    const res = await c.post('/api/sns_association/', {
      sns_name: 'github',
      account: 'https://github.com/hanako-kiseki',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sns_association.account).toBe('hanako-kiseki');
    const list = (await c.get('/api/sns_association/')).json();
    expect(list.sns_name_list).toEqual(['github']);
    expect(list.sns_list[0]).toMatchObject({ status: 'done', error_message: null });
    expect(list.sns_list[0].imported_count).toBe(12);
    expect((await c.get('/api/is_ready/')).json()).toMatchObject({
      is_ready: true,
      finished_count: 1,
      total_count: 1,
    });
    const repos = (await c.get('/api/person/repos/')).json().repos_info;
    expect(repos).toHaveLength(12);
    const fork = repos.find((r: { is_fork: boolean; title: string }) => r.is_fork);
    expect(fork).toBeDefined();
    const scores = (await c.get('/api/person/score_details/')).json().score_details;
    expect(scores['3'].score).toBeGreaterThanOrEqual(1);
    expect(scores['3'].is_connected_sns).toBe(true);
    expect(scores['4'].is_connected_sns).toBe(false);
    // Suggested skill tags from the repos' languages, not yet confirmed.
    const tags = (await c.get('/api/person/skill_tags/')).json().skill_tags_info;
    expect(tags.some((t: { name: string; is_auto: boolean }) => t.name === 'Go' && t.is_auto)).toBe(
      true,
    );
    const days = await db().execute(
      `select count(*)::int as n from github_contribution_days where user_id = ${user.id}`,
    );
    expect(Number((days as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThan(200);
  });

  it('re-imports incrementally: only conditional requests, nothing refetched, nothing changed', async () => {
    const { c, user } = await signedIn();
    await c.post('/api/sns_association/', { sns_name: 'qiita', account: 'hanako-kiseki' });
    const before = await db()
      .select({ id: portfolioOutputs.id, updatedAt: portfolioOutputs.updatedAt })
      .from(portfolioOutputs)
      .where(eq(portfolioOutputs.userId, user.id));
    expect(before.length).toBe(8);
    const seen = (await requests()).length;
    const res = await c.post('/api/sns_association/qiita/refresh');
    expect(res.statusCode).toBe(200);
    expect(res.json().sns_association.status).toBe('done');
    const again = (await requests()).slice(seen).filter((r) => r.path.startsWith('/qiita/'));
    expect(again.length).toBeGreaterThan(0);
    for (const r of again.filter((r) => r.path.includes('/items'))) {
      expect(r.ifNoneMatch, r.path).not.toBeNull();
      expect(r.status, r.path).toBe(304);
    }
    const after = await db()
      .select({ id: portfolioOutputs.id, updatedAt: portfolioOutputs.updatedAt })
      .from(portfolioOutputs)
      .where(eq(portfolioOutputs.userId, user.id));
    expect(after).toEqual(before);
  });

  it('keeps other sources working when one is rate limited, down, broken or unknown', async () => {
    const { c } = await signedIn();
    await c.post('/api/sns_association/', { sns_name: 'github', account: 'taro-kiseki' });
    await control({ mode: { service: 'zenn', mode: 'rate_limited' } });
    await control({ mode: { service: 'note', mode: 'down' } });
    await control({ mode: { service: 'speakerdeck', mode: 'broken' } });
    try {
      await c.post('/api/sns_association/', { sns_name: 'zenn', account: 'hanako-kiseki' });
      await c.post('/api/sns_association/', { sns_name: 'note', account: 'hanako-kiseki' });
      await c.post('/api/sns_association/', { sns_name: 'speakerdeck', account: 'hanako-kiseki' });
      await c.post('/api/sns_association/', { sns_name: 'teratail', account: 'nobody-here-404' });
    } finally {
      await control({ mode: { service: 'zenn', mode: 'normal' } });
      await control({ mode: { service: 'note', mode: 'normal' } });
      await control({ mode: { service: 'speakerdeck', mode: 'normal' } });
    }
    const byName = Object.fromEntries(
      (await c.get('/api/sns_association/'))
        .json()
        .sns_list.map((a: { sns_name: string }) => [a.sns_name, a]),
    );
    expect(byName.github).toMatchObject({ status: 'done' });
    expect(byName.zenn.status).toBe('failed');
    expect(byName.zenn.error_message).toContain('利用制限');
    // The rate limit's own wait (Retry-After: 60), not a guess.
    const wait = byName.zenn.next_retry_at - Math.floor(Date.now() / 1000);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(61);
    expect(byName.note.status).toBe('failed');
    expect(byName.note.error_message).toContain('接続できませんでした');
    expect(byName.note.next_retry_at).not.toBeNull();
    expect(byName.speakerdeck.status).toBe('failed');
    expect(byName.speakerdeck.error_message).toContain('読み取れませんでした');
    expect(byName.speakerdeck.next_retry_at).toBeNull();
    expect(byName.teratail.error_message).toContain('アカウントが見つかりませんでした');
    // Failed first imports do not hold the person on /user_building.
    expect((await c.get('/api/is_ready/')).json().is_ready).toBe(true);
    // Once the service is back, importing again works.
    const retried = await c.post('/api/sns_association/zenn/refresh');
    expect(retried.json().sns_association).toMatchObject({ status: 'done', error_message: null });
  });

  it('schedules transient retries with backoff and gives up after the last attempt', async () => {
    const user = await createUser(db());
    const [row] = await db()
      .insert(snsAssociations)
      .values({ userId: user.id, snsName: 'note', account: 'hanako-kiseki', htmlUrl: '' })
      .returning();
    await control({ mode: { service: 'note', mode: 'down' } });
    try {
      const target = { kind: 'sns' as const, id: row!.id };
      const first = await runImport(deps, target, 1);
      const second = await runImport(deps, target, 2);
      const last = await runImport(deps, target, IMPORT_MAX_ATTEMPTS);
      expect(first).toMatchObject({ result: 'failed', code: 'unavailable', retryInSeconds: 60 });
      expect(second).toMatchObject({ retryInSeconds: 120 });
      expect(last).toMatchObject({ result: 'failed', retryInSeconds: null });
    } finally {
      await control({ mode: { service: 'note', mode: 'normal' } });
    }
  });

  it('refuses an account name that is not one', async () => {
    const { c } = await signedIn();
    const res = await c.post('/api/sns_association/', { sns_name: 'github', account: 'a b/c' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.account).toEqual([PORTFOLIO_MESSAGES.accountInvalid]);
    const unknown = await c.post('/api/sns_association/', { sns_name: 'mixi', account: 'x' });
    expect(unknown.statusCode).toBe(400);
  });

  it('disconnecting removes what was imported; another person cannot touch it', async () => {
    const { c, user } = await signedIn();
    await c.post('/api/sns_association/', { sns_name: 'zenn', account: 'hanako-kiseki' });
    const other = await signedIn();
    expect((await other.c.delete('/api/sns_association/zenn/')).statusCode).toBe(404);
    expect((await other.c.post('/api/sns_association/zenn/refresh')).statusCode).toBe(404);
    expect((await c.get('/api/person/zenn_articles/')).json().zenn_articles_info).toHaveLength(5);
    expect((await c.delete('/api/sns_association/zenn/')).statusCode).toBe(200);
    const left = await db()
      .select()
      .from(portfolioOutputs)
      .where(eq(portfolioOutputs.userId, user.id));
    expect(left).toEqual([]);
    expect((await c.delete('/api/sns_association/zenn/')).statusCode).toBe(404);
  });

  it('adds a blog by its page, finds the Atom feed, imports its entries as plain text', async () => {
    const { c } = await signedIn();
    const page = `${fake.origin}/blogs/hanako-kiseki/`;
    const res = await c.post('/api/blogs/', { url: page });
    expect(res.statusCode).toBe(201);
    const [blog] = (await c.get('/api/blogs/')).json().blog_url_list;
    expect(blog).toMatchObject({ url: page, status: 'done', title: '花子の技術メモ' });
    expect(blog.feed_url).toBe(`${fake.origin}/blogs/hanako-kiseki/feed`);
    const articles = (await c.get('/api/person/blog_articles/')).json().blog_articles_info;
    expect(articles).toHaveLength(5);
    expect(articles[0].blog_title).toBe('花子の技術メモ');
    for (const a of articles) expect(a.summary ?? '').not.toMatch(/<[a-z]/i);
    // The same blog again, however typed: refused, nothing changes.
    const dup = await c.post('/api/blogs/', { url: `${page}#top` });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.fields.url).toEqual([PORTFOLIO_MESSAGES.blogDuplicate]);
  });

  it('never fetches a private, loopback or link-local blog address', async () => {
    const { c } = await signedIn();
    for (const url of [
      'http://10.0.0.8/blog/',
      'http://169.254.169.254/latest/meta-data/',
      'http://localhost:8080/',
      'http://127.0.0.1:9/',
      'http://[::1]/',
    ]) {
      const res = await c.post('/api/blogs/', { url });
      expect(res.statusCode, url).toBe(201);
      expect(res.json().blog.status).toBe('pending');
    }
    const blogs = (await c.get('/api/blogs/')).json().blog_url_list;
    for (const b of blogs) {
      expect(b.status, b.url).toBe('failed');
      expect(b.error_message, b.url).toContain('このURLからは取得できません');
    }
  });

  it('records the building status: 1 when ready, back to 0 on DELETE', async () => {
    const { c } = await signedIn();
    expect((await c.put('/api/building_status/', { building_status: 1 })).json()).toEqual({
      building_status: 1,
    });
    expect((await c.get('/api/is_ready/')).json().building_status).toBe(1);
    expect((await c.get('/api/auth/')).json().auth_info.building_status).toBe(1);
    expect((await c.delete('/api/building_status/')).json()).toEqual({ building_status: 0 });
    expect((await c.put('/api/building_status/', { building_status: 2 })).statusCode).toBe(400);
  });
});

describe('blogs and readiness while imports are queued', () => {
  let h: TestApp;
  let ip = 0;
  const signedIn = async () => {
    const user = await createUser(h.t.database.db);
    const c = new TestClient(h.app, `100.67.7.${++ip}`);
    await c.signIn(user.email, user.password);
    return { user, c };
  };
  beforeAll(async () => {
    // No runner: imports stay pending, as they do while a job waits in the queue.
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('limits blogs to five, changes and deletes them by id or URL, only one’s own', async () => {
    const { c } = await signedIn();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await c.post('/api/blogs/', { url: `https://blog${i}.example.org/` });
      ids.push(res.json().blog.id);
    }
    const sixth = await c.post('/api/blogs/', { url: 'https://blog6.example.org/' });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error.fields.url).toEqual([PORTFOLIO_MESSAGES.blogsTooMany]);
    const bad = await c.post('/api/blogs/', { url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);

    const moved = await c.put('/api/blogs/', { id: ids[0], url: 'https://moved.example.org/' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().blog.url).toBe('https://moved.example.org/');

    const other = await signedIn();
    expect((await other.c.delete('/api/blogs/', { id: ids[1] })).statusCode).toBe(404);
    expect(
      (await other.c.put('/api/blogs/', { id: ids[1], url: 'https://x.example.org/' })).statusCode,
    ).toBe(404);
    expect((await c.delete('/api/blogs/', { id: ids[1] })).statusCode).toBe(200);
    expect(
      (await c.delete(`/api/blogs/?url=${encodeURIComponent('https://blog3.example.org/')}`))
        .statusCode,
    ).toBe(200);
    expect((await c.delete('/api/blogs/', {})).statusCode).toBe(400);
    const left = (await c.get('/api/blogs/'))
      .json()
      .blog_url_list.map((b: { url: string }) => b.url);
    expect(left).toEqual([
      'https://blog4.example.org/',
      'https://blog5.example.org/',
      'https://moved.example.org/',
    ]);
  });

  it('is not ready while a first import has not finished, and says which', async () => {
    const user = await createUser(h.t.database.db);
    const c = new TestClient(h.app, '100.67.8.1');
    await c.signIn(user.email, user.password);
    await c.post('/api/sns_association/', { sns_name: 'qiita', account: 'hanako-kiseki' });
    await c.post('/api/blogs/', { url: 'https://hanako-kiseki.hatenablog.com/' });
    const ready = (await c.get('/api/is_ready/')).json();
    expect(ready).toMatchObject({ is_ready: false, finished_count: 0, total_count: 2 });
    expect(
      ready.sources.map((s: { source: string; status: string }) => [s.source, s.status]),
    ).toEqual([
      ['qiita', 'pending'],
      ['blog', 'pending'],
    ]);
  });
});
