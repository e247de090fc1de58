import { type TechTagName, techTagByName } from '@kiseki/contract';
import type { Stack, TagFlavour } from './position-profiles';
import type { Rng } from './random';

type Weighted = readonly (readonly [TechTagName, number])[];

const WEB_DATABASES: Weighted = [
  ['MySQL', 30],
  ['PostgreSQL', 30],
  ['Aurora', 12],
  ['Redis', 14],
  ['DynamoDB', 6],
  ['MongoDB', 5],
  ['Elasticsearch', 8],
];
const DATA_DATABASES: Weighted = [
  ['BigQuery', 45],
  ['PostgreSQL', 15],
  ['MySQL', 10],
  ['Elasticsearch', 6],
  ['DynamoDB', 5],
  ['Redis', 4],
];
/** Contract work still runs on the enterprise databases its clients own. */
const ENTERPRISE_DATABASES: Weighted = [
  ['Oracle', 26],
  ['SQL Server', 20],
  ['PostgreSQL', 20],
  ['MySQL', 20],
  ['Aurora', 6],
];
const CI: Weighted = [
  ['GitHub Actions', 55],
  ['CircleCI', 25],
  ['Jenkins', 20],
];

/** The main cloud of a posting, or undefined for device work that runs on none. */
export function pickCloud(
  rng: Rng,
  flavour: TagFlavour,
  enterprise: boolean,
): TechTagName | undefined {
  if (flavour === 'device') return undefined;
  if (enterprise)
    return rng.weighted<TechTagName>([
      ['AWS', 45],
      ['Azure', 35],
      ['GCP', 20],
    ]);
  if (flavour === 'data')
    return rng.weighted<TechTagName>([
      ['GCP', 50],
      ['AWS', 45],
      ['Azure', 5],
    ]);
  return rng.weighted<TechTagName>([
    ['AWS', 62],
    ['GCP', 28],
    ['Azure', 10],
  ]);
}

/**
 * Tags a posting lists: its stack, then databases and infrastructure that go with the kind
 * of work, so a filter on "Terraform" finds infrastructure roles, not game studios.
 */
export function pickTagIds(
  rng: Rng,
  stack: Stack,
  flavour: TagFlavour,
  cloud: TechTagName | undefined,
  enterprise: boolean,
): number[] {
  const names = new Set<TechTagName>([...stack.languages, ...stack.frameworks]);
  const databases =
    flavour === 'data' ? DATA_DATABASES : enterprise ? ENTERPRISE_DATABASES : WEB_DATABASES;
  const databaseCount = {
    web: rng.int(1, 2),
    frontend: rng.int(0, 1),
    mobile: rng.int(0, 1),
    infra: rng.int(1, 2),
    data: rng.int(1, 2),
    device: 0,
    people: rng.int(0, 1),
  }[flavour];
  for (const name of weightedSample(rng, databases, databaseCount)) names.add(name);

  if (cloud && (flavour !== 'mobile' || rng.chance(0.6))) names.add(cloud);
  const maybe = (name: TechTagName, probability: number) => {
    if (rng.chance(probability)) names.add(name);
  };
  switch (flavour) {
    case 'infra':
      maybe('Docker', 0.9);
      maybe('Terraform', 0.9);
      maybe('Kubernetes', 0.7);
      break;
    case 'mobile':
      maybe('Firebase', 0.7);
      break;
    case 'device':
      maybe('Docker', 0.4);
      break;
    default:
      maybe('Docker', 0.7);
      maybe('Terraform', 0.3);
      maybe('Kubernetes', 0.2);
  }
  if (flavour === 'device')
    names.add(
      rng.weighted<TechTagName>([
        ['Jenkins', 50],
        ['GitHub Actions', 50],
      ]),
    );
  else maybe(rng.weighted(CI), 0.8);

  return [...names].map((name) => techTagByName(name).id).sort((a, b) => a - b);
}

/** `count` distinct values, each draw weighted among those left. */
function weightedSample<T>(
  rng: Rng,
  entries: readonly (readonly [T, number])[],
  count: number,
): T[] {
  const left = [...entries];
  const chosen: T[] = [];
  while (chosen.length < count && left.length > 0) {
    const value = rng.weighted(left);
    chosen.push(value);
    left.splice(
      left.findIndex(([v]) => v === value),
      1,
    );
  }
  return chosen;
}
