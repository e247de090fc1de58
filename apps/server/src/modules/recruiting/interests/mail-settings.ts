import { and, eq, inArray } from 'drizzle-orm';
import { mailSettings } from '../../../db/schema';
import type { Db } from '../../../db/types';

/*
 * The mail settings that gate the company side's mails (spec section 3: every flag is a
 * boolean, off by default). A person without a row has every flag off.
 */

export const COMPANY_MAIL_SETTINGS = [
  'followedByNewCompany',
  'remindUnrepliedMessages',
  'profileUpdateRequestNotification',
] as const;
export type CompanyMailSetting = (typeof COMPANY_MAIL_SETTINGS)[number];

/** Whether the person wants the company-side mail this flag governs. */
export async function isMailSettingOn(
  db: Db,
  userId: number,
  setting: CompanyMailSetting,
): Promise<boolean> {
  return (await usersWithMailSetting(db, [userId], setting)).has(userId);
}

/** Of these people, those who turned the flag on: one query for a whole batch. */
export async function usersWithMailSetting(
  db: Db,
  userIds: readonly number[],
  setting: CompanyMailSetting,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: mailSettings.userId })
    .from(mailSettings)
    .where(and(inArray(mailSettings.userId, [...userIds]), eq(mailSettings[setting], true)));
  return new Set(rows.map((r) => r.userId));
}

/** Turns one flag on or off (the settings screen and tests). */
export async function setMailSetting(
  db: Db,
  userId: number,
  setting: CompanyMailSetting,
  enabled: boolean,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(mailSettings)
    .values({ userId, [setting]: enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: mailSettings.userId,
      set: { [setting]: enabled, updatedAt: now },
    });
}
