import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type FakeSpeakerdeckTalk,
  type FakeSpeakerdeckUser,
  findSpeakerdeckUser,
  presentationHex,
  speakerdeckTalksOf,
} from './data/speakerdeck';
import { sendCached, sendPlain } from './etag';
import { escapeHtml, sendAvatar } from './pages';
import { revisionOf } from './state';
import type { FakeService, FakeState } from './types';

/*
 * Speaker Deck (https://speakerdeck.com) has no API; what it publishes per user:
 *   GET /{user}.atom        Atom 1.0 (Rails atom_feed): entries with id
 *                           tag:speakerdeck.com,2005:Talk/<id>, published, updated,
 *                           link rel=alternate to the talk page, title, content (HTML
 *                           description), media:thumbnail, author; newest first
 *   GET /{user}             the profile page: deck cards (data-id, title="N views")
 *   GET /{user}/{slug}      the talk page: the date it was presented ("June 13, 2026"), a
 *                           link to /{user}/{slug}/stargazers with title="N stars" and a
 *                           span with title="N views" (the visible text is abbreviated)
 * Views and stars are only on the pages, never in the feed. Feeds and pages carry an ETag
 * (304 on If-None-Match); an unknown user or talk is Speaker Deck's HTML 404 page.
 * Avatars at /avatars/{user}.svg.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "June 13, 2026", as the talk page prints the presentation date. */
export const speakerdeckDate = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
};

/** Speaker Deck's abbreviated counts: 812, 1.5k, 4.2k. */
const short = (n: number): string => (n < 1000 ? String(n) : `${(n / 1000).toFixed(1)}k`);

const notFoundPage = (res: ServerResponse) =>
  sendPlain(
    res,
    404,
    'text/html; charset=utf-8',
    `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Speaker Deck - Page not found</title></head>
<body><div class="container py-5 text-center"><h1>Page not found</h1>
<p>Sorry, the page you were looking for could not be found.</p></div></body></html>
`,
  );

const thumbnail = (web: string, t: FakeSpeakerdeckTalk) =>
  `${web}/presentations/${presentationHex(t)}/preview_slide_0.jpg?${t.id}`;

function feed(web: string, user: FakeSpeakerdeckUser, talks: FakeSpeakerdeckTalk[]): string {
  const updated = talks[0]?.publishedAt ?? '2025-01-01T00:00:00Z';
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xml:lang="en-US" xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <id>tag:speakerdeck.com,2005:/${user.username}</id>
  <link rel="alternate" type="text/html" href="${web}/${user.username}"/>
  <link rel="self" type="application/atom+xml" href="${web}/${user.username}.atom"/>
  <title>Speaker Deck - ${escapeHtml(user.displayName)}</title>
  <updated>${updated}</updated>
${talks
  .map(
    (t) => `  <entry>
    <id>tag:speakerdeck.com,2005:Talk/${t.id}</id>
    <published>${t.publishedAt}</published>
    <updated>${t.publishedAt}</updated>
    <link rel="alternate" type="text/html" href="${web}/${t.user}/${t.slug}"/>
    <title>${escapeHtml(t.title)}</title>
    <content type="html">${escapeHtml(`<p>${escapeHtml(t.description)}</p>`)}</content>
    <media:thumbnail url="${thumbnail(web, t)}"/>
    <author>
      <name>${escapeHtml(user.displayName)}</name>
    </author>
  </entry>`,
  )
  .join('\n')}
</feed>
`;
}

const head = (title: string, description: string, url: string, image: string | null) => `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Speaker Deck</title>
<meta name="description" content="${escapeHtml(description)}">
<meta property="og:site_name" content="Speaker Deck">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:url" content="${url}">
${image ? `<meta property="og:image" content="${image}">` : ''}
</head>`;

function profilePage(web: string, user: FakeSpeakerdeckUser, talks: FakeSpeakerdeckTalk[]) {
  return `<!DOCTYPE html>
<html lang="en">
${head(user.displayName, user.bio, `${web}/${user.username}`, null)}
<body>
<div class="container py-md-4 py-3">
  <div class="d-flex align-items-center mb-4">
    <img class="avatar me-3" src="${web}/avatars/${user.username}.svg" alt="${escapeHtml(user.displayName)}" width="72" height="72">
    <div><h1 class="m-0 h3">${escapeHtml(user.displayName)}</h1><div class="text-muted">${escapeHtml(user.bio)}</div></div>
  </div>
  <div class="row mb-4">
${talks
  .map(
    (t) => `    <div class="col-12 col-md-6 col-lg-4 mb-5">
      <div class="card deck-preview" data-id="${presentationHex(t)}">
        <a class="deck-preview-link" href="/${t.user}/${t.slug}" title="${escapeHtml(t.title)}">
          <img class="deck-preview-image" src="${thumbnail(web, t)}" alt="${escapeHtml(t.title)}" loading="lazy">
        </a>
      </div>
      <div class="deck-preview-meta mt-1 d-flex">
        <span class="text-muted me-3" title="${t.views.toLocaleString('en-US')} views">${short(t.views)}</span>
        <span class="text-muted">${speakerdeckDate(t.presentedOn)}</span>
      </div>
      <div class="deck-title">${escapeHtml(t.title)}</div>
    </div>`,
  )
  .join('\n')}
  </div>
</div>
</body>
</html>
`;
}

function talkPage(web: string, user: FakeSpeakerdeckUser, t: FakeSpeakerdeckTalk) {
  const url = `${web}/${t.user}/${t.slug}`;
  return `<!DOCTYPE html>
<html lang="en">
${head(t.title, t.description, url, thumbnail(web, t))}
<body>
<div class="container-fluid px-0 bg-dark">
  <div class="speakerdeck-embed" data-id="${presentationHex(t)}" data-ratio="1.7777777777777777" data-slides="${t.slides}"></div>
</div>
<div class="container py-md-4 py-3">
  <div class="row">
    <div class="col-12 col-lg-8">
      <h1 class="mb-4 h2">${escapeHtml(t.title)}</h1>
      <div class="d-flex flex-wrap align-items-center mb-4 deck-meta">
        <div class="text-muted me-4"><svg class="sd-icon" aria-hidden="true"><use href="#calendar"></use></svg> ${speakerdeckDate(t.presentedOn)}</div>
        <a class="text-muted me-4" href="/${t.user}/${t.slug}/stargazers" title="${t.stars.toLocaleString('en-US')} stars"><svg class="sd-icon" aria-hidden="true"><use href="#star"></use></svg> ${short(t.stars)}</a>
        <span class="text-muted" title="${t.views.toLocaleString('en-US')} views"><svg class="sd-icon" aria-hidden="true"><use href="#eye"></use></svg> ${short(t.views)}</span>
      </div>
      <div class="deck-description mb-4"><p>${escapeHtml(t.description)}</p></div>
      <div class="mb-4"><a class="badge text-bg-light" href="/c/${t.category.toLowerCase()}">${escapeHtml(t.category)}</a></div>
    </div>
    <div class="col-12 col-lg-4">
      <a class="d-flex align-items-center text-decoration-none" href="/${user.username}">
        <img class="avatar me-2" src="${web}/avatars/${user.username}.svg" alt="${escapeHtml(user.displayName)}" width="47" height="47">
        <span class="h5 m-0">${escapeHtml(user.displayName)}</span>
      </a>
    </div>
  </div>
</div>
</body>
</html>
`;
}

function handle(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  state: FakeState,
): number | false {
  const web = `${url.origin}/speakerdeck`;
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'avatars' && parts[1] && parts.length === 2) {
    return sendAvatar(res, parts[1].replace(/\.svg$/, ''));
  }
  if (parts.length === 1 && parts[0]!.endsWith('.atom')) {
    const user = findSpeakerdeckUser(parts[0]!.slice(0, -'.atom'.length));
    if (!user) return notFoundPage(res);
    const talks = speakerdeckTalksOf(
      user.username,
      revisionOf(state, 'speakerdeck', user.username),
    );
    return sendCached(req, res, {
      contentType: 'application/atom+xml; charset=utf-8',
      body: feed(web, user, talks),
    });
  }
  const user = parts[0] ? findSpeakerdeckUser(parts[0]) : undefined;
  if (!user || parts.length > 2) return notFoundPage(res);
  const talks = speakerdeckTalksOf(user.username, revisionOf(state, 'speakerdeck', user.username));
  if (parts.length === 1) {
    return sendCached(req, res, {
      contentType: 'text/html; charset=utf-8',
      body: profilePage(web, user, talks),
    });
  }
  const talk = talks.find((t) => t.slug === parts[1]);
  if (!talk) return notFoundPage(res);
  return sendCached(req, res, {
    contentType: 'text/html; charset=utf-8',
    body: talkPage(web, user, talk),
  });
}

export const speakerdeckFake: FakeService = {
  prefix: 'speakerdeck',
  handle: (req, res, url, state) => handle(req, res, url, state) !== false,
};
