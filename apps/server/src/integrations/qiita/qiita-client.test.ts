import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream/server';
import {
  loggedRequests,
  outboundFor,
  resetFake,
  setMode,
  touchAccount,
  upstreamFailure,
} from '../fake-upstream/test-helpers';
import type { OutboundHttpClient } from '../http/create-outbound-http';
import { UpstreamError } from '../types';
import { headlines, parseQiitaItems, parseQiitaUser } from './parse-qiita';
import { createQiitaClient } from './qiita-client';

let fake: FakeUpstream;
let http: OutboundHttpClient;
let clock = new Date('2026-11-21T10:00:00Z');
const client = () =>
  createQiitaClient(http, { apiUrl: fake.baseUrls.qiitaApiUrl, perPage: 3, now: () => clock });

beforeAll(async () => {
  fake = await startFakeUpstream();
  http = outboundFor(fake);
});
afterAll(async () => {
  http.close();
  await fake.close();
});
beforeEach(async () => {
  clock = new Date('2026-11-21T10:00:00Z');
  await resetFake(fake);
});

describe('Qiita client', () => {
  it('imports the profile and every item of the demo engineer', async () => {
    const result = await client().fetchAll('hanako-kiseki', null);
    expect(result.profile).toEqual({
      htmlUrl: `${fake.baseUrls.qiitaApiUrl}/hanako-kiseki`,
      avatarUrl: `${fake.baseUrls.qiitaApiUrl}/avatars/hanako-kiseki.svg`,
      displayName: '木瀬 花子',
      followers: 412,
    });
    expect(result.outputs).toHaveLength(8);
    expect(result.presentExternalIds).toEqual(result.outputs.map((o) => o.externalId));
    const [top] = result.outputs;
    expect(top).toMatchObject({
      source: 'qiita',
      kind: 'article',
      title: 'Go の context を正しく伝播させるための5つのパターン',
      url: `${fake.baseUrls.qiitaApiUrl}/hanako-kiseki/items/${top?.externalId}`,
      postedAt: new Date('2026-10-28T00:12:44Z'),
      tags: ['Go', 'context', '並行処理'],
      likes: 412,
      stocks: 389,
      stars: null,
      pageViews: null,
      data: {
        headlines: ['goroutine に渡すときは派生させる', 'まとめ'],
        stockers_count: 389,
        comments_count: 7,
      },
    });
    expect(top?.externalId).toMatch(/^[0-9a-f]{20}$/);
    expect(top?.summary).toMatch(
      /^context\.Context を引数で受け渡すだけでは、.* goroutine に渡すときは派生させる /,
    );
    expect(top?.summary).not.toMatch(/[<>]/);
    expect(result.outputs.map((o) => o.likes)).toEqual([412, 268, 143, 96, 58, 37, 21, 9]);
    expect(result.outputs.map((o) => o.stocks)).toEqual([389, 301, 122, 71, 44, 12, 25, 3]);

    const pages = (await loggedRequests(fake, 'qiita')).map((r) => r.path);
    expect(pages).toEqual([
      '/qiita/api/v2/users/hanako-kiseki',
      '/qiita/api/v2/users/hanako-kiseki/items?page=1&per_page=3',
      '/qiita/api/v2/users/hanako-kiseki/items?page=2&per_page=3',
      '/qiita/api/v2/users/hanako-kiseki/items?page=3&per_page=3',
    ]);
  });

  it('imports the quieter and the empty accounts', async () => {
    const taro = await client().fetchAll('taro-kiseki', null);
    expect(taro.outputs.map((o) => [o.title, o.likes, o.stocks])).toEqual([
      ['Rails 7 で Hotwire を使ってみた', 5, 4],
      ['Next.js の App Router で詰まったところ', 2, 1],
    ]);
    const empty = await client().fetchAll('empty-kiseki', null);
    expect(empty).toMatchObject({ outputs: [], presentExternalIds: [] });
    expect(empty.profile).toMatchObject({ displayName: null, followers: 0 });
    const emptyAgain = await client().fetchAll('empty-kiseki', empty.cursor);
    expect(emptyAgain.unchanged).toBe(true);
  });

  it('makes only conditional requests when nothing changed', async () => {
    const first = await client().fetchAll('hanako-kiseki', null);
    await resetFake(fake);
    const again = await client().fetchAll('hanako-kiseki', first.cursor);
    expect(again).toMatchObject({
      profile: null,
      outputs: [],
      presentExternalIds: null,
      unchanged: true,
    });
    const log = await loggedRequests(fake, 'qiita');
    expect(log.map((r) => [r.path, r.status])).toEqual([
      ['/qiita/api/v2/users/hanako-kiseki', 304],
      ['/qiita/api/v2/users/hanako-kiseki/items?page=1&per_page=3', 304],
    ]);
    expect(log.every((r) => r.ifNoneMatch?.startsWith('"'))).toBe(true);
  });

  it('returns exactly the new item after a post, reading only the first page', async () => {
    const first = await client().fetchAll('hanako-kiseki', null);
    await resetFake(fake);
    await touchAccount(fake, 'qiita', 'hanako-kiseki');
    const again = await client().fetchAll('hanako-kiseki', first.cursor);
    expect(again.unchanged).toBe(false);
    expect(again.outputs.map((o) => o.title)).toEqual(['新しく書いた記事（1 本目）']);
    expect(again.presentExternalIds).toBeNull();
    expect(again.cursor.since).toBe('2026-11-20T02:00:00.000Z');
    const paths = (await loggedRequests(fake, 'qiita')).map((r) => r.path);
    expect(paths).toEqual([
      '/qiita/api/v2/users/hanako-kiseki',
      '/qiita/api/v2/users/hanako-kiseki/items?page=1&per_page=3',
    ]);
    // Nothing new since: unchanged again.
    const third = await client().fetchAll('hanako-kiseki', again.cursor);
    expect(third.unchanged).toBe(true);
  });

  it('reads everything again once a week, reporting what is present', async () => {
    const first = await client().fetchAll('hanako-kiseki', null);
    clock = new Date('2026-11-29T10:00:00Z');
    await resetFake(fake);
    const weekly = await client().fetchAll('hanako-kiseki', first.cursor);
    expect(weekly.outputs).toEqual([]);
    expect(weekly.presentExternalIds).toHaveLength(8);
    expect(
      (await loggedRequests(fake, 'qiita')).filter((r) => r.path.includes('/items')),
    ).toHaveLength(3);
  });

  it('reports the rate limit with the time to wait', async () => {
    await setMode(fake, 'qiita', 'rate_limited');
    const err = await upstreamFailure(client().fetchAll('hanako-kiseki', null));
    expect(err.kind).toBe('rate_limited');
    expect(err.details.retryAfterSeconds).toBe(60);
  });

  it('reports broken answers, a service that is down and unknown accounts', async () => {
    await setMode(fake, 'qiita', 'broken');
    const broken = await upstreamFailure(client().fetchAll('hanako-kiseki', null));
    expect(broken.kind).toBe('bad_payload');
    await setMode(fake, 'qiita', 'down');
    expect((await upstreamFailure(client().fetchAll('hanako-kiseki', null))).kind).toBe(
      'unavailable',
    );
    await setMode(fake, 'qiita', 'normal');
    expect((await upstreamFailure(client().fetchAll('nobody-kiseki', null))).kind).toBe(
      'not_found',
    );
  });
});

describe('Qiita parsers', () => {
  const item = {
    id: 'c686397e4a0f4f11683d',
    title: 't',
    url: 'https://qiita.com/u/items/c686397e4a0f4f11683d',
    rendered_body: '<p>a</p>',
    created_at: '2026-01-01T09:00:00+09:00',
    updated_at: '2026-01-01T09:00:00+09:00',
    likes_count: 1,
    stocks_count: 2,
    tags: [{ name: 'Go', versions: [] }],
    page_views_count: null,
  };

  it('name the missing or wrong-typed field', () => {
    const { likes_count: _, ...noLikes } = item;
    const cases: [string, string][] = [
      [JSON.stringify([item, noLikes]), 'items[1].likes_count'],
      [JSON.stringify([{ ...item, tags: [{ label: 'Go' }] }]), 'items[0].tags[0].name'],
      [JSON.stringify([{ ...item, created_at: 'yesterday' }]), 'items[0].created_at'],
      [JSON.stringify({ message: 'x' }), 'items'],
      ['[{"id":', 'not valid JSON'],
    ];
    for (const [body, field] of cases) {
      try {
        parseQiitaItems(body);
        throw new Error(`no failure for ${field}`);
      } catch (err) {
        expect(err).toBeInstanceOf(UpstreamError);
        expect((err as UpstreamError).kind).toBe('bad_payload');
        expect((err as UpstreamError).message).toContain(field);
      }
    }
    expect(() => parseQiitaUser('{"id":"u","followers_count":-1,"items_count":0}')).toThrow(
      /user.followers_count/,
    );
  });

  it('read page views when Qiita gives them', () => {
    expect(
      parseQiitaItems(JSON.stringify([{ ...item, page_views_count: 1234 }]))[0]?.pageViewsCount,
    ).toBe(1234);
  });

  it('take the headings as headlines', () => {
    const html =
      '<h2 data-sourcepos="1:1-1:9">\n<span id="a" class="fragment"></span><a href="#a"><i class="fa fa-link"></i></a>見出し &amp; 目次</h2><p>本文 &lt;tag&gt; &#x1F600; &#12354;</p><script>alert(1)</script><style>p{}</style>';
    expect(headlines(html)).toEqual(['見出し & 目次']);
    expect(headlines('<h4>深い見出し</h4><h3></h3>')).toEqual([]);
  });
});
