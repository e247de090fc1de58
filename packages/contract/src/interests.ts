import { CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH } from './career-rules';
import { multilineText } from './text';
import { z } from './zod';

/*
 * Issue 10, part C: a company's interest in a person (気になる), the person's reaction to it
 * (in the app or from the mail's one-click links), and career-update requests. Wire keys are
 * snake_case, times epoch seconds; labels of relative times come from the server's clock.
 */

const epoch = z.number().int();
const id = z.number().int().min(1);
/** Ids taken from a request: positive and within PostgreSQL's integer. */
const INT_MAX = 2_147_483_647;

/** How a person answers a company's interest: 1 興味がある, 2 話を聞きたい, 3 今は見送る. */
export const INTEREST_REACTION_LEVELS = [1, 2, 3] as const;
export type InterestReactionLevel = (typeof INTEREST_REACTION_LEVELS)[number];
export const INTEREST_REACTION_LABELS: Record<InterestReactionLevel, string> = {
  1: '興味がある',
  2: '話を聞きたい',
  3: '今は見送る',
};

/** A company marks interest again only this long after its previous mark notifies again. */
export const INTEREST_RENOTIFY_SECONDS = 24 * 60 * 60;
/** Lists answer the newest this many; nobody reads further down a notification list. */
export const INTEREST_LIST_LIMIT = 200;
export const CAREER_UPDATE_REQUEST_LIST_LIMIT = 200;

export const INTEREST_MESSAGES = {
  /** The same words for an unknown id and for a person hidden from the company. */
  candidateNotFound: 'エンジニアが見つかりませんでした。',
  jobNotFound: '自社の公開中の求人を選んでください。',
  interestNotFound: '興味通知が見つかりませんでした。',
  reactionLevelInvalid: '「興味がある」「話を聞きたい」「今は見送る」のいずれかを選んでください。',
  careerRequestMessageRequired: 'メッセージを入力してください。',
  careerRequestMessageTooLong: `メッセージは${CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH}文字以内で入力してください。`,
  careerRequestAlreadyOpen:
    'この方には回答待ちの経歴更新リクエストがあります。回答または見送りがあるまで、新しいリクエストは送れません。',
  careerRequestNotFound: '経歴更新リクエストが見つかりませんでした。',
  careerRequestAlreadyResolved: 'この経歴更新リクエストはすでに対応済みです。',
} as const;

export const interestReactionLevelSchema = z.literal(INTEREST_REACTION_LEVELS, {
  error: INTEREST_MESSAGES.reactionLevelInvalid,
});

/** Where the mail's one-click link lands: /reaction_completed?result=…, by what happened. */
export const REACTION_COMPLETED_RESULTS = [
  'ok',
  'invalid',
  'expired',
  'not_found',
  'error',
] as const;
export type ReactionCompletedResult = (typeof REACTION_COMPLETED_RESULTS)[number];
export const REACTION_COMPLETED_MESSAGES: Record<ReactionCompletedResult, string> = {
  ok: '回答を企業に伝えました。',
  invalid:
    'リンクが正しくないため、回答は記録されませんでした。メールのリンクをそのまま開くか、興味通知の画面から回答してください。',
  expired:
    'リンクの有効期限が切れているため、回答は記録されませんでした。興味通知の画面から回答してください。',
  not_found: 'この興味通知は見つかりませんでした。回答は記録されていません。',
  error: '回答を記録できませんでした。時間をあけて、興味通知の画面から回答してください。',
};

// ---- company side ----

export const interestTargetParamsSchema = z.object({
  user_id: z.coerce.number().int().min(1).max(INT_MAX),
});

/** POST /api/company/candidates/{user_id}/interest; the route also takes no body at all. */
export const companyInterestRequestSchema = z.object({
  job_description_id: z
    .number({ error: INTEREST_MESSAGES.jobNotFound })
    .int(INTEREST_MESSAGES.jobNotFound)
    .min(1, INTEREST_MESSAGES.jobNotFound)
    .max(INT_MAX, INTEREST_MESSAGES.jobNotFound)
    .nullable()
    .optional(),
});
export type CompanyInterestRequest = z.infer<typeof companyInterestRequestSchema>;

const jobRefSchema = z.object({ id, title: z.string() });

/** An interest as the company sees it: whom, for which job, and how the person answered. */
export const companyInterestSchema = z.object({
  id,
  user_id: id,
  /** The name the person shows companies, as on the candidate pages. */
  display_name: z.string(),
  job_description: jobRefSchema.nullable(),
  created_at: epoch,
  relative_time_label: z.string(),
  reaction_level: interestReactionLevelSchema.nullable(),
  reacted_at: epoch.nullable(),
});
export type CompanyInterestWire = z.infer<typeof companyInterestSchema>;

export const companyInterestResponseSchema = z.object({
  interest: companyInterestSchema,
  /**
   * Whether this mark told the person (a first mark, or one 24 hours or more after the last);
   * says nothing about mail, which follows the person's own settings.
   */
  notified: z.boolean(),
});
export const companyInterestListResponseSchema = z.object({
  interests: z.array(companyInterestSchema),
});

export const careerUpdateRequestBodySchema = z.object({
  message: multilineText({ error: INTEREST_MESSAGES.careerRequestMessageRequired })
    .trim()
    .min(1, INTEREST_MESSAGES.careerRequestMessageRequired)
    .max(CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH, INTEREST_MESSAGES.careerRequestMessageTooLong),
});
export type CareerUpdateRequestBody = z.infer<typeof careerUpdateRequestBodySchema>;

export const CAREER_UPDATE_REQUEST_RESOLUTIONS = ['answered', 'dismissed'] as const;
export type CareerUpdateRequestResolution = (typeof CAREER_UPDATE_REQUEST_RESOLUTIONS)[number];
export const CAREER_UPDATE_REQUEST_RESOLUTION_LABELS: Record<
  CareerUpdateRequestResolution,
  string
> = { answered: '対応済み', dismissed: '見送り' };

/** A career-update request as the company that sent it sees it. */
export const companyCareerUpdateRequestSchema = z.object({
  id,
  user_id: id,
  /** The name the person shows companies, as on the candidate pages. */
  display_name: z.string(),
  message: z.string(),
  created_at: epoch,
  relative_time_label: z.string(),
  resolved_at: epoch.nullable(),
  resolution: z.enum(CAREER_UPDATE_REQUEST_RESOLUTIONS).nullable(),
});
export const companyCareerUpdateRequestResponseSchema = z.object({
  career_update_request: companyCareerUpdateRequestSchema,
});
export const companyCareerUpdateRequestListResponseSchema = z.object({
  career_update_requests: z.array(companyCareerUpdateRequestSchema),
});

// ---- engineer side ----

export const interestIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(INT_MAX),
});
export const careerUpdateRequestIdParamsSchema = interestIdParamsSchema;

/** The company as a notification shows it; logo_url null shows the mark in logo_color. */
export const notifyingCompanySchema = z.object({
  id,
  name: z.string(),
  logo_url: z.string().nullable(),
  logo_color: z.string(),
});

export const candidateInterestSchema = z.object({
  id,
  company: notifyingCompanySchema,
  job_description: jobRefSchema.nullable(),
  created_at: epoch,
  relative_time_label: z.string(),
  reaction_level: interestReactionLevelSchema.nullable(),
  reacted_at: epoch.nullable(),
});
export type CandidateInterestWire = z.infer<typeof candidateInterestSchema>;

export const candidateInterestListResponseSchema = z.object({
  candidate_interests: z.array(candidateInterestSchema),
});
export const candidateInterestResponseSchema = z.object({
  candidate_interest: candidateInterestSchema,
});
export const interestReactionRequestSchema = z.object({
  reaction_level: interestReactionLevelSchema,
});

export const careerUpdateRequestSchema = z.object({
  id,
  company: notifyingCompanySchema,
  message: z.string(),
  created_at: epoch,
  relative_time_label: z.string(),
  resolved_at: epoch.nullable(),
  resolution: z.enum(CAREER_UPDATE_REQUEST_RESOLUTIONS).nullable(),
});
export type CareerUpdateRequestWire = z.infer<typeof careerUpdateRequestSchema>;
export const careerUpdateRequestListResponseSchema = z.object({
  career_update_requests: z.array(careerUpdateRequestSchema),
});
export const careerUpdateRequestResponseSchema = z.object({
  career_update_request: careerUpdateRequestSchema,
});
