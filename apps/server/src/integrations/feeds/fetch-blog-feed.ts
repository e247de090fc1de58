import { type OutboundHttp, type OutboundResponse, type SyncCursor, UpstreamError } from '../types';
import { discoverFeed } from './discover-feed';
import { type ParsedFeed, parseFeed } from './parse-feed';

export type Validators = NonNullable<SyncCursor['validators']>;

export interface BlogFeedResult {
  /** The feed's URL: the URL given when it is a feed, else the one the page links to. */
  feedUrl: string;
  /** Null when the feed answered 304 (unchanged since the cursor's validators). */
  feed: ParsedFeed | null;
  /** ETag / Last-Modified of the page and the feed, to keep in the cursor for next time. */
  validators: Validators;
}

const FEED_ACCEPT =
  'application/atom+xml, application/rss+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, text/html;q=0.7, */*;q=0.5';

/** The XML prologue, then the root element of a feed. */
const FEED_START =
  /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<(?:[\w.-]+:)?(?:rss|feed|RDF)[\s>/]/;

/** Whether a body is a feed (by its first element, whatever the Content-Type claims). */
function looksLikeFeed(body: string): boolean {
  return FEED_START.test(body.replace(/^\uFEFF/, '').slice(0, 4096));
}

/**
 * Reads a blog's feed given the blog's page or the feed itself. A page is searched for its
 * <link rel="alternate"> feed, which is then fetched through the same OutboundHttp (so the
 * address guard applies to it too). Both requests are conditional on the cursor's
 * validators. The cursor's `feedUrl` (a string the caller keeps from a previous result) is
 * used when the page answers 304, as its body is then not there to search.
 */
export async function fetchBlogFeed(
  http: OutboundHttp,
  pageOrFeedUrl: string,
  cursor: SyncCursor | null,
): Promise<BlogFeedResult> {
  const previous = cursor?.validators ?? {};
  const knownFeedUrl = typeof cursor?.feedUrl === 'string' ? cursor.feedUrl : null;
  const validators: Validators = {};

  const get = async (url: string, conditional: boolean): Promise<OutboundResponse> => {
    const known = conditional ? previous[url] : undefined;
    const res = await http.get({
      url,
      headers: { accept: FEED_ACCEPT },
      etag: known?.etag ?? null,
      lastModified: known?.lastModified ?? null,
    });
    validators[url] = {
      etag: res.etag ?? known?.etag ?? null,
      lastModified: res.lastModified ?? known?.lastModified ?? null,
    };
    return res;
  };

  let first = await get(pageOrFeedUrl, true);
  if (first.notModified) {
    if (knownFeedUrl === pageOrFeedUrl) return { feedUrl: pageOrFeedUrl, feed: null, validators };
    if (knownFeedUrl) return readFeed(knownFeedUrl);
    // Validators without a remembered feed: read the page again in full.
    first = await get(pageOrFeedUrl, false);
  }
  if (looksLikeFeed(first.body)) {
    return { feedUrl: pageOrFeedUrl, feed: parseFeed(first.body, first.url), validators };
  }
  const discovered = discoverFeed(first.body, first.url);
  if (!discovered) {
    // A feed whose start looksLikeFeed did not recognise still parses.
    const feed = tryParseFeed(first);
    if (feed) return { feedUrl: pageOrFeedUrl, feed, validators };
    throw new UpstreamError(
      'bad_payload',
      `${pageOrFeedUrl} is neither an RSS/Atom feed nor a page linking one (<link rel="alternate" type="application/rss+xml">)`,
      { url: pageOrFeedUrl },
    );
  }
  return readFeed(discovered);

  async function readFeed(feedUrl: string): Promise<BlogFeedResult> {
    const res = await get(feedUrl, true);
    if (res.notModified) return { feedUrl, feed: null, validators };
    if (looksLikeFeed(res.body)) return { feedUrl, feed: parseFeed(res.body, res.url), validators };
    const feed = tryParseFeed(res);
    if (feed) return { feedUrl, feed, validators };
    throw new UpstreamError('bad_payload', `${feedUrl}, linked as the blog's feed, is not a feed`, {
      url: feedUrl,
    });
  }
}

function tryParseFeed(res: OutboundResponse): ParsedFeed | null {
  try {
    return parseFeed(res.body, res.url);
  } catch {
    return null;
  }
}
