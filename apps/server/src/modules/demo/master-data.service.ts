import {
  JOB_POSITION_CATEGORIES,
  JOB_POSITIONS,
  PREFERRED_CONDITIONS,
  TECH_TAGS,
} from '@kiseki/contract';
import { sql } from 'drizzle-orm';
import {
  jobPositionCategories,
  jobPositions,
  preferredConditions,
  techTags,
} from '../../db/schema';
import type { Db } from '../../db/types';

export interface MasterDataCounts {
  jobPositionCategories: number;
  jobPositions: number;
  techTags: number;
  preferredConditions: number;
}

/**
 * Copies the contract's master data into its tables: inserts what is new, rewrites names
 * that changed, deletes nothing (stored rows may still point at a retired id). Idempotent
 * and cheap, so it can run on every boot, seeded demo or not.
 */
export async function seedMasterData(db: Db): Promise<MasterDataCounts> {
  await db
    .insert(jobPositionCategories)
    .values(JOB_POSITION_CATEGORIES.map((c, i) => ({ id: c.id, name: c.name, sortOrder: i + 1 })))
    .onConflictDoUpdate({
      target: jobPositionCategories.id,
      set: { name: excluded('name'), sortOrder: excluded('sort_order') },
    });
  await db
    .insert(jobPositions)
    .values(JOB_POSITIONS.map((p, i) => ({ ...p, sortOrder: i + 1 })))
    .onConflictDoUpdate({
      target: jobPositions.id,
      set: {
        key: excluded('key'),
        name: excluded('name'),
        categoryId: excluded('category_id'),
        sortOrder: excluded('sort_order'),
      },
    });
  await db
    .insert(techTags)
    .values(TECH_TAGS.map((t, i) => ({ ...t, sortOrder: i + 1 })))
    .onConflictDoUpdate({
      target: techTags.id,
      set: { name: excluded('name'), group: excluded('group'), sortOrder: excluded('sort_order') },
    });
  await db
    .insert(preferredConditions)
    .values(PREFERRED_CONDITIONS.map((c, i) => ({ ...c, sortOrder: i + 1 })))
    .onConflictDoUpdate({
      target: preferredConditions.id,
      set: { label: excluded('label'), sortOrder: excluded('sort_order') },
    });
  return {
    jobPositionCategories: await db.$count(jobPositionCategories),
    jobPositions: await db.$count(jobPositions),
    techTags: await db.$count(techTags),
    preferredConditions: await db.$count(preferredConditions),
  };
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);
