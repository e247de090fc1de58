import { describe, expect, it } from 'vitest';
import { techArticleValue } from './article-value';
import { ContributorDataError } from './github-value';
import { normalise } from './normalise';
import { computeTechScore, rawTechScore } from './tech-score';
import type { TechScoreInput } from './types';

/** A small person whose every value is computed by hand below. */
function hanako(): TechScoreInput {
  return {
    github_identifier: 'hanako-dev',
    github_contribution_count_list: [2, 0, 5, 1],
    github_repos: [
      {
        contributors_count: 1,
        stargazers_count: 4,
        original_repo_contributions: 0,
        original_stars_count: 0,
        contributors: [{ login: 'Hanako-Dev', contributions: 10 }],
        contributors_from_commits: [],
      },
      {
        // a fork of a famous project with 2 commits: dropped
        contributors_count: 40,
        stargazers_count: 0,
        original_repo_contributions: 2,
        original_stars_count: 20_000,
        contributors: [{ login: 'hanako-dev', contributions: 2 }],
        contributors_from_commits: [],
      },
    ],
    qiita_popular_posts: [{ stockers_count: 10 }, { stockers_count: 3 }],
    zenn_popular_articles: [{ liked: 5 }],
    events: [
      { is_tech_event: true, is_presenter: true },
      { is_tech_event: true, is_presenter: false },
      { is_tech_event: false, is_presenter: true },
    ],
    tag_count: 8,
  };
}

// github:  0.1 · (ln 3 + ln 1 + ln 6 + ln 2) = 0.1 · (1.098612 + 0 + 1.791759 + 0.693147)
//          = 0.358352; repo value ln(1 + s(1, 10, 4)) = ln 3.176926 = 1.155914 → 1.514266
// article: ln 11 · ln 6 · ln 4 = 5.956147
// event:   2.0 + 0.1 = 2.1 (the non-tech talk counts nothing)
// tags:    8
// raw:     0.32 · ln(1 + 1.17 · 1.514266) + 0.21 · ln(1 + 0.31 · 5.956147)
//          + 0.30 · ln(1 + 0.27 · 2.1) + 0.10 · ln(1 + 0.79 · 8)
//          = 0.326226 + 0.219672 + 0.134749 + 0.199061 = 0.879708
const RAW = {
  github_value: 1.5142660643993653,
  tech_article_value: 5.956146572190714,
  tech_event_value: 2.1,
  tag_count_value: 8,
  raw_e_score: 0.8797083480695919,
};

describe('computeTechScore', () => {
  it('computes the four raw values and the raw tech score', () => {
    const result = computeTechScore(hanako());
    expect(Object.keys(result)).toEqual([
      'github_value',
      'tech_article_value',
      'tech_event_value',
      'tag_count_value',
      'raw_e_score',
    ]);
    for (const [key, value] of Object.entries(RAW)) {
      expect(result[key as keyof typeof RAW]).toBeCloseTo(value, 12);
    }
  });

  it('normalises every axis against the reference', () => {
    const input = hanako();
    input.reference = {
      e_score: [0.2, 0.5, 0.9, 1.0, 1.5],
      github: [0, 0.5, 1, 2, 5, 8],
      tech_article: [
        0,
        0,
        1,
        2.079,
        techArticleValue([{ stockers_count: 10 }], [{ liked: 5 }, { liked: 3 }]),
        20,
      ],
      tech_event: [0, 0, 0.1, 2.1, 4],
      tag_count: [0, 3, 8, 8, 12, 20],
    };
    const result = computeTechScore(input);
    // e_score 0.879708: L=2, H=3, S=0, N=6, e = 1 - 0.5 / ln 7 = 0.743051;
    //   Φ⁻¹(2.743051 / 6.486102) = Φ⁻¹(0.422912) = -0.194449 → 2.902775; 100 · 2 / 6 = 33.33
    expect(result).toMatchObject({ e_score_percentile: 100 / 3 });
    expect('e_score' in result && result.e_score).toBeCloseTo(2.9027754111359076, 12);
    // github 1.514266: L=3, H=3 → exactly 3.0; 100 · 3 / 7 = 42.857143
    expect(result).toMatchObject({ github_score: 3, github_score_percentile: 300 / 7 });
    // article: L=4, H=1, S=1 (same posts in another order, an exact tie), N=7, e=0.759551
    //   L' = 5.259551, H' = 2.259551: Φ⁻¹(0.300508) = -0.522940 → z = +0.522940 → 3.261470
    expect('tech_article_score' in result && result.tech_article_score).toBeCloseTo(
      3.2614698856634985,
      12,
    );
    expect(result).toMatchObject({ tech_article_score_percentile: 500 / 7 });
    // event 2.1: L=3, H=1, S=1, N=6: Φ⁻¹(2.243051 / 6.486102) = -0.396619 → 3.198310; 66.67
    expect('tech_event_score' in result && result.tech_event_score).toBeCloseTo(
      3.1983095451042955,
      12,
    );
    expect(result).toMatchObject({ tech_event_score_percentile: 400 / 6 });
    // tags 8: L=2, H=2, S=2 → 3.0; 100 · 4 / 7 = 57.142857
    expect(result).toMatchObject({ tag_count_score: 3, tag_count_score_percentile: 400 / 7 });
  });

  it('removes the reference person’s own tie on every axis', () => {
    const input = hanako();
    input.reference = { tag_count: [0, 3, 8, 8, 12, 20] };
    input.is_reference_person = true;
    // S = 2 - 1 = 1, N = 6: L' = H' → 3.0; percentile 100 · (2 + 1) / 6 = 50
    expect(computeTechScore(input)).toMatchObject({
      tag_count_score: 3,
      tag_count_score_percentile: 50,
    });
  });

  it('gives null where the method gives none: below 0.12, or no reference for the axis', () => {
    const input: TechScoreInput = {
      ...hanako(),
      github_contribution_count_list: [],
      github_repos: [],
      qiita_popular_posts: [],
      zenn_popular_articles: [],
      events: [{ is_tech_event: true, is_presenter: false }], // 0.1 < 0.12
      tag_count: 0,
      reference: { e_score: [0.5], github: [1], tech_article: [1], tech_event: [0.1, 2] },
    };
    const result = computeTechScore(input);
    expect(result).toMatchObject({
      github_value: 0,
      tech_article_value: 0,
      tag_count_value: 0,
      github_score: null,
      github_score_percentile: null,
      tech_article_score: null,
      tech_event_score: null,
      tech_event_score_percentile: null,
      tag_count_score: null, // no reference list
      tag_count_score_percentile: null,
    });
    // raw = 0.30 · ln(1 + 0.27 · 0.1) = 0.30 · ln 1.027 = 0.007993 < 0.12 → null
    expect(result.raw_e_score).toBeCloseTo(0.3 * Math.log(1.027), 14);
    expect(result).toMatchObject({ e_score: null, e_score_percentile: null });
  });

  it('gives 3.0 and percentile 0 against an empty reference list', () => {
    const input = { ...hanako(), reference: { e_score: [] } };
    expect(computeTechScore(input)).toMatchObject({ e_score: 3, e_score_percentile: 0 });
  });

  it('agrees with normalise() on the raw values', () => {
    const input = { ...hanako(), reference: { github: [0.4, 1.6, 3] } };
    const result = computeTechScore(input);
    const expected = normalise(rawTechScore(hanako()).github_value, [0.4, 1.6, 3]);
    expect(result).toMatchObject({
      github_score: expected?.score,
      github_score_percentile: expected?.percentile,
    });
  });

  it('fails on an unreadable contributor entry', () => {
    const input = hanako();
    input.github_repos[0]!.contributors.unshift({ login: null, contributions: 4 });
    expect(() => computeTechScore(input)).toThrow(ContributorDataError);
  });
});
