import type { CandidateSearchSortType } from '@kiseki/contract/candidate-search';
import type { HirabilityLevel } from '@kiseki/contract/career-rules';
import type { InterestReactionLevel } from '@kiseki/contract/interests';
import { SCORER_TYPES, TOTAL_SCORER_TYPE } from '@kiseki/contract/portfolio-rules';
import type { ThreadStatus } from '@kiseki/contract/threads';

/*
 * zod-free copies of the contract's engineer-search and interest constants
 * (packages/contract/src/candidate-search.ts and interests.ts build zod schemas at load time;
 * importing a value from them would bring zod with the screen, decision 006). Types come from
 * the contract, so a new key fails the build here; labels.test.ts checks every value.
 */

export const CANDIDATE_SEARCH_PER_PAGE = 20;
export const CANDIDATE_SEARCH_PAGE_MAX = 500;
export const CANDIDATE_SEARCH_KEYWORD_MAX_LENGTH = 100;
/** The server's bound on one repeated parameter's values. */
export const CANDIDATE_SEARCH_LIST_MAX = 50;
export const CANDIDATE_YEARS_MAX = 60;

export const CANDIDATE_SEARCH_SORT_TYPES = [
  'score_desc',
  'updated_at_desc',
] as const satisfies readonly CandidateSearchSortType[];
export const CANDIDATE_SEARCH_SORT_LABELS: Readonly<Record<CandidateSearchSortType, string>> = {
  score_desc: 'スコアが高い順',
  updated_at_desc: '更新が新しい順',
};

/** The scorer types a recruiter may filter and sort by, the total first. */
export const CANDIDATE_SCORE_TYPES = [TOTAL_SCORER_TYPE, ...SCORER_TYPES] as const;
export type CandidateScoreType = (typeof CANDIDATE_SCORE_TYPES)[number];

export const HIRABILITY_LEVELS = [
  'JOB_CHANGE',
  'WANT_TO_HEAR',
  'NO_JOB_CHANGE',
] as const satisfies readonly HirabilityLevel[];

/** The person's willingness as a recruiter reads it (the person chose it in the same words). */
export const HIRABILITY_LEVEL_LABELS: Readonly<Record<HirabilityLevel, string>> = {
  JOB_CHANGE: '転職したい',
  WANT_TO_HEAR: '良い話があれば聞きたい',
  NO_JOB_CHANGE: '今は転職を考えていない',
};

export const INTEREST_REACTION_LABELS: Readonly<Record<InterestReactionLevel, string>> = {
  1: '興味がある',
  2: '話を聞きたい',
  3: '今は見送る',
};

/** Reactions after which the company may start a thread (興味がある, 話を聞きたい). */
export const POSITIVE_REACTION_LEVELS: readonly number[] = [1, 2];

export const INTEREST_CANDIDATE_NOT_FOUND = 'エンジニアが見つかりませんでした。';

export const THREAD_MESSAGE_MAX_LENGTH = 5000;

export const THREAD_STATUS_LABELS: Readonly<Record<ThreadStatus, string>> = {
  open: 'やり取り中',
  closed: '終了',
  declined: '辞退',
};

/** The label of a reaction level as the wire carries it (a plain number); undefined for none. */
export const reactionLabel = (level: number | null | undefined): string | undefined =>
  level == null ? undefined : INTEREST_REACTION_LABELS[level as InterestReactionLevel];
