import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@kiseki/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/errors';
import { contentSecurityPolicy } from './security';

export interface WebAppOptions {
  distDir: string;
  site: SiteConfig;
  https: boolean;
}

/** Where the page finds the nonce that style elements created at run time must carry. */
export const STYLE_NONCE_META = 'csp-style-nonce';

const CONFIG_PLACEHOLDER = new RegExp(
  `(<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">)[\\s\\S]*?(</script>)`,
);

/** JSON inside HTML: `<` escaped so no value can close the script element. */
const htmlSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Serves the built web app: hashed assets cached forever, index.html never cached and
 * carrying the runtime site config, and every other non-API GET answered with index.html so
 * the client router decides (it shows Not Found itself). Unknown /api paths get JSON 404s.
 */
export const webAppPlugin = fp<WebAppOptions>(async (app: FastifyInstance, opts) => {
  const indexFile = path.join(opts.distDir, 'index.html');
  const built = existsSync(indexFile);
  let cached: { mtimeMs: number; html: string } | undefined;
  const indexHtml = (): string => {
    // While the web app is being rebuilt index.html is briefly missing: keep serving the
    // last good copy rather than failing the page.
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch (err) {
      if (cached) return cached.html;
      throw err;
    }
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const raw = readFileSync(indexFile, 'utf8');
      cached = { mtimeMs, html: raw.replace(CONFIG_PLACEHOLDER, `$1${htmlSafeJson(opts.site)}$2`) };
    }
    return cached.html;
  };

  if (built) {
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
  const sendIndex = (reply: FastifyReply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.');
    }
    const nonce = randomBytes(16).toString('base64');
    const html = indexHtml().replace(
      '</head>',
      `<meta name="${STYLE_NONCE_META}" content="${nonce}"></head>`,
    );
    return reply
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        contentSecurityPolicy({ https: opts.https, styleNonce: nonce }),
      )
      .type('text/html; charset=utf-8')
      .send(html);
  };

  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/assets/');
    if (isPage) return sendIndex(reply);
    return reply.status(404).send(errorBody('not_found'));
  });
});
