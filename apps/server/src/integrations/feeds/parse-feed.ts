import { toPlainText } from '../sanitize/sanitize-html';
import { UpstreamError } from '../types';
import {
  childElement,
  childElements,
  parseXml,
  textContent,
  type XmlDocument,
  type XmlElement,
  XmlError,
} from './xml-reader';

/** One post of a blog feed. */
export interface FeedEntry {
  /** Atom id, RSS guid, or the link when neither is given. */
  id: string;
  /** Absolute http(s) URL of the post. */
  url: string;
  /** Plain text. */
  title: string;
  /**
   * The summary (Atom summary, RSS description) or else the content (Atom content,
   * content:encoded), as HTML from outside: sanitise or reduce to text before use.
   */
  summaryHtml: string;
  publishedAt: Date | null;
  tags: string[];
}

export interface ParsedFeed {
  title: string;
  /** The blog's own page, when the feed names it. */
  link: string | null;
  entries: FeedEntry[];
}

const ATOM = ['http://www.w3.org/2005/Atom', 'http://purl.org/atom/ns#'];
/** RSS 2.0 has no namespace; RSS 1.0 and 0.90 (RDF) have these. */
const RSS = [null, 'http://purl.org/rss/1.0/', 'http://my.netscape.com/rdf/simple/0.9/'];
const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const CONTENT = ['http://purl.org/rss/1.0/modules/content/'];
const DC = ['http://purl.org/dc/elements/1.1/'];

const MAX_TITLE_CHARS = 500;
const MAX_TAG_CHARS = 100;
const MAX_TAGS = 30;

/**
 * Parses an RSS 2.0, RSS 1.0 (RDF) or Atom 1.0 feed. Relative links are resolved against
 * xml:base and then `feedUrl`. Entries without a usable http(s) link are left out. Broken
 * XML, or XML that is not a feed, is UpstreamError('bad_payload').
 */
export function parseFeed(xml: string, feedUrl?: string): ParsedFeed {
  let doc: XmlDocument;
  try {
    doc = parseXml(xml);
  } catch (err) {
    if (err instanceof XmlError) {
      throw new UpstreamError('bad_payload', `the feed is not well-formed XML: ${err.message}`, {
        url: feedUrl,
      });
    }
    throw err;
  }
  const { root } = doc;
  if (root.local === 'feed' && (root.ns === null || ATOM.includes(root.ns))) {
    return parseAtom(doc, feedUrl);
  }
  if (root.local === 'rss' && root.ns === null) {
    const channel = childElement(root, 'channel', RSS);
    if (!channel) throw notAFeed('<rss> without <channel>', feedUrl);
    return parseRss(channel, childElements(channel, 'item', RSS), feedUrl);
  }
  if (root.local === 'RDF' && root.ns === RDF) {
    const channel = childElement(root, 'channel', RSS);
    if (!channel) throw notAFeed('<rdf:RDF> without <channel>', feedUrl);
    return parseRss(channel, childElements(root, 'item', RSS), feedUrl);
  }
  throw notAFeed(`the document is <${root.name}>`, feedUrl);
}

function notAFeed(why: string, feedUrl: string | undefined): UpstreamError {
  return new UpstreamError('bad_payload', `not an RSS or Atom feed: ${why}`, { url: feedUrl });
}

/* ------------------------------------------------------------------ Atom */

function parseAtom(doc: XmlDocument, feedUrl: string | undefined): ParsedFeed {
  const feed = doc.root;
  const base = withBase(feedUrl, feed);
  const entries: FeedEntry[] = [];
  for (const entry of childElements(feed, 'entry', ATOM)) {
    const entryBase = withBase(base, entry);
    const url = atomLink(entry, entryBase);
    if (!url) continue;
    const id = text(childElement(entry, 'id', ATOM)) || url;
    const summary = atomHtml(doc, childElement(entry, 'summary', ATOM));
    const content = atomHtml(doc, childElement(entry, 'content', ATOM));
    const date =
      childElement(entry, 'published', ATOM) ??
      childElement(entry, 'issued', ATOM) ??
      childElement(entry, 'updated', ATOM) ??
      childElement(entry, 'modified', ATOM);
    entries.push({
      id,
      url,
      title: atomTitle(doc, childElement(entry, 'title', ATOM)),
      summaryHtml: summary.trim() ? summary : content,
      publishedAt: parseFeedDate(text(date)),
      tags: tagsOf([
        ...childElements(entry, 'category', ATOM).map((c) => c.attrs.label || c.attrs.term || ''),
        ...childElements(entry, 'subject', DC).map(text),
      ]),
    });
  }
  return {
    title: atomTitle(doc, childElement(feed, 'title', ATOM)),
    link: atomLink(feed, base),
    entries,
  };
}

/** The alternate (HTML) link of a feed or entry: rel="alternate" or no rel, text/html first. */
function atomLink(element: XmlElement, base: string | undefined): string | null {
  const alternates = childElements(element, 'link', ATOM).filter(
    (l) => (l.attrs.rel ?? 'alternate').toLowerCase() === 'alternate' && l.attrs.href,
  );
  const preferred =
    alternates.find((l) => /html/i.test(l.attrs.type ?? 'text/html')) ?? alternates[0];
  return preferred ? absoluteHttpUrl(preferred.attrs.href, base) : null;
}

/** An Atom text construct as HTML: type html as is, xhtml as its markup, text escaped. */
function atomHtml(doc: XmlDocument, element: XmlElement | undefined): string {
  if (!element || element.attrs.src !== undefined) return '';
  const type = (element.attrs.type ?? element.attrs.mode ?? 'text').toLowerCase();
  if (type === 'xhtml' || type === 'xml' || type === 'application/xhtml+xml') {
    const div = childElement(element, 'div') ?? element;
    return doc.source.slice(div.innerStart, div.innerEnd).trim();
  }
  if (type === 'base64') return '';
  if (type === 'html' || type === 'escaped' || type.includes('html')) return textContent(element);
  return escapeHtml(textContent(element));
}

function atomTitle(doc: XmlDocument, element: XmlElement | undefined): string {
  if (!element) return '';
  const type = (element.attrs.type ?? 'text').toLowerCase();
  if (type === 'text' || type === 'text/plain') return collapse(textContent(element));
  return toPlainText(atomHtml(doc, element), MAX_TITLE_CHARS);
}

/* ------------------------------------------------------------------- RSS */

function parseRss(
  channel: XmlElement,
  items: XmlElement[],
  feedUrl: string | undefined,
): ParsedFeed {
  const base = withBase(feedUrl, channel);
  const entries: FeedEntry[] = [];
  for (const item of items) {
    const itemBase = withBase(base, item);
    const guidElement = childElement(item, 'guid', RSS);
    const guid = text(guidElement);
    const guidIsLink = (guidElement?.attrs.isPermaLink ?? 'true').toLowerCase() !== 'false';
    const link = text(childElement(item, 'link', RSS)) || item.attrs['rdf:about'] || '';
    const url =
      absoluteHttpUrl(link, itemBase) ?? (guidIsLink ? absoluteHttpUrl(guid, itemBase) : null);
    if (!url) continue;
    const description = textContent(childElement(item, 'description', RSS) ?? emptyElement);
    const encoded = textContent(childElement(item, 'encoded', CONTENT) ?? emptyElement);
    entries.push({
      id: guid || url,
      url,
      title: collapse(text(childElement(item, 'title', RSS))),
      summaryHtml: description.trim() ? description : encoded,
      publishedAt: parseFeedDate(
        text(childElement(item, 'pubDate', RSS)) || text(childElement(item, 'date', DC)),
      ),
      tags: tagsOf([
        ...childElements(item, 'category', RSS).map(text),
        ...childElements(item, 'subject', DC).map(text),
      ]),
    });
  }
  return {
    title: collapse(text(childElement(channel, 'title', RSS))),
    link: absoluteHttpUrl(text(childElement(channel, 'link', RSS)), base),
    entries,
  };
}

/* --------------------------------------------------------------- helpers */

const emptyElement: XmlElement = {
  name: '',
  local: '',
  ns: null,
  attrs: {},
  children: [],
  innerStart: 0,
  innerEnd: 0,
};

function text(element: XmlElement | undefined): string {
  return element ? textContent(element).trim() : '';
}

function collapse(value: string): string {
  const collapsed = value.replace(/\s+/g, ' ').trim();
  return Array.from(collapsed).length > MAX_TITLE_CHARS
    ? `${Array.from(collapsed)
        .slice(0, MAX_TITLE_CHARS - 1)
        .join('')}…`
    : collapsed;
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The base URL for an element's content: its xml:base resolved against the outer base. */
function withBase(base: string | undefined, element: XmlElement): string | undefined {
  const own = element.attrs['xml:base'];
  if (!own) return base;
  try {
    return new URL(own, base).href;
  } catch {
    return base;
  }
}

/** An absolute http(s) URL, or null for anything else (javascript:, mailto:, garbage). */
export function absoluteHttpUrl(
  value: string | undefined,
  base: string | undefined,
): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

function tagsOf(values: string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    const tag = Array.from(value.replace(/\s+/g, ' ').trim()).slice(0, MAX_TAG_CHARS).join('');
    if (tag && !out.includes(tag)) out.push(tag);
    if (out.length >= MAX_TAGS) break;
  }
  return out;
}

/** Zone abbreviations seen in RFC 822 dates that Date.parse does not know. */
const ZONES: Record<string, string> = { JST: '+0900', KST: '+0900', UTC: '+0000', CET: '+0100' };

/**
 * RFC 822 (RSS) and RFC 3339 / W3C-DTF (Atom, dc:date) dates. A date and time without a
 * zone is read as Japan time, the likeliest for the blogs Kiseki imports. Null when unreadable.
 */
export function parseFeedDate(value: string): Date | null {
  let text = value.trim();
  if (!text) return null;
  text = text.replace(/\b(JST|KST|UTC|CET)$/i, (zone) => ZONES[zone.toUpperCase()] ?? zone);
  const isoWithoutZone = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.exec(text);
  if (isoWithoutZone) text = `${text.replace(' ', 'T')}+09:00`;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  return year >= 1990 && year <= 2200 ? date : null;
}
