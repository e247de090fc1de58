import { FEATURE_FLAGS, type FeatureFlag } from '@kiseki/contract';
import { sql } from 'drizzle-orm';
import { featureFlags } from '../../db/schema';
import type { Db } from '../../db/types';

/** What a flag is when nobody has set it. */
export const FEATURE_FLAG_DEFAULTS: Record<FeatureFlag, boolean> = {
  featureRewards: false,
  featureMultiOccupation: false,
  featureHirabilityChangeModal: true,
};

export const isFeatureFlag = (name: string): name is FeatureFlag =>
  (FEATURE_FLAGS as readonly string[]).includes(name);

export async function readFeatureFlags(db: Db): Promise<Record<FeatureFlag, boolean>> {
  const rows = await db.select().from(featureFlags);
  const flags = { ...FEATURE_FLAG_DEFAULTS };
  for (const row of rows) if (isFeatureFlag(row.name)) flags[row.name] = row.enabled;
  return flags;
}

export async function setFeatureFlag(db: Db, name: FeatureFlag, enabled: boolean): Promise<void> {
  await db
    .insert(featureFlags)
    .values({ name, enabled })
    .onConflictDoUpdate({
      target: featureFlags.name,
      set: { enabled, updatedAt: sql`now()` },
    });
}
