import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeUpstream, startFakeUpstream } from '../fake-upstream/server';
import { controlFake, expectUpstreamError, loggedRequests } from '../fake-upstream/test-helpers';
import { createOutboundHttp, type OutboundHttpClient } from '../http/create-outbound-http';
import type { SourceClient } from '../types';
import { createTeratailClient } from './teratail-client';

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
  base = fake.baseUrls.teratailApiUrl;
  client = createTeratailClient(http, { apiUrl: base });
});
afterAll(async () => {
  http.close();
  await fake.close();
});
beforeEach(() => control({ reset: true }));

const control = (body: unknown) => controlFake(fake, body);
const teratailRequests = () => loggedRequests(fake, 'teratail');
const failure = expectUpstreamError;

describe('teratail client against the fake upstream', () => {
  it('imports the replies of hanako-kiseki with their questions and best answers', async () => {
    const result = await client.fetchAll('hanako-kiseki', null);

    expect(result.unchanged).toBe(false);
    expect(result.profile).toEqual({
      htmlUrl: `${base}/users/hanako-kiseki`,
      avatarUrl: `${base}/avatars/hanako-kiseki.svg`,
      displayName: 'hanako-kiseki',
      followers: 38,
    });
    expect(result.outputs).toHaveLength(10);
    expect(result.presentExternalIds).toHaveLength(10);
    expect(
      result.outputs.filter((o) => o.data.is_best_answer === true).map((o) => o.title),
    ).toEqual([
      'Go の goroutine でチャネルを閉じるタイミングが分かりません',
      'PostgreSQL で日本語の全文検索がヒットしない',
      'Rails の N+1 問題を includes で解消したい',
    ]);

    const newest = result.outputs[0]!;
    expect(newest).toMatchObject({
      source: 'teratail',
      kind: 'reply',
      externalId: '524801',
      url: `${base}/questions/372914#reply-524801`,
      title: 'Go の goroutine でチャネルを閉じるタイミングが分かりません',
      tags: ['Go'],
      likes: null,
      data: { is_best_answer: true, created_at: '2026-10-28T12:14:03.000Z', question_id: '372914' },
    });
    expect(newest.postedAt?.toISOString()).toBe('2026-10-28T12:14:03.000Z');
    expect(newest.summary).toMatch(
      /^送信側の goroutine がすべて終わったことを sync\.WaitGroup で待ってから/,
    );
    expect(newest.summary).not.toContain('<');
    expect(result.outputs.find((o) => o.externalId === '494388')?.tags).toEqual([
      'GitHub Actions',
      'PostgreSQL',
    ]);

    const paths = (await teratailRequests()).map((r) => r.path);
    expect(paths.slice(0, 3)).toEqual([
      '/teratail/api/v1/users/hanako-kiseki',
      '/teratail/api/v1/users/hanako-kiseki/followers?limit=1',
      '/teratail/api/v1/users/hanako-kiseki/replies?limit=100&page=1',
    ]);
    expect(paths.filter((p) => p.startsWith('/teratail/api/v1/questions/'))).toHaveLength(10);
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
    const seen = await teratailRequests();
    expect(seen).toHaveLength(3);
    for (const r of seen) {
      expect(r.ifNoneMatch).not.toBeNull();
      expect(r.status).toBe(304);
    }
  });

  it('returns exactly the new reply after a touch, looking up only its question', async () => {
    const first = await client.fetchAll('hanako-kiseki', null);
    await control({ reset: true }); // forget the first import's requests
    await control({ touch: { service: 'teratail', account: 'hanako-kiseki' } });

    const again = await client.fetchAll('hanako-kiseki', first.cursor);

    expect(again.outputs).toHaveLength(1);
    expect(again.outputs[0]).toMatchObject({
      title: 'Go のジェネリクスで型制約を書く方法（1）',
      tags: ['Go'],
      data: { is_best_answer: false },
    });
    expect(again.presentExternalIds).toHaveLength(11);
    const lookups = (await teratailRequests()).filter((r) =>
      r.path.startsWith('/teratail/api/v1/questions/'),
    );
    expect(lookups).toHaveLength(1);
  });

  it('follows the pages of a long reply list', async () => {
    const paged = createTeratailClient(http, { apiUrl: base, pageSize: 4 });
    const result = await paged.fetchAll('hanako-kiseki', null);
    expect(result.outputs).toHaveLength(10);
    expect(new Set(result.presentExternalIds).size).toBe(10);
    const replyPages = (await teratailRequests()).filter((r) => r.path.includes('/replies?'));
    expect(replyPages.map((r) => r.path.split('?')[1])).toEqual([
      'limit=4&page=1',
      'limit=4&page=2',
      'limit=4&page=3',
    ]);
  });

  it('imports the smaller and the empty account', async () => {
    const taro = await client.fetchAll('taro-kiseki', null);
    expect(taro.outputs.map((o) => [o.title, o.data.is_best_answer])).toEqual([
      ['Rails の form_with で入れ子の属性を保存できない', false],
      ['Next.js の画像が本番だけ表示されない', false],
    ]);
    expect(taro.profile?.followers).toBe(3);
    const empty = await client.fetchAll('empty-kiseki', null);
    expect(empty).toMatchObject({ outputs: [], presentExternalIds: [], unchanged: false });
    expect(empty.profile?.followers).toBe(0);
  });

  it('reports a rate limit with the time to wait', async () => {
    await control({ mode: { service: 'teratail', mode: 'rate_limited' } });
    const err = await failure(client.fetchAll('hanako-kiseki', null));
    expect(err.kind).toBe('rate_limited');
    expect(err.details.retryAfterSeconds).toBe(60);
  });

  it('reports a broken answer as bad_payload', async () => {
    await control({ mode: { service: 'teratail', mode: 'broken' } });
    expect((await failure(client.fetchAll('hanako-kiseki', null))).kind).toBe('bad_payload');
  });

  it('reports a source that is down as unavailable', async () => {
    await control({ mode: { service: 'teratail', mode: 'down' } });
    expect((await failure(client.fetchAll('hanako-kiseki', null))).kind).toBe('unavailable');
  });

  it('reports an unknown account as not_found', async () => {
    expect((await failure(client.fetchAll('nobody-kiseki', null))).kind).toBe('not_found');
  });
});
