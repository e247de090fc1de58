/**
 * Small numeric helpers shared by the value functions. They keep the order of floating point
 * operations of the published Python (numpy) code. Results then agree with the published code
 * to within about 1e-15 (relative), and exactly in most cases: V8's Math.log and `**` are not
 * always correctly rounded, so a last-bit difference remains possible. Values computed by this
 * code for equal activity are always exactly equal, which is what exact rank ties need.
 */

const PAIRWISE_BLOCK = 128;

/**
 * Sum of a list in numpy's order (`numpy.sum` on a float array: pairwise summation, blocks of
 * up to 128 added with eight running partial sums). Plain left-to-right for fewer than 8.
 */
export function pairwiseSum(values: readonly number[]): number {
  return pairwiseRange(values, 0, values.length);
}

function pairwiseRange(values: readonly number[], start: number, length: number): number {
  if (length < 8) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += values[start + i]!;
    return sum;
  }
  if (length <= PAIRWISE_BLOCK) {
    const partial = values.slice(start, start + 8);
    const whole = length - (length % 8);
    let i = 8;
    for (; i < whole; i += 8) {
      for (let j = 0; j < 8; j++) partial[j]! += values[start + i + j]!;
    }
    const [r0, r1, r2, r3, r4, r5, r6, r7] = partial as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    let sum = r0 + r1 + (r2 + r3) + (r4 + r5 + (r6 + r7));
    for (; i < length; i++) sum += values[start + i]!;
    return sum;
  }
  let half = Math.floor(length / 2);
  half -= half % 8;
  return pairwiseRange(values, start, half) + pairwiseRange(values, start + half, length - half);
}

/** Product of a list, left to right; 1 for an empty list (numpy.prod of nothing is 1.0). */
export function product(values: readonly number[]): number {
  let result = 1;
  for (const value of values) result *= value;
  return result;
}

/** log base 10 the way Python's `math.log(x, 10)` computes it: ln(x) / ln(10). */
export function log10AsPython(x: number): number {
  return Math.log(x) / Math.LN10;
}
