import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { type OneTimeTokenPurpose, oneTimeTokens } from '../../db/schema';
import type { Db } from '../../db/types';
import { addSeconds, DAY_SECONDS } from '../../lib/clock';
import { randomToken, sha256Hex, TOKEN_PATTERN } from '../../lib/secrets';

/** Used or expired tokens are kept this long (support questions), then purged. */
const TOKEN_RETENTION_SECONDS = 7 * DAY_SECONDS;

/** Creates a key for a mailed link; only its hash is stored. Returns the key for the link. */
export async function issueToken(
  tx: Db,
  now: Date,
  input: { purpose: OneTimeTokenPurpose; userId: number; ttlSeconds: number; newEmail?: string },
): Promise<string> {
  const key = randomToken();
  await tx.insert(oneTimeTokens).values({
    tokenHash: sha256Hex(key),
    purpose: input.purpose,
    userId: input.userId,
    newEmail: input.newEmail ?? null,
    createdAt: now,
    expiresAt: addSeconds(now, input.ttlSeconds),
  });
  return key;
}

/**
 * The unused, unexpired token of a key, or undefined. The key is compared through its hash
 * (an index lookup), never as the secret itself. A key is valid while now < expires_at.
 */
export async function findValidToken(
  db: Db,
  now: Date,
  purpose: OneTimeTokenPurpose,
  key: string,
  options: { forUpdate?: boolean } = {},
) {
  if (!TOKEN_PATTERN.test(key)) return undefined;
  const query = db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256Hex(key)), eq(oneTimeTokens.purpose, purpose)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row || row.usedAt !== null || row.expiresAt <= now) return undefined;
  return row;
}

/** Marks a key used, inside the transaction that acts on it: single use even under races. */
export async function consumeToken(tx: Db, now: Date, purpose: OneTimeTokenPurpose, key: string) {
  const row = await findValidToken(tx, now, purpose, key, { forUpdate: true });
  if (!row) return undefined;
  await tx.update(oneTimeTokens).set({ usedAt: now }).where(eq(oneTimeTokens.id, row.id));
  return row;
}

/** Voids a person's outstanding keys of one purpose (a newer one replaces them). */
export async function voidTokens(
  tx: Db,
  now: Date,
  userId: number,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** Daily cleanup: tokens used or expired more than a week ago. */
export async function purgeOldTokens(db: Db, now: Date): Promise<number> {
  const cutoff = addSeconds(now, -TOKEN_RETENTION_SECONDS);
  const rows = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, cutoff), lt(oneTimeTokens.usedAt, cutoff)))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}
