import { jobPagingSchema } from './jobs';
import { ANNUAL_SALARY_MAX_MAN_YEN } from './master/job-conditions';
import { multilineText } from './text';
import { z } from './zod';

/*
 * Issue 10, message threads between a company and a person: the person's /messages screens,
 * the console's threads, scouts and dashboard. Wire keys snake_case, times epoch seconds,
 * salaries annual in whole 万円. Names here carry a thread or scout prefix: every contract
 * module is re-exported from one index.
 */

const epoch = z.number().int();
/** An id in a body: positive and within PostgreSQL's integer, so a huge one is a 400. */
const bodyId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

/** A message body's length bounds, counted after trimming. */
export const THREAD_MESSAGE_MAX_LENGTH = 5000;
/** The optional free text of a decline. */
export const THREAD_DECLINE_NOTE_MAX_LENGTH = 500;
/** The console flags a thread whose person has waited this long for the company's answer. */
export const THREAD_AWAITING_REPLY_FLAG_DAYS = 14;
/** A company message is mailed this long after it arrives, with any that follow it. */
export const THREAD_MAIL_BATCH_DELAY_MINUTES = 10;
/** The person's /messages list shows this many threads, most recent first. */
export const THREAD_LIST_LIMIT = 100;
/** The console's thread list, per page. */
export const COMPANY_THREAD_LIST_PER_PAGE = 50;
/** One thread answers at most this many messages, the newest, oldest first. */
export const THREAD_MESSAGES_LIMIT = 1000;
/** A list's preview of the last message, in characters. */
export const THREAD_PREVIEW_LENGTH = 100;

export const THREAD_STATUSES = ['open', 'closed', 'declined'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];
export const THREAD_STATUS_LABELS: Record<ThreadStatus, string> = {
  open: 'やり取り中',
  closed: '終了',
  declined: '辞退',
};

export const THREAD_ORIGINS = ['interest', 'scout'] as const;
export type ThreadOrigin = (typeof THREAD_ORIGINS)[number];
export const THREAD_ORIGIN_LABELS: Record<ThreadOrigin, string> = {
  interest: '気になるへの反応から',
  scout: 'スカウト',
};

/** Why a person declines, one click each; the company sees the label. */
export const THREAD_DECLINE_REASONS = [
  'not_job_hunting',
  'salary_mismatch',
  'job_mismatch',
  'work_style_mismatch',
  'company_mismatch',
  'other',
] as const;
export type ThreadDeclineReason = (typeof THREAD_DECLINE_REASONS)[number];
export const THREAD_DECLINE_REASON_LABELS: Record<ThreadDeclineReason, string> = {
  not_job_hunting: '今は転職を考えていない',
  salary_mismatch: '年収・待遇が希望と合わない',
  job_mismatch: '仕事内容・職種が希望と合わない',
  work_style_mismatch: '勤務地・働き方が希望と合わない',
  company_mismatch: '企業・事業に興味が持てない',
  other: 'その他',
};

/** Messages of the thread endpoints that forms and notifications show as they are. */
export const THREAD_MESSAGES = {
  bodyRequired: 'メッセージを入力してください。',
  bodyTooLong: `メッセージは${THREAD_MESSAGE_MAX_LENGTH.toLocaleString('en-US')}文字以内で入力してください。`,
  personRequired: '送信先の方を指定してください。',
  jobRequired: 'スカウトする求人を選んでください。',
  jobNotPublished: '公開中の自社の求人を選んでください。',
  salaryRequired: '提示年収（万円）を入力してください。',
  salaryMinPositive: '提示年収の下限は1万円以上で入力してください。',
  salaryTooHigh: `提示年収は${ANNUAL_SALARY_MAX_MAN_YEN.toLocaleString('en-US')}万円以下で入力してください。`,
  salaryRangeOrder: '提示年収の上限は下限以上で入力してください。',
  declineReasonRequired: '辞退の理由を選んでください。',
  declineNoteTooLong: `辞退の理由は${THREAD_DECLINE_NOTE_MAX_LENGTH}文字以内で入力してください。`,
  noPositiveReaction:
    'この方は貴社の「気になる」に「興味あり」または「話を聞きたい」と反応していないため、メッセージを始められません。スカウトを送ってください。',
  threadExists:
    'この方とのメッセージスレッドがすでにあります。新しく始めず、そのスレッドからお送りください。',
  threadEnded: 'このスレッドは終了しているため、メッセージを送れません。',
  threadDeclined: 'このスレッドは辞退されています。',
  threadClosed: 'このスレッドはすでに終了しています。',
} as const;

/**
 * A template scout's refusal: `similarityPercent` of the draft was already sent, by the same
 * recruiter, to someone else (decision 015).
 */
export const templateScoutMessage = (similarityPercent: number): string =>
  `過去に別の方へ送ったスカウトと${similarityPercent}%同じ内容です。この方に向けた内容に書き直してください。`;

const messageBody = multilineText({ error: THREAD_MESSAGES.bodyRequired })
  .trim()
  .min(1, THREAD_MESSAGES.bodyRequired)
  .max(THREAD_MESSAGE_MAX_LENGTH, THREAD_MESSAGES.bodyTooLong);

/** POST …/threads/{id}/messages, both sides. */
export const threadMessageRequestSchema = z.object({ body: messageBody });
export type ThreadMessageRequest = z.infer<typeof threadMessageRequestSchema>;

/** POST /api/company/threads: a thread with a person who reacted to the company's interest. */
export const threadStartRequestSchema = z.object({
  user_id: bodyId(THREAD_MESSAGES.personRequired),
  body: messageBody,
});
export type ThreadStartRequest = z.infer<typeof threadStartRequestSchema>;

const salary = z
  .number({ error: THREAD_MESSAGES.salaryRequired })
  .int(THREAD_MESSAGES.salaryRequired)
  .min(1, THREAD_MESSAGES.salaryMinPositive)
  .max(ANNUAL_SALARY_MAX_MAN_YEN, THREAD_MESSAGES.salaryTooHigh);

/** POST /api/company/scouts: names one of the company's published jobs and a salary range. */
export const scoutRequestSchema = z
  .object({
    user_id: bodyId(THREAD_MESSAGES.personRequired),
    job_description_id: bodyId(THREAD_MESSAGES.jobRequired),
    salary_min: salary,
    salary_max: salary,
    body: messageBody,
  })
  .refine((v) => v.salary_min <= v.salary_max, {
    path: ['salary_max'],
    message: THREAD_MESSAGES.salaryRangeOrder,
  });
export type ScoutRequest = z.infer<typeof scoutRequestSchema>;

/** POST /api/threads/{id}/decline: a reason code, and words of the person's own if they like. */
export const threadDeclineRequestSchema = z.object({
  reason: z.enum(THREAD_DECLINE_REASONS, { error: THREAD_MESSAGES.declineReasonRequired }),
  note: multilineText()
    .trim()
    .max(THREAD_DECLINE_NOTE_MAX_LENGTH, THREAD_MESSAGES.declineNoteTooLong)
    .optional(),
});
export type ThreadDeclineRequest = z.infer<typeof threadDeclineRequestSchema>;

/** GET …/threads/{id}/messages?after_id=: what the open screen polls for. */
export const threadMessagesQuerySchema = z.object({
  after_id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

/** GET /api/company/threads?page= */
export const companyThreadListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(500).default(1),
});

export const threadMessageSchema = z.object({
  id: z.number().int(),
  /** Who wrote it: the company (a recruiter) or the person. */
  side: z.enum(['company', 'person']),
  /** The recruiter's name on company messages; null on the person's and a departed recruiter's. */
  sender_name: z.string().nullable(),
  body: z.string(),
  created_at: epoch,
});
export type ThreadMessageWire = z.infer<typeof threadMessageSchema>;

const lastMessageSchema = z
  .object({
    side: z.enum(['company', 'person']),
    /** The first THREAD_PREVIEW_LENGTH characters, on one line. */
    preview: z.string(),
    created_at: epoch,
  })
  .nullable();

const threadJobSchema = z.object({ id: z.number().int(), title: z.string() }).nullable();
const threadCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_color: z.string(),
  logo_url: z.string().nullable(),
});
const scoutOfferSchema = z
  .object({ salary_min: z.number().int(), salary_max: z.number().int() })
  .nullable();

/** One thread as the person's /messages list shows it. */
export const threadSummarySchema = z.object({
  id: z.number().int(),
  company: threadCompanySchema,
  /** The job the interest or scout named, when it still exists. */
  job: threadJobSchema,
  origin: z.enum(THREAD_ORIGINS),
  status: z.enum(THREAD_STATUSES),
  last_message: lastMessageSchema,
  last_message_at: epoch,
  /** Spec section 9's label of last_message_at, by the server's clock. */
  relative_time_label: z.string(),
  /** A company message newer than the person's read mark. */
  unread: z.boolean(),
});
export type ThreadSummaryWire = z.infer<typeof threadSummarySchema>;

export const threadListResponseSchema = z.object({ threads: z.array(threadSummarySchema) });

/** One thread for the person: the summary, the scout's offer, and the messages oldest first. */
export const threadDetailResponseSchema = z.object({
  thread: threadSummarySchema.extend({
    /** The scout's salary range (万円); null for a thread opened from an interest. */
    scout_offer: scoutOfferSchema,
    decline_reason: z.enum(THREAD_DECLINE_REASONS).nullable(),
  }),
  messages: z.array(threadMessageSchema),
});
export type ThreadDetailWire = z.infer<typeof threadDetailResponseSchema>;

/** Messages newer than after_id, oldest first, with the thread's status (it may have ended). */
export const threadNewMessagesResponseSchema = z.object({
  messages: z.array(threadMessageSchema),
  status: z.enum(THREAD_STATUSES),
});

export const threadMessageResponseSchema = z.object({ message: threadMessageSchema });

/** After close, decline or read: the thread's state as it now is. */
export const threadStateResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(THREAD_STATUSES),
  decline_reason: z.enum(THREAD_DECLINE_REASONS).nullable(),
});

const companyPersonSchema = z.object({ user_id: z.number().int(), display_name: z.string() });

/** One thread as the console lists it. */
export const companyThreadSummarySchema = z.object({
  id: z.number().int(),
  person: companyPersonSchema,
  job: threadJobSchema,
  origin: z.enum(THREAD_ORIGINS),
  status: z.enum(THREAD_STATUSES),
  decline_reason: z.enum(THREAD_DECLINE_REASONS).nullable(),
  last_message: lastMessageSchema,
  last_message_at: epoch,
  /** The person's messages newer than the company's read mark. */
  unread_count: z.number().int().min(0),
  /**
   * Whole days since the oldest of the person's messages the company has not answered, in an
   * open thread; null when the company spoke last.
   */
  awaiting_reply_days: z.number().int().min(0).nullable(),
});
export type CompanyThreadSummaryWire = z.infer<typeof companyThreadSummarySchema>;

export const companyThreadListResponseSchema = z.object({
  threads: z.array(companyThreadSummarySchema),
  paging: jobPagingSchema,
});

export const companyThreadDetailResponseSchema = z.object({
  thread: companyThreadSummarySchema.extend({ scout_offer: scoutOfferSchema }),
  messages: z.array(threadMessageSchema),
});
export type CompanyThreadDetailWire = z.infer<typeof companyThreadDetailResponseSchema>;

/** A thread made by POST /api/company/threads or /api/company/scouts. */
export const threadCreatedResponseSchema = z.object({
  thread_id: z.number().int(),
  message: threadMessageSchema,
});

/** GET /api/company/dashboard. Rates are whole percents, null while nothing was sent. */
export const companyDashboardResponseSchema = z.object({
  interests: z.object({
    sent_last_30_days: z.number().int().min(0),
    sent_total: z.number().int().min(0),
    /** Interests the person reacted to, at any level. */
    reacted_total: z.number().int().min(0),
    reaction_rate_percent: z.number().int().min(0).max(100).nullable(),
  }),
  scouts: z.object({
    sent_last_30_days: z.number().int().min(0),
    sent_total: z.number().int().min(0),
    /** Scouts whose person wrote back at least once (declining without a word is no reply). */
    replied_total: z.number().int().min(0),
    reply_rate_percent: z.number().int().min(0).max(100).nullable(),
  }),
  threads: z.object({
    open_count: z.number().int().min(0),
    /** Open threads whose person has waited THREAD_AWAITING_REPLY_FLAG_DAYS or more, longest first. */
    awaiting_reply: z.array(
      z.object({
        thread_id: z.number().int(),
        person: companyPersonSchema,
        waiting_since: epoch,
        waiting_days: z.number().int().min(0),
      }),
    ),
  }),
});
export type CompanyDashboardWire = z.infer<typeof companyDashboardResponseSchema>;
