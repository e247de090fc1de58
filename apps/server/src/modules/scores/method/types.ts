/**
 * Input and output shapes of the published tech-score method (LAPRAS, lapras-inc/lapras-score-v2,
 * MIT). Field names are the published argument names, snake_case, so that a person's activity
 * can be passed around (and to `npm run score`) exactly as the method names it.
 */

/** One entry of a repository's contributor list. The published model allows nulls here. */
export interface Contributor {
  login: string | null;
  contributions: number | null;
}

/**
 * One of the person's GitHub repositories. There is no fork flag: the published method treats
 * a repository as a fork exactly when `original_repo_contributions > 0`.
 */
export interface GitHubRepo {
  /** Everyone who contributed to this repository. */
  contributors_count: number;
  stargazers_count: number;
  /** For a fork: the person's contributions to the original repository; 0 otherwise. */
  original_repo_contributions: number;
  /** For a fork: the original repository's stars; 0 otherwise. */
  original_stars_count: number;
  /** From the contributors API. Searched first. */
  contributors: Contributor[];
  /** Gathered from the commit history. Searched after `contributors`. */
  contributors_from_commits: Contributor[];
}

export interface QiitaPost {
  stockers_count: number;
}

export interface ZennArticle {
  liked: number;
}

export interface TechEvent {
  is_tech_event: boolean;
  is_presenter: boolean;
}

/** Raw values of the reference population, one list per axis (any order). */
export interface ReferencePopulations {
  e_score?: readonly number[];
  github?: readonly number[];
  tech_article?: readonly number[];
  tech_event?: readonly number[];
  tag_count?: readonly number[];
}

export interface TechScoreInput {
  github_identifier: string;
  /** Contributions per day (the published method sums ln(1 + n) over it). */
  github_contribution_count_list: number[];
  github_repos: GitHubRepo[];
  /** Popular posts, most popular first: only the first three are read. */
  qiita_popular_posts: QiitaPost[];
  /** Popular articles, most liked first: only the first three are read. */
  zenn_popular_articles: ZennArticle[];
  events: TechEvent[];
  tag_count: number;
  reference?: ReferencePopulations;
  /** True when this person is one of the reference population (their own tie is removed). */
  is_reference_person?: boolean;
}

/** The four raw values of the published method (`RawEScoreV2Detail`). */
export interface RawValues {
  github_value: number;
  tech_article_value: number;
  tech_event_value: number;
  tag_count_value: number;
}

export interface RawTechScore extends RawValues {
  raw_e_score: number;
}

/** Normalised scores (1.0 to 5.0) and percentiles (0 to 100), null where the method gives none. */
export interface NormalisedTechScore {
  e_score: number | null;
  e_score_percentile: number | null;
  github_score: number | null;
  github_score_percentile: number | null;
  tech_article_score: number | null;
  tech_article_score_percentile: number | null;
  tech_event_score: number | null;
  tech_event_score_percentile: number | null;
  tag_count_score: number | null;
  tag_count_score_percentile: number | null;
}

export type TechScoreResult = RawTechScore | (RawTechScore & NormalisedTechScore);
