import {
  CANDIDATE_SEARCH_PER_PAGE,
  type CandidateSearchQuery,
  type CandidateSearchResponseWire,
  type CandidateSearchSortType,
  techTagsById,
  type WorkStyle,
} from '@kiseki/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { monthIndexOf } from '../../jobs/matching/career';
import { parseKeyword } from '../../jobs/search/japanese-text';
import { keywordTsQuery } from '../../jobs/search/job-search.service';
import { loadCandidateSummaries } from './candidate-summaries';
import { visibleCandidate } from './candidate-visibility';
import { refreshPersonSearchIndex } from './person-search-index';

/*
 * GET /api/company/candidates/search: engineers a company may see (candidate-visibility.ts),
 * by keyword and filters, a page of 20 in the chosen order.
 *
 * - The keyword reads as in job search (decision 013): every term must match, in skills,
 *   languages, career, output titles or want-to-do (person-search-index.ts).
 * - Filters narrow one another. Within one, values are alternatives (hirability levels,
 *   prefectures, work styles), except tags: each tag asked for is required, because a
 *   recruiter ticking Go and Kubernetes is describing one person who has both.
 * - score_min reads the score of score_type (the total, 1000, unless told); people without
 *   that score do not pass it. desired_salary_max keeps people who stated a desired salary
 *   at or below it (not those who stated none: the filter asks what they said).
 *   prefecture_codes[] matches where the person lives (profile) or wants to work.
 *   years_min counts the union of the person's experiences in whole years, as the
 *   candidate's years_of_experience does.
 * - Orders: the chosen score, highest first (people without it last); or the last change of
 *   the person's account, settings, profile or career. The id breaks ties, so pages never
 *   overlap or skip.
 * - Every search with a keyword records, for each person on the page, that the company's
 *   keyword surfaced them (search_keyword_hits, read by /analytics/keywords): at most one row
 *   per person, company and keyword a day (Japan's), so paging back and forth or reloading
 *   does not count as more companies' interest than there was.
 */

export async function searchCandidates(
  db: Db,
  companyId: number,
  query: CandidateSearchQuery,
  now: Date,
): Promise<CandidateSearchResponseWire> {
  const terms = query.keyword ? parseKeyword(query.keyword).terms : [];
  let tsquery: string | null = null;
  if (terms.length > 0) {
    await refreshPersonSearchIndex(db, now);
    tsquery = await keywordTsQuery(db, terms);
  }
  const conditions = [visibleCandidate(companyId), ...filterConditions(query, now)];
  if (tsquery) {
    conditions.push(sql`u.id in (select p.user_id from person_search_index p
      where p.search_vector @@ ${tsquery}::tsquery)`);
  }
  const where = sql.join(conditions, sql` and `);
  const from = sql`from users u
    left join user_job_settings s on s.user_id = u.id
    left join profiles pr on pr.user_id = u.id
    left join score_details sd on sd.user_id = u.id and sd.scorer_type = ${query.score_type}`;
  const offset = (query.page - 1) * CANDIDATE_SEARCH_PER_PAGE;
  const rows = await selectRows<{ id: number; total: number }>(
    db,
    sql`select u.id, count(*) over ()::int as total ${from} where ${where}
      order by ${SORT_ORDER[query.sort_type]}
      limit ${CANDIDATE_SEARCH_PER_PAGE} offset ${offset}`,
  );
  const ids = rows.map((r) => Number(r.id));
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : offset === 0
        ? 0
        : Number(
            (
              await selectRows<{ total: number }>(
                db,
                sql`select count(*)::int as total ${from} where ${where}`,
              )
            )[0]?.total ?? 0,
          );
  if (tsquery && ids.length > 0) {
    await recordKeywordHits(db, companyId, ids, query.keyword!, now);
  }
  return {
    candidates: await loadCandidateSummaries(db, companyId, ids, now),
    paging: {
      total_count: total,
      max_page: Math.ceil(total / CANDIDATE_SEARCH_PER_PAGE),
      page: query.page,
      per_page: CANDIDATE_SEARCH_PER_PAGE,
    },
  };
}

/** The newest of the instants a person's data changes with; candidate-summaries.ts agrees. */
const UPDATED_AT = sql`greatest(u.updated_at, s.updated_at, pr.updated_at,
  (select max(e.updated_at) from experiences e where e.user_id = u.id))`;

const SORT_ORDER: Record<CandidateSearchSortType, SQL> = {
  score_desc: sql`sd.score desc nulls last, u.id desc`,
  updated_at_desc: sql`${UPDATED_AT} desc, u.id desc`,
};

const WORK_STYLE_COLUMNS: Record<WorkStyle, SQL> = {
  fullRemote: sql`s.desired_work_style_full_remote`,
  partialRemote: sql`s.desired_work_style_partial_remote`,
  attendance: sql`s.desired_work_style_attendance`,
};

function filterConditions(query: CandidateSearchQuery, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (query.score_min !== undefined && query.score_min > 0) {
    conditions.push(sql`sd.score >= ${query.score_min}`);
  }
  const levels = query['hirability_levels[]'] ?? [];
  if (levels.length > 0) conditions.push(sql`s.hirability_level in (${texts(levels)})`);
  for (const id of new Set(query['tag_ids[]'] ?? [])) {
    const name = techTagsById.get(id)!.name;
    conditions.push(sql`exists (select 1 from person_skill_tags t
      where t.user_id = u.id and not t.is_auto and lower(t.name) = lower(${name}))`);
  }
  const prefectures = [...new Set(query['prefecture_codes[]'] ?? [])];
  if (prefectures.length > 0) {
    conditions.push(sql`(pr.prefecture in (${ints(prefectures)})
      or s.desired_locations && array[${ints(prefectures)}]::smallint[])`);
  }
  if (query.desired_salary_max !== undefined) {
    conditions.push(sql`s.desired_annual_salary <= ${query.desired_salary_max}`);
  }
  const styles = [...new Set(query['work_styles[]'] ?? [])];
  if (styles.length > 0) {
    conditions.push(
      sql`(${sql.join(
        styles.map((style) => sql`coalesce(${WORK_STYLE_COLUMNS[style]}, false)`),
        sql` or `,
      )})`,
    );
  }
  if (query.years_min !== undefined && query.years_min > 0) {
    // The months of the union of experiences, each counted once, up to this month in Japan
    // (summariseCareer's rule, which years_of_experience shows).
    const current = monthIndexOf(now);
    conditions.push(sql`(select count(distinct m) from experiences e
      cross join lateral generate_series(e.start_year * 12 + e.start_month - 1,
        least(${current}::int, coalesce(e.end_year * 12 + e.end_month - 1, ${current}::int))) m
      where e.user_id = u.id) >= ${query.years_min * 12}`);
  }
  return conditions;
}

/** Japan's calendar day of `now` begins at this instant. */
export function startOfJapaneseDay(now: Date): Date {
  const offset = 9 * 60 * 60 * 1000;
  const day = 24 * 60 * 60 * 1000;
  return new Date(Math.floor((now.getTime() + offset) / day) * day - offset);
}

/** The keyword as it is kept: NFKC, single spaces, as long as the query allows. */
export function keptKeyword(keyword: string): string {
  return keyword.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

async function recordKeywordHits(
  db: Db,
  companyId: number,
  userIds: number[],
  keyword: string,
  now: Date,
): Promise<void> {
  const kept = keptKeyword(keyword);
  if (!kept) return;
  const since = startOfJapaneseDay(now).toISOString();
  await db.execute(sql`insert into search_keyword_hits (user_id, company_id, keyword, searched_at)
    select v.user_id, ${companyId}::int, ${kept}, ${now.toISOString()}::timestamptz
    from (values ${sql.join(
      userIds.map((id) => sql`(${id}::int)`),
      sql`, `,
    )}) as v(user_id)
    where not exists (select 1 from search_keyword_hits h
      where h.user_id = v.user_id and h.company_id = ${companyId}
        and lower(h.keyword) = lower(${kept}) and h.searched_at >= ${since}::timestamptz)`);
}

const ints = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}::int`),
    sql`, `,
  );
const texts = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
