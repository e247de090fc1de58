import {
  type BusinessTypeId,
  type EmploymentType,
  JOB_POSITIONS,
  jobPositionsById,
  type WorkStyle,
} from '@kiseki/contract';
import { and, asc, eq, gte, inArray, notExists, or, type SQL, sql } from 'drizzle-orm';
import {
  experiencePositions,
  experiences,
  jobApplications,
  jobDescriptionPositions,
  jobDescriptionPreferredConditions,
  jobDescriptions,
  jobDescriptionTags,
  personSkillTags,
  userBlockedCompanies,
  userJobSettings,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { listLanguages } from '../../person/person-outputs.service';
import { notBlockedBy } from '../job-summaries';
import { summariseCareer } from './career';
import {
  type CandidateJob,
  LEVEL_VALUES,
  type PersonProfile,
  preparePerson,
  TAG_GROUP_WEIGHTS,
} from './engine';

/*
 * The engine's inputs from the database. The engine itself never queries; this file reads
 * a person in six queries and a shortlist of jobs in five more, whatever the board's size.
 */

/** Everything the engine knows about a person, read at once. */
export async function loadPersonProfile(db: Db, userId: number, now: Date): Promise<PersonProfile> {
  const [settings, blocked, experienceRows, positionRows, skills, languages] = await Promise.all([
    db.select().from(userJobSettings).where(eq(userJobSettings.userId, userId)),
    db
      .select({ companyId: userBlockedCompanies.companyId })
      .from(userBlockedCompanies)
      .where(eq(userBlockedCompanies.userId, userId)),
    db
      .select({
        id: experiences.id,
        startYear: experiences.startYear,
        startMonth: experiences.startMonth,
        endYear: experiences.endYear,
        endMonth: experiences.endMonth,
      })
      .from(experiences)
      .where(eq(experiences.userId, userId)),
    db
      .select({
        experienceId: experiencePositions.experienceId,
        positionId: experiencePositions.jobPositionId,
      })
      .from(experiencePositions)
      .innerJoin(experiences, eq(experiences.id, experiencePositions.experienceId))
      .where(eq(experiences.userId, userId)),
    // Suggested tags (is_auto) are guesses the person has not confirmed: they count for
    // nothing anywhere until confirmed, here neither.
    db
      .select({ name: personSkillTags.name, level: personSkillTags.level })
      .from(personSkillTags)
      .where(and(eq(personSkillTags.userId, userId), eq(personSkillTags.isAuto, false)))
      .orderBy(asc(personSkillTags.sortOrder), asc(personSkillTags.id)),
    listLanguages(db, userId),
  ]);
  const s = settings[0];
  const positionsOf = new Map<number, number[]>();
  for (const r of positionRows) {
    const list = positionsOf.get(r.experienceId) ?? [];
    list.push(r.positionId);
    positionsOf.set(r.experienceId, list);
  }
  const career = summariseCareer(
    experienceRows.map((e) => ({ ...e, positionIds: positionsOf.get(e.id) ?? [] })),
    now,
  );
  const chosen = <T>(pairs: readonly (readonly [boolean | undefined, T])[]): T[] =>
    pairs.filter(([on]) => on === true).map(([, value]) => value);
  return {
    skills,
    repoLanguages: languages.map((l) => ({ name: l.name, bytes: l.bytes })),
    positionMonths: career.positionMonths,
    careerMonths: career.careerMonths,
    desiredSalary: s?.desiredAnnualSalary ?? null,
    workStyles: chosen<WorkStyle>([
      [s?.desiredWorkStyleFullRemote, 'fullRemote'],
      [s?.desiredWorkStylePartialRemote, 'partialRemote'],
      [s?.desiredWorkStyleAttendance, 'attendance'],
    ]),
    locations: s?.desiredLocations ?? [],
    employmentTypes: chosen<EmploymentType>([
      [s?.employmentTypeFulltime, 'fulltime'],
      [s?.employmentTypeParttime, 'parttime'],
      [s?.employmentTypeFreelance, 'freelance'],
      [s?.employmentTypeInternship, 'internship'],
    ]),
    businessTypes: chosen<BusinessTypeId>([
      [s?.desiredBusinessTypeInHouse, 1],
      [s?.desiredBusinessTypeEntrusted, 2],
      [s?.desiredBusinessTypeSes, 3],
    ]),
    hirability: s?.hirabilityLevel ?? null,
    blockedCompanyIds: blocked.map((b) => b.companyId),
    wantToDo: s?.wantToDo ?? null,
  };
}

/**
 * The person's hard constraints as SQL, so the database drops what the engine would drop
 * (the engine checks again: two guards, one rule). Jobs the person already applied to are
 * not suggested again.
 */
export function hardConstraintFilter(userId: number, profile: PersonProfile): SQL {
  const filters: (SQL | undefined)[] = [
    eq(jobDescriptions.status, 'published'),
    notBlockedBy(userId),
    notExists(
      sql`(select 1 from ${jobApplications} where ${jobApplications.userId} = ${userId} and ${jobApplications.jobDescriptionId} = ${jobDescriptions.id})`,
    ),
  ];
  if (profile.desiredSalary !== null) {
    filters.push(gte(jobDescriptions.salaryMax, profile.desiredSalary));
  }
  if (profile.workStyles.length > 0) {
    filters.push(inArray(jobDescriptions.workStyle, [...profile.workStyles]));
  }
  if (profile.employmentTypes.length > 0) {
    filters.push(inArray(jobDescriptions.employmentType, [...profile.employmentTypes]));
  }
  if (profile.businessTypes.length > 0) {
    filters.push(inArray(jobDescriptions.businessType, [...profile.businessTypes]));
  }
  if (profile.locations.length > 0) {
    filters.push(
      or(
        eq(jobDescriptions.workStyle, 'fullRemote'),
        inArray(jobDescriptions.prefectureCode, [...profile.locations]),
      ),
    );
  }
  return and(...filters)!;
}

/** How many jobs the database hands the engine; the engine scores these in memory. */
export const SHORTLIST_SIZE = 1500;

/**
 * A cheap first pass in SQL, so the engine scores a shortlist and not the whole board: the
 * jobs that pass the hard constraints, ordered by how much of the person's stack and which
 * of their positions they share, then newest. The weights are the engine's own tag values,
 * so the shortlist's order agrees with the final score's biggest part.
 */
function shortlistWeights(profile: PersonProfile) {
  const person = preparePerson(profile);
  const tags = new Map<number, number>();
  for (const [id, skill] of person.skills) {
    tags.set(id, TAG_GROUP_WEIGHTS[skill.tag.group] * LEVEL_VALUES[skill.level]!);
  }
  for (const id of person.wants.tagIds) tags.set(id, (tags.get(id) ?? 0) + 0.5);
  // The person's positions, and at half weight their neighbours (the engine's related fit).
  const positions = new Map<number, number>();
  for (const id of person.positionMonths.keys()) {
    const category = jobPositionsById.get(id)?.categoryId;
    for (const p of JOB_POSITIONS) {
      if (p.categoryId === category && !positions.has(p.id)) positions.set(p.id, 0.5);
    }
  }
  for (const id of person.positionMonths.keys()) positions.set(id, 1);
  return { tags, positions };
}

const valuesList = (weights: Map<number, number>): SQL =>
  sql.join(
    [...weights].map(([id, weight]) => sql`(${id}::int, ${weight}::float8)`),
    sql`, `,
  );

async function shortlist(db: Db, userId: number, profile: PersonProfile, size: number) {
  const { tags, positions } = shortlistWeights(profile);
  const where = hardConstraintFilter(userId, profile);
  const parts: SQL[] = [];
  if (tags.size > 0) {
    parts.push(sql`select ${jobDescriptionTags.jobDescriptionId} as id, v.w
      from ${jobDescriptionTags}
      join (values ${valuesList(tags)}) as v(tag_id, w) on v.tag_id = ${jobDescriptionTags.techTagId}`);
  }
  if (positions.size > 0) {
    parts.push(sql`select ${jobDescriptionPositions.jobDescriptionId} as id, v.w
      from ${jobDescriptionPositions}
      join (values ${valuesList(positions)}) as v(position_id, w) on v.position_id = ${jobDescriptionPositions.jobPositionId}`);
  }
  const query =
    parts.length === 0
      ? sql`select ${jobDescriptions.id} as id from ${jobDescriptions}
          where ${where}
          order by ${jobDescriptions.publishedAt} desc nulls last, ${jobDescriptions.id}
          limit ${size}`
      : sql`select ${jobDescriptions.id} as id from ${jobDescriptions}
          left join (select hit.id, sum(hit.w) as w from (${sql.join(parts, sql` union all `)}) as hit group by hit.id) as hits
            on hits.id = ${jobDescriptions.id}
          where ${where}
          order by coalesce(hits.w, 0) desc, ${jobDescriptions.publishedAt} desc nulls last, ${jobDescriptions.id}
          limit ${size}`;
  const result = (await db.execute(query)) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

function groupIds(rows: readonly { jobId: number; id: number }[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const { jobId, id } of rows) {
    const list = map.get(jobId);
    if (list) list.push(id);
    else map.set(jobId, [id]);
  }
  for (const list of map.values()) list.sort((a, b) => a - b);
  return map;
}

/**
 * The jobs the engine ranks for a person: published, within their hard constraints, the
 * best `size` of the SQL shortlist, with their positions, tags and conditions read in one
 * query per table for all of them.
 */
export async function loadCandidateJobs(
  db: Db,
  userId: number,
  profile: PersonProfile,
  size = SHORTLIST_SIZE,
): Promise<CandidateJob[]> {
  const ids = await shortlist(db, userId, profile, size);
  if (ids.length === 0) return [];
  const [rows, positions, tags, conditions] = await Promise.all([
    db
      .select({
        id: jobDescriptions.id,
        companyId: jobDescriptions.companyId,
        salaryMin: jobDescriptions.salaryMin,
        salaryMax: jobDescriptions.salaryMax,
        workStyle: jobDescriptions.workStyle,
        prefectureCode: jobDescriptions.prefectureCode,
        employmentType: jobDescriptions.employmentType,
        businessType: jobDescriptions.businessType,
        publishedAt: jobDescriptions.publishedAt,
      })
      .from(jobDescriptions)
      .where(inArray(jobDescriptions.id, ids)),
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
  ]);
  const positionsOf = groupIds(positions);
  const tagsOf = groupIds(tags);
  const conditionsOf = groupIds(conditions);
  return rows.map((r) => ({
    ...r,
    positionIds: positionsOf.get(r.id) ?? [],
    tagIds: tagsOf.get(r.id) ?? [],
    preferredConditionIds: conditionsOf.get(r.id) ?? [],
    publishedAt: r.publishedAt === null ? null : Math.floor(r.publishedAt.getTime() / 1000),
  }));
}
