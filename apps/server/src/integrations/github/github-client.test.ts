import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { githubContributionDays } from '../fake-upstream/data/github';
import { fakeRoutes, routedHttp } from '../fake-upstream/routed-http';
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
import type { ImportedOutput, RepoData, SourceClient } from '../types';
import { createGithubClient } from './github-client';

const NOW = new Date('2026-11-21T10:00:00Z');

let fake: FakeUpstream;
let http: OutboundHttpClient;
let client: SourceClient;
beforeAll(async () => {
  fake = await startFakeUpstream({ now: () => NOW });
  http = outboundFor(fake);
  client = createGithubClient(http, {
    apiUrl: fake.baseUrls.githubApiUrl,
    webUrl: fake.baseUrls.githubWebUrl,
    perPage: 5,
  });
});
afterAll(async () => {
  http.close();
  await fake.close();
});
beforeEach(async () => {
  await resetFake(fake);
});

const byName = (outputs: ImportedOutput[], fullName: string) => {
  const found = outputs.find((o) => o.title === fullName);
  if (!found) throw new Error(`no output ${fullName}`);
  return { ...found, repo: found.data as unknown as RepoData };
};

describe('GitHub client, first import', () => {
  it("reads the demo engineer's profile, every repository and the calendar", async () => {
    const result = await client.fetchAll('hanako-kiseki', null);
    expect(result.unchanged).toBe(false);
    expect(result.profile).toEqual({
      htmlUrl: `${fake.baseUrls.githubWebUrl}/hanako-kiseki`,
      avatarUrl: `${fake.baseUrls.githubWebUrl}/avatars/u/104857321?v=4`,
      displayName: '木瀬 花子',
      followers: 128,
    });
    expect(result.outputs).toHaveLength(12);
    expect(result.presentExternalIds).toHaveLength(12);
    expect(new Set(result.presentExternalIds)).toEqual(
      new Set(result.outputs.map((o) => o.externalId)),
    );

    const lint = byName(result.outputs, 'hanako-kiseki/kotoba-lint');
    expect(lint).toMatchObject({
      source: 'github',
      kind: 'repo',
      externalId: '627184013',
      url: `${fake.baseUrls.githubWebUrl}/hanako-kiseki/kotoba-lint`,
      summary: '日本語の技術文書向け Linter。表記ゆれ・冗長な表現・全角半角の混在を検出します。',
      postedAt: new Date('2026-11-18T12:04:33Z'),
      tags: ['go', 'cli', 'linter', 'japanese', 'textlint'],
      stars: 287,
      likes: null,
    });
    expect(lint.repo).toEqual({
      description:
        '日本語の技術文書向け Linter。表記ゆれ・冗長な表現・全角半角の混在を検出します。',
      language: 'Go',
      languages: [
        { name: 'Go', bytes: 184320 },
        { name: 'Makefile', bytes: 1420 },
        { name: 'Shell', bytes: 980 },
        { name: 'Dockerfile', bytes: 612 },
      ],
      contributions: 412,
      contributors_count: 6,
      forks: 21,
      is_fork: false,
      is_oss: true,
      is_owner: true,
      stargazers_count: 287,
      original_repo_contributions: 0,
      original_stars_count: 0,
      contributors: [
        { login: 'hanako-kiseki', contributions: 412 },
        { login: 'yuki-tanaka-dev', contributions: 38 },
        { login: 'dependabot[bot]', contributions: 24 },
        { login: 'kenji-sato', contributions: 11 },
        { login: 'mizuki-ito', contributions: 5 },
        { login: 'rin-nakamura', contributions: 2 },
      ],
      contributors_from_commits: lint.repo.contributors,
      pushed_at: '2026-11-18T12:04:33Z',
    });

    // A language not among the topics is added as a tag.
    expect(byName(result.outputs, 'hanako-kiseki/hanako-kiseki.github.io').tags).toEqual([
      'TypeScript',
    ]);
    // Archived: not counted as open source.
    expect(byName(result.outputs, 'hanako-kiseki/isucon-practice').repo.is_oss).toBe(false);
    // Empty repository: contributors answered 204.
    expect(byName(result.outputs, 'hanako-kiseki/scratch').repo).toMatchObject({
      contributions: 0,
      contributors_count: 0,
      languages: [],
      language: null,
    });
    expect(byName(result.outputs, 'hanako-kiseki/scratch').summary).toBeNull();
  });

  it("takes a fork's parent stars and her commits in the parent", async () => {
    const result = await client.fetchAll('hanako-kiseki', null);
    expect(byName(result.outputs, 'hanako-kiseki/tanuki').repo).toMatchObject({
      is_fork: true,
      contributions: 29,
      contributors_count: 48,
      original_repo_contributions: 27,
      original_stars_count: 4218,
    });
    // In kumo-ui/kumo she is on the second page of 160 contributors.
    const kumo = byName(result.outputs, 'hanako-kiseki/kumo').repo;
    expect(kumo).toMatchObject({
      is_fork: true,
      contributions: 4,
      contributors_count: 160,
      original_repo_contributions: 3,
      original_stars_count: 12450,
    });
    // 100 stored, plus her own entry from further down.
    expect(kumo.contributors).toHaveLength(101);
    expect(kumo.contributors.at(-1)).toEqual({ login: 'hanako-kiseki', contributions: 4 });

    const paths = (await loggedRequests(fake, 'github-api')).map((r) => r.path);
    expect(paths).toContain('/github-api/repositories/366025813/contributors?per_page=100&page=2');
    // Repository list: three pages of five, following the Link header.
    expect(paths.filter((p) => p.includes('/repos?'))).toEqual([
      '/github-api/users/hanako-kiseki/repos?type=owner&sort=pushed&per_page=5',
      '/github-api/user/104857321/repos?type=owner&sort=pushed&per_page=5&page=2',
      '/github-api/user/104857321/repos?type=owner&sort=pushed&per_page=5&page=3',
    ]);
    // Only forks need the repository itself (for `parent`).
    expect(paths.filter((p) => /^\/github-api\/repos\/[^/]+\/[^/?]+$/.test(p))).toEqual([
      '/github-api/repos/hanako-kiseki/tanuki',
      '/github-api/repos/hanako-kiseki/kumo',
    ]);
  });

  it('reads the daily contributions from the calendar page', async () => {
    const result = await client.fetchAll('hanako-kiseki', null);
    const expected = githubContributionDays('hanako-kiseki', NOW, 0);
    expect(result.contributionDays).toEqual(expected);
    expect(result.contributionDays).toHaveLength(371);
    const active = result.contributionDays!.filter((d) => d.count > 0).length;
    expect(active).toBeGreaterThan(280);
    expect(active).toBeLessThan(330);
  });

  it('compares logins without regard to case', async () => {
    const result = await client.fetchAll('Hanako-KISEKI', null);
    const lint = byName(result.outputs, 'hanako-kiseki/kotoba-lint').repo;
    expect(lint.is_owner).toBe(true);
    expect(lint.contributions).toBe(412);
    expect(byName(result.outputs, 'hanako-kiseki/kumo').repo.original_repo_contributions).toBe(3);
  });

  it('imports the quieter and the empty accounts', async () => {
    const taro = await client.fetchAll('taro-kiseki', null);
    expect(taro.outputs.map((o) => [o.title, o.stars])).toEqual([
      ['taro-kiseki/nextjs-blog', 5],
      ['taro-kiseki/rails-todo-sample', 2],
      ['taro-kiseki/dotfiles', 0],
    ]);
    const empty = await client.fetchAll('empty-kiseki', null);
    expect(empty.outputs).toEqual([]);
    expect(empty.presentExternalIds).toEqual([]);
    expect(empty.profile?.displayName).toBeNull();
    expect(empty.contributionDays?.every((d) => d.count === 0)).toBe(true);
  });
});

describe('GitHub client, incremental', () => {
  it('makes only conditional requests when nothing changed', async () => {
    const first = await client.fetchAll('hanako-kiseki', null);
    await resetFake(fake);
    const again = await client.fetchAll('hanako-kiseki', first.cursor);
    expect(again).toMatchObject({
      profile: null,
      outputs: [],
      presentExternalIds: null,
      unchanged: true,
    });
    expect(again.contributionDays).toBeUndefined();
    const log = await loggedRequests(fake);
    expect(log.length).toBe(5); // user, 3 list pages, calendar
    for (const r of log) {
      expect(r.ifNoneMatch, r.path).toMatch(/^"/);
      expect(r.status, r.path).toBe(304);
    }
    // And the cursor still works for the run after.
    const third = await client.fetchAll('hanako-kiseki', again.cursor);
    expect(third.unchanged).toBe(true);
  });

  it('returns exactly the new repository after activity, without refetching the others', async () => {
    const first = await client.fetchAll('hanako-kiseki', null);
    await resetFake(fake);
    await touchAccount(fake, 'github', 'hanako-kiseki');
    const again = await client.fetchAll('hanako-kiseki', first.cursor);
    expect(again.unchanged).toBe(false);
    expect(again.outputs.map((o) => o.title)).toEqual(['hanako-kiseki/playground-1']);
    expect(again.outputs[0]?.data).toMatchObject({ contributions: 2, contributors_count: 1 });
    expect(again.presentExternalIds).toHaveLength(13);
    expect(again.profile).not.toBeNull();
    const before = first.contributionDays!.at(-1)!.count;
    expect(again.contributionDays?.at(-1)).toEqual({ date: '2026-11-21', count: before + 2 });

    const perRepo = (await loggedRequests(fake, 'github-api'))
      .map((r) => r.path)
      .filter((p) => p.includes('/contributors') || p.includes('/languages'));
    expect(perRepo).toEqual([
      '/github-api/repos/hanako-kiseki/playground-1/contributors?per_page=100',
      '/github-api/repos/hanako-kiseki/playground-1/languages',
    ]);
  });
});

describe('GitHub client, failures', () => {
  it('reports the rate limit with the time to wait', async () => {
    await setMode(fake, 'github-api', 'rate_limited');
    const err = await upstreamFailure(client.fetchAll('hanako-kiseki', null));
    expect(err.name).toBe('UpstreamError');
    expect(err.kind).toBe('rate_limited');
    expect(err.details.retryAfterSeconds).toBeGreaterThanOrEqual(58);
    expect(err.details.retryAfterSeconds).toBeLessThanOrEqual(61);
  });

  it('reports a broken API answer or calendar as bad_payload', async () => {
    await setMode(fake, 'github-api', 'broken');
    const api = await upstreamFailure(client.fetchAll('hanako-kiseki', null));
    expect(api.kind).toBe('bad_payload');
    expect(api.message).toMatch(/user is not valid JSON/);

    await resetFake(fake);
    await setMode(fake, 'github-web', 'broken');
    const web = await upstreamFailure(client.fetchAll('hanako-kiseki', null));
    expect(web.kind).toBe('bad_payload');
    expect(web.message).toMatch(/contributions calendar/);
  });

  it('reports a source that is down as unavailable', async () => {
    await setMode(fake, 'github-api', 'down');
    const err = await upstreamFailure(client.fetchAll('hanako-kiseki', null));
    expect(err.kind).toBe('unavailable');
    expect(err.details.status).toBe(503);
  });

  it('reports an unknown account as not_found', async () => {
    const err = await upstreamFailure(client.fetchAll('nobody-kiseki', null));
    expect(err.kind).toBe('not_found');
  });
});

describe('GitHub client through the offline demo routing', () => {
  it('keeps the real addresses when the fake answers with real URLs', async () => {
    const demo = await startFakeUpstream({ now: () => NOW, publicUrls: 'real' });
    const inner = outboundFor(demo);
    try {
      const routed = createGithubClient(routedHttp(inner, fakeRoutes(demo.origin, demo.baseUrls)), {
        apiUrl: 'https://api.github.com',
        webUrl: 'https://github.com',
        perPage: 5,
      });
      const result = await routed.fetchAll('hanako-kiseki', null);
      expect(result.outputs).toHaveLength(12);
      expect(result.profile?.htmlUrl).toBe('https://github.com/hanako-kiseki');
      expect(byName(result.outputs, 'hanako-kiseki/kumo').url).toBe(
        'https://github.com/hanako-kiseki/kumo',
      );
      expect(byName(result.outputs, 'hanako-kiseki/kumo').repo.original_repo_contributions).toBe(3);
      expect(Object.keys(result.cursor.validators ?? {})).toContain(
        'https://api.github.com/user/104857321/repos?type=owner&sort=pushed&per_page=5&page=3',
      );
      const again = await routed.fetchAll('hanako-kiseki', result.cursor);
      expect(again.unchanged).toBe(true);
    } finally {
      inner.close();
      await demo.close();
    }
  });
});
