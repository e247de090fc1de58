import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream/server';
import { controlFake, expectUpstreamError, loggedRequests } from '../fake-upstream/test-helpers';
import { createOutboundHttp, type OutboundHttpClient } from '../http/create-outbound-http';
import type { OutboundHttp, SourceClient } from '../types';
import { createSpeakerdeckClient } from './speakerdeck-client';

let fake: FakeUpstream;
let http: OutboundHttpClient;
let client: SourceClient;
let base: string;

beforeAll(async () => {
  fake = await startFakeUpstream({ port: 0 });
  http = createOutboundHttp({
    allowedTestOrigins: [fake.origin],
    userAgent: 'kiseki-test',
    retries: 1,
    sleep: async () => {},
  });
  base = fake.baseUrls.speakerdeckUrl;
  client = createSpeakerdeckClient(http, { baseUrl: base });
});
afterAll(async () => {
  http.close();
  await fake.close();
});
beforeEach(() => control({ reset: true }));

const control = (body: unknown) => controlFake(fake, body);
const speakerdeckRequests = () => loggedRequests(fake, 'speakerdeck');
const failure = expectUpstreamError;

describe('Speaker Deck client against the fake upstream', () => {
  it('imports the talks of hanako-kiseki with views and stars from each talk page', async () => {
    const result = await client.fetchAll('hanako-kiseki', null);

    expect(result.unchanged).toBe(false);
    expect(result.profile).toEqual({
      htmlUrl: `${base}/hanako-kiseki`,
      avatarUrl: null,
      displayName: 'Hanako Kiseki',
      followers: null,
    });
    expect(result.presentExternalIds).toEqual(['1284731', '1190458', '1102215', '1004982']);
    expect(
      result.outputs.map((o) => [o.title, o.pageViews, o.stars, o.data.presentation_date]),
    ).toEqual([
      ['Go で書く日本語テキスト処理の勘所', 4218, 37, '2026-06-13'],
      ['PostgreSQL 全文検索を本番で運用して分かったこと', 2876, 19, '2025-11-21'],
      ['TypeScript の型で業務ルールを表現する', 1563, 11, '2025-05-23'],
      ['小さく始めるオブザーバビリティ', 812, 4, '2024-10-09'],
    ]);
    const first = result.outputs[0]!;
    expect(first).toMatchObject({
      source: 'speakerdeck',
      kind: 'slide',
      externalId: '1284731',
      url: `${base}/hanako-kiseki/japanese-text-processing-in-go`,
      likes: null,
      stocks: null,
    });
    expect(first.postedAt?.toISOString()).toBe('2026-06-14T02:10:33.000Z');
    expect(first.summary).toMatch(/^Go Conference 2026 での発表資料です。Unicode 正規化/);
    expect(first.data.description).toBe(first.summary);
    expect((await speakerdeckRequests()).map((r) => r.path)).toEqual([
      '/speakerdeck/hanako-kiseki.atom',
      '/speakerdeck/hanako-kiseki/japanese-text-processing-in-go',
      '/speakerdeck/hanako-kiseki/postgresql-full-text-search-in-production',
      '/speakerdeck/hanako-kiseki/business-rules-in-typescript-types',
      '/speakerdeck/hanako-kiseki/start-small-with-observability',
    ]);
  });

  it('re-imports with only conditional requests when nothing changed', async () => {
    const first = await client.fetchAll('hanako-kiseki', null);
    await control({ reset: true });

    const again = await client.fetchAll('hanako-kiseki', first.cursor);

    expect(again).toMatchObject({
      outputs: [],
      presentExternalIds: null,
      unchanged: true,
      profile: null,
    });
    const seen = await speakerdeckRequests();
    expect(seen).toHaveLength(5);
    for (const r of seen) {
      expect(r.ifNoneMatch).not.toBeNull();
      expect(r.status).toBe(304);
    }
  });

  it('returns exactly the new talk after a touch', async () => {
    const first = await client.fetchAll('hanako-kiseki', null);
    await control({ touch: { service: 'speakerdeck', account: 'hanako-kiseki' } });

    const again = await client.fetchAll('hanako-kiseki', first.cursor);

    expect(again.outputs).toHaveLength(1);
    expect(again.outputs[0]).toMatchObject({
      title: 'LT: 最近の学び（1）',
      stars: 0,
      pageViews: 0,
      data: { presentation_date: '2026-11-20' },
    });
    expect(again.presentExternalIds).toEqual([
      again.outputs[0]!.externalId,
      ...first.presentExternalIds!,
    ]);
  });

  it('picks up new counts on a talk page while the feed is unchanged', async () => {
    const first = await client.fetchAll('hanako-kiseki', null);
    // The first talk's page has gained views; every other answer is still 304.
    const grown: OutboundHttp = {
      async get(request) {
        if (!request.url.endsWith('/japanese-text-processing-in-go')) return http.get(request);
        const res = await http.get({ ...request, etag: null });
        return {
          ...res,
          etag: '"grown"',
          body: res.body.replace('title="4,218 views"', 'title="4,302 views"'),
        };
      },
    };

    const again = await createSpeakerdeckClient(grown, { baseUrl: base }).fetchAll(
      'hanako-kiseki',
      first.cursor,
    );

    expect(again.unchanged).toBe(false);
    expect(again.presentExternalIds).toBeNull();
    expect(again.outputs).toHaveLength(1);
    expect(again.outputs[0]).toMatchObject({
      externalId: '1284731',
      title: 'Go で書く日本語テキスト処理の勘所',
      pageViews: 4302,
      stars: 37,
    });
  });

  it('imports the smaller and the empty account', async () => {
    const taro = await client.fetchAll('taro-kiseki', null);
    expect(taro.outputs.map((o) => [o.title, o.pageViews, o.stars])).toEqual([
      ['未経験から Rails エンジニアになるまでにやったこと', 156, 2],
    ]);
    const empty = await client.fetchAll('empty-kiseki', null);
    expect(empty).toMatchObject({ outputs: [], presentExternalIds: [], unchanged: false });
    const emptyAgain = await client.fetchAll('empty-kiseki', empty.cursor);
    expect(emptyAgain).toMatchObject({ outputs: [], presentExternalIds: null, unchanged: true });
  });

  it('reports a rate limit with the time to wait', async () => {
    await control({ mode: { service: 'speakerdeck', mode: 'rate_limited' } });
    const err = await failure(client.fetchAll('hanako-kiseki', null));
    expect(err.kind).toBe('rate_limited');
    expect(err.details.retryAfterSeconds).toBe(60);
  });

  it('reports a broken feed as bad_payload', async () => {
    await control({ mode: { service: 'speakerdeck', mode: 'broken' } });
    expect((await failure(client.fetchAll('hanako-kiseki', null))).kind).toBe('bad_payload');
  });

  it('reports a source that is down as unavailable', async () => {
    await control({ mode: { service: 'speakerdeck', mode: 'down' } });
    expect((await failure(client.fetchAll('hanako-kiseki', null))).kind).toBe('unavailable');
  });

  it('reports an unknown account as not_found', async () => {
    expect((await failure(client.fetchAll('nobody-kiseki', null))).kind).toBe('not_found');
  });
});
