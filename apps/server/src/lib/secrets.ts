import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret for cookies and mailed links: 32 bytes, base64url (43 characters). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What the database keeps of a token: its SHA-256, hex. Lookups are by this value. */
export const sha256Hex = (value: string): string => hash('sha256', value, 'hex');

export const hmacHex = (key: string, value: string): string =>
  createHmac('sha256', key).update(value, 'utf8').digest('hex');

/** Constant-time string equality (lengths may leak, contents do not). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Shape of the tokens randomToken makes; anything else is rejected before a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
