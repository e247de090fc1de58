import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream/server';
import { controlFake, expectUpstreamError, loggedRequests } from '../fake-upstream/test-helpers';
import { createOutboundHttp, type OutboundHttpClient } from '../http/create-outbound-http';
import type { SourceClient } from '../types';
import { createNoteClient } from './note-client';

let fake: FakeUpstream;
let http: OutboundHttpClient;
let client: SourceClient;

beforeAll(async () => {
  fake = await startFakeUpstream({ port: 0 });
  http = createOutboundHttp({
    allowedTestOrigins: [fake.origin],
    userAgent: 'kiseki-test',
    retries: 1,
    sleep: async () => {},
  });
  client = createNoteClient(http, { baseUrl: fake.baseUrls.noteUrl });
});
afterAll(async () => {
  http.close();
  await fake.close();
});
beforeEach(() => control({ reset: true }));

const control = (body: unknown) => controlFake(fake, body);
const noteRequests = () => loggedRequests(fake, 'note');
const failure = expectUpstreamError;

describe('note client against the fake upstream', () => {
  it('imports every note of hanako-kiseki with likes, hashtags and a plain summary', async () => {
    const result = await client.fetchAll('hanako-kiseki', null);

    expect(result.unchanged).toBe(false);
    expect(result.profile).toEqual({
      htmlUrl: `${fake.baseUrls.noteUrl}/hanako-kiseki`,
      avatarUrl: `${fake.baseUrls.noteUrl}/avatars/hanako-kiseki.svg`,
      displayName: '木瀬 花子',
      followers: 214,
    });
    expect(result.outputs).toHaveLength(6);
    expect(result.presentExternalIds).toHaveLength(6);
    expect(result.outputs.map((o) => o.likes)).toEqual([186, 142, 97, 64, 231, 48]);

    const newest = result.outputs[0]!;
    expect(newest).toMatchObject({
      source: 'note',
      kind: 'article',
      title: 'エンジニア5年目、バックエンドからチームリードになって考えたこと',
      tags: ['エンジニア', 'キャリア', 'チームリード'],
      likes: 186,
      stocks: null,
      stars: null,
      pageViews: null,
      data: { like_count: 186, published_at: '2026-09-14T11:05:00.000Z' },
    });
    expect(newest.externalId).toMatch(/^n[0-9a-f]{12}$/);
    expect(newest.url).toBe(`${fake.baseUrls.noteUrl}/hanako-kiseki/n/${newest.externalId}`);
    expect(newest.postedAt?.toISOString()).toBe('2026-09-14T11:05:00.000Z');
    expect(newest.summary).toMatch(/^この春からバックエンドチームのリードを任される/);
    expect(newest.summary!.length).toBeLessThanOrEqual(400);
    // Six notes at five per page: both pages were read.
    expect((await noteRequests()).map((r) => r.path)).toEqual([
      '/note/api/v2/creators/hanako-kiseki',
      '/note/api/v2/creators/hanako-kiseki/contents?kind=note&page=1',
      '/note/api/v2/creators/hanako-kiseki/contents?kind=note&page=2',
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
    const seen = await noteRequests();
    expect(seen.length).toBeGreaterThan(0);
    for (const r of seen) {
      expect(r.ifNoneMatch).not.toBeNull();
      expect(r.status).toBe(304);
    }
  });

  it('returns exactly the new note after a touch, and every id present', async () => {
    const first = await client.fetchAll('hanako-kiseki', null);
    await control({ touch: { service: 'note', account: 'hanako-kiseki' } });

    const again = await client.fetchAll('hanako-kiseki', first.cursor);

    expect(again.unchanged).toBe(false);
    expect(again.outputs).toHaveLength(1);
    expect(again.outputs[0]).toMatchObject({
      title: '週報: 今週学んだこと（1）',
      tags: ['週報', 'エンジニア'],
      likes: 0,
    });
    expect(again.presentExternalIds).toHaveLength(7);
    expect(again.presentExternalIds).toEqual(
      expect.arrayContaining([again.outputs[0]!.externalId, ...first.presentExternalIds!]),
    );
  });

  it('imports the smaller and the empty account', async () => {
    const taro = await client.fetchAll('taro-kiseki', null);
    expect(taro.outputs.map((o) => [o.title, o.likes, o.tags])).toEqual([
      ['Rails を独学して半年で転職した振り返り', 23, ['Rails', '転職', '未経験']],
      ['Next.js で個人ブログを作り直しました', 8, ['Nextjs', '個人開発']],
    ]);
    const empty = await client.fetchAll('empty-kiseki', null);
    expect(empty).toMatchObject({ outputs: [], presentExternalIds: [], unchanged: false });
    expect(empty.profile?.followers).toBe(0);
  });

  it('reports a rate limit with the time to wait', async () => {
    await control({ mode: { service: 'note', mode: 'rate_limited' } });
    const err = await failure(client.fetchAll('hanako-kiseki', null));
    expect(err.kind).toBe('rate_limited');
    expect(err.details.retryAfterSeconds).toBe(60);
  });

  it('reports a broken answer as bad_payload', async () => {
    await control({ mode: { service: 'note', mode: 'broken' } });
    expect((await failure(client.fetchAll('hanako-kiseki', null))).kind).toBe('bad_payload');
  });

  it('reports a source that is down as unavailable', async () => {
    await control({ mode: { service: 'note', mode: 'down' } });
    expect((await failure(client.fetchAll('hanako-kiseki', null))).kind).toBe('unavailable');
  });

  it('reports an unknown account as not_found', async () => {
    expect((await failure(client.fetchAll('nobody-kiseki', null))).kind).toBe('not_found');
  });
});
