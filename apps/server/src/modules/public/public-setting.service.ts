import { randomBytes } from 'node:crypto';
import {
  PORTFOLIO_MESSAGES,
  type PublicSettingWire,
  SHARE_ID_MESSAGES,
  shareIdProblem,
} from '@kiseki/contract';
import { and, eq, ne, or } from 'drizzle-orm';
import { type PublicSettingRow, publicSettings, retiredShareIds } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { isUniqueViolation, single } from '../../lib/rows';
import type { ServiceContext } from '../../lib/service-context';

/** Random share ids: 12 of a-z0-9 (62 bits), within the custom-id alphabet and length. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export function randomShareId(): string {
  const bytes = randomBytes(12);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

const toWire = (row: PublicSettingRow, baseUrl: string): PublicSettingWire => ({
  share_id: row.customShareId ?? row.originalShareId,
  is_open: row.isOpen,
  public_base_url: `${baseUrl}/public/`,
  original_share_id: row.originalShareId,
  custom_share_id: row.customShareId,
  is_term_agreed: row.termAgreedAt !== null,
  desired_share_id_available: null,
  desired_share_id_error_message: null,
});

/** The person's setting, made on first use (closed, with a random share id). */
export async function ensurePublicSetting(
  db: Db,
  userId: number,
  now: Date,
): Promise<PublicSettingRow> {
  const [existing] = await db
    .select()
    .from(publicSettings)
    .where(eq(publicSettings.userId, userId));
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt++) {
    const id = randomShareId();
    if (await isShareIdTaken(db, id, userId)) continue;
    const rows = await db
      .insert(publicSettings)
      .values({ userId, originalShareId: id, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
    // Another request of the same person created it first.
    const [again] = await db.select().from(publicSettings).where(eq(publicSettings.userId, userId));
    if (again) return again;
  }
  throw new Error('could not allocate a share id');
}

/** With `desired`, the answer also says whether that share id could be had (spec section 3). */
export async function getPublicSetting(ctx: ServiceContext, userId: number, desired?: string) {
  const wire = toWire(await ensurePublicSetting(ctx.db, userId, ctx.now()), ctx.config.baseUrl);
  if (desired === undefined) return wire;
  const { available, error_message } = await shareIdAvailability(ctx, userId, desired);
  return {
    ...wire,
    desired_share_id_available: available,
    desired_share_id_error_message: error_message,
  };
}

export async function setPublicOpen(ctx: ServiceContext, userId: number, isOpen: boolean) {
  const row = await ensurePublicSetting(ctx.db, userId, ctx.now());
  if (isOpen && row.termAgreedAt === null) {
    throw new AppError('validation_failed', PORTFOLIO_MESSAGES.termsRequired, {
      fields: { is_open: [PORTFOLIO_MESSAGES.termsRequired] },
    });
  }
  const updated = single(
    await ctx.db
      .update(publicSettings)
      .set({ isOpen, updatedAt: ctx.now() })
      .where(eq(publicSettings.userId, userId))
      .returning(),
    'public setting',
  );
  return toWire(updated, ctx.config.baseUrl);
}

/** Agreeing is recorded once; "not agreed" withdraws it and closes the page. */
export async function agreeToPublicTerms(ctx: ServiceContext, userId: number, agreed: boolean) {
  await ensurePublicSetting(ctx.db, userId, ctx.now());
  const now = ctx.now();
  const [row] = await ctx.db.select().from(publicSettings).where(eq(publicSettings.userId, userId));
  await ctx.db
    .update(publicSettings)
    .set(
      agreed
        ? { termAgreedAt: row?.termAgreedAt ?? now, updatedAt: now }
        : { termAgreedAt: null, isOpen: false, updatedAt: now },
    )
    .where(eq(publicSettings.userId, userId));
  return { agreed };
}

/**
 * A share id belongs to one person, whether as their original, their custom or a custom one
 * they used before.
 */
async function isShareIdTaken(db: Db, shareId: string, userId: number): Promise<boolean> {
  const [current] = await db
    .select({ userId: publicSettings.userId })
    .from(publicSettings)
    .where(
      and(
        or(eq(publicSettings.originalShareId, shareId), eq(publicSettings.customShareId, shareId)),
        ne(publicSettings.userId, userId),
      ),
    )
    .limit(1);
  if (current) return true;
  const [retired] = await db
    .select({ userId: retiredShareIds.userId })
    .from(retiredShareIds)
    .where(and(eq(retiredShareIds.shareId, shareId), ne(retiredShareIds.userId, userId)))
    .limit(1);
  return retired !== undefined;
}

/** The availability check: the rule of the contract, then whether someone else has it. */
export async function shareIdAvailability(ctx: ServiceContext, userId: number, desired: string) {
  const problem = shareIdProblem(desired);
  if (problem) return { available: false, error_message: problem };
  if (await isShareIdTaken(ctx.db, desired, userId)) {
    return { available: false, error_message: SHARE_ID_MESSAGES.taken };
  }
  return { available: true, error_message: null };
}

export async function getCustomShareId(ctx: ServiceContext, userId: number) {
  const row = await ensurePublicSetting(ctx.db, userId, ctx.now());
  return { custom_share_id: row.customShareId };
}

/**
 * Sets the custom id. Every address the person had keeps working, so old links do not break:
 * the original, and the custom id being replaced, which is kept as retired (taking a retired
 * id back makes it current again).
 */
export async function setCustomShareId(ctx: ServiceContext, userId: number, desired: string) {
  const row = await ensurePublicSetting(ctx.db, userId, ctx.now());
  const { available, error_message } = await shareIdAvailability(ctx, userId, desired);
  if (!available) {
    throw new AppError('validation_failed', error_message ?? undefined, {
      fields: { custom_share_id: [error_message ?? SHARE_ID_MESSAGES.taken] },
    });
  }
  const now = ctx.now();
  const previous = row.customShareId;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(publicSettings)
        .set({ customShareId: desired, updatedAt: now })
        .where(eq(publicSettings.userId, userId));
      await tx
        .delete(retiredShareIds)
        .where(and(eq(retiredShareIds.shareId, desired), eq(retiredShareIds.userId, userId)));
      if (previous !== null && previous !== desired) {
        await tx
          .insert(retiredShareIds)
          .values({ shareId: previous, userId, retiredAt: now })
          .onConflictDoNothing();
      }
    });
  } catch (err) {
    // Two people racing for one id: the unique index decides.
    if (isUniqueViolation(err)) {
      throw new AppError('validation_failed', SHARE_ID_MESSAGES.taken, {
        fields: { custom_share_id: [SHARE_ID_MESSAGES.taken] },
      });
    }
    throw err;
  }
  return { custom_share_id: desired };
}

/**
 * Whose open page a share id is (original, custom, or a custom one used before); null when
 * closed or unknown.
 */
export async function openShareOwner(db: Db, shareId: string): Promise<PublicSettingRow | null> {
  if (shareId.length === 0 || shareId.length > 30) return null;
  const [row] = await db
    .select()
    .from(publicSettings)
    .where(
      and(
        or(
          eq(publicSettings.originalShareId, shareId),
          eq(publicSettings.customShareId, shareId),
          eq(
            publicSettings.userId,
            db
              .select({ userId: retiredShareIds.userId })
              .from(retiredShareIds)
              .where(eq(retiredShareIds.shareId, shareId)),
          ),
        ),
        eq(publicSettings.isOpen, true),
      ),
    )
    .limit(1);
  return row ?? null;
}
