import { describe, expect, it } from 'vitest';
import {
  ContributorDataError,
  caseFold,
  githubContributionValue,
  githubRepoValue,
  githubValue,
  isFork,
  personContributions,
  repoFormula,
  repoStatsScore,
  selectRepos,
} from './github-value';
import { pairwiseSum } from './numeric';
import type { GitHubRepo } from './types';

const ME = 'Hanako';

function repo(fields: Partial<GitHubRepo> & { mine?: number }): GitHubRepo {
  const { mine, ...rest } = fields;
  return {
    contributors_count: 1,
    stargazers_count: 0,
    original_repo_contributions: 0,
    original_stars_count: 0,
    contributors: mine === undefined ? [] : [{ login: 'hanako', contributions: mine }],
    contributors_from_commits: [],
    ...rest,
  };
}

// Repository scores used below (s = log10(n + 2) · (ln(min(c,300)^1.2 + 10)^1.7 ·
// log10((min(stars,300)/4)^1.3 + 2))^1.2):
// s(1, 10, 4):    log10 3 = 0.477121; 10^1.2 = 15.848932, ln 25.848932 = 3.252269,
//                 ^1.7 = 7.425352; log10(1^1.3 + 2) = 0.477121;
//                 0.477121 · (7.425352 · 0.477121)^1.2 = 0.477121 · 3.542757^1.2 = 2.176926
// s(3, 50, 100):  log10 5 = 0.698970; 50^1.2 = 109.336207, ln 119.336207 = 4.781940,
//                 ^1.7 = 14.299727; 25^1.3 = 65.663195, log10 67.663195 = 1.830353;
//                 0.698970 · (14.299727 · 1.830353)^1.2 = 35.147426
// s(0, 0, 0):     log10 2 · (ln(10)^1.7 · log10 2)^1.2 = 0.301030 · (4.128256 · 0.301030)^1.2
//                 = 0.390716
// s(3, 40, 1000): stars capped at 300: 75^1.3 = 274.8…, log10 276.8… = 2.440739;
//                 ln(40^1.2 + 10)^1.7 = 13.089593; 0.698970 · (13.089593 · 2.440739)^1.2 = 44.647341
const S_1_10_4 = 2.1769263429551367;
const S_3_50_100 = 35.147425533559314;
const S_0_0_0 = 0.39071627705802653;
const S_3_40_1000 = 44.64734058523647;

describe('githubContributionValue', () => {
  it('sums ln(1 + n) over the days', () => {
    // ln 1 + ln 2 + ln 4 = 0 + 0.693147 + 1.386294 = 2.079442
    expect(githubContributionValue([0, 1, 3])).toBeCloseTo(2.0794415416798357, 14);
  });

  it('is 0 without days', () => {
    expect(githubContributionValue([])).toBe(0);
    expect(githubContributionValue([0, 0, 0])).toBe(0);
  });

  it('sums a year in numpy pairwise order, within rounding of a plain sum', () => {
    const year = Array.from({ length: 365 }, (_, day) => (day * 7) % 11);
    const plain = year.reduce((sum, n) => sum + Math.log1p(n), 0);
    expect(githubContributionValue(year)).toBeCloseTo(plain, 10);
    expect(pairwiseSum([1, 2, 3])).toBe(6);
    expect(pairwiseSum(Array.from({ length: 300 }, () => 0.5))).toBe(150);
  });
});

describe('personContributions', () => {
  it('compares logins ignoring case (casefold)', () => {
    const r = repo({ contributors: [{ login: 'HANAKO', contributions: 12 }] });
    expect(personContributions(r, 'hanako')).toBe(12);
    expect(caseFold('Straße')).toBe(caseFold('STRASSE'));
  });

  it('searches contributors first and takes the first match only (no sum, no max)', () => {
    const r = repo({
      contributors: [
        { login: 'taro', contributions: 100 },
        { login: 'hanako', contributions: 4 },
      ],
      contributors_from_commits: [{ login: 'Hanako', contributions: 250 }],
    });
    expect(personContributions(r, ME)).toBe(4);
  });

  it('falls back to contributors_from_commits, then to 0', () => {
    const fromCommits = repo({
      contributors_from_commits: [{ login: 'hanako', contributions: 9 }],
    });
    expect(personContributions(fromCommits, ME)).toBe(9);
    expect(
      personContributions(repo({ contributors: [{ login: 'taro', contributions: 5 }] }), ME),
    ).toBe(0);
  });

  it('fails on a null login or count met before the match, naming the entry', () => {
    const nullLogin = repo({ contributors: [{ login: null, contributions: 3 }] });
    expect(() => personContributions(nullLogin, ME, 'github_repos[1]')).toThrow(
      new ContributorDataError('github_repos[1].contributors[0].login'),
    );
    const nullCount = repo({
      contributors: [{ login: 'taro', contributions: 1 }],
      contributors_from_commits: [{ login: 'jiro', contributions: null }],
    });
    expect(() => personContributions(nullCount, ME, 'github_repos[0]')).toThrow(
      /github_repos\[0\]\.contributors_from_commits\[0\]\.contributions/,
    );
    // After the match nothing more is read.
    const afterMatch = repo({
      contributors: [
        { login: 'hanako', contributions: 6 },
        { login: null, contributions: null },
      ],
    });
    expect(personContributions(afterMatch, ME)).toBe(6);
  });
});

describe('repoFormula and repoStatsScore', () => {
  it('matches hand-computed values', () => {
    expect(repoFormula(1, 10, 4)).toBeCloseTo(S_1_10_4, 12);
    expect(repoFormula(3, 50, 100)).toBeCloseTo(S_3_50_100, 12);
    expect(repoFormula(0, 0, 0)).toBeCloseTo(S_0_0_0, 12);
  });

  it('caps contributions and stars at 300', () => {
    expect(repoFormula(2, 5000, 99_999)).toBe(repoFormula(2, 300, 300));
    expect(repoFormula(3, 40, 1000)).toBeCloseTo(S_3_40_1000, 12);
  });

  it('is a fork exactly when original_repo_contributions > 0 (no fork flag)', () => {
    expect(isFork(repo({ original_repo_contributions: 1 }))).toBe(true);
    expect(isFork(repo({ original_repo_contributions: 0, original_stars_count: 5000 }))).toBe(
      false,
    );
  });

  it('scores a fork with the original repository too and keeps the larger', () => {
    const fork = repo({
      contributors_count: 3,
      original_repo_contributions: 40,
      original_stars_count: 1000,
    });
    // own: s(3, 5, 0) = 1.379012; original: s(3, 40, 1000) = 44.647341 → 44.647341
    expect(repoStatsScore(fork, 5)).toBeCloseTo(S_3_40_1000, 12);
    const strongOwn = repo({
      contributors_count: 3,
      stargazers_count: 100,
      original_repo_contributions: 1,
    });
    // own s(3, 50, 100) = 35.147426 beats original s(3, 1, 0)
    expect(repoStatsScore(strongOwn, 50)).toBeCloseTo(S_3_50_100, 12);
  });
});

describe('githubRepoValue', () => {
  it('is 0 without repositories', () => {
    expect(githubRepoValue([], ME)).toBe(0);
  });

  it('multiplies ln(1 + s) over the three best repositories', () => {
    const repos = [
      repo({ contributors_count: 1, stargazers_count: 4, mine: 10 }), // s = 2.176926
      repo({ contributors_count: 0, stargazers_count: 0, mine: 0 }), // s = 0.390716, 4th: out
      repo({ contributors_count: 3, stargazers_count: 100, mine: 50 }), // s = 35.147426
      repo({
        contributors_count: 3,
        original_repo_contributions: 40,
        original_stars_count: 1000,
        mine: 5,
      }), // fork kept (5 >= 3), s = 44.647341
    ];
    // ln(45.647341) · ln(36.147426) · ln(3.176926) = 3.820945 · 3.587606 · 1.155914 = 15.845324
    expect(githubRepoValue(repos, ME)).toBeCloseTo(15.845323959094273, 12);
    const selection = selectRepos(repos, ME);
    expect(selection.top.map((r) => r.index)).toEqual([3, 2, 0]);
    expect(selection.dropped_forks).toEqual([]);
  });

  it('drops forks with fewer than 3 contributions by the person', () => {
    const fork = (mine: number) =>
      repo({ original_repo_contributions: 80, original_stars_count: 5000, mine });
    const selection = selectRepos([fork(2), repo({ stargazers_count: 4, mine: 10 }), fork(3)], ME);
    expect(selection.dropped_forks).toEqual([0]);
    expect(selection.top.map((r) => r.index)).toEqual([2, 1]);
  });

  it('gives 1 (the product over nothing) when every repository is a dropped fork', () => {
    const forks = [0, 1, 2].map((mine) =>
      repo({ original_repo_contributions: 10, original_stars_count: 300, mine }),
    );
    expect(githubRepoValue(forks, ME)).toBe(1);
  });

  it('scores a fork without upstream contributions as the person’s own repository', () => {
    const forkedButNoUpstream = repo({ contributors_count: 1, stargazers_count: 4, mine: 1 });
    expect(selectRepos([forkedButNoUpstream], ME).dropped_forks).toEqual([]);
  });

  it('reports a bad contributor entry with the repository index', () => {
    const bad = repo({ contributors: [{ login: null, contributions: 1 }] });
    expect(() => githubRepoValue([repo({ mine: 3 }), bad], ME)).toThrow(
      'github_repos[1].contributors[0].login',
    );
  });
});

describe('githubValue', () => {
  it('is 0.1 · contribution value + repo value', () => {
    // 0.1 · 2.079442 + ln(1 + 2.176926) = 0.207944 + 1.155914 = 1.363858
    const value = githubValue({
      github_identifier: ME,
      github_contribution_count_list: [0, 1, 3],
      github_repos: [repo({ stargazers_count: 4, mine: 10 })],
    });
    expect(value).toBeCloseTo(1.363858324721738, 12);
  });
});
