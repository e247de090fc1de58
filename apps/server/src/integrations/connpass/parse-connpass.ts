import { toPlainText } from '../sanitize/sanitize-html';
import { type EventData, type ImportedOutput, UpstreamError } from '../types';
import { isTechEvent } from './tech-event';

/*
 * Pure readers of connpass API v2 (https://connpass.com/about/api/v2/):
 *   /api/v2/users/?nickname=                    {results_returned, results_available,
 *                                               results_start, users: [{id, nickname,
 *                                               display_name, url, image_url, ...}]}
 *   /api/v2/users/{nickname}/attended_events/   {results_..., events: [event]}
 *   /api/v2/users/{nickname}/presenter_events/  the same
 * event: {id, title, catch, description, url, image_url, hash_tag, started_at, ended_at,
 * limit, event_type, open_status, group: {id, subdomain, title, url} | null, address, place,
 * lat, lon, owner_id, owner_nickname, owner_display_name, accepted, waiting, updated_at}.
 * Missing or mistyped fields the importer needs throw UpstreamError('bad_payload') naming
 * the field; the rest may be null or absent.
 */

type Json = Record<string, unknown>;

const bad = (where: string, expected: string): never => {
  throw new UpstreamError('bad_payload', `connpass answer: ${where} should be ${expected}`);
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
  typeof o[key] === 'string' && (o[key] as string).trim() !== '' ? (o[key] as string).trim() : null;
const int = (o: Json, key: string, where: string): number =>
  typeof o[key] === 'number' && Number.isInteger(o[key]) && (o[key] as number) >= 0
    ? (o[key] as number)
    : bad(`${where}.${key}`, 'a non-negative integer');
const time = (o: Json, key: string, where: string): string => {
  const ms = Date.parse(str(o, key, where));
  return Number.isNaN(ms) ? bad(`${where}.${key}`, 'an ISO 8601 time') : new Date(ms).toISOString();
};

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new UpstreamError('bad_payload', `connpass answer: ${what} is not valid JSON`);
  }
}

export interface ConnpassPage {
  returned: number;
  available: number;
  start: number;
}

const page = (o: Json): ConnpassPage => ({
  returned: int(o, 'results_returned', 'answer'),
  available: int(o, 'results_available', 'answer'),
  start: int(o, 'results_start', 'answer'),
});

export interface ConnpassUser {
  nickname: string;
  displayName: string | null;
  url: string | null;
  imageUrl: string | null;
}

/** GET /api/v2/users/?nickname= */
export function parseConnpassUsers(body: string): ConnpassUser[] {
  const answer = obj(parseJson(body, 'users'), 'answer');
  page(answer);
  return arr(answer.users, 'users').map((v, i) => {
    const u = obj(v, `users[${i}]`);
    return {
      nickname: str(u, 'nickname', `users[${i}]`),
      displayName: optStr(u, 'display_name'),
      url: optStr(u, 'url'),
      imageUrl: optStr(u, 'image_url'),
    };
  });
}

export interface ConnpassEvent {
  id: string;
  title: string;
  catch: string | null;
  url: string;
  hashTag: string | null;
  startedAt: string;
  endedAt: string | null;
  groupTitle: string | null;
  address: string | null;
  place: string | null;
  ownerNickname: string | null;
  openStatus: string | null;
}

function parseEvent(v: unknown, where: string): ConnpassEvent {
  const e = obj(v, where);
  const rawId = e.id;
  if (!(typeof rawId === 'number' && Number.isSafeInteger(rawId) && rawId > 0)) {
    bad(`${where}.id`, 'a positive integer');
  }
  const group = e.group === null || e.group === undefined ? null : obj(e.group, `${where}.group`);
  const ended = optStr(e, 'ended_at');
  return {
    id: String(rawId),
    title: str(e, 'title', where),
    catch: optStr(e, 'catch'),
    url: str(e, 'url', where),
    hashTag: optStr(e, 'hash_tag'),
    startedAt: time(e, 'started_at', where),
    endedAt: ended && !Number.isNaN(Date.parse(ended)) ? new Date(ended).toISOString() : null,
    groupTitle: group ? optStr(group, 'title') : null,
    address: optStr(e, 'address'),
    place: optStr(e, 'place'),
    ownerNickname: optStr(e, 'owner_nickname'),
    openStatus: optStr(e, 'open_status'),
  };
}

/** GET /api/v2/users/{nickname}/attended_events/ and /presenter_events/ */
export function parseConnpassEvents(body: string): ConnpassPage & { events: ConnpassEvent[] } {
  const answer = obj(parseJson(body, 'events'), 'answer');
  return {
    ...page(answer),
    events: arr(answer.events, 'events').map((e, i) => parseEvent(e, `events[${i}]`)),
  };
}

export interface EventRole {
  /** The person's connpass nickname. */
  nickname: string;
  presenter: boolean;
}

/**
 * The person's role as connpass shows it on their page: 管理者 when they own the event,
 * 発表者 when it is on their presenter list, else 参加者 (the attended list only has
 * participants whose entry was accepted; the API does not give 補欠 or キャンセル).
 */
export function participationStatus(event: ConnpassEvent, role: EventRole): string {
  if (isOrganizer(event, role.nickname)) return '管理者';
  return role.presenter ? '発表者' : '参加者';
}

const isOrganizer = (event: ConnpassEvent, nickname: string) =>
  event.ownerNickname !== null && event.ownerNickname.toLowerCase() === nickname.toLowerCase();

/** An event as an output: postedAt = started_at, data = EventData (+ a few facts). */
export function connpassEventToOutput(event: ConnpassEvent, role: EventRole): ImportedOutput {
  const data: EventData & Record<string, unknown> = {
    is_tech_event: isTechEvent({
      title: event.title,
      catch: event.catch,
      groupTitle: event.groupTitle,
      hashTag: event.hashTag,
    }),
    is_presenter: role.presenter,
    is_organizer: isOrganizer(event, role.nickname),
    status: participationStatus(event, role),
    place: event.place ?? event.address,
    date: event.startedAt,
    ended_at: event.endedAt,
    address: event.address,
    group: event.groupTitle,
  };
  const summary = event.catch ? toPlainText(event.catch, 400) : '';
  return {
    source: 'connpass',
    kind: 'event',
    externalId: event.id,
    url: event.url,
    title: event.title,
    summary: summary || null,
    postedAt: new Date(event.startedAt),
    tags: [],
    likes: null,
    stocks: null,
    stars: null,
    pageViews: null,
    data,
  };
}
