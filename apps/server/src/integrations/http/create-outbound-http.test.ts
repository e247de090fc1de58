import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../types';
import {
  createOutboundHttp,
  type DnsLookup,
  decodeText,
  type OutboundHttpOptions,
  rateLimitWait,
} from './create-outbound-http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 whose answers each test sets per path. */
async function startServer() {
  const routes = new Map<string, Handler>();
  const seen: { path: string; headers: IncomingMessage['headers'] }[] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ path, headers: req.headers });
    const handler = routes.get(path.split('?')[0] ?? path);
    if (handler) handler(req, res);
    else res.writeHead(404).end('no route');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    routes,
    seen,
    hits: (path: string) => seen.filter((s) => s.path === path).length,
    reset() {
      routes.clear();
      seen.length = 0;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type TestServer = Awaited<ReturnType<typeof startServer>>;

let a: TestServer;
let b: TestServer;
let sleeps: number[];
const clients: { close(): void }[] = [];

function client(overrides: Partial<OutboundHttpOptions> = {}) {
  const http = createOutboundHttp({
    allowedTestOrigins: [a.origin, b.origin],
    userAgent: 'KisekiTest/1.0 (+https://kiseki.example.jp)',
    retryBaseDelayMs: 1,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
  clients.push(http);
  return http;
}

/** The UpstreamError a promise rejects with (fails the test when it resolves). */
async function upstreamError(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(UpstreamError);
    return err as UpstreamError;
  }
  throw new Error('expected an UpstreamError');
}

beforeAll(async () => {
  a = await startServer();
  b = await startServer();
});

afterEach(() => {
  a.reset();
  b.reset();
  sleeps = [];
  for (const c of clients.splice(0)) c.close();
});

afterAll(async () => {
  await a.stop();
  await b.stop();
});

describe('createOutboundHttp: answers', () => {
  it('gets a 200 with its headers, validators and the final URL', async () => {
    a.routes.set('/ok', (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        etag: '"v1"',
        'last-modified': 'Tue, 01 Apr 2025 00:00:00 GMT',
        'x-ratelimit-remaining': '3',
      });
      res.end('{"名前":"キセキ"}');
    });
    const res = await client().get({
      url: `${a.origin}/ok?page=1`,
      headers: { Accept: 'application/json' },
    });
    expect(res).toMatchObject({
      status: 200,
      url: `${a.origin}/ok?page=1`,
      body: '{"名前":"キセキ"}',
      notModified: false,
      etag: '"v1"',
      lastModified: 'Tue, 01 Apr 2025 00:00:00 GMT',
    });
    // Low but non-zero quota is a normal answer; the caller may read the headers.
    expect(res.headers['x-ratelimit-remaining']).toBe('3');
    const sent = a.seen[0]?.headers;
    expect(sent?.['user-agent']).toBe('KisekiTest/1.0 (+https://kiseki.example.jp)');
    expect(sent?.accept).toBe('application/json');
    expect(sent?.['accept-encoding']).toContain('gzip');
  });

  it('sends validators and answers a 304 as notModified with an empty body', async () => {
    a.routes.set('/feed', (req, res) => {
      if (req.headers['if-none-match'] === '"abc"') {
        res.writeHead(304, { etag: '"abc"' }).end();
        return;
      }
      res.writeHead(200, { etag: '"abc"' }).end('<feed/>');
    });
    const http = client();
    const first = await http.get({ url: `${a.origin}/feed` });
    expect(first.etag).toBe('"abc"');
    const second = await http.get({
      url: `${a.origin}/feed`,
      etag: first.etag,
      lastModified: 'Tue, 01 Apr 2025 00:00:00 GMT',
    });
    expect(second).toMatchObject({ status: 304, notModified: true, body: '', etag: '"abc"' });
    expect(a.seen[1]?.headers['if-modified-since']).toBe('Tue, 01 Apr 2025 00:00:00 GMT');
  });

  it('decompresses gzip, deflate (wrapped or raw) and brotli bodies', async () => {
    const text = 'はてなブログ '.repeat(500);
    const encodings: Record<string, Buffer> = {
      gzip: zlib.gzipSync(text),
      deflate: zlib.deflateSync(text),
      'raw-deflate': zlib.deflateRawSync(text),
      br: zlib.brotliCompressSync(text),
    };
    for (const [name, body] of Object.entries(encodings)) {
      a.routes.set(`/${name}`, (_req, res) => {
        res.writeHead(200, {
          'content-type': 'text/plain; charset=utf-8',
          'content-encoding': name === 'raw-deflate' ? 'deflate' : name,
        });
        res.end(body);
      });
    }
    const http = client();
    for (const name of Object.keys(encodings)) {
      expect((await http.get({ url: `${a.origin}/${name}` })).body).toBe(text);
    }
  });

  it('decodes Shift_JIS and EUC-JP bodies by header or declaration', async () => {
    // 日本語 in Shift_JIS and EUC-JP.
    const sjis = Buffer.from([0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea]);
    const eucjp = Buffer.from([0xc6, 0xfc, 0xcb, 0xdc, 0xb8, 0xec]);
    a.routes.set('/sjis', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=Shift_JIS' }).end(sjis);
    });
    a.routes.set('/eucjp', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        Buffer.concat([
          Buffer.from('<?xml version="1.0" encoding="EUC-JP"?><t>'),
          eucjp,
          Buffer.from('</t>'),
        ]),
      );
    });
    const http = client();
    expect((await http.get({ url: `${a.origin}/sjis` })).body).toBe('日本語');
    expect((await http.get({ url: `${a.origin}/eucjp` })).body).toContain('<t>日本語</t>');
  });
});

describe('createOutboundHttp: redirects and the address guard', () => {
  it('follows redirects between allowed origins and reports the final URL', async () => {
    a.routes.set('/old', (_req, res) => res.writeHead(301, { location: '/moved' }).end());
    a.routes.set('/moved', (_req, res) =>
      res.writeHead(303, { location: `${b.origin}/new` }).end(),
    );
    b.routes.set('/new', (_req, res) => res.writeHead(200).end('here'));
    const res = await client().get({ url: `${a.origin}/old` });
    expect(res.body).toBe('here');
    expect(res.url).toBe(`${b.origin}/new`);
  });

  it('keeps credentials on the same origin and drops them when a redirect leaves it', async () => {
    a.routes.set('/same', (_req, res) => res.writeHead(302, { location: '/same-2' }).end());
    a.routes.set('/same-2', (_req, res) =>
      res.writeHead(307, { location: `${b.origin}/other` }).end(),
    );
    b.routes.set('/other', (_req, res) => res.writeHead(200).end('ok'));
    await client().get({ url: `${a.origin}/same`, headers: { Authorization: 'Bearer secret' } });
    expect(a.seen.map((s) => s.headers.authorization)).toEqual(['Bearer secret', 'Bearer secret']);
    expect(b.seen[0]?.headers.authorization).toBeUndefined();
  });

  it('stops after maxRedirects', async () => {
    a.routes.set('/loop', (_req, res) => res.writeHead(302, { location: '/loop' }).end());
    const err = await upstreamError(client({ maxRedirects: 3 }).get({ url: `${a.origin}/loop` }));
    expect(err.kind).toBe('rejected');
    expect(a.hits('/loop')).toBe(4);
  });

  it.each([
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://[::ffff:169.254.169.254]/latest/meta-data',
    'http://2130706433/',
    'http://0x7f.1/admin',
    'https://internal.example.jp:8443/',
  ])('refuses a redirect from an allowed origin to %s', async (target) => {
    a.routes.set('/jump', (_req, res) => res.writeHead(302, { location: target }).end());
    const err = await upstreamError(client().get({ url: `${a.origin}/jump` }));
    expect(err.kind).toBe('blocked_address');
  });

  it('refuses a redirect to localhost or another loopback port, without connecting', async () => {
    const other = await startServer();
    try {
      for (const target of [`http://localhost:${other.port}/`, `http://127.0.0.1:${other.port}/`]) {
        a.routes.set('/jump', (_req, res) => res.writeHead(302, { location: target }).end());
        const err = await upstreamError(client().get({ url: `${a.origin}/jump` }));
        expect(err.kind).toBe('blocked_address');
        expect(err.details.url).toBe(target);
      }
      expect(other.seen).toHaveLength(0);
    } finally {
      await other.stop();
    }
  });

  it('refuses a redirect to another scheme as invalid_url', async () => {
    a.routes.set('/jump', (_req, res) =>
      res.writeHead(302, { location: 'file:///etc/passwd' }).end(),
    );
    const err = await upstreamError(client().get({ url: `${a.origin}/jump` }));
    expect(err.kind).toBe('invalid_url');
  });

  it.each([
    [[{ address: '10.0.0.5', family: 4 }]],
    [[{ address: '127.0.0.1', family: 4 }]],
    [[{ address: '::ffff:169.254.169.254', family: 6 }]],
    [[{ address: '::1', family: 6 }]],
    [
      [
        { address: '93.184.216.34', family: 4 },
        { address: '192.168.0.10', family: 4 },
      ],
    ],
  ])('refuses a public-looking name whose DNS answers %j', async (addresses) => {
    const asked: string[] = [];
    const lookup: DnsLookup = async (hostname) => {
      asked.push(hostname);
      return addresses;
    };
    const err = await upstreamError(
      client({ lookup }).get({ url: 'https://blog.example.jp/feed' }),
    );
    expect(err.kind).toBe('blocked_address');
    expect(err.message).toContain('blog.example.jp');
    expect(asked).toEqual(['blog.example.jp']);
  });

  it('checks DNS on every redirect hop (rebinding to the inside is refused)', async () => {
    const lookup: DnsLookup = async () => [{ address: '127.0.0.1', family: 4 }];
    a.routes.set('/jump', (_req, res) =>
      res.writeHead(302, { location: 'http://rebind.example.jp/' }).end(),
    );
    const err = await upstreamError(client({ lookup }).get({ url: `${a.origin}/jump` }));
    expect(err.kind).toBe('blocked_address');
  });

  it('connects by name to an allowed origin through the injected lookup', async () => {
    const lookup: DnsLookup = async () => [{ address: '127.0.0.1', family: 4 }];
    a.routes.set('/named', (req, res) => res.writeHead(200).end(req.headers.host));
    const origin = `http://upstream.test:${a.port}`;
    const res = await client({ lookup, allowedTestOrigins: [origin] }).get({
      url: `${origin}/named`,
    });
    expect(res.body).toBe(`upstream.test:${a.port}`);
  });

  it('refuses URLs that are not http(s), carry credentials or do not parse', async () => {
    const http = client();
    for (const url of ['ftp://example.com/', `http://user:pw@${a.origin.slice(7)}/`, 'not a url']) {
      expect((await upstreamError(http.get({ url }))).kind).toBe('invalid_url');
    }
  });
});

describe('createOutboundHttp: failures', () => {
  it('answers 429 with Retry-After seconds as rate_limited, without retrying', async () => {
    a.routes.set('/limited', (_req, res) => res.writeHead(429, { 'retry-after': '120' }).end());
    const err = await upstreamError(client().get({ url: `${a.origin}/limited` }));
    expect(err.kind).toBe('rate_limited');
    expect(err.details).toMatchObject({ status: 429, retryAfterSeconds: 120 });
    expect(a.hits('/limited')).toBe(1);
  });

  it('reads a Retry-After date against the clock', async () => {
    const now = Date.parse('2025-04-01T00:00:00Z');
    a.routes.set('/limited', (_req, res) =>
      res.writeHead(429, { 'retry-after': 'Tue, 01 Apr 2025 00:05:00 GMT' }).end(),
    );
    const err = await upstreamError(client({ now: () => now }).get({ url: `${a.origin}/limited` }));
    expect(err.details.retryAfterSeconds).toBe(300);
  });

  it('answers 403 with X-RateLimit-Remaining: 0 as rate_limited until the reset', async () => {
    const now = 1_743_465_600_000;
    a.routes.set('/quota', (_req, res) =>
      res
        .writeHead(403, {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(now / 1000 + 900),
        })
        .end('{"message":"API rate limit exceeded"}'),
    );
    a.routes.set('/forbidden', (_req, res) =>
      res.writeHead(403, { 'x-ratelimit-remaining': '10' }).end(),
    );
    const http = client({ now: () => now });
    const err = await upstreamError(http.get({ url: `${a.origin}/quota` }));
    expect(err.kind).toBe('rate_limited');
    expect(err.details).toMatchObject({ status: 403, retryAfterSeconds: 900 });
    expect((await upstreamError(http.get({ url: `${a.origin}/forbidden` }))).kind).toBe('rejected');
  });

  it('answers 503 with Retry-After as rate_limited, without retrying', async () => {
    a.routes.set('/busy', (_req, res) => res.writeHead(503, { 'retry-after': '30' }).end());
    const err = await upstreamError(client().get({ url: `${a.origin}/busy` }));
    expect(err.kind).toBe('rate_limited');
    expect(err.details.retryAfterSeconds).toBe(30);
    expect(a.hits('/busy')).toBe(1);
  });

  it('retries 5xx with growing backoff, then answers unavailable', async () => {
    a.routes.set('/broken', (_req, res) => res.writeHead(502).end('bad gateway'));
    const err = await upstreamError(
      client({ retries: 2, retryBaseDelayMs: 100 }).get({ url: `${a.origin}/broken` }),
    );
    expect(err.kind).toBe('unavailable');
    expect(err.details.status).toBe(502);
    expect(a.hits('/broken')).toBe(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(50);
    expect(sleeps[0]).toBeLessThanOrEqual(100);
    expect(sleeps[1]).toBeGreaterThanOrEqual(100);
    expect(sleeps[1]).toBeLessThanOrEqual(200);
  });

  it('succeeds when a retry does', async () => {
    let calls = 0;
    a.routes.set('/flaky', (_req, res) => {
      calls += 1;
      if (calls === 1) res.writeHead(500).end();
      else res.writeHead(200).end('fine');
    });
    expect((await client().get({ url: `${a.origin}/flaky` })).body).toBe('fine');
    expect(sleeps).toHaveLength(1);
  });

  it('answers 404 and 410 as not_found and other 4xx as rejected', async () => {
    a.routes.set('/gone', (_req, res) => res.writeHead(410).end());
    a.routes.set('/bad', (_req, res) => res.writeHead(400).end());
    const http = client();
    expect((await upstreamError(http.get({ url: `${a.origin}/missing` }))).kind).toBe('not_found');
    expect((await upstreamError(http.get({ url: `${a.origin}/gone` }))).kind).toBe('not_found');
    const bad = await upstreamError(http.get({ url: `${a.origin}/bad` }));
    expect(bad.kind).toBe('rejected');
    expect(bad.details.status).toBe(400);
    expect(sleeps).toHaveLength(0);
  });

  it('answers a refused connection as unavailable after retrying', async () => {
    const closed = await startServer();
    await closed.stop();
    const err = await upstreamError(
      client({ allowedTestOrigins: [closed.origin] }).get({ url: `${closed.origin}/` }),
    );
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/ECONNREFUSED/);
    expect(sleeps).toHaveLength(2);
  });

  it('answers a slow server as timeout', async () => {
    a.routes.set('/slow', (_req, res) => {
      setTimeout(() => res.writeHead(200).end('late'), 2_000).unref();
    });
    const started = Date.now();
    const err = await upstreamError(client({ timeoutMs: 100 }).get({ url: `${a.origin}/slow` }));
    expect(err.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('times out a body that trickles too slowly', async () => {
    a.routes.set('/trickle', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('a');
      setTimeout(() => res.end('b'), 2_000).unref();
    });
    const err = await upstreamError(client().get({ url: `${a.origin}/trickle`, timeoutMs: 150 }));
    expect(err.kind).toBe('timeout');
  });

  it('refuses a body over maxBytes, by Content-Length or while reading', async () => {
    a.routes.set('/declared', (_req, res) => {
      res.writeHead(200, { 'content-length': String(2048) }).end('x'.repeat(2048));
    });
    a.routes.set('/chunked', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 8; i++) res.write('y'.repeat(512));
      res.end();
    });
    const http = client({ maxBytes: 1024 });
    expect((await upstreamError(http.get({ url: `${a.origin}/declared` }))).kind).toBe('too_large');
    expect((await upstreamError(http.get({ url: `${a.origin}/chunked` }))).kind).toBe('too_large');
    const perRequest = await upstreamError(
      client().get({ url: `${a.origin}/declared`, maxBytes: 100 }),
    );
    expect(perRequest.kind).toBe('too_large');
  });

  it('refuses a compressed body that inflates past maxBytes (gzip bomb)', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(20_000);
    a.routes.set('/bomb', (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb);
    });
    const err = await upstreamError(
      client({ maxBytes: 1024 * 1024 }).get({ url: `${a.origin}/bomb` }),
    );
    expect(err.kind).toBe('too_large');
  });

  it('answers a corrupt gzip body as bad_payload', async () => {
    a.routes.set('/corrupt', (_req, res) => {
      res.writeHead(200, { 'content-encoding': 'gzip' }).end('definitely not gzip');
    });
    expect((await upstreamError(client().get({ url: `${a.origin}/corrupt` }))).kind).toBe(
      'bad_payload',
    );
  });
});

describe('rateLimitWait', () => {
  const now = Date.parse('2025-04-01T00:00:00Z');
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(rateLimitWait({ 'retry-after': '42' }, now)).toBe(42);
    expect(rateLimitWait({ 'retry-after': 'Tue, 01 Apr 2025 00:01:00 GMT' }, now)).toBe(60);
    expect(rateLimitWait({ 'retry-after': 'Mon, 31 Mar 2025 00:00:00 GMT' }, now)).toBe(0);
    expect(rateLimitWait({ 'retry-after': '42' }, new Date(now))).toBe(42);
  });

  it('reads X-RateLimit-Reset only when nothing remains', () => {
    const reset = String(now / 1000 + 61);
    expect(rateLimitWait({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }, now)).toBe(
      61,
    );
    expect(
      rateLimitWait({ 'x-ratelimit-remaining': '5', 'x-ratelimit-reset': reset }, now),
    ).toBeNull();
    expect(rateLimitWait({ 'rate-remaining': '0', 'rate-reset': reset }, now)).toBe(61);
    expect(rateLimitWait({}, now)).toBeNull();
    expect(rateLimitWait({ 'retry-after': 'soon' }, now)).toBeNull();
  });
});

describe('decodeText', () => {
  it('honours BOMs and falls back to UTF-8 for unknown charsets', () => {
    expect(decodeText(Buffer.from('\ufeffこんにちは'), 'text/plain; charset=shift_jis')).toBe(
      'こんにちは',
    );
    expect(decodeText(Buffer.from('キセキ'), 'text/plain; charset=x-unknown')).toBe('キセキ');
    expect(decodeText(Buffer.from('キセキ'), undefined)).toBe('キセキ');
  });
});
