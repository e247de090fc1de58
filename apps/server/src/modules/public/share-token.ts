import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The custom token of spec section 6: the server writes it into the HTML of /public/* and
 * /team-tags/* pages, and the page sends it back in X-Share-Token when it asks for the data.
 * It keeps the JSON API from being a free bulk-export endpoint for scrapers (they must load
 * a page per hour), without tying it to a session: visitors have none. Not a secret about
 * anyone; it names no person.
 */

const BUCKET_SECONDS = 3600;
/** A page left open for a day still works. */
const VALID_BUCKETS = 24;

const mac = (secret: string, bucket: number) =>
  createHmac('sha256', secret).update(`share-token:${bucket}`).digest('base64url').slice(0, 32);

export function issueShareToken(secret: string, now: Date): string {
  const bucket = Math.floor(now.getTime() / 1000 / BUCKET_SECONDS);
  return `${bucket}.${mac(secret, bucket)}`;
}

export function verifyShareToken(secret: string, token: string | undefined, now: Date): boolean {
  if (!token) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return false;
  const bucket = Number(match[1]);
  const current = Math.floor(now.getTime() / 1000 / BUCKET_SECONDS);
  if (bucket > current || current - bucket >= VALID_BUCKETS) return false;
  const expected = Buffer.from(mac(secret, bucket));
  const given = Buffer.from(match[2] as string);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
