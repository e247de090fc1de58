import {
  COMPANY_CONSOLE_MESSAGES,
  COMPANY_JOBS_PER_PAGE,
  type CompanyJobDescriptionListItemWire,
  type CompanyJobDescriptionRequest,
  type CompanyJobDescriptionWire,
  type JobDescriptionStatus,
  jobPositionsById,
  jobPositionsByKey,
  techTagsById,
} from '@kiseki/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  companies,
  jobApplications,
  jobDescriptionPositions,
  jobDescriptionPreferredConditions,
  jobDescriptions,
  jobDescriptionTags,
  jobReactions,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import type { ServiceContext } from '../../../lib/service-context';
import { toEpochSeconds, toEpochSecondsOrNull } from '../../../lib/time';
import { wholeSecond } from '../../jobs/job-pages.service';
import {
  buildSearchIndex,
  recordVocabulary,
  SEARCH_INDEX_VERSION,
} from '../../jobs/search/job-search-index';

/*
 * A company's job descriptions as its recruiters write them. A job starts as a draft, which
 * only its company sees (search, lists, suggestions and pages read published or closed jobs
 * only, and a draft never has published_at); publishing sets published_at the first time;
 * closing ends applications; reopening publishes a closed job again. Every write stores the
 * search index in the same statement, so a posting and what finds it never disagree.
 * Another company's job answers exactly as a job that does not exist.
 */

const M = COMPANY_CONSOLE_MESSAGES;
const notFound = () => new AppError('not_found', M.jobNotFound);

const ownJob = (companyId: number, jobId: number): SQL =>
  and(eq(jobDescriptions.id, jobId), eq(jobDescriptions.companyId, companyId))!;

// ---------------------------------------------------------------------------------------
// Reading

const listColumns = {
  id: jobDescriptions.id,
  status: jobDescriptions.status,
  title: jobDescriptions.title,
  summary: jobDescriptions.summary,
  salaryMin: jobDescriptions.salaryMin,
  salaryMax: jobDescriptions.salaryMax,
  prefectureCode: jobDescriptions.prefectureCode,
  workStyle: jobDescriptions.workStyle,
  employmentType: jobDescriptions.employmentType,
  businessType: jobDescriptions.businessType,
  publishedAt: jobDescriptions.publishedAt,
  createdAt: jobDescriptions.createdAt,
  updatedAt: jobDescriptions.updatedAt,
};
const detailColumns = {
  ...listColumns,
  jobDetails: jobDescriptions.jobDetails,
  requiredSkills: jobDescriptions.requiredSkills,
  welcomeSkills: jobDescriptions.welcomeSkills,
  developmentEnvironment: jobDescriptions.developmentEnvironment,
  workingConditions: jobDescriptions.workingConditions,
};
const selectList = (db: Db) => db.select(listColumns).from(jobDescriptions);
type ListRow = Awaited<ReturnType<typeof selectList>>[number];

interface Links {
  positions: Map<number, number[]>;
  tags: Map<number, number[]>;
  conditions: Map<number, number[]>;
  reactions: Map<number, number>;
  applications: Map<number, number>;
}

/** Link rows and counts of a page of jobs: one query per table, never one per job. */
async function loadLinks(db: Db, ids: number[]): Promise<Links> {
  if (ids.length === 0) {
    return {
      positions: new Map(),
      tags: new Map(),
      conditions: new Map(),
      reactions: new Map(),
      applications: new Map(),
    };
  }
  const [positions, tags, conditions, reactions, applications] = await Promise.all([
    db
      .select({
        jobId: jobDescriptionPositions.jobDescriptionId,
        id: jobDescriptionPositions.jobPositionId,
      })
      .from(jobDescriptionPositions)
      .where(inArray(jobDescriptionPositions.jobDescriptionId, ids)),
    db
      .select({ jobId: jobDescriptionTags.jobDescriptionId, id: jobDescriptionTags.techTagId })
      .from(jobDescriptionTags)
      .where(inArray(jobDescriptionTags.jobDescriptionId, ids)),
    db
      .select({
        jobId: jobDescriptionPreferredConditions.jobDescriptionId,
        id: jobDescriptionPreferredConditions.preferredConditionId,
      })
      .from(jobDescriptionPreferredConditions)
      .where(inArray(jobDescriptionPreferredConditions.jobDescriptionId, ids)),
    db
      .select({ jobId: jobReactions.jobDescriptionId, n: count() })
      .from(jobReactions)
      .where(inArray(jobReactions.jobDescriptionId, ids))
      .groupBy(jobReactions.jobDescriptionId),
    db
      .select({ jobId: jobApplications.jobDescriptionId, n: count() })
      .from(jobApplications)
      .where(inArray(jobApplications.jobDescriptionId, ids))
      .groupBy(jobApplications.jobDescriptionId),
  ]);
  return {
    positions: group(positions),
    tags: group(tags),
    conditions: group(conditions),
    reactions: new Map(reactions.map((r) => [r.jobId, r.n])),
    applications: new Map(applications.map((r) => [r.jobId, r.n])),
  };
}

function group(rows: readonly { jobId: number; id: number }[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const { jobId, id } of rows) {
    const list = map.get(jobId);
    if (list) list.push(id);
    else map.set(jobId, [id]);
  }
  for (const list of map.values()) list.sort((a, b) => a - b);
  return map;
}

function toListItem(row: ListRow, links: Links): CompanyJobDescriptionListItemWire {
  return {
    job_description_id: row.id,
    status: row.status,
    title: row.title,
    summary: row.summary,
    positions: (links.positions.get(row.id) ?? []).flatMap((id) => {
      const p = jobPositionsById.get(id);
      return p ? [{ key: p.key, name: p.name }] : [];
    }),
    tags: (links.tags.get(row.id) ?? []).flatMap((id) => {
      const t = techTagsById.get(id);
      return t ? [{ id: t.id, name: t.name, group: t.group }] : [];
    }),
    annual_salary_min: row.salaryMin,
    annual_salary_max: row.salaryMax,
    prefecture_code: row.prefectureCode,
    work_style: row.workStyle,
    employment_type: row.employmentType,
    business_type: row.businessType,
    preferred_condition_ids: links.conditions.get(row.id) ?? [],
    published_at: toEpochSecondsOrNull(row.publishedAt),
    created_at: toEpochSeconds(row.createdAt),
    updated_at: toEpochSeconds(row.updatedAt),
    reaction_count: links.reactions.get(row.id) ?? 0,
    application_count: links.applications.get(row.id) ?? 0,
  };
}

/** GET /api/company/job_descriptions: every status, newest first, a page of 20. */
export async function listCompanyJobs(
  db: Db,
  companyId: number,
  query: { page: number; status?: JobDescriptionStatus | undefined },
): Promise<{
  job_descriptions: CompanyJobDescriptionListItemWire[];
  paging: { total_count: number; max_page: number; page: number; per_page: number };
}> {
  const where = and(
    eq(jobDescriptions.companyId, companyId),
    query.status ? eq(jobDescriptions.status, query.status) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(jobDescriptions).where(where),
    selectList(db)
      .where(where)
      .orderBy(desc(jobDescriptions.createdAt), desc(jobDescriptions.id))
      .limit(COMPANY_JOBS_PER_PAGE)
      .offset((query.page - 1) * COMPANY_JOBS_PER_PAGE),
  ]);
  const links = await loadLinks(
    db,
    rows.map((r) => r.id),
  );
  const totalCount = total?.n ?? 0;
  return {
    job_descriptions: rows.map((row) => toListItem(row, links)),
    paging: {
      total_count: totalCount,
      max_page: Math.ceil(totalCount / COMPANY_JOBS_PER_PAGE),
      page: query.page,
      per_page: COMPANY_JOBS_PER_PAGE,
    },
  };
}

/** GET /api/company/job_descriptions/{id}: the whole posting, whatever its status. */
export async function getCompanyJob(
  db: Db,
  companyId: number,
  jobId: number,
): Promise<CompanyJobDescriptionWire> {
  const [row] = await db
    .select(detailColumns)
    .from(jobDescriptions)
    .where(ownJob(companyId, jobId));
  if (!row) throw notFound();
  const links = await loadLinks(db, [row.id]);
  return {
    ...toListItem(row, links),
    job_details: row.jobDetails,
    required_skills: row.requiredSkills,
    welcome_skills: row.welcomeSkills,
    development_environment: row.developmentEnvironment,
    working_conditions: row.workingConditions,
  };
}

// ---------------------------------------------------------------------------------------
// Writing

/** Lists arrive as chosen; a repeated choice is one choice (the link tables' keys say so). */
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

function columnsOf(input: CompanyJobDescriptionRequest) {
  return {
    title: input.title,
    summary: input.summary,
    jobDetails: input.job_details,
    requiredSkills: input.required_skills,
    welcomeSkills: input.welcome_skills,
    developmentEnvironment: input.development_environment,
    workingConditions: input.working_conditions,
    salaryMin: input.annual_salary_min,
    salaryMax: input.annual_salary_max,
    prefectureCode: input.prefecture_code,
    workStyle: input.work_style,
    employmentType: input.employment_type,
    businessType: input.business_type,
  };
}

/**
 * The company's name, read under a share lock: a rename (which rebuilds every job's index
 * under its own lock on the company row) then waits for this write, or this write waits
 * for the rename and indexes the new name. Either way no job keeps the old name's index.
 */
async function companyNameForIndex(tx: Db, companyId: number): Promise<string> {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('share');
  if (!company) throw notFound();
  return company.name;
}

/** Replaces a job's link rows with the request's choices. */
async function replaceLinks(tx: Db, jobId: number, input: CompanyJobDescriptionRequest) {
  await Promise.all([
    tx.delete(jobDescriptionPositions).where(eq(jobDescriptionPositions.jobDescriptionId, jobId)),
    tx.delete(jobDescriptionTags).where(eq(jobDescriptionTags.jobDescriptionId, jobId)),
    tx
      .delete(jobDescriptionPreferredConditions)
      .where(eq(jobDescriptionPreferredConditions.jobDescriptionId, jobId)),
  ]);
  const positionIds = unique(input.positions).flatMap((key) => {
    const position = jobPositionsByKey.get(key);
    return position ? [position.id] : [];
  });
  const tagIds = unique(input.tag_ids);
  const conditionIds = unique(input.preferred_condition_ids);
  if (positionIds.length > 0) {
    await tx
      .insert(jobDescriptionPositions)
      .values(positionIds.map((jobPositionId) => ({ jobDescriptionId: jobId, jobPositionId })));
  }
  if (tagIds.length > 0) {
    await tx
      .insert(jobDescriptionTags)
      .values(tagIds.map((techTagId) => ({ jobDescriptionId: jobId, techTagId })));
  }
  if (conditionIds.length > 0) {
    await tx.insert(jobDescriptionPreferredConditions).values(
      conditionIds.map((preferredConditionId) => ({
        jobDescriptionId: jobId,
        preferredConditionId,
      })),
    );
  }
}

/** POST /api/company/job_descriptions: a new draft, indexed already (search skips drafts). */
export async function createCompanyJob(
  ctx: ServiceContext,
  companyId: number,
  input: CompanyJobDescriptionRequest,
): Promise<CompanyJobDescriptionWire> {
  const now = wholeSecond(ctx.now());
  const jobId = await ctx.db.transaction(async (tx) => {
    const columns = columnsOf(input);
    const index = buildSearchIndex({
      ...columns,
      companyName: await companyNameForIndex(tx, companyId),
    });
    await recordVocabulary(tx, index.vocabulary);
    const [row] = await tx
      .insert(jobDescriptions)
      .values({
        ...columns,
        ...index.values,
        companyId,
        status: 'draft',
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobDescriptions.id });
    await replaceLinks(tx, row!.id, input);
    return row!.id;
  });
  return getCompanyJob(ctx.db, companyId, jobId);
}

/** PUT /api/company/job_descriptions/{id}: the whole posting as sent, in any status. */
export async function updateCompanyJob(
  ctx: ServiceContext,
  companyId: number,
  jobId: number,
  input: CompanyJobDescriptionRequest,
): Promise<CompanyJobDescriptionWire> {
  const now = wholeSecond(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const columns = columnsOf(input);
    const index = buildSearchIndex({
      ...columns,
      companyName: await companyNameForIndex(tx, companyId),
    });
    await recordVocabulary(tx, index.vocabulary);
    const updated = await tx
      .update(jobDescriptions)
      .set({ ...columns, ...index.values, updatedAt: now })
      .where(ownJob(companyId, jobId))
      .returning({ id: jobDescriptions.id });
    if (updated.length === 0) throw notFound();
    await replaceLinks(tx, jobId, input);
  });
  return getCompanyJob(ctx.db, companyId, jobId);
}

export type JobTransition = 'publish' | 'close' | 'reopen';

/**
 * What each action does from each status: the new status, nothing (already there, so a
 * second click is harmless), or a refusal saying what to do instead.
 */
const TRANSITIONS: Record<
  JobTransition,
  Record<JobDescriptionStatus, JobDescriptionStatus | 'same' | { refuse: string }>
> = {
  publish: { draft: 'published', published: 'same', closed: { refuse: M.publishClosed } },
  close: { draft: { refuse: M.closeDraft }, published: 'closed', closed: 'same' },
  reopen: { draft: { refuse: M.reopenDraft }, published: 'same', closed: 'published' },
};

/** POST /api/company/job_descriptions/{id}/publish, /close and /reopen. */
export async function transitionCompanyJob(
  ctx: ServiceContext,
  companyId: number,
  jobId: number,
  action: JobTransition,
): Promise<CompanyJobDescriptionWire> {
  const now = wholeSecond(ctx.now());
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: jobDescriptions.status, publishedAt: jobDescriptions.publishedAt })
      .from(jobDescriptions)
      .where(ownJob(companyId, jobId))
      .for('update');
    if (!row) throw notFound();
    const next = TRANSITIONS[action][row.status];
    if (next === 'same') return;
    if (typeof next === 'object') throw new AppError('conflict', next.refuse);
    await tx
      .update(jobDescriptions)
      .set({
        status: next,
        // The first publication is the job's date on every list; reopening keeps it.
        ...(next === 'published' ? { publishedAt: row.publishedAt ?? now } : {}),
        updatedAt: now,
      })
      .where(eq(jobDescriptions.id, jobId));
  });
  return getCompanyJob(ctx.db, companyId, jobId);
}

/**
 * DELETE /api/company/job_descriptions/{id}: only a draft, which nobody outside the company
 * has seen. A job that was ever public is closed instead: people reacted to it, applied to
 * it and hold links to it.
 */
export async function deleteDraftJob(
  ctx: ServiceContext,
  companyId: number,
  jobId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: jobDescriptions.status, publishedAt: jobDescriptions.publishedAt })
      .from(jobDescriptions)
      .where(ownJob(companyId, jobId))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'draft' || row.publishedAt !== null) {
      throw new AppError('conflict', M.deletePublished);
    }
    // Link rows go with it (on delete cascade).
    await tx.delete(jobDescriptions).where(eq(jobDescriptions.id, jobId));
  });
}

// ---------------------------------------------------------------------------------------
// A company rename

/** Rows per rebuilt batch, as reindexJobDescriptions writes them. */
const REINDEX_BATCH = 200;

/**
 * Rebuilds the search index of every job of a company, in the caller's transaction: the
 * company's name is part of each job's index (people search by company). Rows are locked
 * first, so a concurrent edit either lands before (and is rebuilt here) or waits.
 */
export async function reindexCompanyJobs(
  tx: Db,
  companyId: number,
  companyName: string,
): Promise<number> {
  const rows = await tx
    .select({
      id: jobDescriptions.id,
      title: jobDescriptions.title,
      summary: jobDescriptions.summary,
      jobDetails: jobDescriptions.jobDetails,
      requiredSkills: jobDescriptions.requiredSkills,
      welcomeSkills: jobDescriptions.welcomeSkills,
      developmentEnvironment: jobDescriptions.developmentEnvironment,
      workingConditions: jobDescriptions.workingConditions,
      prefectureCode: jobDescriptions.prefectureCode,
      workStyle: jobDescriptions.workStyle,
      employmentType: jobDescriptions.employmentType,
      businessType: jobDescriptions.businessType,
    })
    .from(jobDescriptions)
    .where(eq(jobDescriptions.companyId, companyId))
    .orderBy(jobDescriptions.id)
    .for('update');
  for (let i = 0; i < rows.length; i += REINDEX_BATCH) {
    const batch = rows.slice(i, i + REINDEX_BATCH);
    const vocabulary = new Set<string>();
    const values = batch.map(({ id, ...job }) => {
      const index = buildSearchIndex({ ...job, companyName });
      for (const lexeme of index.vocabulary) vocabulary.add(lexeme);
      return sql`(${id}::int, ${index.values.searchVector}::tsvector, ${index.values.titleVector}::tsvector)`;
    });
    await recordVocabulary(tx, vocabulary);
    await tx.execute(sql`update job_descriptions as j
      set search_vector = v.search_vector, title_vector = v.title_vector,
        search_index_version = ${SEARCH_INDEX_VERSION}
      from (values ${sql.join(values, sql`, `)}) as v(id, search_vector, title_vector)
      where j.id = v.id`);
  }
  return rows.length;
}
