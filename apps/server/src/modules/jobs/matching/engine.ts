import {
  type BusinessTypeId,
  businessTypeLabel,
  EMPLOYMENT_TYPE_LABELS,
  type EmploymentType,
  type HirabilityLevel,
  jobPositionsById,
  PREFERRED_CONDITION,
  PREFERRED_CONDITIONS,
  prefecturesByCode,
  type TechTagGroup,
  techTagsById,
  type WorkStyle,
} from '@kiseki/contract';
import { type ResolvedSkill, resolveSkills } from './skills';
import { readWants, type Wants } from './wants';

/*
 * The matching engine (docs/matching.md): ranks jobs for one person. Pure and deterministic:
 * no database, no clock of its own (`now` is an argument), no randomness; the same person
 * and jobs give the same ranking, whatever order the jobs come in.
 *
 * 1. Hard constraints drop a job outright (hardConstraintViolations).
 * 2. Every job left gets a 0–100 score from weighted components, each 0–1: skills,
 *    positions and years, salary, wants (want_to_do), hirability. A component the person
 *    gave no data for is left out and the rest are re-weighted, so a person who only listed
 *    skills can still reach 100.
 * 3. A seniority factor tempers lead and intern roles that do not fit the career length.
 * 4. Reasons are written from the same facts that scored, never from anything else.
 */

/** What the engine knows about a person (the loader builds it from their data). */
export interface PersonProfile {
  /** Confirmed skill tags, levels 1–5. */
  skills: readonly { name: string; level: number }[];
  /** Languages of the repositories they own or contributed to, by bytes. */
  repoLanguages: readonly { name: string; bytes: number }[];
  /** Months per position from experiences (career.ts). */
  positionMonths: readonly { positionId: number; months: number }[];
  /** Months of work overall. */
  careerMonths: number;
  /** Desired annual salary in 万円; null when not given. */
  desiredSalary: number | null;
  /** Chosen work styles; empty means any. */
  workStyles: readonly WorkStyle[];
  /** Desired prefectures (JIS codes); empty means any. */
  locations: readonly number[];
  /** Chosen employment types; empty means any. */
  employmentTypes: readonly EmploymentType[];
  /** Chosen business types; empty means any. */
  businessTypes: readonly BusinessTypeId[];
  hirability: HirabilityLevel | null;
  blockedCompanyIds: readonly number[];
  /** Free text of 「やりたいこと」. */
  wantToDo: string | null;
}

/** A job as the engine reads it. */
export interface CandidateJob {
  id: number;
  companyId: number;
  positionIds: readonly number[];
  tagIds: readonly number[];
  salaryMin: number;
  salaryMax: number;
  workStyle: WorkStyle;
  prefectureCode: number;
  employmentType: EmploymentType;
  businessType: BusinessTypeId;
  preferredConditionIds: readonly number[];
  /** Epoch seconds; null when never published. */
  publishedAt: number | null;
}

export const HARD_CONSTRAINTS = [
  'blocked_company',
  'salary_below_desired',
  'work_style',
  'employment_type',
  'business_type',
  'location',
] as const;
export type HardConstraint = (typeof HARD_CONSTRAINTS)[number];

/** Component weights before re-weighting (docs/matching.md explains each). */
export const WEIGHTS = {
  skills: 0.4,
  positions: 0.25,
  salary: 0.12,
  wants: 0.13,
  hirability: 0.1,
  /** NO_JOB_CHANGE: a side-job entry is the only way such a person takes a job. */
  hirabilityNoJobChange: 0.2,
} as const;

/** How much each tag group says about fit: the language is the job, the cloud less so. */
export const TAG_GROUP_WEIGHTS: Readonly<Record<TechTagGroup, number>> = {
  language: 1,
  framework: 0.8,
  database: 0.5,
  infrastructure: 0.6,
};

/** What a skill level is worth against a job asking for that tag (index = level). */
export const LEVEL_VALUES = [0, 0.4, 0.65, 0.85, 0.95, 1] as const;

/** Coverage's share of the skill component; the rest is use (skillFit). */
export const SKILL_COVERAGE_SHARE = 0.75;

/** Positions that lead people; early-career people are rarely hired into them. */
const LEAD_POSITION_IDS = new Set([13, 14, 17, 25]);
/** Preferred conditions that let a person start without leaving their job. */
const SIDE_JOB_CONDITION_IDS = new Set<number>([
  PREFERRED_CONDITION.sideJobOk,
  PREFERRED_CONDITION.joinViaSideJob,
  PREFERRED_CONDITION.sideJob,
]);
const DAY_SECONDS = 86_400;
export const REASONS_MAX = 5;

export interface ScoreBreakdown {
  /** Each applicable component's value, 0–1 (absent: no data for it). */
  skills?: number;
  positions?: number;
  salary?: number;
  wants?: number;
  hirability?: number;
  /** 0.7–1: lead or intern roles that do not fit the career length. */
  seniority: number;
}

export interface RankedJob {
  jobId: number;
  companyId: number;
  /** 0–100, rounded. */
  score: number;
  /** Unrounded, for ordering. */
  exactScore: number;
  reasons: string[];
  breakdown: ScoreBreakdown;
}

/** A person's profile with everything the scoring reads worked out once. */
export interface PreparedPerson {
  profile: PersonProfile;
  skills: Map<number, ResolvedSkill>;
  /** The person's whole stack, weighted as a job's would be: the denominator of "use". */
  skillMass: number;
  positionMonths: Map<number, number>;
  wants: Wants;
  workStyles: Set<WorkStyle>;
  locations: Set<number>;
  employmentTypes: Set<EmploymentType>;
  businessTypes: Set<BusinessTypeId>;
  blocked: Set<number>;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const levelValue = (level: number) => LEVEL_VALUES[Math.min(5, Math.max(0, Math.round(level)))]!;

export function preparePerson(profile: PersonProfile): PreparedPerson {
  const skills = resolveSkills(profile.skills, profile.repoLanguages);
  let skillMass = 0;
  for (const s of skills.values())
    skillMass += TAG_GROUP_WEIGHTS[s.tag.group] * levelValue(s.level);
  return {
    profile,
    skills,
    skillMass,
    positionMonths: new Map(profile.positionMonths.map((p) => [p.positionId, p.months])),
    wants: readWants(profile.wantToDo),
    workStyles: new Set(profile.workStyles),
    locations: new Set(profile.locations),
    employmentTypes: new Set(profile.employmentTypes),
    businessTypes: new Set(profile.businessTypes),
    blocked: new Set(profile.blockedCompanyIds),
  };
}

/**
 * Which of the person's own conditions a job breaks; empty when it may be suggested. A
 * condition left empty (no work style chosen) allows everything. Locations bind only jobs
 * one goes to: a full-remote job can be done from any prefecture, so it fits any location.
 */
export function hardConstraintViolations(
  person: PreparedPerson,
  job: CandidateJob,
): HardConstraint[] {
  const broken: HardConstraint[] = [];
  if (person.blocked.has(job.companyId)) broken.push('blocked_company');
  const desired = person.profile.desiredSalary;
  if (desired !== null && job.salaryMax < desired) broken.push('salary_below_desired');
  if (person.workStyles.size > 0 && !person.workStyles.has(job.workStyle)) {
    broken.push('work_style');
  }
  if (person.employmentTypes.size > 0 && !person.employmentTypes.has(job.employmentType)) {
    broken.push('employment_type');
  }
  if (person.businessTypes.size > 0 && !person.businessTypes.has(job.businessType)) {
    broken.push('business_type');
  }
  if (
    person.locations.size > 0 &&
    job.workStyle !== 'fullRemote' &&
    !person.locations.has(job.prefectureCode)
  ) {
    broken.push('location');
  }
  return broken;
}

/**
 * Coverage (75 %): how much of the job's stack the person has, each tag weighted by its group
 * and valued by the person's level. Use (25 %): how much of the person's own stack the job
 * uses, so that of two jobs they could do, the one that needs more of what they know comes
 * first (a Go and AWS engineer: the Go + AWS job before the Go-only one).
 */
function skillFit(person: PreparedPerson, job: CandidateJob): number {
  let got = 0;
  let asked = 0;
  for (const id of job.tagIds) {
    const tag = techTagsById.get(id);
    if (!tag) continue;
    const weight = TAG_GROUP_WEIGHTS[tag.group];
    asked += weight;
    got += weight * levelValue(person.skills.get(id)?.level ?? 0);
  }
  if (asked === 0) return 0;
  const coverage = got / asked;
  return SKILL_COVERAGE_SHARE * coverage + (1 - SKILL_COVERAGE_SHARE) * (got / person.skillMass);
}

interface PositionMatch {
  positionId: number;
  /** The person's position that matched: the same one, or a neighbour of its category. */
  personPositionId: number;
  months: number;
  exact: boolean;
  fit: number;
}

/**
 * The best of the job's positions against the person's: the same position is worth 0.55
 * plus up to 0.45 for five years in it; a position of the same category (backend for a web
 * application job) half of that. A job's positions count alike: postings do not store which
 * of 「バックエンド / Webアプリケーションエンジニア」 comes first.
 */
function positionMatch(person: PreparedPerson, job: CandidateJob): PositionMatch | null {
  let best: PositionMatch | null = null;
  for (const positionId of job.positionIds) {
    const jobPosition = jobPositionsById.get(positionId);
    if (!jobPosition) continue;
    for (const [personPositionId, months] of person.positionMonths) {
      const exact = personPositionId === positionId;
      const related =
        !exact && jobPositionsById.get(personPositionId)?.categoryId === jobPosition.categoryId;
      if (!exact && !related) continue;
      const years = Math.min(1, months / 60);
      const fit = exact ? 0.55 + 0.45 * years : 0.5 * (0.55 + 0.45 * years);
      if (
        !best ||
        fit > best.fit ||
        (fit === best.fit && personPositionId < best.personPositionId)
      ) {
        best = { positionId, personPositionId, months, exact, fit };
      }
    }
  }
  return best;
}

function salaryFit(desired: number, job: CandidateJob): number {
  if (job.salaryMin >= desired) return 1;
  if (job.salaryMax <= job.salaryMin) return job.salaryMax >= desired ? 1 : 0;
  // The share of the band at or above the wish: a band that reaches it only at the top is a
  // weaker promise than one that starts there.
  return 0.4 + 0.6 * clamp01((job.salaryMax - desired) / (job.salaryMax - job.salaryMin));
}

function wantsFit(person: PreparedPerson, job: CandidateJob) {
  const { tagIds, conditionIds } = person.wants;
  const tags = tagIds.filter((id) => job.tagIds.includes(id));
  const conditions = conditionIds.filter((id) => job.preferredConditionIds.includes(id));
  const parts: number[] = [];
  if (tagIds.length > 0) parts.push(tags.length / tagIds.length);
  if (conditionIds.length > 0) parts.push(conditions.length / conditionIds.length);
  const value = parts.length === 0 ? 0 : parts.reduce((a, b) => a + b, 0) / parts.length;
  return { value, tags, conditions };
}

const daysSincePublished = (job: CandidateJob, nowSeconds: number): number | null =>
  job.publishedAt === null
    ? null
    : Math.max(0, Math.floor((nowSeconds - job.publishedAt) / DAY_SECONDS));

function recency(days: number | null): number {
  if (days === null) return 0.25;
  if (days <= 14) return 1;
  if (days <= 30) return 0.75;
  if (days <= 90) return 0.5;
  return 0.25;
}

const allowsSideJob = (job: CandidateJob) =>
  job.preferredConditionIds.some((id) => SIDE_JOB_CONDITION_IDS.has(id));

/**
 * Hirability moves what is worth showing first, nothing else:
 * JOB_CHANGE (ready now): fresh postings, which are still hiring;
 * WANT_TO_HEAR: jobs one can begin as a side job, then fresh ones;
 * NO_JOB_CHANGE: only side-job entries score, with twice the weight.
 */
function hirabilityFit(level: HirabilityLevel, job: CandidateJob, days: number | null): number {
  if (level === 'JOB_CHANGE') return recency(days);
  if (level === 'WANT_TO_HEAR') return 0.6 * (allowsSideJob(job) ? 1 : 0) + 0.4 * recency(days);
  return allowsSideJob(job) ? 1 : 0;
}

/**
 * Lead roles (tech lead, EM, architect, CTO) ask for years the person may not have, unless
 * they have held such a role; internships are for people early in their career.
 */
function seniorityFactor(person: PreparedPerson, job: CandidateJob): number {
  const career = person.profile.careerMonths;
  const lead = job.positionIds.some((id) => LEAD_POSITION_IDS.has(id));
  const hasLed = [...person.positionMonths.keys()].some((id) => LEAD_POSITION_IDS.has(id));
  if (lead && !hasLed) {
    if (career < 36) return 0.7;
    if (career < 60) return 0.85;
  }
  if (job.employmentType === 'internship' && career >= 36) return 0.8;
  return 1;
}

const formatYears = (months: number) => (months < 12 ? '1年未満' : `${Math.floor(months / 12)}年`);
const joinNames = (names: readonly string[]) => names.join('・');

/**
 * How much the score can claim. Re-weighting lets a person who gave only conditions rank jobs
 * well, but a job that merely fits the salary and work style asked for is not a "100 %"
 * match: without skills or career the score stops at 60, with one of them at about 75 or 85.
 * The factor is the same for every job of a person, so it never changes the order.
 */
function evidenceFactor(person: PreparedPerson): number {
  const known =
    (person.skills.size > 0 ? WEIGHTS.skills : 0) +
    (person.positionMonths.size > 0 ? WEIGHTS.positions : 0);
  return 0.6 + (0.4 * known) / (WEIGHTS.skills + WEIGHTS.positions);
}

/** One job's score and reasons, for a job that passed the hard constraints. */
export function scoreJob(person: PreparedPerson, job: CandidateJob, now: Date): RankedJob {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const p = person.profile;
  const breakdown: ScoreBreakdown = { seniority: seniorityFactor(person, job) };
  let weighted = 0;
  let weightSum = 0;
  const add = (key: Exclude<keyof ScoreBreakdown, 'seniority'>, weight: number, value: number) => {
    breakdown[key] = value;
    weighted += weight * value;
    weightSum += weight;
  };

  const position = positionMatch(person, job);
  const wants = wantsFit(person, job);
  const days = daysSincePublished(job, nowSeconds);
  if (person.skills.size > 0) add('skills', WEIGHTS.skills, skillFit(person, job));
  if (person.positionMonths.size > 0) add('positions', WEIGHTS.positions, position?.fit ?? 0);
  if (p.desiredSalary !== null && p.desiredSalary > 0) {
    add('salary', WEIGHTS.salary, salaryFit(p.desiredSalary, job));
  }
  if (person.wants.tagIds.length + person.wants.conditionIds.length > 0) {
    add('wants', WEIGHTS.wants, wants.value);
  }
  if (p.hirability !== null) {
    add(
      'hirability',
      p.hirability === 'NO_JOB_CHANGE' ? WEIGHTS.hirabilityNoJobChange : WEIGHTS.hirability,
      hirabilityFit(p.hirability, job, days),
    );
  }
  const exactScore =
    weightSum === 0
      ? 0
      : (100 * weighted * breakdown.seniority * evidenceFactor(person)) / weightSum;

  return {
    jobId: job.id,
    companyId: job.companyId,
    score: Math.round(exactScore),
    exactScore,
    reasons: reasonsFor(person, job, { position, wants, days }),
    breakdown,
  };
}

/**
 * Short Japanese phrases, most telling first: the skills and career that fit, what they
 * want to do, then the conditions met. Each names the matched thing itself (「Go・AWS」,
 * 「600万円」), so a person can check it against the job.
 */
function reasonsFor(
  person: PreparedPerson,
  job: CandidateJob,
  facts: {
    position: PositionMatch | null;
    wants: ReturnType<typeof wantsFit>;
    days: number | null;
  },
): string[] {
  const p = person.profile;
  const reasons: string[] = [];

  // Skills: level 2 (業務で使ったことがある) and up are experience; repositories are named
  // as such, so nobody reads a hobby repository as a claim of work experience.
  const matched = job.tagIds
    .map((id) => person.skills.get(id))
    .filter((s): s is ResolvedSkill => s !== undefined)
    .sort(
      (a, b) =>
        b.level - a.level ||
        TAG_GROUP_WEIGHTS[b.tag.group] - TAG_GROUP_WEIGHTS[a.tag.group] ||
        a.tag.id - b.tag.id,
    );
  const experienced = matched.filter((s) => s.fromSkillTag && s.level >= 2).slice(0, 3);
  if (experienced.length > 0) {
    reasons.push(`${joinNames(experienced.map((s) => s.tag.name))}の経験が活かせます`);
  }
  const fromRepos = matched
    .filter((s) => !experienced.includes(s) && s.fromRepos)
    .slice(0, 2)
    .map((s) => s.tag.name);
  if (fromRepos.length > 0) {
    reasons.push(`GitHubのリポジトリで${joinNames(fromRepos)}を使っています`);
  }

  const position = facts.position;
  if (position) {
    const name = jobPositionsById.get(position.personPositionId)?.name ?? '';
    reasons.push(
      position.exact
        ? `${name}の経験 ${formatYears(position.months)}`
        : `近い職種（${name}）の経験 ${formatYears(position.months)}`,
    );
  }

  if (facts.wants.tags.length > 0) {
    const names = facts.wants.tags.map((id) => techTagsById.get(id)?.name ?? '');
    reasons.push(`やりたいこと（${joinNames(names.slice(0, 3))}）に合います`);
  }

  if (p.desiredSalary !== null && p.desiredSalary > 0) {
    reasons.push(
      job.salaryMin >= p.desiredSalary
        ? `希望年収${p.desiredSalary}万円以上`
        : `希望年収${p.desiredSalary}万円に届く（上限${job.salaryMax}万円）`,
    );
  }

  if (job.workStyle === 'fullRemote' && (person.workStyles.size > 0 || person.locations.size > 0)) {
    reasons.push('フルリモート可');
  } else if (job.workStyle === 'partialRemote' && person.workStyles.has('partialRemote')) {
    reasons.push('一部リモート可');
  }
  if (job.workStyle !== 'fullRemote' && person.locations.has(job.prefectureCode)) {
    reasons.push(`希望勤務地（${prefecturesByCode.get(job.prefectureCode)?.name ?? ''}）`);
  }
  if (person.businessTypes.size > 0 && person.businessTypes.size < 3) {
    reasons.push(`希望の${businessTypeLabel(job.businessType)}`);
  }
  if (person.employmentTypes.size > 0 && job.employmentType !== 'fulltime') {
    reasons.push(`${EMPLOYMENT_TYPE_LABELS[job.employmentType]}で働けます`);
  }

  if (facts.wants.conditions.length > 0) {
    const labels = facts.wants.conditions.map(
      (id) => PREFERRED_CONDITIONS.find((c) => c.id === id)?.label ?? '',
    );
    reasons.push(`こだわり条件: ${joinNames(labels.slice(0, 3))}`);
  }

  if (p.hirability === 'JOB_CHANGE' && facts.days !== null && facts.days <= 14) {
    reasons.push(facts.days === 0 ? '今日公開の新着求人' : `公開から${facts.days}日の新着求人`);
  } else if (p.hirability !== null && p.hirability !== 'JOB_CHANGE' && allowsSideJob(job)) {
    reasons.push('副業から始められます');
  }

  if (reasons.length === 0) {
    // Nothing about the person matched because they told us nothing yet: say how the job
    // was chosen instead of inventing a fit.
    reasons.push('希望条件が未設定のため、新しい求人から選びました');
  }
  return reasons.slice(0, REASONS_MAX);
}

export interface RankOptions {
  now: Date;
  /** How many to return (default: all that pass). */
  limit?: number;
  /** At most this many jobs of one company, so one employer cannot fill the list (default 3). */
  perCompany?: number;
}

/**
 * Newest first among equals, then the lower id: two runs over the same data always give the
 * same list, whatever order the jobs came in.
 */
function compareRanked(
  a: RankedJob & { publishedAt: number | null },
  b: RankedJob & { publishedAt: number | null },
): number {
  return (
    b.exactScore - a.exactScore ||
    (b.publishedAt ?? Number.NEGATIVE_INFINITY) - (a.publishedAt ?? Number.NEGATIVE_INFINITY) ||
    a.jobId - b.jobId
  );
}

/** The jobs that pass the person's hard constraints, best first, with their reasons. */
export function rankJobs(
  profile: PersonProfile,
  jobs: readonly CandidateJob[],
  options: RankOptions,
): RankedJob[] {
  const person = preparePerson(profile);
  const scored = jobs
    .filter((job) => hardConstraintViolations(person, job).length === 0)
    .map((job) => ({ ...scoreJob(person, job, options.now), publishedAt: job.publishedAt }))
    .sort(compareRanked);
  const perCompany = options.perCompany ?? 3;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const taken = new Map<number, number>();
  const result: RankedJob[] = [];
  for (const { publishedAt: _publishedAt, ...ranked } of scored) {
    if (result.length >= limit) break;
    const count = taken.get(ranked.companyId) ?? 0;
    if (count >= perCompany) continue;
    taken.set(ranked.companyId, count + 1);
    result.push(ranked);
  }
  return result;
}
