import { type HirabilityLevel, prefectureCodeByName } from '@kiseki/contract';
import { inArray, sql } from 'drizzle-orm';
import {
  buildCandidate,
  CANDIDATE_PERSONAS,
  CANDIDATE_PREFECTURE_WEIGHTS,
  type CandidateBuild,
  type CandidatePersona,
  createRng,
  FAMILY_NAMES,
  GIVEN_NAMES,
  insertCandidates,
  type NameReading,
  type Rng,
} from '../../../test/factories';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { indexAllPeople } from '../recruiting/candidates/person-search-index';
import { recomputePersonScores, rerankEveryone } from '../scores/score.service';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_TEAMMATES } from './demo-portfolio';
import { DEMO_RECRUITERS } from './demo-recruiting';
import { demoReferenceTime } from './demo-world';

/*
 * The engineers a demo recruiter finds (issue 10): without them the engineer search of the
 * company console shows the demo engineer and little else. A pool of invented people of
 * every line of work, built from the seed alone (test/factories/candidate.factory.ts), most
 * looking for a job, a few only listening, two not changing jobs (one of whom published a
 * portfolio, so companies still see them; the other is hidden, as candidate-visibility.ts
 * says). Their scores come from the app's own scoring of their outputs, and their search
 * rows exist before the world is visible. Nobody signs in as them: their addresses are never
 * printed, and nobody knows their password (candidate.factory.ts).
 */

export const DEMO_CANDIDATE_COUNT = 24;
const EMAIL_DOMAIN = 'demo.kiseki.example.jp';

export const demoCandidateEmail = (n: number): string =>
  `candidate${String(n).padStart(2, '0')}@${EMAIL_DOMAIN}`;
export const DEMO_CANDIDATE_EMAILS = Array.from({ length: DEMO_CANDIDATE_COUNT }, (_, i) =>
  demoCandidateEmail(i + 1),
);

/** How many of the pool said what about changing jobs. */
const LEVEL_COUNTS: readonly (readonly [HirabilityLevel, number])[] = [
  ['NO_JOB_CHANGE', 2],
  ['WANT_TO_HEAR', 7],
  ['JOB_CHANGE', DEMO_CANDIDATE_COUNT - 9],
];

/**
 * Where the pool lives: mostly the large cities, as engineers do, so a prefecture filter has
 * something to narrow whatever the seed; the rest are drawn from elsewhere.
 */
const PREFECTURE_QUOTAS: readonly (readonly [number, number])[] = [
  [prefectureCodeByName('東京都'), 8],
  [prefectureCodeByName('神奈川県'), 3],
  [prefectureCodeByName('大阪府'), 3],
  [prefectureCodeByName('福岡県'), 2],
  [prefectureCodeByName('愛知県'), 2],
  [prefectureCodeByName('埼玉県'), 1],
  [prefectureCodeByName('千葉県'), 1],
];

/** Names the demo world already gives someone; a candidate never shares one. */
const TAKEN_NAMES = new Set<string>([
  DEMO_ACCOUNTS.engineer.displayName,
  '木島 蓮',
  ...DEMO_TEAMMATES.map((m) => m.displayName),
  ...DEMO_RECRUITERS.map((r) => r.displayName),
]);

/** The pool of a seed, in email order. Pure: the same seed always gives the same people. */
export function planDemoCandidates(seed: number): CandidateBuild[] {
  const rng = createRng(seed).fork('candidates');
  const now = demoReferenceTime(seed);
  // Every line of work once, then the common ones again, as on a real board.
  const personas: CandidatePersona[] = [...CANDIDATE_PERSONAS];
  while (personas.length < DEMO_CANDIDATE_COUNT) {
    personas.push(rng.weighted(CANDIDATE_PERSONAS.map((p) => [p, p.weight])));
  }
  const order = rng.shuffle(personas).slice(0, DEMO_CANDIDATE_COUNT);
  const levels = rng.shuffle(
    LEVEL_COUNTS.flatMap(([level, count]) => Array<HirabilityLevel>(count).fill(level)),
  );
  const names = distinctNames(rng, DEMO_CANDIDATE_COUNT);
  const quota = PREFECTURE_QUOTAS.flatMap(([code, count]) => Array<number>(count).fill(code));
  const elsewhere = CANDIDATE_PREFECTURE_WEIGHTS.filter(
    ([code]) => !PREFECTURE_QUOTAS.some(([quoted]) => quoted === code),
  );
  while (quota.length < DEMO_CANDIDATE_COUNT) quota.push(rng.weighted(elsewhere));
  const prefectures = rng.shuffle(quota);
  // A line of work drawn more than once gets a junior and a senior first, so the pool's
  // experience spans each range instead of clustering in its middle.
  const drawn = new Map<string, number>();
  for (const p of order) drawn.set(p.key, (drawn.get(p.key) ?? 0) + 1);
  const seen = new Map<string, number>();
  let notChanging = 0;
  return order.map((persona, i) => {
    const occurrence = seen.get(persona.key) ?? 0;
    seen.set(persona.key, occurrence + 1);
    const [min, max] = persona.years;
    const middle = Math.floor((min + max) / 2);
    const years =
      drawn.get(persona.key) === 1 || occurrence > 1
        ? rng.int(min, max)
        : occurrence === 0
          ? rng.int(min, middle)
          : rng.int(Math.min(middle + 1, max), max);
    const level = levels[i]!;
    const isPortfolioPublic = level === 'NO_JOB_CHANGE' ? notChanging++ === 0 : undefined;
    return buildCandidate(
      rng.fork(`candidate-${i + 1}`),
      {
        email: demoCandidateEmail(i + 1),
        ...names[i]!,
        persona,
        years,
        hirabilityLevel: level,
        prefecture: prefectures[i]!,
        ...(isPortfolioPublic === undefined ? {} : { isPortfolioPublic }),
      },
      { now },
    );
  });
}

function distinctNames(rng: Rng, count: number): { family: NameReading; given: NameReading }[] {
  const usedFamilies = new Set<string>();
  const usedGiven = new Set<string>();
  const names: { family: NameReading; given: NameReading }[] = [];
  while (names.length < count) {
    const family = rng.pick(FAMILY_NAMES);
    const given = rng.pick(GIVEN_NAMES);
    // A common family name may come back, as it does on any board; a given name does not,
    // so no two people read alike.
    if (usedGiven.has(given.ja) || TAKEN_NAMES.has(`${family.ja} ${given.ja}`)) continue;
    if (usedFamilies.has(family.ja) && rng.chance(0.8)) continue;
    usedGiven.add(given.ja);
    usedFamilies.add(family.ja);
    names.push({ family, given });
  }
  return names;
}

/**
 * Inserts the pool when it is not there yet; returns how many were inserted. Scores are
 * computed one person at a time, each against those scored before it, so the whole
 * population is re-ranked at the end as the nightly job does: every score, the demo
 * engineer's included, then ranks against the same people.
 */
export async function seedDemoCandidates(db: Db, seed: number): Promise<number> {
  const now = demoReferenceTime(seed);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, DEMO_CANDIDATE_EMAILS))
    .limit(1);
  if (existing) return 0;
  const ids = await insertCandidates(db, planDemoCandidates(seed));
  for (const id of ids) await recomputePersonScores(db, id, now);
  await rerankEveryone(db, now);
  await indexAllPeople(db, now);
  return ids.length;
}

/** Before a reseed: the pool's accounts, and by cascade everything of theirs. */
export async function deleteDemoCandidates(db: Db): Promise<void> {
  await db.delete(users).where(inArray(sql`lower(${users.email})`, DEMO_CANDIDATE_EMAILS));
}
