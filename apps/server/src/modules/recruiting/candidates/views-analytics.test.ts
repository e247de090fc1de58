import {
  RECRUITING_MESSAGES,
  VIEW_ANALYTICS_COMPANY_LIMIT,
  VIEW_ANALYTICS_OUTPUTS_PER_COMPANY,
  type ViewAnalyticsWire,
  viewAnalyticsResponseSchema,
} from '@kiseki/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createOutput,
  createRecruiter,
  createSnsAssociation,
  createUser,
} from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { TestClient } from '../../../../test/helpers/client';
import { DAY_MS, HOUR_MS, type TestClock, testClock } from '../../../../test/helpers/clock';
import {
  browsedHistories,
  type Company,
  userBlockedCompanies,
  userJobSettings,
} from '../../../db/schema';

type Person = Awaited<ReturnType<typeof createUser>>;

describe('GET /api/analytics/views', () => {
  let h: TestApp;
  let clock: TestClock;
  let ip = 0;
  const db = () => h.t.database.db;
  const signIn = async (account: { email: string; password: string }) => {
    const c = new TestClient(h.app, `100.75.0.${++ip}`);
    await c.signIn(account.email, account.password);
    return c;
  };
  const viewsOf = async (person: Person): Promise<ViewAnalyticsWire> => {
    const res = await (await signIn(person)).get('/api/analytics/views');
    expect(res.statusCode, res.body).toBe(200);
    return viewAnalyticsResponseSchema.parse(res.json());
  };
  const at = (iso: string) => new Date(iso);
  const epoch = (date: Date) => Math.floor(date.getTime() / 1000);
  const visit = (
    user: Person,
    company: Company,
    accessedAt: Date,
    outputUrl: string | null = null,
  ) =>
    db()
      .insert(browsedHistories)
      .values({ userId: user.id, companyId: company.id, outputUrl, accessedAt });

  // 2026-11-25 12:00 in Japan.
  const NOW = at('2026-11-25T03:00:00Z');
  const articleUrl = 'https://zenn.dev/alice/articles/go-tracing';
  const repoUrl = 'https://github.com/alice/tracer';
  const goneUrl = 'https://qiita.com/alice/items/removed';

  let minato: Company;
  let sakura: Company;
  let hokuto: Company;
  let kumo: Company;
  let alice: Person;
  let bob: Person;

  beforeAll(async () => {
    clock = testClock(NOW);
    h = await createTestApp({}, { now: clock.now });
    minato = await createCompany(db(), {
      name: '株式会社ミナトソフト',
      logoUrl: 'https://minato.example.jp/logo.png',
    });
    sakura = await createCompany(db(), { name: '合同会社サクラデータ' });
    hokuto = await createCompany(db(), { name: '株式会社北斗クラウド' });
    kumo = await createCompany(db(), { name: '株式会社くもテック' });
    alice = await createUser(db(), { displayName: 'alice' }, NOW);
    bob = await createUser(db(), { displayName: 'bob' }, NOW);

    const zenn = await createSnsAssociation(db(), alice.id, { snsName: 'zenn' });
    await createOutput(db(), zenn, { title: 'Goでトレーシング入門', url: articleUrl });
    const github = await createSnsAssociation(db(), alice.id, { snsName: 'github' });
    await createOutput(db(), github, { kind: 'repo', title: 'alice/tracer', url: repoUrl });

    // ミナトソフト: 01:00 and 11:00 on the 25th in Japan are one visit, though their UTC
    // dates differ.
    await visit(alice, minato, at('2026-11-25T02:00:00Z'));
    await visit(alice, minato, at('2026-11-25T02:00:00Z'), repoUrl);
    await visit(alice, minato, at('2026-11-24T16:00:00Z'));
    await visit(alice, minato, at('2026-11-24T16:00:00Z'), articleUrl);
    await visit(alice, minato, at('2026-11-24T16:30:00Z'), articleUrl);
    // 40 days ago: in the window, not among the last 30 days.
    await visit(alice, minato, new Date(NOW.getTime() - 40 * DAY_MS));
    // 91 days ago: outside the window.
    await visit(alice, minato, new Date(NOW.getTime() - 91 * DAY_MS), goneUrl);

    // サクラデータ, blocked by alice since: five days ago, an output she has removed.
    await visit(alice, sakura, new Date(NOW.getTime() - 5 * DAY_MS));
    await visit(alice, sakura, new Date(NOW.getTime() - 5 * DAY_MS), goneUrl);
    await db().insert(userBlockedCompanies).values({ userId: alice.id, companyId: sakura.id });

    // 北斗クラウド: only 45 days ago.
    await visit(alice, hokuto, new Date(NOW.getTime() - 45 * DAY_MS));

    // くもテック: only 91 days ago, so not listed at all.
    await visit(alice, kumo, new Date(NOW.getTime() - 91 * DAY_MS));

    // Bob's history is bob's.
    await visit(bob, kumo, new Date(NOW.getTime() - DAY_MS));
  });
  afterAll(async () => h.close());

  it('answers a visitor 401 and a recruiter 403', async () => {
    const visitor = new TestClient(h.app, `100.75.1.${++ip}`);
    const anonymous = await visitor.get('/api/analytics/views');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthenticated');

    const recruiter = await signIn(await createRecruiter(db(), minato.id, {}, NOW));
    const res = await recruiter.get('/api/analytics/views');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(RECRUITING_MESSAGES.engineerOnly);
  });

  it('lists each company that visited in 90 days, most recent first, with its numbers', async () => {
    const body = await viewsOf(alice);
    expect(body.days).toBe(90);
    expect(body.recent_days).toBe(30);
    expect(body.companies.map((c) => c.company.name)).toEqual([
      '株式会社ミナトソフト',
      '合同会社サクラデータ',
      '株式会社北斗クラウド',
    ]);
    const [first, second, third] = body.companies;

    expect(first).toEqual({
      company: {
        id: minato.id,
        name: '株式会社ミナトソフト',
        logo_url: 'https://minato.example.jp/logo.png',
        logo_color: minato.logoColor,
      },
      visit_count: 2,
      output_count: 2,
      last_accessed_at: epoch(at('2026-11-25T02:00:00Z')),
      relative_time_label: '24時間以内',
      outputs: [
        { url: repoUrl, title: 'alice/tracer', last_viewed_at: epoch(at('2026-11-25T02:00:00Z')) },
        {
          url: articleUrl,
          title: 'Goでトレーシング入門',
          last_viewed_at: epoch(at('2026-11-24T16:30:00Z')),
        },
      ],
    });
    // The blocked company stays; a removed output keeps its URL without a title.
    expect(second).toMatchObject({
      company: { id: sakura.id, logo_url: null },
      visit_count: 1,
      output_count: 1,
      relative_time_label: '5日前',
      outputs: [{ url: goneUrl, title: null }],
    });
    expect(third).toMatchObject({
      company: { id: hokuto.id },
      visit_count: 1,
      output_count: 0,
      relative_time_label: '1ヶ月以上前',
      outputs: [],
    });

    // 2 + 1 + 1 visits in 90 days; in the last 30, ミナトソフト's one day and サクラデータ's one.
    expect(body.totals).toEqual({ company_count: 3, visit_count: 4, recent_visit_count: 2 });
  });

  it('shows only the signed-in person’s own history', async () => {
    const body = await viewsOf(bob);
    expect(body.companies.map((c) => c.company.id)).toEqual([kumo.id]);
    expect(body.totals).toEqual({ company_count: 1, visit_count: 1, recent_visit_count: 1 });
    const nobody = await viewsOf(await createUser(db(), {}, NOW));
    expect(nobody).toEqual({
      days: 90,
      recent_days: 30,
      totals: { company_count: 0, visit_count: 0, recent_visit_count: 0 },
      companies: [],
    });
  });

  it('caps the outputs per company, newest first, and the companies, counting all in totals', async () => {
    const carol = await createUser(db(), {}, NOW);
    const extra = VIEW_ANALYTICS_OUTPUTS_PER_COMPANY + 2;
    for (let i = 0; i < extra; i++) {
      await visit(
        carol,
        minato,
        new Date(NOW.getTime() - (i + 1) * HOUR_MS),
        `https://example.com/carol/${i}`,
      );
    }
    const companies: Company[] = [];
    for (let i = 0; i < VIEW_ANALYTICS_COMPANY_LIMIT; i++) {
      const company = await createCompany(db(), { name: `株式会社テスト${i}` });
      companies.push(company);
      await visit(carol, company, new Date(NOW.getTime() - (i + 2) * DAY_MS));
    }

    const body = await viewsOf(carol);
    expect(body.companies).toHaveLength(VIEW_ANALYTICS_COMPANY_LIMIT);
    expect(body.totals.company_count).toBe(VIEW_ANALYTICS_COMPANY_LIMIT + 1);
    expect(body.totals.visit_count).toBe(VIEW_ANALYTICS_COMPANY_LIMIT + 1);
    // The most recent is kept, the oldest left out.
    expect(body.companies[0]!.company.id).toBe(minato.id);
    expect(body.companies.map((c) => c.company.id)).not.toContain(companies.at(-1)!.id);

    const first = body.companies[0]!;
    expect(first.output_count).toBe(extra);
    expect(first.outputs.map((o) => o.url)).toEqual(
      Array.from(
        { length: VIEW_ANALYTICS_OUTPUTS_PER_COMPANY },
        (_, i) => `https://example.com/carol/${i}`,
      ),
    );
  });

  it('shows a visit a recruiter just made through the candidate page', async () => {
    const dave = await createUser(db(), { displayName: 'dave' }, NOW);
    await db()
      .insert(userJobSettings)
      .values({ userId: dave.id, hirabilityLevel: 'JOB_CHANGE', createdAt: NOW, updatedAt: NOW });
    const zenn = await createSnsAssociation(db(), dave.id, { snsName: 'zenn' });
    await createOutput(db(), zenn, {
      title: 'Rustで書くCLI',
      url: 'https://zenn.dev/dave/articles/cli',
    });
    const recruiter = await signIn(await createRecruiter(db(), hokuto.id, {}, NOW));
    expect((await recruiter.get(`/api/company/candidates/${dave.id}`)).statusCode).toBe(200);
    // Opening it again the same day is the same visit.
    clock.advance(HOUR_MS);
    expect((await recruiter.get(`/api/company/candidates/${dave.id}`)).statusCode).toBe(200);

    const body = await viewsOf(dave);
    expect(body.companies).toHaveLength(1);
    expect(body.companies[0]).toMatchObject({
      company: { id: hokuto.id, name: '株式会社北斗クラウド' },
      visit_count: 1,
      output_count: 1,
      last_accessed_at: epoch(NOW),
      outputs: [{ url: 'https://zenn.dev/dave/articles/cli', title: 'Rustで書くCLI' }],
    });
  });
});
