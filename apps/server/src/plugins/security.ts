import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Strict CSP: scripts and styles only from our origin, no inline code, no framing. The web
 * app's runtime config rides in a JSON <script> element, which CSP does not execute.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
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

export const securityPlugin = fp<{ https: boolean }>(async (app: FastifyInstance, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        // Only meaningful behind HTTPS; on plain http it would break local use.
        upgradeInsecureRequests: opts.https ? [] : null,
      },
    },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
