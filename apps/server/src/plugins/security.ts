import compress from '@fastify/compress';
import { AVATAR_IMAGE_SOURCES } from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Strict CSP: scripts and styles only from our origin, no inline code, no framing. The web
 * app's runtime config rides in a JSON <script> element, which CSP does not execute. Images
 * may also come from the connected services' avatar stores (profile pictures).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', ...AVATAR_IMAGE_SOURCES],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** The policy as a header value; index.html adds its per-response style nonce. */
export function contentSecurityPolicy(opts: { https: boolean; styleNonce?: string }): string {
  const directives: Record<string, string[] | null> = {
    ...CONTENT_SECURITY_POLICY,
    styleSrc: opts.styleNonce ? ["'self'", `'nonce-${opts.styleNonce}'`] : ["'self'"],
    upgradeInsecureRequests: opts.https ? [] : null,
  };
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' ').trim(),
    )
    .join('; ');
}

/**
 * The headers every response carries, as one frozen object built at start-up. They are the
 * set helmet used to send (it rebuilt the CSP string on every request); set here without it.
 */
export function securityHeaders(opts: { https: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': contentSecurityPolicy({ https: opts.https }),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditors did more harm than good; "0" turns them off where they linger.
    'x-xss-protection': '0',
    ...(opts.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  });
}

/** Security headers on every response, and compression of bodies of 1 KiB and more. */
export const securityPlugin = fp<{ https: boolean }>(async (app: FastifyInstance, opts) => {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Below a kilobyte the compressed body and its headers save nothing worth the CPU.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
