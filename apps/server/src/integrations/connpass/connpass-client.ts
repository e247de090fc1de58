import { cursorRecord, outputFingerprint } from '../cursor';
import {
  type ImportedOutput,
  type ImportedProfile,
  type ImportResult,
  type OutboundHttp,
  type OutboundResponse,
  type SourceClient,
  type SyncCursor,
  UpstreamError,
} from '../types';
import {
  type ConnpassEvent,
  connpassEventToOutput,
  parseConnpassEvents,
  parseConnpassUsers,
} from './parse-connpass';

/*
 * connpass importer client (API v2, X-API-Key when configured): the user
 * (/api/v2/users/?nickname=), every page of their attended events and of their presenter
 * events. An event on either list is one output; is_presenter comes from the presenter list,
 * is_organizer from owner_nickname, is_tech_event from tech-event.ts.
 *
 * Incremental: the user and the first page of both lists are requested with their ETags.
 * When both first pages answer 304 nothing changed (no outputs, presentExternalIds null).
 * Otherwise both lists are read whole (the one that answered 304 again, unconditionally,
 * since an event's role depends on both lists) and only events whose output changed (a
 * fingerprint per event is kept in the cursor) are returned.
 */

export interface ConnpassClientOptions {
  /** https://connpass.com (config CONNPASS_API_URL): the API is under /api/v2. */
  apiUrl: string;
  /** Sent as X-API-Key (connpass requires one; the local fake does not). */
  apiKey?: string | null;
  /** Events per page (connpass's count, 1..100). */
  pageSize?: number;
  maxPages?: number;
}

interface ConnpassCursor {
  validators: Record<string, { etag?: string | null }>;
  /** Per event id: a hash of its last output. */
  items: Record<string, string>;
}

function readCursor(cursor: SyncCursor | null): ConnpassCursor {
  const c = (cursor ?? {}) as Partial<ConnpassCursor>;
  return { validators: cursorRecord(c.validators), items: cursorRecord(c.items) };
}

type ListName = 'attended_events' | 'presenter_events';

export function createConnpassClient(
  http: OutboundHttp,
  options: ConnpassClientOptions,
): SourceClient {
  const web = options.apiUrl.replace(/\/+$/, '');
  const api = `${web}/api/v2`;
  const pageSize = Math.min(100, Math.max(1, options.pageSize ?? 100));
  const maxPages = options.maxPages ?? 20;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.apiKey) headers['X-API-Key'] = options.apiKey;
  const get = (url: string, etag?: string | null): Promise<OutboundResponse> =>
    http.get({ url, headers, etag: etag ?? null });

  return {
    source: 'connpass',
    async fetchAll(account: string, cursor: SyncCursor | null): Promise<ImportResult> {
      const prev = readCursor(cursor);
      const next: ConnpassCursor = { validators: {}, items: {} };
      const conditional = async (url: string) => {
        const res = await get(url, prev.validators[url]?.etag);
        const etag = res.notModified ? (prev.validators[url]?.etag ?? res.etag) : res.etag;
        if (etag) next.validators[url] = { etag };
        return res;
      };
      const listUrl = (list: ListName, start: number) =>
        `${api}/users/${encodeURIComponent(account)}/${list}/?start=${start}&count=${pageSize}`;

      const userRes = await conditional(`${api}/users/?nickname=${encodeURIComponent(account)}`);
      let profile: ImportedProfile | null = null;
      let nickname = account;
      if (!userRes.notModified) {
        const user = parseConnpassUsers(userRes.body).find(
          (u) => u.nickname.toLowerCase() === account.toLowerCase(),
        );
        if (!user) {
          throw new UpstreamError('not_found', `connpass has no user ${account}`, {
            status: 404,
            url: `${api}/users/?nickname=${encodeURIComponent(account)}`,
          });
        }
        nickname = user.nickname;
        profile = {
          htmlUrl: user.url ?? `${web}/user/${encodeURIComponent(user.nickname)}/`,
          avatarUrl: user.imageUrl,
          displayName: user.displayName,
          followers: null,
        };
      }

      const firsts = {
        attended_events: await conditional(listUrl('attended_events', 1)),
        presenter_events: await conditional(listUrl('presenter_events', 1)),
      };
      if (firsts.attended_events.notModified && firsts.presenter_events.notModified) {
        return {
          profile,
          outputs: [],
          presentExternalIds: null,
          unchanged: userRes.notModified,
          cursor: { ...next, items: prev.items } as unknown as SyncCursor,
        };
      }

      /** Every event of one list, and whether the list was read to its end. */
      const readList = async (list: ListName) => {
        const events: ConnpassEvent[] = [];
        let res = firsts[list];
        if (res.notModified) res = await get(listUrl(list, 1));
        for (let read = 1; ; read++) {
          const page = parseConnpassEvents(res.body);
          events.push(...page.events);
          const nextStart = page.start + page.events.length;
          if (page.events.length === 0 || nextStart > page.available)
            return { events, complete: true };
          if (read >= maxPages) return { events, complete: false };
          res = await get(listUrl(list, nextStart));
        }
      };
      const attended = await readList('attended_events');
      const presented = await readList('presenter_events');
      const presenterIds = new Set(presented.events.map((e) => e.id));

      const outputs: ImportedOutput[] = [];
      const seen: string[] = [];
      for (const event of [...attended.events, ...presented.events]) {
        if (seen.includes(event.id)) continue;
        seen.push(event.id);
        const output = connpassEventToOutput(event, {
          nickname,
          presenter: presenterIds.has(event.id),
        });
        const fp = outputFingerprint(output);
        next.items[event.id] = fp;
        if (prev.items[event.id] !== fp) outputs.push(output);
      }
      const complete = attended.complete && presented.complete;
      if (!complete) next.items = { ...prev.items, ...next.items };

      return {
        profile,
        outputs,
        presentExternalIds: complete ? seen : null,
        unchanged: false,
        cursor: next as unknown as SyncCursor,
      };
    },
  };
}
