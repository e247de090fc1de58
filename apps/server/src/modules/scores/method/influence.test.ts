import { describe, expect, it } from 'vitest';
import {
  INFLUENCE,
  type InfluenceInput,
  influenceBreakdown,
  influenceScore,
  influenceValue,
  itemValue,
} from './influence';
import { normalise } from './normalise';

const nobody = (): InfluenceInput => ({
  articles: [],
  repos_owned_stars: [],
  slides: [],
  talks: 0,
  answers: [],
  followers: { github: 0, qiita: 0, zenn: 0, note: 0 },
});

describe('influenceBreakdown', () => {
  it('adds the channels as documented', () => {
    const input: InfluenceInput = {
      articles: [
        { likes: 20, stocks: 30 }, // reach max(20, 30) = 30
        { likes: 5, stocks: 0 }, // 5
        { likes: 1000, stocks: 10 }, // 1000, capped at 300
      ],
      repos_owned_stars: [12, 0],
      slides: [{ views: 400, stars: 3 }], // 3 + 400 / 20 = 23
      talks: 2,
      answers: [{ is_best_answer: false }, { is_best_answer: true }], // reach 2 and 10
      followers: { github: 50, qiita: 9, zenn: 0, note: 20_000 }, // note capped at 10000
    };
    const result = influenceBreakdown(input);
    // articles: ln 31 + ln 6 + ln 301 = 3.433987 + 1.791759 + 5.707110 = 10.932857
    expect(result.articles).toBeCloseTo(10.932856938462077, 12);
    // repos: ln 13 + ln 1 = 2.564949
    expect(result.repos).toBeCloseTo(2.5649493574615367, 12);
    // slides: ln 24 = 3.178054
    expect(result.slides).toBeCloseTo(3.1780538303479458, 12);
    // talks: 2 · ln 31 = 6.867974
    expect(result.talks).toBeCloseTo(6.8679744089702925, 12);
    // followers: 0.5 · (ln 51 + ln 10 + ln 1 + ln 10001) = 0.5 · 15.444851 = 7.722426
    expect(result.followers).toBeCloseTo(7.722425546347444, 12);
    // answers: ln 11 + ln 3 = 2.397895 + 1.098612 = 3.496508
    expect(result.answers).toBeCloseTo(3.4965075614664802, 12);
    // total 31.266260 + 3.496508 = 34.762768
    expect(result.total).toBeCloseTo(34.76276764305577, 12);
    expect(influenceValue(input)).toBe(result.total);
  });

  it('is 0 for no reach at all, and then no score (below 0.12)', () => {
    expect(influenceValue(nobody())).toBe(0);
    expect(influenceScore(nobody(), [1, 2, 3])).toBeNull();
    // one GitHub follower: 0.5 · ln 2 = 0.346574, above the floor
    const oneFollower = { ...nobody(), followers: { github: 1, qiita: 0, zenn: 0, note: 0 } };
    expect(influenceValue(oneFollower)).toBeCloseTo(0.34657359027997264, 14);
  });

  it('counts 10 teratail answers at most, best answers first', () => {
    const answers = [
      ...Array.from({ length: 12 }, () => ({ is_best_answer: false })),
      ...Array.from({ length: 3 }, () => ({ is_best_answer: true })),
    ];
    // 3 best answers (ln 11 each) and 7 others (ln 3 each): 7.193686 + 7.690286 = 14.883972
    expect(influenceBreakdown({ ...nobody(), answers }).answers).toBeCloseTo(
      3 * Math.log(11) + 7 * Math.log(3),
      12,
    );
    expect(3 * Math.log(11) + 7 * Math.log(3)).toBeCloseTo(14.883972, 6);
  });

  it('rewards sustained reach over one viral post', () => {
    const steady = {
      ...nobody(),
      articles: Array.from({ length: 10 }, () => ({ likes: 30, stocks: 0 })),
    };
    const viral = { ...nobody(), articles: [{ likes: 30_000, stocks: 12_000 }] };
    // 10 · ln 31 = 34.339872 against ln 301 = 5.707110
    expect(influenceValue(steady)).toBeCloseTo(34.33987204485146, 12);
    expect(influenceValue(viral)).toBeCloseTo(5.707110264748875, 12);
  });

  it('counts only the top 10 articles, 5 repositories, 5 decks and 10 talks', () => {
    const many = {
      ...nobody(),
      articles: Array.from({ length: 12 }, (_, i) => ({ likes: i + 1, stocks: 0 })),
      repos_owned_stars: [1, 2, 3, 4, 5, 6, 7],
      slides: Array.from({ length: 7 }, (_, i) => ({ views: 0, stars: i + 1 })),
      talks: 15,
    };
    const result = influenceBreakdown(many);
    // top 10 articles: likes 3..12 → Σ ln(4..13)
    let expected = 0;
    for (let n = 3; n <= 12; n++) expected += Math.log1p(n);
    expect(result.articles).toBeCloseTo(expected, 12);
    // top 5 repos and decks: 3..7 → Σ ln(4..8)
    let five = 0;
    for (let n = 3; n <= 7; n++) five += Math.log1p(n);
    expect(result.repos).toBeCloseTo(five, 12);
    expect(result.slides).toBeCloseTo(five, 12);
    expect(result.talks).toBeCloseTo(10 * Math.log(31), 12);
  });

  it('caps every item so no single number dominates', () => {
    expect(itemValue(10_000_000)).toBe(itemValue(INFLUENCE.itemCap));
    const huge = {
      ...nobody(),
      repos_owned_stars: [1_000_000],
      slides: [{ views: 10_000_000, stars: 50_000 }],
      followers: { github: 10_000_000, qiita: 0, zenn: 0, note: 0 },
    };
    const result = influenceBreakdown(huge);
    expect(result.repos).toBeCloseTo(Math.log(301), 12);
    expect(result.slides).toBeCloseTo(Math.log(301), 12);
    expect(result.followers).toBeCloseTo(0.5 * Math.log(10_001), 12);
  });

  it('counts a reader who both likes and stocks once', () => {
    const both = { ...nobody(), articles: [{ likes: 40, stocks: 40 }] };
    const likesOnly = { ...nobody(), articles: [{ likes: 40, stocks: 0 }] };
    expect(influenceValue(both)).toBe(influenceValue(likesOnly));
  });
});

describe('influenceScore', () => {
  it('is normalised like the tech axes', () => {
    const person = { ...nobody(), talks: 1 }; // ln 31 = 3.433987
    const population = [0, 1, 2, 5, 8];
    expect(influenceScore(person, population)).toEqual(normalise(Math.log(31), population));
    expect(influenceScore(person, population, { is_reference_person: true })).toEqual(
      normalise(Math.log(31), population, { is_reference_person: true }),
    );
  });
});
