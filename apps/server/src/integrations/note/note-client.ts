import { cursorRecord, outputFingerprint } from '../cursor';
import type {
  ImportedOutput,
  ImportedProfile,
  ImportResult,
  OutboundHttp,
  OutboundResponse,
  SourceClient,
  SyncCursor,
} from '../types';
import { noteToOutput, parseNoteContents, parseNoteCreator } from './parse-note';

/*
 * note importer client. note's RSS (/{urlname}/rss) has neither like counts nor hashtags, so
 * the client reads note's JSON API instead: the creator (followers) and every page of
 * /contents?kind=note (newest first, isLastPage ends the list).
 *
 * Incremental: the creator and the first page are requested with their ETags. A 304 on the
 * first page means nothing changed (no outputs, presentExternalIds null; a like on an older
 * note that leaves page 1 untouched waits for the next change of page 1). Otherwise every page
 * is read again and only notes whose output changed (a fingerprint per note is kept in the
 * cursor) are returned, with presentExternalIds once the last page was reached.
 */

export interface NoteClientOptions {
  /** https://note.com (config NOTE_URL): the API is under /api, pages at the root. */
  baseUrl: string;
  /** Safety stop for the page loop. */
  maxPages?: number;
}

interface NoteCursor {
  validators: Record<string, { etag?: string | null }>;
  /** Per note key: a hash of its last output. */
  items: Record<string, string>;
}

function readCursor(cursor: SyncCursor | null): NoteCursor {
  const c = (cursor ?? {}) as Partial<NoteCursor>;
  return { validators: cursorRecord(c.validators), items: cursorRecord(c.items) };
}

export function createNoteClient(http: OutboundHttp, options: NoteClientOptions): SourceClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const maxPages = options.maxPages ?? 50;
  const headers = { Accept: 'application/json' };
  const get = (url: string, etag?: string | null): Promise<OutboundResponse> =>
    http.get({ url, headers, etag: etag ?? null });

  return {
    source: 'note',
    async fetchAll(account: string, cursor: SyncCursor | null): Promise<ImportResult> {
      const prev = readCursor(cursor);
      const next: NoteCursor = { validators: {}, items: {} };
      const conditional = async (url: string) => {
        const res = await get(url, prev.validators[url]?.etag);
        const etag = res.notModified ? (prev.validators[url]?.etag ?? res.etag) : res.etag;
        if (etag) next.validators[url] = { etag };
        return res;
      };
      const creatorPath = `${base}/api/v2/creators/${encodeURIComponent(account)}`;
      const pageUrl = (page: number) => `${creatorPath}/contents?kind=note&page=${page}`;

      const creatorRes = await conditional(creatorPath);
      let profile: ImportedProfile | null = null;
      if (!creatorRes.notModified) {
        const creator = parseNoteCreator(creatorRes.body);
        profile = {
          htmlUrl: `${base}/${encodeURIComponent(creator.urlname)}`,
          avatarUrl: creator.profileImageUrl,
          displayName: creator.nickname,
          followers: creator.followerCount,
        };
      }

      const firstRes = await conditional(pageUrl(1));
      if (firstRes.notModified) {
        return {
          profile,
          outputs: [],
          presentExternalIds: null,
          unchanged: creatorRes.notModified,
          cursor: { ...next, items: prev.items } as unknown as SyncCursor,
        };
      }

      const outputs: ImportedOutput[] = [];
      const seen: string[] = [];
      let complete = false;
      let res = firstRes;
      for (let page = 1; page <= maxPages; page++) {
        if (page > 1) res = await get(pageUrl(page));
        const { contents, isLastPage } = parseNoteContents(res.body);
        for (const content of contents) {
          if (seen.includes(content.key)) continue;
          const output = noteToOutput(content);
          const fp = outputFingerprint(output);
          seen.push(content.key);
          next.items[content.key] = fp;
          if (prev.items[content.key] !== fp) outputs.push(output);
        }
        if (isLastPage || contents.length === 0) {
          complete = true;
          break;
        }
      }
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
