import { UpstreamError } from '../types';

/*
 * Pure readers of Zenn's JSON API (undocumented, used by zenn.dev itself):
 *   /api/users/{username}  -> {"user": {username, name, avatar_url, follower_count, ...}}
 *   /api/articles?username=&order=latest&page=N
 *                          -> {"articles": [{id, slug, title, emoji, liked_count,
 *                              published_at, path, article_type, ...}], "next_page": N|null}
 * Missing or wrong-typed fields the importer needs -> UpstreamError('bad_payload').
 */

type Json = Record<string, unknown>;

const bad = (where: string, expected: string): never => {
  throw new UpstreamError('bad_payload', `Zenn answer: ${where} should be ${expected}`);
};
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new UpstreamError('bad_payload', `Zenn answer: ${what} is not valid JSON`);
  }
}
const obj = (v: unknown, where: string): Json => (isObject(v) ? v : bad(where, 'an object'));
const str = (o: Json, key: string, where: string): string =>
  typeof o[key] === 'string' ? (o[key] as string) : bad(`${where}.${key}`, 'a string');
const strOrNull = (o: Json, key: string, where: string): string | null =>
  o[key] === null || o[key] === undefined
    ? null
    : typeof o[key] === 'string'
      ? (o[key] as string)
      : bad(`${where}.${key}`, 'a string or null');
const count = (o: Json, key: string, where: string): number =>
  typeof o[key] === 'number' && Number.isInteger(o[key]) && (o[key] as number) >= 0
    ? (o[key] as number)
    : bad(`${where}.${key}`, 'a non-negative integer');
const countOrNull = (o: Json, key: string, where: string): number | null =>
  o[key] === null || o[key] === undefined ? null : count(o, key, where);

export interface ZennUser {
  username: string;
  name: string | null;
  avatarUrl: string | null;
  followerCount: number;
}

export function parseZennUser(body: string): ZennUser {
  const json = obj(parseJson(body, 'user'), 'answer');
  const u = obj(json.user, 'user');
  return {
    username: str(u, 'username', 'user'),
    name: strOrNull(u, 'name', 'user'),
    avatarUrl: strOrNull(u, 'avatar_url', 'user') ?? strOrNull(u, 'avatar_small_url', 'user'),
    followerCount: count(u, 'follower_count', 'user'),
  };
}

export interface ZennArticle {
  id: number;
  slug: string;
  title: string;
  emoji: string | null;
  articleType: string | null;
  path: string;
  likedCount: number;
  bookmarkedCount: number | null;
  commentsCount: number | null;
  publishedAt: string;
  bodyUpdatedAt: string | null;
  /** Zenn's list has no topics today; read them if it ever sends them. */
  topics: string[];
}

export function parseZennArticles(body: string): {
  articles: ZennArticle[];
  nextPage: number | null;
} {
  const json = obj(parseJson(body, 'articles'), 'answer');
  if (!Array.isArray(json.articles)) return bad('articles', 'an array');
  const np = json.next_page;
  if (
    np !== null &&
    np !== undefined &&
    !(typeof np === 'number' && Number.isInteger(np) && np > 0)
  ) {
    return bad('next_page', 'a page number or null');
  }
  const articles = json.articles.map((v, i): ZennArticle => {
    const where = `articles[${i}]`;
    const a = obj(v, where);
    const publishedAt = str(a, 'published_at', where);
    if (Number.isNaN(Date.parse(publishedAt))) bad(`${where}.published_at`, 'an ISO 8601 time');
    const path = str(a, 'path', where);
    if (!path.startsWith('/')) bad(`${where}.path`, 'a path starting with /');
    const topics = Array.isArray(a.topics)
      ? a.topics.flatMap((t) =>
          typeof t === 'string'
            ? [t]
            : isObject(t) && typeof t.display_name === 'string'
              ? [t.display_name]
              : isObject(t) && typeof t.name === 'string'
                ? [t.name]
                : [],
        )
      : [];
    if (typeof a.id !== 'number') bad(`${where}.id`, 'a number');
    return {
      id: a.id as number,
      slug: str(a, 'slug', where),
      title: str(a, 'title', where),
      emoji: strOrNull(a, 'emoji', where),
      articleType: strOrNull(a, 'article_type', where),
      path,
      likedCount: count(a, 'liked_count', where),
      bookmarkedCount: countOrNull(a, 'bookmarked_count', where),
      commentsCount: countOrNull(a, 'comments_count', where),
      publishedAt,
      bodyUpdatedAt: strOrNull(a, 'body_updated_at', where),
      topics,
    };
  });
  return { articles, nextPage: (np as number | null | undefined) ?? null };
}
