import {
  type JobDescriptionDetailWire,
  type JobDescriptionSummaryWire,
  jobPositionsById,
  TECH_TAGS,
  type TechTag,
} from '@kiseki/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  companies,
  jobApplications,
  jobDescriptionPositions,
  jobDescriptionPreferredConditions,
  jobDescriptions,
  jobDescriptionTags,
  jobReactions,
  userBlockedCompanies,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { toEpochSeconds, toEpochSecondsOrNull } from '../../lib/time';

/*
 * Turning job rows into their wire form, for every list and page (search, detail, company,
 * applications, suggestions): one query per table for the whole page, never one per job.
 * The search vector is never read: it is large and only the database needs it.
 */

const tagsById = new Map<number, TechTag>(TECH_TAGS.map((t) => [t.id, t]));

/** Columns a summary needs; the body sections are read only for the detail. */
const summaryColumns = {
  id: jobDescriptions.id,
  companyId: jobDescriptions.companyId,
  title: jobDescriptions.title,
  summary: jobDescriptions.summary,
  salaryMin: jobDescriptions.salaryMin,
  salaryMax: jobDescriptions.salaryMax,
  prefectureCode: jobDescriptions.prefectureCode,
  workStyle: jobDescriptions.workStyle,
  employmentType: jobDescriptions.employmentType,
  businessType: jobDescriptions.businessType,
  status: jobDescriptions.status,
  publishedAt: jobDescriptions.publishedAt,
  createdAt: jobDescriptions.createdAt,
  updatedAt: jobDescriptions.updatedAt,
  companyName: companies.name,
  companyIndustry: companies.industry,
  companyLogoColor: companies.logoColor,
  companyEmployeeCount: companies.employeeCount,
  companyPrefectureCode: companies.prefectureCode,
};

const detailColumns = {
  ...summaryColumns,
  jobDetails: jobDescriptions.jobDetails,
  requiredSkills: jobDescriptions.requiredSkills,
  welcomeSkills: jobDescriptions.welcomeSkills,
  developmentEnvironment: jobDescriptions.developmentEnvironment,
  workingConditions: jobDescriptions.workingConditions,
  companyDescription: companies.description,
  companyWebsiteUrl: companies.websiteUrl,
  companyFoundedYear: companies.foundedYear,
};

/**
 * The condition "this job's company is not one the person blocked"; true for visitors. Every
 * query that shows jobs to a person includes it (search, pages, suggestions, company pages).
 */
export function notBlockedBy(
  userId: number | null,
  companyId: SQL | typeof jobDescriptions.companyId = jobDescriptions.companyId,
): SQL {
  if (userId === null) return sql`true`;
  // The blocked ids are read once (an init plan) and each row is checked against the array,
  // which over the 26,000 matches of フルリモート cost 30 ms where an anti-join cost 33.
  return sql`${companyId} <> all(array(select ${userBlockedCompanies.companyId} from ${userBlockedCompanies} where ${userBlockedCompanies.userId} = ${userId}))`;
}

/** Whether the person blocked this company (company pages answer 404 then). */
export async function isCompanyBlocked(
  db: Db,
  userId: number | null,
  companyId: number,
): Promise<boolean> {
  if (userId === null) return false;
  const rows = await db
    .select({ one: sql`1` })
    .from(userBlockedCompanies)
    .where(
      and(eq(userBlockedCompanies.userId, userId), eq(userBlockedCompanies.companyId, companyId)),
    )
    .limit(1);
  return rows.length > 0;
}

const selectSummaryRows = (db: Db, where: SQL | undefined) =>
  db
    .select(summaryColumns)
    .from(jobDescriptions)
    .innerJoin(companies, eq(companies.id, jobDescriptions.companyId))
    .where(where);
const selectDetailRows = (db: Db, where: SQL | undefined) =>
  db
    .select(detailColumns)
    .from(jobDescriptions)
    .innerJoin(companies, eq(companies.id, jobDescriptions.companyId))
    .where(where);
type SummaryRow = Awaited<ReturnType<typeof selectSummaryRows>>[number];
type DetailRow = Awaited<ReturnType<typeof selectDetailRows>>[number];

/**
 * Summaries of the given jobs in the given order, as `userId` sees them (their reaction and
 * application; null for a visitor). Ids that do not exist are left out. Blocking is the
 * caller's filter: lists are built from queries that already exclude blocked companies.
 */
export async function loadJobSummaries(
  db: Db,
  ids: readonly number[],
  userId: number | null,
): Promise<JobDescriptionSummaryWire[]> {
  if (ids.length === 0) return [];
  const rows = await selectSummaryRows(db, inArray(jobDescriptions.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const extras = await loadExtras(
    db,
    rows.map((r) => r.id),
    userId,
  );
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, extras)] : [];
  });
}

/** One job with its whole text, or null when it does not exist. */
export async function loadJobDetail(
  db: Db,
  id: number,
  userId: number | null,
): Promise<JobDescriptionDetailWire | null> {
  const [row] = await selectDetailRows(db, eq(jobDescriptions.id, id));
  if (!row) return null;
  const extras = await loadExtras(db, [row.id], userId);
  return toDetail(row, extras);
}

interface Extras {
  positions: Map<number, number[]>;
  tags: Map<number, number[]>;
  conditions: Map<number, number[]>;
  reactions: Map<number, Date>;
  applications: Map<
    number,
    {
      status: JobDescriptionSummaryWire['application_status'];
      appliedAt: Date;
      expectedMailRepliedAt: Date;
      mailReceivedAt: Date | null;
    }
  >;
}

async function loadExtras(db: Db, ids: number[], userId: number | null): Promise<Extras> {
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
    userId === null
      ? []
      : db
          .select({ jobId: jobReactions.jobDescriptionId, at: jobReactions.reactedAt })
          .from(jobReactions)
          .where(and(eq(jobReactions.userId, userId), inArray(jobReactions.jobDescriptionId, ids))),
    userId === null
      ? []
      : db
          .select({
            jobId: jobApplications.jobDescriptionId,
            status: jobApplications.status,
            appliedAt: jobApplications.appliedAt,
            expectedMailRepliedAt: jobApplications.expectedMailRepliedAt,
            mailReceivedAt: jobApplications.mailReceivedAt,
          })
          .from(jobApplications)
          .where(
            and(eq(jobApplications.userId, userId), inArray(jobApplications.jobDescriptionId, ids)),
          ),
  ]);
  return {
    positions: group(positions),
    tags: group(tags),
    conditions: group(conditions),
    reactions: new Map(reactions.map((r) => [r.jobId, r.at])),
    applications: new Map(applications.map(({ jobId, ...rest }) => [jobId, rest])),
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

function toSummary(row: SummaryRow, extras: Extras): JobDescriptionSummaryWire {
  const application = extras.applications.get(row.id);
  const positions = (extras.positions.get(row.id) ?? []).flatMap((id) => {
    const p = jobPositionsById.get(id);
    return p ? [{ key: p.key, name: p.name }] : [];
  });
  const tags = (extras.tags.get(row.id) ?? []).flatMap((id) => {
    const t = tagsById.get(id);
    return t ? [{ id: t.id, name: t.name, group: t.group }] : [];
  });
  return {
    job_description_id: row.id,
    title: row.title,
    summary: row.summary,
    company: {
      id: row.companyId,
      name: row.companyName,
      industry: row.companyIndustry,
      logo_color: row.companyLogoColor,
      employee_count: row.companyEmployeeCount,
      prefecture_code: row.companyPrefectureCode,
    },
    positions,
    tags,
    annual_salary_min: row.salaryMin,
    annual_salary_max: row.salaryMax,
    work_style: row.workStyle,
    employment_type: row.employmentType,
    business_type: row.businessType,
    prefecture_code: row.prefectureCode,
    preferred_condition_ids: extras.conditions.get(row.id) ?? [],
    published_at: toEpochSecondsOrNull(row.publishedAt),
    created_at: toEpochSeconds(row.createdAt),
    updated_at: toEpochSeconds(row.updatedAt),
    last_reacted_at: toEpochSecondsOrNull(extras.reactions.get(row.id)),
    application_status: application?.status ?? null,
    mail_received_at: toEpochSecondsOrNull(application?.mailReceivedAt),
    application_at: toEpochSecondsOrNull(application?.appliedAt),
    expected_mail_replied_at: toEpochSecondsOrNull(application?.expectedMailRepliedAt),
    is_offering_job: row.status === 'published',
  };
}

function toDetail(row: DetailRow, extras: Extras): JobDescriptionDetailWire {
  const summary = toSummary(row, extras);
  return {
    ...summary,
    job_details: row.jobDetails,
    required_skills: row.requiredSkills,
    welcome_skills: row.welcomeSkills,
    development_environment: row.developmentEnvironment,
    working_conditions: row.workingConditions,
    company: {
      ...summary.company,
      description: row.companyDescription,
      website_url: row.companyWebsiteUrl,
      founded_year: row.companyFoundedYear,
    },
  };
}
