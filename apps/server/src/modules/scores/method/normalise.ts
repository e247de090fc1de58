/**
 * From a raw value to a score of 1.0 to 5.0 around 3.0 and a percentile, by the person's rank
 * in a fixed reference population (lapras-inc/lapras-score-v2,
 * lib/lapras_score_v2/calculate_e_score_v2.py, `_normalize_score` and
 * `_normalize_score_from_rank`; the idea: https://qiita.com/nunukim/items/e4470f984bee85fbb136):
 *
 *   L, H, S  = reference values below, above and equal to the raw value (exact comparison)
 *   S        = max(0, S - 1) when the person is in the reference population (own tie)
 *   N        = L + H + S + 1                     (the population with the person)
 *   e        = 1 - 0.5 / ln(N + 1)               (end correction ε_N)
 *   L', H'   = L + S/2 + e,  H + S/2 + e         (ties shared half and half)
 *   z        = sign(H' - L') · Φ⁻¹(min(L', H') / (L' + H'))
 *   score    = clamp(3 + 0.5 z, 1, 5)
 *   percentile = 100 · (L + S) / N               (S after the own-tie correction)
 *
 * A raw value below 0.12 gives no score and no percentile (null): "スコアが低すぎる場合は判定不能".
 * Φ⁻¹ is taken on the smaller side for precision; sign(0) = 0, so L' = H' gives exactly 3.0.
 * An empty population gives L = H = S = 0: score 3.0, percentile 0.
 */
import { inverseNormalCdf } from './inverse-normal';

/** Raw values below this are not scored. */
export const MIN_RAW_SCORE = 0.12;
export const SCORE_CENTRE = 3.0;
export const SCORE_SPREAD = 0.5;
export const SCORE_MIN = 1.0;
export const SCORE_MAX = 5.0;

export interface RankInfo {
  lower_count: number;
  higher_count: number;
  same_rank_count: number;
}

export interface NormalisedScore {
  score: number;
  percentile: number;
}

export interface NormaliseOptions {
  /** The person is one of the reference population: their own entry is not a tie. */
  is_reference_person?: boolean;
}

/**
 * How many reference values are below, above and equal to `raw`. Exact comparisons, no
 * epsilon (the published code leaves this to the caller; values computed the same way tie).
 */
export function rankInfo(raw: number, population: readonly number[]): RankInfo {
  let lower = 0;
  let higher = 0;
  let same = 0;
  for (const value of population) {
    if (value < raw) lower++;
    else if (value > raw) higher++;
    else if (value === raw) same++;
  }
  return { lower_count: lower, higher_count: higher, same_rank_count: same };
}

/** Score and percentile from rank counts (`same_rank_count` without the person). */
export function normaliseFromRank(rank: RankInfo): NormalisedScore {
  const { lower_count: lower, higher_count: higher, same_rank_count: same } = rank;
  const total = lower + higher + same + 1;
  const endCorrection = 1 - 0.5 / Math.log(total + 1);
  const lowerAdjusted = lower + 0.5 * same + endCorrection;
  const higherAdjusted = higher + 0.5 * same + endCorrection;
  const z =
    Math.sign(higherAdjusted - lowerAdjusted) *
    inverseNormalCdf(Math.min(lowerAdjusted, higherAdjusted) / (lowerAdjusted + higherAdjusted));
  const score = Math.min(SCORE_MAX, Math.max(SCORE_MIN, z * SCORE_SPREAD + SCORE_CENTRE));
  const percentile = (100 * (lower + same)) / total;
  return { score, percentile };
}

/** Normalised score of one raw value against a reference population; null below 0.12. */
export function normalise(
  raw: number,
  population: readonly number[],
  options: NormaliseOptions = {},
): NormalisedScore | null {
  if (raw < MIN_RAW_SCORE) return null;
  const rank = rankInfo(raw, population);
  const same = options.is_reference_person
    ? Math.max(0, rank.same_rank_count - 1)
    : rank.same_rank_count;
  return normaliseFromRank({ ...rank, same_rank_count: same });
}
