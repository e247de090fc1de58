import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream/server';
import { controlFake, expectUpstreamError, loggedRequests } from '../fake-upstream/test-helpers';
import { createOutboundHttp, type OutboundHttpClient } from '../http/create-outbound-http';
import type { OutboundHttp, OutboundRequest, SourceClient } from '../types';
import { createConnpassClient } from './connpass-client';

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
  base = fake.baseUrls.connpassApiUrl;
  client = createConnpassClient(http, { apiUrl: base });
});
afterAll(async () => {
  http.close();
  await fake.close();
});
beforeEach(() => control({ reset: true }));

const control = (body: unknown) => controlFake(fake, body);
const connpassRequests = () => loggedRequests(fake, 'connpass');
const failure = expectUpstreamError;

describe('connpass client against the fake upstream', () => {
  it('imports the events of hanako-kiseki with presenter, organizer and tech flags', async () => {
    const result = await client.fetchAll('hanako-kiseki', null);

    expect(result.unchanged).toBe(false);
    expect(result.profile).toEqual({
      htmlUrl: `${base}/user/hanako-kiseki/`,
      avatarUrl: `${base}/avatars/hanako-kiseki.svg`,
      displayName: '木瀬 花子',
      followers: null,
    });
    expect(result.outputs).toHaveLength(12);
    expect(result.presentExternalIds).toHaveLength(12);

    const byId = new Map(result.outputs.map((o) => [o.externalId, o]));
    const flags = (id: string) => {
      const d = byId.get(id)!.data;
      return [d.is_tech_event, d.is_presenter, d.is_organizer, d.status];
    };
    expect(result.outputs.filter((o) => o.data.is_presenter).map((o) => o.externalId)).toEqual([
      '341207',
      '321776',
      '297031',
    ]);
    expect(result.outputs.filter((o) => o.data.is_organizer).map((o) => o.title)).toEqual([
      'Kiseki Tech Night #18 〜PostgreSQL 運用の現場〜',
    ]);
    expect(result.outputs.filter((o) => !o.data.is_tech_event).map((o) => o.title)).toEqual([
      '多摩川河川敷クリーンアップ＆BBQ交流会',
    ]);
    expect(flags('338550')).toEqual([true, false, true, '管理者']);
    expect(flags('321776')).toEqual([true, true, false, '発表者']);
    expect(flags('297031')).toEqual([true, true, false, '発表者']);
    expect(flags('334019')).toEqual([true, false, false, '参加者']);
    expect(flags('329884')).toEqual([false, false, false, '参加者']);

    const gocon = byId.get('321776')!;
    expect(gocon).toMatchObject({
      source: 'connpass',
      kind: 'event',
      url: `${base}/event/321776/`,
      title: 'Go Conference 2026',
      summary: 'Go Conference 2026 は 2 日間のオフライン開催です',
      tags: [],
      data: { place: '国連大学 ウ・タント国際会議場', date: '2026-06-13T00:30:00.000Z' },
    });
    expect(gocon.postedAt?.toISOString()).toBe('2026-06-13T00:30:00.000Z');
    const dates = result.outputs.map((o) => o.postedAt!.toISOString()).sort();
    expect(dates[0]!.slice(0, 7)).toBe('2024-12');
    expect(dates.at(-1)!.slice(0, 7)).toBe('2026-11');

    expect((await connpassRequests()).map((r) => r.path)).toEqual([
      '/connpass/api/v2/users/?nickname=hanako-kiseki',
      '/connpass/api/v2/users/hanako-kiseki/attended_events/?start=1&count=100',
      '/connpass/api/v2/users/hanako-kiseki/presenter_events/?start=1&count=100',
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
    const seen = await connpassRequests();
    expect(seen).toHaveLength(3);
    for (const r of seen) {
      expect(r.ifNoneMatch).not.toBeNull();
      expect(r.status).toBe(304);
    }
  });

  it('returns exactly the new event after a touch', async () => {
    const first = await client.fetchAll('hanako-kiseki', null);
    await control({ touch: { service: 'connpass', account: 'hanako-kiseki' } });

    const again = await client.fetchAll('hanako-kiseki', first.cursor);

    expect(again.outputs).toHaveLength(1);
    expect(again.outputs[0]).toMatchObject({
      title: 'Go もくもく会 #101',
      data: { is_tech_event: true, is_presenter: false, is_organizer: false, status: '参加者' },
    });
    expect(again.presentExternalIds).toHaveLength(13);
  });

  it('follows start/count paging through both lists', async () => {
    const paged = createConnpassClient(http, { apiUrl: base, pageSize: 5 });
    const result = await paged.fetchAll('hanako-kiseki', null);
    expect(result.outputs).toHaveLength(12);
    expect((await connpassRequests()).map((r) => r.path.split('/').slice(-2).join('/'))).toEqual([
      'users/?nickname=hanako-kiseki',
      'attended_events/?start=1&count=5',
      'presenter_events/?start=1&count=5',
      'attended_events/?start=6&count=5',
      'attended_events/?start=11&count=5',
    ]);
  });

  it('sends the API key as X-API-Key', async () => {
    const sent: OutboundRequest[] = [];
    const recording: OutboundHttp = {
      get(request) {
        sent.push(request);
        return http.get(request);
      },
    };
    await createConnpassClient(recording, { apiUrl: base, apiKey: 'test-key' }).fetchAll(
      'taro-kiseki',
      null,
    );
    expect(sent).toHaveLength(3);
    for (const r of sent) expect(r.headers?.['X-API-Key']).toBe('test-key');
  });

  it('imports the smaller and the empty account', async () => {
    const taro = await client.fetchAll('taro-kiseki', null);
    expect(taro.outputs.map((o) => o.title)).toEqual([
      'Rails 初学者勉強会 #12',
      'Next.js もくもく会 大阪 #5',
      '関西フロントエンド LT 大会 2025',
    ]);
    expect(taro.outputs.every((o) => o.data.is_tech_event && !o.data.is_presenter)).toBe(true);
    const empty = await client.fetchAll('empty-kiseki', null);
    expect(empty).toMatchObject({ outputs: [], presentExternalIds: [], unchanged: false });
  });

  it('reports a rate limit with the time to wait', async () => {
    await control({ mode: { service: 'connpass', mode: 'rate_limited' } });
    const err = await failure(client.fetchAll('hanako-kiseki', null));
    expect(err.kind).toBe('rate_limited');
    expect(err.details.retryAfterSeconds).toBe(60);
  });

  it('reports a broken answer as bad_payload', async () => {
    await control({ mode: { service: 'connpass', mode: 'broken' } });
    expect((await failure(client.fetchAll('hanako-kiseki', null))).kind).toBe('bad_payload');
  });

  it('reports a source that is down as unavailable', async () => {
    await control({ mode: { service: 'connpass', mode: 'down' } });
    expect((await failure(client.fetchAll('hanako-kiseki', null))).kind).toBe('unavailable');
  });

  it('reports an unknown account as not_found', async () => {
    expect((await failure(client.fetchAll('nobody-kiseki', null))).kind).toBe('not_found');
  });
});
