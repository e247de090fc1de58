import { fetchBlogFeed } from '../feeds/fetch-blog-feed';
import { toPlainText } from '../sanitize/sanitize-html';
import type { ImportedOutput, OutboundHttp, SourceClient } from '../types';

/** Characters of an entry's summary kept for the portfolio. */
const SUMMARY_CHARS = 400;

/**
 * A personal blog: its RSS 2.0 or Atom feed, given as the feed or as a page linking it. The
 * feed is the whole listing (blogs publish their latest entries), so every fetch that is
 * not a 304 replaces what is stored: entries that left the feed stay only if still listed.
 * Entries are kept as they were last seen; a feed's window moving past old entries removes
 * them, which is what the person's own blog says.
 */
export function createBlogClient(http: OutboundHttp): SourceClient {
  return {
    source: 'blog',
    async fetchAll(url, cursor) {
      const result = await fetchBlogFeed(http, url, cursor);
      const nextCursor = {
        ...(cursor ?? {}),
        validators: result.validators,
        feedUrl: result.feedUrl,
      };
      if (!result.feed) {
        return {
          profile: null,
          outputs: [],
          presentExternalIds: null,
          unchanged: true,
          cursor: nextCursor,
        };
      }
      const outputs: ImportedOutput[] = result.feed.entries.map((entry) => ({
        source: 'blog',
        kind: 'article',
        externalId: entry.id,
        url: entry.url,
        title: entry.title || entry.url,
        summary: entry.summaryHtml ? toPlainText(entry.summaryHtml, SUMMARY_CHARS) || null : null,
        postedAt: entry.publishedAt,
        tags: entry.tags,
        likes: null,
        stocks: null,
        stars: null,
        pageViews: null,
        data: {},
      }));
      return {
        profile: {
          htmlUrl: result.feed.link ?? url,
          avatarUrl: null,
          displayName: result.feed.title || null,
          followers: null,
        },
        outputs,
        presentExternalIds: outputs.map((o) => o.externalId),
        unchanged: false,
        cursor: nextCursor,
      };
    },
  };
}
