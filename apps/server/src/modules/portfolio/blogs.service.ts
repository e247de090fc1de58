import { BLOGS_MAX, type BlogWire, PORTFOLIO_MESSAGES } from '@kiseki/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { type BlogRow, blogs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { single } from '../../lib/rows';
import type { ServiceContext } from '../../lib/service-context';
import { markPersonSearchIndexStale } from '../recruiting/candidates/person-search-index';
import { importStateWire } from './import-state';

const toWire = (row: BlogRow): BlogWire => ({
  id: row.id,
  url: row.url,
  feed_url: row.feedUrl,
  title: row.title,
  ...importStateWire(row),
});

const fieldError = (field: string, message: string) =>
  new AppError('validation_failed', undefined, { fields: { [field]: [message] } });

/** The same address however it was typed: no fragment, host lower-cased by URL itself. */
const canonicalUrl = (url: string): string => {
  const u = new URL(url.trim());
  u.hash = '';
  return u.toString();
};

export async function listBlogs(ctx: ServiceContext, userId: number): Promise<BlogWire[]> {
  const rows = await ctx.db
    .select()
    .from(blogs)
    .where(eq(blogs.userId, userId))
    .orderBy(asc(blogs.id));
  return rows.map(toWire);
}

async function ownBlog(ctx: ServiceContext, userId: number, ref: { id?: number; url?: string }) {
  const where =
    ref.id !== undefined
      ? and(eq(blogs.userId, userId), eq(blogs.id, ref.id))
      : and(eq(blogs.userId, userId), eq(blogs.url, canonicalUrlOrRaw(ref.url ?? '')));
  const [row] = await ctx.db.select().from(blogs).where(where);
  if (!row) throw new AppError('not_found', PORTFOLIO_MESSAGES.blogNotFound);
  return row;
}

const canonicalUrlOrRaw = (url: string): string => {
  try {
    return canonicalUrl(url);
  } catch {
    return url;
  }
};

/** Adds a blog and asks for its first import (the feed is found then, not here). */
export async function addBlog(
  ctx: ServiceContext,
  userId: number,
  input: { url: string },
): Promise<BlogWire> {
  const url = canonicalUrl(input.url);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const { n } = single(
      await tx.select({ n: count() }).from(blogs).where(eq(blogs.userId, userId)),
      'blog count',
    );
    const [dup] = await tx
      .select({ id: blogs.id })
      .from(blogs)
      .where(and(eq(blogs.userId, userId), eq(blogs.url, url)));
    if (dup) throw fieldError('url', PORTFOLIO_MESSAGES.blogDuplicate);
    if (n >= BLOGS_MAX) throw fieldError('url', PORTFOLIO_MESSAGES.blogsTooMany);
    return single(
      await tx
        .insert(blogs)
        .values({ userId, url, status: 'pending', createdAt: now, updatedAt: now })
        .returning(),
      'new blog',
    );
  });
  await ctx.imports.request({ kind: 'blog', id: row.id });
  return toWire(row);
}

/** Points a blog at another address: its old articles go, and it is imported afresh. */
export async function changeBlogUrl(
  ctx: ServiceContext,
  userId: number,
  input: { id: number; url: string },
): Promise<BlogWire> {
  const existing = await ownBlog(ctx, userId, { id: input.id });
  const url = canonicalUrl(input.url);
  if (url === existing.url) return toWire(existing);
  const [dup] = await ctx.db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.userId, userId), eq(blogs.url, url)));
  if (dup) throw fieldError('url', PORTFOLIO_MESSAGES.blogDuplicate);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await tx.delete(blogs).where(eq(blogs.id, existing.id));
    // The old articles went with it (cascade): titles recruiters search by.
    await markPersonSearchIndexStale(tx, userId, now);
    return single(
      await tx
        .insert(blogs)
        .values({ userId, url, status: 'pending', createdAt: existing.createdAt, updatedAt: now })
        .returning(),
      'moved blog',
    );
  });
  await ctx.imports.request({ kind: 'blog', id: row.id });
  return toWire(row);
}

export async function removeBlog(
  ctx: ServiceContext,
  userId: number,
  ref: { id?: number; url?: string },
): Promise<void> {
  const row = await ownBlog(ctx, userId, ref);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(blogs).where(eq(blogs.id, row.id));
    // Its articles went with it (cascade): titles recruiters search by.
    await markPersonSearchIndexStale(tx, userId, ctx.now());
  });
}

/** Imports one blog again now, or every blog of the person when no id is given. */
export async function refreshBlogs(
  ctx: ServiceContext,
  userId: number,
  id?: number,
): Promise<BlogWire[]> {
  const rows =
    id === undefined
      ? await ctx.db.select().from(blogs).where(eq(blogs.userId, userId))
      : [await ownBlog(ctx, userId, { id })];
  const now = ctx.now();
  for (const row of rows) {
    await ctx.db
      .update(blogs)
      .set({ status: 'pending', nextRetryAt: null, updatedAt: now })
      .where(eq(blogs.id, row.id));
    await ctx.imports.request({ kind: 'blog', id: row.id });
  }
  return listBlogs(ctx, userId);
}
