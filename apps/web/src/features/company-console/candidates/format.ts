import { SCORER_LABELS } from '@kiseki/contract/portfolio-rules';
import type { CandidateScore } from './api';
import type { CandidateScoreType } from './labels';
import { candidatesJa } from './messages';

/** How the candidate screens word scores and periods. */

/** Scores are 1 to 5, shown with two decimals, as on the person's own page. */
export const formatScore = (score: number): string => score.toFixed(2);

export const scoreLabel = (type: number): string => SCORER_LABELS[type as CandidateScoreType] ?? '';

/**
 * 「上位 x%」 from the percentile (the share of the population at or below the person): one
 * decimal under 10 %, whole numbers above, never 0 (the top person is in the top 0.x %).
 */
export function topPercent(percentile: number): string {
  const top = Math.min(100, Math.max(0.1, 100 - percentile));
  if (top < 10) return String(Math.max(0.1, Math.round(top * 10) / 10));
  return String(Math.round(top));
}

/** The total, the tech score and the influence score lead a result row; then the chosen type. */
const SUMMARY_TYPES: readonly number[] = [1000, 1, 17];

/** The scores a result row shows: those the person has, of the leading types and `chosen`. */
export function summaryScores(scores: readonly CandidateScore[], chosen: number): CandidateScore[] {
  const types = SUMMARY_TYPES.includes(chosen) ? SUMMARY_TYPES : [...SUMMARY_TYPES, chosen];
  return types.flatMap((type) => {
    const found = scores.find((score) => score.scorerType === type && score.score !== null);
    return found ? [found] : [];
  });
}

const t = candidatesJa.page;

/** 「2019年4月〜現在」; an experience without an end is ongoing. */
export function formatPeriod(span: {
  startYear: number;
  startMonth: number;
  endYear: number | null;
  endMonth: number | null;
}): string {
  const from = t.yearMonth(span.startYear, span.startMonth);
  const to =
    span.endYear !== null && span.endMonth !== null
      ? t.yearMonth(span.endYear, span.endMonth)
      : t.present;
  return t.period(from, to);
}
