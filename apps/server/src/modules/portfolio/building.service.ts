import { and, asc, eq } from 'drizzle-orm';
import { blogs, snsAssociations, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/service-context';
import { importStateWire } from './import-state';

/**
 * Readiness of spec section 4: the portfolio is ready when every connected account and
 * blog has finished its first import (done, or failed: a failure must not hold the person
 * on /user_building; /accounts shows it). With nothing connected there is nothing to wait
 * for. Progress survives a reload because it is read from the rows the importer writes.
 */
export async function readiness(ctx: ServiceContext, userId: number) {
  const [sns, blogRows, [user]] = await Promise.all([
    ctx.db
      .select()
      .from(snsAssociations)
      .where(eq(snsAssociations.userId, userId))
      .orderBy(asc(snsAssociations.id)),
    ctx.db.select().from(blogs).where(eq(blogs.userId, userId)).orderBy(asc(blogs.id)),
    ctx.db.select({ buildingStatus: users.buildingStatus }).from(users).where(eq(users.id, userId)),
  ]);
  const sources = [
    ...sns.map((r) => ({ source: r.snsName, account: r.account, row: r })),
    ...blogRows.map((r) => ({ source: 'blog' as const, account: r.url, row: r })),
  ];
  const finished = sources.filter((s) => s.row.firstFinishedAt !== null).length;
  return {
    is_ready: finished === sources.length,
    building_status: user?.buildingStatus ?? 0,
    finished_count: finished,
    total_count: sources.length,
    sources: sources.map((s) => ({
      source: s.source,
      account: s.account,
      ...importStateWire(s.row),
    })),
  };
}

/** 1 once the client has seen the portfolio ready; DELETE sets it back to 0 (not ready). */
export async function setBuildingStatus(ctx: ServiceContext, userId: number, status: 0 | 1) {
  await ctx.db
    .update(users)
    .set({ buildingStatus: status, updatedAt: ctx.now() })
    .where(and(eq(users.id, userId)));
  return { building_status: status };
}
