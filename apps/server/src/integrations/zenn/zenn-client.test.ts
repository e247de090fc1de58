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
import { parseZennArticles, parseZennUser } from './parse-zenn';
import { createZennClient } from './zenn-client';

let fake: FakeUpstream;
let http: OutboundHttpClient;
let clock = new Date('2026-11-21T10:00:00Z');
const client = (perPage?: number) =>
  createZennClient(http, { apiUrl: fake.baseUrls.zennApiUrl, perPage, now: () => clock });

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

describe('Zenn client', () => {
  it('imports the profile and every article, following next_page', async () => {
    const result = await client(2).fetchAll('hanako-kiseki', null);
    expect(result.profile).toEqual({
      htmlUrl: `${fake.baseUrls.zennApiUrl}/hanako-kiseki`,
      avatarUrl: `${fake.baseUrls.zennApiUrl}/avatars/hanako-kiseki.svg`,
      displayName: '木瀬 花子',
      followers: 57,
    });
    expect(result.outputs.map((o) => [o.externalId, o.likes])).toEqual([
      ['go-generics-repository', 182],
      ['fastify-zod-type-provider', 97],
      ['engineer-third-year', 64],
      ['postgres-partial-index', 41],
      ['small-oss-maintainer', 23],
    ]);
    expect(result.outputs[0]).toEqual({
      source: 'zenn',
      kind: 'article',
      externalId: 'go-generics-repository',
      url: `${fake.baseUrls.zennApiUrl}/hanako-kiseki/articles/go-generics-repository`,
      title: 'Go のジェネリクスでリポジトリ層を薄くする',
      summary: null,
      postedAt: new Date('2026-11-02T01:00:00Z'),
      tags: [],
      likes: 182,
      stocks: null,
      stars: null,
      pageViews: null,
      data: {
        id: 384120,
        emoji: '🧩',
        article_type: 'tech',
        bookmarked_count: 121,
        comments_count: 3,
        body_updated_at: '2026-11-03T21:14:09.000+09:00',
      },
    });
    expect(result.presentExternalIds).toHaveLength(5);
    const paths = (await loggedRequests(fake, 'zenn')).map((r) => r.path);
    expect(paths).toEqual([
      '/zenn/api/users/hanako-kiseki',
      '/zenn/api/articles?username=hanako-kiseki&order=latest&page=1&count=2',
      '/zenn/api/articles?username=hanako-kiseki&order=latest&page=2&count=2',
      '/zenn/api/articles?username=hanako-kiseki&order=latest&page=3&count=2',
    ]);
  });

  it("uses Zenn's own page size unless told otherwise", async () => {
    const result = await client().fetchAll('taro-kiseki', null);
    expect(result.outputs.map((o) => o.title)).toEqual(['はじめての Hotwire']);
    expect((await loggedRequests(fake, 'zenn')).map((r) => r.path)[1]).toBe(
      '/zenn/api/articles?username=taro-kiseki&order=latest&page=1',
    );
    const empty = await client().fetchAll('empty-kiseki', null);
    expect(empty).toMatchObject({ outputs: [], presentExternalIds: [] });
    expect((await client().fetchAll('empty-kiseki', empty.cursor)).unchanged).toBe(true);
  });

  it('makes only conditional requests when nothing changed', async () => {
    const first = await client(2).fetchAll('hanako-kiseki', null);
    await resetFake(fake);
    const again = await client(2).fetchAll('hanako-kiseki', first.cursor);
    expect(again).toMatchObject({
      profile: null,
      outputs: [],
      presentExternalIds: null,
      unchanged: true,
    });
    const log = await loggedRequests(fake, 'zenn');
    expect(log).toHaveLength(2);
    expect(log.every((r) => r.status === 304 && r.ifNoneMatch?.startsWith('"'))).toBe(true);
  });

  it('returns exactly the new article after a post', async () => {
    const first = await client(2).fetchAll('hanako-kiseki', null);
    await resetFake(fake);
    await touchAccount(fake, 'zenn', 'hanako-kiseki');
    const again = await client(2).fetchAll('hanako-kiseki', first.cursor);
    expect(again.outputs.map((o) => [o.externalId, o.title])).toEqual([
      ['new-article-1', '新しく書いた記事（1 本目）'],
    ]);
    expect(again.unchanged).toBe(false);
    expect(again.presentExternalIds).toBeNull();
    expect(again.profile?.followers).toBe(57);
    expect((await loggedRequests(fake, 'zenn')).map((r) => r.path)).toEqual([
      '/zenn/api/users/hanako-kiseki',
      '/zenn/api/articles?username=hanako-kiseki&order=latest&page=1&count=2',
    ]);
  });

  it('reads everything again once a week', async () => {
    const first = await client(2).fetchAll('hanako-kiseki', null);
    clock = new Date('2026-11-28T10:00:00Z');
    const weekly = await client(2).fetchAll('hanako-kiseki', first.cursor);
    expect(weekly.outputs).toEqual([]);
    expect(weekly.presentExternalIds).toHaveLength(5);
  });

  it('reports the rate limit with the time to wait', async () => {
    await setMode(fake, 'zenn', 'rate_limited');
    const err = await upstreamFailure(client().fetchAll('hanako-kiseki', null));
    expect(err.kind).toBe('rate_limited');
    expect(err.details.retryAfterSeconds).toBe(60);
  });

  it('reports broken answers, a service that is down and unknown accounts', async () => {
    await setMode(fake, 'zenn', 'broken');
    expect((await upstreamFailure(client().fetchAll('hanako-kiseki', null))).kind).toBe(
      'bad_payload',
    );
    await setMode(fake, 'zenn', 'down');
    expect((await upstreamFailure(client().fetchAll('hanako-kiseki', null))).kind).toBe(
      'unavailable',
    );
    await setMode(fake, 'zenn', 'normal');
    expect((await upstreamFailure(client().fetchAll('nobody-kiseki', null))).kind).toBe(
      'not_found',
    );
  });
});

describe('Zenn parsers', () => {
  const article = {
    id: 1,
    slug: 'abc',
    title: 't',
    emoji: '📝',
    liked_count: 3,
    published_at: '2026-01-01T09:00:00.000+09:00',
    path: '/u/articles/abc',
    article_type: 'tech',
  };
  const failure = (body: string) => {
    try {
      parseZennArticles(body);
    } catch (err) {
      expect(err).toBeInstanceOf(UpstreamError);
      return (err as UpstreamError).message;
    }
    throw new Error('expected a failure');
  };

  it('name the missing or wrong-typed field', () => {
    const { liked_count: _, ...noLikes } = article;
    expect(failure(JSON.stringify({ articles: [article, noLikes], next_page: null }))).toContain(
      'articles[1].liked_count',
    );
    expect(failure(JSON.stringify({ articles: [{ ...article, path: 'x' }] }))).toContain(
      'articles[0].path',
    );
    expect(failure(JSON.stringify({ articles: [article], next_page: 'two' }))).toContain(
      'next_page',
    );
    expect(failure(JSON.stringify({ items: [] }))).toContain('articles');
    expect(() => parseZennUser('{"user":{"username":"u"}}')).toThrow(/user.follower_count/);
  });

  it('keep topics if Zenn ever sends them', () => {
    const { articles, nextPage } = parseZennArticles(
      JSON.stringify({
        articles: [{ ...article, topics: [{ name: 'go', display_name: 'Go' }] }],
        next_page: 2,
      }),
    );
    expect(articles[0]?.topics).toEqual(['Go']);
    expect(nextPage).toBe(2);
  });
});
