import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FakeQiitaItem, findQiitaUser, qiitaItemsOf } from './data/qiita';
import { jst } from './data/random';
import { sendJson, sendJsonCached } from './etag';
import { escapeHtml, sendAvatar, sendFakePage } from './pages';
import { revisionOf } from './state';
import type { FakeService, FakeState } from './types';

/*
 * Qiita API v2 (https://qiita.com):
 *   GET /api/v2/users/{id}                 user
 *   GET /api/v2/users/{id}/items           items, newest first; page 1..100, per_page 1..100
 *                                          (default 20); Link (first/prev/next/last) and
 *                                          Total-Count headers
 * Every answer has Rate-Limit / Rate-Remaining / Rate-Reset headers and an ETag (304 on
 * If-None-Match). Errors are {"message": ..., "type": ...}.
 * Stand-in pages: /{id}, /{id}/items/{item id}; avatars at /avatars/{id}.svg.
 */

const RATE_LIMIT_ANON = 60;
const RATE_LIMIT_AUTH = 1000;

function rateHeaders(req: IncomingMessage, state: FakeState): Record<string, string> {
  const limit = req.headers.authorization ? RATE_LIMIT_AUTH : RATE_LIMIT_ANON;
  const used = state.requests.filter((r) => r.path.startsWith('/qiita/api/')).length;
  return {
    'Rate-Limit': String(limit),
    // Never reaches 0 on its own: tests that want the limit set the rate_limited mode.
    'Rate-Remaining': String(Math.max(1, limit - used)),
    'Rate-Reset': String(Math.ceil(Date.now() / 3_600_000) * 3600),
    'Cache-Control': 'max-age=0, private, must-revalidate',
  };
}

const error = (
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  headers: Record<string, string>,
) => sendJson(res, status, { message, type }, headers);

function userJson(web: string, id: string, state: FakeState) {
  const u = findQiitaUser(id)!;
  return {
    description: u.description,
    facebook_id: '',
    followees_count: u.followeesCount,
    followers_count: u.followersCount,
    github_login_name: u.githubLoginName,
    id: u.id,
    items_count: qiitaItemsOf(u.id, revisionOf(state, 'qiita', u.id)).length,
    linkedin_id: '',
    location: u.location,
    name: u.name,
    organization: u.organization,
    permanent_id: u.permanentId,
    profile_image_url: `${web}/avatars/${u.id}.svg`,
    team_only: false,
    twitter_screen_name: u.twitterScreenName,
    website_url: u.websiteUrl,
  };
}

function markdown(item: FakeQiitaItem): string {
  const parts = [item.intro];
  for (const s of item.sections) {
    parts.push(`## ${s.heading}`, s.text);
    if (s.code) parts.push(`\`\`\`${s.code.lang}\n${s.code.src}\n\`\`\``);
  }
  return `${parts.join('\n\n')}\n`;
}

/** HTML in the shape Qiita renders (anchored headings, code frames). */
function renderedBody(item: FakeQiitaItem): string {
  let line = 1;
  const pos = (text: string) => {
    const lines = text.split('\n').length;
    const at = `${line}:1-${line + lines - 1}:${text.split('\n').at(-1)!.length}`;
    line += lines + 1;
    return at;
  };
  const html = [`<p data-sourcepos="${pos(item.intro)}">${escapeHtml(item.intro)}</p>`];
  for (const s of item.sections) {
    const anchor = encodeURIComponent(s.heading);
    html.push(
      `<h2 data-sourcepos="${pos(`## ${s.heading}`)}">\n<span id="${anchor}" class="fragment"></span><a href="#${anchor}"><i class="fa fa-link"></i></a>${escapeHtml(s.heading)}</h2>`,
      `<p data-sourcepos="${pos(s.text)}">${escapeHtml(s.text)}</p>`,
    );
    if (s.code) {
      html.push(
        `<div class="code-frame" data-lang="${s.code.lang}" data-sourcepos="${pos(`\`\`\`\n${s.code.src}\n\`\`\``)}"><div class="highlight"><pre><code>${escapeHtml(s.code.src)}\n</code></pre></div></div>`,
      );
    }
  }
  return `${html.join('\n')}\n`;
}

function itemJson(web: string, item: FakeQiitaItem, state: FakeState) {
  return {
    rendered_body: renderedBody(item),
    body: markdown(item),
    coediting: false,
    comments_count: item.comments,
    created_at: jst(item.createdAt),
    group: null,
    id: item.id,
    likes_count: item.likes,
    private: false,
    reactions_count: item.reactions,
    stocks_count: item.stocks,
    tags: item.tags.map((name) => ({ name, versions: [] })),
    title: item.title,
    updated_at: jst(item.updatedAt),
    url: `${web}/${item.user}/items/${item.id}`,
    user: userJson(web, item.user, state),
    // Only the author's own token sees page views (GET /authenticated_user/items).
    page_views_count: null,
    team_membership: null,
    organization_url_name: null,
    slide: false,
  };
}

function handle(req: IncomingMessage, res: ServerResponse, url: URL, state: FakeState) {
  const web = `${url.origin}/qiita`;
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'api' && parts[1] === 'v2') {
    const headers = rateHeaders(req, state);
    if (parts[2] !== 'users' || !parts[3] || parts.length > 5) {
      return error(res, 404, 'Not found', 'not_found', headers);
    }
    const user = findQiitaUser(parts[3]);
    if (!user) return error(res, 404, 'Not found', 'not_found', headers);
    if (parts.length === 4) return sendJsonCached(req, res, userJson(web, user.id, state), headers);
    if (parts[4] !== 'items') return error(res, 404, 'Not found', 'not_found', headers);

    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '20');
    if (
      ![page, perPage].every(Number.isInteger) ||
      page < 1 ||
      page > 100 ||
      perPage < 1 ||
      perPage > 100
    ) {
      return error(res, 400, 'Bad request', 'bad_request', headers);
    }
    const items = qiitaItemsOf(user.id, revisionOf(state, 'qiita', user.id));
    const lastPage = Math.max(1, Math.ceil(items.length / perPage));
    const at = (p: number) =>
      `<${web}/api/v2/users/${user.id}/items?page=${p}&per_page=${perPage}>`;
    const links = [`${at(1)}; rel="first"`];
    if (page > 1) links.push(`${at(page - 1)}; rel="prev"`);
    if (page < lastPage) links.push(`${at(page + 1)}; rel="next"`);
    links.push(`${at(lastPage)}; rel="last"`);
    return sendJsonCached(
      req,
      res,
      items.slice((page - 1) * perPage, page * perPage).map((i) => itemJson(web, i, state)),
      { ...headers, Link: links.join(', '), 'Total-Count': String(items.length) },
    );
  }
  if (parts[0] === 'avatars' && parts[1]) return sendAvatar(res, parts[1]);
  const user = parts[0] ? findQiitaUser(parts[0]) : undefined;
  if (user && parts.length === 1)
    return sendFakePage(res, `@${user.id} (${user.name})`, [user.description]);
  if (user && parts[1] === 'items' && parts[2]) {
    const item = qiitaItemsOf(user.id, revisionOf(state, 'qiita', user.id)).find(
      (i) => i.id === parts[2],
    );
    if (item)
      return sendFakePage(res, item.title, [item.intro, ...item.sections.map((s) => s.text)]);
  }
  return false;
}

export const qiitaFake: FakeService = {
  prefix: 'qiita',
  handle: (req, res, url, state) => handle(req, res, url, state) !== false,
};
