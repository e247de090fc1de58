import { cursorRecord } from '../cursor';
import type {
  ImportedOutput,
  ImportedProfile,
  ImportResult,
  OutboundHttp,
  OutboundResponse,
  SourceClient,
  SyncCursor,
} from '../types';
import { parseZennArticles, parseZennUser, type ZennArticle } from './parse-zenn';

/*
 * Zenn importer client: the profile (follower_count) and every article of the user
 * (order=latest, following next_page). Zenn's API and its pages share one host, so article
 * URLs are the configured base + the article's path.
 *
 * Incremental, like the Qiita client: the first page is requested with its ETag (304 and
 * an unchanged profile -> unchanged); otherwise pages are read until an already known
 * article no newer than the cursor's `since` appears. Only new or changed articles (likes,
 * body_updated_at, title) are returned; a full read every `fullScanIntervalDays` catches
 * likes on older articles and reports presentExternalIds.
 */

export interface ZennClientOptions {
  /** https://zenn.dev (config ZENN_API_URL): the API is under /api, pages at the root. */
  apiUrl: string;
  /** Zenn has no API tokens; accepted for symmetry and ignored. */
  token?: string | null;
  /** Articles per page (Zenn's `count`); unset leaves Zenn's default. */
  perPage?: number;
  maxPages?: number;
  fullScanIntervalDays?: number;
  now?: () => Date;
}

interface ZennCursor {
  validators: Record<string, { etag?: string | null }>;
  since: string | null;
  /** Per slug: `${liked_count}|${body_updated_at}|${title}`. */
  items: Record<string, string>;
  fullScanAt: string | null;
}

function readCursor(cursor: SyncCursor | null): ZennCursor {
  const c = (cursor ?? {}) as Partial<ZennCursor>;
  return {
    validators: cursorRecord(c.validators),
    since: typeof c.since === 'string' ? c.since : null,
    items: cursorRecord(c.items),
    fullScanAt: typeof c.fullScanAt === 'string' ? c.fullScanAt : null,
  };
}

const fingerprint = (a: ZennArticle): string =>
  `${a.likedCount}|${a.bodyUpdatedAt ?? ''}|${a.title}`;

export function createZennClient(http: OutboundHttp, options: ZennClientOptions): SourceClient {
  const base = options.apiUrl.replace(/\/+$/, '');
  const maxPages = options.maxPages ?? 50;
  const fullScanMs = (options.fullScanIntervalDays ?? 7) * 86_400_000;
  const now = options.now ?? (() => new Date());
  const headers = { Accept: 'application/json' };
  const get = (url: string, etag?: string | null): Promise<OutboundResponse> =>
    http.get({ url, headers, etag: etag ?? null });
  const pageUrl = (username: string, page: number) =>
    `${base}/api/articles?username=${encodeURIComponent(username)}&order=latest&page=${page}${
      options.perPage ? `&count=${options.perPage}` : ''
    }`;

  const toOutput = (a: ZennArticle): ImportedOutput => ({
    source: 'zenn',
    kind: 'article',
    externalId: a.slug,
    url: `${base}${a.path}`,
    title: a.title,
    summary: null,
    postedAt: new Date(a.publishedAt),
    tags: a.topics,
    likes: a.likedCount,
    stocks: null,
    stars: null,
    pageViews: null,
    data: {
      id: a.id,
      emoji: a.emoji,
      article_type: a.articleType,
      bookmarked_count: a.bookmarkedCount,
      comments_count: a.commentsCount,
      body_updated_at: a.bodyUpdatedAt,
    },
  });

  return {
    source: 'zenn',
    async fetchAll(account: string, cursor: SyncCursor | null): Promise<ImportResult> {
      const prev = readCursor(cursor);
      const at = now();
      const next: ZennCursor = {
        validators: {},
        since: prev.since,
        items: {},
        fullScanAt: prev.fullScanAt,
      };
      const remember = (url: string, res: OutboundResponse) => {
        const etag = res.notModified ? (prev.validators[url]?.etag ?? res.etag) : res.etag;
        if (etag) next.validators[url] = { etag };
      };

      const userUrl = `${base}/api/users/${encodeURIComponent(account)}`;
      const userRes = await get(userUrl, prev.validators[userUrl]?.etag);
      remember(userUrl, userRes);
      let profile: ImportedProfile | null = null;
      let username = account;
      if (!userRes.notModified) {
        const user = parseZennUser(userRes.body);
        username = user.username;
        profile = {
          htmlUrl: `${base}/${user.username}`,
          avatarUrl: user.avatarUrl,
          displayName: user.name,
          followers: user.followerCount,
        };
      }

      const fullScan =
        prev.fullScanAt === null || at.getTime() - Date.parse(prev.fullScanAt) >= fullScanMs;
      const sinceMs = prev.since ? Date.parse(prev.since) : Number.NEGATIVE_INFINITY;
      const firstUrl = pageUrl(username, 1);

      const outputs: ImportedOutput[] = [];
      const seen: string[] = [];
      let firstNotModified = false;
      let complete = false;
      let newest = sinceMs;
      let page: number | null = 1;
      for (let read = 0; page !== null && read < maxPages; read++) {
        const url = pageUrl(username, page);
        const first = page === 1;
        const res = await get(url, first && !fullScan ? prev.validators[firstUrl]?.etag : null);
        if (first) remember(firstUrl, res);
        if (res.notModified) {
          firstNotModified = true;
          break;
        }
        const { articles, nextPage } = parseZennArticles(res.body);
        let reachedKnown = false;
        for (const a of articles) {
          const fp = fingerprint(a);
          seen.push(a.slug);
          next.items[a.slug] = fp;
          if (prev.items[a.slug] !== fp) outputs.push(toOutput(a));
          const published = Date.parse(a.publishedAt);
          newest = Math.max(newest, published);
          if (prev.items[a.slug] !== undefined && published <= sinceMs) reachedKnown = true;
        }
        if (nextPage !== null && nextPage <= page) break; // a broken pager must not loop
        page = nextPage;
        if (page === null) complete = true;
        else if (reachedKnown && !fullScan) break;
      }

      if (complete) next.fullScanAt = at.toISOString();
      else next.items = { ...prev.items, ...next.items };
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
