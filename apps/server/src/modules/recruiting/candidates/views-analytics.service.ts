import {
  relativeTimeLabel,
  VIEW_ANALYTICS_COMPANY_LIMIT,
  VIEW_ANALYTICS_DAYS,
  VIEW_ANALYTICS_OUTPUTS_PER_COMPANY,
  VIEW_ANALYTICS_RECENT_DAYS,
  type ViewAnalyticsWire,
} from '@kiseki/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { toEpochSeconds } from '../../../lib/time';

/*
 * GET /api/analytics/views: who opened the person's page, from browsed_histories (written by
 * candidate-page.service.ts, one row per company, URL and Japan day). Two queries whatever
 * the number of companies, both on browsed_histories_user_accessed_idx: one per company with
 * the totals as window sums (taken before the limit, so they count every company), one for
 * the outputs, cut per company in SQL. Companies the person blocked stay in the history.
 */

const DAY_SECONDS = 86_400;
/** Japan has no daylight saving: its day is the epoch shifted by nine hours. */
const JAPAN_OFFSET_SECONDS = 9 * 3600;

interface CompanyRow {
  company_id: number;
  name: string;
  logo_url: string | null;
  logo_color: string;
  visit_count: number;
  output_count: number;
  last_accessed_at: number;
  company_total: number;
  visit_total: number;
  recent_visit_total: number;
}

interface OutputRow {
  company_id: number;
  url: string;
  title: string | null;
  last_viewed_at: number;
}

export async function viewsAnalytics(
  db: Db,
  userId: number,
  now: Date,
): Promise<ViewAnalyticsWire> {
  const nowSeconds = toEpochSeconds(now);
  const daysBefore = (days: number) =>
    new Date(now.getTime() - days * DAY_SECONDS * 1000).toISOString();
  const since = daysBefore(VIEW_ANALYTICS_DAYS);
  const recentSince = daysBefore(VIEW_ANALYTICS_RECENT_DAYS);
  const japanDay = sql`floor((extract(epoch from b.accessed_at) + ${JAPAN_OFFSET_SECONDS}) / ${DAY_SECONDS})`;

  const companiesResult = (await db.execute(sql`select
      c.id as company_id, c.name, c.logo_url, c.logo_color,
      v.visit_count, v.output_count, v.last_accessed_at,
      (count(*) over ())::int as company_total,
      (sum(v.visit_count) over ())::int as visit_total,
      (sum(v.recent_visit_count) over ())::int as recent_visit_total
    from (
      select b.company_id,
        count(distinct ${japanDay})::int as visit_count,
        count(distinct ${japanDay}) filter (where b.accessed_at >= ${recentSince}::timestamptz)::int
          as recent_visit_count,
        count(distinct b.output_url)::int as output_count,
        floor(extract(epoch from max(b.accessed_at)))::float8 as last_accessed_at
      from browsed_histories b
      where b.user_id = ${userId} and b.accessed_at >= ${since}::timestamptz
      group by b.company_id
    ) v
    join companies c on c.id = v.company_id
    order by v.last_accessed_at desc, c.id
    limit ${VIEW_ANALYTICS_COMPANY_LIMIT}`)) as unknown as { rows: CompanyRow[] };

  const rows = companiesResult.rows;
  if (rows.length === 0) {
    return {
      days: VIEW_ANALYTICS_DAYS,
      recent_days: VIEW_ANALYTICS_RECENT_DAYS,
      totals: { company_count: 0, visit_count: 0, recent_visit_count: 0 },
      companies: [],
    };
  }

  // A title is read only for the outputs listed; an output removed since keeps its URL.
  const outputsResult = (await db.execute(sql`select o.company_id, o.url, o.last_viewed_at,
      (select p.title from portfolio_outputs p
        where p.user_id = ${userId} and p.url = o.url order by p.id limit 1) as title
    from (
      select b.company_id, b.output_url as url,
        floor(extract(epoch from max(b.accessed_at)))::float8 as last_viewed_at,
        row_number() over (
          partition by b.company_id order by max(b.accessed_at) desc, b.output_url
        ) as position
      from browsed_histories b
      where b.user_id = ${userId} and b.accessed_at >= ${since}::timestamptz
        and b.output_url is not null
        and b.company_id in (${sql.join(
          rows.map((r) => sql`${Number(r.company_id)}::int`),
          sql`, `,
        )})
      group by b.company_id, b.output_url
    ) o
    where o.position <= ${VIEW_ANALYTICS_OUTPUTS_PER_COMPANY}
    order by o.company_id, o.position`)) as unknown as { rows: OutputRow[] };

  const outputsOf = new Map<number, ViewAnalyticsWire['companies'][number]['outputs']>();
  for (const o of outputsResult.rows) {
    const companyId = Number(o.company_id);
    const list = outputsOf.get(companyId) ?? [];
    list.push({ url: o.url, title: o.title, last_viewed_at: Number(o.last_viewed_at) });
    outputsOf.set(companyId, list);
  }

  const first = rows[0]!;
  return {
    days: VIEW_ANALYTICS_DAYS,
    recent_days: VIEW_ANALYTICS_RECENT_DAYS,
    totals: {
      company_count: Number(first.company_total),
      visit_count: Number(first.visit_total),
      recent_visit_count: Number(first.recent_visit_total),
    },
    companies: rows.map((r) => {
      const lastAccessedAt = Number(r.last_accessed_at);
      return {
        company: {
          id: Number(r.company_id),
          name: r.name,
          logo_url: r.logo_url,
          logo_color: r.logo_color,
        },
        visit_count: Number(r.visit_count),
        output_count: Number(r.output_count),
        last_accessed_at: lastAccessedAt,
        relative_time_label: relativeTimeLabel(lastAccessedAt, nowSeconds),
        outputs: outputsOf.get(Number(r.company_id)) ?? [],
      };
    }),
  };
}
