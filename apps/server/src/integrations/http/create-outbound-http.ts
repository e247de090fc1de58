import { promises as dns, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { promisify, TextDecoder } from 'node:util';
import zlib from 'node:zlib';
import {
  type OutboundHttp,
  type OutboundRequest,
  type OutboundResponse,
  UpstreamError,
} from '../types';
import { checkUrl, classifyAddress, normaliseOrigins } from './address-policy';

/** Resolves a host name to every address it has (injectable so tests need no DNS). */
export type DnsLookup = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundHttpOptions {
  /**
   * Exact origins ('http://127.0.0.1:4010') that may be loopback or private and on any
   * port: the configured fake upstreams. Everything else must be a public address.
   */
  allowedTestOrigins?: readonly string[];
  userAgent: string;
  /** Per request (one redirect hop and its retries each get their own). Default 10 s. */
  timeoutMs?: number;
  /** Largest body accepted, before and after decompression. Default 5 MiB. */
  maxBytes?: number;
  /** Extra attempts after a 5xx or a connection failure. Default 2. */
  retries?: number;
  /** First backoff delay; doubled each retry, with jitter. Default 500 ms. */
  retryBaseDelayMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  lookup?: DnsLookup;
  sleep?: (ms: number) => Promise<void>;
  /** Clock for Retry-After dates and X-RateLimit-Reset. */
  now?: () => number;
}

/** OutboundHttp plus closing its kept-alive connections (shutdown, tests). */
export interface OutboundHttpClient extends OutboundHttp {
  close(): void;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const MAX_BACKOFF_MS = 30_000;
/** Wait reported for a rate limit that does not say how long. */
const DEFAULT_RATE_LIMIT_WAIT_S = 60;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Not sent on to another origin when a redirect leaves the first one. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];
/** Connection failures worth another attempt (DNS "not found" and TLS errors are not). */
const RETRYABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
]);

const defaultLookup: DnsLookup = (hostname) => dns.lookup(hostname, { all: true });
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long a rate-limited answer asks to wait, in whole seconds: Retry-After (seconds or an
 * HTTP date), else X-RateLimit-Reset (epoch seconds) when X-RateLimit-Remaining is 0 (Qiita:
 * Rate-Reset, Rate-Remaining). Null
 * when the headers say nothing about waiting. Header names must be lower case.
 */
export function rateLimitWait(
  headers: Record<string, string | undefined>,
  now: number | Date = Date.now(),
): number | null {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const retryAfter = headers['retry-after']?.trim();
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter)) return Number(retryAfter);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, Math.ceil((at - nowMs) / 1000));
  }
  const remaining = remainingQuota(headers);
  const reset = (headers['x-ratelimit-reset'] ?? headers['rate-reset'])?.trim();
  if (remaining === '0' && reset && /^\d+$/.test(reset)) {
    return Math.max(0, Math.ceil(Number(reset) - nowMs / 1000));
  }
  return null;
}

/** X-RateLimit-Remaining (GitHub and most), or Rate-Remaining (Qiita). */
function remainingQuota(headers: Record<string, string | undefined>): string | undefined {
  return (headers['x-ratelimit-remaining'] ?? headers['rate-remaining'])?.trim();
}

/** Whether an answer is a rate limit: 429, 403 out of quota or asking to wait, 503 asking to wait. */
function isRateLimited(status: number, headers: Record<string, string>): boolean {
  if (status === 429) return true;
  if (status === 403) {
    return remainingQuota(headers) === '0' || headers['retry-after'] !== undefined;
  }
  return status === 503 && headers['retry-after'] !== undefined;
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Read only for 2xx answers. */
  body: Buffer;
}

/** Marks a connection failure that came from our own DNS check. */
class BlockedLookupError extends Error {
  readonly code = 'EBLOCKED';
}

export function createOutboundHttp(options: OutboundHttpOptions): OutboundHttpClient {
  const allowed = normaliseOrigins(options.allowedTestOrigins ?? []);
  const timeoutDefault = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytesDefault = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const retries = options.retries ?? 2;
  const baseDelay = options.retryBaseDelayMs ?? 500;
  const maxRedirects = options.maxRedirects ?? 5;
  const resolve = options.lookup ?? defaultLookup;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 8 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 8 }),
  };

  /**
   * The lookup the socket itself uses: every address is checked right before connecting,
   * so no second resolution can swap in an inside address (DNS rebinding).
   */
  const guardedLookup =
    (checkAddresses: boolean): LookupFunction =>
    (hostname, lookupOptions, callback) => {
      const done = callback as (
        err: NodeJS.ErrnoException | null,
        address?: string | LookupAddress[],
        family?: number,
      ) => void;
      resolve(hostname).then(
        (addresses) => {
          if (checkAddresses) {
            for (const { address } of addresses) {
              const cls = classifyAddress(address);
              if (cls !== 'public') {
                done(new BlockedLookupError(`${hostname} resolves to ${address} (${cls})`));
                return;
              }
            }
          }
          const wanted = lookupOptions.family;
          const family = wanted === 'IPv4' ? 4 : wanted === 'IPv6' ? 6 : (wanted ?? 0);
          const usable = addresses.filter((a) => family === 0 || a.family === family);
          const first = usable[0];
          if (!first) {
            const err: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
            err.code = 'ENOTFOUND';
            done(err);
            return;
          }
          if (lookupOptions.all) done(null, usable);
          else done(null, first.address, first.family);
        },
        (err: NodeJS.ErrnoException) => done(err),
      );
    };

  /** One request and, for 2xx, its whole body (decompressed). */
  function exchange(
    url: URL,
    headers: Record<string, string>,
    timeoutMs: number,
    maxBytes: number,
  ): Promise<RawResponse> {
    const protocol = url.protocol as 'http:' | 'https:';
    const request = protocol === 'https:' ? https.request : http.request;
    const checkAddresses = !allowed.has(url.origin);
    return new Promise<RawResponse>((resolvePromise, reject) => {
      let settled = false;
      let req: http.ClientRequest | undefined;
      const timer = setTimeout(
        () =>
          fail(new UpstreamError('timeout', `no answer within ${timeoutMs} ms`, { url: url.href })),
        timeoutMs,
      );
      const fail = (err: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        req?.destroy();
        reject(err instanceof UpstreamError ? err : connectionError(err, url));
      };
      const succeed = (res: RawResponse) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolvePromise(res);
      };
      try {
        req = request(
          url,
          {
            method: 'GET',
            headers,
            agent: agents[protocol],
            lookup: guardedLookup(checkAddresses),
          },
          (res) => {
            const status = res.statusCode ?? 0;
            const resHeaders = flattenHeaders(res);
            if (status < 200 || status >= 300) {
              // Redirects, 304 and errors: nothing in the body is needed.
              if (status === 304) res.resume();
              else res.destroy();
              succeed({ status, headers: resHeaders, body: Buffer.alloc(0) });
              return;
            }
            const declared = Number(resHeaders['content-length']);
            if (Number.isFinite(declared) && declared > maxBytes) {
              res.destroy();
              fail(tooLarge(url, maxBytes));
              return;
            }
            const chunks: Buffer[] = [];
            let received = 0;
            let ended = false;
            res.on('data', (chunk: Buffer) => {
              received += chunk.length;
              if (received > maxBytes) {
                res.destroy();
                fail(tooLarge(url, maxBytes));
                return;
              }
              chunks.push(chunk);
            });
            res.on('error', fail);
            res.on('close', () => {
              if (!ended)
                fail(
                  new UpstreamError('unavailable', 'connection closed mid-body', { url: url.href }),
                );
            });
            res.on('end', () => {
              ended = true;
              decompress(Buffer.concat(chunks), resHeaders['content-encoding'], maxBytes, url).then(
                (body) => succeed({ status, headers: resHeaders, body }),
                fail,
              );
            });
          },
        );
      } catch (err) {
        // Invalid header values: a programming error, not the upstream's.
        settled = true;
        clearTimeout(timer);
        reject(err);
        return;
      }
      req.on('error', fail);
      req.end();
    });
  }

  /** exchange(), again after 5xx answers and connection failures, with backoff. */
  async function exchangeWithRetries(
    url: URL,
    headers: Record<string, string>,
    timeoutMs: number,
    maxBytes: number,
  ): Promise<RawResponse> {
    for (let attempt = 0; ; attempt++) {
      let failure: UpstreamError;
      try {
        const res = await exchange(url, headers, timeoutMs, maxBytes);
        if (res.status < 500 || isRateLimited(res.status, res.headers)) return res;
        failure = new UpstreamError('unavailable', `answered ${res.status}`, {
          status: res.status,
          url: url.href,
        });
      } catch (err) {
        if (!(err instanceof RetryableError)) throw err;
        failure = err.error;
      }
      if (attempt >= retries) throw failure;
      const ceiling = Math.min(MAX_BACKOFF_MS, baseDelay * 2 ** attempt);
      await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
    }
  }

  async function get(request: OutboundRequest): Promise<OutboundResponse> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      throw new UpstreamError('invalid_url', `not a URL: ${request.url}`, { url: request.url });
    }
    const timeoutMs = request.timeoutMs ?? timeoutDefault;
    const maxBytes = request.maxBytes ?? maxBytesDefault;
    const headers: Record<string, string> = {
      'user-agent': options.userAgent,
      accept: '*/*',
      'accept-encoding': 'gzip, deflate, br',
    };
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      headers[name.toLowerCase()] = value;
    }
    if (request.etag) headers['if-none-match'] = request.etag;
    if (request.lastModified) headers['if-modified-since'] = request.lastModified;

    for (let hop = 0; ; hop++) {
      const refusal = checkUrl(url, allowed);
      if (refusal) {
        throw new UpstreamError(refusal.kind, `refused ${url.href}: ${refusal.reason}`, {
          url: url.href,
        });
      }
      const res = await exchangeWithRetries(url, headers, timeoutMs, maxBytes);
      const { status } = res;
      if (status >= 200 && status < 300) {
        return {
          status,
          url: url.href,
          headers: res.headers,
          body: decodeText(res.body, res.headers['content-type']),
          notModified: false,
          etag: res.headers.etag ?? null,
          lastModified: res.headers['last-modified'] ?? null,
        };
      }
      if (status === 304) {
        return {
          status,
          url: url.href,
          headers: res.headers,
          body: '',
          notModified: true,
          etag: res.headers.etag ?? request.etag ?? null,
          lastModified: res.headers['last-modified'] ?? request.lastModified ?? null,
        };
      }
      if (REDIRECTS.has(status)) {
        const location = res.headers.location;
        if (!location) {
          throw new UpstreamError('bad_payload', `redirect ${status} without Location`, {
            status,
            url: url.href,
          });
        }
        if (hop >= maxRedirects) {
          throw new UpstreamError('rejected', `more than ${maxRedirects} redirects`, {
            status,
            url: url.href,
          });
        }
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new UpstreamError('invalid_url', `redirect to an unusable URL: ${location}`, {
            status,
            url: url.href,
          });
        }
        if (next.origin !== url.origin) {
          for (const name of CREDENTIAL_HEADERS) delete headers[name];
        }
        url = next;
        continue;
      }
      throw statusError(status, res.headers, url, now());
    }
  }

  return {
    get,
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

/** A failure that exchangeWithRetries may try again. */
class RetryableError extends Error {
  constructor(readonly error: UpstreamError) {
    super(error.message);
  }
}

function statusError(
  status: number,
  headers: Record<string, string>,
  url: URL,
  nowMs: number,
): UpstreamError {
  const details = { status, url: url.href };
  if (isRateLimited(status, headers)) {
    const retryAfterSeconds = rateLimitWait(headers, nowMs) ?? DEFAULT_RATE_LIMIT_WAIT_S;
    return new UpstreamError(
      'rate_limited',
      `rate limited (${status}); retry in ${retryAfterSeconds} s`,
      {
        ...details,
        retryAfterSeconds,
      },
    );
  }
  if (status === 404 || status === 410)
    return new UpstreamError('not_found', `answered ${status}`, details);
  if (status >= 500) return new UpstreamError('unavailable', `answered ${status}`, details);
  return new UpstreamError('rejected', `answered ${status}`, details);
}

/** Maps a socket-level failure; retryable ones are wrapped for exchangeWithRetries. */
function connectionError(err: unknown, url: URL): UpstreamError | RetryableError {
  const details = { url: url.href };
  if (err instanceof BlockedLookupError) {
    return new UpstreamError('blocked_address', `refused ${url.href}: ${err.message}`, details);
  }
  const code = (err as NodeJS.ErrnoException | undefined)?.code ?? '';
  const message = `${url.host}: ${(err as Error | undefined)?.message ?? String(err)}`;
  const error = new UpstreamError('unavailable', message, details);
  return RETRYABLE_CODES.has(code) ? new RetryableError(error) : error;
}

function tooLarge(url: URL, maxBytes: number): UpstreamError {
  return new UpstreamError('too_large', `body larger than ${maxBytes} bytes`, { url: url.href });
}

function flattenHeaders(res: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

const inflaters = {
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  deflateRaw: promisify(zlib.inflateRaw),
  br: promisify(zlib.brotliDecompress),
};

/** Undoes Content-Encoding (possibly several, applied in order), never past maxBytes. */
async function decompress(
  body: Buffer,
  encoding: string | undefined,
  maxBytes: number,
  url: URL,
): Promise<Buffer> {
  if (!encoding || body.length === 0) return body;
  const codings = encoding
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity')
    .reverse();
  let out = body;
  for (const coding of codings) {
    try {
      if (coding === 'gzip' || coding === 'x-gzip') {
        out = await inflaters.gzip(out, { maxOutputLength: maxBytes });
      } else if (coding === 'br') {
        out = await inflaters.br(out, { maxOutputLength: maxBytes });
      } else if (coding === 'deflate') {
        // Properly zlib-wrapped or, as some servers send it, raw deflate.
        const zlibWrapped =
          out.length >= 2 &&
          ((out[0] ?? 0) & 0x0f) === 8 &&
          ((out[0] ?? 0) * 256 + (out[1] ?? 0)) % 31 === 0;
        out = zlibWrapped
          ? await inflaters.deflate(out, { maxOutputLength: maxBytes })
          : await inflaters.deflateRaw(out, { maxOutputLength: maxBytes });
      } else {
        throw new UpstreamError('bad_payload', `unknown Content-Encoding ${coding}`, {
          url: url.href,
        });
      }
    } catch (err) {
      if (err instanceof UpstreamError) throw err;
      if (
        (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ||
        err instanceof RangeError
      ) {
        throw tooLarge(url, maxBytes);
      }
      throw new UpstreamError('bad_payload', `could not decode ${coding} body`, { url: url.href });
    }
  }
  return out;
}

/** The charset a body says it is in, from the header, a BOM, an XML declaration or <meta>. */
function charsetOf(body: Buffer, contentType: string | undefined): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  const declared = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1];
  if (declared) return declared;
  if (contentType && !/(xml|html)/i.test(contentType)) return 'utf-8';
  const head = body.subarray(0, 1024).toString('latin1');
  const sniffed =
    /^\s*<\?xml[^>]*\sencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ??
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  return sniffed ?? 'utf-8';
}

/** Bytes → text in their declared charset (Shift_JIS, EUC-JP, ...), UTF-8 when unknown. */
export function decodeText(body: Buffer, contentType: string | undefined): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charsetOf(body, contentType));
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}
