import { describe, expect, it } from 'vitest';
import { inverseNormalCdf } from './inverse-normal';

// Reference quantiles of the standard normal distribution (tables; scipy.stats.norm.ppf).
const KNOWN: [p: number, z: number][] = [
  [0.5, 0],
  [0.975, 1.959963984540054],
  [0.025, -1.959963984540054],
  [0.001, -3.090232306167813],
  [0.999, 3.090232306167813],
  [0.8413447460685429, 1], // Φ(1)
  [0.1, -1.2815515655446004],
  [0.4, -0.2533471031357997],
  [0.07, -1.4757910281791706], // just outside the central region (|p - 0.5| > 0.425)
  [1e-10, -6.361340902404056], // tail, r = sqrt(-ln p) ≈ 4.80 <= 5
  [1e-300, -37.0470962993612], // far tail, r ≈ 26.3 > 5
];

describe('inverseNormalCdf (Wichura AS 241)', () => {
  it.each(KNOWN)('Φ⁻¹(%s) = %s', (p, z) => {
    expect(inverseNormalCdf(p)).toBeCloseTo(z, 12);
  });

  it('is exactly 0 at 0.5 and the brief quantiles to six decimals', () => {
    expect(inverseNormalCdf(0.5)).toBe(0);
    expect(inverseNormalCdf(0.975)).toBeCloseTo(1.959964, 6);
    expect(inverseNormalCdf(0.001)).toBeCloseTo(-3.090232, 6);
  });

  it('is odd around 0.5 and increasing', () => {
    let previous = Number.NEGATIVE_INFINITY;
    for (let i = 1; i < 1000; i++) {
      const p = i / 1000;
      const z = inverseNormalCdf(p);
      expect(z).toBeGreaterThan(previous);
      expect(z).toBeCloseTo(-inverseNormalCdf(1 - p), 9);
      previous = z;
    }
  });

  it('gives infinities at the ends and NaN outside [0, 1]', () => {
    expect(inverseNormalCdf(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(inverseNormalCdf(1)).toBe(Number.POSITIVE_INFINITY);
    expect(inverseNormalCdf(-0.1)).toBeNaN();
    expect(inverseNormalCdf(1.1)).toBeNaN();
    expect(inverseNormalCdf(Number.NaN)).toBeNaN();
  });
});
