import { Parser } from 'htmlparser2';
import { absoluteHttpUrl } from './parse-feed';

const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml']);
const COMMENTS = /comment|コメント/i;

/**
 * The feed a blog page advertises: the first <link rel="alternate"
 * type="application/rss+xml|application/atom+xml" href>, skipping comment feeds when there
 * is another, resolved against <base href> and the page URL. Null when there is none.
 */
export function discoverFeed(html: string, pageUrl: string): string | null {
  const candidates: { href: string; title: string }[] = [];
  let base = pageUrl;
  let sawBase = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'base' && !sawBase && attribs.href) {
          // Only the first <base> counts, as in browsers.
          sawBase = true;
          base = absoluteHttpUrl(attribs.href, pageUrl) ?? pageUrl;
          return;
        }
        if (name !== 'link' || !attribs.href) return;
        const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
        const type = (attribs.type ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
        if (!rel.includes('alternate') || !FEED_TYPES.has(type)) return;
        const href = absoluteHttpUrl(attribs.href, base);
        if (href) candidates.push({ href, title: attribs.title ?? '' });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const isComments = (c: { href: string; title: string }) =>
    COMMENTS.test(c.title) || /\/comments?\/feed\/?$/i.test(new URL(c.href).pathname);
  return (candidates.find((c) => !isComments(c)) ?? candidates[0])?.href ?? null;
}
