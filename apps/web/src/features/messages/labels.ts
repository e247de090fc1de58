import type { ThreadDeclineReason, ThreadOrigin, ThreadStatus } from '@kiseki/contract/threads';

/*
 * zod-free copies of the contract's thread labels and limits (packages/contract/src/
 * threads.ts keeps them beside its schemas; importing a value from there would bring zod
 * with the screen). labels.test.ts checks that they agree with the contract. Validation
 * itself uses the contract's schemas, loaded when a form is first used.
 */

export const THREAD_DECLINE_NOTE_MAX_LENGTH = 500;

export const THREAD_STATUS_LABELS: Readonly<Record<ThreadStatus, string>> = {
  open: 'やり取り中',
  closed: '終了',
  declined: '辞退',
};

export const THREAD_ORIGIN_LABELS: Readonly<Record<ThreadOrigin, string>> = {
  interest: '気になるへの反応から',
  scout: 'スカウト',
};

export const THREAD_DECLINE_REASONS = [
  'not_job_hunting',
  'salary_mismatch',
  'job_mismatch',
  'work_style_mismatch',
  'company_mismatch',
  'other',
] as const satisfies readonly ThreadDeclineReason[];

export const THREAD_DECLINE_REASON_LABELS: Readonly<Record<ThreadDeclineReason, string>> = {
  not_job_hunting: '今は転職を考えていない',
  salary_mismatch: '年収・待遇が希望と合わない',
  job_mismatch: '仕事内容・職種が希望と合わない',
  work_style_mismatch: '勤務地・働き方が希望と合わない',
  company_mismatch: '企業・事業に興味が持てない',
  other: 'その他',
};
