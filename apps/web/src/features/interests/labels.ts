import type { InterestReactionLevel, ReactionCompletedResult } from '@kiseki/contract/interests';

/*
 * zod-free copies of the contract's interest labels (packages/contract/src/interests.ts keeps
 * them beside its schemas, so importing a value from there would bring zod into these
 * screens, /reaction_completed being someone's first visit from a mail). labels.test.ts
 * checks that they agree with the contract.
 */

export const INTEREST_REACTION_LEVELS = [
  1, 2, 3,
] as const satisfies readonly InterestReactionLevel[];

export const INTEREST_REACTION_LABELS: Readonly<Record<InterestReactionLevel, string>> = {
  1: '興味がある',
  2: '話を聞きたい',
  3: '今は見送る',
};

export const REACTION_COMPLETED_RESULTS = [
  'ok',
  'invalid',
  'expired',
  'not_found',
  'error',
] as const satisfies readonly ReactionCompletedResult[];

export const REACTION_COMPLETED_MESSAGES: Readonly<Record<ReactionCompletedResult, string>> = {
  ok: '回答を企業に伝えました。',
  invalid:
    'リンクが正しくないため、回答は記録されませんでした。メールのリンクをそのまま開くか、興味通知の画面から回答してください。',
  expired:
    'リンクの有効期限が切れているため、回答は記録されませんでした。興味通知の画面から回答してください。',
  not_found: 'この興味通知は見つかりませんでした。回答は記録されていません。',
  error: '回答を記録できませんでした。時間をあけて、興味通知の画面から回答してください。',
};

export const parseReactionLevel = (value: string | null): InterestReactionLevel | undefined =>
  INTEREST_REACTION_LEVELS.find((level) => String(level) === value);

/** An unknown or missing result is a link that was not ours: it reads as invalid. */
export const parseReactionResult = (value: string | null): ReactionCompletedResult =>
  REACTION_COMPLETED_RESULTS.find((result) => result === value) ?? 'invalid';
