import { describe, expect, it } from 'vitest';
import { discoverFeed } from './discover-feed';

const page = (head: string) =>
  `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>ブログ</title>${head}</head><body><p>本文</p></body></html>`;

describe('discoverFeed', () => {
  it('finds an Atom link and resolves a relative href against the page URL', () => {
    const html = page(
      '<link rel="alternate" type="application/atom+xml" title="Atom" href="feed">',
    );
    expect(discoverFeed(html, 'https://matsumoto.hatenablog.com/about/')).toBe(
      'https://matsumoto.hatenablog.com/about/feed',
    );
    expect(
      discoverFeed(
        page('<link rel="alternate" type="application/rss+xml" href="/rss">'),
        'https://a.example.jp/x/y',
      ),
    ).toBe('https://a.example.jp/rss');
  });

  it('takes the first feed, preferring one that is not a comments feed', () => {
    const html = page(`
      <link rel="stylesheet" href="/style.css">
      <link rel="alternate" type="application/rss+xml" title="すずきのブログ &raquo; コメントフィード" href="https://suzuki.example.jp/comments/feed/">
      <link rel="alternate" type="application/rss+xml" title="すずきのブログ &raquo; フィード" href="https://suzuki.example.jp/feed/">
      <link rel="alternate" type="application/atom+xml" title="Atom" href="https://suzuki.example.jp/feed/atom/">`);
    expect(discoverFeed(html, 'https://suzuki.example.jp/')).toBe(
      'https://suzuki.example.jp/feed/',
    );
  });

  it('falls back to a comments feed when it is the only one', () => {
    const html = page(
      '<link rel="alternate" type="application/rss+xml" title="Comments" href="/c.xml">',
    );
    expect(discoverFeed(html, 'https://e.example.jp/')).toBe('https://e.example.jp/c.xml');
  });

  it('reads rel, type and attribute names case-insensitively, and honours <base href>', () => {
    const html = page(
      '<base href="https://cdn.example.jp/blog/"><LINK REL="Alternate Feed" TYPE="Application/RSS+XML; charset=utf-8" HREF="index.xml">',
    );
    expect(discoverFeed(html, 'https://www.example.jp/')).toBe(
      'https://cdn.example.jp/blog/index.xml',
    );
  });

  it('ignores other alternates, unusable hrefs and links without href', () => {
    const html = page(`
      <link rel="alternate" hreflang="en" href="/en/">
      <link rel="alternate" type="application/json+oembed" href="/oembed">
      <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
      <link rel="alternate" type="application/rss+xml">
      <link rel="feed" type="application/rss+xml" href="/not-alternate.xml">`);
    expect(discoverFeed(html, 'https://e.example.jp/')).toBeNull();
  });

  it('gives null for a page without a feed, or for no HTML at all', () => {
    expect(discoverFeed(page(''), 'https://e.example.jp/')).toBeNull();
    expect(discoverFeed('', 'https://e.example.jp/')).toBeNull();
    expect(discoverFeed('{"json":true}', 'https://e.example.jp/')).toBeNull();
  });
});
