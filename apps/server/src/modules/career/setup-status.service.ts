import type { SetupStatusWire, SetupStep } from '@kiseki/contract';
import { eq, sql } from 'drizzle-orm';
import { type SetupStatusRow, setupStatuses } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ServiceContext } from '../../lib/service-context';
import { toEpochSecondsOrNull } from '../../lib/time';

/*
 * Where the person is in the initial-setup wizard (spec section 4). The web app records each
 * step it reaches, so a reload resumes there; completing the wizard stamps completed_at.
 */

const toWire = (row: SetupStatusRow | undefined): SetupStatusWire => ({
  step: row?.step ?? null,
  is_completed: row?.completedAt != null,
  completed_at: toEpochSecondsOrNull(row?.completedAt),
});

async function findStatus(db: Db, userId: number) {
  const [row] = await db.select().from(setupStatuses).where(eq(setupStatuses.userId, userId));
  return row;
}

export const getSetupStatus = async (ctx: ServiceContext, userId: number) =>
  toWire(await findStatus(ctx.db, userId));

export async function recordSetupStep(
  ctx: ServiceContext,
  userId: number,
  step: SetupStep,
): Promise<SetupStatusWire> {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(setupStatuses)
    .values({ userId, step, updatedAt: now })
    .onConflictDoUpdate({ target: setupStatuses.userId, set: { step, updatedAt: now } })
    .returning();
  return toWire(row);
}

/** Marks the wizard done; a second call keeps the first completion time. */
export async function markSetupCompleted(
  ctx: ServiceContext,
  userId: number,
): Promise<SetupStatusWire> {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(setupStatuses)
    .values({ userId, step: 'completed', completedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: setupStatuses.userId,
      set: {
        step: 'completed',
        updatedAt: now,
        completedAt: sql`coalesce(${setupStatuses.completedAt}, excluded.completed_at)`,
      },
    })
    .returning();
  return toWire(row);
}
