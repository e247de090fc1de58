/**
 * The synthetic total (scorer type 1000): 9/18 of the tech score (type 1) plus 9/18 of the
 * influence score (type 17). A missing score counts as 0, so someone with only a tech score
 * of 4.0 gets 2.0; null only when both are missing.
 */
export const TECH_SHARE = 9 / 18;
export const INFLUENCE_SHARE = 9 / 18;

export function syntheticTotal(score1: number | null, score17: number | null): number | null {
  if (score1 === null && score17 === null) return null;
  return TECH_SHARE * (score1 ?? 0) + INFLUENCE_SHARE * (score17 ?? 0);
}
