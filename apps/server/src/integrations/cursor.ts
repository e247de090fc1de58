import { createHash } from 'node:crypto';
import type { ImportedOutput } from './types';

/*
 * Shared by the source clients for their sync cursors, which are stored as JSON and read
 * back without a schema: a cursor from an older client version, or a damaged one, must
 * degrade to "nothing known" rather than throw.
 */

/** A cursor field that should be an object map; anything else reads as empty. */
export const cursorRecord = (v: unknown): Record<string, never> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, never>) : {};

/** A short digest of everything imported for one output: equal means nothing changed. */
export const outputFingerprint = (o: ImportedOutput): string =>
  createHash('sha1').update(JSON.stringify(o)).digest('base64url');
