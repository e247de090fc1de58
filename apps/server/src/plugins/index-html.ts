import { createHash, randomFillSync } from 'node:crypto';
import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * index.html prepared once per template so that a page costs a copy and a few small writes:
 * the part before the style nonce is compressed once, and the part from the nonce on (a few
 * hundred bytes in practice) is appended to it uncompressed, which gzip (stored blocks) and
 * brotli (uncompressed meta-blocks) both allow mid-stream. With a nonce of fixed length, every
 * body has the same bytes each time except the nonce (and gzip's CRC), so each coding is kept
 * as one finished body with a placeholder that each response overwrites.
 */

/** Where the page finds the nonce that style elements created at run time must carry. */
export const STYLE_NONCE_META = 'csp-style-nonce';

const NONCE_BYTES = 16;
/** base64 of 16 bytes, `==` included. */
export const NONCE_LENGTH = 24;

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Nonces cut from a pool of random bytes, refilled 4 KiB at a time (as Node's randomUUID
 * does): one call into the CSPRNG per 256 pages instead of one per page. Each slice is
 * encoded as it is handed out and never handed out again.
 */
export class NoncePool {
  readonly #pool: Buffer;
  #offset: number;

  constructor(size = 4096) {
    this.#pool = Buffer.alloc(size);
    this.#offset = size;
  }

  next(): string {
    if (this.#offset + NONCE_BYTES > this.#pool.length) {
      randomFillSync(this.#pool);
      this.#offset = 0;
    }
    const start = this.#offset;
    this.#offset += NONCE_BYTES;
    return this.#pool.toString('base64', start, this.#offset);
  }
}

/** A header value with one hole for the nonce: the text before and after it. */
export interface NoncedText {
  before: string;
  after: string;
}

/** Splits what `render` makes of a marker nonce around that marker, once. */
export function noncedText(render: (nonce: string) => string): NoncedText {
  const marker = '\u0000nonce\u0000';
  const parts = render(marker).split(marker);
  if (parts.length !== 2) throw new Error('the nonce must appear exactly once');
  return { before: parts[0]!, after: parts[1]! };
}

/**
 * Picks the coding for Accept-Encoding: the acceptable one with the higher q, br on a tie (it
 * is smaller); identity when neither is acceptable. `q=0` refuses a coding, `*` stands for
 * the codings not named, and a coding not named without `*` is not acceptable.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  // Browsers send one of a handful of headers: each is parsed once.
  const known = chosenEncodings.get(header);
  if (known) return known;
  const chosen = parseEncoding(header);
  if (chosenEncodings.size >= 100) chosenEncodings.clear();
  chosenEncodings.set(header, chosen);
  return chosen;
}

const chosenEncodings = new Map<string, Encoding>();

function parseEncoding(header: string): Encoding {
  const q: Record<string, number> = {};
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';');
    let coding = name.trim().toLowerCase();
    if (coding === 'x-gzip') coding = 'gzip';
    const qParam = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
    const value = qParam ? Number(qParam[1]) : 1;
    q[coding] = Number.isNaN(value) ? 0 : value;
  }
  const br = q.br ?? q['*'] ?? 0;
  const gzip = q.gzip ?? q['*'] ?? 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this (weak) ETag, by weak comparison, or is `*`. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

export interface IndexPage {
  /** Weak: the bytes differ in every response (the nonce), the meaning does not. */
  readonly etag: string;
  /** The Content-Security-Policy header for the response carrying this nonce. */
  csp(nonce: string): string;
  /** The body in the given coding, carrying this nonce (NONCE_LENGTH ASCII characters). */
  body(encoding: Encoding, nonce: string): Buffer;
}

/**
 * Prepares a page (site config already filled in) whose style nonce goes in a meta element
 * before `</head>` and into the policy, as given with its hole.
 */
export function buildIndexPage(html: string, policy: NoncedText): IndexPage {
  const { head, tail, nonceInTail } = splitPage(html);
  const bodies: Record<Encoding, BodyTemplate> = {
    identity: identityBody(head, tail, nonceInTail),
    gzip: gzipBody(head, tail, nonceInTail),
    br: brotliBody(head, tail, nonceInTail),
  };
  const hash = createHash('sha256')
    .update(html)
    .update('\u0000')
    .update(policy.before)
    .update('\u0000')
    .update(policy.after)
    .digest('base64url')
    .slice(0, 27);
  return {
    etag: `W/"${hash}"`,
    csp: (nonce) => policy.before + nonce + policy.after,
    body: (encoding, nonce) => fill(bodies[encoding], nonce),
  };
}

/** The page cut where the nonce meta element goes, that element (placeholder nonce) starting the tail. */
export function splitPage(html: string): { head: Buffer; tail: Buffer; nonceInTail: number } {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head>');
  const open = `<meta name="${STYLE_NONCE_META}" content="`;
  return {
    head: Buffer.from(html.slice(0, at)),
    tail: Buffer.from(`${open}${'0'.repeat(NONCE_LENGTH)}">${html.slice(at)}`),
    nonceInTail: open.length,
  };
}

/** A finished body with a placeholder nonce at `nonceAt`. */
export interface BodyTemplate {
  bytes: Buffer;
  nonceAt: number;
  /** Writes what else depends on the nonce: gzip's CRC. */
  seal?: (body: Buffer, nonce: string) => void;
}

function fill(template: BodyTemplate, nonce: string): Buffer {
  if (nonce.length !== NONCE_LENGTH) throw new Error('unexpected nonce length');
  const body = Buffer.allocUnsafe(template.bytes.length);
  template.bytes.copy(body);
  body.write(nonce, template.nonceAt, 'latin1');
  template.seal?.(body, nonce);
  return body;
}

export function identityBody(head: Buffer, tail: Buffer, nonceInTail: number): BodyTemplate {
  return { bytes: Buffer.concat([head, tail]), nonceAt: head.length + nonceInTail };
}

/** Cuts data into blocks of at most `max` bytes, each preceded by its header. */
function framed(
  data: Buffer,
  max: number,
  header: (length: number, last: boolean) => Buffer,
): Buffer[] {
  const parts: Buffer[] = [];
  for (let start = 0; start < data.length; start += max) {
    const block = data.subarray(start, start + max);
    parts.push(header(block.length, start + max >= data.length), block);
  }
  return parts;
}

/**
 * The body's placeholder lies in the tail's first block: the meta element opens the tail and is
 * far shorter than any block, so no block header falls inside it.
 */
function assemble(compressedHead: Buffer, tailParts: Buffer[], end: Buffer, nonceInTail: number) {
  const [firstHeader, firstBlock] = tailParts as [Buffer, Buffer];
  if (nonceInTail + NONCE_LENGTH > firstBlock.length) throw new Error('nonce split across blocks');
  return {
    bytes: Buffer.concat([compressedHead, ...tailParts, end]),
    nonceAt: compressedHead.length + firstHeader.length + nonceInTail,
  };
}

// Magic, CM = deflate, FLG = 0, MTIME = 0 (none), XFL = 2 (best compression), OS = 255 (unknown).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);
const STORED_BLOCK_MAX = 0xffff;

/**
 * RFC 1951 §3.2.4 stored block header: BFINAL and BTYPE = 00 in the low bits of one byte (the
 * stream is byte-aligned here), then LEN and its complement NLEN, 16-bit little-endian.
 */
export function storedBlockHeader(length: number, last: boolean): Buffer {
  const header = Buffer.alloc(5);
  header[0] = last ? 1 : 0;
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

/**
 * RFC 1952 member: the head deflated and sync-flushed (which ends on a byte boundary with a
 * non-final empty stored block), the tail in stored blocks, the last one final, then the CRC32
 * and the length of the whole page, little-endian. The CRC changes with the nonce: what comes
 * before the nonce is summed once, the rest (short) for each response.
 */
export function gzipBody(head: Buffer, tail: Buffer, nonceInTail: number): BodyTemplate {
  const deflated = deflateRawSync(head, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE((head.length + tail.length) >>> 0, 4);
  const crcBeforeNonce = crc32(tail.subarray(0, nonceInTail), crc32(head));
  const afterNonce = tail.subarray(nonceInTail + NONCE_LENGTH);
  const tailParts = framed(tail, STORED_BLOCK_MAX, storedBlockHeader);
  return {
    ...assemble(Buffer.concat([GZIP_HEADER, deflated]), tailParts, trailer, nonceInTail),
    seal: (body, nonce) =>
      body.writeUInt32LE(crc32(afterNonce, crc32(nonce, crcBeforeNonce)), body.length - 8),
  };
}

/**
 * RFC 7932 §9.2 header of an uncompressed meta-block, bits from the least significant:
 * ISLAST = 0 (such a block cannot be last), MNIBBLES - 4 (2 bits), MLEN - 1 in MNIBBLES × 4
 * bits (the fewest that hold it: a longer form whose top nibble is zero is invalid),
 * ISUNCOMPRESSED = 1, then zero bits to the byte boundary where the raw bytes start.
 */
export function uncompressedMetaBlockHeader(length: number): Buffer {
  if (length < 1 || length > 1 << 24) throw new RangeError('MLEN must be 1 to 2^24');
  const mlen1 = length - 1;
  const nibbles = mlen1 < 1 << 16 ? 4 : mlen1 < 1 << 20 ? 5 : 6;
  const bitCount = 1 + 2 + nibbles * 4 + 1;
  const bits = ((nibbles - 4) << 1) | (mlen1 << 3) | (1 << (bitCount - 1));
  const header = Buffer.alloc(Math.ceil(bitCount / 8));
  for (let i = 0; i < header.length; i++) header[i] = (bits >>> (8 * i)) & 0xff;
  return header;
}

/** ISLAST = 1, ISLASTEMPTY = 1, padded: ends the stream. */
const BROTLI_LAST_EMPTY_META_BLOCK = Buffer.from([0x03]);

/**
 * RFC 7932 stream: the head compressed and flushed, not finished (the encoder pads to a byte
 * boundary with an empty metadata block), then the tail in uncompressed meta-blocks and an
 * empty last meta-block, as the reference encoder itself ends a stream with raw data.
 * `maxBlock` is only lowered by tests, to see several blocks without a 16 MiB page.
 */
export function brotliBody(
  head: Buffer,
  tail: Buffer,
  nonceInTail: number,
  maxBlock = 1 << 24,
): BodyTemplate {
  const compressed = brotliCompressSync(head, {
    finishFlush: constants.BROTLI_OPERATION_FLUSH,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const tailParts = framed(tail, maxBlock, (length) => uncompressedMetaBlockHeader(length));
  return assemble(compressed, tailParts, BROTLI_LAST_EMPTY_META_BLOCK, nonceInTail);
}
