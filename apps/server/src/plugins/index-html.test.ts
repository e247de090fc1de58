import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  createBrotliDecompress,
  createGunzip,
  gunzipSync,
} from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  brotliBody,
  buildIndexPage,
  chooseEncoding,
  type Encoding,
  gzipBody,
  identityBody,
  ifNoneMatch,
  NONCE_LENGTH,
  NoncePool,
  noncedText,
  splitPage,
  storedBlockHeader,
  uncompressedMetaBlockHeader,
} from './index-html';

const policy = noncedText((nonce) => `default-src 'self'; style-src 'self' 'nonce-${nonce}'`);
const page = (body = '<div id="root"></div>', head = '<title>求人</title>') =>
  `<!doctype html><html lang="ja"><head>${head}<script id="kiseki-config" type="application/json">{"a":1}</script></head><body>${body}</body></html>`;
const withNonce = (html: string, nonce: string) =>
  html.replace('</head>', `<meta name="csp-style-nonce" content="${nonce}"></head>`);

/** Fed a few bytes at a time, as a browser gets them off the network. */
async function decodeStreaming(body: Buffer, encoding: Encoding, size = 7): Promise<Buffer> {
  if (encoding === 'identity') return body;
  const chunks = Array.from({ length: Math.ceil(body.length / size) }, (_, i) =>
    body.subarray(i * size, i * size + size),
  );
  const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip();
  return buffer(Readable.from(chunks).pipe(decoder));
}

function decodeSync(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** The WHATWG decoder browsers expose (Node has no brotli one). */
async function decodeWebGzip(body: Buffer): Promise<Buffer> {
  const stream = new Blob([body]).stream().pipeThrough(new DecompressionStream('gzip'));
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

describe('NoncePool', () => {
  it('hands out base64 nonces of 16 bytes, never the same one twice', () => {
    // 40 bytes: two nonces per fill and 8 bytes left over, so refills are crossed often.
    const pool = new NoncePool(40);
    const nonces = Array.from({ length: 1000 }, () => pool.next());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).toHaveLength(NONCE_LENGTH);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0.0, gzip;q=0', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0', 'identity'],
    ['br;q=0, gzip;q=0, *', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('ifNoneMatch', () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['"ab"', false],
  ] as const)('%s → %s', (header, expected) => {
    expect(ifNoneMatch(header, etag)).toBe(expected);
  });
});

describe('block headers', () => {
  it('frames a stored deflate block: BFINAL, BTYPE 00, LEN and NLEN little-endian', () => {
    expect([...storedBlockHeader(5, true)]).toEqual([0x01, 0x05, 0x00, 0xfa, 0xff]);
    expect([...storedBlockHeader(0xffff, false)]).toEqual([0x00, 0xff, 0xff, 0x00, 0x00]);
  });

  it('lays out uncompressed brotli meta-block headers bit by bit (RFC 7932 §9.2)', () => {
    // ISLAST 0 | MNIBBLES-4 = 0 (2 bits) | MLEN-1 = 0 (16 bits) | ISUNCOMPRESSED 1 → bit 19.
    expect([...uncompressedMetaBlockHeader(1)]).toEqual([0x00, 0x00, 0x08]);
    // MLEN-1 = 0xffff: bits 3..18 set, bit 19 ISUNCOMPRESSED.
    expect([...uncompressedMetaBlockHeader(0x10000)]).toEqual([0xf8, 0xff, 0x0f]);
    // Five nibbles: MNIBBLES-4 = 1 (bit 1), MLEN-1 = 0x10000 (bit 19), ISUNCOMPRESSED bit 23.
    expect([...uncompressedMetaBlockHeader(0x10001)]).toEqual([0x02, 0x00, 0x88]);
    // Six nibbles: 28 bits, four bytes.
    expect(uncompressedMetaBlockHeader((1 << 20) + 1)).toHaveLength(4);
    expect(() => uncompressedMetaBlockHeader(0)).toThrow(RangeError);
    expect(() => uncompressedMetaBlockHeader((1 << 24) + 1)).toThrow(RangeError);
  });

  it.each([1, 0x10000, 0x10001, (1 << 20) + 1])(
    'a brotli decoder reads an uncompressed meta-block of %i bytes after a flushed stream',
    (length) => {
      const head = Buffer.from('<!doctype html><html><head>');
      const raw = Buffer.alloc(length, 'あいう');
      const flushed = brotliCompressSync(head, {
        finishFlush: constants.BROTLI_OPERATION_FLUSH,
      });
      const stream = Buffer.concat([
        flushed,
        uncompressedMetaBlockHeader(length),
        raw,
        Buffer.from([0x03]),
      ]);
      expect(brotliDecompressSync(stream).equals(Buffer.concat([head, raw]))).toBe(true);
    },
  );
});

describe('buildIndexPage', () => {
  const html = page();
  const built = buildIndexPage(html, policy);

  it.each(ENCODINGS)(
    'serves %s bodies that decode to the page with that very nonce',
    async (encoding) => {
      const pool = new NoncePool();
      const a = pool.next();
      const b = pool.next();
      const bodyA = built.body(encoding, a);
      const bodyB = built.body(encoding, b);
      const expectedA = withNonce(html, a);
      expect(decodeSync(bodyA, encoding).toString()).toBe(expectedA);
      expect((await decodeStreaming(bodyA, encoding)).toString()).toBe(expectedA);
      if (encoding === 'gzip') expect((await decodeWebGzip(bodyA)).toString()).toBe(expectedA);
      // Each body is its own copy: the second response did not touch the first.
      expect(decodeSync(bodyB, encoding).toString()).toBe(withNonce(html, b));
      expect(decodeSync(bodyA, encoding).toString()).toBe(expectedA);
    },
  );

  it('compresses the part before the nonce', () => {
    const long = page(
      '<div id="root"></div>',
      '<link rel="modulepreload" href="/x.js">'.repeat(50),
    );
    const big = buildIndexPage(long, policy);
    const nonce = new NoncePool().next();
    const identity = big.body('identity', nonce).length;
    expect(big.body('gzip', nonce).length).toBeLessThan(identity / 4);
    expect(big.body('br', nonce).length).toBeLessThan(identity / 4);
  });

  it('handles a tail that needs several blocks, and text that is not ASCII', async () => {
    const body = `<p>${'日本語のテキスト'.repeat(6000)}</p>`; // ~144 KB after </head>
    const html = page(body, '<title>きせき</title>');
    const { head, tail, nonceInTail } = splitPage(html);
    const nonce = new NoncePool().next();
    const templates = {
      identity: identityBody(head, tail, nonceInTail),
      gzip: gzipBody(head, tail, nonceInTail), // stored blocks hold at most 65535 bytes
      br: brotliBody(head, tail, nonceInTail, 1000), // small blocks, to have many
    };
    const built = buildIndexPage(html, policy);
    for (const encoding of ENCODINGS) {
      const template = templates[encoding];
      const filled = Buffer.from(template.bytes);
      filled.write(nonce, template.nonceAt, 'latin1');
      template.seal?.(filled, nonce);
      expect((await decodeStreaming(filled, encoding, 1000)).toString(), encoding).toBe(
        withNonce(html, nonce),
      );
      // And the page as built for responses (brotli in one large meta-block).
      expect(decodeSync(built.body(encoding, nonce), encoding).toString(), encoding).toBe(
        withNonce(html, nonce),
      );
    }
  });

  it('puts the nonce in the policy where the policy wants it', () => {
    expect(built.csp('N0NCE')).toBe("default-src 'self'; style-src 'self' 'nonce-N0NCE'");
  });

  it('has a weak ETag that changes with the page and with the policy only', () => {
    expect(built.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(buildIndexPage(html, policy).etag).toBe(built.etag);
    expect(buildIndexPage(page('<div id="app"></div>'), policy).etag).not.toBe(built.etag);
    const other = noncedText((nonce) => `style-src 'nonce-${nonce}'`);
    expect(buildIndexPage(html, other).etag).not.toBe(built.etag);
  });

  it('refuses a page without </head>, where the nonce would have no place', () => {
    expect(() => buildIndexPage('<html><body></body></html>', policy)).toThrow(/<\/head>/);
  });
});
