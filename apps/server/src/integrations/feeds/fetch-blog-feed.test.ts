import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundHttp } from '../http/create-outbound-http';
import {
  type OutboundHttp,
  type OutboundRequest,
  type OutboundResponse,
  type SyncCursor,
  UpstreamError,
} from '../types';
import { fetchBlogFeed } from './fetch-blog-feed';

const atom = readFileSync(new URL('./fixtures/hatena-atom.xml', import.meta.url), 'utf8');
const rss = readFileSync(new URL('./fixtures/wordpress-rss2.xml', import.meta.url), 'utf8');

const blogPage = (feedHref: string) => `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>まつもとの技術メモ</title>
<link rel="alternate" type="application/atom+xml" title="Atom" href="${feedHref}">
<link rel="alternate" type="application/rss+xml" title="RSS2.0" href="${feedHref}?type=rss">
</head><body><h1>まつもとの技術メモ</h1></body></html>`;

interface Resource {
  body: string;
  contentType: string;
  etag: string;
}

/** An OutboundHttp over a table of URLs that honours If-None-Match, recording requests. */
function fakeHttp(resources: Record<string, Resource>) {
  const requests: OutboundRequest[] = [];
  const http: OutboundHttp = {
    async get(request) {
      requests.push(request);
      const resource = resources[request.url];
      if (!resource)
        throw new UpstreamError('not_found', 'answered 404', { status: 404, url: request.url });
      const base: Omit<OutboundResponse, 'status' | 'body' | 'notModified'> = {
        url: request.url,
        headers: { 'content-type': resource.contentType, etag: resource.etag },
        etag: resource.etag,
        lastModified: null,
      };
      if (request.etag === resource.etag)
        return { ...base, status: 304, body: '', notModified: true };
      return { ...base, status: 200, body: resource.body, notModified: false };
    },
  };
  return { http, requests };
}

async function expectBadPayload(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(UpstreamError);
    expect((err as UpstreamError).kind).toBe('bad_payload');
    return err as UpstreamError;
  }
  throw new Error('expected bad_payload');
}

const PAGE = 'https://matsumoto.hatenablog.com/';
const FEED = 'https://matsumoto.hatenablog.com/feed';

describe('fetchBlogFeed', () => {
  it('reads a feed URL directly', async () => {
    const { http } = fakeHttp({
      [FEED]: { body: atom, contentType: 'application/atom+xml', etag: '"f1"' },
    });
    const result = await fetchBlogFeed(http, FEED, null);
    expect(result.feedUrl).toBe(FEED);
    expect(result.feed?.title).toBe('まつもとの技術メモ');
    expect(result.feed?.entries).toHaveLength(2);
    expect(result.validators).toEqual({ [FEED]: { etag: '"f1"', lastModified: null } });
  });

  it('recognises a feed served as text/html or text/plain', async () => {
    const { http } = fakeHttp({ [FEED]: { body: rss, contentType: 'text/html', etag: '"x"' } });
    const result = await fetchBlogFeed(http, FEED, null);
    expect(result.feed?.entries[0]?.tags).toContain('Next.js');
  });

  it('discovers the feed of a blog page (relative link) and reads it', async () => {
    const { http, requests } = fakeHttp({
      [PAGE]: { body: blogPage('/feed'), contentType: 'text/html; charset=utf-8', etag: '"p1"' },
      [FEED]: { body: atom, contentType: 'application/atom+xml', etag: '"f1"' },
    });
    const result = await fetchBlogFeed(http, PAGE, null);
    expect(result.feedUrl).toBe(FEED);
    expect(result.feed?.entries[0]?.title).toBe('Go の generics で型安全なキャッシュを書いた');
    expect(requests.map((r) => r.url)).toEqual([PAGE, FEED]);
    expect(result.validators).toEqual({
      [PAGE]: { etag: '"p1"', lastModified: null },
      [FEED]: { etag: '"f1"', lastModified: null },
    });
  });

  it('sends the cursor validators and answers feed null when nothing changed', async () => {
    const { http, requests } = fakeHttp({
      [PAGE]: { body: blogPage('/feed'), contentType: 'text/html', etag: '"p1"' },
      [FEED]: { body: atom, contentType: 'application/atom+xml', etag: '"f1"' },
    });
    const first = await fetchBlogFeed(http, PAGE, null);
    const cursor: SyncCursor = { feedUrl: first.feedUrl, validators: first.validators };
    requests.length = 0;
    const second = await fetchBlogFeed(http, PAGE, cursor);
    expect(second).toEqual({ feedUrl: FEED, feed: null, validators: first.validators });
    expect(requests.map((r) => [r.url, r.etag])).toEqual([
      [PAGE, '"p1"'],
      [FEED, '"f1"'],
    ]);
  });

  it('reads the remembered feed when the page is unchanged but the feed is not', async () => {
    const resources = {
      [PAGE]: { body: blogPage('/feed'), contentType: 'text/html', etag: '"p1"' },
      [FEED]: { body: atom, contentType: 'application/atom+xml', etag: '"f1"' },
    };
    const { http } = fakeHttp(resources);
    const first = await fetchBlogFeed(http, PAGE, null);
    resources[FEED] = { ...resources[FEED], etag: '"f2"' };
    const second = await fetchBlogFeed(http, PAGE, {
      feedUrl: first.feedUrl,
      validators: first.validators,
    });
    expect(second.feed?.entries).toHaveLength(2);
    expect(second.validators[FEED]?.etag).toBe('"f2"');
  });

  it('answers feed null for an unchanged feed URL', async () => {
    const { http } = fakeHttp({
      [FEED]: { body: atom, contentType: 'application/atom+xml', etag: '"f1"' },
    });
    const first = await fetchBlogFeed(http, FEED, null);
    const second = await fetchBlogFeed(http, FEED, { feedUrl: FEED, validators: first.validators });
    expect(second.feed).toBeNull();
  });

  it('reads the page again in full when the cursor has validators but no feed URL', async () => {
    const { http, requests } = fakeHttp({
      [PAGE]: { body: blogPage('/feed'), contentType: 'text/html', etag: '"p1"' },
      [FEED]: { body: atom, contentType: 'application/atom+xml', etag: '"f1"' },
    });
    const result = await fetchBlogFeed(http, PAGE, { validators: { [PAGE]: { etag: '"p1"' } } });
    expect(result.feed?.entries).toHaveLength(2);
    expect(requests.map((r) => [r.url, r.etag])).toEqual([
      [PAGE, '"p1"'],
      [PAGE, null],
      [FEED, null],
    ]);
  });

  it('refuses a page without a feed with a clear message', async () => {
    const { http } = fakeHttp({
      [PAGE]: {
        body: '<html><head><title>x</title></head><body>no feed</body></html>',
        contentType: 'text/html',
        etag: '"p"',
      },
    });
    const err = await expectBadPayload(fetchBlogFeed(http, PAGE, null));
    expect(err.message).toContain(PAGE);
    expect(err.message).toMatch(/neither an RSS\/Atom feed nor a page linking one/);
  });

  it('refuses broken XML as bad_payload', async () => {
    const { http } = fakeHttp({
      [FEED]: { body: atom.slice(0, 800), contentType: 'application/atom+xml', etag: '"b"' },
    });
    const err = await expectBadPayload(fetchBlogFeed(http, FEED, null));
    expect(err.message).toMatch(/not well-formed XML/);
  });

  it('refuses a linked feed that turns out to be a page', async () => {
    const { http } = fakeHttp({
      [PAGE]: { body: blogPage('/feed'), contentType: 'text/html', etag: '"p1"' },
      [FEED]: { body: blogPage('/feed'), contentType: 'text/html', etag: '"f1"' },
    });
    const err = await expectBadPayload(fetchBlogFeed(http, PAGE, null));
    expect(err.message).toMatch(/is not a feed/);
  });
});

describe('fetchBlogFeed over the real client', () => {
  let server: Server;
  let origin: string;
  let feedHref = '/feed';
  const seen: { path: string; ifNoneMatch: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ path: req.url ?? '', ifNoneMatch: req.headers['if-none-match'] });
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"page"' });
        res.end(blogPage(feedHref));
      } else if (req.url === '/feed') {
        if (req.headers['if-none-match'] === '"feed"') {
          res.writeHead(304, { etag: '"feed"' }).end();
          return;
        }
        res.writeHead(200, {
          'content-type': 'application/atom+xml; charset=utf-8',
          etag: '"feed"',
        });
        res.end(atom);
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const client = () =>
    createOutboundHttp({ allowedTestOrigins: [origin], userAgent: 'KisekiTest', retries: 0 });

  it('discovers, reads, then gets 304s', async () => {
    feedHref = '/feed';
    const http = client();
    try {
      const first = await fetchBlogFeed(http, `${origin}/`, null);
      expect(first.feedUrl).toBe(`${origin}/feed`);
      expect(first.feed?.entries).toHaveLength(2);
      const second = await fetchBlogFeed(http, `${origin}/`, {
        feedUrl: first.feedUrl,
        validators: first.validators,
      });
      expect(second.feed).toBeNull();
      expect(seen.slice(-2).map((s) => s.ifNoneMatch)).toEqual(['"page"', '"feed"']);
    } finally {
      http.close();
    }
  });

  it.each([
    'http://169.254.169.254/latest/meta-data',
    'http://localhost:9/feed',
    'http://10.0.0.1/feed',
  ])('refuses a page whose feed link points inside (%s)', async (href) => {
    feedHref = href;
    const http = client();
    try {
      await expect(fetchBlogFeed(http, `${origin}/`, null)).rejects.toMatchObject({
        kind: 'blocked_address',
      });
    } finally {
      http.close();
    }
  });
});
