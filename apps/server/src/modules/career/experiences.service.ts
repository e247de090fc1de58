import type { ExperienceBulkItem, ExperienceRequest, ExperienceWire } from '@kiseki/contract';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { type Experience, experiencePositions, experiences } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { toEpochSeconds } from '../../lib/time';
import { markPersonSearchIndexStale } from '../recruiting/candidates/person-search-index';

/*
 * Work experiences (spec section 3). Every read and write names the owner, so another
 * person's id behaves exactly as one that does not exist: 404.
 */

const toWire = (row: Experience, positions: number[]): ExperienceWire => ({
  id: row.id,
  organization_name: row.organizationName,
  positions,
  position_name: row.positionName,
  is_client_work: row.isClientWork,
  client_company_name: row.clientCompanyName,
  start_year: row.startYear,
  start_month: row.startMonth,
  end_year: row.endYear,
  end_month: row.endMonth,
  description: row.description,
  created_at: toEpochSeconds(row.createdAt),
  updated_at: toEpochSeconds(row.updatedAt),
});

/** Columns from a request: empty optional text is stored as null, as is a client name of work that is not client work. */
const columnsOf = (input: ExperienceRequest | ExperienceBulkItem) => ({
  organizationName: input.organization_name,
  positionName: input.position_name || null,
  isClientWork: input.is_client_work,
  clientCompanyName: input.is_client_work ? input.client_company_name || null : null,
  startYear: input.start_year,
  startMonth: input.start_month,
  endYear: input.end_year ?? null,
  endMonth: input.end_month ?? null,
  description: input.description || null,
});

/** Duplicates removed, first occurrence kept (spec section 5: position selector). */
const uniquePositions = (positions: readonly number[]): number[] => [...new Set(positions)];

async function positionsOf(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const byExperience = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byExperience;
  const rows = await db
    .select()
    .from(experiencePositions)
    .where(inArray(experiencePositions.experienceId, ids))
    .orderBy(asc(experiencePositions.experienceId), asc(experiencePositions.jobPositionId));
  for (const r of rows) byExperience.get(r.experienceId)?.push(r.jobPositionId);
  return byExperience;
}

async function writePositions(db: Db, experienceId: number, positions: readonly number[]) {
  await db.delete(experiencePositions).where(eq(experiencePositions.experienceId, experienceId));
  const unique = uniquePositions(positions);
  if (unique.length > 0) {
    await db
      .insert(experiencePositions)
      .values(unique.map((jobPositionId) => ({ experienceId, jobPositionId })));
  }
}

/** The person's experiences, newest first (by start, then by id). */
export async function listExperiences(db: Db, userId: number): Promise<ExperienceWire[]> {
  const rows = await db
    .select()
    .from(experiences)
    .where(eq(experiences.userId, userId))
    .orderBy(desc(experiences.startYear), desc(experiences.startMonth), desc(experiences.id));
  const positions = await positionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toWire(r, positions.get(r.id) ?? []));
}

async function insertExperience(
  db: Db,
  userId: number,
  input: ExperienceRequest | ExperienceBulkItem,
  now: Date,
): Promise<ExperienceWire> {
  const [row] = await db
    .insert(experiences)
    .values({ userId, ...columnsOf(input), createdAt: now, updatedAt: now })
    .returning();
  await writePositions(db, row!.id, input.positions);
  return toWire(
    row!,
    uniquePositions(input.positions).sort((a, b) => a - b),
  );
}

async function updateOwnExperience(
  db: Db,
  userId: number,
  id: number,
  input: ExperienceRequest | ExperienceBulkItem,
  now: Date,
): Promise<ExperienceWire | undefined> {
  const [row] = await db
    .update(experiences)
    .set({ ...columnsOf(input), updatedAt: now })
    .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
    .returning();
  if (!row) return undefined;
  await writePositions(db, id, input.positions);
  return toWire(
    row,
    uniquePositions(input.positions).sort((a, b) => a - b),
  );
}

export async function createExperience(
  ctx: ServiceContext,
  userId: number,
  input: ExperienceRequest,
): Promise<ExperienceWire> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await markPersonSearchIndexStale(tx, userId, now);
    return insertExperience(tx, userId, input, now);
  });
}

export async function updateExperience(
  ctx: ServiceContext,
  userId: number,
  id: number,
  input: ExperienceRequest,
): Promise<ExperienceWire> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const updated = await updateOwnExperience(tx, userId, id, input, now);
    if (!updated) throw new AppError('not_found');
    await markPersonSearchIndexStale(tx, userId, now);
    return updated;
  });
}

export async function deleteExperience(
  ctx: ServiceContext,
  userId: number,
  id: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(experiences)
      .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
      .returning({ id: experiences.id });
    if (deleted.length === 0) throw new AppError('not_found');
    await markPersonSearchIndexStale(tx, userId, ctx.now());
  });
}

/**
 * Saves the whole list in one transaction: items with an id update that experience, items
 * without one create, the person's experiences missing from the list are deleted. An id that
 * is not the person's is 404 (as a missing one), and nothing changes.
 */
export async function saveExperienceList(
  ctx: ServiceContext,
  userId: number,
  items: ExperienceBulkItem[],
): Promise<ExperienceWire[]> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: experiences.id })
      .from(experiences)
      .where(eq(experiences.userId, userId))
      .for('update');
    const ownIds = new Set(own.map((r) => r.id));
    const keptIds = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    if (keptIds.some((id) => !ownIds.has(id))) throw new AppError('not_found');
    await tx
      .delete(experiences)
      .where(
        keptIds.length > 0
          ? and(eq(experiences.userId, userId), notInArray(experiences.id, keptIds))
          : eq(experiences.userId, userId),
      );
    for (const item of items) {
      if (item.id === undefined) await insertExperience(tx, userId, item, now);
      else await updateOwnExperience(tx, userId, item.id, item, now);
    }
    await markPersonSearchIndexStale(tx, userId, now);
    return listExperiences(tx, userId);
  });
}
