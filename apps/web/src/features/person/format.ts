import {
  SCORER_LABELS,
  type ScorerType,
  TOTAL_SCORER_TYPE,
} from '@kiseki/contract/portfolio-rules';
import type { PersonInfo } from '../../shared/api/person';

/** How /person shows numbers: scores with two decimals, counts with separators. */
export const formatScore = (score: number): string => score.toFixed(2);

export const formatCount = (value: number): string => value.toLocaleString('ja-JP');

/** A factor of a score: counts as they are, computed values to two decimals at most. */
export const formatFactor = (value: number): string =>
  value.toLocaleString('ja-JP', { maximumFractionDigits: 2 });

/**
 * "上位 x%" from the percentile (the share of the population at or below the person): one
 * decimal under 10 %, whole numbers above, never 0 (the top person is in the top 0.x %).
 */
export function topPercent(percentile: number): string {
  const top = Math.min(100, Math.max(0.1, 100 - percentile));
  if (top < 10) return String(Math.max(0.1, Math.round(top * 10) / 10));
  return String(Math.round(top));
}

export type ShownScorerType = ScorerType | typeof TOTAL_SCORER_TYPE;

export const scoreLabel = (type: ShownScorerType): string => SCORER_LABELS[type];

/** The three headline scores, then the four axes of the tech score. */
export const HEADLINE_TYPES = [TOTAL_SCORER_TYPE, 1, 17] as const;
export const SOURCE_TYPES = [3, 4, 5, 6] as const;
/** The breakdown lists every score, the total first. */
export const BREAKDOWN_TYPES = [TOTAL_SCORER_TYPE, 1, 17, 3, 4, 5, 6] as const;

/** Which services make each score (reference-data, "Scores"); skill tags are typed in. */
export const SCORE_SOURCES: Record<ShownScorerType, string> = {
  1000: 'GitHub・Qiita・Zenn・connpass などのアカウント',
  1: 'GitHub・Qiita・Zenn・connpass のいずれか',
  3: 'GitHub',
  4: 'Qiita または Zenn',
  5: 'connpass',
  6: '',
  17: 'Qiita・Zenn・note・Speaker Deck・GitHub などのアカウント',
};

/** The connected services of a person, in a fixed order, with their profile URLs. */
export const SERVICE_URL_FIELDS = [
  ['github', 'githubHtmlUrl'],
  ['qiita', 'qiitaHtmlUrl'],
  ['zenn', 'zennHtmlUrl'],
  ['note', 'noteHtmlUrl'],
  ['speakerdeck', 'speakerdeckHtmlUrl'],
  ['teratail', 'teratailHtmlUrl'],
  ['connpass', 'connpassHtmlUrl'],
] as const satisfies readonly (readonly [string, keyof PersonInfo])[];

export type ServiceName = (typeof SERVICE_URL_FIELDS)[number][0];

export function connectedServices(info: PersonInfo): { name: ServiceName; url: string }[] {
  return SERVICE_URL_FIELDS.flatMap(([name, field]) => {
    const url = info[field];
    return typeof url === 'string' && url ? [{ name, url }] : [];
  });
}

/** `YYYY-MM-DD` of score_history as M/D for the chart's axis. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
}

/** `YYYY-MM-DD` as YYYY/MM/DD (spec section 9). */
export const slashDay = (day: string): string => day.replaceAll('-', '/');
