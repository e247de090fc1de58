import { DEMO_ACCOUNT, EMPTY_ACCOUNT, TEAMMATE_ACCOUNT } from './accounts';
import { hash32, seededRandom } from './random';

/*
 * GitHub fixtures: accounts (people and the two organisations whose projects the demo
 * engineer forked), repositories with their contributors and languages, and the daily
 * contributions behind the github.com calendar. The GitHub client, server and portfolio tests
 * pin many of these values (ids, counts, names, the pushed order), so change them only
 * together with those tests.
 *
 * Times are UTC ISO strings: GitHub's REST API writes them that way, so the route passes them
 * through as they are.
 */

export interface FakeGithubUser {
  login: string;
  id: number;
  type: 'User' | 'Organization';
  name: string | null;
  company: string | null;
  /** '' when not set: GitHub sends an empty string, not null. */
  blog: string;
  location: string | null;
  bio: string | null;
  twitterUsername: string | null;
  publicGists: number;
  followers: number;
  following: number;
  createdAt: string;
  updatedAt: string;
}

export interface FakeGithubLicense {
  key: string;
  name: string;
  spdx_id: string;
}

export interface FakeGithubRepo {
  id: number;
  owner: string;
  name: string;
  description: string | null;
  /** 'owner/name' of the repository this one was forked from; null when not a fork. */
  parent: string | null;
  createdAt: string;
  updatedAt: string;
  pushedAt: string;
  homepage: string | null;
  /** Kilobytes, as GitHub counts them. */
  size: number;
  stars: number;
  forks: number;
  openIssues: number;
  archived: boolean;
  /** The main language; null for an empty repository. */
  language: string | null;
  license: FakeGithubLicense | null;
  topics: string[];
  /** Bytes per language, largest first (the /languages answer). */
  languages: Record<string, number>;
  /** [login, commits], most commits first (the /contributors answer). */
  contributors: readonly (readonly [string, number])[];
}

const MIT: FakeGithubLicense = { key: 'mit', name: 'MIT License', spdx_id: 'MIT' };
const APACHE: FakeGithubLicense = {
  key: 'apache-2.0',
  name: 'Apache License 2.0',
  spdx_id: 'Apache-2.0',
};

export const GITHUB_USERS: readonly FakeGithubUser[] = [
  {
    login: DEMO_ACCOUNT,
    id: 104857321,
    type: 'User',
    name: '木瀬 花子',
    company: 'ミライクラウド株式会社',
    blog: 'https://hanako-kiseki.hatenablog.com/',
    location: 'Tokyo, Japan',
    bio: '決済基盤のバックエンドエンジニア。Go / TypeScript / PostgreSQL / AWS。日本語の文章を扱うツールも作っています。',
    twitterUsername: 'hanako_kiseki',
    publicGists: 7,
    followers: 128,
    following: 64,
    createdAt: '2022-05-14T03:21:09Z',
    updatedAt: '2026-11-18T12:10:45Z',
  },
  {
    login: TEAMMATE_ACCOUNT,
    id: 118243907,
    type: 'User',
    name: '木瀬 太郎',
    company: null,
    blog: 'https://taro-kiseki.example.jp/',
    location: 'Osaka, Japan',
    bio: 'Web アプリケーションエンジニア。Rails と Next.js を書いています。',
    twitterUsername: null,
    publicGists: 1,
    followers: 9,
    following: 21,
    createdAt: '2022-11-02T08:45:31Z',
    updatedAt: '2026-10-30T11:02:17Z',
  },
  {
    login: EMPTY_ACCOUNT,
    id: 131072004,
    type: 'User',
    name: null,
    company: null,
    blog: '',
    location: null,
    bio: null,
    twitterUsername: null,
    publicGists: 0,
    followers: 0,
    following: 0,
    createdAt: '2023-03-27T05:12:48Z',
    updatedAt: '2023-03-27T05:12:48Z',
  },
  {
    login: 'tanuki-http',
    id: 71536894,
    type: 'Organization',
    name: 'tanuki',
    company: null,
    blog: 'https://tanuki-http.dev',
    location: null,
    bio: 'Go 向けの堅牢な HTTP クライアント',
    twitterUsername: null,
    publicGists: 0,
    followers: 312,
    following: 0,
    createdAt: '2020-08-19T14:03:27Z',
    updatedAt: '2026-09-02T07:41:10Z',
  },
  {
    login: 'kumo-ui',
    id: 83926155,
    type: 'Organization',
    name: 'Kumo UI',
    company: null,
    blog: 'https://kumo-ui.dev',
    location: null,
    bio: 'Accessible React components, built with TypeScript.',
    twitterUsername: 'kumo_ui',
    publicGists: 0,
    followers: 1840,
    following: 0,
    createdAt: '2021-04-08T02:17:55Z',
    updatedAt: '2026-11-10T16:28:03Z',
  },
];

const sameLogin = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** GitHub logins ignore case. */
export const findGithubUser = (login: string): FakeGithubUser | undefined =>
  GITHUB_USERS.find((u) => sameLogin(u.login, login));

/** Apps act as "name[bot]" accounts. */
export const isBot = (login: string): boolean => login.endsWith('[bot]');

/**
 * The numeric id of any login: the fixture's for known accounts, otherwise a stable one
 * derived from the name, so contributors who are not fixtures still look like accounts.
 */
export const githubIdOf = (login: string): number =>
  findGithubUser(login)?.id ?? 1_000_000 + (hash32(login.toLowerCase()) % 150_000_000);

/* ------------------------------------------------------------ contributors */

const GIVEN = (
  'yuto sora haruto riku daiki kaito sota ren shun takumi aoi hina yui mei saki nanami ' +
  'ayaka miyu kana emi alex sam chris maria lucas nina omar julia tom wei'
).split(' ');
const FAMILY = (
  'yamamoto suzuki takahashi watanabe kobayashi kato yoshida yamada matsumoto inoue kimura ' +
  'hayashi shimizu mori ikeda hashimoto chen garcia muller silva novak kim park lopez'
).split(' ');

/** `size` different logins of strangers, stable for a seed (never one of the fixtures). */
function strangers(seed: string, size: number): string[] {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const out = new Set<string>();
  while (out.size < size) {
    const given = pick(GIVEN);
    const family = pick(FAMILY);
    const style = next();
    const login =
      style < 0.5
        ? `${given}-${family}`
        : style < 0.75
          ? `${given}${family[0]}${Math.floor(next() * 90) + 10}`
          : `${family}-${given}-dev`;
    if (!findGithubUser(login)) out.add(login);
  }
  return [...out];
}

/**
 * A big project's contributor list: a few core maintainers with most commits and a long
 * tail, some bots at fixed ranks, and `person` placed after everyone with as many commits
 * or more (GitHub's order for ties is its own; this one keeps the tests' pages stable).
 */
function crowd(
  seed: string,
  size: number,
  person: readonly [string, number],
  bots: readonly (readonly [number, string])[] = [],
): [string, number][] {
  const logins = strangers(seed, size - 1);
  for (const [rank, bot] of bots) logins[rank] = bot;
  const others = logins.map((login, i): [string, number] => [
    login,
    Math.max(1, Math.round(3000 / (i + 1) ** 1.38)),
  ]);
  const at = others.findIndex(([, n]) => n < person[1]);
  others.splice(at === -1 ? others.length : at, 0, [person[0], person[1]]);
  return others;
}

/* ------------------------------------------------------------ repositories */

type RepoInput = Pick<FakeGithubRepo, 'id' | 'owner' | 'name' | 'createdAt' | 'pushedAt'> &
  Partial<FakeGithubRepo>;

/** Most repositories are small, MIT-licensed and not forks: only the differences are listed. */
const repo = (r: RepoInput): FakeGithubRepo => ({
  description: null,
  parent: null,
  updatedAt: r.pushedAt,
  homepage: null,
  size: 0,
  stars: 0,
  forks: 0,
  openIssues: 0,
  archived: false,
  language: null,
  license: MIT,
  topics: [],
  languages: {},
  contributors: [],
  ...r,
});

const TANUKI_DESCRIPTION =
  'Go 向けの HTTP クライアントライブラリ。リトライ、サーキットブレーカー、OpenTelemetry のトレースを標準で備えます。';
const KUMO_DESCRIPTION =
  'React と TypeScript で作られた、アクセシビリティを重視した UI コンポーネントライブラリ。';

const TANUKI_UPSTREAM = crowd(
  'tanuki-http/tanuki',
  56,
  [DEMO_ACCOUNT, 27],
  [[4, 'dependabot[bot]']],
);
const KUMO_UPSTREAM = crowd(
  'kumo-ui/kumo',
  160,
  [DEMO_ACCOUNT, 3],
  [
    [2, 'renovate[bot]'],
    [9, 'github-actions[bot]'],
  ],
);

/** A fork's list as of when it was made, with her own commits that are not upstream yet. */
const forkedCrowd = (upstream: [string, number][], size: number, mine: number) => {
  const others = upstream.filter(([login]) => login !== DEMO_ACCOUNT).slice(0, size - 1);
  const at = others.findIndex(([, n]) => n < mine);
  others.splice(at === -1 ? others.length : at, 0, [DEMO_ACCOUNT, mine]);
  return others;
};

export const GITHUB_REPOS: readonly FakeGithubRepo[] = [
  /* The demo engineer's repositories, most recently pushed first. */
  repo({
    id: 627184013,
    owner: DEMO_ACCOUNT,
    name: 'kotoba-lint',
    description: '日本語の技術文書向け Linter。表記ゆれ・冗長な表現・全角半角の混在を検出します。',
    createdAt: '2023-04-09T06:12:40Z',
    updatedAt: '2026-11-19T23:41:08Z',
    pushedAt: '2026-11-18T12:04:33Z',
    homepage: 'https://hanako-kiseki.github.io/kotoba-lint/',
    size: 1864,
    stars: 287,
    forks: 21,
    openIssues: 9,
    language: 'Go',
    topics: ['go', 'cli', 'linter', 'japanese', 'textlint'],
    languages: { Go: 184320, Makefile: 1420, Shell: 980, Dockerfile: 612 },
    contributors: [
      [DEMO_ACCOUNT, 412],
      ['yuki-tanaka-dev', 38],
      ['dependabot[bot]', 24],
      ['kenji-sato', 11],
      ['mizuki-ito', 5],
      ['rin-nakamura', 2],
    ],
  }),
  repo({
    id: 812403377,
    owner: DEMO_ACCOUNT,
    name: 'tsuki-router',
    description:
      'Cloudflare Workers と Node.js で動く、型安全で小さな HTTP ルーター。パスパラメータを型から推論します。',
    createdAt: '2024-06-15T10:30:12Z',
    updatedAt: '2026-11-12T02:19:44Z',
    pushedAt: '2026-11-09T13:27:05Z',
    size: 412,
    stars: 64,
    forks: 5,
    openIssues: 3,
    language: 'TypeScript',
    topics: ['typescript', 'router', 'cloudflare-workers', 'edge'],
    languages: { TypeScript: 68412, JavaScript: 2210 },
    contributors: [
      [DEMO_ACCOUNT, 156],
      ['sora-yamamoto', 7],
      ['renovate[bot]', 6],
    ],
  }),
  repo({
    id: 701926548,
    owner: DEMO_ACCOUNT,
    name: 'sakura-queue',
    description:
      'PostgreSQL の SKIP LOCKED を使った Go のジョブキュー。リトライ、遅延実行、冪等キーに対応しています。',
    createdAt: '2023-10-01T04:55:21Z',
    updatedAt: '2026-11-03T08:12:50Z',
    pushedAt: '2026-10-27T09:41:16Z',
    size: 968,
    stars: 143,
    forks: 12,
    openIssues: 4,
    language: 'Go',
    license: APACHE,
    topics: ['go', 'postgresql', 'job-queue', 'background-jobs'],
    languages: { Go: 121844, PLpgSQL: 6320, Makefile: 880 },
    contributors: [
      [DEMO_ACCOUNT, 231],
      ['kenji-sato', 19],
      ['dependabot[bot]', 13],
      ['aoi-watanabe', 4],
    ],
  }),
  repo({
    // Created and never pushed to: GitHub answers 204 for its contributors.
    id: 889120456,
    owner: DEMO_ACCOUNT,
    name: 'scratch',
    createdAt: '2026-10-12T11:08:37Z',
    pushedAt: '2026-10-12T11:08:37Z',
    license: null,
  }),
  repo({
    id: 735502618,
    owner: DEMO_ACCOUNT,
    name: 'nihongo-date',
    description:
      '和暦・祝日・営業日を扱う TypeScript の日付ユーティリティ。令和への改元や振替休日にも対応しています。',
    createdAt: '2024-01-08T01:20:44Z',
    updatedAt: '2026-10-02T15:33:09Z',
    pushedAt: '2026-09-28T14:02:51Z',
    homepage: 'https://www.npmjs.com/package/nihongo-date',
    size: 655,
    stars: 96,
    forks: 8,
    openIssues: 2,
    language: 'TypeScript',
    topics: ['typescript', 'date', 'japanese', 'wareki', 'holidays'],
    languages: { TypeScript: 92760, JavaScript: 3144 },
    contributors: [
      [DEMO_ACCOUNT, 188],
      ['renovate[bot]', 31],
      ['mizuki-ito', 12],
    ],
  }),
  repo({
    id: 774318902,
    owner: DEMO_ACCOUNT,
    name: 'pg-outbox',
    description:
      'Transactional Outbox パターンの Go 実装。PostgreSQL の LISTEN/NOTIFY でイベントを確実に配送します。',
    createdAt: '2024-03-30T07:45:03Z',
    updatedAt: '2026-08-24T03:10:27Z',
    pushedAt: '2026-08-21T22:16:40Z',
    size: 388,
    stars: 38,
    forks: 3,
    openIssues: 1,
    language: 'Go',
    topics: ['go', 'postgresql', 'outbox-pattern', 'event-driven'],
    languages: { Go: 58230, PLpgSQL: 2870 },
    contributors: [
      [DEMO_ACCOUNT, 97],
      ['yuki-tanaka-dev', 3],
    ],
  }),
  repo({
    id: 512870334,
    owner: DEMO_ACCOUNT,
    name: 'hanako-kiseki.github.io',
    description: 'ポートフォリオサイトのソースコード',
    createdAt: '2022-07-17T12:02:18Z',
    updatedAt: '2026-07-19T05:48:31Z',
    pushedAt: '2026-07-19T05:48:29Z',
    homepage: 'https://hanako-kiseki.github.io/',
    size: 2240,
    stars: 3,
    language: 'TypeScript',
    license: null,
    languages: { TypeScript: 24518, CSS: 6240, HTML: 1830 },
    contributors: [[DEMO_ACCOUNT, 84]],
  }),
  repo({
    id: 598311457,
    owner: DEMO_ACCOUNT,
    name: 'tanuki',
    description: TANUKI_DESCRIPTION,
    parent: 'tanuki-http/tanuki',
    createdAt: '2023-01-12T08:03:50Z',
    updatedAt: '2023-01-12T08:03:51Z',
    pushedAt: '2026-06-11T10:52:08Z',
    size: 2916,
    stars: 1,
    language: 'Go',
    topics: ['go', 'http-client', 'retry', 'circuit-breaker', 'opentelemetry'],
    languages: { Go: 412730, Makefile: 1804 },
    contributors: forkedCrowd(TANUKI_UPSTREAM, 48, 29),
  }),
  repo({
    id: 668451209,
    owner: DEMO_ACCOUNT,
    name: 'terraform-aws-platform',
    description:
      'ECS on Fargate・RDS・ALB を中心にした AWS 基盤の Terraform モジュール集（社内勉強会のサンプル）。',
    createdAt: '2023-07-20T03:36:55Z',
    updatedAt: '2026-03-15T08:24:12Z',
    pushedAt: '2026-03-14T12:40:59Z',
    size: 276,
    stars: 17,
    forks: 4,
    language: 'HCL',
    topics: ['terraform', 'aws', 'ecs', 'fargate'],
    languages: { HCL: 48216, Shell: 1320 },
    contributors: [[DEMO_ACCOUNT, 64]],
  }),
  repo({
    id: 541762093,
    owner: DEMO_ACCOUNT,
    name: 'go-zipcode-jp',
    description:
      '日本郵便の郵便番号データ（KEN_ALL.CSV）を取り込んで検索する Go のライブラリ。住所の正規化つき。',
    createdAt: '2022-09-26T13:48:02Z',
    updatedAt: '2026-01-05T02:17:40Z',
    pushedAt: '2025-12-28T06:31:22Z',
    size: 5432,
    stars: 52,
    forks: 6,
    openIssues: 2,
    language: 'Go',
    topics: ['go', 'zipcode', 'japan', 'address'],
    languages: { Go: 64388, Makefile: 512 },
    contributors: [
      [DEMO_ACCOUNT, 73],
      ['dependabot[bot]', 9],
      ['riku-kobayashi', 2],
    ],
  }),
  repo({
    id: 845219760,
    owner: DEMO_ACCOUNT,
    name: 'kumo',
    description: KUMO_DESCRIPTION,
    parent: 'kumo-ui/kumo',
    createdAt: '2024-08-05T09:14:26Z',
    updatedAt: '2024-08-05T09:14:27Z',
    pushedAt: '2025-08-30T11:25:17Z',
    homepage: 'https://kumo-ui.dev',
    size: 31422,
    language: 'TypeScript',
    topics: ['react', 'typescript', 'ui-components', 'accessibility', 'design-system'],
    languages: { TypeScript: 2418830, CSS: 182410, JavaScript: 40120, MDX: 38802 },
    contributors: forkedCrowd(KUMO_UPSTREAM, 160, 4),
  }),
  repo({
    id: 571904226,
    owner: DEMO_ACCOUNT,
    name: 'isucon-practice',
    description: 'ISUCON の過去問で練習した記録（ISUCON13 の復習とベンチマーク結果のメモ）',
    createdAt: '2022-12-03T00:40:12Z',
    updatedAt: '2024-09-30T09:00:41Z',
    pushedAt: '2024-09-21T08:12:45Z',
    size: 15872,
    stars: 4,
    archived: true,
    language: 'Go',
    license: null,
    topics: ['isucon'],
    languages: { Go: 96410, Shell: 8740, HTML: 4380, Makefile: 2106 },
    contributors: [
      [DEMO_ACCOUNT, 148],
      [TEAMMATE_ACCOUNT, 36],
    ],
  }),

  /* The teammate's. */
  repo({
    id: 853306271,
    owner: TEAMMATE_ACCOUNT,
    name: 'nextjs-blog',
    description: 'Next.js（App Router）と MDX で作った個人ブログ',
    createdAt: '2024-08-24T04:18:39Z',
    updatedAt: '2026-10-30T11:02:17Z',
    pushedAt: '2026-10-29T13:45:02Z',
    homepage: 'https://taro-kiseki.example.jp/',
    size: 1730,
    stars: 5,
    language: 'TypeScript',
    topics: ['nextjs', 'mdx', 'blog'],
    languages: { TypeScript: 38210, MDX: 12404, CSS: 3120 },
    contributors: [[TEAMMATE_ACCOUNT, 67]],
  }),
  repo({
    id: 624018539,
    owner: TEAMMATE_ACCOUNT,
    name: 'rails-todo-sample',
    description: 'Rails 7 と Hotwire で作った TODO アプリのサンプル',
    createdAt: '2023-04-01T10:22:15Z',
    updatedAt: '2025-06-14T07:30:11Z',
    pushedAt: '2025-06-14T07:30:09Z',
    size: 184,
    stars: 2,
    language: 'Ruby',
    topics: ['rails', 'hotwire'],
    languages: { Ruby: 41822, HTML: 9310, JavaScript: 2604, CSS: 980 },
    contributors: [[TEAMMATE_ACCOUNT, 41]],
  }),
  repo({
    id: 574112860,
    owner: TEAMMATE_ACCOUNT,
    name: 'dotfiles',
    description: 'zsh・tmux・Neovim の設定',
    createdAt: '2022-12-09T14:55:48Z',
    updatedAt: '2024-11-03T02:08:30Z',
    pushedAt: '2024-11-03T02:08:28Z',
    size: 64,
    language: 'Shell',
    license: null,
    languages: { Shell: 8412, Lua: 5930, 'Vim Script': 1120 },
    contributors: [[TEAMMATE_ACCOUNT, 58]],
  }),

  /* The projects the demo engineer forked and contributes to. */
  repo({
    id: 288530147,
    owner: 'tanuki-http',
    name: 'tanuki',
    description: TANUKI_DESCRIPTION,
    createdAt: '2020-08-19T14:20:06Z',
    updatedAt: '2026-11-14T09:12:44Z',
    pushedAt: '2026-11-13T22:47:31Z',
    homepage: 'https://tanuki-http.dev',
    size: 4820,
    stars: 4218,
    forks: 236,
    openIssues: 41,
    language: 'Go',
    license: APACHE,
    topics: ['go', 'http-client', 'retry', 'circuit-breaker', 'opentelemetry'],
    languages: { Go: 468215, Makefile: 1804, Shell: 1210 },
    contributors: TANUKI_UPSTREAM,
  }),
  repo({
    id: 366025813,
    owner: 'kumo-ui',
    name: 'kumo',
    description: KUMO_DESCRIPTION,
    createdAt: '2021-05-10T06:33:19Z',
    updatedAt: '2026-11-20T18:05:51Z',
    pushedAt: '2026-11-20T17:59:02Z',
    homepage: 'https://kumo-ui.dev',
    size: 48210,
    stars: 12450,
    forks: 1318,
    openIssues: 287,
    language: 'TypeScript',
    topics: ['react', 'typescript', 'ui-components', 'accessibility', 'design-system'],
    languages: { TypeScript: 2860412, CSS: 201334, JavaScript: 45980, MDX: 52117 },
    contributors: KUMO_UPSTREAM,
  }),
];

/** The n-th repository a touch adds: created and pushed after every fixture repository. */
function touchedRepo(owner: string, n: number): FakeGithubRepo {
  const at = new Date(Date.parse('2026-11-20T00:00:00Z') + n * 3_600_000).toISOString();
  const stamp = `${at.slice(0, 19)}Z`;
  return repo({
    id: 900_000_000 + (hash32(owner.toLowerCase()) % 1_000_000) * 100 + n,
    owner,
    name: `playground-${n}`,
    description: `新しく作ったリポジトリ（${n} 個目）`,
    createdAt: stamp,
    pushedAt: stamp,
    size: 12,
    language: 'TypeScript',
    languages: { TypeScript: 1536 * n },
    contributors: [[owner, 2]],
  });
}

/**
 * The repositories an account owns, with one more (newest) per touch. A new array each
 * time: the route sorts it in place.
 */
export function githubReposOf(login: string, touches: number): FakeGithubRepo[] {
  const user = findGithubUser(login);
  const owner = user?.login ?? login;
  const touched =
    user?.type === 'User'
      ? Array.from({ length: touches }, (_, i) => touchedRepo(owner, touches - i))
      : [];
  return [...touched, ...GITHUB_REPOS.filter((r) => sameLogin(r.owner, owner))];
}

/** One repository by owner and name (both ignore case), touches included. */
export function findGithubRepo(
  owner: string,
  name: string,
  touchesOf: (login: string) => number,
): FakeGithubRepo | undefined {
  return githubReposOf(owner, touchesOf(owner)).find((r) => sameLogin(r.name, name));
}

/* ------------------------------------------------------------ calendar */

interface Rhythm {
  /** Chance of at least one contribution on a weekday and on a weekend day. */
  weekday: number;
  weekend: number;
  /** The most contributions on one day. */
  busiest: number;
}

const RHYTHMS: Record<string, Rhythm> = {
  [DEMO_ACCOUNT]: { weekday: 0.93, weekend: 0.66, busiest: 14 },
  [TEAMMATE_ACCOUNT]: { weekday: 0.35, weekend: 0.15, busiest: 6 },
};

const DAY = 86_400_000;

/** Year-end holidays and お盆: people are away, the calendar thins out. */
const onHoliday = (date: string): boolean => {
  const md = date.slice(5);
  return md >= '12-29' || md <= '01-03' || (md >= '08-13' && md <= '08-16');
};

/**
 * The days the github.com calendar shows on `now`: from the Sunday on or before the same
 * date a year ago up to today (UTC), so the first column starts on a Sunday. Each
 * day's count depends only on the login and the date, so the same day keeps its count as
 * `now` moves; each touch adds two contributions today (its new repository's commits).
 */
export function githubContributionDays(
  login: string,
  now: Date,
  touches: number,
): { date: string; count: number }[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const yearAgo = new Date(today);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const start = yearAgo.getTime() - yearAgo.getUTCDay() * DAY;
  const rhythm = RHYTHMS[findGithubUser(login)?.login ?? ''];

  const days: { date: string; count: number }[] = [];
  for (let t = start; t <= today; t += DAY) {
    const date = new Date(t).toISOString().slice(0, 10);
    let count = 0;
    if (rhythm) {
      const next = seededRandom(`${login.toLowerCase()}:${date}`);
      const weekend = new Date(t).getUTCDay() % 6 === 0;
      const chance = (weekend ? rhythm.weekend : rhythm.weekday) * (onHoliday(date) ? 0.3 : 1);
      // Squaring skews toward light days: many ones and twos, a few busy days.
      if (next() < chance) count = 1 + Math.floor(next() ** 2 * rhythm.busiest);
    }
    if (t === today) count += 2 * touches;
    days.push({ date, count });
  }
  return days;
}
