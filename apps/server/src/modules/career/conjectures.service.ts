import { eq } from 'drizzle-orm';
import { jobPositionConjectureDialogs } from '../../db/schema';
import type { ServiceContext } from '../../lib/service-context';
import { toEpochSeconds } from '../../lib/time';
import { listExperiences } from './experiences.service';
import { conjecturesFor } from './job-position-inference';

/*
 * The job-position inference dialog (spec section 4): positions guessed for the person's
 * experiences that have none, and whether the person closed the dialog (and agreed).
 */

export async function listConjectures(ctx: ServiceContext, userId: number) {
  const list = await listExperiences(ctx.db, userId);
  return conjecturesFor(
    list.map((e) => ({
      id: e.id,
      positions: e.positions,
      positionName: e.position_name,
      description: e.description,
      organizationName: e.organization_name,
    })),
  ).map((c) => ({ experience_id: c.experienceId, job_position_id: c.jobPositionId }));
}

export async function getConjectureDialogStatus(ctx: ServiceContext, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(jobPositionConjectureDialogs)
    .where(eq(jobPositionConjectureDialogs.userId, userId));
  return {
    is_agreed: row?.isAgreed ?? null,
    closed_at: row ? toEpochSeconds(row.closedAt) : null,
  };
}

/** Closing the dialog, agreeing or not; the latest answer and time are kept. */
export async function closeConjectureDialog(
  ctx: ServiceContext,
  userId: number,
  isAgreed: boolean,
) {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(jobPositionConjectureDialogs)
    .values({ userId, isAgreed, closedAt: now })
    .onConflictDoUpdate({
      target: jobPositionConjectureDialogs.userId,
      set: { isAgreed, closedAt: now },
    })
    .returning();
  return { is_agreed: row!.isAgreed, closed_at: toEpochSeconds(row!.closedAt) };
}
