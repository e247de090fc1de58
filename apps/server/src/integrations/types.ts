/*
 * The seam between the outside-service clients (integrations/<service>/) and the portfolio
 * importers (modules/portfolio/). Clients speak each service's own format over an
 * OutboundHttp and hand back these normalised records; importers store them. Nothing here
 * touches the database.
 */

/** Every source a portfolio is built from. `blog` is a personal blog's RSS 2.0 / Atom feed. */
export const SOURCE_NAMES = [
  'github',
  'qiita',
  'zenn',
  'note',
  'speakerdeck',
  'teratail',
  'connpass',
  'blog',
] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];

/** What an output is, whatever site it came from. */
export type OutputKind = 'repo' | 'article' | 'slide' | 'reply' | 'event';

/* ------------------------------------------------------------------ HTTP */

export interface OutboundRequest {
  url: string;
  /** Extra request headers (Accept, Authorization from config, ...). */
  headers?: Record<string, string>;
  /** Conditional request: sent as If-None-Match / If-Modified-Since. */
  etag?: string | null;
  lastModified?: string | null;
  /** Bodies larger than this are refused with UpstreamError('too_large'). Default 5 MiB. */
  maxBytes?: number;
  /** Per request, default 10 s. */
  timeoutMs?: number;
}

export interface OutboundResponse {
  /** 200..299 or 304; anything else is thrown as an UpstreamError. */
  status: number;
  /** The URL finally answered, after redirects. */
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Empty for 304. */
  body: string;
  notModified: boolean;
  etag: string | null;
  lastModified: string | null;
}

/**
 * The only way server code reaches the outside. Implementations refuse private, loopback and
 * link-local addresses (through redirects and DNS too) except configured test upstreams,
 * retry transient failures with backoff, and turn rate-limit answers into
 * UpstreamError('rate_limited') with the time to wait.
 */
export interface OutboundHttp {
  get(request: OutboundRequest): Promise<OutboundResponse>;
}

export type UpstreamErrorKind =
  /** 429, or 403 with X-RateLimit-Remaining: 0, or Retry-After on a 403/503. */
  | 'rate_limited'
  /** Connection refused/reset, DNS failure, 5xx after retries. */
  | 'unavailable'
  | 'timeout'
  /** 404/410: the account or page does not exist. */
  | 'not_found'
  /** Any other 4xx. */
  | 'rejected'
  /** The body could not be understood (bad JSON, not a feed, missing fields). */
  | 'bad_payload'
  | 'too_large'
  /** The URL or an address it resolves or redirects to is not allowed (SSRF guard). */
  | 'blocked_address'
  /** Not http(s), credentials in the URL, or otherwise unusable. */
  | 'invalid_url';

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly details: { status?: number; retryAfterSeconds?: number; url?: string } = {},
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/* --------------------------------------------------------------- records */

/** Kind-specific facts, as the public JSON schema of reference-data names them. */
export interface RepoData {
  description: string | null;
  language: string | null;
  languages: { name: string; bytes: number }[];
  /** The person's own contributions to this repo (0 when not found among contributors). */
  contributions: number;
  contributors_count: number;
  forks: number;
  is_fork: boolean;
  /** Public and not archived: counts as open source. */
  is_oss: boolean;
  is_owner: boolean;
  stargazers_count: number;
  /** For a fork: the parent's contributions by the person and the parent's stars. */
  original_repo_contributions: number;
  original_stars_count: number;
  contributors: { login: string; contributions: number }[];
  contributors_from_commits: { login: string; contributions: number }[];
  pushed_at: string | null;
}

export interface EventData {
  is_tech_event: boolean;
  is_presenter: boolean;
  is_organizer: boolean;
  /** connpass participation status: 参加者, 補欠, 管理者, ... as the service says. */
  status: string;
  place: string | null;
}

export interface ImportedOutput {
  source: SourceName;
  kind: OutputKind;
  /** Stable id at the source (repo id, item id, article slug, feed entry id or link). */
  externalId: string;
  url: string;
  title: string;
  /** Plain text (HTML stripped and sanitised), at most 400 characters, or null. */
  summary: string | null;
  /** When it was posted, held, answered or last pushed. */
  postedAt: Date | null;
  tags: string[];
  /** Reach, where the source reports it (null where it does not). */
  likes: number | null;
  /** Qiita stocks. */
  stocks: number | null;
  /** GitHub stars, Speaker Deck stars. */
  stars: number | null;
  /** Speaker Deck views, Qiita page views when given. */
  pageViews: number | null;
  /** RepoData for repos, EventData for events, a small record for the rest. */
  data: Record<string, unknown>;
}

export interface ImportedProfile {
  /** The person's page at the source. */
  htmlUrl: string;
  avatarUrl: string | null;
  displayName: string | null;
  followers: number | null;
}

/** What a client remembers between runs to import incrementally (stored as JSON). */
export interface SyncCursor {
  /** ETag / Last-Modified per request URL. */
  validators?: Record<string, { etag?: string | null; lastModified?: string | null }>;
  /** ISO time of the newest item seen, for since-style APIs. */
  since?: string | null;
  [key: string]: unknown;
}

export interface ImportResult {
  profile: ImportedProfile | null;
  /**
   * Outputs that are new or changed since the cursor (all of them on a first import).
   * Outputs the client skipped as unchanged are not repeated: the importer keeps them.
   */
  outputs: ImportedOutput[];
  /**
   * Every external id the source lists now, when the client read the whole listing; the
   * importer removes stored outputs not in it. Null when the listing itself was unchanged
   * (304) or not read in full.
   */
  presentExternalIds: string[] | null;
  /** GitHub only: contributions per day for the last year. */
  contributionDays?: { date: string; count: number }[];
  /** True when every conditional request answered 304: nothing to store. */
  unchanged: boolean;
  cursor: SyncCursor;
}

/** One client per source. `account` is the user name at the source, or a blog page URL. */
export interface SourceClient {
  source: SourceName;
  fetchAll(account: string, cursor: SyncCursor | null): Promise<ImportResult>;
}
