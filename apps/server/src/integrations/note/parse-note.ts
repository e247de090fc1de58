import { toPlainText } from '../sanitize/sanitize-html';
import { type ImportedOutput, UpstreamError } from '../types';

/*
 * Pure readers of note's JSON API (https://note.com/api/v2/...; unofficial, but what note's
 * own pages use and what third-party tools read):
 *   /api/v2/creators/{urlname}                         {"data": {urlname, nickname,
 *                                                      followerCount, profileImageUrl, ...}}
 *   /api/v2/creators/{urlname}/contents?kind=note&page=N
 *        {"data": {"contents": [{id, key, name, body, likeCount, publishAt, noteUrl,
 *          hashtags: [{"hashtag": {"name": "#..."}}], ...}], "isLastPage", "totalCount"}}
 * Missing or mistyped fields the importer needs throw UpstreamError('bad_payload') naming
 * the field; other fields are ignored.
 */

type Json = Record<string, unknown>;

const bad = (where: string, expected: string): never => {
  throw new UpstreamError('bad_payload', `note answer: ${where} should be ${expected}`);
};
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown, where: string): Json => (isObject(v) ? v : bad(where, 'an object'));
const arr = (v: unknown, where: string): unknown[] =>
  Array.isArray(v) ? v : bad(where, 'an array');
const str = (o: Json, key: string, where: string): string =>
  typeof o[key] === 'string' && o[key] !== ''
    ? (o[key] as string)
    : bad(`${where}.${key}`, 'a non-empty string');
const optStr = (o: Json, key: string): string | null =>
  typeof o[key] === 'string' && o[key] !== '' ? (o[key] as string) : null;
const count = (o: Json, key: string, where: string): number =>
  typeof o[key] === 'number' && Number.isInteger(o[key]) && (o[key] as number) >= 0
    ? (o[key] as number)
    : bad(`${where}.${key}`, 'a non-negative integer');

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new UpstreamError('bad_payload', `note answer: ${what} is not valid JSON`);
  }
}

export interface NoteCreator {
  urlname: string;
  nickname: string | null;
  profileImageUrl: string | null;
  followerCount: number;
}

/** GET /api/v2/creators/{urlname} */
export function parseNoteCreator(body: string): NoteCreator {
  const data = obj(obj(parseJson(body, 'creator'), 'creator').data, 'creator.data');
  return {
    urlname: str(data, 'urlname', 'creator.data'),
    nickname: optStr(data, 'nickname'),
    profileImageUrl: optStr(data, 'profileImageUrl'),
    followerCount: count(data, 'followerCount', 'creator.data'),
  };
}

export interface NoteContent {
  key: string;
  name: string;
  /** The start of the text (note's list answers do not carry the whole note). */
  body: string | null;
  likeCount: number;
  publishAt: string;
  noteUrl: string;
  /** Without the leading '#'. */
  hashtags: string[];
}

export interface NoteContentsPage {
  contents: NoteContent[];
  isLastPage: boolean;
  totalCount: number | null;
}

/** '#Go' and '＃Go' are the tag 'Go'. */
export const hashtagName = (name: string): string =>
  name
    .trim()
    .replace(/^[#＃]+/, '')
    .trim();

function parseContent(v: unknown, where: string): NoteContent {
  const c = obj(v, where);
  const publishAt = str(c, 'publishAt', where);
  if (Number.isNaN(Date.parse(publishAt))) bad(`${where}.publishAt`, 'a date');
  const tags: string[] = [];
  if (c.hashtags !== undefined && c.hashtags !== null) {
    arr(c.hashtags, `${where}.hashtags`).forEach((h, i) => {
      const tag = obj(obj(h, `${where}.hashtags[${i}]`).hashtag, `${where}.hashtags[${i}].hashtag`);
      const name = hashtagName(str(tag, 'name', `${where}.hashtags[${i}].hashtag`));
      if (name && !tags.includes(name)) tags.push(name);
    });
  }
  return {
    key: str(c, 'key', where),
    name: str(c, 'name', where),
    body: optStr(c, 'body'),
    likeCount: count(c, 'likeCount', where),
    publishAt,
    noteUrl: str(c, 'noteUrl', where),
    hashtags: tags,
  };
}

/** GET /api/v2/creators/{urlname}/contents?kind=note&page=N */
export function parseNoteContents(body: string): NoteContentsPage {
  const data = obj(obj(parseJson(body, 'contents'), 'contents').data, 'data');
  if (typeof data.isLastPage !== 'boolean') bad('data.isLastPage', 'a boolean');
  const total = data.totalCount;
  return {
    contents: arr(data.contents, 'data.contents').map((c, i) =>
      parseContent(c, `data.contents[${i}]`),
    ),
    isLastPage: data.isLastPage as boolean,
    totalCount: typeof total === 'number' && Number.isInteger(total) && total >= 0 ? total : null,
  };
}

/** A note as an output: likes = likeCount, tags from its hashtags, summary from its text. */
export function noteToOutput(c: NoteContent): ImportedOutput {
  const summary = c.body ? toPlainText(c.body, 400) : '';
  const publishedAt = new Date(c.publishAt);
  return {
    source: 'note',
    kind: 'article',
    externalId: c.key,
    url: c.noteUrl,
    title: c.name,
    summary: summary || null,
    postedAt: publishedAt,
    tags: c.hashtags,
    likes: c.likeCount,
    stocks: null,
    stars: null,
    pageViews: null,
    data: { like_count: c.likeCount, published_at: publishedAt.toISOString() },
  };
}
