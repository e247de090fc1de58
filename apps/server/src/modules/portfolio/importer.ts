import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { blogs, githubContributionDays, portfolioOutputs, snsAssociations } from '../../db/schema';
import type { Db } from '../../db/types';
import {
  type ImportResult,
  type SourceClient,
  type SourceName,
  UpstreamError,
} from '../../integrations/types';
import type { Clock } from '../../lib/clock';
import { single } from '../../lib/rows';
import { markPersonSearchIndexStale } from '../recruiting/candidates/person-search-index';
import type { ImportTarget } from './import-dispatcher';
import { isTransient } from './import-state';

/** Tries per import before it waits for the next daily run. */
export const IMPORT_MAX_ATTEMPTS = 4;
/** First wait after a transient failure; it doubles each attempt (1, 2, 4 minutes). */
const RETRY_BASE_SECONDS = 60;

export interface ImporterDeps {
  db: Db;
  now: Clock;
  clients: Partial<Record<SourceName, SourceClient>>;
  /** After new data is stored (scores, suggested skill tags). Its failure is logged only. */
  onImported?: (userId: number) => Promise<void>;
  log: { error(obj: object, msg?: string): void; info?(obj: object, msg?: string): void };
}

export type ImportOutcome =
  | { result: 'done'; userId: number; stored: number }
  | { result: 'failed'; userId: number; code: string; retryInSeconds: number | null }
  | { result: 'gone' };

interface Origin {
  userId: number;
  source: SourceName;
  account: string;
  cursor: Record<string, unknown> | null;
  /** Column values that tie an output to where it came from. */
  link: { associationId: number; blogId: null } | { associationId: null; blogId: number };
}

async function loadOrigin(db: Db, target: ImportTarget): Promise<Origin | null> {
  if (target.kind === 'sns') {
    const [row] = await db.select().from(snsAssociations).where(eq(snsAssociations.id, target.id));
    if (!row) return null;
    return {
      userId: row.userId,
      source: row.snsName,
      account: row.account,
      cursor: row.cursor,
      link: { associationId: row.id, blogId: null },
    };
  }
  const [row] = await db.select().from(blogs).where(eq(blogs.id, target.id));
  if (!row) return null;
  return {
    userId: row.userId,
    source: 'blog',
    account: row.url,
    cursor: row.cursor,
    link: { associationId: null, blogId: row.id },
  };
}

/** The table of the target, for the state columns both share. */
const stateTable = (target: ImportTarget) => (target.kind === 'sns' ? snsAssociations : blogs);

/** Blog entries are keyed per blog, so two blogs cannot collide on an entry id. */
const externalKey = (origin: Origin, externalId: string): string =>
  origin.link.blogId === null ? externalId : `${origin.link.blogId}:${externalId}`;

/**
 * One import of one account or blog: fetch through its client (incrementally, from the
 * stored cursor), store what is new or changed, and record the state /user_building and
 * /accounts show. A failure keeps everything imported before; a transient one asks for a
 * retry after a backoff (or after the rate limit's own wait).
 */
export async function runImport(
  deps: ImporterDeps,
  target: ImportTarget,
  attempt = 1,
): Promise<ImportOutcome> {
  const origin = await loadOrigin(deps.db, target);
  if (!origin) return { result: 'gone' };
  const table = stateTable(target);
  const startedAt = deps.now();
  await deps.db
    .update(table)
    .set({ status: 'importing', lastAttemptAt: startedAt, updatedAt: startedAt })
    .where(eq(table.id, target.id));

  const client = deps.clients[origin.source];
  let fetched: ImportResult;
  try {
    if (!client) throw new Error(`no client for ${origin.source}`);
    fetched = await client.fetchAll(origin.account, origin.cursor);
  } catch (err) {
    return recordFailure(deps, target, origin, err, attempt);
  }

  let stored: number;
  try {
    stored = await storeResult(deps, target, origin, fetched);
  } catch (err) {
    return recordFailure(deps, target, origin, err, attempt);
  }
  if (deps.onImported) {
    try {
      await deps.onImported(origin.userId);
    } catch (err) {
      deps.log.error({ err, userId: origin.userId }, 'after-import work failed');
    }
  }
  return { result: 'done', userId: origin.userId, stored };
}

async function storeResult(
  deps: ImporterDeps,
  target: ImportTarget,
  origin: Origin,
  fetched: ImportResult,
): Promise<number> {
  const now = deps.now();
  const table = stateTable(target);
  return deps.db.transaction(async (tx) => {
    const ownedBy =
      origin.link.associationId !== null
        ? eq(portfolioOutputs.associationId, origin.link.associationId)
        : eq(portfolioOutputs.blogId, origin.link.blogId);

    // Output titles are in what recruiters search: rebuilt before the next search.
    await markPersonSearchIndexStale(tx, origin.userId, now);
    // One statement per 100 outputs: on a repeat, every imported column takes the new value.
    const rows = fetched.outputs.map((output) => ({
      userId: origin.userId,
      source: origin.source,
      kind: output.kind,
      ...origin.link,
      externalId: externalKey(origin, output.externalId),
      url: output.url,
      title: output.title,
      summary: output.summary,
      postedAt: output.postedAt,
      tags: output.tags,
      likes: output.likes,
      stocks: output.stocks,
      stars: output.stars,
      pageViews: output.pageViews,
      data: output.data,
      createdAt: now,
      updatedAt: now,
    }));
    for (const chunk of chunks(rows, 100)) {
      await tx
        .insert(portfolioOutputs)
        .values(chunk)
        .onConflictDoUpdate({
          target: [portfolioOutputs.userId, portfolioOutputs.source, portfolioOutputs.externalId],
          set: {
            kind: sql`excluded.kind`,
            url: sql`excluded.url`,
            title: sql`excluded.title`,
            summary: sql`excluded.summary`,
            postedAt: sql`excluded.posted_at`,
            tags: sql`excluded.tags`,
            likes: sql`excluded.likes`,
            stocks: sql`excluded.stocks`,
            stars: sql`excluded.stars`,
            pageViews: sql`excluded.page_views`,
            data: sql`excluded.data`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    if (fetched.presentExternalIds !== null) {
      const keep = fetched.presentExternalIds.map((id) => externalKey(origin, id));
      await tx
        .delete(portfolioOutputs)
        .where(
          keep.length > 0 ? and(ownedBy, notInArray(portfolioOutputs.externalId, keep)) : ownedBy,
        );
    }
    if (fetched.contributionDays && fetched.contributionDays.length > 0) {
      for (const chunk of chunks(fetched.contributionDays, 200)) {
        await tx
          .insert(githubContributionDays)
          .values(chunk.map((d) => ({ userId: origin.userId, day: d.date, count: d.count })))
          .onConflictDoUpdate({
            target: [githubContributionDays.userId, githubContributionDays.day],
            set: { count: sql`excluded.count` },
          });
      }
    }
    const { count } = single(
      await tx.select({ count: sql<number>`count(*)::int` }).from(portfolioOutputs).where(ownedBy),
      'output count',
    );

    const profile = fetched.profile;
    const common = {
      status: 'done' as const,
      importedCount: count,
      lastImportedAt: now,
      firstFinishedAt: sql`coalesce(${table.firstFinishedAt}, ${now.toISOString()}::timestamptz)`,
      errorCode: null,
      nextRetryAt: null,
      cursor: fetched.cursor as Record<string, unknown>,
      updatedAt: now,
    };
    if (target.kind === 'sns') {
      await tx
        .update(snsAssociations)
        .set({
          ...common,
          ...(profile
            ? {
                htmlUrl: profile.htmlUrl,
                avatarUrl: profile.avatarUrl,
                followers: profile.followers,
              }
            : {}),
        })
        .where(eq(snsAssociations.id, target.id));
    } else {
      const feedUrl = typeof fetched.cursor.feedUrl === 'string' ? fetched.cursor.feedUrl : null;
      await tx
        .update(blogs)
        .set({
          ...common,
          ...(profile?.displayName ? { title: profile.displayName } : {}),
          ...(feedUrl ? { feedUrl } : {}),
        })
        .where(eq(blogs.id, target.id));
    }
    return fetched.outputs.length;
  });
}

async function recordFailure(
  deps: ImporterDeps,
  target: ImportTarget,
  origin: Origin,
  err: unknown,
  attempt: number,
): Promise<ImportOutcome> {
  const code = err instanceof UpstreamError ? err.kind : 'internal';
  if (!(err instanceof UpstreamError)) {
    deps.log.error({ err, target }, 'import failed unexpectedly');
  }
  let retryInSeconds: number | null = null;
  if (isTransient(code) && attempt < IMPORT_MAX_ATTEMPTS) {
    const waited = err instanceof UpstreamError ? err.details.retryAfterSeconds : undefined;
    retryInSeconds =
      code === 'rate_limited' && waited !== undefined
        ? Math.max(1, Math.ceil(waited))
        : RETRY_BASE_SECONDS * 2 ** (attempt - 1);
  }
  const now = deps.now();
  const table = stateTable(target);
  await deps.db
    .update(table)
    .set({
      status: 'failed',
      errorCode: code,
      firstFinishedAt: sql`coalesce(${table.firstFinishedAt}, ${now.toISOString()}::timestamptz)`,
      nextRetryAt: retryInSeconds === null ? null : new Date(now.getTime() + retryInSeconds * 1000),
      updatedAt: now,
    })
    .where(eq(table.id, target.id));
  return { result: 'failed', userId: origin.userId, code, retryInSeconds };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Every account and blog of the given people (or of everyone), for the daily run. */
export async function allImportTargets(db: Db, userIds?: number[]): Promise<ImportTarget[]> {
  const sns = await db
    .select({ id: snsAssociations.id })
    .from(snsAssociations)
    .where(userIds ? inArray(snsAssociations.userId, userIds) : undefined)
    .orderBy(snsAssociations.id);
  const blogRows = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(userIds ? inArray(blogs.userId, userIds) : undefined)
    .orderBy(blogs.id);
  return [
    ...sns.map((r) => ({ kind: 'sns' as const, id: r.id })),
    ...blogRows.map((r) => ({ kind: 'blog' as const, id: r.id })),
  ];
}
