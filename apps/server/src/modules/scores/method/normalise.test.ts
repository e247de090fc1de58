import { describe, expect, it } from 'vitest';
import { MIN_RAW_SCORE, normalise, normaliseFromRank, rankInfo } from './normalise';

const rank = (lower_count: number, higher_count: number, same_rank_count: number) => ({
  lower_count,
  higher_count,
  same_rank_count,
});

describe('rankInfo', () => {
  it('counts below, above and equal with exact comparisons', () => {
    expect(rankInfo(2, [1, 2, 2, 3, 0.5])).toEqual(rank(2, 1, 2));
    // 0.1 + 0.2 is not 0.3 in binary floating point: no epsilon, so no tie
    expect(rankInfo(0.3, [0.1 + 0.2])).toEqual(rank(0, 1, 0));
  });
});

describe('normaliseFromRank', () => {
  it('follows the published formula (the published example: 10 below, 20 above, 5 tied)', () => {
    // N = 36; e = 1 - 0.5 / ln 37 = 1 - 0.5 / 3.610918 = 0.861531
    // L' = 10 + 2.5 + 0.861531 = 13.361531; H' = 20 + 2.5 + 0.861531 = 23.361531
    // z = sign(H' - L') · Φ⁻¹(13.361531 / 36.723062) = +1 · Φ⁻¹(0.363846) = -0.348198
    // score = 3 + 0.5 · -0.348198 = 2.825901; percentile = 100 · (10 + 5) / 36 = 41.666667
    const result = normaliseFromRank(rank(10, 20, 5));
    expect(result.score).toBeCloseTo(2.8259010423617585, 12);
    expect(result.percentile).toBeCloseTo(41.666666666666664, 12);
  });

  it('is symmetric: more below lifts the score as much as more above lowers it', () => {
    // N = 5, e = 1 - 0.5 / ln 6 = 0.720945; L' = 4.720945, H' = 0.720945
    // Φ⁻¹(0.720945 / 5.441889) = Φ⁻¹(0.132481) = -1.114742 → score 3 ± 0.557371
    expect(normaliseFromRank(rank(4, 0, 0)).score).toBeCloseTo(3.5573707990160877, 12);
    expect(normaliseFromRank(rank(0, 4, 0)).score).toBeCloseTo(2.4426292009839123, 12);
    expect(normaliseFromRank(rank(4, 0, 0)).percentile).toBe(80);
    expect(normaliseFromRank(rank(0, 4, 0)).percentile).toBe(0);
  });

  it('shares ties half and half and counts them in the percentile', () => {
    // L=2, H=1, S=1: L' = 2 + 0.5 + 0.720945 = 3.220945, H' = 2.220945
    // Φ⁻¹(2.220945 / 5.441889) = Φ⁻¹(0.408120) = -0.232383 → sign -1 → z = 0.232383
    // score 3.116192; percentile 100 · (2 + 1) / 5 = 60
    const result = normaliseFromRank(rank(2, 1, 1));
    expect(result.score).toBeCloseTo(3.116191666864536, 12);
    expect(result.percentile).toBe(60);
    // all tied: L' = H' → sign 0 → exactly 3.0; percentile 100 · 4 / 5 = 80
    expect(normaliseFromRank(rank(0, 0, 4))).toEqual({ score: 3, percentile: 80 });
    expect(normaliseFromRank(rank(3, 3, 0))).toEqual({ score: 3, percentile: 300 / 7 });
  });

  it('gives 3.0 and percentile 0 against an empty population', () => {
    // N = 1, e = 1 - 0.5 / ln 2 = 0.278652 on both sides → z = 0
    expect(normaliseFromRank(rank(0, 0, 0))).toEqual({ score: 3, percentile: 0 });
  });

  it('clamps to 1 and 5', () => {
    // 100000 above: Φ⁻¹(0.956571 / 100001.913) = Φ⁻¹(9.5655e-6) = -4.2748 → 0.86 → 1
    expect(normaliseFromRank(rank(0, 100_000, 0)).score).toBe(1);
    expect(normaliseFromRank(rank(100_000, 0, 0)).score).toBe(5);
    expect(normaliseFromRank(rank(100_000, 0, 0)).percentile).toBeCloseTo(99.9990000099999, 10);
    // With 200 people the top is 4.305636, not 5 (Φ⁻¹(0.905719 / 200.811438) = -2.611273)
    expect(normaliseFromRank(rank(199, 0, 0)).score).toBeCloseTo(4.305636344186475, 12);
  });
});

describe('normalise', () => {
  const population = [0.5, 1, 2, 2, 3];

  it('gives nothing below 0.12', () => {
    expect(MIN_RAW_SCORE).toBe(0.12);
    expect(normalise(0.1199, population)).toBeNull();
    expect(normalise(0, [])).toBeNull();
    expect(normalise(0.12, population)).toEqual(normaliseFromRank(rank(0, 5, 0)));
  });

  it('ranks the raw value in the population', () => {
    expect(normalise(2, population)).toEqual(normaliseFromRank(rank(2, 1, 2)));
    expect(normalise(99, population)).toEqual(normaliseFromRank(rank(5, 0, 0)));
  });

  it('removes the reference person’s own tie, never below 0', () => {
    // A reference person with raw 2 finds themselves among the two 2s: S = 2 - 1 = 1
    const result = normalise(2, population, { is_reference_person: true });
    expect(result).toEqual(normaliseFromRank(rank(2, 1, 1)));
    // N = 5, percentile 100 · (2 + 1) / 5 = 60, score 3.116192 (as above)
    expect(result?.percentile).toBe(60);
    // No tie to remove: stays 0
    expect(normalise(2.5, population, { is_reference_person: true })).toEqual(
      normaliseFromRank(rank(4, 1, 0)),
    );
  });
});
