import { eq } from 'drizzle-orm';
import {
  type Company,
  companies,
  type JobDescription,
  jobDescriptionPositions,
  jobDescriptionPreferredConditions,
  jobDescriptions,
  jobDescriptionTags,
  type NewCompany,
} from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { seedMasterData } from '../../src/modules/demo/master-data.service';
import { reindexJobDescriptions } from '../../src/modules/jobs/search/job-search-index';
import { type BuildOptions, buildCompany } from './company.factory';
import { buildJobDescription, type JobDescriptionOverrides } from './job-description.factory';
import { createRng, type Rng } from './random';

/*
 * Insert helpers for tests: each call draws from its own numbered stream, so a test file
 * gets the same rows on every run, and rows from different calls differ.
 */

const FACTORY_SEED = 0x6b15e;
let sequence = 0;
const nextRng = (): { rng: Rng; n: number } => {
  sequence += 1;
  return { rng: createRng(FACTORY_SEED + sequence), n: sequence };
};

export async function createCompany(
  db: Db,
  overrides: Partial<NewCompany> = {},
  options: BuildOptions = {},
): Promise<Company> {
  const { rng, n } = nextRng();
  const built = buildCompany(rng, overrides, options);
  // Built slugs repeat across calls (a small vocabulary); the sequence keeps them unique.
  const slug = overrides.slug ?? `${built.slug}-${n}`;
  const [row] = await db
    .insert(companies)
    .values({ ...built, slug, websiteUrl: overrides.websiteUrl ?? `https://${slug}.example.jp/` })
    .returning();
  return row!;
}

export type CreatedJobDescription = JobDescription & {
  positionIds: number[];
  tagIds: number[];
  preferredConditionIds: number[];
};

/**
 * Inserts a posting with its link rows; creates a company when none is given. Master data
 * must exist for the link rows' foreign keys, so it is upserted once per database handle.
 */
export async function createJobDescription(
  db: Db,
  overrides: Partial<JobDescriptionOverrides> = {},
  options: BuildOptions = {},
): Promise<CreatedJobDescription> {
  await ensureMasterData(db);
  const company = overrides.company ?? (await createCompany(db, {}, options));
  const { rng } = nextRng();
  const built = buildJobDescription(rng, { ...overrides, company }, options);
  const [inserted] = await db.insert(jobDescriptions).values(built.values).returning();
  const jobDescriptionId = inserted!.id;
  // The app's own indexing path, so tests search what production would have stored.
  await reindexJobDescriptions(db);
  const [row] = await db
    .select()
    .from(jobDescriptions)
    .where(eq(jobDescriptions.id, jobDescriptionId));
  if (built.positionIds.length > 0) {
    await db
      .insert(jobDescriptionPositions)
      .values(built.positionIds.map((jobPositionId) => ({ jobDescriptionId, jobPositionId })));
  }
  if (built.tagIds.length > 0) {
    await db
      .insert(jobDescriptionTags)
      .values(built.tagIds.map((techTagId) => ({ jobDescriptionId, techTagId })));
  }
  if (built.preferredConditionIds.length > 0) {
    await db.insert(jobDescriptionPreferredConditions).values(
      built.preferredConditionIds.map((preferredConditionId) => ({
        jobDescriptionId,
        preferredConditionId,
      })),
    );
  }
  return {
    ...row!,
    positionIds: built.positionIds,
    tagIds: built.tagIds,
    preferredConditionIds: built.preferredConditionIds,
  };
}

/** Master rows (positions, tags …) for foreign keys; upserted once per database handle. */
const masterDataReady = new WeakSet<Db>();

export async function ensureMasterData(db: Db): Promise<void> {
  if (masterDataReady.has(db)) return;
  await seedMasterData(db);
  masterDataReady.add(db);
}
