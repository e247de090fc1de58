import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  CONNPASS_USERS,
  connpassEventsOf,
  connpassOrganisedCount,
  connpassOwnerId,
  connpassOwnerName,
  type FakeConnpassEvent,
  type FakeConnpassUser,
  findConnpassUser,
} from './data/connpass';
import { jst } from './data/random';
import { sendJson, sendJsonCached } from './etag';
import { sendAvatar, sendFakePage } from './pages';
import { revisionOf } from './state';
import type { FakeService, FakeState } from './types';

/*
 * connpass API v2 (https://connpass.com/about/api/v2/):
 *   GET /api/v2/users/?nickname=a[,b]                    {results_returned,
 *                                                        results_available, results_start,
 *                                                        users: [{id, nickname,
 *                                                        display_name, description, url,
 *                                                        image_url, created_at,
 *                                                        attended_event_count, ...}]}
 *   GET /api/v2/users/{nickname}/attended_events/        {results_..., events: [...]}
 *   GET /api/v2/users/{nickname}/presenter_events/       the same shape
 * Events: {id, title, catch, description, url, image_url, hash_tag, started_at, ended_at,
 * limit, event_type, open_status, group: {id, subdomain, title, url} | null, address,
 * place, lat, lon, owner_id, owner_nickname, owner_display_name, accepted, waiting,
 * updated_at}, newest first. Paging: ?start=1.. (default 1), ?count=1..100 (default 10).
 * Times are ISO 8601 with +09:00. The trailing slash is optional here.
 * The real API wants an X-API-Key header (401 without); the fake does not check it, so the
 * offline demo works without a key. Answers carry an ETag (304 on If-None-Match). An
 * unknown nickname is an empty user list, and 404 {"detail": "Not Found"} on its event lists.
 * Stand-in pages: /event/{id}/, /user/{nickname}/; avatars at /avatars/{nickname}.svg.
 */

const DEFAULT_COUNT = 10;
const MAX_COUNT = 100;

const notFound = (res: ServerResponse) => sendJson(res, 404, { detail: 'Not Found' });

function eventJson(web: string, e: FakeConnpassEvent) {
  return {
    id: e.id,
    title: e.title,
    catch: e.catch,
    description: e.description,
    url: `${web}/event/${e.id}/`,
    image_url: null,
    hash_tag: e.hashTag,
    started_at: jst(e.startedAt),
    ended_at: jst(e.endedAt),
    limit: e.limit,
    event_type: 'participation',
    open_status: 'close',
    group: e.group
      ? {
          id: e.group.id,
          subdomain: e.group.subdomain,
          title: e.group.title,
          url: `${web}/group/${e.group.subdomain}/`,
        }
      : null,
    address: e.address,
    place: e.place,
    lat: e.lat,
    lon: e.lon,
    owner_id: connpassOwnerId(e.owner),
    owner_nickname: e.owner,
    owner_display_name: connpassOwnerName(e.owner),
    accepted: e.accepted,
    waiting: e.waiting,
    updated_at: jst(e.updatedAt),
  };
}

function userJson(web: string, u: FakeConnpassUser, events: FakeConnpassEvent[]) {
  return {
    id: u.id,
    nickname: u.nickname,
    display_name: u.displayName,
    description: u.description,
    url: `${web}/user/${u.nickname}/`,
    image_url: `${web}/avatars/${u.nickname}.svg`,
    created_at: jst(u.createdAt),
    attended_event_count: events.filter((e) => e.attendees.includes(u.nickname)).length,
    organize_event_count: connpassOrganisedCount(u.nickname),
    presenter_event_count: events.filter((e) => e.presenters.includes(u.nickname)).length,
    bookmark_event_count: u.bookmarks,
  };
}

/** ?start and ?count, or a 400 answer (null). */
function paging(url: URL, res: ServerResponse): { start: number; count: number } | null {
  const start = Number(url.searchParams.get('start') ?? '1');
  const count = Number(url.searchParams.get('count') ?? DEFAULT_COUNT);
  if (
    !Number.isInteger(start) ||
    !Number.isInteger(count) ||
    start < 1 ||
    count < 1 ||
    count > MAX_COUNT
  ) {
    sendJson(res, 400, {
      detail: 'start は 1 以上、count は 1 から 100 の整数で指定してください。',
    });
    return null;
  }
  return { start, count };
}

function page<T>(items: T[], start: number, count: number) {
  const slice = items.slice(start - 1, start - 1 + count);
  return {
    results_returned: slice.length,
    results_available: items.length,
    results_start: start,
    slice,
  };
}

function handle(req: IncomingMessage, res: ServerResponse, url: URL, state: FakeState) {
  const web = `${url.origin}/connpass`;
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const eventsOf = (nickname: string) =>
    connpassEventsOf(nickname, revisionOf(state, 'connpass', nickname));

  if (parts[0] === 'api') {
    if (parts[1] !== 'v2' || parts[2] !== 'users' || parts.length > 5) return notFound(res);
    const p = paging(url, res);
    if (!p) return true;
    if (parts.length === 3) {
      const wanted = url.searchParams
        .getAll('nickname')
        .flatMap((n) => n.split(','))
        .map((n) => n.trim())
        .filter(Boolean);
      const users = wanted.length
        ? CONNPASS_USERS.filter((u) => wanted.includes(u.nickname))
        : CONNPASS_USERS;
      const { slice, ...meta } = page(users, p.start, p.count);
      return sendJsonCached(req, res, {
        ...meta,
        users: slice.map((u) => userJson(web, u, eventsOf(u.nickname))),
      });
    }
    const user = findConnpassUser(parts[3]!);
    if (!user || parts.length !== 5) return notFound(res);
    const events = eventsOf(user.nickname);
    const listed =
      parts[4] === 'attended_events'
        ? events.filter((e) => e.attendees.includes(user.nickname))
        : parts[4] === 'presenter_events'
          ? events.filter((e) => e.presenters.includes(user.nickname))
          : null;
    if (!listed) return notFound(res);
    const { slice, ...meta } = page(listed, p.start, p.count);
    return sendJsonCached(req, res, { ...meta, events: slice.map((e) => eventJson(web, e)) });
  }

  if (parts[0] === 'avatars' && parts[1] && parts.length === 2) {
    return sendAvatar(res, parts[1].replace(/\.svg$/, ''));
  }
  if (parts[0] === 'user' && parts[1] && parts.length === 2) {
    const user = findConnpassUser(parts[1]);
    if (user)
      return sendFakePage(
        res,
        `${user.displayName} (${user.nickname})さんのプロフィール - connpass`,
        [user.description],
      );
  }
  if (parts[0] === 'event' && parts[1] && parts.length === 2) {
    const id = Number(parts[1]);
    for (const u of CONNPASS_USERS) {
      const e = eventsOf(u.nickname).find((x) => x.id === id);
      if (e)
        return sendFakePage(res, `${e.title} - connpass`, [e.catch, `${e.place}（${e.address}）`]);
    }
  }
  return false;
}

export const connpassFake: FakeService = {
  prefix: 'connpass',
  handle: (req, res, url, state) => handle(req, res, url, state) !== false,
};
