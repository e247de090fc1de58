import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toPlainText } from '../sanitize/sanitize-html';
import { UpstreamError } from '../types';
import { parseFeed, parseFeedDate } from './parse-feed';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function badPayload(run: () => unknown): UpstreamError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).kind).toBe('bad_payload');
    return err as UpstreamError;
  }
  throw new Error('expected bad_payload');
}

describe('parseFeed: Atom (はてなブログ)', () => {
  const feed = parseFeed(fixture('hatena-atom.xml'), 'https://matsumoto.hatenablog.com/feed');

  it('reads the feed title and page link', () => {
    expect(feed.title).toBe('まつもとの技術メモ');
    expect(feed.link).toBe('https://matsumoto.hatenablog.com/');
    expect(feed.entries).toHaveLength(2);
  });

  it('reads an entry: id, alternate link (not the enclosure), tags and published time', () => {
    const [first] = feed.entries;
    expect(first).toMatchObject({
      id: 'hatenablog://entry/6801883189091234567',
      url: 'https://matsumoto.hatenablog.com/entry/2025/03/01/100000',
      title: 'Go の generics で型安全なキャッシュを書いた',
      tags: ['Go', 'プログラミング'],
    });
    expect(first?.publishedAt?.toISOString()).toBe('2025-03-01T01:00:00.000Z');
    expect(first?.summaryHtml).toMatch(/^Go 1.18 で入った generics/);
  });

  it('falls back to the content when the summary is empty, decoding entities once', () => {
    const second = feed.entries[1];
    expect(second?.title).toBe('Rust & WebAssembly 入門');
    expect(second?.summaryHtml).toBe('<p>wasm-pack を使って&hellip;</p>');
    expect(toPlainText(second?.summaryHtml ?? '', 400)).toBe('wasm-pack を使って…');
  });

  it('reads xhtml and text content, xml:base and html titles', () => {
    const xml = `<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:base="https://blog.example.jp/">
  <title type="html">&lt;b&gt;ブログ&lt;/b&gt; &amp;amp; メモ</title>
  <link rel="self" href="/feed.atom"/>
  <link rel="alternate" type="text/html" href="/"/>
  <entry xml:base="/2025/">
    <id>tag:blog.example.jp,2025:1</id>
    <title>XHTML</title>
    <link rel="alternate" type="application/json" href="one.json"/>
    <link rel="alternate" type="text/html" href="one.html"/>
    <updated>2025-01-02T03:04:05Z</updated>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>段落 <em>強調</em> &amp; 記号</p></div></content>
  </entry>
  <entry>
    <id>tag:blog.example.jp,2025:2</id>
    <title>Text</title>
    <link href="two.html"/>
    <summary>1 &lt; 2 の話</summary>
  </entry>
</feed>`;
    const parsed = parseFeed(xml, 'https://blog.example.jp/feed.atom');
    expect(parsed.title).toBe('ブログ & メモ');
    expect(parsed.link).toBe('https://blog.example.jp/');
    expect(parsed.entries[0]).toMatchObject({
      url: 'https://blog.example.jp/2025/one.html',
      summaryHtml: '<p>段落 <em>強調</em> &amp; 記号</p>',
    });
    expect(parsed.entries[0]?.publishedAt?.toISOString()).toBe('2025-01-02T03:04:05.000Z');
    expect(parsed.entries[1]).toMatchObject({
      url: 'https://blog.example.jp/two.html',
      summaryHtml: '1 &lt; 2 の話',
      publishedAt: null,
      tags: [],
    });
  });
});

describe('parseFeed: RSS 2.0 (WordPress)', () => {
  const feed = parseFeed(fixture('wordpress-rss2.xml'), 'https://suzuki-web.example.jp/feed/');

  it('reads the channel, taking <link> rather than atom:link', () => {
    expect(feed.title).toBe('すずきのWeb開発ブログ');
    expect(feed.link).toBe('https://suzuki-web.example.jp/');
  });

  it('reads items with categories, guid and the description as summary', () => {
    const [first] = feed.entries;
    expect(first).toMatchObject({
      id: 'https://suzuki-web.example.jp/?p=1234',
      url: 'https://suzuki-web.example.jp/2025/03/nextjs-app-router/',
      title: 'Next.js の App Router に移行した話',
      tags: ['フロントエンド', 'Next.js', 'React'],
    });
    expect(first?.publishedAt?.toISOString()).toBe('2025-03-03T01:00:00.000Z');
    expect(toPlainText(first?.summaryHtml ?? '', 400)).toBe(
      'Pages Router から App Router への移行で詰まった点をまとめます。 … “Next.js の App Router に移行した話” の続きを読む',
    );
  });

  it('uses content:encoded when there is no description, resolves relative links and JST', () => {
    const second = feed.entries[1];
    expect(second).toMatchObject({
      id: 'https://suzuki-web.example.jp/2025/02/terraform-ecs/',
      url: 'https://suzuki-web.example.jp/2025/02/terraform-ecs/',
      title: 'Terraform で ECS & RDS を構築する',
      tags: ['インフラ', 'AWS'],
    });
    expect(second?.summaryHtml).toBe(
      '<h2>構成</h2><p>ALB → ECS (Fargate) → RDS&nbsp;の構成です。</p>',
    );
    expect(second?.publishedAt?.toISOString()).toBe('2025-02-15T09:30:00.000Z');
  });

  it('leaves out items without an http(s) link', () => {
    expect(feed.entries).toHaveLength(2);
    expect(feed.entries.map((e) => e.url).join(' ')).not.toContain('javascript');
  });
});

describe('parseFeed: RSS 1.0 (RDF)', () => {
  it('reads items beside the channel, with dc:date and dc:subject', () => {
    const feed = parseFeed(fixture('rss1-rdf.xml'));
    expect(feed.title).toBe('田中の開発日記');
    expect(feed.link).toBe('https://tanaka.example.jp/');
    expect(feed.entries).toEqual([
      {
        id: 'https://tanaka.example.jp/archives/42.html',
        url: 'https://tanaka.example.jp/archives/42.html',
        title: 'Perl から Python へ',
        summaryHtml: '移行の記録です。',
        publishedAt: new Date('2010-06-01T12:00:00Z'),
        tags: ['Python'],
      },
    ]);
  });
});

describe('parseFeed: refusals', () => {
  it.each([
    ['truncated', fixture('wordpress-rss2.xml').slice(0, 1500)],
    ['mismatched tags', '<rss version="2.0"><channel><title>x</channel></rss>'],
    ['an unquoted attribute', '<feed xmlns="http://www.w3.org/2005/Atom"><link href=x/></feed>'],
    ['junk after the root', '<rss><channel></channel></rss><rss/>'],
    ['text outside the root', 'hello <rss><channel/></rss>'],
    ['empty', ''],
  ])('refuses broken XML (%s) as bad_payload', (_name, xml) => {
    expect(badPayload(() => parseFeed(xml)).message).toMatch(/not well-formed XML/);
  });

  it.each([
    ['an HTML page', '<html><head><title>x</title></head><body></body></html>'],
    [
      'another XML vocabulary',
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>',
    ],
    ['RSS without a channel', '<rss version="2.0"></rss>'],
  ])('refuses %s as not a feed', (_name, xml) => {
    expect(badPayload(() => parseFeed(xml)).message).toMatch(/not an RSS or Atom feed/);
  });

  it('refuses entity declarations (billion laughs) at once', () => {
    const lol = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol9 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<rss version="2.0"><channel><title>&lol9;</title></channel></rss>`;
    const started = performance.now();
    expect(badPayload(() => parseFeed(lol)).message).toMatch(/entity declarations/);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('never resolves external entities (XXE)', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>&xxe;</title></channel></rss>`;
    expect(badPayload(() => parseFeed(xxe)).message).toMatch(/entity declarations/);
    // Without a declaration the reference stays as written: nothing is read.
    const feed = parseFeed('<rss version="2.0"><channel><title>&xxe;</title></channel></rss>');
    expect(feed.title).toBe('&xxe;');
  });

  it('accepts a plain DOCTYPE without declarations', () => {
    const feed = parseFeed(
      '<?xml version="1.0"?><!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://my.netscape.com/publish/formats/rss-0.91.dtd"><rss version="0.91"><channel><title>old</title><link>https://old.example.jp/</link></channel></rss>',
    );
    expect(feed).toEqual({ title: 'old', link: 'https://old.example.jp/', entries: [] });
  });
});

describe('parseFeedDate', () => {
  it.each([
    ['Mon, 03 Mar 2025 01:00:00 +0000', '2025-03-03T01:00:00.000Z'],
    ['Mon, 03 Mar 2025 10:00:00 +0900', '2025-03-03T01:00:00.000Z'],
    ['Mon, 03 Mar 2025 10:00:00 JST', '2025-03-03T01:00:00.000Z'],
    ['Mon, 03 Mar 2025 01:00:00 GMT', '2025-03-03T01:00:00.000Z'],
    ['2025-03-03T10:00:00+09:00', '2025-03-03T01:00:00.000Z'],
    ['2025-03-03T01:00:00Z', '2025-03-03T01:00:00.000Z'],
    ['2025-03-03T10:00:00', '2025-03-03T01:00:00.000Z'],
    ['2025-03-03 10:00', '2025-03-03T01:00:00.000Z'],
    ['2025-03-03', '2025-03-03T00:00:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(parseFeedDate(text)?.toISOString()).toBe(iso);
  });

  it.each(['', 'yesterday', '0000-01-01T00:00:00Z', '31/02/2025'])('gives null for %j', (text) => {
    expect(parseFeedDate(text)).toBeNull();
  });
});
