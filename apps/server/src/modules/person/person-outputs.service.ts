import type { ACTIVITY_TYPES, OutputSource } from '@kiseki/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PortfolioOutputRow } from '../../db/schema';
import { blogs, browsedHistories, companies, portfolioOutputs } from '../../db/schema';
import type { Db } from '../../db/types';
import type { EventData, RepoData } from '../../integrations/types';
import { toEpochSeconds, toEpochSecondsOrNull } from '../../lib/time';

/*
 * The portfolio's outputs as the person endpoints answer them (spec section 7): one list per
 * source, newest first, each item with who viewed it. Views are the browsed histories whose
 * output URL is the item's URL, read once per request for all items (no query per item).
 */

export interface ViewDetail {
  company_name: string;
  company_website_url: string;
  access_date: number;
}
export type ViewsByUrl = Map<string, ViewDetail[]>;

export async function viewsByUrl(db: Db, userId: number): Promise<ViewsByUrl> {
  const rows = await db
    .select({
      url: browsedHistories.outputUrl,
      name: companies.name,
      website: companies.websiteUrl,
      at: browsedHistories.accessedAt,
    })
    .from(browsedHistories)
    .innerJoin(companies, eq(companies.id, browsedHistories.companyId))
    .where(and(eq(browsedHistories.userId, userId), isNotNull(browsedHistories.outputUrl)))
    .orderBy(desc(browsedHistories.accessedAt));
  const map: ViewsByUrl = new Map();
  for (const r of rows) {
    if (!r.url) continue;
    const list = map.get(r.url) ?? [];
    list.push({
      company_name: r.name,
      company_website_url: r.website,
      access_date: toEpochSeconds(r.at),
    });
    map.set(r.url, list);
  }
  return map;
}

const views = (map: ViewsByUrl | null, url: string) => {
  const detail = map?.get(url) ?? [];
  return { views: detail.length, views_detail: detail };
};

const NEWEST_FIRST = [sql`${portfolioOutputs.postedAt} desc nulls last`, desc(portfolioOutputs.id)];

/**
 * Every output of the person, newest first, in one query: for pages that show all the lists
 * at once (the public portfolio), instead of one query per source.
 */
export async function allOutputsOf(db: Db, userId: number): Promise<PortfolioOutputRow[]> {
  return db
    .select()
    .from(portfolioOutputs)
    .where(eq(portfolioOutputs.userId, userId))
    .orderBy(...NEWEST_FIRST);
}

/** One source's outputs, newest first: taken from `preloaded` (allOutputsOf) when given. */
async function outputsOf(
  db: Db,
  userId: number,
  source: OutputSource,
  preloaded?: readonly PortfolioOutputRow[],
) {
  if (preloaded) return preloaded.filter((o) => o.source === source);
  return db
    .select()
    .from(portfolioOutputs)
    .where(and(eq(portfolioOutputs.userId, userId), eq(portfolioOutputs.source, source)))
    .orderBy(...NEWEST_FIRST);
}

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const bool = (value: unknown): boolean => value === true;
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const epochOfIso = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const t = Date.parse(value);
  return Number.isNaN(t) ? null : Math.floor(t / 1000);
};

const repoWire = (o: PortfolioOutputRow, map: ViewsByUrl | null) => {
  const d = o.data as Partial<RepoData>;
  return {
    id: o.id,
    title: o.title,
    url: o.url,
    description: d.description ?? o.summary ?? null,
    language: d.language ?? null,
    languages: Array.isArray(d.languages) ? d.languages : [],
    contributions: num(d.contributions),
    contributors_count: num(d.contributors_count),
    forks: num(d.forks),
    is_fork: bool(d.is_fork),
    is_oss: bool(d.is_oss),
    is_owner: bool(d.is_owner),
    stargazers_count: num(d.stargazers_count, o.stars ?? 0),
    pushed_at: epochOfIso(d.pushed_at) ?? toEpochSecondsOrNull(o.postedAt),
    ...views(map, o.url),
  };
};

const articleWire = (o: PortfolioOutputRow, map: ViewsByUrl | null) => ({
  id: o.id,
  title: o.title,
  url: o.url,
  posted_at: toEpochSecondsOrNull(o.postedAt),
  tags: o.tags,
  summary: o.summary,
  ...views(map, o.url),
});

export async function listRepos(
  db: Db,
  userId: number,
  map: ViewsByUrl | null,
  preloaded?: readonly PortfolioOutputRow[],
) {
  const rows = await outputsOf(db, userId, 'github', preloaded);
  return rows.map((o) => repoWire(o, map));
}

export async function listQiitaPosts(
  db: Db,
  userId: number,
  map: ViewsByUrl | null,
  preloaded?: readonly PortfolioOutputRow[],
) {
  const rows = await outputsOf(db, userId, 'qiita', preloaded);
  return rows.map((o) => ({
    ...articleWire(o, map),
    likes_count: o.likes ?? 0,
    stockers_count: o.stocks ?? 0,
    headlines: stringList(o.data.headlines),
    updated_at: epochOfIso(o.data.updated_at) ?? toEpochSecondsOrNull(o.postedAt),
  }));
}

export async function listZennArticles(
  db: Db,
  userId: number,
  map: ViewsByUrl | null,
  preloaded?: readonly PortfolioOutputRow[],
) {
  const rows = await outputsOf(db, userId, 'zenn', preloaded);
  return rows.map((o) => ({ ...articleWire(o, map), liked_count: o.likes ?? 0 }));
}

export async function listNoteArticles(
  db: Db,
  userId: number,
  map: ViewsByUrl | null,
  preloaded?: readonly PortfolioOutputRow[],
) {
  const rows = await outputsOf(db, userId, 'note', preloaded);
  return rows.map((o) => ({ ...articleWire(o, map), like_count: o.likes ?? 0 }));
}

export async function listBlogArticles(db: Db, userId: number, map: ViewsByUrl | null) {
  const rows = await db
    .select({ o: portfolioOutputs, blogTitle: blogs.title })
    .from(portfolioOutputs)
    .leftJoin(blogs, eq(blogs.id, portfolioOutputs.blogId))
    .where(and(eq(portfolioOutputs.userId, userId), eq(portfolioOutputs.source, 'blog')))
    .orderBy(sql`${portfolioOutputs.postedAt} desc nulls last`, desc(portfolioOutputs.id));
  return rows.map(({ o, blogTitle }) => ({ ...articleWire(o, map), blog_title: blogTitle }));
}

export async function listSlides(
  db: Db,
  userId: number,
  map: ViewsByUrl | null,
  preloaded?: readonly PortfolioOutputRow[],
) {
  const rows = await outputsOf(db, userId, 'speakerdeck', preloaded);
  return rows.map((o) => ({
    id: o.id,
    title: o.title,
    url: o.url,
    description: str(o.data.description) ?? o.summary,
    presentation_date: toEpochSecondsOrNull(o.postedAt),
    star_count: o.stars ?? 0,
    view_count: o.pageViews ?? 0,
    ...views(map, o.url),
  }));
}

export async function listTeratailReplies(
  db: Db,
  userId: number,
  map: ViewsByUrl | null,
  preloaded?: readonly PortfolioOutputRow[],
) {
  const rows = await outputsOf(db, userId, 'teratail', preloaded);
  return rows.map((o) => ({
    id: o.id,
    title: o.title,
    url: o.url,
    created_at: toEpochSecondsOrNull(o.postedAt),
    is_best_answer: bool(o.data.is_best_answer),
    tags: o.tags,
    ...views(map, o.url),
  }));
}

export async function listEvents(
  db: Db,
  userId: number,
  map: ViewsByUrl | null,
  preloaded?: readonly PortfolioOutputRow[],
) {
  const rows = await outputsOf(db, userId, 'connpass', preloaded);
  return rows.map((o) => {
    const d = o.data as Partial<EventData>;
    return {
      id: o.id,
      title: o.title,
      url: o.url,
      date: toEpochSecondsOrNull(o.postedAt),
      is_presenter: bool(d.is_presenter),
      is_organizer: bool(d.is_organizer),
      is_tech_event: bool(d.is_tech_event),
      status: d.status ?? '',
      place: d.place ?? null,
      ...views(map, o.url),
    };
  });
}

/**
 * Languages by bytes over the repos the person works on: their own repos and any repo with
 * a contribution of theirs (a fork they never touched says nothing about them).
 */
export async function listLanguages(
  db: Db,
  userId: number,
  preloaded?: readonly PortfolioOutputRow[],
) {
  const rows = await outputsOf(db, userId, 'github', preloaded);
  const totals = new Map<string, { bytes: number; repos: number }>();
  for (const o of rows) {
    const d = o.data as Partial<RepoData>;
    if (!bool(d.is_owner) && num(d.contributions) === 0) continue;
    if (bool(d.is_fork) && num(d.contributions) === 0) continue;
    for (const lang of Array.isArray(d.languages) ? d.languages : []) {
      const t = totals.get(lang.name) ?? { bytes: 0, repos: 0 };
      t.bytes += num(lang.bytes);
      t.repos += 1;
      totals.set(lang.name, t);
    }
  }
  const all = [...totals.values()].reduce((sum, t) => sum + t.bytes, 0);
  return [...totals.entries()]
    .map(([name, t]) => ({
      name,
      bytes: t.bytes,
      ratio: all === 0 ? 0 : Math.round((t.bytes / all) * 1000) / 10,
      repo_count: t.repos,
    }))
    .sort((a, b) => b.bytes - a.bytes || a.name.localeCompare(b.name));
}

type ActivityType = (typeof ACTIVITY_TYPES)[number];
const ACTIVITY_TYPE: Record<OutputSource, ActivityType> = {
  github: 'github',
  qiita: 'qiita',
  zenn: 'zenn',
  note: 'note',
  speakerdeck: 'speaker_deck',
  teratail: 'teratail',
  connpass: 'connpass',
  blog: 'blog',
};

/** Japan's calendar: a month is its days in JST, whatever the server's zone. */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
export function jstPeriod(year: number, month?: number): { from: Date; to: Date } {
  const from = Date.UTC(year, (month ?? 1) - 1, 1) - JST_OFFSET_MS;
  const to = (month ? Date.UTC(year, month, 1) : Date.UTC(year + 1, 0, 1)) - JST_OFFSET_MS;
  return { from: new Date(from), to: new Date(to) };
}

/**
 * The activity timeline: every dated output, newest first; within a year or month (JST)
 * when asked (/person/output_summary), else the latest `limit`.
 */
export async function listActivities(
  db: Db,
  userId: number,
  period?: { year: number; month?: number },
  limit = 50,
) {
  const range = period ? jstPeriod(period.year, period.month) : null;
  const rows = await db
    .select({
      source: portfolioOutputs.source,
      title: portfolioOutputs.title,
      url: portfolioOutputs.url,
      postedAt: portfolioOutputs.postedAt,
    })
    .from(portfolioOutputs)
    .where(
      and(
        eq(portfolioOutputs.userId, userId),
        isNotNull(portfolioOutputs.postedAt),
        range
          ? sql`${portfolioOutputs.postedAt} >= ${range.from.toISOString()}::timestamptz and ${portfolioOutputs.postedAt} < ${range.to.toISOString()}::timestamptz`
          : undefined,
      ),
    )
    .orderBy(desc(portfolioOutputs.postedAt), desc(portfolioOutputs.id))
    .limit(range ? 1000 : limit);
  return rows.map((r) => ({
    date: toEpochSeconds(r.postedAt as Date),
    title: r.title,
    url: r.url,
    type: ACTIVITY_TYPE[r.source],
  }));
}

/** Companies that looked at the portfolio, newest first. */
export async function listBrowsedHistories(db: Db, userId: number, limit = 100) {
  const rows = await db
    .select({
      name: companies.name,
      website: companies.websiteUrl,
      at: browsedHistories.accessedAt,
      url: browsedHistories.outputUrl,
    })
    .from(browsedHistories)
    .innerJoin(companies, eq(companies.id, browsedHistories.companyId))
    .where(eq(browsedHistories.userId, userId))
    .orderBy(desc(browsedHistories.accessedAt))
    .limit(limit);
  return rows.map((r) => ({
    company_name: r.name,
    company_website_url: r.website,
    access_date: toEpochSeconds(r.at),
    output_url: r.url,
  }));
}
