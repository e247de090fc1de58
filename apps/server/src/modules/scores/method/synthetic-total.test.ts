import { describe, expect, it } from 'vitest';
import { syntheticTotal } from './synthetic-total';

describe('syntheticTotal', () => {
  it('is 9/18 of each score', () => {
    // 0.5 · 3.4 + 0.5 · 2.6 = 1.7 + 1.3 = 3.0
    expect(syntheticTotal(3.4, 2.6)).toBeCloseTo(3, 14);
    expect(syntheticTotal(5, 5)).toBe(5);
  });

  it('counts a missing score as 0', () => {
    expect(syntheticTotal(4, null)).toBe(2);
    expect(syntheticTotal(null, 3)).toBe(1.5);
  });

  it('is null only when both are missing', () => {
    expect(syntheticTotal(null, null)).toBeNull();
  });
});
