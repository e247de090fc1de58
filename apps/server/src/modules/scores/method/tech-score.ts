/**
 * Everything the published tech-score method computes for one person: the four raw values
 * (`calculate_raw_e_score_v2_detail`), the raw tech score (`calculate_raw_e_score_v2`) and,
 * given reference populations, the normalised scores and percentiles (`calculate_e_score_v2`).
 */
import { techArticleValue } from './article-value';
import { techEventValue } from './event-value';
import { githubValue } from './github-value';
import { type NormalisedScore, normalise } from './normalise';
import { rawEScore } from './raw-e-score';
import { tagCountValue } from './tag-value';
import type {
  NormalisedTechScore,
  RawTechScore,
  RawValues,
  ReferencePopulations,
  TechScoreInput,
  TechScoreResult,
} from './types';

/** The four raw values. Throws ContributorDataError on an unreadable contributor entry. */
export function rawValues(input: TechScoreInput): RawValues {
  return {
    github_value: githubValue(input),
    tech_article_value: techArticleValue(input.qiita_popular_posts, input.zenn_popular_articles),
    tech_event_value: techEventValue(input.events),
    tag_count_value: tagCountValue(input.tag_count),
  };
}

export function rawTechScore(input: TechScoreInput): RawTechScore {
  const values = rawValues(input);
  return { ...values, raw_e_score: rawEScore(values) };
}

/**
 * Normalised scores for raw values. An axis whose reference list is missing gets null (there
 * is nothing to rank against); an empty list is a population of nobody (score 3.0).
 */
export function normaliseTechScore(
  raw: RawTechScore,
  reference: ReferencePopulations,
  isReferencePerson = false,
): NormalisedTechScore {
  const options = { is_reference_person: isReferencePerson };
  const one = (value: number, population: readonly number[] | undefined) =>
    population === undefined ? null : normalise(value, population, options);
  const e = one(raw.raw_e_score, reference.e_score);
  const github = one(raw.github_value, reference.github);
  const article = one(raw.tech_article_value, reference.tech_article);
  const event = one(raw.tech_event_value, reference.tech_event);
  const tag = one(raw.tag_count_value, reference.tag_count);
  return {
    e_score: scoreOf(e),
    e_score_percentile: percentileOf(e),
    github_score: scoreOf(github),
    github_score_percentile: percentileOf(github),
    tech_article_score: scoreOf(article),
    tech_article_score_percentile: percentileOf(article),
    tech_event_score: scoreOf(event),
    tech_event_score_percentile: percentileOf(event),
    tag_count_score: scoreOf(tag),
    tag_count_score_percentile: percentileOf(tag),
  };
}

const scoreOf = (normalised: NormalisedScore | null) => normalised?.score ?? null;
const percentileOf = (normalised: NormalisedScore | null) => normalised?.percentile ?? null;

/** Raw values, plus normalised scores when the input carries `reference`. */
export function computeTechScore(input: TechScoreInput): TechScoreResult {
  const raw = rawTechScore(input);
  if (input.reference === undefined) return raw;
  return {
    ...raw,
    ...normaliseTechScore(raw, input.reference, input.is_reference_person ?? false),
  };
}
