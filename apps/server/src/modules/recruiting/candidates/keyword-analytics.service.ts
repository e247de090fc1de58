import {
  KEYWORD_ANALYTICS_DAYS,
  KEYWORD_ANALYTICS_LIMIT,
  type KeywordAnalyticsWire,
} from '@kiseki/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';

/*
 * GET /api/analytics/keywords: the keywords companies searched when the person was on the
 * page of results, over the last 90 days, the most frequent 50. Spellings that differ only
 * in case are one keyword (Go, go), shown as the latest search spelled it. A hit is at most
 * one per company and day (candidate-search.service.ts), so the count reads as "how many
 * times a company found you with it". Hits of companies the person blocked later stay: they
 * happened, and this list is the person's own.
 */
export async function keywordAnalytics(
  db: Db,
  userId: number,
  now: Date,
): Promise<KeywordAnalyticsWire> {
  const since = new Date(now.getTime() - KEYWORD_ANALYTICS_DAYS * 86_400_000).toISOString();
  const result = (await db.execute(sql`select
      (array_agg(h.keyword order by h.searched_at desc, h.id desc))[1] as keyword,
      count(*)::int as count,
      count(distinct h.company_id)::int as company_count,
      floor(extract(epoch from max(h.searched_at)))::float8 as last_searched_at
    from search_keyword_hits h
    where h.user_id = ${userId} and h.searched_at >= ${since}::timestamptz
    group by lower(h.keyword)
    order by count(*) desc, max(h.searched_at) desc, lower(h.keyword)
    limit ${KEYWORD_ANALYTICS_LIMIT}`)) as unknown as {
    rows: { keyword: string; count: number; company_count: number; last_searched_at: number }[];
  };
  return {
    days: KEYWORD_ANALYTICS_DAYS,
    keywords: result.rows.map((r) => ({
      keyword: r.keyword,
      count: Number(r.count),
      company_count: Number(r.company_count),
      last_searched_at: Number(r.last_searched_at),
    })),
  };
}
