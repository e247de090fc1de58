import { JOB_POSITIONS } from '@kiseki/contract';
import {
  buildCompany,
  buildJobDescription,
  createRng,
  INDUSTRIES,
  type JobDescriptionBuild,
  NAME_CORES,
  NAME_SUFFIXES,
  pickPositions,
  positionFitsIndustry,
  type Rng,
} from '../../../test/factories';
import type { NewCompany } from '../../db/schema';

export const DEFAULT_DEMO_SEED = 20261122;
/**
 * The world `npm start` shows: enough postings that search, filters and paging behave as on
 * a real board (about 2,000 published after the closed ones), still seeded in seconds.
 */
export const DEFAULT_COMPANY_COUNT = 120;
export const DEFAULT_JOB_DESCRIPTION_COUNT = 2_200;
/** Larger worlds (benchmarks) keep about this many postings per company. */
export const JOB_DESCRIPTIONS_PER_COMPANY = 20;

/**
 * Companies for a world of `jobDescriptionCount` postings: the default world's 120, more as
 * the world grows (100,000 postings: 5,000 companies), never more than postings, since every
 * company posts at least once.
 */
export function companyCountFor(jobDescriptionCount: number): number {
  return Math.max(
    0,
    Math.min(
      jobDescriptionCount,
      Math.max(
        DEFAULT_COMPANY_COUNT,
        Math.ceil(jobDescriptionCount / JOB_DESCRIPTIONS_PER_COMPANY),
      ),
    ),
  );
}

export interface DemoWorldPlan {
  now: Date;
  companies: (NewCompany & { id: number })[];
  jobDescriptions: JobDescriptionBuild[];
}

/**
 * The instant the demo world is "now". Never the clock, so the same seed always gives the
 * same rows. A seed that reads as a date (the default, 20261122) dates the world at 09:00
 * JST that day; any other seed uses the default's date.
 */
export function demoReferenceTime(seed: number): Date {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(String(seed));
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return date;
  }
  return new Date(Date.UTC(2026, 10, 22));
}

/** A demo world whose postings are built one at a time, as they are inserted. */
export interface DemoWorldStream {
  now: Date;
  companies: DemoWorldPlan['companies'];
  /** Built lazily and in id order; a 100,000-posting world never sits in memory at once. */
  jobDescriptions: Iterable<JobDescriptionBuild>;
}

/**
 * Every row of a demo world, in memory, from the seed and the ids reserved for it. Pure:
 * the same arguments give the same plan, whatever database it goes into.
 */
export function planDemoWorld(args: {
  seed: number;
  companyIds: readonly number[];
  jobDescriptionIds: readonly number[];
}): DemoWorldPlan {
  const stream = streamDemoWorld(args);
  return { ...stream, jobDescriptions: [...stream.jobDescriptions] };
}

/** `planDemoWorld` with the postings built on demand: the same rows, in the same order. */
export function streamDemoWorld(args: {
  seed: number;
  companyIds: readonly number[];
  jobDescriptionIds: readonly number[];
}): DemoWorldStream {
  const root = createRng(args.seed);
  const now = demoReferenceTime(args.seed);
  const companies = planCompanies(root.fork('companies'), args.companyIds, now);
  const slots = root.fork('slots');
  const jobs = root.fork('jobs');
  return {
    now,
    companies,
    jobDescriptions: {
      [Symbol.iterator]: () =>
        buildJobDescriptions(slots, jobs, companies, args.jobDescriptionIds, now),
    },
  };
}

function planCompanies(rng: Rng, ids: readonly number[], now: Date): DemoWorldPlan['companies'] {
  // Each industry once first, so game studios and device makers exist for their positions.
  const industries = rng.shuffle(INDUSTRIES).map((i) => i.name);
  const usedSlugs = new Set<string>();
  // Past half the possible names, retries mostly fail: number the slug instead.
  const freshNames = (NAME_CORES.length * NAME_SUFFIXES.length) / 2;
  return ids.map((id, index) => {
    const overrides = index < industries.length ? { industry: industries[index] } : {};
    let company = buildCompany(rng, overrides, { now });
    for (
      let attempt = 0;
      usedSlugs.has(company.slug) && usedSlugs.size < freshNames && attempt < 20;
      attempt++
    ) {
      company = buildCompany(rng, overrides, { now });
    }
    if (usedSlugs.has(company.slug)) {
      const slug = `${company.slug}-${index + 1}`;
      company = { ...company, slug, websiteUrl: `https://${slug}.example.jp/` };
    }
    usedSlugs.add(company.slug);
    return { ...company, id };
  });
}

type PlannedCompany = DemoWorldPlan['companies'][number];

/**
 * Who posts what. Every company gets one posting, then positions take turns so each one is
 * represented; among the companies that plausibly hire a position, larger ones are likelier
 * to post it. Pools and their cumulative weights are built once per position, so a draw is a
 * binary search, not a pass over every company (100,000 postings over 5,000 companies).
 */
function* buildJobDescriptions(
  slots: Rng,
  rng: Rng,
  companies: readonly PlannedCompany[],
  ids: readonly number[],
  now: Date,
): Generator<JobDescriptionBuild> {
  const pools = new Map<number, WeightedPool<PlannedCompany>>();
  const poolFor = (positionId: number) => {
    let pool = pools.get(positionId);
    if (!pool) {
      const key = JOB_POSITIONS.find((p) => p.id === positionId)!.key;
      const fitting = companies.filter((c) => positionFitsIndustry(key, c.industry));
      pool = weightedPool(
        (fitting.length > 0 ? fitting : companies).map((c) => [c, 1 + Math.log2(c.employeeCount)]),
      );
      pools.set(positionId, pool);
    }
    return pool;
  };
  let rotation: number[] = [];
  for (let index = 0; index < ids.length; index++) {
    let company: PlannedCompany;
    let positionId: number | undefined;
    if (index < companies.length) {
      company = companies[index]!;
    } else {
      if (rotation.length === 0) rotation = slots.shuffle(JOB_POSITIONS.map((p) => p.id));
      positionId = rotation.pop()!;
      company = poolFor(positionId).draw(slots);
    }
    const positionIds = pickPositions(rng, company.industry, positionId);
    const built = buildJobDescription(rng, { company, positionIds }, { now });
    yield { ...built, values: { ...built.values, id: ids[index]! } };
  }
}

interface WeightedPool<T> {
  draw(rng: Rng): T;
}

/** `rng.weighted` for a list drawn from many times: one pass to build, log n per draw. */
function weightedPool<T>(entries: readonly (readonly [T, number])[]): WeightedPool<T> {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of entries) {
    total += weight;
    cumulative.push(total);
  }
  return {
    draw(rng) {
      const roll = rng.next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulative[middle]! > roll) high = middle;
        else low = middle + 1;
      }
      return entries[low]![0];
    },
  };
}
