import { type SQL, sql } from 'drizzle-orm';
import {
  companies,
  jobDescriptionPositions,
  jobDescriptionPreferredConditions,
  jobDescriptions,
  jobDescriptionTags,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { reindexJobDescriptions } from '../jobs/search/job-search-index';
import { deleteDemoAccounts, seedDemoAccounts } from './demo-accounts';
import { seedDemoCareer } from './demo-career';
import { deleteDemoPortfolioExtras, seedDemoPortfolio } from './demo-portfolio';
import {
  DEFAULT_COMPANY_COUNT,
  DEFAULT_DEMO_SEED,
  DEFAULT_JOB_DESCRIPTION_COUNT,
  type DemoWorldPlan,
  demoReferenceTime,
  planDemoWorld,
} from './demo-world';
import { type MasterDataCounts, seedMasterData } from './master-data.service';

export { seedMasterData } from './master-data.service';

export interface DemoWorldOptions {
  seed?: number;
  companyCount?: number;
  jobDescriptionCount?: number;
}

export interface DemoWorldSummary extends MasterDataCounts {
  /** False when a world was already there (another process seeded it first). */
  seeded: boolean;
  seed: number;
  companies: number;
  jobDescriptions: number;
}

/** Serialises seeding across processes sharing one PostgreSQL; fixed, like the migration lock. */
const DEMO_WORLD_LOCK_KEY = 724_115_002;

/** Rows per multi-row INSERT: well below PostgreSQL's 65,535 bind parameters. */
const PARAMETERS_PER_STATEMENT = 30_000;

export async function isDemoWorldSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length > 0;
}

/**
 * Seeds master data and, when no company exists yet, a whole demo world: companies and job
 * postings with their positions, tags and conditions. One transaction, so a killed seed
 * leaves nothing half-done; the same seed always gives the same rows.
 */
export async function seedDemoWorld(
  db: Db,
  options: DemoWorldOptions = {},
): Promise<DemoWorldSummary> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  return db.transaction(async (tx) => {
    await lockDemoWorld(tx);
    const master = await seedMasterData(tx);
    // Another process may have seeded while this one waited for the lock.
    if (await isDemoWorldSeeded(tx)) return summarize(tx, master, seed, false);
    await insertWorld(tx, seed, options);
    await seedDemoAccounts(tx, demoReferenceTime(seed));
    await seedDemoCareer(tx, demoReferenceTime(seed));
    await seedDemoPortfolio(tx, demoReferenceTime(seed));
    return summarize(tx, master, seed, true);
  });
}

/**
 * Deletes the demo world's rows and the demo accounts (not feature flags, not master data,
 * which other rows may reference, not anyone else's account) and seeds again, all in one
 * transaction: a failure keeps the old world. Identities restart, so a reset world has the same ids as a fresh one.
 */
export async function resetDemoWorld(
  db: Db,
  options: DemoWorldOptions = {},
): Promise<DemoWorldSummary> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  return db.transaction(async (tx) => {
    await lockDemoWorld(tx);
    // Children before parents. A table added later that points at these must be added here,
    // or the delete fails on its foreign key rather than silently taking user data along.
    await tx.delete(jobDescriptionPreferredConditions);
    await tx.delete(jobDescriptionTags);
    await tx.delete(jobDescriptionPositions);
    await tx.delete(jobDescriptions);
    await tx.delete(companies);
    // The demo accounts start over too (their sessions, agreements and mails cascade);
    // other people's accounts are not demo data and stay.
    await deleteDemoPortfolioExtras(tx);
    await deleteDemoAccounts(tx);
    await restartIdentity(tx, 'job_descriptions');
    await restartIdentity(tx, 'companies');
    const master = await seedMasterData(tx);
    await insertWorld(tx, seed, options);
    await seedDemoAccounts(tx, demoReferenceTime(seed));
    await seedDemoCareer(tx, demoReferenceTime(seed));
    await seedDemoPortfolio(tx, demoReferenceTime(seed));
    return summarize(tx, master, seed, true);
  });
}

async function insertWorld(tx: Db, seed: number, options: DemoWorldOptions): Promise<void> {
  const companyIds = await reserveIds(
    tx,
    'companies',
    options.companyCount ?? DEFAULT_COMPANY_COUNT,
  );
  const jobDescriptionIds = await reserveIds(
    tx,
    'job_descriptions',
    options.jobDescriptionCount ?? DEFAULT_JOB_DESCRIPTION_COUNT,
  );
  const plan = planDemoWorld({ seed, companyIds, jobDescriptionIds });
  await insertPlan(tx, plan);
  // In the seed's transaction, so a seeded world is searchable the moment it is visible.
  await reindexJobDescriptions(tx);
}

async function insertPlan(tx: Db, plan: DemoWorldPlan): Promise<void> {
  const jobs = plan.jobDescriptions;
  const linkRows = <T>(pick: (job: DemoWorldPlan['jobDescriptions'][number]) => T[]) =>
    jobs.flatMap(pick);
  await insertChunked(plan.companies, (rows) => tx.insert(companies).values(rows));
  await insertChunked(
    jobs.map((j) => j.values),
    (rows) => tx.insert(jobDescriptions).values(rows),
  );
  await insertChunked(
    linkRows((j) =>
      j.positionIds.map((jobPositionId) => ({ jobDescriptionId: j.values.id!, jobPositionId })),
    ),
    (rows) => tx.insert(jobDescriptionPositions).values(rows),
  );
  await insertChunked(
    linkRows((j) => j.tagIds.map((techTagId) => ({ jobDescriptionId: j.values.id!, techTagId }))),
    (rows) => tx.insert(jobDescriptionTags).values(rows),
  );
  await insertChunked(
    linkRows((j) =>
      j.preferredConditionIds.map((preferredConditionId) => ({
        jobDescriptionId: j.values.id!,
        preferredConditionId,
      })),
    ),
    (rows) => tx.insert(jobDescriptionPreferredConditions).values(rows),
  );
}

/** A few multi-row statements instead of a round trip per row. */
async function insertChunked<T extends object>(
  rows: readonly T[],
  insert: (chunk: T[]) => PromiseLike<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, Object.keys(rows[0]!).length);
  const size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns));
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

/**
 * Ids taken from the table's own identity sequence before the rows exist, so postings can
 * name their company and link rows their posting without relying on RETURNING order, and
 * later inserts by the app continue after them.
 */
async function reserveIds(
  tx: Db,
  table: 'companies' | 'job_descriptions',
  count: number,
): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::int` })
    .from(sql`generate_series(1, ${count}::int)` as SQL);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

async function restartIdentity(tx: Db, table: 'companies' | 'job_descriptions'): Promise<void> {
  await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`);
}

async function lockDemoWorld(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_WORLD_LOCK_KEY})`);
}

async function summarize(
  tx: Db,
  master: MasterDataCounts,
  seed: number,
  seeded: boolean,
): Promise<DemoWorldSummary> {
  return {
    seeded,
    seed,
    companies: await tx.$count(companies),
    jobDescriptions: await tx.$count(jobDescriptions),
    ...master,
  };
}
