import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/*
 * Conditional answers for every fake service: a strong ETag computed from the body, and 304
 * when the request's If-None-Match (or, without one, If-Modified-Since) says the client
 * already holds this representation. Real services do the same, so the clients' incremental
 * imports are exercised end to end.
 */

/** A strong ETag (quoted) for a body: the same bytes always give the same tag. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The opaque part of an entity tag, W/ prefix and quotes removed (weak comparison). */
const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/**
 * True when an If-None-Match header value matches the current ETag. RFC 9110 says
 * If-None-Match uses the weak comparison: `W/"x"` matches `"x"`; `*` matches anything.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** True when If-Modified-Since is at or after lastModified (second precision). */
export function notModifiedSince(header: string | undefined, lastModified: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  if (Number.isNaN(since)) return false;
  return Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

export interface CachedAnswer {
  status?: number;
  contentType: string;
  body: string;
  /** Extra headers, sent with the 200 and with the 304 alike. */
  headers?: Record<string, string>;
  /** Adds Last-Modified and honours If-Modified-Since (when no If-None-Match was sent). */
  lastModified?: Date | null;
}

/**
 * Sends a body with its ETag (and Last-Modified), or 304 Not Modified with no body when the
 * request's validators still match. Returns the status sent.
 */
export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
): number {
  const etag = strongEtag(answer.body);
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.setHeader('ETag', etag);
  if (answer.lastModified) res.setHeader('Last-Modified', answer.lastModified.toUTCString());
  const ifNoneMatch = req.headers['if-none-match'];
  const notModified =
    ifNoneMatch !== undefined
      ? ifNoneMatchHits(ifNoneMatch, etag)
      : answer.lastModified
        ? notModifiedSince(req.headers['if-modified-since'], answer.lastModified)
        : false;
  if (notModified && (answer.status ?? 200) === 200) {
    res.statusCode = 304;
    res.end();
    return 304;
  }
  res.statusCode = answer.status ?? 200;
  res.setHeader('Content-Type', answer.contentType);
  res.end(answer.body);
  return res.statusCode;
}

/** JSON with an ETag and 304 support. */
export function sendJsonCached(
  req: IncomingMessage,
  res: ServerResponse,
  value: unknown,
  headers: Record<string, string> = {},
): number {
  return sendCached(req, res, {
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(value),
    headers,
  });
}

/** A plain (uncached) answer: errors and the control API. */
export function sendPlain(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): number {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', contentType);
  res.end(body);
  return status;
}

export const sendJson = (
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): number =>
  sendPlain(res, status, 'application/json; charset=utf-8', JSON.stringify(value), headers);
