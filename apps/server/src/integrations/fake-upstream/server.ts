import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE_URL_KEYS, baseUrlsFor, type FakeBaseUrls, REAL_BASE_URLS } from './base-urls';
import { blogsFake } from './blogs';
import { connpassFake } from './connpass';
import { sendJson, sendPlain } from './etag';
import { createGithubWebFake, githubApiFake } from './github';
import { noteFake } from './note';
import { qiitaFake } from './qiita';
import { DEMO_BLOG_URLS } from './routed-http';
import { speakerdeckFake } from './speakerdeck';
import { createFakeState, FAKE_MODES, resetState, touch } from './state';
import { teratailFake } from './teratail';
import type { FakeMode, FakeService, FakeState } from './types';
import { zennFake } from './zenn';

/*
 * The local fake upstream: one plain node:http server, one path prefix per outside service
 * (/github-api/..., /qiita/..., see base-urls.ts). Tests start it on port 0; `npm run
 * fake-upstream` starts it on 4010 for the offline demo and browser tests.
 *
 * Control API (not part of any service):
 *   POST /__control {"mode": {"service": "<prefix>", "mode": "normal|rate_limited|broken|down"}}
 *                   {"touch": {"service": "<prefix>", "account": "<name>"}}
 *                   {"reset": true}       (modes, touches and the request log)
 *     answers {"modes": {...}, "revisions": {...}}
 *   GET /__requests   every request seen so far (state.requests), oldest first
 *
 * Modes apply to a whole prefix, before the service sees the request:
 *   rate_limited  GitHub prefixes: 403 with X-RateLimit-Limit: 60, X-RateLimit-Remaining: 0,
 *                 X-RateLimit-Reset: now + 60 (GitHub's own answer); the others: 429 with
 *                 Retry-After: 60 (Qiita adds Rate-Remaining: 0)
 *   broken        200 with the first 30 % of the real body, same content type, no
 *                 validators (conditional headers are ignored so the broken body is sent)
 *   down          503 with a load balancer's HTML page
 */

export interface FakeUpstreamOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Defaults to every service (defaultFakeServices). */
  services?: FakeService[];
  /** The clock of the GitHub contributions calendar (which year it shows). */
  now?: () => Date;
  /**
   * 'fake' (default): answers name this server's URLs (html_url, Link headers, ...), so
   * clients configured with its base URLs stay on it. 'real': they name the real services'
   * URLs (https://api.github.com/..., https://github.com/..., the demo blogs' addresses) for
   * clients whose OutboundHttp sends real URLs here (routed-http.ts), so what they store
   * looks real. Bodies and Link/Location headers are rewritten after the service answered.
   */
  publicUrls?: 'fake' | 'real';
}

export interface FakeUpstream {
  /** e.g. http://127.0.0.1:4010 */
  origin: string;
  baseUrls: FakeBaseUrls;
  state: FakeState;
  close(): Promise<void>;
}

export const defaultFakeServices = (now?: () => Date): FakeService[] => [
  githubApiFake,
  createGithubWebFake(now),
  qiitaFake,
  zennFake,
  noteFake,
  speakerdeckFake,
  teratailFake,
  connpassFake,
  blogsFake,
];

const JSON_PREFIXES = new Set(['github-api', 'qiita', 'zenn', 'teratail', 'connpass']);
const GITHUB_PREFIXES = new Set(['github-api', 'github-web']);
const BROKEN_SHARE = 0.3;
const MAX_CONTROL_BODY = 64 * 1024;
/** The log keeps the newest entries only, so a long-running demo server stays small. */
const MAX_LOGGED_REQUESTS = 10_000;

function sendRateLimited(res: ServerResponse, prefix: string, clientIp: string): number {
  const reset = Math.floor(Date.now() / 1000) + 60;
  if (GITHUB_PREFIXES.has(prefix)) {
    const headers = {
      'X-RateLimit-Limit': '60',
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': String(reset),
      'X-RateLimit-Used': '60',
      'X-RateLimit-Resource': 'core',
    };
    if (prefix === 'github-api') {
      return sendJson(
        res,
        403,
        {
          message: `API rate limit exceeded for ${clientIp}. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)`,
          documentation_url:
            'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting',
        },
        headers,
      );
    }
    return sendPlain(res, 403, 'text/html; charset=utf-8', '<p>Rate limit exceeded</p>', headers);
  }
  const headers: Record<string, string> = { 'Retry-After': '60' };
  if (prefix === 'qiita') {
    Object.assign(headers, {
      'Rate-Limit': '60',
      'Rate-Remaining': '0',
      'Rate-Reset': String(reset),
    });
    return sendJson(
      res,
      429,
      { message: 'Rate limit exceeded', type: 'rate_limit_exceeded' },
      headers,
    );
  }
  if (JSON_PREFIXES.has(prefix)) {
    return sendJson(res, 429, { message: 'Too Many Requests' }, headers);
  }
  return sendPlain(res, 429, 'text/html; charset=utf-8', '<h1>Too Many Requests</h1>', headers);
}

const sendDown = (res: ServerResponse): number =>
  sendPlain(
    res,
    503,
    'text/html',
    '<html><body><h1>503 Service Unavailable</h1>\nNo server is available to handle this request.\n</body></html>\n',
    { 'Cache-Control': 'no-cache', Connection: 'close' },
  );

/** Sends only the first part of whatever the service writes with end(). */
function truncateBodies(req: IncomingMessage, res: ServerResponse): void {
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk === undefined || typeof chunk === 'function' || res.statusCode !== 200) {
      return end(chunk, ...rest);
    }
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    res.removeHeader('Content-Length');
    res.removeHeader('ETag');
    res.removeHeader('Last-Modified');
    return end(bytes.subarray(0, Math.max(1, Math.floor(bytes.length * BROKEN_SHARE))));
  }) as typeof res.end;
}

/** [this server's base, the real base] for every service, longest first. */
function realUrlPairs(origin: string): [string, string][] {
  const fake = baseUrlsFor(origin);
  const pairs: [string, string][] = (Object.keys(fake) as (keyof FakeBaseUrls)[]).map((key) => [
    fake[key],
    REAL_BASE_URLS[key],
  ]);
  for (const [account, url] of Object.entries(DEMO_BLOG_URLS)) {
    pairs.push([`${origin}/blogs/${account}`, url.replace(/\/$/, '')]);
  }
  return pairs.sort((a, b) => b[0].length - a[0].length);
}

/** Rewrites this server's URLs into the real services' ones in what the service sends. */
function rewriteToRealUrls(res: ServerResponse, origin: string): void {
  const pairs = realUrlPairs(origin);
  const rewrite = (text: string) =>
    pairs.reduce((out, [fake, real]) => out.replaceAll(fake, real), text);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(
      name,
      ['link', 'location'].includes(name.toLowerCase()) && typeof value === 'string'
        ? rewrite(value)
        : value,
    )) as typeof res.setHeader;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk === undefined || typeof chunk === 'function') return end(chunk, ...rest);
    const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
    return end(rewrite(text));
  }) as typeof res.end;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_CONTROL_BODY) {
        reject(new Error('control body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

async function control(
  req: IncomingMessage,
  res: ServerResponse,
  state: FakeState,
  prefixes: Set<string>,
): Promise<number> {
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    return sendJson(res, 400, { error: 'body must be JSON' });
  }
  if (!isRecord(body)) return sendJson(res, 400, { error: 'body must be a JSON object' });
  const knownService = (s: unknown): s is string =>
    typeof s === 'string' && (prefixes.has(s) || s === 'github');

  if (body.reset === true) resetState(state);
  if (body.mode !== undefined) {
    const m = body.mode;
    if (!isRecord(m) || !knownService(m.service) || !FAKE_MODES.includes(m.mode as FakeMode)) {
      return sendJson(res, 400, {
        error: `mode needs {service: one of ${[...prefixes].join(', ')}, mode: one of ${FAKE_MODES.join(', ')}}`,
      });
    }
    const targets = m.service === 'github' ? ['github-api', 'github-web'] : [m.service];
    for (const prefix of targets) {
      if (m.mode === 'normal') delete state.modes[prefix];
      else state.modes[prefix] = m.mode as FakeMode;
    }
  }
  if (body.touch !== undefined) {
    const t = body.touch;
    if (!isRecord(t) || !knownService(t.service) || typeof t.account !== 'string' || !t.account) {
      return sendJson(res, 400, { error: 'touch needs {service: <prefix>, account: <name>}' });
    }
    touch(state, t.service, t.account);
  }
  if (body.reset === undefined && body.mode === undefined && body.touch === undefined) {
    return sendJson(res, 400, { error: 'expected one of mode, touch, reset' });
  }
  return sendJson(res, 200, { modes: state.modes, revisions: state.revisions });
}

export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const host = options.host ?? '127.0.0.1';
  const services = options.services ?? defaultFakeServices(options.now);
  const byPrefix = new Map(services.map((s) => [s.prefix, s]));
  const prefixes = new Set(byPrefix.keys());
  const state = createFakeState();
  let origin = '';

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', req.headers.host ? `http://${req.headers.host}` : origin);
    const path = `${url.pathname}${url.search}`;
    const ifNoneMatch = req.headers['if-none-match'];
    const entry = {
      method: req.method ?? 'GET',
      path,
      status: 0,
      ifNoneMatch: typeof ifNoneMatch === 'string' ? ifNoneMatch : null,
    };
    if (url.pathname === '/__requests' && req.method === 'GET') {
      // Answer with what came before this request, then log it.
      const seen = state.requests.map((r) => ({ ...r }));
      state.requests.push(entry);
      res.on('finish', () => {
        entry.status = res.statusCode;
      });
      sendJson(res, 200, seen);
      return;
    }
    state.requests.push(entry);
    if (state.requests.length > MAX_LOGGED_REQUESTS) state.requests.shift();
    res.on('finish', () => {
      entry.status = res.statusCode;
    });

    if (url.pathname === '/__control') {
      if (req.method !== 'POST') {
        sendJson(res, 405, { error: 'POST only' }, { Allow: 'POST' });
        return;
      }
      await control(req, res, state, prefixes);
      return;
    }

    const prefix = url.pathname.split('/')[1] ?? '';
    const service = byPrefix.get(prefix);
    if (!service) {
      sendJson(res, 404, { error: `no fake service at /${prefix}` });
      return;
    }
    const mode = state.modes[prefix] ?? 'normal';
    if (mode === 'rate_limited') {
      sendRateLimited(res, prefix, req.socket.remoteAddress ?? '127.0.0.1');
      return;
    }
    if (mode === 'down') {
      sendDown(res);
      return;
    }
    if (options.publicUrls === 'real') rewriteToRealUrls(res, url.origin);
    if (mode === 'broken') truncateBodies(req, res);

    const below = url.pathname.slice(prefix.length + 1) || '/';
    const handled = await service.handle(
      req,
      res,
      new URL(`${below}${url.search}`, url.origin),
      state,
    );
    if (!handled && !res.headersSent) {
      if (JSON_PREFIXES.has(prefix)) sendJson(res, 404, { message: 'Not Found' });
      else sendPlain(res, 404, 'text/html; charset=utf-8', '<h1>Not Found</h1>');
    }
  }

  const server = createServer((req, res) => {
    dispatch(req, res).catch((err: unknown) => {
      if (!res.headersSent) {
        sendJson(res, 500, { error: err instanceof Error ? err.message : String(err) });
      } else {
        res.destroy();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    origin,
    baseUrls: baseUrlsFor(origin),
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Every prefix that stands in for a configured base URL (blogs has none). */
export const CONFIGURED_PREFIXES = Object.keys(BASE_URL_KEYS);
