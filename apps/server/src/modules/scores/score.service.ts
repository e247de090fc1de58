import { SCORER_LABELS, TOTAL_SCORER_TYPE } from '@kiseki/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { scoreDetails, scoreHistory } from '../../db/schema';
import type { Db } from '../../db/types';
import {
  explainTechScore,
  HINTS,
  influenceBreakdown,
  normaliseFromRank,
  type RankInfo,
  REFERENCE_PEOPLE,
  REFERENCE_POPULATION,
  type ReferencePopulation,
  rankInfo,
  syntheticTotal,
} from './method';
import { type PersonActivity, readPersonActivity } from './score-inputs';

/*
 * Scores of spec section 3 and reference-data: per scorer type the raw value, its
 * normalised score (1.0 to 5.0, none under the 0.12 floor), percentile, ranking and
 * population. The population is the seeded reference population plus every scored person,
 * so that ranks mean something while the service is small and more as it grows.
 */

type Axis = keyof ReferencePopulation;
/** Scorer type → the raw value it normalises. */
const AXIS_OF: Record<number, Axis> = {
  1: 'e_score',
  3: 'github',
  4: 'tech_article',
  5: 'tech_event',
  6: 'tag_count',
  17: 'influence',
};

const INFLUENCE_HINTS = {
  start: '記事やスライドを公開し、連携すると「発信力」が付きます',
  reach:
    '反応（いいね・ストック・スター）は上位の作品から数えるので、届く発信を続けると「発信力」が伸びます',
  talk: '勉強会やカンファレンスでの登壇も「発信力」に数えられます（10回まで）',
};

interface Computed {
  type: number;
  raw: number;
  isExistOutput: boolean;
  isConnectedSns: boolean;
  factors: { key: string; label: string; value: number }[];
  hints: string[];
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** Raw values, factors and hints per scorer type, from one person's activity. */
export function computeRaw(activity: PersonActivity): Computed[] {
  const { tech, influence, connected, outputCounts } = activity;
  const explanation = explainTechScore(tech);
  const [g, a, e, t] = explanation.axes;
  const has = (...sources: string[]) => sources.some((s) => (outputCounts[s] ?? 0) > 0);
  const linked = (...sources: string[]) => sources.some((s) => connected.has(s));
  const breakdown = influenceBreakdown(influence);

  const github: Computed = {
    type: 3,
    raw: g.raw_value,
    isExistOutput: has('github'),
    isConnectedSns: linked('github'),
    factors: [
      {
        key: 'active_days',
        label: 'コントリビューションのあった日数',
        value: g.inputs.active_days,
      },
      {
        key: 'contribution_part',
        label: '日々のコントリビューション',
        value: round(g.inputs.contribution_part),
      },
      { key: 'repo_value', label: '上位3リポジトリの値', value: round(g.inputs.repo_value) },
      { key: 'repos_counted', label: '数えたリポジトリ', value: g.inputs.top_repos.length },
    ],
    hints: [g.hint],
  };
  const article: Computed = {
    type: 4,
    raw: a.raw_value,
    isExistOutput: has('qiita', 'zenn'),
    isConnectedSns: linked('qiita', 'zenn'),
    factors: [
      { key: 'qiita_posts_read', label: '数えたQiitaの記事', value: a.inputs.qiita_posts_read },
      { key: 'zenn_articles_read', label: '数えたZennの記事', value: a.inputs.zenn_articles_read },
      ...a.inputs.counts_used.map((count, i) => ({
        key: `count_${i + 1}`,
        label: `${i + 1}番目に反応の多い記事（ストック・いいね）`,
        value: count,
      })),
    ],
    hints: [a.hint],
  };
  const event: Computed = {
    type: 5,
    raw: e.raw_value,
    isExistOutput: has('connpass'),
    isConnectedSns: linked('connpass'),
    factors: [
      { key: 'presentations', label: '技術イベントでの登壇', value: e.inputs.presentations },
      { key: 'attendances', label: '技術イベントへの参加', value: e.inputs.attendances },
    ],
    hints: [e.hint],
  };
  const tags: Computed = {
    type: 6,
    raw: t.raw_value,
    isExistOutput: t.inputs.tag_count > 0,
    isConnectedSns: connected.size > 0,
    factors: [{ key: 'tag_count', label: '登録したスキルタグ', value: t.inputs.tag_count }],
    hints: [HINTS.tags],
  };
  const techTotal: Computed = {
    type: 1,
    raw: explanation.raw_e_score,
    isExistOutput: github.isExistOutput || article.isExistOutput || event.isExistOutput,
    isConnectedSns: linked('github', 'qiita', 'zenn', 'connpass'),
    factors: explanation.axes.map((axis) => ({
      key: axis.axis,
      label: axis.label,
      value: round(axis.contribution_to_raw_e_score),
    })),
    hints: explanation.axes
      .slice()
      .sort((x, y) => x.contribution_to_raw_e_score - y.contribution_to_raw_e_score)
      .slice(0, 2)
      .map((axis) => axis.hint),
  };
  const influenceHints: string[] = [];
  if (breakdown.total === 0) influenceHints.push(INFLUENCE_HINTS.start);
  else influenceHints.push(INFLUENCE_HINTS.reach);
  if (influence.talks === 0) influenceHints.push(INFLUENCE_HINTS.talk);
  const reach: Computed = {
    type: 17,
    raw: breakdown.total,
    isExistOutput: has(
      'qiita',
      'zenn',
      'note',
      'blog',
      'speakerdeck',
      'github',
      'connpass',
      'teratail',
    ),
    isConnectedSns: connected.size > 0,
    factors: [
      { key: 'articles', label: '記事への反応', value: round(breakdown.articles) },
      { key: 'repos', label: '自分のリポジトリへのスター', value: round(breakdown.repos) },
      { key: 'slides', label: 'スライドの閲覧・スター', value: round(breakdown.slides) },
      { key: 'talks', label: '登壇', value: round(breakdown.talks) },
      { key: 'answers', label: 'teratailの回答', value: round(breakdown.answers) },
      { key: 'followers', label: 'フォロワー', value: round(breakdown.followers) },
    ],
    hints: influenceHints,
  };
  return [techTotal, github, article, event, tags, reach];
}

/** Rank counts of a raw value that is itself one entry of `sorted` (not a tie with itself). */
function rankWithin(sorted: readonly number[], raw: number): RankInfo {
  const lower = lowerBound(sorted, raw);
  const upper = upperBound(sorted, raw);
  return {
    lower_count: lower,
    higher_count: sorted.length - upper,
    same_rank_count: Math.max(0, upper - lower - 1),
  };
}

/** The normalised score of one entry of `sorted`; none under the 0.12 floor. */
function scoreWithin(sorted: readonly number[], raw: number): number | null {
  return raw < 0.12 ? null : normaliseFromRank(rankWithin(sorted, raw)).score;
}

/**
 * Every reference person's total (type 1000). Their tech and influence scores are
 * normalised against the same population as real people's (reference plus every scored
 * person, given as the ascending raw values of types 1 and 17), so that when real people
 * join, the reference totals move with everyone else's instead of staying where they were
 * when only the reference existed.
 */
function referenceTotals(techSorted: readonly number[], influenceSorted: readonly number[]) {
  return REFERENCE_PEOPLE.map(
    (person) =>
      syntheticTotal(
        scoreWithin(techSorted, person.e_score),
        scoreWithin(influenceSorted, person.influence),
      ) ?? 0,
  );
}

const ascending = (values: readonly number[]) => [...values].sort((x, y) => x - y);

/** The raw values of types 1 and 17 of every scored person but one. */
async function othersTechAndInfluence(db: Db, userId: number) {
  const rows = await db
    .select({ type: scoreDetails.scorerType, raw: scoreDetails.rawValue })
    .from(scoreDetails)
    .where(and(inArray(scoreDetails.scorerType, [1, 17]), ne(scoreDetails.userId, userId)));
  return {
    tech: rows.filter((r) => r.type === 1).map((r) => r.raw),
    influence: rows.filter((r) => r.type === 17).map((r) => r.raw),
  };
}

/** Rank counts against the reference values plus the other people's stored values. */
async function rankAgainstPopulation(
  db: Db,
  userId: number,
  type: number,
  raw: number,
  reference: readonly number[],
) {
  const ref = rankInfo(raw, reference);
  const [others] = await db
    .select({
      lower: sql<number>`count(*) filter (where ${scoreDetails.rawValue} < ${raw})::int`,
      higher: sql<number>`count(*) filter (where ${scoreDetails.rawValue} > ${raw})::int`,
      same: sql<number>`count(*) filter (where ${scoreDetails.rawValue} = ${raw})::int`,
    })
    .from(scoreDetails)
    .where(and(eq(scoreDetails.scorerType, type), ne(scoreDetails.userId, userId)));
  return {
    lower_count: ref.lower_count + (others?.lower ?? 0),
    higher_count: ref.higher_count + (others?.higher ?? 0),
    same_rank_count: ref.same_rank_count + (others?.same ?? 0),
  };
}

/** What the total (type 1000) is made of. */
const totalFactors = (tech: number | null | undefined, influence: number | null | undefined) => [
  { key: 'tech', label: SCORER_LABELS[1], value: tech ?? 0 },
  { key: 'influence', label: SCORER_LABELS[17], value: influence ?? 0 },
];

const jstDay = (now: Date) => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * Recomputes one person's scores from their stored activity (after an import, after skill
 * tags change) and records today's point of their history.
 */
export async function recomputePersonScores(db: Db, userId: number, now: Date): Promise<void> {
  const activity = await readPersonActivity(db, userId, now);
  const computed = computeRaw(activity);
  const rows: (typeof scoreDetails.$inferInsert)[] = [];
  const scores: Record<number, number | null> = {};
  for (const c of computed) {
    const reference = REFERENCE_POPULATION[AXIS_OF[c.type] as Axis];
    const rank = await rankAgainstPopulation(db, userId, c.type, c.raw, reference);
    const population = rank.lower_count + rank.higher_count + rank.same_rank_count + 1;
    const normalised = c.raw < 0.12 ? null : normaliseFromRank(rank);
    scores[c.type] = normalised?.score ?? null;
    rows.push({
      userId,
      scorerType: c.type,
      rawValue: c.raw,
      score: normalised?.score ?? null,
      percentile: normalised?.percentile ?? null,
      ranking: normalised ? rank.higher_count + 1 : null,
      population,
      isExistOutput: c.isExistOutput,
      isConnectedSns: c.isConnectedSns,
      factors: c.factors,
      hints: c.hints,
      computedAt: now,
    });
  }
  // The synthetic total: 9/18 of tech plus 9/18 of influence, a missing one counting 0.
  const total = syntheticTotal(scores[1] ?? null, scores[17] ?? null);
  const tech = computed.find((c) => c.type === 1);
  const reach = computed.find((c) => c.type === 17);
  const others = await othersTechAndInfluence(db, userId);
  const totalRank = await rankAgainstPopulation(
    db,
    userId,
    TOTAL_SCORER_TYPE,
    total ?? 0,
    referenceTotals(
      ascending([...REFERENCE_POPULATION.e_score, ...others.tech, tech?.raw ?? 0]),
      ascending([...REFERENCE_POPULATION.influence, ...others.influence, reach?.raw ?? 0]),
    ),
  );
  rows.push({
    userId,
    scorerType: TOTAL_SCORER_TYPE,
    rawValue: total ?? 0,
    score: total,
    percentile:
      total === null
        ? null
        : (100 * (totalRank.lower_count + totalRank.same_rank_count)) /
          (totalRank.lower_count + totalRank.higher_count + totalRank.same_rank_count + 1),
    ranking: total === null ? null : totalRank.higher_count + 1,
    population: totalRank.lower_count + totalRank.higher_count + totalRank.same_rank_count + 1,
    isExistOutput: Boolean(tech?.isExistOutput || reach?.isExistOutput),
    isConnectedSns: Boolean(tech?.isConnectedSns || reach?.isConnectedSns),
    factors: totalFactors(scores[1], scores[17]),
    hints: [...(tech?.hints.slice(0, 1) ?? []), ...(reach?.hints.slice(0, 1) ?? [])],
    computedAt: now,
  });
  await writeScores(db, rows, now);
}

async function writeScores(db: Db, rows: (typeof scoreDetails.$inferInsert)[], now: Date) {
  const day = jstDay(now);
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await tx
        .insert(scoreDetails)
        .values(row)
        .onConflictDoUpdate({ target: [scoreDetails.userId, scoreDetails.scorerType], set: row });
      const point = {
        userId: row.userId,
        scorerType: row.scorerType,
        day,
        score: row.score ?? null,
        percentile: row.percentile ?? null,
        rawValue: row.rawValue,
      };
      await tx
        .insert(scoreHistory)
        .values(point)
        .onConflictDoUpdate({
          target: [scoreHistory.userId, scoreHistory.scorerType, scoreHistory.day],
          set: { score: point.score, percentile: point.percentile, rawValue: point.rawValue },
        });
    }
  });
}

/**
 * The scheduled recomputation: others' scores move a person's rank and population even
 * when they do nothing, so every stored score is re-ranked against today's population,
 * one scorer type at a time in memory (sorted values, binary search).
 */
export async function rerankEveryone(db: Db, now: Date): Promise<{ people: number }> {
  const all = await db
    .select({
      userId: scoreDetails.userId,
      type: scoreDetails.scorerType,
      raw: scoreDetails.rawValue,
    })
    .from(scoreDetails);
  const people = new Set(all.map((r) => r.userId));
  const byType = new Map<number, { userId: number; raw: number }[]>();
  for (const r of all) {
    const list = byType.get(r.type) ?? [];
    list.push({ userId: r.userId, raw: r.raw });
    byType.set(r.type, list);
  }
  const day = jstDay(now);
  const sortedOf = (type: number, raws: number[]) =>
    ascending([...(REFERENCE_POPULATION[AXIS_OF[type] as Axis] ?? []), ...raws]);
  const newScores = new Map<number, { 1: number | null; 17: number | null }>();
  const rerank = async (
    type: number,
    list: { userId: number; raw: number }[],
    sorted: readonly number[],
  ) => {
    const population = sorted.length;
    for (const person of list) {
      const rank = rankWithin(sorted, person.raw);
      let score: number | null;
      let percentile: number | null;
      if (type === TOTAL_SCORER_TYPE) {
        score = person.raw > 0 ? person.raw : null;
        percentile =
          score === null ? null : (100 * (rank.lower_count + rank.same_rank_count)) / population;
      } else if (person.raw < 0.12) {
        score = null;
        percentile = null;
      } else {
        ({ score, percentile } = normaliseFromRank(rank));
      }
      if (type === 1 || type === 17) {
        const entry = newScores.get(person.userId) ?? { 1: null, 17: null };
        entry[type] = score;
        newScores.set(person.userId, entry);
      }
      const parts = newScores.get(person.userId);
      await db
        .update(scoreDetails)
        .set({
          rawValue: person.raw,
          score,
          percentile,
          ranking: score === null ? null : rank.higher_count + 1,
          population,
          computedAt: now,
          // The total's factors are the scores it is made of, which just moved.
          ...(type === TOTAL_SCORER_TYPE ? { factors: totalFactors(parts?.[1], parts?.[17]) } : {}),
        })
        .where(and(eq(scoreDetails.userId, person.userId), eq(scoreDetails.scorerType, type)));
      await db
        .insert(scoreHistory)
        .values({
          userId: person.userId,
          scorerType: type,
          day,
          score,
          percentile,
          rawValue: person.raw,
        })
        .onConflictDoUpdate({
          target: [scoreHistory.userId, scoreHistory.scorerType, scoreHistory.day],
          set: { score, percentile, rawValue: person.raw },
        });
    }
  };
  const sorted = new Map<number, number[]>();
  for (const [type, list] of byType) {
    if (type === TOTAL_SCORER_TYPE) continue;
    const values = sortedOf(
      type,
      list.map((p) => p.raw),
    );
    sorted.set(type, values);
    await rerank(type, list, values);
  }
  // The total follows the re-ranked tech and influence scores, everyone's alike.
  const totals = (byType.get(TOTAL_SCORER_TYPE) ?? []).map((p) => {
    const s = newScores.get(p.userId);
    return { userId: p.userId, raw: syntheticTotal(s?.[1] ?? null, s?.[17] ?? null) ?? 0 };
  });
  const reference = referenceTotals(
    sorted.get(1) ?? sortedOf(1, []),
    sorted.get(17) ?? sortedOf(17, []),
  );
  await rerank(TOTAL_SCORER_TYPE, totals, ascending([...reference, ...totals.map((p) => p.raw)]));
  return { people: people.size };
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function upperBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
