import {
  JOB_SEARCH_PER_PAGE,
  type JobSearchQuery,
  type JobSearchResponseWire,
  type JobSearchSortType,
  jobPositionsByKey,
} from '@kiseki/contract';
import { type SQL, sql } from 'drizzle-orm';
import { searchVocabulary, userBlockedCompanies } from '../../../db/schema';
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
 * With a keyword, results rank by relevance first: jobs with every term in their title, then
 * the rest, each in the chosen sort (popularity when none). Without a keyword, by the chosen
 * sort. The id breaks every tie, so pages never overlap or skip.
 *
 * Speed (bench:search, decision 013): a keyword is answered from the GIN index of the search
 * vector, exactly (one lexeme per term, no positions to recheck), then only the narrow table
 * row of each match is read: the vector itself stays in the TOAST table. The planner does not
 * know that a sequential scan would read every vector, so keyword searches forbid it.
 */

interface Ranked extends Record<string, unknown> {
  id: number;
  total: number;
}

/**
 * Longer vocabulary lexemes a substring term may stand for, shortest first. Each is one more
 * posting list to merge; the ones cut are the longest, mostly joins that hold a kept lexeme
 * as a word, whose postings are found through it anyway.
 */
const MAX_ALTERNATIVES = 32;

export async function searchJobDescriptions(
  db: Db,
  query: JobSearchQuery,
  userId: number | null,
): Promise<JobSearchResponseWire> {
  const terms = query.keyword ? parseKeyword(query.keyword).terms : [];
  const tsquery = terms.length > 0 ? await keywordTsQuery(db, terms) : null;
  // The title tier asks for the terms themselves: checking every alternative on every match
  // would cost more than the rest of the search, for a difference only in order.
  const titleQuery = toTsQuery(terms);
  const filters = [
    sql`j.status = 'published'`,
    notBlockedBy(userId, sql`j.company_id`),
    ...filterConditions(query),
  ];
  const page = query.page;
  const offset = (page - 1) * JOB_SEARCH_PER_PAGE;
  const { ids, total } = tsquery
    ? await keywordPage(
        db,
        filters,
        { tsquery, titleQuery: titleQuery ?? tsquery },
        query.sort_type,
        offset,
      )
    : await filterPage(db, filters, query, userId, offset);
  return {
    job_descriptions: await loadJobSummaries(db, ids, userId),
    paging: {
      total_count: total,
      max_page: Math.ceil(total / JOB_SEARCH_PER_PAGE),
      page,
      per_page: JOB_SEARCH_PER_PAGE,
    },
  };
}

/**
 * The tsquery of a keyword: every term, each as its own lexemes or as a vocabulary lexeme
 * that contains it (データ基盤 → ビッグデータ基盤). The lookup is a pg_trgm match on short
 * vocabulary entries, one query for all terms.
 */
export async function keywordTsQuery(
  db: Db,
  terms: readonly KeywordTerm[],
): Promise<string | null> {
  const substrings = terms.filter((t) => t.substring !== null);
  const alternatives = new Map<KeywordTerm, string[]>();
  if (substrings.length > 0) {
    const found = await selectRows<{ term: number; lexeme: string }>(
      db,
      sql.join(
        substrings.map(
          (term, i) => sql`(select ${i}::int as term, lexeme from ${searchVocabulary}
            where lexeme like ${toLikePattern(term.substring!)}
            order by length(lexeme), lexeme limit ${MAX_ALTERNATIVES})`,
        ),
        sql` union all `,
      ),
    );
    for (const row of found) {
      const term = substrings[row.term]!;
      alternatives.set(term, [...(alternatives.get(term) ?? []), row.lexeme]);
    }
  }
  return toTsQuery(terms, alternatives);
}

/** A page of keyword matches, title matches first, with the count from the same scan. */
async function keywordPage(
  db: Db,
  filters: SQL[],
  { tsquery, titleQuery }: { tsquery: string; titleQuery: string },
  sortType: JobSearchSortType | undefined,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const where = sql.join([...filters, sql`j.search_vector @@ ${tsquery}::tsquery`], sql` and `);
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // The title tier is a set lookup (the title vector's own GIN index, hashed), and the
    // matches are narrowed to a few plain columns (offset 0 keeps that subquery whole)
    // before the window counts them: neither vector of a match is ever read.
    return selectRows<Ranked>(
      tx,
      sql`select id, count(*) over ()::int as total from (
          select j.id, j.popularity, j.published_at, j.updated_at, j.salary_min, j.salary_max,
            j.id in (select t.id from job_descriptions t
              where t.title_vector @@ ${titleQuery}::tsquery) as in_title
          from job_descriptions j
          where ${where}
          offset 0
        ) j
        order by j.in_title desc, ${SORT_ORDER[sortType ?? 'popularity_desc']}
        limit ${JOB_SEARCH_PER_PAGE} offset ${offset}`,
    );
  });
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countMatches(db, where, true));
  return { ids: rows.map((r) => r.id), total };
}

/**
 * A page in the chosen order, read along the matching index; the count is its own query.
 * The count subtracts the blocked companies' jobs instead of excluding them row by row: an
 * anti-join on every published job cost five times the plain count.
 */
async function filterPage(
  db: Db,
  filters: SQL[],
  query: JobSearchQuery,
  userId: number | null,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const where = sql.join(filters, sql` and `);
  const unblocked = sql.join([sql`j.status = 'published'`, ...filterConditions(query)], sql` and `);
  const [rows, all, blocked] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select j.id from job_descriptions j where ${where}
        order by ${SORT_ORDER[query.sort_type ?? 'popularity_desc']}
        limit ${JOB_SEARCH_PER_PAGE} offset ${offset}`,
    ),
    countMatches(db, unblocked, false),
    userId === null
      ? 0
      : countMatches(
          db,
          sql`${unblocked} and j.company_id in (select b.company_id from ${userBlockedCompanies} b
            where b.user_id = ${userId})`,
          false,
        ),
  ]);
  return { ids: rows.map((r) => r.id), total: all - blocked };
}

async function countMatches(db: Db, where: SQL, byIndex: boolean): Promise<number> {
  const count = sql`select count(*)::int as total from job_descriptions j where ${where}`;
  const rows = byIndex
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return selectRows<{ total: number }>(tx, count);
      })
    : await selectRows<{ total: number }>(db, count);
  return rows[0]?.total ?? 0;
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

/**
 * Each order ends with the id and matches an index on (status, …) column for column, `desc
 * nulls last` included, so a page without a keyword is read along the index instead of
 * sorting every published job; salary descending reads the ascending index backwards.
 */
const SORT_ORDER: Record<JobSearchSortType, SQL> = {
  popularity_desc: sql`j.popularity desc nulls last, j.published_at desc nulls last, j.id desc nulls last`,
  updated_at_desc: sql`j.updated_at desc nulls last, j.id desc nulls last`,
  annual_salary_at_asc: sql`j.salary_min, j.salary_max, j.id`,
  annual_salary_at_desc: sql`j.salary_max desc, j.salary_min desc, j.id desc`,
};

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
