import {
  type BusinessTypeId,
  CANDIDATE_HEADLINE_SKILLS,
  CANDIDATE_SCORE_TYPES,
  type CandidateDesiredConditionsWire,
  type CandidateRelationWire,
  type CandidateScoreWire,
  type CandidateSummaryWire,
  type EmploymentType,
  type HirabilityLevel,
  jobPositionsById,
  type WorkStyle,
} from '@kiseki/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  candidateInterests,
  experiencePositions,
  experiences,
  messageThreads,
  personSkillTags,
  profiles,
  scoreDetails,
  type UserJobSetting,
  userJobSettings,
  users,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { toEpochSeconds, toEpochSecondsOrNull } from '../../../lib/time';
import { summariseCareer } from '../../jobs/matching/career';

/*
 * Candidates as a company sees them: one query per table for a whole page of people, never
 * one per person. Only columns a recruiter may see are selected at all: no email, address,
 * real name or birthdate leaves these queries (the page reads the birthdate to give an age,
 * and only when the person made it public).
 */

/** A person who set no name for companies and no display name. */
export const UNNAMED_CANDIDATE = '名前未設定';

export interface CandidateFacts {
  base: Omit<CandidateSummaryWire, 'headline_skills'>;
  skills: { name: string; level: number }[];
  settings: UserJobSetting | null;
  profile: { birthdate: string | null; isBirthdatePublic: boolean } | null;
}

/** Facts of the given people in the order given; ids that are not found are left out. */
export async function loadCandidateFacts(
  db: Db,
  companyId: number,
  ids: readonly number[],
  now: Date,
): Promise<CandidateFacts[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [
    userRows,
    settingRows,
    profileRows,
    scoreRows,
    skillRows,
    spans,
    positionRows,
    interests,
    threads,
  ] = await Promise.all([
    db
      .select({ id: users.id, displayName: users.displayName, updatedAt: users.updatedAt })
      .from(users)
      .where(inArray(users.id, list)),
    db.select().from(userJobSettings).where(inArray(userJobSettings.userId, list)),
    db
      .select({
        userId: profiles.userId,
        prefecture: profiles.prefecture,
        birthdate: profiles.birthdate,
        isBirthdatePublic: profiles.isBirthdatePublic,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .where(inArray(profiles.userId, list)),
    db
      .select({
        userId: scoreDetails.userId,
        scorerType: scoreDetails.scorerType,
        score: scoreDetails.score,
        percentile: scoreDetails.percentile,
      })
      .from(scoreDetails)
      .where(
        and(
          inArray(scoreDetails.userId, list),
          inArray(scoreDetails.scorerType, [...CANDIDATE_SCORE_TYPES]),
        ),
      ),
    // Suggested tags (is_auto) are guesses the person has not confirmed: not shown.
    db
      .select({
        userId: personSkillTags.userId,
        name: personSkillTags.name,
        level: personSkillTags.level,
      })
      .from(personSkillTags)
      .where(and(inArray(personSkillTags.userId, list), eq(personSkillTags.isAuto, false)))
      .orderBy(asc(personSkillTags.sortOrder), asc(personSkillTags.id)),
    db
      .select({
        id: experiences.id,
        userId: experiences.userId,
        positionName: experiences.positionName,
        startYear: experiences.startYear,
        startMonth: experiences.startMonth,
        endYear: experiences.endYear,
        endMonth: experiences.endMonth,
        updatedAt: experiences.updatedAt,
      })
      .from(experiences)
      .where(inArray(experiences.userId, list)),
    db
      .select({
        userId: experiences.userId,
        experienceId: experiencePositions.experienceId,
        positionId: experiencePositions.jobPositionId,
      })
      .from(experiencePositions)
      .innerJoin(experiences, eq(experiences.id, experiencePositions.experienceId))
      .where(inArray(experiences.userId, list)),
    db
      .select()
      .from(candidateInterests)
      .where(
        and(eq(candidateInterests.companyId, companyId), inArray(candidateInterests.userId, list)),
      ),
    db
      .select({
        id: messageThreads.id,
        userId: messageThreads.userId,
        status: messageThreads.status,
      })
      .from(messageThreads)
      .where(and(eq(messageThreads.companyId, companyId), inArray(messageThreads.userId, list))),
  ]);

  const byUser = <T extends { userId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r]);
    return map;
  };
  const usersById = new Map(userRows.map((u) => [u.id, u]));
  const settingsOf = new Map(settingRows.map((s) => [s.userId, s]));
  const profileOf = new Map(profileRows.map((p) => [p.userId, p]));
  const scoresOf = byUser(scoreRows);
  const skillsOf = byUser(skillRows);
  const spansOf = byUser(spans);
  const positionsOf = new Map<number, number[]>();
  for (const r of positionRows) {
    positionsOf.set(r.experienceId, [...(positionsOf.get(r.experienceId) ?? []), r.positionId]);
  }
  const interestOf = new Map(interests.map((i) => [i.userId, i]));
  const threadOf = new Map(threads.map((t) => [t.userId, t]));

  const facts: CandidateFacts[] = [];
  for (const id of list) {
    const user = usersById.get(id);
    if (!user) continue;
    const settings = settingsOf.get(id) ?? null;
    const profile = profileOf.get(id) ?? null;
    const personSpans = spansOf.get(id) ?? [];
    const career = summariseCareer(
      personSpans.map((s) => ({ ...s, positionIds: [] })),
      now,
    );
    // The same instants the updated_at sort reads (candidate-search.service.ts).
    const updatedAt = [
      user.updatedAt,
      settings?.updatedAt,
      profile?.updatedAt,
      ...personSpans.map((s) => s.updatedAt),
    ].reduce<Date>((max, at) => (at && at > max ? at : max), user.updatedAt);
    const interest = interestOf.get(id);
    const thread = threadOf.get(id);
    const relation: CandidateRelationWire = {
      interest: interest
        ? {
            created_at: toEpochSeconds(interest.createdAt),
            job_description_id: interest.jobDescriptionId,
            reaction_level: interest.reactionLevel,
            reacted_at: toEpochSecondsOrNull(interest.reactedAt),
          }
        : null,
      thread: thread ? { id: thread.id, status: thread.status } : null,
    };
    const skills = (skillsOf.get(id) ?? []).map((s) => ({ name: s.name, level: s.level }));
    facts.push({
      base: {
        user_id: id,
        display_name: settings?.displayName || user.displayName || UNNAMED_CANDIDATE,
        prefecture_code: profile?.prefecture ?? null,
        job_title: jobTitle(personSpans, positionsOf),
        years_of_experience: Math.floor(career.careerMonths / 12),
        hirability_level: (settings?.hirabilityLevel as HirabilityLevel | null) ?? null,
        scores: scoresInOrder(scoresOf.get(id) ?? []),
        desired_conditions: desiredConditions(settings),
        relation,
        updated_at: toEpochSeconds(updatedAt),
      },
      skills,
      settings,
      profile: profile
        ? { birthdate: profile.birthdate, isBirthdatePublic: profile.isBirthdatePublic }
        : null,
    });
  }
  return facts;
}

export async function loadCandidateSummaries(
  db: Db,
  companyId: number,
  ids: readonly number[],
  now: Date,
): Promise<CandidateSummaryWire[]> {
  const facts = await loadCandidateFacts(db, companyId, ids, now);
  return facts.map((f) => ({
    ...f.base,
    headline_skills: f.skills.slice(0, CANDIDATE_HEADLINE_SKILLS),
  }));
}

/**
 * What the person does now, for a result row: the 職種 of their current experience (the
 * latest started of those still ongoing, else the latest started), else its 役職名.
 */
function jobTitle(
  spans: readonly {
    id: number;
    positionName: string | null;
    startYear: number;
    startMonth: number;
    endYear: number | null;
  }[],
  positionsOf: ReadonlyMap<number, number[]>,
): string | null {
  const startKey = (s: (typeof spans)[number]) => s.startYear * 12 + s.startMonth;
  const latest = [...spans].sort(
    (a, b) =>
      Number(a.endYear !== null) - Number(b.endYear !== null) ||
      startKey(b) - startKey(a) ||
      b.id - a.id,
  )[0];
  if (!latest) return null;
  const names = [...(positionsOf.get(latest.id) ?? [])]
    .sort((a, b) => a - b)
    .flatMap((id) => jobPositionsById.get(id)?.name ?? []);
  if (names.length > 0) return names.join('・');
  return latest.positionName?.trim() || null;
}

function scoresInOrder(
  rows: { scorerType: number; score: number | null; percentile: number | null }[],
): CandidateScoreWire[] {
  const byType = new Map(rows.map((r) => [r.scorerType, r]));
  return CANDIDATE_SCORE_TYPES.flatMap((type) => {
    const r = byType.get(type);
    return r ? [{ scorer_type: type, score: r.score, percentile: r.percentile }] : [];
  });
}

function desiredConditions(s: UserJobSetting | null): CandidateDesiredConditionsWire {
  const chosen = <T>(pairs: readonly (readonly [boolean | undefined, T])[]): T[] =>
    pairs.filter(([on]) => on === true).map(([, value]) => value);
  return {
    annual_salary: s?.desiredAnnualSalary ?? null,
    work_styles: chosen<WorkStyle>([
      [s?.desiredWorkStyleFullRemote, 'fullRemote'],
      [s?.desiredWorkStylePartialRemote, 'partialRemote'],
      [s?.desiredWorkStyleAttendance, 'attendance'],
    ]),
    locations: s?.desiredLocations ?? [],
    employment_types: chosen<EmploymentType>([
      [s?.employmentTypeFulltime, 'fulltime'],
      [s?.employmentTypeParttime, 'parttime'],
      [s?.employmentTypeFreelance, 'freelance'],
      [s?.employmentTypeInternship, 'internship'],
    ]),
    business_types: chosen<BusinessTypeId>([
      [s?.desiredBusinessTypeInHouse, 1],
      [s?.desiredBusinessTypeEntrusted, 2],
      [s?.desiredBusinessTypeSes, 3],
    ]),
  };
}
