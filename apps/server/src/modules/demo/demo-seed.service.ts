import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { JobDescriptionBuild } from '../../../test/factories';
import type { Config } from '../../config';
import {
  companies,
  jobApplications,
  jobDescriptionPositions,
  jobDescriptionPreferredConditions,
  jobDescriptions,
  jobDescriptionTags,
  jobReactions,
  jobSuggestions,
} from '../../db/schema';
import type { Db } from '../../db/types';
import {
  buildSearchIndex,
  recordVocabulary,
  reindexJobDescriptions,
} from '../jobs/search/job-search-index';
import { deleteDemoAccounts, seedDemoAccounts } from './demo-accounts';
import { deleteDemoCandidates, seedDemoCandidates } from './demo-candidates';
import { seedDemoCareer } from './demo-career';
import { seedDemoJobActivity, seedDemoSuggestions } from './demo-job-activity';
import { deleteDemoPortfolioExtras, seedDemoPortfolio } from './demo-portfolio';
import { deleteDemoRecruiters, seedDemoRecruiting } from './demo-recruiting';
import {
  companyCountFor,
  DEFAULT_COMPANY_COUNT,
  DEFAULT_DEMO_SEED,
  DEFAULT_JOB_DESCRIPTION_COUNT,
  demoReferenceTime,
  streamDemoWorld,
} from './demo-world';
import { type MasterDataCounts, seedMasterData } from './master-data.service';

export { seedMasterData } from './master-data.service';

export interface DemoWorldOptions {
  seed?: number;
  /** Default: 120, or one per 20 postings when `jobDescriptionCount` is given (companyCountFor). */
  companyCount?: number;
  jobDescriptionCount?: number;
  /** Called after each batch of postings went in (done counts postings). */
  onProgress?: (done: number, total: number) => void;
  /**
   * Drop the GIN indexes for the load and build them at its end; by default for worlds of
   * BULK_INDEX_THRESHOLD postings or more (tests force it on a small world).
   */
  rebuildSearchIndexes?: boolean;
  /** The app's config: the company side's demo mails are signed with its key (demo-recruiting.ts). */
  config?: Config;
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
    await seedDemoJobActivity(tx, demoReferenceTime(seed));
    await seedDemoPortfolio(tx, demoReferenceTime(seed));
    await seedDemoSuggestions(tx, demoReferenceTime(seed));
    await seedDemoRecruiting(tx, demoReferenceTime(seed), options.config);
    // After the recruiters' dated searches, so what those recorded stays the demo engineer's.
    await seedDemoCandidates(tx, seed);
    await settleAfterBulkLoad(tx);
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
    // What people did with the demo postings goes with them (their foreign keys cascade
    // anyway); it is named here so a reset says what it removes.
    await tx.delete(jobSuggestions);
    await tx.delete(jobApplications);
    await tx.delete(jobReactions);
    await tx.delete(jobDescriptionPreferredConditions);
    await tx.delete(jobDescriptionTags);
    await tx.delete(jobDescriptionPositions);
    await tx.delete(jobDescriptions);
    await tx.delete(companies);
    // The demo accounts start over too (their sessions, agreements and mails cascade);
    // other people's accounts are not demo data and stay.
    await deleteDemoPortfolioExtras(tx);
    await deleteDemoRecruiters(tx);
    await deleteDemoCandidates(tx);
    await deleteDemoAccounts(tx);
    await restartIdentity(tx, 'job_descriptions');
    await restartIdentity(tx, 'companies');
    const master = await seedMasterData(tx);
    await insertWorld(tx, seed, options);
    await seedDemoAccounts(tx, demoReferenceTime(seed));
    await seedDemoCareer(tx, demoReferenceTime(seed));
    await seedDemoJobActivity(tx, demoReferenceTime(seed));
    await seedDemoPortfolio(tx, demoReferenceTime(seed));
    await seedDemoSuggestions(tx, demoReferenceTime(seed));
    await seedDemoRecruiting(tx, demoReferenceTime(seed), options.config);
    // After the recruiters' dated searches, so what those recorded stays the demo engineer's.
    await seedDemoCandidates(tx, seed);
    await settleAfterBulkLoad(tx);
    return summarize(tx, master, seed, true);
  });
}

async function insertWorld(tx: Db, seed: number, options: DemoWorldOptions): Promise<void> {
  const jobDescriptionCount = options.jobDescriptionCount ?? DEFAULT_JOB_DESCRIPTION_COUNT;
  const companyCount =
    options.companyCount ??
    (options.jobDescriptionCount === undefined
      ? DEFAULT_COMPANY_COUNT
      : companyCountFor(jobDescriptionCount));
  const companyIds = await reserveIds(tx, 'companies', companyCount);
  const jobDescriptionIds = await reserveIds(tx, 'job_descriptions', jobDescriptionCount);
  const world = streamDemoWorld({ seed, companyIds, jobDescriptionIds });
  const rebuildIndexes =
    (options.rebuildSearchIndexes ?? jobDescriptionCount >= BULK_INDEX_THRESHOLD)
      ? await dropSearchIndexes(tx)
      : null;
  await insertByUnnest(tx, companies, world.companies);
  const companyNames = new Map(world.companies.map((c) => [c.id, c.name]));
  // Postings are built, indexed and inserted a batch at a time: memory stays flat however
  // large the world, and each batch is a few multi-row statements. The next batch is built
  // while the database writes the previous one: on PostgreSQL that runs on another core (on
  // PGlite, in the same thread, it changes nothing).
  let writing: Promise<void> = Promise.resolve();
  let done = 0;
  const write = (batch: PreparedBatch) => {
    const previous = writing;
    writing = (async () => {
      await previous;
      await insertPrepared(tx, batch);
      done += batch.jobs.length;
      options.onProgress?.(done, jobDescriptionIds.length);
    })();
    // Awaited below; until then a failure must not count as unhandled.
    writing.catch(() => {});
  };
  let batch: JobDescriptionBuild[] = [];
  for (const job of world.jobDescriptions) {
    batch.push(job);
    if (batch.length === JOBS_PER_BATCH) {
      const prepared = prepareBatch(batch, companyNames);
      await writing;
      write(prepared);
      batch = [];
      // Let the write reach the database before the next batch keeps this thread busy.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (batch.length > 0) write(prepareBatch(batch, companyNames));
  await writing;
  await rebuildIndexes?.();
  // Every row went in indexed; this finds nothing to do unless the index version changed
  // under a running seed. In the seed's transaction, so the world is searchable the moment
  // it is visible.
  await reindexJobDescriptions(tx);
}

/** Tables a seed fills in bulk; their statistics are stale right after it. */
const SEEDED_TABLES = [
  'companies',
  'job_descriptions',
  'job_description_positions',
  'job_description_tags',
  'job_description_preferred_conditions',
] as const;

/**
 * What autovacuum would do some time after a bulk load, done before the world is visible,
 * because PGlite has no autovacuum at all: GIN inserts wait in a pending list that every
 * keyword search scans sequentially until it is merged (a default world's keyword search ran
 * about three times slower before the merge), and a planner without statistics guesses. Both
 * are allowed inside the seed's transaction, unlike VACUUM.
 */
async function settleAfterBulkLoad(tx: Db): Promise<void> {
  await tx.execute(sql`select gin_clean_pending_list(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where a.amname = 'gin' and i.indrelid = 'job_descriptions'::regclass`);
  for (const table of SEEDED_TABLES) await tx.execute(sql`analyze ${sql.identifier(table)}`);
}

/**
 * From this many postings on, the GIN indexes (keyword search) are dropped for the load and
 * built again at its end: one sorted build beats thousands of incremental inserts, the
 * trigram index's most of all (measured on PGlite: the default world's seed about a tenth
 * faster, 10,000 postings about a fifth). Small worlds (tests) keep their indexes.
 */
const BULK_INDEX_THRESHOLD = 1_000;

/**
 * Drops the GIN indexes of job_descriptions and returns what builds them again, from their
 * own definitions as the database reports them (so a migration that changes one is followed).
 * Inside the seed's transaction: a failure restores them with everything else. DROP INDEX
 * locks the table, so a server using the same database waits for a large seed to commit.
 */
async function dropSearchIndexes(tx: Db): Promise<() => Promise<void>> {
  const result = (await tx.execute(sql`select indexname as name, indexdef as definition
    from pg_indexes
    where schemaname = current_schema() and tablename = 'job_descriptions'
      and indexdef ~* ' using gin '`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const index of result.rows) {
    await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  }
  return async () => {
    // A GIN build sorts its entries in memory; the default 64 MB spills a trigram index.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const index of result.rows) await tx.execute(sql.raw(index.definition));
  };
}

/** Postings per batch: a few hundred kilobytes of text and index in memory at a time. */
const JOBS_PER_BATCH = 1_000;

/** A batch of postings as rows of the four tables, search index included. */
interface PreparedBatch {
  jobs: Record<string, unknown>[];
  vocabulary: Set<string>;
  positions: Record<string, unknown>[];
  tags: Record<string, unknown>[];
  conditions: Record<string, unknown>[];
}

/**
 * The rows of one batch. The search index is written with the row, by the same
 * `buildSearchIndex` the reindexing uses, instead of a second pass that would rewrite every
 * row (and its GIN entries) right after inserting it.
 */
function prepareBatch(
  jobs: readonly JobDescriptionBuild[],
  companyNames: ReadonlyMap<number, string>,
): PreparedBatch {
  const vocabulary = new Set<string>();
  return {
    jobs: jobs.map((j) => {
      const index = buildSearchIndex({
        ...j.values,
        companyName: companyNames.get(j.values.companyId),
      });
      for (const lexeme of index.vocabulary) vocabulary.add(lexeme);
      return { ...j.values, ...index.values };
    }),
    vocabulary,
    positions: jobs.flatMap((j) =>
      j.positionIds.map((jobPositionId) => ({ jobDescriptionId: j.values.id!, jobPositionId })),
    ),
    tags: jobs.flatMap((j) =>
      j.tagIds.map((techTagId) => ({ jobDescriptionId: j.values.id!, techTagId })),
    ),
    conditions: jobs.flatMap((j) =>
      j.preferredConditionIds.map((preferredConditionId) => ({
        jobDescriptionId: j.values.id!,
        preferredConditionId,
      })),
    ),
  };
}

async function insertPrepared(tx: Db, batch: PreparedBatch): Promise<void> {
  await recordVocabulary(tx, batch.vocabulary);
  await insertByUnnest(tx, jobDescriptions, batch.jobs);
  await insertByUnnest(tx, jobDescriptionPositions, batch.positions);
  await insertByUnnest(tx, jobDescriptionTags, batch.tags);
  await insertByUnnest(tx, jobDescriptionPreferredConditions, batch.conditions);
}

/**
 * `insert … select * from unnest($1::int[], $2::text[], …)`: one array parameter per column
 * instead of one parameter per value, so a batch of a thousand postings is one small
 * statement that both drivers pass as it is (Drizzle would spell out 23,000 placeholders and
 * spend more time on them than the database spends on the rows). Columns are the first row's
 * keys, with the table's own names and SQL types; a missing value is NULL, not the default.
 */
async function insertByUnnest(
  tx: Db,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]!);
  const names = columns.map(([, column]) => sql.identifier(toSnakeCase(column.name)));
  const arrays = columns.map(
    ([key, column]) =>
      sql`${arrayLiteral(rows.map((row) => row[key]))}::${sql.raw(column.getSQLType())}[]`,
  );
  await tx.execute(sql`insert into ${table} (${sql.join(names, sql`, `)})
    select * from unnest(${sql.join(arrays, sql`, `)})`);
}

/** A PostgreSQL array literal: every element quoted and escaped, NULL for null/undefined. */
function arrayLiteral(values: readonly unknown[]): string {
  const element = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  };
  return `{${values.map(element).join(',')}}`;
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
