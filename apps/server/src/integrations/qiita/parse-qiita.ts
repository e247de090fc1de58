import { toPlainText } from '../sanitize/sanitize-html';
import { UpstreamError } from '../types';

/*
 * Pure readers of Qiita API v2 answers (https://qiita.com/api/v2/docs). Missing or
 * wrong-typed fields the importer needs -> UpstreamError('bad_payload') naming the field.
 */

type Json = Record<string, unknown>;

const bad = (where: string, expected: string): never => {
  throw new UpstreamError('bad_payload', `Qiita answer: ${where} should be ${expected}`);
};
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new UpstreamError('bad_payload', `Qiita answer: ${what} is not valid JSON`);
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
const time = (o: Json, key: string, where: string): string => {
  const value = str(o, key, where);
  return Number.isNaN(Date.parse(value)) ? bad(`${where}.${key}`, 'an ISO 8601 time') : value;
};

export interface QiitaUser {
  id: string;
  name: string;
  profileImageUrl: string | null;
  followersCount: number;
  itemsCount: number;
}

/** GET /api/v2/users/:user_id */
export function parseQiitaUser(body: string): QiitaUser {
  const u = obj(parseJson(body, 'user'), 'user');
  return {
    id: str(u, 'id', 'user'),
    name: strOrNull(u, 'name', 'user') ?? '',
    profileImageUrl: strOrNull(u, 'profile_image_url', 'user'),
    followersCount: count(u, 'followers_count', 'user'),
    itemsCount: count(u, 'items_count', 'user'),
  };
}

export interface QiitaItem {
  id: string;
  title: string;
  url: string;
  renderedBody: string;
  createdAt: string;
  updatedAt: string;
  likesCount: number;
  stocksCount: number;
  commentsCount: number | null;
  reactionsCount: number | null;
  pageViewsCount: number | null;
  tags: string[];
}

/** GET /api/v2/users/:user_id/items (one page) */
export function parseQiitaItems(body: string): QiitaItem[] {
  const list = parseJson(body, 'items');
  if (!Array.isArray(list)) return bad('items', 'an array');
  return list.map((v, i) => {
    const where = `items[${i}]`;
    const it = obj(v, where);
    const tags = Array.isArray(it.tags) ? it.tags : bad(`${where}.tags`, 'an array');
    return {
      id: str(it, 'id', where),
      title: str(it, 'title', where),
      url: str(it, 'url', where),
      renderedBody: strOrNull(it, 'rendered_body', where) ?? '',
      createdAt: time(it, 'created_at', where),
      updatedAt: time(it, 'updated_at', where),
      likesCount: count(it, 'likes_count', where),
      stocksCount: count(it, 'stocks_count', where),
      commentsCount: countOrNull(it, 'comments_count', where),
      reactionsCount: countOrNull(it, 'reactions_count', where),
      pageViewsCount: countOrNull(it, 'page_views_count', where),
      tags: tags.map((t, j) => str(obj(t, `${where}.tags[${j}]`), 'name', `${where}.tags[${j}]`)),
    };
  });
}

/** The text of the h1-h3 headings, in order (Qiita's "headlines" of an article). */
export function headlines(html: string, max = 10): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/gi)) {
    const text = toPlainText(m[2]!, 200);
    if (text) out.push(text);
    if (out.length >= max) break;
  }
  return out;
}
