/** Japanese text of the job cards and marks, shared by the job and company screens. */
export const jobsUiJa = {
  applied: '応募済み',
  reacted: '興味あり',
  closed: '募集終了',
  markers: 'この求人の状態',
  facts: '求人の条件',
  workStyle: '働き方',
  location: '勤務地',
  employmentType: '雇用形態',
  businessType: '事業形態',
  positions: '職種',
  techStack: '技術スタック',
  moreTags: (count: number) => `他${count}件`,
} as const;
