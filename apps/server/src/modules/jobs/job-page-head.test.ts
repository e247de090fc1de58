import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJobDescription, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { DAY_MS, type TestClock, testClock } from '../../../test/helpers/clock';
import { testConfig } from '../../config';
import { userBlockedCompanies } from '../../db/schema';
import { firstPageHead, jobPageHead, scriptSafeJson, validThrough } from './job-page-head';

const BASE_URL = testConfig().baseUrl;
const LD_JSON = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

/** The JSON-LD blocks of some head markup, parsed. */
function jsonLdOf(markup: string): Record<string, unknown>[] {
  return [...markup.matchAll(LD_JSON)].map((m) => JSON.parse(m[1]!));
}
const metaContent = (markup: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[+:]/g, '\\$&')}" content="([^"]*)">`).exec(
    markup,
  )?.[1];

describe('validThrough: 90-day listing periods from publication', () => {
  const published = new Date('2026-01-01T00:00:00Z');
  const at = (days: number) => new Date(published.getTime() + days * DAY_MS);
  it.each([
    [0, 90],
    [1, 90],
    [89.99, 90],
    [90, 180],
    [90.01, 180],
    [200, 270],
  ])('%s days after publication: %s days after it', (now, end) => {
    expect(validThrough(published, at(now)).toISOString()).toBe(at(end).toISOString());
  });
  it('is always after now', () => {
    for (let d = 0; d < 400; d += 7.3) {
      expect(validThrough(published, at(d)).getTime()).toBeGreaterThan(at(d).getTime());
    }
  });
});

describe('scriptSafeJson', () => {
  it('parses back to the same value, with nothing that can end the element', () => {
    const value = { t: '</script><!-- & > $& $\' \u2028 "q"' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&$\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('jobPageHead', () => {
  let h: TestApp;
  let clock: TestClock;
  const db = () => h.t.database.db;
  const head = () => jobPageHead({ db: db(), baseUrl: BASE_URL, now: clock.now });

  beforeAll(async () => {
    clock = testClock(new Date('2026-11-22T03:00:00Z'));
    h = await createTestApp({}, { now: clock.now });
  });
  afterAll(async () => h.close());

  it('an open job: title, description, OGP, canonical and a JobPosting', async () => {
    const company = await createCompany(db(), {
      name: '株式会社ヘッド',
      websiteUrl: 'https://head.example.jp/',
    });
    const publishedAt = new Date(clock.now().getTime() - 10 * DAY_MS);
    const job = await createJobDescription(db(), {
      company,
      status: 'published',
      title: 'バックエンドエンジニア（Go）',
      publishedAt,
      workStyle: 'partialRemote',
      prefectureCode: 13,
      employmentType: 'fulltime',
      salaryMin: 600,
      salaryMax: 900,
    });
    const built = (await head()(`/jobs/${job.id}`))!;
    expect(built).not.toBeNull();
    expect(built.title).toBe('バックエンドエンジニア（Go） | 株式会社ヘッド | Kiseki');
    expect(built.description).toContain(
      '株式会社ヘッドの求人（年収600〜900万円・一部リモート・東京都）',
    );
    expect(built.description!.length).toBeLessThanOrEqual(120);

    const html = built.markup;
    const url = `${BASE_URL}/jobs/${job.id}`;
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:title')).toBe(
      'バックエンドエンジニア（Go） | 株式会社ヘッド | Kiseki',
    );
    expect(metaContent(html, 'og:description')).toBe(built.description);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:image')).toBe(`${BASE_URL}/og-image.png`);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);

    const [ld, ...more] = jsonLdOf(html);
    expect(more).toHaveLength(0);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'バックエンドエンジニア（Go）',
      datePosted: publishedAt.toISOString(),
      validThrough: new Date(publishedAt.getTime() + 90 * DAY_MS).toISOString(),
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: '株式会社ヘッド',
        sameAs: 'https://head.example.jp/',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressRegion: '東京都', addressCountry: 'JP' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'JPY',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 6_000_000,
          maxValue: 9_000_000,
          unitText: 'YEAR',
        },
      },
      identifier: { '@type': 'PropertyValue', name: 'Kiseki', value: String(job.id) },
      url,
    });
    expect(ld).not.toHaveProperty('jobLocationType');
    // The sections, as HTML made from the escaped text.
    const description = ld!.description as string;
    for (const heading of ['仕事内容', '必須スキル', '歓迎スキル', '開発環境', '働き方']) {
      expect(description).toContain(`<h3>${heading}</h3>`);
    }
    const firstLine = job.jobDetails.split('\n')[0]!.trim();
    expect(description).toContain(firstLine.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
  });

  it('a fully remote job is TELECOMMUTE within Japan; employment types map to schema.org', async () => {
    const expected = {
      fulltime: 'FULL_TIME',
      parttime: 'PART_TIME',
      freelance: 'CONTRACTOR',
      internship: 'INTERN',
    } as const;
    for (const [employmentType, schemaType] of Object.entries(expected)) {
      const job = await createJobDescription(db(), {
        status: 'published',
        workStyle: 'fullRemote',
        employmentType: employmentType as keyof typeof expected,
      });
      const [ld] = jsonLdOf((await head()(`/jobs/${job.id}`))!.markup);
      expect(ld!.employmentType, employmentType).toBe(schemaType);
      expect(ld!.jobLocationType).toBe('TELECOMMUTE');
      expect(ld!.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'JP' });
      expect(ld).not.toHaveProperty('jobLocation');
    }
  });

  it('escapes a title and company that try to close the script or the attribute', async () => {
    const company = await createCompany(db(), { name: '"悪い&会社"<b>' });
    const title = `</script><script>alert(1)</script>"年収$'高い$&"`;
    const job = await createJobDescription(db(), { company, status: 'published', title });
    const built = (await head()(`/jobs/${job.id}`))!;
    const html = built.markup;
    // Exactly one script element, of JSON-LD, and it closes where it should.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain("$'");
    const [ld] = jsonLdOf(html);
    expect(ld!.title).toBe(title);
    expect((ld!.hiringOrganization as { name: string }).name).toBe('"悪い&会社"<b>');
    expect(metaContent(html, 'og:title')).toBe(
      "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;年収&#36;'高い&#36;&amp;&quot; | &quot;悪い&amp;会社&quot;&lt;b&gt; | Kiseki",
    );
    // The web app escapes the title and description itself.
    expect(built.title).toBe(`${title} | "悪い&会社"<b> | Kiseki`);
  });

  it('a closed job keeps its title and OGP but carries no JobPosting', async () => {
    const job = await createJobDescription(db(), { status: 'closed', title: '終了した求人' });
    const built = (await head()(`/jobs/${job.id}`))!;
    expect(built.title).toMatch(/^終了した求人 \| /);
    expect(built.description).toMatch(/^【募集終了】/);
    expect(metaContent(built.markup, 'og:title')).toMatch(/^終了した求人/);
    expect(jsonLdOf(built.markup)).toEqual([]);
    expect(built.markup).not.toContain('<script');
  });

  it('is the same for everyone: a company someone blocked still has its page head', async () => {
    const user = await createUser(db());
    const job = await createJobDescription(db(), { status: 'published' });
    await db().insert(userBlockedCompanies).values({ userId: user.id, companyId: job.companyId });
    expect(jsonLdOf((await head()(`/jobs/${job.id}`))!.markup)).toHaveLength(1);
  });

  it('null for a missing or never-published job and for every other path', async () => {
    const draft = await createJobDescription(db(), { status: 'closed', publishedAt: null });
    const job = await createJobDescription(db(), { status: 'published' });
    for (const p of [
      '/jobs/2000000000',
      `/jobs/${draft.id}`,
      `/jobs/${job.id}/interview-coaching`,
      '/jobs/search',
      '/jobs/home',
      '/jobs',
      '/jobs/abc',
      '/jobs/0',
      '/jobs/99999999999',
      '/jobs/1e3',
      `/job_listings/${job.id}`,
      '/companies/2000000000',
      '/companies/x',
      '/person',
      '/',
    ]) {
      expect(await head()(p), p).toBeNull();
    }
    // A trailing slash is the same page, and its canonical link has none.
    const slashed = (await head()(`/jobs/${job.id}/`))!;
    expect(slashed.markup).toContain(`<link rel="canonical" href="${BASE_URL}/jobs/${job.id}">`);
  });

  it('/companies/{id}: its own title, description, OGP and canonical link, no JobPosting', async () => {
    const company = await createCompany(db(), { name: '株式会社カンパニー' });
    const built = (await head()(`/companies/${company.id}`))!;
    expect(built.title).toBe('株式会社カンパニーの企業情報・求人 | Kiseki');
    const flat = company.description.replace(/\s+/g, ' ').trim();
    expect(built.description).toBe(flat.length <= 120 ? flat : `${flat.slice(0, 119)}…`);
    const url = `${BASE_URL}/companies/${company.id}`;
    expect(metaContent(built.markup, 'og:url')).toBe(url);
    expect(metaContent(built.markup, 'og:type')).toBe('website');
    expect(metaContent(built.markup, 'og:image')).toBe(`${BASE_URL}/og-image.png`);
    expect(built.markup).toContain(`<link rel="canonical" href="${url}">`);
    expect(built.markup).not.toContain('<script');
  });

  it('firstPageHead: the first hook that knows the path answers', async () => {
    const calls: string[] = [];
    const hook = (name: string, answers: boolean) => async (p: string) => {
      calls.push(`${name}:${p}`);
      return answers ? { markup: name, title: null, description: null } : null;
    };
    expect(
      (await firstPageHead([hook('a', false), hook('b', true), hook('c', true)])('/x'))!.markup,
    ).toBe('b');
    expect(calls).toEqual(['a:/x', 'b:/x']);
    expect(await firstPageHead([hook('a', false)])('/y')).toBeNull();
  });
});

describe('job page head through the web app', () => {
  let h: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'kiseki-jobs-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="ja"><head><meta name="description" content="製品の説明"><title>Kiseki</title><script id="kiseki-config" type="application/json">{}</script></head><body>WEB APP</body></html>',
    );
    h = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves /jobs/{id} with its title, description and JobPosting; other pages stay generic', async () => {
    const company = await createCompany(h.t.database.db, { name: '株式会社サーブ' });
    const job = await createJobDescription(h.t.database.db, {
      company,
      status: 'published',
      title: 'SRE',
    });
    const res = await h.app.inject({ method: 'GET', url: `/jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('WEB APP');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('<title>SRE | 株式会社サーブ | Kiseki</title>');
    expect(res.body).not.toContain('製品の説明');
    expect(jsonLdOf(res.body)).toHaveLength(1);

    const companyPage = await h.app.inject({ method: 'GET', url: `/companies/${company.id}` });
    expect(companyPage.body).toContain('<title>株式会社サーブの企業情報・求人 | Kiseki</title>');

    for (const p of ['/jobs/2000000000', `/jobs/${job.id}/interview-coaching`, '/jobs/search']) {
      const generic = await h.app.inject({ method: 'GET', url: p });
      expect(generic.statusCode, p).toBe(200);
      expect(generic.body, p).toContain('<title>Kiseki</title>');
      expect(generic.body, p).not.toContain('application/ld+json');
    }
    // `$&` and `$'` in a title are text, not String.replace patterns.
    const dollars = await createJobDescription(h.t.database.db, {
      company,
      status: 'published',
      title: "年収$&アップ$'",
    });
    const dollarPage = await h.app.inject({ method: 'GET', url: `/jobs/${dollars.id}` });
    expect(dollarPage.body).toContain(
      "<title>年収$&amp;アップ$' | 株式会社サーブ | Kiseki</title>",
    );
    expect(dollarPage.body.match(/<title>/g)).toHaveLength(1);

    // The public pages' head still comes first for its own paths.
    const publicPage = await h.app.inject({ method: 'GET', url: '/public/nobody-here' });
    expect(publicPage.body).toMatch(/<meta name="kiseki-share-token" content="[^"]+">/);
  });
});
