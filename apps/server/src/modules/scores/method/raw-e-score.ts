/**
 * The raw tech score of the published method (lapras-inc/lapras-score-v2,
 * lib/lapras_score_v2/calculate_raw_e_score_v2.py, `calculate_raw_e_score_v2`):
 *
 *   raw_e_score = Σ over the four raw values of a · ln(1 + b · value)
 *
 * added in the order github, tech article, tech event, tag count. The sum is taken before any
 * normalisation, so activity on one axis adds to the score and never pulls it down
 * (doc/3_changes_in_v2.md, "子指標の集計方法の変更").
 */
import type { RawValues } from './types';

export interface AxisWeight {
  a: number;
  b: number;
}

export const RAW_E_SCORE_WEIGHTS: Readonly<Record<keyof RawValues, AxisWeight>> = Object.freeze({
  github_value: { a: 0.32, b: 1.17 },
  tech_article_value: { a: 0.21, b: 0.31 },
  tech_event_value: { a: 0.3, b: 0.27 },
  tag_count_value: { a: 0.1, b: 0.79 },
});

const AXES = ['github_value', 'tech_article_value', 'tech_event_value', 'tag_count_value'] as const;

/** One axis's share of the raw tech score: a · ln(1 + b · value). */
export function weightedTerm(axis: keyof RawValues, value: number): number {
  const { a, b } = RAW_E_SCORE_WEIGHTS[axis];
  return a * Math.log1p(b * value);
}

export function rawEScore(values: RawValues): number {
  let result = 0;
  for (const axis of AXES) result += weightedTerm(axis, values[axis]);
  return result;
}
