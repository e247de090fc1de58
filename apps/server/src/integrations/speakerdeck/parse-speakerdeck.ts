import { parseFeed } from '../feeds/parse-feed';
import { toPlainText } from '../sanitize/sanitize-html';
import { type ImportedOutput, UpstreamError } from '../types';

/*
 * Pure readers of what Speaker Deck publishes (it has no API):
 *
 * The user's Atom feed (https://speakerdeck.com/{user}.atom): one entry per talk with id
 * tag:speakerdeck.com,2005:Talk/<id>, the talk page as link rel=alternate, title, published
 * and the description as HTML content. It has no view or star counts.
 *
 * The talk page (https://speakerdeck.com/{user}/{slug}): the counts sit in title attributes
 * next to abbreviated text ("4.2k"): title="4,218 views" on a span and title="37 stars" on
 * the link to the stargazers; the day the talk was presented is printed as "June 13, 2026".
 * Only the talk's header is read (from its <h1> to the next heading), so the counts of other
 * decks listed further down ("More Decks by ...") are never taken for this talk's.
 *
 * Missing fields the importer needs throw UpstreamError('bad_payload') naming the field.
 */

const bad = (where: string, expected: string): never => {
  throw new UpstreamError('bad_payload', `Speaker Deck answer: ${where} should be ${expected}`);
};

export interface SpeakerdeckTalkEntry {
  /** The talk's number (from tag:speakerdeck.com,2005:Talk/<id>), else the entry id. */
  externalId: string;
  url: string;
  title: string;
  /** Plain text, at most 400 characters, or null. */
  description: string | null;
  publishedAt: string | null;
  tags: string[];
}

export interface SpeakerdeckFeed {
  title: string | null;
  talks: SpeakerdeckTalkEntry[];
}

/** 'tag:speakerdeck.com,2005:Talk/1284731' -> '1284731'. */
export const talkExternalId = (entryId: string): string =>
  /(?:^|[:/])Talk\/(\d+)$/.exec(entryId.trim())?.[1] ?? entryId.trim();

/** GET /{user}.atom */
export function parseSpeakerdeckFeed(xml: string, feedUrl?: string): SpeakerdeckFeed {
  const feed = parseFeed(xml, feedUrl);
  const talks = feed.entries.map((e, i): SpeakerdeckTalkEntry => {
    const where = `feed.entries[${i}]`;
    if (!e.url) bad(`${where}.link`, 'the talk page URL');
    if (!e.title) bad(`${where}.title`, 'a non-empty string');
    const id = e.id || e.url;
    const description = e.summaryHtml ? toPlainText(e.summaryHtml, 400) : '';
    return {
      externalId: talkExternalId(id),
      url: e.url,
      title: e.title,
      description: description || null,
      publishedAt: e.publishedAt ? e.publishedAt.toISOString() : null,
      tags: e.tags,
    };
  });
  return { title: feed.title || null, talks };
}

export interface SpeakerdeckTalkStats {
  views: number;
  stars: number;
  /** YYYY-MM-DD, or null when the page shows no date. */
  presentationDate: string | null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** How far after the talk's <h1> its date and counts may be. */
const HEADER_CHARS = 8000;

const countIn = (html: string, noun: string): number | null => {
  const m = new RegExp(`title=["']\\s*([\\d,]+)\\s+${noun}s?\\s*["']`, 'i').exec(html);
  if (!m) return null;
  const n = Number(m[1]!.replaceAll(',', ''));
  return Number.isSafeInteger(n) ? n : null;
};

/** "June 13, 2026" (the first such date after the title) -> "2026-06-13". */
export function presentationDateIn(html: string): string | null {
  const re = new RegExp(`\\b(${MONTHS.join('|')})\\s+(\\d{1,2}),\\s*(\\d{4})\\b`, 'i');
  const m = re.exec(html);
  if (!m) return null;
  const month = MONTHS.indexOf(m[1]!.toLowerCase()) + 1;
  const day = Number(m[2]);
  const year = Number(m[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** GET /{user}/{slug}: views, stars and the presentation date. */
export function parseTalkPage(html: string): SpeakerdeckTalkStats {
  const h1 = html.search(/<h1[\s>]/i);
  if (h1 < 0) bad('talk page', 'an HTML page with the talk title in <h1>');
  // The talk's own header: from its <h1> to the next heading, and not further than that.
  const after = html.slice(h1 + 3, h1 + HEADER_CHARS);
  const nextHeading = after.search(/<h[2-6][\s>]/i);
  const main = nextHeading < 0 ? after : after.slice(0, nextHeading);
  const views = countIn(main, 'view');
  if (views === null) bad('talk page views', 'an element with title="N views"');
  const stars = countIn(main, 'star');
  if (stars === null) bad('talk page stars', 'an element with title="N stars"');
  return { views: views!, stars: stars!, presentationDate: presentationDateIn(main) };
}

/** A talk as an output: stars, pageViews = views, data.presentation_date and description. */
export function talkToOutput(
  talk: SpeakerdeckTalkEntry,
  stats: SpeakerdeckTalkStats | null,
): ImportedOutput {
  return {
    source: 'speakerdeck',
    kind: 'slide',
    externalId: talk.externalId,
    url: talk.url,
    title: talk.title,
    summary: talk.description,
    postedAt: talk.publishedAt ? new Date(talk.publishedAt) : null,
    tags: talk.tags,
    likes: null,
    stocks: null,
    stars: stats?.stars ?? null,
    pageViews: stats?.views ?? null,
    data: {
      presentation_date: stats?.presentationDate ?? null,
      description: talk.description,
      star_count: stats?.stars ?? null,
      view_count: stats?.views ?? null,
    },
  };
}
