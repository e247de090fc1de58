import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseUrlsFor, envLines } from './base-urls';
import { githubContributionDays } from './data/github';
import { ifNoneMatchHits, strongEtag } from './etag';
import { type FakeUpstream, startFakeUpstream } from './server';
import { loggedRequests, postControl, resetFake, setMode, touchAccount } from './test-helpers';

const NOW = new Date('2026-11-21T10:00:00Z');

interface ZennPage {
  articles: { slug: string }[];
  next_page: number | null;
}

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream({ port: 0, now: () => NOW });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  await resetFake(fake);
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${fake.origin}${path}`, { headers, redirect: 'manual' });

/** Fetches, then fetches again with the ETag: the second must be an empty 304. */
async function expectConditional(path: string, contentType: RegExp) {
  const first = await get(path);
  expect(first.status, path).toBe(200);
  expect(first.headers.get('content-type')).toMatch(contentType);
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]+"$/);
  const body = await first.text();
  expect(strongEtag(body)).toBe(etag);
  const second = await get(path, { 'If-None-Match': etag! });
  expect(second.status, path).toBe(304);
  expect(second.headers.get('etag')).toBe(etag);
  expect(await second.text()).toBe('');
  // A different tag gets the full answer again.
  const third = await get(path, { 'If-None-Match': '"something-else"' });
  expect(third.status).toBe(200);
  return { body, etag: etag!, headers: first.headers };
}

describe('startFakeUpstream', () => {
  it('listens on a free port and maps every prefix to its config key', () => {
    expect(fake.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(fake.baseUrls).toEqual({
      githubApiUrl: `${fake.origin}/github-api`,
      githubWebUrl: `${fake.origin}/github-web`,
      qiitaApiUrl: `${fake.origin}/qiita`,
      zennApiUrl: `${fake.origin}/zenn`,
      noteUrl: `${fake.origin}/note`,
      speakerdeckUrl: `${fake.origin}/speakerdeck`,
      teratailApiUrl: `${fake.origin}/teratail`,
      connpassApiUrl: `${fake.origin}/connpass`,
    });
    expect(baseUrlsFor('http://x:1').qiitaApiUrl).toBe('http://x:1/qiita');
    expect(envLines('http://127.0.0.1:4010')).toContain(
      'GITHUB_API_URL=http://127.0.0.1:4010/github-api',
    );
    expect(envLines('http://127.0.0.1:4010').at(-1)).toBe(
      'OUTBOUND_ALLOWED_ORIGINS=http://127.0.0.1:4010',
    );
  });

  it('answers 404 for a prefix it does not serve', async () => {
    const res = await get('/nowhere/users/x');
    expect(res.status).toBe(404);
  });
});

describe('control API', () => {
  it('sets and clears a mode per service', async () => {
    const res = await postControl(fake, { mode: { service: 'qiita', mode: 'down' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ modes: { qiita: 'down' }, revisions: {} });
    expect(fake.state.modes).toEqual({ qiita: 'down' });
    expect((await get('/qiita/api/v2/users/hanako-kiseki')).status).toBe(503);
    expect((await get('/zenn/api/users/hanako-kiseki')).status).toBe(200);
    await setMode(fake, 'qiita', 'normal');
    expect(fake.state.modes).toEqual({});
    expect((await get('/qiita/api/v2/users/hanako-kiseki')).status).toBe(200);
  });

  it("sets both GitHub prefixes with service 'github'", async () => {
    await setMode(fake, 'github', 'down');
    expect(fake.state.modes).toEqual({ 'github-api': 'down', 'github-web': 'down' });
  });

  it('refuses unknown services, unknown modes, bad JSON and other methods', async () => {
    expect((await postControl(fake, { mode: { service: 'myspace', mode: 'down' } })).status).toBe(
      400,
    );
    expect((await postControl(fake, { mode: { service: 'qiita', mode: 'slow' } })).status).toBe(
      400,
    );
    expect((await postControl(fake, { touch: { service: 'qiita' } })).status).toBe(400);
    expect((await postControl(fake, {})).status).toBe(400);
    const notJson = await fetch(`${fake.origin}/__control`, { method: 'POST', body: '{mode' });
    expect(notJson.status).toBe(400);
    expect((await get('/__control')).status).toBe(405);
  });

  it('counts touches per service and account, and reset clears everything', async () => {
    await touchAccount(fake, 'qiita', 'hanako-kiseki');
    await touchAccount(fake, 'qiita', 'Hanako-Kiseki');
    await touchAccount(fake, 'github-web', 'hanako-kiseki');
    await setMode(fake, 'zenn', 'broken');
    expect(fake.state.revisions).toEqual({ 'qiita:hanako-kiseki': 2, 'github:hanako-kiseki': 1 });
    const res = await postControl(fake, { reset: true });
    expect(await res.json()).toEqual({ modes: {}, revisions: {} });
    expect(fake.state.requests).toEqual([]); // the reset clears its own entry too
  });

  it('logs every request with its status and If-None-Match', async () => {
    await get('/qiita/api/v2/users/hanako-kiseki', { 'If-None-Match': '"x"' });
    await get('/zenn/api/users/nobody-here');
    const log = await loggedRequests(fake);
    // The reset in beforeEach emptied the log, itself included.
    expect(log).toEqual([
      {
        method: 'GET',
        path: '/qiita/api/v2/users/hanako-kiseki',
        status: 200,
        ifNoneMatch: '"x"',
      },
      { method: 'GET', path: '/zenn/api/users/nobody-here', status: 404, ifNoneMatch: null },
    ]);
    expect(await loggedRequests(fake, 'zenn')).toHaveLength(1);
    // The /__requests call itself is logged after it answers.
    expect(fake.state.requests.at(-1)?.path).toBe('/__requests');
  });
});

describe('modes', () => {
  it('rate_limited on GitHub: 403 with X-RateLimit-Remaining 0 and a reset a minute ahead', async () => {
    await setMode(fake, 'github-api', 'rate_limited');
    const res = await get('/github-api/users/hanako-kiseki');
    expect(res.status).toBe(403);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    expect(reset - Date.now() / 1000).toBeGreaterThan(55);
    expect(reset - Date.now() / 1000).toBeLessThanOrEqual(61);
    expect(((await res.json()) as { message: string }).message).toMatch(/rate limit exceeded/);
  });

  it('rate_limited elsewhere: 429 with Retry-After (and Qiita rate headers)', async () => {
    await setMode(fake, 'qiita', 'rate_limited');
    await setMode(fake, 'zenn', 'rate_limited');
    await setMode(fake, 'blogs', 'rate_limited');
    const qiita = await get('/qiita/api/v2/users/hanako-kiseki/items');
    expect(qiita.status).toBe(429);
    expect(qiita.headers.get('retry-after')).toBe('60');
    expect(qiita.headers.get('rate-remaining')).toBe('0');
    expect(await qiita.json()).toEqual({
      message: 'Rate limit exceeded',
      type: 'rate_limit_exceeded',
    });
    for (const path of ['/zenn/api/users/hanako-kiseki', '/blogs/hanako-kiseki/feed']) {
      const res = await get(path);
      expect(res.status, path).toBe(429);
      expect(res.headers.get('retry-after')).toBe('60');
    }
  });

  it('broken: 200 in the right content type with a truncated body and no validators', async () => {
    await setMode(fake, 'qiita', 'broken');
    await setMode(fake, 'github-web', 'broken');
    await setMode(fake, 'blogs', 'broken');
    const json = await get('/qiita/api/v2/users/hanako-kiseki/items', { 'If-None-Match': '*' });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.headers.get('etag')).toBeNull();
    const text = await json.text();
    expect(text.startsWith('[{')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();

    const calendar = await get('/github-web/users/hanako-kiseki/contributions');
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await calendar.text();
    expect(html).toContain('ContributionCalendar-day');
    expect(html).not.toContain('</table>');

    const feed = await get('/blogs/hanako-kiseki/feed');
    expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect(await feed.text()).not.toContain('</feed>');
  });

  it('down: 503 with nothing useful in it', async () => {
    await setMode(fake, 'zenn', 'down');
    const res = await get('/zenn/api/articles?username=hanako-kiseki&order=latest&page=1');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('503 Service Unavailable');
  });

  it('normal again after a reset', async () => {
    await setMode(fake, 'zenn', 'down');
    await resetFake(fake);
    expect((await get('/zenn/api/users/hanako-kiseki')).status).toBe(200);
  });
});

describe('GitHub API', () => {
  it('serves users with ETag/304 and rate-limit headers, case-insensitively', async () => {
    const { body, headers } = await expectConditional(
      '/github-api/users/Hanako-Kiseki',
      /^application\/json/,
    );
    const user = JSON.parse(body);
    expect(user).toMatchObject({
      login: 'hanako-kiseki',
      id: 104857321,
      type: 'User',
      name: '木瀬 花子',
      followers: 128,
      public_repos: 12,
      html_url: `${fake.origin}/github-web/hanako-kiseki`,
    });
    expect(headers.get('x-ratelimit-limit')).toBe('60');
    expect(Number(headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
    expect(headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
  });

  it('pages repositories with a Link header that uses /user/{id}/repos', async () => {
    const res = await get('/github-api/users/hanako-kiseki/repos?per_page=5&sort=pushed');
    const page1 = (await res.json()) as { full_name: string; fork: boolean }[];
    expect(page1.map((r) => r.full_name)).toEqual([
      'hanako-kiseki/kotoba-lint',
      'hanako-kiseki/tsuki-router',
      'hanako-kiseki/sakura-queue',
      'hanako-kiseki/scratch',
      'hanako-kiseki/nihongo-date',
    ]);
    const link = res.headers.get('link');
    expect(link).toBe(
      `<${fake.origin}/github-api/user/104857321/repos?per_page=5&sort=pushed&page=2>; rel="next", <${fake.origin}/github-api/user/104857321/repos?per_page=5&sort=pushed&page=3>; rel="last"`,
    );
    const last = await get('/github-api/user/104857321/repos?per_page=5&sort=pushed&page=3');
    expect(((await last.json()) as unknown[]).length).toBe(2);
    expect(last.headers.get('link')).toContain('rel="first"');
    expect(last.headers.get('link')).not.toContain('rel="next"');
    // Default order: full_name ascending, 30 per page, everything on one page.
    const all = (await (await get('/github-api/users/hanako-kiseki/repos')).json()) as {
      name: string;
    }[];
    expect(all.map((r) => r.name)).toHaveLength(12);
    expect(all[0]?.name).toBe('go-zipcode-jp');
    await expectConditional('/github-api/users/hanako-kiseki/repos?per_page=5&page=2', /json/);
  });

  it('gives forks their parent, and contributors/languages with ETags', async () => {
    const { body } = await expectConditional('/github-api/repos/hanako-kiseki/tanuki', /json/);
    const fork = JSON.parse(body);
    expect(fork.fork).toBe(true);
    expect(fork.parent).toMatchObject({ full_name: 'tanuki-http/tanuki', stargazers_count: 4218 });
    expect(fork.source.full_name).toBe('tanuki-http/tanuki');
    const own = (await (await get('/github-api/repos/hanako-kiseki/kotoba-lint')).json()) as {
      parent?: unknown;
    };
    expect(own.parent).toBeUndefined();

    const contributors = JSON.parse(
      (await expectConditional('/github-api/repos/hanako-kiseki/kotoba-lint/contributors', /json/))
        .body,
    );
    expect(contributors[0]).toMatchObject({ login: 'hanako-kiseki', contributions: 412 });
    expect(contributors.find((c: { login: string }) => c.login === 'dependabot[bot]').type).toBe(
      'Bot',
    );
    const languages = JSON.parse(
      (await expectConditional('/github-api/repos/hanako-kiseki/kotoba-lint/languages', /json/))
        .body,
    );
    expect(languages).toEqual({ Go: 184320, Makefile: 1420, Shell: 980, Dockerfile: 612 });
  });

  it('pages big contributor lists and answers 204 for an empty repository', async () => {
    const res = await get('/github-api/repos/kumo-ui/kumo/contributors?per_page=100');
    expect(((await res.json()) as unknown[]).length).toBe(100);
    const next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    expect(next).toBe(
      `${fake.origin}/github-api/repositories/366025813/contributors?per_page=100&page=2`,
    );
    const page2 = (await (await fetch(next!)).json()) as { login: string; contributions: number }[];
    expect(page2).toHaveLength(60);
    expect(page2.find((c) => c.login === 'hanako-kiseki')?.contributions).toBe(3);

    const empty = await get('/github-api/repos/hanako-kiseki/scratch/contributors');
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it("answers unknown users and repositories with GitHub's 404", async () => {
    for (const path of [
      '/github-api/users/nobody-kiseki',
      '/github-api/repos/hanako-kiseki/nope',
    ]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'Not Found', status: '404' });
    }
  });

  it('adds a newest repository on touch, with a new ETag', async () => {
    const before = await get('/github-api/users/hanako-kiseki/repos?sort=pushed');
    await touchAccount(fake, 'github', 'hanako-kiseki');
    const after = await get('/github-api/users/hanako-kiseki/repos?sort=pushed', {
      'If-None-Match': before.headers.get('etag')!,
    });
    expect(after.status).toBe(200);
    const repos = (await after.json()) as { name: string }[];
    expect(repos).toHaveLength(13);
    expect(repos[0]?.name).toBe('playground-1');
  });
});

describe('GitHub contributions calendar', () => {
  it('serves the calendar fragment with cells, tool-tips and an ETag', async () => {
    const { body } = await expectConditional(
      '/github-web/users/hanako-kiseki/contributions',
      /^text\/html/,
    );
    const days = githubContributionDays('hanako-kiseki', NOW, 0);
    expect(days[0]?.date).toBe('2025-11-16');
    expect(days.at(-1)?.date).toBe('2026-11-21');
    const cells = [
      ...body.matchAll(
        /<td [^>]*data-date="([\d-]+)" id="(contribution-day-component-(\d)-(\d+))" data-level="(\d)"[^>]*class="ContributionCalendar-day"/g,
      ),
    ];
    expect(cells).toHaveLength(days.length);
    // Rows are weekdays (0 = Sunday), columns weeks.
    const first = cells.find((c) => c[1] === '2025-11-16')!;
    expect([first[3], first[4]]).toEqual(['0', '0']);
    const last = cells.find((c) => c[1] === '2026-11-21')!;
    expect([last[3], last[4]]).toEqual(['6', '52']);
    const total = days.reduce((sum, d) => sum + d.count, 0);
    expect(body).toContain(
      `${total.toLocaleString('en-US')}\n      contributions\n      in the last year`,
    );
    const zero = days.find((d) => d.count === 0)!;
    const one = days.find((d) => d.count === 1)!;
    const zeroId = cells.find((c) => c[1] === zero.date)![2];
    const oneId = cells.find((c) => c[1] === one.date)![2];
    expect(body).toMatch(
      new RegExp(
        `for="${zeroId}"[^>]*>No contributions on [A-Z][a-z]+ \\d+(st|nd|rd|th)\\.</tool-tip>`,
      ),
    );
    expect(body).toMatch(
      new RegExp(
        `for="${oneId}"[^>]*>1 contribution on [A-Z][a-z]+ \\d+(st|nd|rd|th)\\.</tool-tip>`,
      ),
    );
  });

  it('adds contributions today on touch and 404s unknown people', async () => {
    const before = await (await get('/github-web/users/hanako-kiseki/contributions')).text();
    await touchAccount(fake, 'github-api', 'hanako-kiseki');
    const after = await (await get('/github-web/users/hanako-kiseki/contributions')).text();
    expect(after).not.toBe(before);
    expect((await get('/github-web/users/nobody-kiseki/contributions')).status).toBe(404);
  });
});

describe('Qiita API v2', () => {
  it('serves users and items with ETag/304, paging and rate headers', async () => {
    const { body: userBody, headers } = await expectConditional(
      '/qiita/api/v2/users/hanako-kiseki',
      /^application\/json/,
    );
    expect(JSON.parse(userBody)).toMatchObject({
      id: 'hanako-kiseki',
      followers_count: 412,
      items_count: 8,
    });
    expect(headers.get('rate-limit')).toBe('60');
    expect(headers.get('rate-reset')).toMatch(/^\d+$/);

    const page = await expectConditional(
      '/qiita/api/v2/users/hanako-kiseki/items?page=2&per_page=3',
      /json/,
    );
    expect(page.headers.get('total-count')).toBe('8');
    const base = `${fake.origin}/qiita/api/v2/users/hanako-kiseki/items`;
    expect(page.headers.get('link')).toBe(
      `<${base}?page=1&per_page=3>; rel="first", <${base}?page=1&per_page=3>; rel="prev", <${base}?page=3&per_page=3>; rel="next", <${base}?page=3&per_page=3>; rel="last"`,
    );
    const items = JSON.parse(page.body);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      title: '和暦変換で気をつけること（令和対応の落とし穴）',
      likes_count: 96,
      stocks_count: 71,
      created_at: '2026-02-11T12:00:00+09:00',
      tags: [
        { name: 'JavaScript', versions: [] },
        { name: 'TypeScript', versions: [] },
        { name: '日付', versions: [] },
      ],
    });
    expect(items[0].id).toMatch(/^[0-9a-f]{20}$/);
    expect(items[0].rendered_body).toContain('<h2');
  });

  it("answers in Qiita's error format", async () => {
    const res = await get('/qiita/api/v2/users/nobody-kiseki/items');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', type: 'not_found' });
    expect((await get('/qiita/api/v2/users/hanako-kiseki/items?per_page=101')).status).toBe(400);
  });

  it('puts a new item on top after a touch', async () => {
    await touchAccount(fake, 'qiita', 'hanako-kiseki');
    const res = await get('/qiita/api/v2/users/hanako-kiseki/items?per_page=3');
    expect(res.headers.get('total-count')).toBe('9');
    const [top] = (await res.json()) as { title: string }[];
    expect(top?.title).toBe('新しく書いた記事（1 本目）');
  });
});

describe('Zenn API', () => {
  it('serves the user and the article pages with ETag/304', async () => {
    const user = JSON.parse(
      (await expectConditional('/zenn/api/users/hanako-kiseki', /^application\/json/)).body,
    );
    expect(user.user).toMatchObject({ username: 'hanako-kiseki', follower_count: 57 });

    const path = '/zenn/api/articles?username=hanako-kiseki&order=latest&page=1&count=2';
    const page1 = JSON.parse((await expectConditional(path, /json/)).body);
    expect(page1.next_page).toBe(2);
    expect(page1.articles[0]).toMatchObject({
      slug: 'go-generics-repository',
      title: 'Go のジェネリクスでリポジトリ層を薄くする',
      emoji: '🧩',
      liked_count: 182,
      article_type: 'tech',
      path: '/hanako-kiseki/articles/go-generics-repository',
      published_at: '2026-11-02T10:00:00.000+09:00',
    });
    const page3 = (await (await get(path.replace('page=1', 'page=3'))).json()) as ZennPage;
    expect(page3.next_page).toBeNull();
    expect(page3.articles).toHaveLength(1);
    const all = (await (
      await get('/zenn/api/articles?username=hanako-kiseki&order=latest')
    ).json()) as ZennPage;
    expect(all.articles).toHaveLength(5);
    expect(all.next_page).toBeNull();
  });

  it('404s unknown users and adds an article on touch', async () => {
    expect((await get('/zenn/api/users/nobody-kiseki')).status).toBe(404);
    expect((await get('/zenn/api/articles?username=nobody-kiseki')).status).toBe(404);
    await touchAccount(fake, 'zenn', 'hanako-kiseki');
    const all = (await (
      await get('/zenn/api/articles?username=hanako-kiseki&order=latest')
    ).json()) as ZennPage;
    expect(all.articles).toHaveLength(6);
    expect(all.articles[0]?.slug).toBe('new-article-1');
  });
});

describe('personal blogs', () => {
  it('serves a はてなブログ-style page that links its Atom feed', async () => {
    const page = await expectConditional('/blogs/hanako-kiseki/', /^text\/html/);
    expect(page.body).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Atom" href="feed"/>',
    );
    const feed = await expectConditional('/blogs/hanako-kiseki/feed', /^application\/atom\+xml/);
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja">');
    expect(feed.body.match(/<entry>/g)).toHaveLength(5);
    expect(feed.body).toContain('<title>Go 1.25 の新機能を業務コードで試した</title>');
    expect(feed.headers.get('last-modified')).toBe('Sun, 15 Nov 2026 12:10:02 GMT');
  });

  it('serves a WordPress-style RSS 2.0 feed, redirecting /feed to /feed/', async () => {
    const page = await (await get('/blogs/taro-kiseki/')).text();
    expect(page).toContain(
      `type="application/rss+xml" title="たろうの開発日記 &raquo; フィード" href="${fake.origin}/blogs/taro-kiseki/feed/"`,
    );
    const redirect = await get('/blogs/taro-kiseki/feed');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`${fake.origin}/blogs/taro-kiseki/feed/`);
    const feed = await expectConditional('/blogs/taro-kiseki/feed/', /^application\/rss\+xml/);
    expect(feed.body).toContain('<rss version="2.0"');
    expect(feed.body.match(/<item>/g)).toHaveLength(3);
    expect(feed.body).toContain('<pubDate>Sat, 14 Nov 2026 03:00:00 +0000</pubDate>');
  });

  it('answers 304 to If-Modified-Since and changes after a touch', async () => {
    const first = await get('/blogs/taro-kiseki/feed/');
    const lastModified = first.headers.get('last-modified')!;
    expect(
      (await get('/blogs/taro-kiseki/feed/', { 'If-Modified-Since': lastModified })).status,
    ).toBe(304);
    await touchAccount(fake, 'blogs', 'taro-kiseki');
    const after = await get('/blogs/taro-kiseki/feed/', { 'If-Modified-Since': lastModified });
    expect(after.status).toBe(200);
    expect((await after.text()).match(/<item>/g)).toHaveLength(4);
    expect((await get('/blogs/nobody-kiseki/')).status).toBe(404);
  });
});

describe('etag helpers', () => {
  it('compares If-None-Match weakly and accepts lists and *', () => {
    const tag = strongEtag('body');
    expect(strongEtag('body')).toBe(tag);
    expect(strongEtag('other')).not.toBe(tag);
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits(`"a", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"a"', tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
  });
});
