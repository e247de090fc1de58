import {
  CAREER_MESSAGES,
  type ProfileUpdateRequest,
  type ProfileWire,
  type userDataResponseSchema,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Profile, profiles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { toEpochSecondsOrNull } from '../../lib/time';

/** What a person without a saved profile sees: the columns' defaults. */
const EMPTY_PROFILE: ProfileWire = {
  name: '',
  reject_name_input: false,
  birthdate: null,
  is_birthdate_public: true,
  prefecture: null,
  address: null,
  reject_address_input: false,
  birthdate_visibility_dialog_opened_at: null,
};

const toWire = (row: Profile | undefined): ProfileWire =>
  row
    ? {
        name: row.name,
        reject_name_input: row.rejectNameInput,
        birthdate: row.birthdate,
        is_birthdate_public: row.isBirthdatePublic,
        prefecture: row.prefecture,
        address: row.address,
        reject_address_input: row.rejectAddressInput,
        birthdate_visibility_dialog_opened_at: toEpochSecondsOrNull(
          row.birthdateVisibilityDialogOpenedAt,
        ),
      }
    : EMPTY_PROFILE;

async function findProfile(db: Db, userId: number, forUpdate = false) {
  const query = db.select().from(profiles).where(eq(profiles.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function getProfile(ctx: ServiceContext, userId: number): Promise<ProfileWire> {
  return toWire(await findProfile(ctx.db, userId));
}

const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/**
 * Changes the keys sent. The birthdate can be set once: the same value again is harmless,
 * any other (null included) is refused (spec section 5). The row is locked, so two
 * concurrent first saves cannot both set different birthdates.
 */
export async function updateProfile(
  ctx: ServiceContext,
  userId: number,
  input: ProfileUpdateRequest,
): Promise<ProfileWire> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const current = (await findProfile(tx, userId, true))!;
    if (
      input.birthdate !== undefined &&
      current.birthdate !== null &&
      input.birthdate !== current.birthdate
    ) {
      throw new AppError('validation_failed', CAREER_MESSAGES.birthdateLocked, {
        fields: { birthdate: [CAREER_MESSAGES.birthdateLocked] },
      });
    }
    const [row] = await tx
      .update(profiles)
      .set({
        name: input.name,
        rejectNameInput: input.reject_name_input,
        birthdate: input.birthdate,
        isBirthdatePublic: input.is_birthdate_public,
        prefecture: input.prefecture,
        address: emptyToNull(input.address),
        rejectAddressInput: input.reject_address_input,
        ...(input.birthdate_visibility_dialog_opened && !current.birthdateVisibilityDialogOpenedAt
          ? { birthdateVisibilityDialogOpenedAt: now }
          : {}),
        updatedAt: now,
      })
      .where(eq(profiles.userId, userId))
      .returning();
    return toWire(row);
  });
}

export type UserData = z.infer<typeof userDataResponseSchema>['user'];

/** GET /api/user/: the account with its profile's summary, in one query. */
export async function getUserData(ctx: ServiceContext, userId: number): Promise<UserData> {
  const [row] = await ctx.db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('not_found');
  const profile = toWire(row.profile ?? undefined);
  return {
    id: row.user.id,
    email: row.user.email,
    display_name: row.user.displayName,
    profile: {
      name: profile.name,
      birthdate: profile.birthdate,
      is_birthdate_public: profile.is_birthdate_public,
      prefecture: profile.prefecture,
    },
  };
}
