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
  let matches: string | null = null;
  if (terms.length > 0) {
    await refreshPersonSearchIndex(db, now);
    const tsquery = await keywordTsQuery(db, terms);
    if (tsquery) matches = await keywordMatches(db, tsquery);
  }
  const conditions = [visibleCandidate(companyId), ...filterConditions(query)];
  if (matches !== null) conditions.push(sql`u.id = any(${matches}::int[])`);
  // Years of experience are the dearest test (each person's career read and merged): it
  // runs outside, on the people every other condition kept, behind OFFSET 0, which the
  // planner does not look through.
  const candidates = sql`select u.id, ${SORT_KEY[query.sort_type]} as sort_key
    from users u
    left join user_job_settings s on s.user_id = u.id
    left join profiles pr on pr.user_id = u.id
    left join score_details sd on sd.user_id = u.id and sd.scorer_type = ${query.score_type}
    left join (select e.user_id, max(e.updated_at) as updated_at from experiences e
      group by e.user_id) ex on ex.user_id = u.id
    where ${sql.join(conditions, sql` and `)}
    offset 0`;
  const years =
    query.years_min !== undefined && query.years_min > 0
      ? sql`where ${careerMonths(sql`c.id`, now)} >= ${query.years_min * 12}`
      : sql``;
  const offset = (query.page - 1) * CANDIDATE_SEARCH_PER_PAGE;
  const { ids, total } = await withoutJit(db, async (tx) => {
    const rows = await selectRows<{ id: number; total: number }>(
      tx,
      sql`select c.id, count(*) over ()::int as total from (${candidates}) c ${years}
        order by c.sort_key desc nulls last, c.id desc
        limit ${CANDIDATE_SEARCH_PER_PAGE} offset ${offset}`,
    );
    if (rows.length > 0 || offset === 0) {
      return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
    }
    const [count] = await selectRows<{ total: number }>(
      tx,
      sql`select count(*)::int as total from (${candidates}) c ${years}`,
    );
    return { ids: [], total: Number(count?.total ?? 0) };
  });
  if (matches !== null && ids.length > 0) {
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

/**
 * The people whose index matches, as an int[] literal, read from the GIN index alone. A
 * person's vector lives out of line (TOAST, several kilobytes), and the planner costs a scan
 * of the narrow table without the vectors it would unpack: it chose that scan for a common
 * word in the search itself, which read every person's vector (150 ms at 20,000 people,
 * against 5 ms through the index). Here nothing but the index can answer: no sequential
 * scan, no plain index scan that filters row by row.
 */
async function keywordMatches(db: Db, tsquery: string): Promise<string> {
  const [row] = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return selectRows<{ ids: string }>(
      tx,
      sql`select coalesce(array_agg(p.user_id), '{}')::text as ids from person_search_index p
        where p.search_vector @@ ${tsquery}::tsquery`,
    );
  });
  return row?.ids ?? '{}';
}

/**
 * What each order sorts by, highest first, people without it last, the id breaking ties.
 * The last update is the newest of the instants a person's data changes with
 * (candidate-summaries.ts agrees); the experiences' newest comes from one grouped pass
 * joined like the other tables, which the planner drops when this order is not asked for.
 */
const SORT_KEY: Record<CandidateSearchSortType, SQL> = {
  score_desc: sql`sd.score`,
  updated_at_desc: sql`greatest(u.updated_at, s.updated_at, pr.updated_at, ex.updated_at)`,
};

/**
 * Runs a search's queries without JIT compilation. PostgreSQL compiles a query whose cost
 * estimate passes jit_above_cost, and a search over every visible person does (a
 * subquery per person is costed high): compiling took 15 to 30 ms of searches that run in
 * 20 to 50 ms. PGlite has no JIT; the setting is harmless there.
 */
async function withoutJit<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return run(tx);
  });
}

const WORK_STYLE_COLUMNS: Record<WorkStyle, SQL> = {
  fullRemote: sql`s.desired_work_style_full_remote`,
  partialRemote: sql`s.desired_work_style_partial_remote`,
  attendance: sql`s.desired_work_style_attendance`,
};

function filterConditions(query: CandidateSearchQuery): SQL[] {
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
  return conditions;
}

/**
 * The months of the union of a person's experiences, each counted once, up to this month in
 * Japan (summariseCareer's rule, which years_of_experience shows). Overlapping experiences
 * merge into islands (one starts a new island when it begins after every earlier one
 * ended), and the islands' lengths add up: a few rows per person, where listing every month
 * of a career took four times as long.
 */
function careerMonths(userId: SQL, now: Date): SQL {
  const current = monthIndexOf(now);
  return sql`(select coalesce(sum(i.last - i.first + 1), 0) from (
      select min(x.first) as first, max(x.last) as last from (
        select r.first, r.last,
          count(*) filter (where r.first > r.reached) over (order by r.first, r.last) as island
        from (
          select m.first, m.last, max(m.last) over (order by m.first, m.last
              rows between unbounded preceding and 1 preceding) as reached
          from (select e.start_year * 12 + e.start_month - 1 as first,
              least(${current}::int, coalesce(e.end_year * 12 + e.end_month - 1, ${current}::int))
                as last
            from experiences e where e.user_id = ${userId}) m
          where m.first <= m.last) r) x
      group by x.island) i)`;
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
