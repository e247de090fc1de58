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
  parseSpeakerdeckFeed,
  parseTalkPage,
  type SpeakerdeckTalkEntry,
  type SpeakerdeckTalkStats,
  talkToOutput,
} from './parse-speakerdeck';

/*
 * Speaker Deck importer client. The user's Atom feed lists the talks; views and stars are
 * only on each talk's page, so the client also reads every talk page (HTML) the feed links
 * to, on the same origin as the configured base URL only.
 *
 * Views and stars change without the feed changing, so every run revalidates each talk page
 * with its ETag (a 304 costs no body), even when the feed itself answered 304. The cursor
 * keeps, per talk, what the feed said and the last counts, so a talk whose page changed can
 * be rebuilt while the feed is unchanged; a hash of each talk's last output decides what is
 * returned. presentExternalIds is given when the feed itself was read (200); unchanged is
 * true when the feed and every page answered 304.
 */

export interface SpeakerdeckClientOptions {
  /** https://speakerdeck.com (config SPEAKERDECK_URL). */
  baseUrl: string;
}

interface TalkMemory {
  talk: SpeakerdeckTalkEntry;
  stats: SpeakerdeckTalkStats | null;
}

interface SpeakerdeckCursor {
  validators: Record<string, { etag?: string | null }>;
  /** Per talk: a hash of its last output. */
  items: Record<string, string>;
  /** In feed order: each talk's feed entry and the counts last read from its page. */
  talks: TalkMemory[];
}

/** The cursor, with talks null when it holds none (then a 304 on the feed would be useless). */
function readCursor(cursor: SyncCursor | null): Omit<SpeakerdeckCursor, 'talks'> & {
  talks: TalkMemory[] | null;
} {
  const c = (cursor ?? {}) as Partial<SpeakerdeckCursor>;
  const talks = Array.isArray(c.talks)
    ? c.talks.filter((m): m is TalkMemory => typeof m?.talk?.externalId === 'string')
    : null;
  return { validators: cursorRecord(c.validators), items: cursorRecord(c.items), talks };
}

export function createSpeakerdeckClient(
  http: OutboundHttp,
  options: SpeakerdeckClientOptions,
): SourceClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  const get = (url: string, accept: string, etag?: string | null): Promise<OutboundResponse> =>
    http.get({ url, headers: { Accept: accept }, etag: etag ?? null });

  return {
    source: 'speakerdeck',
    async fetchAll(account: string, cursor: SyncCursor | null): Promise<ImportResult> {
      const prev = readCursor(cursor);
      const next: SpeakerdeckCursor = { validators: {}, items: {}, talks: [] };
      const remember = (url: string, res: OutboundResponse) => {
        const etag = res.notModified ? (prev.validators[url]?.etag ?? res.etag) : res.etag;
        if (etag) next.validators[url] = { etag };
      };

      const feedUrl = `${base}/${encodeURIComponent(account)}.atom`;
      const feedAccept = 'application/atom+xml, application/xml;q=0.9';
      const known = prev.talks ?? [];
      const memories = new Map(known.map((m) => [m.talk.externalId, m]));
      // Without remembered talks a 304 would leave nothing to work with: ask unconditionally.
      const feedEtag = prev.talks ? prev.validators[feedUrl]?.etag : null;
      const feedRes = await get(feedUrl, feedAccept, feedEtag);
      remember(feedUrl, feedRes);

      let profile: ImportedProfile | null = null;
      let talks: SpeakerdeckTalkEntry[];
      if (feedRes.notModified) {
        talks = known.map((m) => m.talk);
      } else {
        const feed = parseSpeakerdeckFeed(feedRes.body, feedRes.url);
        talks = feed.talks;
        const name = feed.title?.replace(/^Speaker Deck\s*-\s*/, '').trim();
        profile = {
          htmlUrl: `${base}/${encodeURIComponent(account)}`,
          avatarUrl: null,
          displayName: name && name !== feed.title ? name : null,
          followers: null,
        };
      }

      const outputs: ImportedOutput[] = [];
      let pagesUnchanged = true;
      for (const talk of talks) {
        if (next.items[talk.externalId] !== undefined) continue; // listed twice
        const memory = memories.get(talk.externalId);
        let stats: SpeakerdeckTalkStats | null = null;
        if (new URL(talk.url, base).origin === origin) {
          const pageUrl = new URL(talk.url, base).href;
          try {
            const etag = memory?.stats ? prev.validators[pageUrl]?.etag : null;
            const res = await get(pageUrl, 'text/html', etag);
            remember(pageUrl, res);
            if (res.notModified) stats = memory?.stats ?? null;
            else {
              pagesUnchanged = false;
              stats = parseTalkPage(res.body);
            }
          } catch (err) {
            // A talk the feed still lists but whose page is gone: keep it, without counts.
            if (!(err instanceof UpstreamError && err.kind === 'not_found')) throw err;
            pagesUnchanged = false;
          }
        }
        const output = talkToOutput(talk, stats);
        const fp = outputFingerprint(output);
        next.items[talk.externalId] = fp;
        next.talks.push({ talk, stats });
        if (prev.items[talk.externalId] !== fp) outputs.push(output);
      }

      return {
        profile,
        outputs,
        presentExternalIds: feedRes.notModified ? null : next.talks.map((m) => m.talk.externalId),
        unchanged: feedRes.notModified && pagesUnchanged,
        cursor: next as unknown as SyncCursor,
      };
    },
  };
}
