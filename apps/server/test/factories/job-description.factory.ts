import {
  BUSINESS_TYPE,
  type BusinessTypeId,
  type EmploymentType,
  JOB_POSITIONS,
  type JobDescriptionStatus,
  type JobPosition,
  jobPositionsById,
  PREFERRED_CONDITION,
  type WorkStyle,
} from '@kiseki/contract';
import type { Company, NewJobDescription } from '../../src/db/schema';
import type { BuildOptions } from './company.factory';
import {
  companyProducts,
  type IndustryProfile,
  industryByName,
  PREFECTURE_WEIGHTS,
} from './company-vocabulary';
import { composeJobText, type Seniority } from './job-description-text';
import { pickCloud, pickTagIds } from './job-tags';
import { POSITION_PROFILES, positionFitsIndustry } from './position-profiles';
import type { Rng } from './random';
import { DAY_MS, FACTORY_NOW, wholeSeconds } from './time';

/** What a posting needs to know about its company. */
export type CompanyContext = Pick<
  Company,
  'id' | 'name' | 'industry' | 'prefectureCode' | 'employeeCount'
>;

export interface JobDescriptionOverrides extends Partial<Omit<NewJobDescription, 'companyId'>> {
  company: CompanyContext;
  /** The first is the main position: the text is written for it. */
  positionIds?: number[];
  /** How senior the hire is (no column: it shows in the title, salary and requirements). */
  seniority?: Seniority;
  tagIds?: number[];
  preferredConditionIds?: number[];
}

/** A posting ready to insert, with the rows of its link tables. */
export interface JobDescriptionBuild {
  values: NewJobDescription;
  positionIds: number[];
  tagIds: number[];
  preferredConditionIds: number[];
}

const EMPLOYMENT_WEIGHTS: readonly (readonly [EmploymentType, number])[] = [
  ['fulltime', 74],
  ['freelance', 13],
  ['parttime', 6],
  ['internship', 7],
];
/** Nobody hires a CTO as an intern. */
const SENIOR_EMPLOYMENT_WEIGHTS: readonly (readonly [EmploymentType, number])[] = [
  ['fulltime', 86],
  ['freelance', 14],
];
const SENIOR_SALARY_FLOOR = 750;

/** Contract and SES work happens more often at the client's desk. */
const WORK_STYLE_WEIGHTS: Record<BusinessTypeId, readonly (readonly [WorkStyle, number])[]> = {
  1: [
    ['partialRemote', 45],
    ['fullRemote', 33],
    ['attendance', 22],
  ],
  2: [
    ['partialRemote', 45],
    ['fullRemote', 20],
    ['attendance', 35],
  ],
  3: [
    ['partialRemote', 35],
    ['fullRemote', 10],
    ['attendance', 55],
  ],
};

/** Annual pay other than full-time, as a share of the full-time band. */
const SALARY_SCALE: Record<EmploymentType, number> = {
  fulltime: 1,
  freelance: 1.1,
  parttime: 0.45,
  internship: 0.3,
};

const CLOSED_SHARE = 0.08;

/** Most postings look for members; leads and juniors are rarer, as on any board. */
const SENIORITY_WEIGHTS: readonly (readonly [Seniority, number])[] = [
  ['junior', 16],
  ['member', 44],
  ['senior', 28],
  ['lead', 12],
];

/**
 * How senior the hire is. Roles senior by nature (テックリード, CTO) hire senior or lead;
 * interns are juniors.
 */
function drawSeniority(rng: Rng, salaryFloor: number, employmentType: EmploymentType): Seniority {
  if (employmentType === 'internship') return 'junior';
  if (salaryFloor >= SENIOR_SALARY_FLOOR) {
    return rng.weighted([
      ['senior', 45],
      ['lead', 55],
    ] as const);
  }
  return rng.weighted(SENIORITY_WEIGHTS);
}

/**
 * The part of the position's band a seniority is paid in: juniors at its foot, leads at its
 * top and a little past it.
 */
export function seniorityBand(
  [low, high]: readonly [number, number],
  seniority: Seniority,
): [number, number] {
  const span = high - low;
  const shares: Record<Seniority, readonly [number, number]> = {
    junior: [-0.15, 0.4],
    member: [0, 0.7],
    senior: [0.25, 1],
    lead: [0.4, 1.15],
  };
  const [from, to] = shares[seniority];
  return [Math.round(low + span * from), Math.round(low + span * to)];
}

/**
 * A job posting for `company`. Attributes are decided first (from overrides or `rng`) and the
 * Japanese text is then written from them, so an override such as `workStyle: 'fullRemote'`
 * also shows in the 働き方 section. Text fields can be overridden as well.
 */
export function buildJobDescription(
  rng: Rng,
  overrides: JobDescriptionOverrides,
  options: BuildOptions = {},
): JobDescriptionBuild {
  const {
    company,
    positionIds: givenPositions,
    tagIds: givenTags,
    preferredConditionIds: givenConditions,
    seniority: givenSeniority,
    ...rest
  } = overrides;
  const industry = industryByName(company.industry);
  const now = (options.now ?? FACTORY_NOW).getTime();

  const positionIds = givenPositions ?? pickPositions(rng, company.industry);
  const position = positionById(positionIds[0]);
  const profile = POSITION_PROFILES[position.key];
  const stack = rng.pick(profile.stacks);

  const employmentType =
    rest.employmentType ??
    rng.weighted(
      profile.salary[0] >= SENIOR_SALARY_FLOOR ? SENIOR_EMPLOYMENT_WEIGHTS : EMPLOYMENT_WEIGHTS,
    );
  const businessType =
    rest.businessType ?? (industry ? rng.weighted(industry.businessTypes) : BUSINESS_TYPE.inHouse);
  const workStyle = rest.workStyle ?? rng.weighted(WORK_STYLE_WEIGHTS[businessType]);
  const prefectureCode =
    rest.prefectureCode ??
    (workStyle === 'fullRemote' || rng.chance(0.8)
      ? company.prefectureCode
      : rng.weighted(PREFECTURE_WEIGHTS));
  const enterprise = company.industry === 'SI・受託開発';
  const cloud = pickCloud(rng, profile.flavour, enterprise);
  const tagIds = givenTags ?? pickTagIds(rng, stack, profile.flavour, cloud, enterprise);
  const preferredConditionIds =
    givenConditions ?? pickPreferredConditions(rng, company, industry, workStyle);
  const seniority = givenSeniority ?? drawSeniority(rng, profile.salary[0], employmentType);
  const [salaryMin, salaryMax] = drawSalary(
    rng,
    seniorityBand(profile.salary, seniority),
    employmentType,
    rest,
  );
  const status: JobDescriptionStatus =
    rest.status ?? (rng.chance(CLOSED_SHARE) ? 'closed' : 'published');

  const createdAt = now - rng.int(0, 210) * DAY_MS - rng.int(0, 86_399) * 1000;
  const publishedAt = Math.min(now, createdAt + rng.int(0, 2 * 86_400) * 1000);
  const updatedAt = publishedAt + Math.floor(rng.next() * (now - publishedAt));
  // Few postings draw most of the attention, as on any board.
  const popularity = Math.floor(rng.next() ** 3 * 480);

  const text = composeJobText(rng, {
    companyName: company.name,
    product: pickProduct(rng, company, industry, profile.products),
    customer: industry ? rng.pick(industry.customers) : '法人のお客さま',
    position,
    profile,
    stack,
    cloud,
    tagIds,
    preferredConditionIds,
    businessType,
    workStyle,
    employmentType,
    prefectureCode,
    seniority,
    industry,
    employeeCount: company.employeeCount,
    salaryMin,
    salaryMax,
  });

  return {
    values: {
      ...text,
      salaryMin,
      salaryMax,
      prefectureCode,
      workStyle,
      employmentType,
      businessType,
      status,
      // A draft has never been published (issue 10): pages hide it by that.
      publishedAt: status === 'draft' ? null : wholeSeconds(publishedAt),
      createdAt: wholeSeconds(createdAt),
      updatedAt: wholeSeconds(updatedAt),
      popularity,
      ...rest,
      companyId: company.id,
    },
    positionIds: [...new Set(positionIds)],
    tagIds: [...new Set(tagIds)],
    preferredConditionIds: [...new Set(preferredConditionIds)].sort((a, b) => a - b),
  };
}

/**
 * What the posting is about: the position's own kind of product (firmware, game titles), else
 * mostly what the company makes, sometimes another service of its industry (a new business).
 */
function pickProduct(
  rng: Rng,
  company: CompanyContext,
  industry: IndustryProfile | undefined,
  positionProducts: readonly string[] | undefined,
): string {
  if (positionProducts) return rng.pick(positionProducts);
  if (!industry) return '自社Webサービス';
  if (industry.name === 'SI・受託開発' || rng.chance(0.2)) return rng.pick(industry.products);
  return rng.pick(companyProducts(company.name, industry));
}

function positionById(id: number | undefined): JobPosition {
  const position = id === undefined ? undefined : jobPositionsById.get(id);
  if (!position) throw new Error(`buildJobDescription: unknown job position id ${id}`);
  return position;
}

/**
 * A main position the company plausibly hires (or `mainId`), sometimes with a neighbour of
 * its category: postings often read 「バックエンド / Webアプリケーションエンジニア」.
 */
export function pickPositions(rng: Rng, industry: string, mainId?: number): number[] {
  const fitting = JOB_POSITIONS.filter((p) => positionFitsIndustry(p.key, industry));
  const main = mainId === undefined ? rng.pick(fitting) : positionById(mainId);
  const neighbours = fitting.filter((p) => p.categoryId === main.categoryId && p.id !== main.id);
  if (neighbours.length > 0 && rng.chance(0.25)) return [main.id, rng.pick(neighbours).id];
  return [main.id];
}

const roundTo10 = (value: number) => Math.round(value / 10) * 10;

/**
 * A band inside the position's range: the floor somewhere in its lower half, the ceiling a
 * realistic spread above. Whole 万円, multiples of 10, min <= max always.
 */
export function drawSalary(
  rng: Rng,
  [low, high]: readonly [number, number],
  employmentType: EmploymentType,
  given: { salaryMin?: number; salaryMax?: number } = {},
): [number, number] {
  const scale = SALARY_SCALE[employmentType];
  const span = high - low;
  const floor = low + rng.next() * span * 0.45;
  const ceiling = Math.min(high, floor + span * (0.25 + rng.next() * 0.45));
  const drawnMin = Math.max(100, roundTo10(floor * scale));
  const drawnMax = Math.max(drawnMin, roundTo10(ceiling * scale));
  // An override is kept as given; only its missing partner adapts to it.
  const min = given.salaryMin ?? Math.min(drawnMin, given.salaryMax ?? drawnMin);
  const max = given.salaryMax ?? Math.max(drawnMax, min);
  return [min, max];
}

function pickPreferredConditions(
  rng: Rng,
  company: CompanyContext,
  industry: IndustryProfile | undefined,
  workStyle: WorkStyle,
): number[] {
  const c = PREFERRED_CONDITION;
  const chosen = new Set<number>();
  const add = (id: number, probability = 1) => {
    if (rng.chance(probability)) chosen.add(id);
  };
  for (const audience of industry?.audienceConditions ?? []) add(audience, 0.75);
  // Company facts hold for all of its postings.
  if (company.employeeCount < 100) add(c.startup);
  if (company.employeeCount >= 1000) add(c.listed);
  if (company.employeeCount < 300) add(c.stockOptions, 0.35);
  if (rng.chance(0.35)) {
    add(c.sideJobOk);
    add(c.joinViaSideJob, 0.35);
  }
  add(c.sideJob, 0.08);
  add(c.overtimeUnder20h, 0.45);
  add(c.agile, 0.45);
  add(c.flextime, 0.5);
  add(c.engineerExecutive, 0.3);
  add(c.parentalLeaveTaken, 0.35);
  if (rng.chance(0.1)) {
    add(c.global);
    add(c.englishAtWork, 0.8);
  }
  add(c.regionalEmployees, workStyle === 'fullRemote' ? 0.6 : 0.05);
  return [...chosen].sort((a, b) => a - b);
}
