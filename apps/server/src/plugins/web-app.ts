import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@kiseki/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors';
import { escapeHtml } from '../lib/html';
import {
  buildIndexPage,
  chooseEncoding,
  type IndexPage,
  ifNoneMatch,
  NoncePool,
  noncedText,
} from './index-html';
import { contentSecurityPolicy } from './security';

export { STYLE_NONCE_META } from './index-html';

/**
 * What a server-built page adds to index.html: extra <head> markup, and optionally the <title>
 * and meta description that replace the shared page's generic ones, so that crawlers which
 * run no script read that page's own.
 */
export interface PageHead {
  markup: string;
  title: string | null;
  description: string | null;
}

export interface WebAppOptions {
  distDir: string;
  site: SiteConfig;
  https: boolean;
  /** How long index.html is trusted before it is stat'ed again; 1 s unless a test says. */
  indexRecheckMs?: number;
  /**
   * Extra <head> markup for a page path (share token, OGP), or null for the shared page.
   * Such pages are built per response and compressed on the way out.
   */
  pageHead?: (path: string) => Promise<PageHead | null>;
}

const CONFIG_PLACEHOLDER = new RegExp(
  `(<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">)[\\s\\S]*?(</script>)`,
);

/** JSON inside HTML: `<` escaped so no value can close the script element. */
const htmlSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html, prepared, as of the last look at the file. A look (one stat) happens at most once
 * per `recheckMs`, on a request: a stat per page would be a good part of what a page now costs,
 * and a rebuilt page only needs to show up within a second. Not fs.watch or fs.watchFile: a
 * build replaces the file, which fs.watch can lose track of, watchFile polls even while no one
 * asks for pages, and both must be closed with the app; this costs nothing while idle.
 * While the web app is being rebuilt index.html is briefly missing or half written: the last
 * good copy is served meanwhile, and the file looked at again `recheckMs` later.
 */
function indexPageSource(
  file: string,
  prepare: (html: string) => IndexPage,
  recheckMs: number,
  log: FastifyBaseLogger,
): () => IndexPage {
  let current: { version: string; page: IndexPage } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;

  const reload = () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) {
      if (current) return;
      throw new Error(`${file} is missing`);
    }
    // Size too: a file read while half written may keep its mtime once complete.
    const version = `${stat.mtimeMs}:${stat.size}`;
    if (current?.version === version) return;
    try {
      current = { version, page: prepare(readFileSync(file, 'utf8')) };
    } catch (err) {
      if (!current) throw err;
      log.warn({ err }, 'index.html could not be reloaded: serving the last good copy');
    }
  };

  return () => {
    const now = performance.now();
    if (!current || now - checkedAt >= recheckMs) {
      checkedAt = now;
      reload();
    }
    return current!.page;
  };
}

/** Adds Accept-Encoding to Vary, keeping whatever other hooks put there. */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, Accept-Encoding`);
}

/**
 * Serves the built web app: hashed assets cached forever, index.html never cached and
 * carrying the runtime site config, and every other non-API GET answered with index.html so
 * the client router decides (it shows Not Found itself). Unknown /api paths get JSON 404s.
 */
export const webAppPlugin = fp<WebAppOptions>(async (app: FastifyInstance, opts) => {
  const indexFile = path.join(opts.distDir, 'index.html');
  const built = existsSync(indexFile);
  const policy = noncedText((styleNonce) =>
    contentSecurityPolicy({ https: opts.https, styleNonce }),
  );
  const site = htmlSafeJson(opts.site);
  const indexPage = indexPageSource(
    indexFile,
    (raw) =>
      buildIndexPage(
        raw.replace(CONFIG_PLACEHOLDER, (_m, open, close) => open + site + close),
        policy,
      ),
    opts.indexRecheckMs ?? 1000,
    app.log,
  );
  const nonces = new NoncePool();

  if (built) {
    // Prepared now rather than on the first visitor's request; should that fail, requests
    // try again and report the error.
    try {
      indexPage();
    } catch (err) {
      app.log.error({ err }, 'index.html could not be prepared');
    }
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(path.join(opts.distDir, 'assets') + path.sep);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // Served as br, gzip or plain by Accept-Encoding: caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
      // index.html is served below with the config filled in, never from disk as is;
      // a missing file falls through to the not-found handler (SPA fallback or 404).
      allowedPath: (pathName) => pathName !== '/index.html',
    });
  }

  // Libraries such as Radix's scroll lock add <style> elements at run time. Instead of
  // allowing inline styles, each index.html gets a fresh nonce that only those may carry.
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.');
    }
    const page = indexPage();
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    varyOnAcceptEncoding(reply);
    if (ifNoneMatch(request.headers['if-none-match'], page.etag)) {
      // The browser keeps its cached page, and with it the CSP that page came with: their
      // nonces match. A 304 updates the cached headers, so one carrying a policy (with a new
      // nonce, or the site-wide one without any) would pair that policy with the old page and block
      // its run-time styles. So no policy here at all.
      reply.removeHeader('content-security-policy');
      reply.raw.removeHeader('content-security-policy');
      return reply.status(304).send();
    }
    const nonce = nonces.next();
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    // With Content-Encoding set, @fastify/compress leaves the body alone.
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .header('content-security-policy', page.csp(nonce))
      .type('text/html; charset=utf-8')
      .send(page.body(encoding, nonce));
  };

  // Bodies come already coded (or deliberately not): @fastify/compress stays out of it.
  app.get('/', { compress: false }, sendIndex);
  app.get('/index.html', { compress: false }, sendIndex);

  /** index.html with extra head markup: never cached, never a 304 (it differs per id). */
  const sendIndexWithHead = (reply: FastifyReply, head: PageHead) => {
    const page = indexPage();
    const nonce = nonces.next();
    let html = page.body('identity', nonce).toString('utf8');
    if (head.title !== null) {
      const title = `<title>${escapeHtml(head.title)}</title>`;
      html = html.replace(/<title>[^<]*<\/title>/, () => title);
    }
    if (head.description !== null) {
      const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
      html = html.replace(/<meta\s+name="description"[^>]*>/, () => description);
    }
    // Replacer functions: a `$&` or `$'` in a job title is text, not a replacement pattern.
    html = html.replace('</head>', () => `${head.markup}</head>`);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', page.csp(nonce))
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/assets/');
    if (isPage && built && opts.pageHead) {
      const head = await opts.pageHead(url);
      if (head !== null) return sendIndexWithHead(reply, head);
    }
    if (isPage) return sendIndex(request, reply);
    return reply.status(404).send(errorBody('not_found'));
  });
});
