import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../types';
import {
  parseSpeakerdeckFeed,
  parseTalkPage,
  presentationDateIn,
  talkExternalId,
  talkToOutput,
} from './parse-speakerdeck';

const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<feed xml:lang="en-US" xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
  <id>tag:speakerdeck.com,2005:/someone</id>
  <link rel="alternate" type="text/html" href="https://speakerdeck.com/someone"/>
  <title>Speaker Deck - Some One</title>
  <updated>2026-02-20T00:00:00Z</updated>
  <entry>
    <id>tag:speakerdeck.com,2005:Talk/4711</id>
    <published>2026-02-20T09:30:00+09:00</published>
    <updated>2026-02-20T09:30:00+09:00</updated>
    <link rel="alternate" type="text/html" href="https://speakerdeck.com/someone/rust-in-production"/>
    <title>本番の Rust</title>
    <content type="html">&lt;p&gt;Rust を本番で使った&lt;b&gt;一年&lt;/b&gt;の話&lt;/p&gt;</content>
    <media:thumbnail url="https://files.speakerdeck.com/presentations/abc/preview_slide_0.jpg?4711"/>
  </entry>
  <entry>
    <id>tag:speakerdeck.com,2005:Talk/4700</id>
    <published>2026-01-10T00:00:00Z</published>
    <link rel="alternate" type="text/html" href="https://speakerdeck.com/someone/lt"/>
    <title>LT</title>
  </entry>
</feed>`;

const PAGE = `<!DOCTYPE html><html><head><title>本番の Rust - Speaker Deck</title>
<meta name="description" content="Given on January 3, 2020 elsewhere"></head><body>
<h1 class="mb-4 h2">本番の Rust</h1>
<div class="deck-meta">
  <div class="text-muted"><svg></svg> February 19, 2026</div>
  <a class="text-muted" href="/someone/rust-in-production/stargazers" title="1,024 stars"><svg></svg> 1.0k</a>
  <span class="text-muted" title="12,345 views"><svg></svg> 12.3k</span>
</div>
<h2>More Decks by Some One</h2>
<span title="99 views">99</span>
</body></html>`;

function badPayload(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).kind).toBe('bad_payload');
    return (err as UpstreamError).message;
  }
  throw new Error('expected bad_payload');
}

describe('parseSpeakerdeckFeed', () => {
  it('reads the talks: number, page, title, plain description, upload time', () => {
    const feed = parseSpeakerdeckFeed(FEED);
    expect(feed.title).toBe('Speaker Deck - Some One');
    expect(feed.talks).toEqual([
      {
        externalId: '4711',
        url: 'https://speakerdeck.com/someone/rust-in-production',
        title: '本番の Rust',
        description: 'Rust を本番で使った一年の話',
        publishedAt: '2026-02-20T00:30:00.000Z',
        tags: [],
      },
      {
        externalId: '4700',
        url: 'https://speakerdeck.com/someone/lt',
        title: 'LT',
        description: null,
        publishedAt: '2026-01-10T00:00:00.000Z',
        tags: [],
      },
    ]);
  });

  it('refuses what is not a feed, and an entry without a title', () => {
    badPayload(() => parseSpeakerdeckFeed('<html><body>Speaker Deck</body></html>'));
    badPayload(() => parseSpeakerdeckFeed(FEED.slice(0, 400)));
    const untitled = FEED.replace('<title>LT</title>', '');
    expect(badPayload(() => parseSpeakerdeckFeed(untitled))).toContain('feed.entries[1].title');
  });

  it('takes the number of a Talk id, else the id itself', () => {
    expect(talkExternalId('tag:speakerdeck.com,2005:Talk/1284731')).toBe('1284731');
    expect(talkExternalId('https://speakerdeck.com/someone/lt')).toBe(
      'https://speakerdeck.com/someone/lt',
    );
  });
});

describe('parseTalkPage', () => {
  it("reads this talk's exact counts and date, not the abbreviated text or other decks", () => {
    expect(parseTalkPage(PAGE)).toEqual({
      views: 12345,
      stars: 1024,
      presentationDate: '2026-02-19',
    });
  });

  it('accepts the singular and a page without a date', () => {
    const page = '<h1>x</h1><a title="1 star">1</a><span title="1 view">1</span>';
    expect(parseTalkPage(page)).toEqual({ views: 1, stars: 1, presentationDate: null });
  });

  it('names what is missing', () => {
    expect(badPayload(() => parseTalkPage(PAGE.replace('title="12,345 views"', '')))).toContain(
      'views',
    );
    expect(badPayload(() => parseTalkPage(PAGE.replace('title="1,024 stars"', '')))).toContain(
      'stars',
    );
    expect(badPayload(() => parseTalkPage('<html><body>Page not found</body></html>'))).toContain(
      'talk page',
    );
  });

  it('reads English dates and refuses impossible ones', () => {
    expect(presentationDateIn('on December 5, 2024')).toBe('2024-12-05');
    expect(presentationDateIn('on February 30, 2024')).toBeNull();
  });
});

describe('talkToOutput', () => {
  it('makes a slide with stars, page views, presentation date and description', () => {
    const [talk] = parseSpeakerdeckFeed(FEED).talks;
    const out = talkToOutput(talk!, parseTalkPage(PAGE));
    expect(out).toMatchObject({
      source: 'speakerdeck',
      kind: 'slide',
      externalId: '4711',
      stars: 1024,
      pageViews: 12345,
      likes: null,
      summary: 'Rust を本番で使った一年の話',
      data: {
        presentation_date: '2026-02-19',
        description: 'Rust を本番で使った一年の話',
        star_count: 1024,
        view_count: 12345,
      },
    });
    expect(out.postedAt?.toISOString()).toBe('2026-02-20T00:30:00.000Z');
  });

  it('leaves the counts null when the page could not be read', () => {
    const [talk] = parseSpeakerdeckFeed(FEED).talks;
    expect(talkToOutput(talk!, null)).toMatchObject({ stars: null, pageViews: null });
  });
});
