import { DEMO_ACCOUNT, EMPTY_ACCOUNT, TEAMMATE_ACCOUNT } from './accounts';

/*
 * Zenn fixtures: the users and their articles, newest first. The client and portfolio tests
 * pin the demo engineer's five articles (slugs, likes, dates), so change them only together
 * with those tests.
 */

export interface FakeZennUser {
  /** Zenn's numeric user id. */
  id: number;
  username: string;
  name: string;
  bio: string;
  githubUsername: string | null;
  twitterUsername: string | null;
  websiteUrl: string | null;
  followerCount: number;
  followingCount: number;
}

export interface FakeZennArticle {
  /** Zenn's numeric article id (the list sends it; the URL uses the slug). */
  id: number;
  /** The author's username. */
  user: string;
  slug: string;
  title: string;
  emoji: string;
  articleType: 'tech' | 'idea';
  likedCount: number;
  bookmarkedCount: number;
  commentsCount: number;
  bodyLettersCount: number;
  /** UTC ISO instants; the route writes them in JST with milliseconds, as Zenn does. */
  publishedAt: string;
  bodyUpdatedAt: string;
}

const USERS: readonly FakeZennUser[] = [
  {
    id: 1093847,
    username: DEMO_ACCOUNT,
    name: '木瀬 花子',
    bio: '決済基盤のバックエンドエンジニア。Go と TypeScript、PostgreSQL、AWS が好きです。',
    githubUsername: DEMO_ACCOUNT,
    twitterUsername: 'hanako_kiseki',
    websiteUrl: 'https://hanako-kiseki.hatenablog.com/',
    followerCount: 57,
    followingCount: 31,
  },
  {
    id: 1210455,
    username: TEAMMATE_ACCOUNT,
    name: '木瀬 太郎',
    bio: 'Rails と React を書いています。',
    githubUsername: TEAMMATE_ACCOUNT,
    twitterUsername: null,
    websiteUrl: null,
    followerCount: 3,
    followingCount: 12,
  },
  {
    // Zenn fills the display name with the username when none was set.
    id: 1288016,
    username: EMPTY_ACCOUNT,
    name: EMPTY_ACCOUNT,
    bio: '',
    githubUsername: null,
    twitterUsername: null,
    websiteUrl: null,
    followerCount: 0,
    followingCount: 0,
  },
];

type ArticleSpec = Omit<FakeZennArticle, 'user'>;

const articlesBy = (user: string, specs: ArticleSpec[]): FakeZennArticle[] =>
  specs.map((s) => ({ ...s, user }));

const ARTICLES: Record<string, readonly FakeZennArticle[]> = {
  [DEMO_ACCOUNT]: articlesBy(DEMO_ACCOUNT, [
    {
      id: 384120,
      slug: 'go-generics-repository',
      title: 'Go のジェネリクスでリポジトリ層を薄くする',
      emoji: '🧩',
      articleType: 'tech',
      likedCount: 182,
      bookmarkedCount: 121,
      commentsCount: 3,
      bodyLettersCount: 8421,
      publishedAt: '2026-11-02T01:00:00Z',
      bodyUpdatedAt: '2026-11-03T12:14:09Z',
    },
    {
      id: 352907,
      slug: 'fastify-zod-type-provider',
      title: 'Fastify と zod の Type Provider で型安全な API を書く',
      emoji: '⚡',
      articleType: 'tech',
      likedCount: 97,
      bookmarkedCount: 68,
      commentsCount: 1,
      bodyLettersCount: 6935,
      publishedAt: '2026-07-23T22:30:00Z',
      bodyUpdatedAt: '2026-07-25T03:48:51Z',
    },
    {
      id: 318544,
      slug: 'engineer-third-year',
      title: 'バックエンドエンジニア 3 年目で続けている習慣、やめた習慣',
      emoji: '🌱',
      articleType: 'idea',
      likedCount: 64,
      bookmarkedCount: 19,
      commentsCount: 2,
      bodyLettersCount: 4210,
      publishedAt: '2026-04-01T11:00:00Z',
      bodyUpdatedAt: '2026-04-01T11:00:00Z',
    },
    {
      id: 287163,
      slug: 'postgres-partial-index',
      title: 'PostgreSQL の部分インデックスで論理削除のあるテーブルを速くする',
      emoji: '🐘',
      articleType: 'tech',
      likedCount: 41,
      bookmarkedCount: 33,
      commentsCount: 0,
      bodyLettersCount: 5102,
      publishedAt: '2025-12-10T09:15:00Z',
      bodyUpdatedAt: '2025-12-12T14:02:37Z',
    },
    {
      id: 251830,
      slug: 'small-oss-maintainer',
      title: '小さな OSS をメンテナンスし続けるためにやっていること',
      emoji: '🔧',
      articleType: 'idea',
      likedCount: 23,
      bookmarkedCount: 8,
      commentsCount: 1,
      bodyLettersCount: 3377,
      publishedAt: '2025-08-16T03:00:00Z',
      bodyUpdatedAt: '2025-08-16T03:00:00Z',
    },
  ]),
  [TEAMMATE_ACCOUNT]: articlesBy(TEAMMATE_ACCOUNT, [
    {
      id: 331275,
      slug: 'first-hotwire',
      title: 'はじめての Hotwire',
      emoji: '💡',
      articleType: 'tech',
      likedCount: 4,
      bookmarkedCount: 2,
      commentsCount: 0,
      bodyLettersCount: 2280,
      publishedAt: '2026-05-30T12:40:00Z',
      bodyUpdatedAt: '2026-05-30T12:40:00Z',
    },
  ]),
  [EMPTY_ACCOUNT]: [],
};

/**
 * Touched articles come an hour apart after the newest fixture, so they stay in the past of
 * the tests' clocks (2026-11-21) for the first thirty-odd touches.
 */
const TOUCH_BASE_MS = Date.parse('2026-11-20T01:00:00Z');

/** The n-th article a touch adds: what a new post looks like to the importer. */
function touchedArticle(user: string, n: number): FakeZennArticle {
  const at = new Date(TOUCH_BASE_MS + n * 3_600_000).toISOString();
  return {
    id: 390000 + n,
    user,
    slug: `new-article-${n}`,
    title: `新しく書いた記事（${n} 本目）`,
    emoji: '📝',
    articleType: 'tech',
    likedCount: 0,
    bookmarkedCount: 0,
    commentsCount: 0,
    bodyLettersCount: 1200,
    publishedAt: at,
    bodyUpdatedAt: at,
  };
}

/** Zenn usernames are lowercase; a lookup in another case still finds the user. */
export function findZennUser(username: string): FakeZennUser | undefined {
  const wanted = username.toLowerCase();
  return USERS.find((u) => u.username === wanted);
}

/**
 * The user's articles, newest first, with one extra newest article per touch (`revision`).
 * A fresh array every call: the route sorts it in place for order=alltime.
 */
export function zennArticlesOf(username: string, revision: number): FakeZennArticle[] {
  const touched = Array.from({ length: revision }, (_, i) =>
    touchedArticle(username, revision - i),
  );
  return [...touched, ...(ARTICLES[username] ?? [])];
}
