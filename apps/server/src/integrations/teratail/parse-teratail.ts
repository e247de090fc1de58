import { toPlainText } from '../sanitize/sanitize-html';
import { type ImportedOutput, UpstreamError } from '../types';

/*
 * Pure readers of teratail API v1 (https://teratail.com/api/v1). No current official
 * reference was found; the shapes follow the public SDKs (teratail-sdk-java,
 * TeratailApiClient for .NET):
 *   /users/{display_name}            {"user": {display_name, photo, score, ...}, "meta"}
 *   /users/{display_name}/followers  {"users": [...], "meta": {..., hit_num}}
 *   /users/{display_name}/replies    {"replies": [{id, question_id, body, body_str,
 *                                    created, modified, is_best_answer, user}],
 *                                    "meta": {message, total_page, page, limit, hit_num}}
 *   /questions/{id}                  {"question": {id, title, tags: [string], ...}, "meta"}
 * Times are Japan time written "YYYY-MM-DD HH:MM:SS". Missing or mistyped fields the
 * importer needs throw UpstreamError('bad_payload') naming the field.
 */

type Json = Record<string, unknown>;

const bad = (where: string, expected: string): never => {
  throw new UpstreamError('bad_payload', `teratail answer: ${where} should be ${expected}`);
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
const int = (o: Json, key: string, where: string): number =>
  typeof o[key] === 'number' && Number.isInteger(o[key]) && (o[key] as number) >= 0
    ? (o[key] as number)
    : bad(`${where}.${key}`, 'a non-negative integer');
/** Ids arrive as numbers; a numeric string is accepted too. */
const id = (o: Json, key: string, where: string): string => {
  const v = o[key];
  if (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) return String(v);
  if (typeof v === 'string' && /^\d+$/.test(v)) return v;
  return bad(`${where}.${key}`, 'a positive integer id');
};

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new UpstreamError('bad_payload', `teratail answer: ${what} is not valid JSON`);
  }
}

/**
 * teratail's "2026-10-28 21:14:03" (Japan time) as an ISO time; ISO 8601 with an offset is
 * accepted as is. Null when it is neither.
 */
export function parseTeratailTime(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  const ms = m
    ? Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+09:00`)
    : /(?:Z|[+-]\d{2}:?\d{2})$/.test(text.trim())
      ? Date.parse(text.trim())
      : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

const time = (o: Json, key: string, where: string): string =>
  parseTeratailTime(str(o, key, where)) ??
  bad(`${where}.${key}`, 'a time like 2026-10-28 21:14:03');

export interface TeratailUser {
  displayName: string;
  photo: string | null;
  score: number | null;
}

/** GET /users/{display_name} */
export function parseTeratailUser(body: string): TeratailUser {
  const u = obj(obj(parseJson(body, 'user'), 'answer').user, 'user');
  const score = u.score;
  return {
    displayName: str(u, 'display_name', 'user'),
    photo: optStr(u, 'photo'),
    score: typeof score === 'number' && Number.isFinite(score) ? score : null,
  };
}

export interface TeratailListMeta {
  totalPage: number;
  page: number;
  hitNum: number;
}

function parseMeta(v: unknown): TeratailListMeta {
  const meta = obj(v, 'meta');
  return {
    totalPage: int(meta, 'total_page', 'meta'),
    page: int(meta, 'page', 'meta'),
    hitNum: int(meta, 'hit_num', 'meta'),
  };
}

/** GET /users/{display_name}/followers: how many (meta.hit_num). */
export function parseTeratailFollowerCount(body: string): number {
  return parseMeta(obj(parseJson(body, 'followers'), 'answer').meta).hitNum;
}

export interface TeratailReply {
  id: string;
  questionId: string;
  /** The reply rendered as HTML (body_str), else its Markdown (body). */
  bodyHtml: string;
  createdAt: string;
  modifiedAt: string | null;
  isBestAnswer: boolean;
}

function parseReply(v: unknown, where: string): TeratailReply {
  const r = obj(v, where);
  if (typeof r.is_best_answer !== 'boolean') bad(`${where}.is_best_answer`, 'a boolean');
  const modified = optStr(r, 'modified');
  return {
    id: id(r, 'id', where),
    questionId: id(r, 'question_id', where),
    bodyHtml: optStr(r, 'body_str') ?? optStr(r, 'body') ?? '',
    createdAt: time(r, 'created', where),
    modifiedAt: modified ? parseTeratailTime(modified) : null,
    isBestAnswer: r.is_best_answer as boolean,
  };
}

/** GET /users/{display_name}/replies?limit=&page= */
export function parseTeratailReplies(body: string): {
  replies: TeratailReply[];
  meta: TeratailListMeta;
} {
  const answer = obj(parseJson(body, 'replies'), 'answer');
  return {
    replies: arr(answer.replies, 'replies').map((r, i) => parseReply(r, `replies[${i}]`)),
    meta: parseMeta(answer.meta),
  };
}

export interface TeratailQuestion {
  id: string;
  title: string;
  tags: string[];
}

/** GET /questions/{id} */
export function parseTeratailQuestion(body: string): TeratailQuestion {
  const q = obj(obj(parseJson(body, 'question'), 'answer').question, 'question');
  const tags = arr(q.tags ?? [], 'question.tags').map((t, i) =>
    typeof t === 'string' && t.trim() ? t.trim() : bad(`question.tags[${i}]`, 'a tag name'),
  );
  return { id: id(q, 'id', 'question'), title: str(q, 'title', 'question'), tags };
}

/** A reply as an output: the question's title and tags, linked to the reply on its page. */
export function teratailReplyToOutput(
  reply: TeratailReply,
  question: TeratailQuestion,
  webUrl: string,
): ImportedOutput {
  const summary = toPlainText(reply.bodyHtml, 400);
  const base = webUrl.replace(/\/+$/, '');
  return {
    source: 'teratail',
    kind: 'reply',
    externalId: reply.id,
    url: `${base}/questions/${question.id}#reply-${reply.id}`,
    title: question.title,
    summary: summary || null,
    postedAt: new Date(reply.createdAt),
    tags: question.tags,
    likes: null,
    stocks: null,
    stars: null,
    pageViews: null,
    data: {
      is_best_answer: reply.isBestAnswer,
      created_at: reply.createdAt,
      question_id: question.id,
    },
  };
}
