/**
 * The tech score (scorer type 1) as published by LAPRAS (lapras-inc/lapras-score-v2, MIT),
 * our influence score (type 17) and the synthetic total (type 1000), as pure functions.
 * See docs/scoring.md.
 */
export {
  POSTS_PER_SITE,
  TOP_ARTICLES,
  techArticleCountsUsed,
  techArticleValue,
} from './article-value';
export { ATTENDEE_POINTS, PRESENTER_POINTS, techEventValue } from './event-value';
export {
  explainTechScore,
  type GitHubAxis,
  HINTS,
  type TagCountAxis,
  type TechArticleAxis,
  type TechEventAxis,
  type TechScoreExplanation,
} from './explain';
export {
  CONTRIBUTION_WEIGHT,
  ContributorDataError,
  FORK_MIN_CONTRIBUTIONS,
  githubContributionValue,
  githubRepoValue,
  githubValue,
  isFork,
  personContributions,
  REPO_CAP,
  type RepoSelection,
  repoFormula,
  repoStatsScore,
  type ScoredRepo,
  selectRepos,
  TOP_REPOS,
} from './github-value';
export {
  INFLUENCE,
  type InfluenceArticle,
  type InfluenceBreakdown,
  type InfluenceFollowers,
  type InfluenceInput,
  type InfluenceSlide,
  influenceBreakdown,
  influenceScore,
  influenceValue,
} from './influence';
export { type ParseResult, parseTechScoreInput } from './input';
export { inverseNormalCdf } from './inverse-normal';
export {
  MIN_RAW_SCORE,
  type NormalisedScore,
  type NormaliseOptions,
  normalise,
  normaliseFromRank,
  type RankInfo,
  rankInfo,
} from './normalise';
export { RAW_E_SCORE_WEIGHTS, rawEScore, weightedTerm } from './raw-e-score';
export {
  generateReferencePeople,
  generateReferencePopulation,
  populationOf,
  REFERENCE_PEOPLE,
  REFERENCE_POPULATION,
  REFERENCE_SEED,
  REFERENCE_SIZE,
  type ReferencePerson,
  type ReferencePopulation,
} from './reference-population';
export { INFLUENCE_SHARE, syntheticTotal, TECH_SHARE } from './synthetic-total';
export { tagCountValue } from './tag-value';
export { computeTechScore, normaliseTechScore, rawTechScore, rawValues } from './tech-score';
export type * from './types';
