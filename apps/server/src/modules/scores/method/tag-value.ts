/**
 * The tag-count raw value of the published method (lapras-inc/lapras-score-v2,
 * calculate_raw_e_score_v2_detail.py, `calculate_raw_e_score_v2_detail`): the number of skill
 * tags, taken as it is (a float in the published signature).
 */
export function tagCountValue(tagCount: number): number {
  return tagCount;
}
