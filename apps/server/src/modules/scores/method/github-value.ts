/**
 * The GitHub raw value of the published method (lapras-inc/lapras-score-v2,
 * lib/lapras_score_v2/calculate_raw_e_score_v2_detail.py, v2.1.0):
 *
 *   github_value = 0.1 · Σ_days ln(1 + contributions that day) + repo value
 *
 * Repo value: drop forks the person barely touched, score every other repository, keep the
 * three best and multiply ln(1 + score) over them.
 */
import { log10AsPython, pairwiseSum, product } from './numeric';
import type { Contributor, GitHubRepo } from './types';

/** Weight of the daily-contribution part (`github_contribution_value * 0.1`). */
export const CONTRIBUTION_WEIGHT = 0.1;
/** Contributions and stars are capped at this in the repository score (`min(…, 300)`). */
export const REPO_CAP = 300;
/** A fork counts only when the person has at least this many contributions to it. */
export const FORK_MIN_CONTRIBUTIONS = 3;
/** Number of repositories that enter the product. */
export const TOP_REPOS = 3;

/**
 * A contributor entry without login or contribution count. The published method raises on it
 * (ValueError, not caught in v2.1.0), so the whole computation fails; `path` names the entry.
 */
export class ContributorDataError extends Error {
  constructor(readonly path: string) {
    super(`${path}: the published method cannot read a contributor without login or count`);
    this.name = 'ContributorDataError';
  }
}

/** Σ ln(1 + n) over the daily contribution counts (summed in numpy's pairwise order); 0 for none. */
export function githubContributionValue(dailyCounts: readonly number[]): number {
  if (dailyCounts.length === 0) return 0;
  return pairwiseSum(dailyCounts.map((count) => Math.log1p(count)));
}

/** Close to Python's `str.casefold` for what can appear in a login. */
export function caseFold(text: string): string {
  return text.toUpperCase().toLowerCase();
}

/** Published rule: a repository is a fork exactly when `original_repo_contributions > 0`. */
export function isFork(repo: GitHubRepo): boolean {
  return repo.original_repo_contributions > 0;
}

/**
 * The person's contributions to a repository: the first entry, searching `contributors` and
 * then `contributors_from_commits`, whose login equals `githubIdentifier` ignoring case
 * (Python `casefold`, approximated here by upper- then lower-casing, which folds ß to ss as
 * casefold does; GitHub logins are ASCII anyway).
 * Only the first match counts (the two lists are not added up); 0 when nobody matches.
 * An entry with a null login or count met before the match is an error, as published.
 */
export function personContributions(
  repo: GitHubRepo,
  githubIdentifier: string,
  path = 'github_repos[?]',
): number {
  const wanted = caseFold(githubIdentifier);
  const lists: [string, Contributor[]][] = [
    ['contributors', repo.contributors],
    ['contributors_from_commits', repo.contributors_from_commits],
  ];
  for (const [listName, list] of lists) {
    for (const [index, contributor] of list.entries()) {
      const entryPath = `${path}.${listName}[${index}]`;
      if (contributor.login === null) throw new ContributorDataError(`${entryPath}.login`);
      if (contributor.contributions === null) {
        throw new ContributorDataError(`${entryPath}.contributions`);
      }
      if (caseFold(contributor.login) === wanted) return contributor.contributions;
    }
  }
  return 0;
}

/**
 * s(contributors, c, stars) = log10(contributors + 2)
 *   · ( ln(min(c, 300)^1.2 + 10)^1.7 · log10((min(stars, 300) / 4)^1.3 + 2) )^1.2
 * Always positive for non-negative input (at least log10(2) · (ln(10)^1.7 · log10(2))^1.2).
 */
export function repoFormula(contributorsCount: number, contributions: number, stars: number) {
  const contributorFactor = log10AsPython(contributorsCount + 2);
  const contributionFactor = Math.log(Math.min(contributions, REPO_CAP) ** 1.2 + 10) ** 1.7;
  const starFactor = log10AsPython((Math.min(stars, REPO_CAP) / 4) ** 1.3 + 2);
  return contributorFactor * (contributionFactor * starFactor) ** 1.2;
}

/**
 * A repository's score: the formula with the person's own contributions and the repository's
 * stars; for a fork also with `original_repo_contributions` and `original_stars_count`
 * (the repository's own contributor count in both), keeping the larger.
 */
export function repoStatsScore(repo: GitHubRepo, contributions: number): number {
  const own = repoFormula(repo.contributors_count, contributions, repo.stargazers_count);
  if (!isFork(repo)) return own;
  const original = repoFormula(
    repo.contributors_count,
    repo.original_repo_contributions,
    repo.original_stars_count,
  );
  return Math.max(own, original);
}

export interface ScoredRepo {
  /** Position in `github_repos`. */
  index: number;
  fork: boolean;
  contributions: number;
  score: number;
}

export interface RepoSelection {
  /** The (at most three) repositories that enter the product, best first. */
  top: ScoredRepo[];
  /** Indexes of forks dropped for fewer than three contributions by the person. */
  dropped_forks: number[];
  value: number;
}

/**
 * Repo value with the repositories that made it. No repositories at all: 0. Repositories, but
 * every one dropped by the fork rule: the product over nothing, which is 1 in the published
 * code (`numpy.prod([])`), so such a person gets 1, more than someone with no repository.
 */
export function selectRepos(repos: readonly GitHubRepo[], githubIdentifier: string): RepoSelection {
  if (repos.length === 0) return { top: [], dropped_forks: [], value: 0 };
  const kept: ScoredRepo[] = [];
  const droppedForks: number[] = [];
  for (const [index, repo] of repos.entries()) {
    const contributions = personContributions(repo, githubIdentifier, `github_repos[${index}]`);
    const fork = isFork(repo);
    if (fork && contributions < FORK_MIN_CONTRIBUTIONS) {
      droppedForks.push(index);
      continue;
    }
    kept.push({ index, fork, contributions, score: repoStatsScore(repo, contributions) });
  }
  // Stable sort, best first, like Python's sorted(…, reverse=True).
  const top = kept.sort((a, b) => b.score - a.score).slice(0, TOP_REPOS);
  return { top, dropped_forks: droppedForks, value: product(top.map((r) => Math.log1p(r.score))) };
}

export function githubRepoValue(repos: readonly GitHubRepo[], githubIdentifier: string): number {
  return selectRepos(repos, githubIdentifier).value;
}

export interface GitHubValueInput {
  github_identifier: string;
  github_contribution_count_list: readonly number[];
  github_repos: readonly GitHubRepo[];
}

export function githubValue(input: GitHubValueInput): number {
  const contribution = githubContributionValue(input.github_contribution_count_list);
  return (
    contribution * CONTRIBUTION_WEIGHT +
    githubRepoValue(input.github_repos, input.github_identifier)
  );
}
