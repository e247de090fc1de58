import {
  JOB_SEARCH_PER_PAGE,
  type JobSearchQuery,
  type JobSearchResponseWire,
  type JobSearchSortType,
  jobPositionsByKey,
} from '@kiseki/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import { loadJobSummaries, notBlockedBy } from '../job-summaries';
import { type KeywordTerm, parseKeyword, toLikePattern, toTsQuery } from './japanese-text';

/*
 * GET /api/job_descriptions/search (decision 014). Filters combine as people read a filter
 * panel: values of one parameter are alternatives (Go or Python), parameters narrow one
 * another (Go, and full remote), except preferred conditions, which are each a requirement
 * (副業OK and フレックス means both). Only published jobs of companies the person has not
 * blocked are ever found.
 *
 * With a keyword, results rank by relevance first: a tier (every term in the title, then in
 * the title, skills or company, then anywhere), then the chosen sort inside a tier; without a
 * chosen sort, by ts_rank inside the tier. Without a keyword, by the chosen sort (popularity
 * when none). The id breaks every tie, so pages never overlap or skip.
 */

interface Ranked extends Record<string, unknown> {
  id: number;
  total: number;
}

export async function searchJobDescriptions(
  db: Db,
  query: JobSearchQuery,
  userId: number | null,
): Promise<JobSearchResponseWire> {
  const terms = query.keyword ? parseKeyword(query.keyword).terms : [];
  const where = sql.join(
    [
      sql`j.status = 'published'`,
      notBlockedBy(userId, sql`j.company_id`),
      ...filterConditions(query),
      ...terms.map(termCondition),
    ],
    sql` and `,
  );
  const page = query.page;
  const offset = (page - 1) * JOB_SEARCH_PER_PAGE;
  // The count rides along with the page (one scan); only a page past the end needs its own.
  const rows = await selectRows<Ranked>(
    db,
    sql`select j.id, count(*) over ()::int as total
      from job_descriptions j
      where ${where}
      order by ${orderBy(terms, query.sort_type)}
      limit ${JOB_SEARCH_PER_PAGE} offset ${offset}`,
  );
  const total =
    rows[0]?.total ??
    (offset === 0
      ? 0
      : ((
          await selectRows<{ total: number }>(
            db,
            sql`select count(*)::int as total from job_descriptions j where ${where}`,
          )
        )[0]?.total ?? 0));
  return {
    job_descriptions: await loadJobSummaries(
      db,
      rows.map((r) => r.id),
      userId,
    ),
    paging: {
      total_count: total,
      max_page: Math.ceil(total / JOB_SEARCH_PER_PAGE),
      page,
      per_page: JOB_SEARCH_PER_PAGE,
    },
  };
}

function filterConditions(query: JobSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  const positionIds = (query['positions[]'] ?? []).map((key) => jobPositionsByKey.get(key)!.id);
  if (positionIds.length > 0) {
    conditions.push(sql`exists (select 1 from job_description_positions p
      where p.job_description_id = j.id and p.job_position_id in (${ints(positionIds)}))`);
  }
  for (const key of ['prog_lang_ids[]', 'framework_ids[]', 'db_ids[]', 'infra_ids[]'] as const) {
    const ids = query[key] ?? [];
    if (ids.length === 0) continue;
    conditions.push(sql`exists (select 1 from job_description_tags t
      where t.job_description_id = j.id and t.tech_tag_id in (${ints(ids)}))`);
  }
  for (const id of new Set(query['preferred_condition_ids[]'] ?? [])) {
    conditions.push(sql`exists (select 1 from job_description_preferred_conditions c
      where c.job_description_id = j.id and c.preferred_condition_id = ${id})`);
  }
  const businessTypes = query['business_types[]'] ?? [];
  if (businessTypes.length > 0) conditions.push(sql`j.business_type in (${ints(businessTypes)})`);
  const employmentTypes = query['employment_types[]'] ?? [];
  if (employmentTypes.length > 0) {
    conditions.push(sql`j.employment_type in (${texts(employmentTypes)})`);
  }
  const workStyles = query['work_styles[]'] ?? [];
  if (workStyles.length > 0) conditions.push(sql`j.work_style in (${texts(workStyles)})`);
  // A job can pay the wanted amount when the top of its range reaches it.
  if (query.annual_salary_min !== undefined && query.annual_salary_min > 0) {
    conditions.push(sql`j.salary_max >= ${query.annual_salary_min}`);
  }
  return conditions;
}

/** A term matches as its adjacent lexemes, or (Japanese, 3+ characters) as a substring. */
function termCondition(term: KeywordTerm): SQL {
  const phrase = sql`j.search_vector @@ ${toTsQuery([term])}::tsquery`;
  return term.substring
    ? sql`(${phrase} or j.search_text like ${toLikePattern(term.substring)})`
    : phrase;
}

const SORT_ORDER: Record<JobSearchSortType, SQL> = {
  popularity_desc: sql`j.popularity desc, j.published_at desc`,
  updated_at_desc: sql`j.updated_at desc`,
  annual_salary_at_asc: sql`j.salary_min asc, j.salary_max asc`,
  annual_salary_at_desc: sql`j.salary_max desc, j.salary_min desc`,
};

function orderBy(terms: readonly KeywordTerm[], sortType: JobSearchSortType | undefined): SQL {
  const query = toTsQuery(terms);
  if (!query) return sql`${SORT_ORDER[sortType ?? 'popularity_desc']}, j.id desc`;
  const tier = sql`(case
    when j.search_vector @@ ${restrictTo(query, 'A')}::tsquery then 2
    when j.search_vector @@ ${restrictTo(query, 'AB')}::tsquery then 1
    else 0 end) desc`;
  const within = sortType
    ? SORT_ORDER[sortType]
    : sql`ts_rank(j.search_vector, ${query}::tsquery) desc, j.popularity desc`;
  return sql`${tier}, ${within}, j.id desc`;
}

/** The same tsquery, matching only lexemes of the given weights (`'go':A`). */
function restrictTo(query: string, weights: string): string {
  return query.replace(/'(?:[^'\\]|\\.|'')*'/g, (lexeme) => `${lexeme}:${weights}`);
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

/** Both drivers answer execute() with { rows }; Db's union type does not say so. */
async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
