import type { IncomingMessage, ServerResponse } from 'node:http';
import { jst } from './data/random';
import { type FakeZennArticle, findZennUser, zennArticlesOf } from './data/zenn';
import { sendJson, sendJsonCached } from './etag';
import { sendAvatar, sendFakePage } from './pages';
import { revisionOf } from './state';
import type { FakeService, FakeState } from './types';

/*
 * Zenn's (undocumented) JSON API, https://zenn.dev:
 *   GET /api/users/{username}                              {"user": {..., follower_count}}
 *   GET /api/articles?username=&order=latest&page=N[&count=]
 *        {"articles": [{id, slug, title, emoji, liked_count, published_at, path,
 *          article_type, ...}], "next_page": N+1 | null}; 48 per page unless count says
 * Answers carry an ETag (304 on If-None-Match). Unknown users: 404 {"message": ...}.
 * The web side shares the host: /{username}/articles/{slug} (stand-in page), avatars at
 * /avatars/{username}.svg.
 */

const DEFAULT_COUNT = 48;
const NOT_FOUND = { message: 'ユーザーが見つかりませんでした' };

const smallUser = (web: string, username: string) => {
  const u = findZennUser(username)!;
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    avatar_small_url: `${web}/avatars/${u.username}.svg`,
  };
};

function articleJson(web: string, a: FakeZennArticle) {
  return {
    id: a.id,
    post_type: 'Article',
    title: a.title,
    slug: a.slug,
    comments_count: a.commentsCount,
    liked_count: a.likedCount,
    bookmarked_count: a.bookmarkedCount,
    body_letters_count: a.bodyLettersCount,
    article_type: a.articleType,
    emoji: a.emoji,
    is_suspending_private: false,
    published_at: jst(a.publishedAt, true),
    body_updated_at: jst(a.bodyUpdatedAt, true),
    source_repo_updated_at: null,
    pinned: false,
    path: `/${a.user}/articles/${a.slug}`,
    principal_type: 'User',
    user: smallUser(web, a.user),
    publication: null,
  };
}

function userJson(web: string, username: string, state: FakeState) {
  const u = findZennUser(username)!;
  const articles = zennArticlesOf(u.username, revisionOf(state, 'zenn', u.username));
  return {
    user: {
      ...smallUser(web, u.username),
      avatar_url: `${web}/avatars/${u.username}.svg`,
      bio: u.bio,
      autolinked_bio: u.bio,
      github_username: u.githubUsername,
      twitter_username: u.twitterUsername,
      is_support_open: false,
      tokusyo_contact: null,
      tokusyo_name: null,
      website_url: u.websiteUrl,
      website_domain: u.websiteUrl ? new URL(u.websiteUrl).hostname : null,
      total_liked_count: articles.reduce((sum, a) => sum + a.likedCount, 0),
      follower_count: u.followerCount,
      following_count: u.followingCount,
      articles_count: articles.length,
      books_count: 0,
      scraps_count: 0,
      hide_zenn_badge: false,
      is_invoice_issuer: false,
    },
  };
}

function handle(req: IncomingMessage, res: ServerResponse, url: URL, state: FakeState) {
  const web = `${url.origin}/zenn`;
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const headers = { 'Cache-Control': 'max-age=0, private, must-revalidate' };
  if (parts[0] === 'api') {
    if (parts[1] === 'users' && parts[2] && parts.length === 3) {
      if (!findZennUser(parts[2])) return sendJson(res, 404, NOT_FOUND, headers);
      return sendJsonCached(req, res, userJson(web, parts[2], state), headers);
    }
    if (parts[1] === 'articles' && parts.length === 2) {
      const username = url.searchParams.get('username');
      const user = username ? findZennUser(username) : undefined;
      if (!user) return sendJson(res, 404, NOT_FOUND, headers);
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
      const count = Math.min(
        100,
        Math.max(1, Number(url.searchParams.get('count')) || DEFAULT_COUNT),
      );
      const articles = zennArticlesOf(user.username, revisionOf(state, 'zenn', user.username));
      if (url.searchParams.get('order') === 'alltime') {
        articles.sort((a, b) => b.likedCount - a.likedCount);
      }
      const slice = articles.slice((page - 1) * count, page * count);
      return sendJsonCached(
        req,
        res,
        {
          articles: slice.map((a) => articleJson(web, a)),
          next_page: page * count < articles.length ? page + 1 : null,
        },
        headers,
      );
    }
    return sendJson(res, 404, { message: 'Not Found' }, headers);
  }
  if (parts[0] === 'avatars' && parts[1]) return sendAvatar(res, parts[1]);
  const user = parts[0] ? findZennUser(parts[0]) : undefined;
  if (user && parts.length === 1) return sendFakePage(res, user.name, [user.bio]);
  if (user && parts[1] === 'articles' && parts[2] && parts.length === 3) {
    const article = zennArticlesOf(user.username, revisionOf(state, 'zenn', user.username)).find(
      (a) => a.slug === parts[2],
    );
    if (article) return sendFakePage(res, `${article.emoji} ${article.title}`, [user.name]);
  }
  return false;
}

export const zennFake: FakeService = {
  prefix: 'zenn',
  handle: (req, res, url, state) => handle(req, res, url, state) !== false,
};
