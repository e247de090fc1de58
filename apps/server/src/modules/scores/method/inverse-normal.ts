/**
 * Inverse of the standard normal cumulative distribution function (the quantile function,
 * "probit"), by Wichura's algorithm AS 241 (PPND16): M. J. Wichura, "Algorithm AS 241: The
 * Percentage Points of the Normal Distribution", Applied Statistics 37(3), 1988, pp. 477-484.
 *
 * Three rational approximations, each a ratio of two degree-7 polynomials:
 * - central region |p - 0.5| <= 0.425: in r = 0.180625 - q², q = p - 0.5, result q·A(r)/B(r);
 * - tails, with r = sqrt(-ln(min(p, 1 - p))): for r <= 5 in (r - 1.6) by C/D, beyond in
 *   (r - 5) by E/F (down to p ≈ 1e-300); the sign follows q.
 * The paper gives a relative accuracy of about 1e-16, which is what double precision holds.
 * The published method uses scipy's `stats.norm.ppf` here; both agree to within a few units
 * in the last place, far below anything a score shows.
 */

const SPLIT_CENTRAL = 0.425;
const SPLIT_TAIL = 5;
const CENTRAL_SHIFT = 0.180625; // 0.425²
const TAIL_SHIFT = 1.6;

// Coefficients from the paper (given there to 20 digits), lowest degree first, written as
// the shortest decimals that round to the same doubles.
const A = [
  3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
  67265.7709270087, 33430.57558358813, 2509.0809287301227,
] as const;
const B = [
  1, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
  28729.085735721943, 5226.495278852854,
] as const;
const C = [
  1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
  0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
] as const;
const D = [
  1, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008,
  0.015198666563616457, 0.0005475938084995345, 1.0507500716444169e-9,
] as const;
const E = [
  6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487,
  0.026532189526576124, 0.0012426609473880784, 2.7115555687434876e-5, 2.0103343992922881e-7,
] as const;
const F = [
  1, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
  1.8463183175100548e-5, 1.421511758316446e-7, 2.0442631033899397e-15,
] as const;

/** Horner evaluation of a polynomial whose coefficients are given lowest degree first. */
function polynomial(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let i = coefficients.length - 1; i >= 0; i--) value = value * x + coefficients[i]!;
  return value;
}

/**
 * The z with Φ(z) = p. Returns -Infinity at 0, +Infinity at 1 and NaN outside [0, 1] or for
 * NaN, like scipy's `norm.ppf`.
 */
export function inverseNormalCdf(p: number): number {
  if (Number.isNaN(p) || p < 0 || p > 1) return Number.NaN;
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  const q = p - 0.5;
  if (Math.abs(q) <= SPLIT_CENTRAL) {
    const r = CENTRAL_SHIFT - q * q;
    return (q * polynomial(A, r)) / polynomial(B, r);
  }
  let r = Math.sqrt(-Math.log(q < 0 ? p : 1 - p));
  let z: number;
  if (r <= SPLIT_TAIL) {
    r -= TAIL_SHIFT;
    z = polynomial(C, r) / polynomial(D, r);
  } else {
    r -= SPLIT_TAIL;
    z = polynomial(E, r) / polynomial(F, r);
  }
  return q < 0 ? -z : z;
}
