import type { IncomingMessage, ServerResponse } from 'node:http';
import { hash32 } from './data/random';
import {
  type FakeTeratailQuestion,
  type FakeTeratailReply,
  type FakeTeratailUser,
  findTeratailQuestion,
  findTeratailUser,
  TERATAIL_PEOPLE,
  teratailActivityOf,
} from './data/teratail';
import { sendJson, sendJsonCached } from './etag';
import { escapeHtml, sendAvatar, sendFakePage } from './pages';
import { revisionOf } from './state';
import type { FakeService, FakeState } from './types';

/*
 * teratail API v1 (https://teratail.com/api/v1), as its public SDKs describe it (no current
 * official reference was found):
 *   GET /api/v1/users/{display_name}              {"user": {display_name, photo, score,
 *                                                 created, modified, ...}, "meta": {"message"}}
 *   GET /api/v1/users/{display_name}/replies      {"replies": [{id, question_id, body,
 *                                                 body_str, created, modified,
 *                                                 is_best_answer, user}], "meta": {message,
 *                                                 total_page, page, limit, hit_num}}
 *   GET /api/v1/users/{display_name}/followers    {"users": [...], "meta": {... hit_num}}
 *   GET /api/v1/questions/{id}                    {"question": {id, title, body, body_str,
 *                                                 created, modified, count_reply,
 *                                                 count_clip, count_pv, is_beginner,
 *                                                 is_accepted, is_presentation, tags, user,
 *                                                 replies}, "meta": {"message"}}
 * Lists take ?limit=1..100 (default 20) and ?page=1..; replies are newest first. Times are
 * Japan time "YYYY-MM-DD HH:MM:SS". Answers carry an ETag (304 on If-None-Match); unknown
 * users and questions are 404 {"meta": {"message": "... not found"}}.
 * Stand-in pages: /users/{name}, /questions/{id}; avatars at /avatars/{name}.svg.
 */

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** "2026-10-28 21:14:03": teratail's Japan-time stamps. */
export const teratailTime = (iso: string): string =>
  new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const notFound = (res: ServerResponse, what: string) =>
  sendJson(res, 404, { meta: { message: `${what} not found` } });

const smallUser = (web: string, name: string, score: number) => ({
  display_name: name,
  photo: `${web}/avatars/${encodeURIComponent(name)}.svg`,
  score,
});

const personScore = (name: string) => findTeratailUser(name)?.score ?? 20 + (hash32(name) % 900);

/** A small subset of Markdown rendered the way teratail's body_str looks. */
function markdownToHtml(md: string): string {
  return md
    .split(/\n{2,}/)
    .map((block) => {
      const fence = /^```(\w*)\n([\s\S]*?)\n```$/.exec(block);
      if (fence) {
        return `<pre><code class="${fence[1] ? `language-${fence[1]}` : ''}">${escapeHtml(fence[2]!)}\n</code></pre>`;
      }
      const inline = escapeHtml(block).replace(/`([^`]+)`/g, '<code>$1</code>');
      return `<p>${inline.replaceAll('\n', '<br>\n')}</p>`;
    })
    .join('\n');
}

function userJson(web: string, u: FakeTeratailUser, replies: FakeTeratailReply[]) {
  return {
    user: {
      ...smallUser(web, u.displayName, u.score),
      created: teratailTime(u.createdAt),
      modified: teratailTime(u.modifiedAt),
      department: u.department,
      prefecture: u.prefecture,
      self_info: u.selfInfo,
      blog: u.blog,
      score_ranking: {
        total: { rank: Math.max(1, 40_000 - u.score * 30), score: u.score },
        weekly: { rank: u.score > 0 ? 812 : 0, score: u.score > 0 ? 12 : 0 },
      },
      tags: u.tags,
      sns: u.blog ? { blog: u.blog } : {},
      badges: {},
      reply_count: replies.length,
    },
    meta: { message: 'success' },
  };
}

function replyJson(web: string, r: FakeTeratailReply) {
  return {
    id: r.id,
    question_id: r.questionId,
    body: r.body,
    body_str: markdownToHtml(r.body),
    created: teratailTime(r.createdAt),
    modified: teratailTime(r.modifiedAt),
    is_best_answer: r.bestAnswer,
    user: smallUser(web, r.user, personScore(r.user)),
  };
}

function questionJson(web: string, q: FakeTeratailQuestion, replies: FakeTeratailReply[]) {
  const modified = replies.reduce((m, r) => (r.modifiedAt > m ? r.modifiedAt : m), q.createdAt);
  return {
    question: {
      id: q.id,
      title: q.title,
      body: q.body,
      body_str: markdownToHtml(q.body),
      created: teratailTime(q.createdAt),
      modified: teratailTime(modified),
      count_reply: replies.length,
      count_clip: q.clips,
      count_pv: q.pv,
      is_beginner: q.beginner,
      is_accepted: replies.some((r) => r.bestAnswer),
      is_presentation: false,
      tags: q.tags,
      user: smallUser(web, q.asker, personScore(q.asker)),
      replies: replies.map((r) => replyJson(web, r)),
    },
    meta: { message: 'success' },
  };
}

/** Parses ?limit and ?page, or answers 400 and returns null. */
function paging(url: URL, res: ServerResponse): { limit: number; page: number } | null {
  const limit = Number(url.searchParams.get('limit') ?? DEFAULT_LIMIT);
  const page = Number(url.searchParams.get('page') ?? '1');
  if (
    !Number.isInteger(limit) ||
    !Number.isInteger(page) ||
    limit < 1 ||
    limit > MAX_LIMIT ||
    page < 1
  ) {
    sendJson(res, 400, { meta: { message: 'invalid parameter' } });
    return null;
  }
  return { limit, page };
}

function list<T>(items: T[], limit: number, page: number) {
  return {
    items: items.slice((page - 1) * limit, page * limit),
    meta: {
      message: 'success',
      total_page: Math.max(1, Math.ceil(items.length / limit)),
      page,
      limit,
      hit_num: items.length,
    },
  };
}

function handle(req: IncomingMessage, res: ServerResponse, url: URL, state: FakeState) {
  const web = `${url.origin}/teratail`;
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const revisions = (name: string) => revisionOf(state, 'teratail', name);

  if (parts[0] === 'api') {
    if (parts[1] !== 'v1') return notFound(res, 'resource');
    if (parts[2] === 'questions' && parts.length === 4) {
      const id = Number(parts[3]);
      const found = Number.isInteger(id) ? findTeratailQuestion(id, revisions) : undefined;
      if (!found) return notFound(res, 'question');
      return sendJsonCached(req, res, questionJson(web, found.question, found.replies));
    }
    if (parts[2] !== 'users' || !parts[3] || parts.length > 5) return notFound(res, 'resource');
    const user = findTeratailUser(parts[3]);
    if (!user) return notFound(res, 'user');
    const { replies } = teratailActivityOf(user.displayName, revisions(user.displayName));
    if (parts.length === 4) return sendJsonCached(req, res, userJson(web, user, replies));

    const p = paging(url, res);
    if (!p) return true;
    if (parts[4] === 'replies') {
      const { items, meta } = list(replies, p.limit, p.page);
      return sendJsonCached(req, res, { replies: items.map((r) => replyJson(web, r)), meta });
    }
    if (parts[4] === 'followers') {
      const followers = Array.from({ length: user.followers }, (_, i) => {
        const base = TERATAIL_PEOPLE[i % TERATAIL_PEOPLE.length]!;
        return i < TERATAIL_PEOPLE.length
          ? base
          : `${base}${Math.floor(i / TERATAIL_PEOPLE.length)}`;
      });
      const { items, meta } = list(followers, p.limit, p.page);
      return sendJsonCached(req, res, {
        users: items.map((name) => smallUser(web, name, personScore(name))),
        meta,
      });
    }
    return notFound(res, 'resource');
  }

  if (parts[0] === 'avatars' && parts[1] && parts.length === 2) {
    return sendAvatar(res, parts[1].replace(/\.svg$/, ''));
  }
  if (parts[0] === 'users' && parts[1] && parts.length === 2) {
    const user = findTeratailUser(parts[1]);
    if (user)
      return sendFakePage(res, `${user.displayName}さんのプロフィール - teratail`, [user.selfInfo]);
  }
  if (parts[0] === 'questions' && parts[1] && parts.length === 2) {
    const found = findTeratailQuestion(Number(parts[1]), revisions);
    if (found) {
      return sendFakePage(res, `${found.question.title} - teratail`, [
        found.question.body,
        ...found.replies.map((r) => `回答（${r.user}）: ${r.body}`),
      ]);
    }
  }
  return false;
}

export const teratailFake: FakeService = {
  prefix: 'teratail',
  handle: (req, res, url, state) => handle(req, res, url, state) !== false,
};
