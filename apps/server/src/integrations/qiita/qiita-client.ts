import { cursorRecord } from '../cursor';
import { nextLink } from '../github/parse-github';
import { toPlainText } from '../sanitize/sanitize-html';
import type {
  ImportedOutput,
  ImportedProfile,
  ImportResult,
  OutboundHttp,
  OutboundResponse,
  SourceClient,
  SyncCursor,
} from '../types';
import { headlines, parseQiitaItems, parseQiitaUser, type QiitaItem } from './parse-qiita';

/*
 * Qiita importer client (API v2): the profile and every item of the user (all pages,
 * newest first, following the Link header; Qiita also sends Total-Count).
 *
 * Incremental: the first page is requested with its ETag; 304 means nothing new was posted
 * or changed on it, and with the profile also 304 the import is unchanged. Otherwise pages
 * are read until one holds an item that was already known and is no newer than the cursor's
 * `since`: everything after it is older and known. Items are returned only when new or
 * changed (likes, stocks, updated_at). Because older items' likes can change without
 * touching the first page, a full read is made every `fullScanIntervalDays`; only a full
 * read reports presentExternalIds.
 */

export interface QiitaClientOptions {
  /** https://qiita.com (config QIITA_API_URL): the API lives under /api/v2. */
  apiUrl: string;
  /** A read_qiita access token: 1,000 requests per hour instead of 60. */
  token?: string | null;
  /** Items per page, 1..100. */
  perPage?: number;
  /** Qiita serves at most 100 pages. */
  maxPages?: number;
  fullScanIntervalDays?: number;
  now?: () => Date;
}

interface QiitaCursor {
  validators: Record<string, { etag?: string | null }>;
  since: string | null;
  /** Per item id: `${updated_at}|${likes}|${stocks}`. */
  items: Record<string, string>;
  fullScanAt: string | null;
}

const SUMMARY_MAX = 400;

function readCursor(cursor: SyncCursor | null): QiitaCursor {
  const c = (cursor ?? {}) as Partial<QiitaCursor>;
  return {
    validators: cursorRecord(c.validators),
    since: typeof c.since === 'string' ? c.since : null,
    items: cursorRecord(c.items),
    fullScanAt: typeof c.fullScanAt === 'string' ? c.fullScanAt : null,
  };
}

const fingerprint = (item: QiitaItem): string =>
  `${item.updatedAt}|${item.likesCount}|${item.stocksCount}`;

function toOutput(item: QiitaItem): ImportedOutput {
  return {
    source: 'qiita',
    kind: 'article',
    externalId: item.id,
    url: item.url,
    title: item.title,
    summary: toPlainText(item.renderedBody, SUMMARY_MAX) || null,
    postedAt: new Date(item.createdAt),
    tags: item.tags,
    likes: item.likesCount,
    stocks: item.stocksCount,
    stars: null,
    pageViews: item.pageViewsCount,
    data: {
      headlines: headlines(item.renderedBody),
      stockers_count: item.stocksCount,
      comments_count: item.commentsCount,
      reactions_count: item.reactionsCount,
      updated_at: item.updatedAt,
    },
  };
}

export function createQiitaClient(http: OutboundHttp, options: QiitaClientOptions): SourceClient {
  const base = options.apiUrl.replace(/\/+$/, '');
  const perPage = Math.min(100, Math.max(1, options.perPage ?? 100));
  const maxPages = Math.min(100, options.maxPages ?? 100);
  const fullScanMs = (options.fullScanIntervalDays ?? 7) * 86_400_000;
  const now = options.now ?? (() => new Date());
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
  };
  const get = (url: string, etag?: string | null): Promise<OutboundResponse> =>
    http.get({ url, headers, etag: etag ?? null });

  return {
    source: 'qiita',
    async fetchAll(account: string, cursor: SyncCursor | null): Promise<ImportResult> {
      const prev = readCursor(cursor);
      const at = now();
      const next: QiitaCursor = {
        validators: {},
        since: prev.since,
        items: {},
        fullScanAt: prev.fullScanAt,
      };
      const remember = (url: string, res: OutboundResponse) => {
        const etag = res.notModified ? (prev.validators[url]?.etag ?? res.etag) : res.etag;
        if (etag) next.validators[url] = { etag };
      };

      const userUrl = `${base}/api/v2/users/${encodeURIComponent(account)}`;
      const userRes = await get(userUrl, prev.validators[userUrl]?.etag);
      remember(userUrl, userRes);
      let profile: ImportedProfile | null = null;
      let userId = account;
      if (!userRes.notModified) {
        const user = parseQiitaUser(userRes.body);
        userId = user.id;
        profile = {
          htmlUrl: `${base}/${user.id}`,
          avatarUrl: user.profileImageUrl,
          displayName: user.name || null,
          followers: user.followersCount,
        };
      }

      const fullScan =
        prev.fullScanAt === null || at.getTime() - Date.parse(prev.fullScanAt) >= fullScanMs;
      const sinceMs = prev.since ? Date.parse(prev.since) : Number.NEGATIVE_INFINITY;
      const firstUrl = `${base}/api/v2/users/${encodeURIComponent(userId)}/items?page=1&per_page=${perPage}`;

      const outputs: ImportedOutput[] = [];
      const seen: string[] = [];
      let firstNotModified = false;
      let complete = false;
      let newest = sinceMs;
      let url: string | null = firstUrl;
      for (let page = 1; url && page <= maxPages; page++) {
        const first = url === firstUrl;
        const res = await get(url, first && !fullScan ? prev.validators[firstUrl]?.etag : null);
        if (first) remember(firstUrl, res);
        if (res.notModified) {
          firstNotModified = true;
          break;
        }
        const items = parseQiitaItems(res.body);
        let reachedKnown = false;
        for (const item of items) {
          const fp = fingerprint(item);
          seen.push(item.id);
          next.items[item.id] = fp;
          if (prev.items[item.id] !== fp) outputs.push(toOutput(item));
          const created = Date.parse(item.createdAt);
          newest = Math.max(newest, created);
          if (prev.items[item.id] !== undefined && created <= sinceMs) reachedKnown = true;
        }
        url = nextLink(res.headers.link);
        if (url === null) complete = true;
        else if (reachedKnown && !fullScan) break;
      }

      if (complete) {
        next.fullScanAt = at.toISOString();
      } else {
        // Not a full read: keep what is known about the items not read this time.
        next.items = { ...prev.items, ...next.items };
      }
      if (Number.isFinite(newest)) next.since = new Date(newest).toISOString();

      return {
        profile,
        outputs,
        presentExternalIds: complete ? seen : null,
        unchanged: userRes.notModified && firstNotModified,
        cursor: next as unknown as SyncCursor,
      };
    },
  };
}
