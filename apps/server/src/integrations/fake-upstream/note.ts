import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type FakeNoteArticle,
  type FakeNoteCreator,
  findNoteCreator,
  noteArticlesOf,
} from './data/note';
import { jst } from './data/random';
import { sendCached, sendJson, sendJsonCached } from './etag';
import { escapeHtml, sendAvatar, sendFakePage } from './pages';
import { revisionOf } from './state';
import type { FakeService, FakeState } from './types';

/*
 * note (https://note.com), its unofficial but widely used JSON API and its RSS:
 *   GET /api/v2/creators/{urlname}                  {"data": {id, nickname, urlname,
 *                                                   followerCount, noteCount, ...}}
 *   GET /api/v2/creators/{urlname}/contents?kind=note&page=N
 *        {"data": {"contents": [{id, type, key, name, body, likeCount, publishAt, noteUrl,
 *          hashtags: [{hashtag: {name: "#..."}}], user, ...}], "isLastPage", "totalCount"}}
 *        newest first, PAGE_SIZE per page; other kinds (magazine, ...) are empty here
 *   GET /{urlname}/rss                              RSS 2.0 with media:thumbnail and
 *                                                   note:creatorName (newest 25)
 * Answers carry an ETag (304 on If-None-Match). An unknown creator is 404
 * {"error": {"code": "not_found", ...}} (the RSS: an HTML 404 page).
 * Stand-in pages: /{urlname}, /{urlname}/n/{key}; avatars at /avatars/{urlname}.svg.
 */

const PAGE_SIZE = 5;
const RSS_ITEMS = 25;

const notFound = (res: ServerResponse) =>
  sendJson(res, 404, {
    error: { code: 'not_found', message: '指定されたクリエイターが見つかりません' },
  });

const userJson = (web: string, c: FakeNoteCreator) => ({
  id: c.id,
  nickname: c.nickname,
  urlname: c.urlname,
  name: c.nickname,
  profile: c.profile,
  userProfileImagePath: `${web}/avatars/${c.urlname}.svg`,
  customDomain: null,
  isOfficial: false,
});

function creatorJson(web: string, c: FakeNoteCreator, notes: FakeNoteArticle[]) {
  return {
    data: {
      ...userJson(web, c),
      profileImageUrl: `${web}/avatars/${c.urlname}.svg`,
      headerImageUrl: null,
      noteCount: notes.length,
      magazineCount: 0,
      followingCount: c.followingCount,
      followerCount: c.followerCount,
      likeCount: notes.reduce((sum, n) => sum + n.likeCount, 0),
      isFollowing: false,
      isFollowed: false,
      createdAt: jst(c.createdAt),
      socials: {},
    },
  };
}

function contentJson(web: string, c: FakeNoteCreator, n: FakeNoteArticle) {
  return {
    id: n.id,
    type: 'TextNote',
    status: 'published',
    name: n.name,
    description: null,
    likeCount: n.likeCount,
    price: 0,
    key: n.key,
    slug: `slug-${n.key}`,
    publishAt: jst(n.publishAt),
    thumbnailExternalUrl: '',
    eyecatch: null,
    user: userJson(web, c),
    canRead: true,
    isAuthor: false,
    externalUrl: null,
    customDomain: null,
    body: n.body,
    separator: null,
    isLimited: false,
    isTrial: false,
    commentCount: n.commentCount,
    canComment: true,
    hashtags: n.hashtags.map((name) => ({ hashtag: { name: `#${name}` } })),
    twitterShareUrl: `https://twitter.com/intent/tweet?text=${encodeURIComponent(n.name)}`,
    noteUrl: `${web}/${c.urlname}/n/${n.key}`,
    isPinned: false,
    format: '4.0',
  };
}

const rfc822 = (iso: string) =>
  new Date(Date.parse(iso) + 9 * 3_600_000).toUTCString().replace('GMT', '+0900');

function rss(web: string, c: FakeNoteCreator, notes: FakeNoteArticle[]): string {
  const items = notes.slice(0, RSS_ITEMS).map((n) => {
    const link = `${web}/${c.urlname}/n/${n.key}`;
    return `<item>
<title>${escapeHtml(n.name)}</title>
<media:thumbnail>${web}/avatars/${c.urlname}.svg</media:thumbnail>
<description><![CDATA[${escapeHtml(n.body)}<a href='${link}'>続きをみる</a>]]></description>
<note:creatorImage>${web}/avatars/${c.urlname}.svg</note:creatorImage>
<note:creatorName>${escapeHtml(c.nickname)}</note:creatorName>
<pubDate>${rfc822(n.publishAt)}</pubDate>
<link>${link}</link>
<guid>${link}</guid>
</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:media="http://search.yahoo.com/mrss/" xmlns:note="https://note.com" xmlns:atom="http://www.w3.org/2005/Atom" version="2.0">
<channel>
<title>${escapeHtml(c.nickname)}｜note</title>
<description>${escapeHtml(c.profile)}</description>
<link>${web}/${c.urlname}</link>
<atom:link rel="self" type="application/rss+xml" href="${web}/${c.urlname}/rss"/>
<image>
<url>${web}/avatars/${c.urlname}.svg</url>
<title>${escapeHtml(c.nickname)}｜note</title>
<link>${web}/${c.urlname}</link>
</image>
<copyright>${escapeHtml(c.nickname)}</copyright>
<lastBuildDate>${rfc822(notes[0]?.publishAt ?? c.createdAt)}</lastBuildDate>
${items.join('\n')}
</channel>
</rss>
`;
}

function handle(req: IncomingMessage, res: ServerResponse, url: URL, state: FakeState) {
  const web = `${url.origin}/note`;
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

  if (parts[0] === 'api') {
    if (parts[1] !== 'v2' || parts[2] !== 'creators' || !parts[3] || parts.length > 5) {
      return notFound(res);
    }
    const creator = findNoteCreator(parts[3]);
    if (!creator) return notFound(res);
    const notes = noteArticlesOf(creator.urlname, revisionOf(state, 'note', creator.urlname));
    if (parts.length === 4) return sendJsonCached(req, res, creatorJson(web, creator, notes));
    if (parts[4] !== 'contents') return notFound(res);

    const page = Number(url.searchParams.get('page') ?? '1');
    if (!Number.isInteger(page) || page < 1) {
      return sendJson(res, 400, { error: { code: 'invalid', message: 'page が不正です' } });
    }
    const listed = url.searchParams.get('kind') === 'note' ? notes : [];
    const contents = listed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return sendJsonCached(req, res, {
      data: {
        contents: contents.map((n) => contentJson(web, creator, n)),
        isLastPage: page * PAGE_SIZE >= listed.length,
        totalCount: listed.length,
      },
    });
  }

  if (parts[0] === 'avatars' && parts[1] && parts.length === 2) {
    return sendAvatar(res, parts[1].replace(/\.svg$/, ''));
  }
  const creator = parts[0] ? findNoteCreator(parts[0]) : undefined;
  if (!creator) return false;
  const notes = noteArticlesOf(creator.urlname, revisionOf(state, 'note', creator.urlname));
  if (parts.length === 1) {
    return sendFakePage(res, `${creator.nickname}｜note`, [
      creator.profile,
      ...notes.map((n) => n.name),
    ]);
  }
  if (parts[1] === 'rss' && parts.length === 2) {
    return sendCached(req, res, {
      contentType: 'application/rss+xml; charset=UTF-8',
      body: rss(web, creator, notes),
    });
  }
  if (parts[1] === 'n' && parts[2] && parts.length === 3) {
    const note = notes.find((n) => n.key === parts[2]);
    if (note) return sendFakePage(res, `${note.name}｜${creator.nickname}`, [note.body]);
  }
  return false;
}

export const noteFake: FakeService = {
  prefix: 'note',
  handle: (req, res, url, state) => handle(req, res, url, state) !== false,
};
