import { describe, expect, it } from 'vitest';
import { RAW_E_SCORE_WEIGHTS, rawEScore, weightedTerm } from './raw-e-score';
import { tagCountValue } from './tag-value';

describe('rawEScore', () => {
  it('has the published weights', () => {
    expect(RAW_E_SCORE_WEIGHTS).toEqual({
      github_value: { a: 0.32, b: 1.17 },
      tech_article_value: { a: 0.21, b: 0.31 },
      tech_event_value: { a: 0.3, b: 0.27 },
      tag_count_value: { a: 0.1, b: 0.79 },
    });
  });

  it('sums a · ln(1 + b · value) over the four axes', () => {
    // github 1.363858: 0.32 · ln(1 + 1.17 · 1.363858) = 0.32 · ln 2.595714 = 0.305236
    // article 5.956147: 0.21 · ln(1 + 0.31 · 5.956147) = 0.21 · ln 2.846405 = 0.219672
    // event 2.1:        0.30 · ln(1 + 0.27 · 2.1) = 0.30 · ln 1.567 = 0.134749
    // tags 8:           0.10 · ln(1 + 0.79 · 8) = 0.10 · ln 7.32 = 0.199061
    // total 0.858718
    const values = {
      github_value: 1.363858324721738,
      tech_article_value: 5.956146572190714,
      tech_event_value: 2.1,
      tag_count_value: 8,
    };
    expect(weightedTerm('github_value', values.github_value)).toBeCloseTo(0.3052357490279062, 12);
    expect(weightedTerm('tech_article_value', values.tech_article_value)).toBeCloseTo(
      0.21967195912050877,
      12,
    );
    expect(weightedTerm('tech_event_value', 2.1)).toBeCloseTo(0.13474888901216514, 12);
    expect(weightedTerm('tag_count_value', 8)).toBeCloseTo(0.199061032797322, 12);
    expect(rawEScore(values)).toBeCloseTo(0.8587176299579021, 12);
  });

  it('is 0 for nothing at all', () => {
    expect(
      rawEScore({
        github_value: 0,
        tech_article_value: 0,
        tech_event_value: 0,
        tag_count_value: 0,
      }),
    ).toBe(0);
  });
});

describe('tagCountValue', () => {
  it('is the tag count as it is, fractions included', () => {
    expect(tagCountValue(12)).toBe(12);
    expect(tagCountValue(2.5)).toBe(2.5);
  });
});
