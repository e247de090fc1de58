import {
  normaliseSnsAccount,
  PORTFOLIO_MESSAGES,
  SNS_NAMES,
  SNS_PROFILE_HOSTS,
  type SnsAssociationWire,
  type SnsName,
} from '@kiseki/contract';
import { and, asc, eq } from 'drizzle-orm';
import { type SnsAssociationRow, snsAssociations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { single } from '../../lib/rows';
import type { ServiceContext } from '../../lib/service-context';
import { markPersonSearchIndexStale } from '../recruiting/candidates/person-search-index';
import { importStateWire } from './import-state';

/** The person's page at the service, until the first import tells the real one. */
export function profileUrl(sns: SnsName, account: string): string {
  const host = `https://${SNS_PROFILE_HOSTS[sns]}`;
  if (sns === 'connpass') return `${host}/user/${account}/`;
  if (sns === 'teratail') return `${host}/users/${account}`;
  return `${host}/${account}`;
}

const toWire = (row: SnsAssociationRow): SnsAssociationWire => ({
  sns_name: row.snsName,
  account: row.account,
  html_url: row.htmlUrl,
  ...importStateWire(row),
});

export async function listSnsAssociations(
  ctx: ServiceContext,
  userId: number,
): Promise<{ sns_name_list: SnsName[]; sns_list: SnsAssociationWire[] }> {
  const rows = await ctx.db
    .select()
    .from(snsAssociations)
    .where(eq(snsAssociations.userId, userId))
    .orderBy(asc(snsAssociations.id));
  const order = (name: SnsName) => SNS_NAMES.indexOf(name);
  rows.sort((a, b) => order(a.snsName) - order(b.snsName));
  return { sns_name_list: rows.map((r) => r.snsName), sns_list: rows.map(toWire) };
}

/**
 * Connects one service (or switches it to another account, which starts over: the old
 * account's outputs go), then asks for its first import.
 */
export async function connectSns(
  ctx: ServiceContext,
  userId: number,
  input: { sns_name: SnsName; account: string },
): Promise<SnsAssociationWire> {
  const account = normaliseSnsAccount(input.sns_name, input.account);
  if (!account) {
    throw new AppError('validation_failed', undefined, {
      fields: { account: [PORTFOLIO_MESSAGES.accountInvalid] },
    });
  }
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(snsAssociations)
      .where(and(eq(snsAssociations.userId, userId), eq(snsAssociations.snsName, input.sns_name)));
    if (existing && existing.account.toLowerCase() === account.toLowerCase()) return existing;
    if (existing) {
      await tx.delete(snsAssociations).where(eq(snsAssociations.id, existing.id));
      // The old account's outputs went with it (cascade): titles and languages recruiters
      // search by.
      await markPersonSearchIndexStale(tx, userId, now);
    }
    const created = await tx
      .insert(snsAssociations)
      .values({
        userId,
        snsName: input.sns_name,
        account,
        htmlUrl: profileUrl(input.sns_name, account),
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return single(created, 'new association');
  });
  if (row.status === 'pending') await ctx.imports.request({ kind: 'sns', id: row.id });
  return toWire(row);
}

async function findOwn(ctx: ServiceContext, userId: number, sns: SnsName) {
  const [row] = await ctx.db
    .select()
    .from(snsAssociations)
    .where(and(eq(snsAssociations.userId, userId), eq(snsAssociations.snsName, sns)));
  if (!row) throw new AppError('not_found', PORTFOLIO_MESSAGES.notConnected);
  return row;
}

/**
 * Disconnects a service; what was imported from it goes too (cascade), out of what
 * recruiters search by as well.
 */
export async function disconnectSns(ctx: ServiceContext, userId: number, sns: SnsName) {
  const row = await findOwn(ctx, userId, sns);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(snsAssociations).where(eq(snsAssociations.id, row.id));
    await markPersonSearchIndexStale(tx, userId, ctx.now());
  });
}

/** "Import again now": marks it pending and queues an import. */
export async function refreshSns(
  ctx: ServiceContext,
  userId: number,
  sns: SnsName,
): Promise<SnsAssociationWire> {
  const row = await findOwn(ctx, userId, sns);
  await ctx.db
    .update(snsAssociations)
    .set({ status: 'pending', nextRetryAt: null, updatedAt: ctx.now() })
    .where(eq(snsAssociations.id, row.id));
  await ctx.imports.request({ kind: 'sns', id: row.id });
  // Read again: an inline import (tests) has already moved it on.
  return toWire(await findOwn(ctx, userId, sns));
}
