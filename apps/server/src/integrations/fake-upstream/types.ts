import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * The local fake upstream answers in each outside service's own format, so tests, browser
 * tests and the offline demo run the real clients end to end. One HTTP server, one path
 * prefix per service (GITHUB_API_URL = http://127.0.0.1:4010/github-api, ...).
 */

/** How a test makes a service misbehave (set through POST /__control). */
export type FakeMode =
  | 'normal'
  /** 429 with Retry-After (GitHub: 403 with X-RateLimit-Remaining: 0 and X-RateLimit-Reset). */
  | 'rate_limited'
  /** 200 with a body that is not the service's format (truncated JSON, HTML for a feed). */
  | 'broken'
  /** 503, or the socket closed without an answer. */
  | 'down';

export interface FakeState {
  /** Per service prefix (e.g. 'github-api', 'qiita'). Missing means normal. */
  modes: Record<string, FakeMode>;
  /** Every request seen, newest last: for tests that assert no refetch of unchanged data. */
  requests: { method: string; path: string; status: number; ifNoneMatch: string | null }[];
  /**
   * Bumped by POST /__control {touch: {service, account}} to simulate new activity: the
   * service then answers that account's data with one more (newest) item and a new ETag.
   */
  revisions: Record<string, number>;
}

/** One service's routes under its prefix. Returns false when the path is not its own. */
export type FakeServiceHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  /** Path below the prefix, with the query, e.g. new URL('/users/foo/repos?page=1', base). */
  url: URL,
  state: FakeState,
) => boolean | Promise<boolean>;

export interface FakeService {
  /** Path prefix without slashes, e.g. 'qiita'. */
  prefix: string;
  handle: FakeServiceHandler;
}
