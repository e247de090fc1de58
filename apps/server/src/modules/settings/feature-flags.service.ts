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

/**
 * How stale a server's flags may be. Flags change rarely and from outside the request path
 * (`npm run flags`, possibly in another process), while every page asks for them, so each
 * process keeps what it read for this long instead of asking the database per request.
 */
export const FEATURE_FLAG_CACHE_SECONDS = 10;

/** Flags read through a short in-process cache, one per app. */
export class FeatureFlagCache {
  private value: Record<FeatureFlag, boolean> | undefined;
  private readAt = 0;
  private pending: Promise<Record<FeatureFlag, boolean>> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly ttlSeconds = FEATURE_FLAG_CACHE_SECONDS,
  ) {}

  async get(): Promise<Record<FeatureFlag, boolean>> {
    const at = this.now().getTime();
    if (this.value && at - this.readAt < this.ttlSeconds * 1000) return this.value;
    // Concurrent requests after expiry share one read instead of each querying.
    this.pending ??= readFeatureFlags(this.db)
      .then((flags) => {
        this.value = flags;
        this.readAt = at;
        return flags;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }
}
