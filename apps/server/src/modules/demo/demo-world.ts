import { JOB_POSITIONS } from '@kiseki/contract';
import {
  buildCompany,
  buildJobDescription,
  createRng,
  INDUSTRIES,
  type JobDescriptionBuild,
  pickPositions,
  positionFitsIndustry,
  type Rng,
} from '../../../test/factories';
import type { NewCompany } from '../../db/schema';

export const DEFAULT_DEMO_SEED = 20261122;
export const DEFAULT_COMPANY_COUNT = 40;
export const DEFAULT_JOB_DESCRIPTION_COUNT = 360;

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

/**
 * Every row of a demo world, in memory, from the seed and the ids reserved for it. Pure:
 * the same arguments give the same plan, whatever database it goes into.
 */
export function planDemoWorld(args: {
  seed: number;
  companyIds: readonly number[];
  jobDescriptionIds: readonly number[];
}): DemoWorldPlan {
  const root = createRng(args.seed);
  const now = demoReferenceTime(args.seed);
  const companies = planCompanies(root.fork('companies'), args.companyIds, now);
  const jobDescriptions = planJobDescriptions(
    root.fork('jobs'),
    companies,
    args.jobDescriptionIds,
    now,
  );
  return { now, companies, jobDescriptions };
}

function planCompanies(rng: Rng, ids: readonly number[], now: Date): DemoWorldPlan['companies'] {
  // Each industry once first, so game studios and device makers exist for their positions.
  const industries = rng.shuffle(INDUSTRIES).map((i) => i.name);
  const usedSlugs = new Set<string>();
  return ids.map((id, index) => {
    const overrides = index < industries.length ? { industry: industries[index] } : {};
    let company = buildCompany(rng, overrides, { now });
    for (let attempt = 0; usedSlugs.has(company.slug) && attempt < 20; attempt++) {
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

function planJobDescriptions(
  rng: Rng,
  companies: DemoWorldPlan['companies'],
  ids: readonly number[],
  now: Date,
): JobDescriptionBuild[] {
  // Every company gets one posting, then positions take turns so each one is represented;
  // larger companies are likelier to post the rest.
  const slots: { company: DemoWorldPlan['companies'][number]; positionId?: number }[] = companies
    .slice(0, ids.length)
    .map((company) => ({ company }));
  let rotation: number[] = [];
  while (slots.length < ids.length) {
    if (rotation.length === 0) rotation = rng.shuffle(JOB_POSITIONS.map((p) => p.id));
    const positionId = rotation.pop()!;
    const key = JOB_POSITIONS.find((p) => p.id === positionId)!.key;
    const fitting = companies.filter((c) => positionFitsIndustry(key, c.industry));
    const pool = fitting.length > 0 ? fitting : companies;
    const company = rng.weighted(pool.map((c) => [c, 1 + Math.log2(c.employeeCount)] as const));
    slots.push({ company, positionId });
  }
  return slots.map(({ company, positionId }, index) => {
    const positionIds = pickPositions(rng, company.industry, positionId);
    const built = buildJobDescription(rng, { company, positionIds }, { now });
    return { ...built, values: { ...built.values, id: ids[index]! } };
  });
}
