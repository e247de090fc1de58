import { ACCOUNT_MESSAGES, DISPLAY_NAME_MAX_LENGTH, RESET_TOKEN_MAX_LENGTH } from './account-rules';
import { emailSchema, newPasswordSchema } from './accounts';
import { companyDetailResponseSchema, JOB_SEARCH_PAGE_MAX, jobPagingSchema } from './jobs';
import {
  ANNUAL_SALARY_MAX_MAN_YEN,
  EMPLOYMENT_TYPE_KEYS,
  employmentTypeSchema,
  type JOB_DESCRIPTION_STATUSES,
  jobDescriptionStatusSchema,
  WORK_STYLE_KEYS,
  workStyleSchema,
} from './master/job-conditions';
import { JOB_POSITION_KEYS, jobPositionKeySchema } from './master/job-positions';
import { PREFECTURE_CODE_MAX, PREFECTURE_CODE_MIN } from './master/prefectures';
import { PREFERRED_CONDITIONS, preferredConditionsById } from './master/preferred-conditions';
import { techTagGroupSchema, techTagsById } from './master/tech-tags';
import { multilineText, singleLineText } from './text';
import { z } from './zod';

/*
 * The company console (issue 10): the company's profile, its job descriptions (draft,
 * publish, close, reopen) and its recruiters (invitations by mail, members). Request schemas
 * validate on both sides (console forms and routes); messages are the ones shown next to the
 * field. Wire keys are snake_case, times epoch seconds, salaries annual in whole 万円.
 */

const epoch = z.number().int();

// ---------------------------------------------------------------------------------------
// Limits

export const COMPANY_NAME_MAX_LENGTH = 100;
export const COMPANY_DESCRIPTION_MAX_LENGTH = 4000;
export const COMPANY_INDUSTRY_MAX_LENGTH = 50;
export const COMPANY_URL_MAX_LENGTH = 500;
/** Bounds input (typos of an extra digit), not the market: the largest employers are below it. */
export const COMPANY_EMPLOYEE_COUNT_MAX = 1_000_000;
export const COMPANY_FOUNDED_YEAR_MIN = 1800;
export const COMPANY_STACK_TAGS_MAX = 30;

export const COMPANY_JOB_TITLE_MAX_LENGTH = 100;
/** The lead shown in lists and as the meta description: one line, a few sentences. */
export const COMPANY_JOB_SUMMARY_MAX_LENGTH = 300;
/** Each body section (仕事内容, 必須スキル …). */
export const COMPANY_JOB_SECTION_MAX_LENGTH = 10_000;
export const COMPANY_JOB_POSITIONS_MAX = 5;
export const COMPANY_JOB_TAGS_MAX = 20;
export const COMPANY_JOBS_PER_PAGE = 20;

export const COMPANY_INVITATION_TTL_DAYS = 7;
/** Open invitations a company may hold at once: a team, not a mailing list. */
export const COMPANY_PENDING_INVITATIONS_MAX = 50;

export const COMPANY_ROLES = ['admin', 'recruiter'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];
export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  admin: '管理者',
  recruiter: '採用担当者',
};

export const COMPANY_JOB_STATUS_LABELS: Record<(typeof JOB_DESCRIPTION_STATUSES)[number], string> =
  {
    draft: '下書き',
    published: '公開中',
    closed: '募集終了',
  };

/** 1000000 → 1,000,000, the same in every runtime (no locale data needed). */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const COMPANY_CONSOLE_MESSAGES = {
  companyNameRequired: '企業名を入力してください。',
  companyNameTooLong: `企業名は${COMPANY_NAME_MAX_LENGTH}文字以内で入力してください。`,
  descriptionRequired: '企業の紹介文を入力してください。',
  descriptionTooLong: `企業の紹介文は${COMPANY_DESCRIPTION_MAX_LENGTH}文字以内で入力してください。`,
  websiteUrlRequired: 'WebサイトのURLを入力してください。',
  websiteUrlInvalid: 'WebサイトのURLは http:// または https:// から始まる形式で入力してください。',
  logoUrlInvalid: 'ロゴ画像のURLは https:// から始まる形式で入力してください。',
  urlTooLong: `URLは${COMPANY_URL_MAX_LENGTH}文字以内で入力してください。`,
  industryRequired: '業界を入力してください。',
  industryTooLong: `業界は${COMPANY_INDUSTRY_MAX_LENGTH}文字以内で入力してください。`,
  employeeCountInvalid: `従業員数は1〜${grouped(COMPANY_EMPLOYEE_COUNT_MAX)}の整数で入力してください。`,
  foundedYearInvalid: `設立年は${COMPANY_FOUNDED_YEAR_MIN}年から今年までの西暦で入力してください。`,
  prefectureInvalid: '都道府県を選択してください。',
  locationInvalid: '拠点の都道府県が正しくありません。',
  locationsTooMany: '拠点の都道府県は47件以内で選択してください。',
  tagUnknown: '存在しない技術タグです。',
  stackTooMany: `技術スタックは${COMPANY_STACK_TAGS_MAX}個まで選択できます。`,

  jobTitleRequired: '求人タイトルを入力してください。',
  jobTitleTooLong: `求人タイトルは${COMPANY_JOB_TITLE_MAX_LENGTH}文字以内で入力してください。`,
  jobSummaryRequired: '求人の概要を入力してください。',
  jobSummaryTooLong: `求人の概要は${COMPANY_JOB_SUMMARY_MAX_LENGTH}文字以内で入力してください。`,
  jobDetailsRequired: '仕事内容を入力してください。',
  requiredSkillsRequired: '必須スキルを入力してください。',
  sectionTooLong: `${grouped(COMPANY_JOB_SECTION_MAX_LENGTH)}文字以内で入力してください。`,
  salaryRequired: '年収を万円単位の整数で入力してください。',
  salaryOutOfRange: `年収は1〜${grouped(ANNUAL_SALARY_MAX_MAN_YEN)}万円の範囲で入力してください。`,
  salaryRangeInverted: '年収の上限は下限以上にしてください。',
  workStyleRequired: '働き方を選択してください。',
  employmentTypeRequired: '雇用形態を選択してください。',
  businessTypeRequired: '事業形態を選択してください。',
  positionsRequired: '職種を1つ以上選択してください。',
  positionUnknown: '存在しない職種です。',
  positionsTooMany: `職種は${COMPANY_JOB_POSITIONS_MAX}個まで選択できます。`,
  tagsTooMany: `技術タグは${COMPANY_JOB_TAGS_MAX}個まで選択できます。`,
  preferredConditionUnknown: '存在しないこだわり条件です。',

  jobNotFound: 'この求人は見つかりませんでした。',
  publishClosed: '募集を終了した求人です。公開するには募集を再開してください。',
  closeDraft: '公開前の求人は募集を終了できません。',
  reopenDraft: 'まだ公開していない求人です。先に公開してください。',
  deletePublished: '公開したことのある求人は削除できません。募集を終了してください。',

  roleRequired: '権限を選択してください。',
  alreadyMember: 'このメールアドレスの方は、すでにこの企業の採用担当者です。',
  tooManyPendingInvitations: `未承諾の招待は${COMPANY_PENDING_INVITATIONS_MAX}件までです。不要な招待を取り消してから招待してください。`,
  invitationRateLimited:
    '招待メールの送信回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
  invitationNotFound: 'この招待は見つかりませんでした。',
  invitationInvalid: `招待リンクが無効か、有効期限（${COMPANY_INVITATION_TTL_DAYS}日間）が切れています。管理者に招待し直してもらってください。`,
  emailIsEngineer:
    'このメールアドレスはエンジニアのアカウントとして登録されているため、企業アカウントには使えません。管理者に別のメールアドレスで招待し直してもらってください。',
  emailIsRecruiter:
    'このメールアドレスはすでに企業アカウントとして登録されています。そのアカウントでログインしてください。',
  invitationAccepted: '招待を承諾しました。企業コンソールへようこそ。',
  invitationRevoked: '招待を取り消しました。',
  jobDeleted: '下書きを削除しました。',
} as const;
const M = COMPANY_CONSOLE_MESSAGES;

// ---------------------------------------------------------------------------------------
// Rules shared by the fields

/** An absolute URL with one of the protocols and a host; nothing else is linked from a page. */
export function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

const prefectureCode = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(PREFECTURE_CODE_MIN, message)
    .max(PREFECTURE_CODE_MAX, message);

const techTagId = z
  .number({ error: M.tagUnknown })
  .int(M.tagUnknown)
  .refine((id) => techTagsById.has(id), { message: M.tagUnknown });

// ---------------------------------------------------------------------------------------
// Company profile

/**
 * PUT /api/company/profile: the whole profile as the form holds it. logo_url null (or empty)
 * shows the generated mark; stack and locations are lists the company states itself, beside
 * what its jobs say. Duplicates in the lists are removed.
 */
export const companyProfileRequestSchema = z.object({
  name: singleLineText({ error: M.companyNameRequired })
    .trim()
    .min(1, M.companyNameRequired)
    .max(COMPANY_NAME_MAX_LENGTH, M.companyNameTooLong),
  description: multilineText({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(COMPANY_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong),
  website_url: singleLineText({ error: M.websiteUrlRequired })
    .trim()
    .min(1, M.websiteUrlRequired)
    .max(COMPANY_URL_MAX_LENGTH, M.urlTooLong)
    // Empty is the required message's case alone.
    .refine((v) => v === '' || isUrlWithProtocol(v, ['http:', 'https:']), {
      message: M.websiteUrlInvalid,
    }),
  /** https only: an http image on our https pages would be blocked or warned about. */
  logo_url: singleLineText({ error: M.logoUrlInvalid })
    .trim()
    .max(COMPANY_URL_MAX_LENGTH, M.urlTooLong)
    .refine((v) => v === '' || isUrlWithProtocol(v, ['https:']), { message: M.logoUrlInvalid })
    .nullable(),
  industry: singleLineText({ error: M.industryRequired })
    .trim()
    .min(1, M.industryRequired)
    .max(COMPANY_INDUSTRY_MAX_LENGTH, M.industryTooLong),
  employee_count: z
    .number({ error: M.employeeCountInvalid })
    .int(M.employeeCountInvalid)
    .min(1, M.employeeCountInvalid)
    .max(COMPANY_EMPLOYEE_COUNT_MAX, M.employeeCountInvalid),
  founded_year: z
    .number({ error: M.foundedYearInvalid })
    .int(M.foundedYearInvalid)
    .min(COMPANY_FOUNDED_YEAR_MIN, M.foundedYearInvalid)
    .refine((year) => year <= new Date().getFullYear(), { message: M.foundedYearInvalid }),
  /** The head office. */
  prefecture_code: prefectureCode(M.prefectureInvalid),
  stack_tag_ids: z
    .array(techTagId, { error: M.tagUnknown })
    .max(COMPANY_STACK_TAGS_MAX, M.stackTooMany),
  location_prefecture_codes: z
    .array(prefectureCode(M.locationInvalid), { error: M.locationInvalid })
    .max(PREFECTURE_CODE_MAX, M.locationsTooMany),
});
export type CompanyProfileRequest = z.infer<typeof companyProfileRequestSchema>;

export const companyProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  website_url: z.string(),
  logo_url: z.string().nullable(),
  /** The generated mark's colour, shown while logo_url is null. */
  logo_color: z.string(),
  industry: z.string(),
  employee_count: z.number().int(),
  founded_year: z.number().int(),
  prefecture_code: z.number().int(),
  stack_tag_ids: z.array(z.number().int()),
  location_prefecture_codes: z.array(z.number().int()),
  updated_at: epoch,
});
export type CompanyProfileWire = z.infer<typeof companyProfileSchema>;
export const companyProfileResponseSchema = z.object({ company: companyProfileSchema });

const stackTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group: techTagGroupSchema,
});

/**
 * GET /api/companies/{id} with what the console adds: the logo, the offices and the stack the
 * company states (`stated_stack`), beside `tech_stack`, the one its open jobs use.
 */
export const companyPageResponseSchema = companyDetailResponseSchema.extend({
  company: companyDetailResponseSchema.shape.company.extend({
    logo_url: z.string().nullable(),
    location_prefecture_codes: z.array(z.number().int()),
  }),
  stated_stack: z.array(stackTagSchema),
});
export type CompanyPageWire = z.infer<typeof companyPageResponseSchema>;

// ---------------------------------------------------------------------------------------
// Job descriptions

const requiredSection = (required: string) =>
  multilineText({ error: required })
    .trim()
    .min(1, required)
    .max(COMPANY_JOB_SECTION_MAX_LENGTH, M.sectionTooLong);
/** May be left empty, but the key is sent: a PUT replaces the whole posting. */
const optionalSection = () =>
  multilineText().trim().max(COMPANY_JOB_SECTION_MAX_LENGTH, M.sectionTooLong);

const salary = z
  .number({ error: M.salaryRequired })
  .int(M.salaryRequired)
  .min(1, M.salaryOutOfRange)
  .max(ANNUAL_SALARY_MAX_MAN_YEN, M.salaryOutOfRange);

/**
 * POST (a new draft) and PUT /api/company/job_descriptions/{id}: every field that search,
 * the job page and suggestions read. Positions are keys as in the search's `positions[]`;
 * tag ids are those of the search's four tag filters, any group. Duplicates are removed.
 */
export const companyJobDescriptionRequestSchema = z
  .object({
    title: singleLineText({ error: M.jobTitleRequired })
      .trim()
      .min(1, M.jobTitleRequired)
      .max(COMPANY_JOB_TITLE_MAX_LENGTH, M.jobTitleTooLong),
    summary: singleLineText({ error: M.jobSummaryRequired })
      .trim()
      .min(1, M.jobSummaryRequired)
      .max(COMPANY_JOB_SUMMARY_MAX_LENGTH, M.jobSummaryTooLong),
    /** 仕事内容 */
    job_details: requiredSection(M.jobDetailsRequired),
    /** 必須スキル */
    required_skills: requiredSection(M.requiredSkillsRequired),
    /** 歓迎スキル */
    welcome_skills: optionalSection(),
    /** 開発環境 */
    development_environment: optionalSection(),
    /** 働き方 */
    working_conditions: optionalSection(),
    annual_salary_min: salary,
    annual_salary_max: salary,
    prefecture_code: prefectureCode(M.prefectureInvalid),
    work_style: z.enum(WORK_STYLE_KEYS, { error: M.workStyleRequired }),
    employment_type: z.enum(EMPLOYMENT_TYPE_KEYS, { error: M.employmentTypeRequired }),
    business_type: z.literal([1, 2, 3], { error: M.businessTypeRequired }),
    positions: z
      .array(z.enum(JOB_POSITION_KEYS, { error: M.positionUnknown }), {
        error: M.positionsRequired,
      })
      .min(1, M.positionsRequired)
      .max(COMPANY_JOB_POSITIONS_MAX, M.positionsTooMany),
    tag_ids: z.array(techTagId, { error: M.tagUnknown }).max(COMPANY_JOB_TAGS_MAX, M.tagsTooMany),
    preferred_condition_ids: z
      .array(
        z
          .number({ error: M.preferredConditionUnknown })
          .int(M.preferredConditionUnknown)
          .refine((id) => preferredConditionsById.has(id), {
            message: M.preferredConditionUnknown,
          }),
        { error: M.preferredConditionUnknown },
      )
      .max(PREFERRED_CONDITIONS.length, M.preferredConditionUnknown),
  })
  .refine((v) => v.annual_salary_min <= v.annual_salary_max, {
    path: ['annual_salary_max'],
    message: M.salaryRangeInverted,
  });
export type CompanyJobDescriptionRequest = z.infer<typeof companyJobDescriptionRequestSchema>;

/** A job as the console lists it: what it is, where it stands, and how people responded. */
export const companyJobDescriptionListItemSchema = z.object({
  job_description_id: z.number().int(),
  status: jobDescriptionStatusSchema,
  title: z.string(),
  summary: z.string(),
  positions: z.array(z.object({ key: jobPositionKeySchema, name: z.string() })),
  tags: z.array(stackTagSchema),
  annual_salary_min: z.number().int(),
  annual_salary_max: z.number().int(),
  prefecture_code: z.number().int(),
  work_style: workStyleSchema,
  employment_type: employmentTypeSchema,
  business_type: z.number().int(),
  preferred_condition_ids: z.array(z.number().int()),
  /** First publication; null while a draft. Reopening keeps it. */
  published_at: epoch.nullable(),
  created_at: epoch,
  updated_at: epoch,
  /** People who marked it 興味あり. */
  reaction_count: z.number().int().min(0),
  application_count: z.number().int().min(0),
});
export type CompanyJobDescriptionListItemWire = z.infer<typeof companyJobDescriptionListItemSchema>;

export const companyJobDescriptionSchema = companyJobDescriptionListItemSchema.extend({
  job_details: z.string(),
  required_skills: z.string(),
  welcome_skills: z.string(),
  development_environment: z.string(),
  working_conditions: z.string(),
});
export type CompanyJobDescriptionWire = z.infer<typeof companyJobDescriptionSchema>;

export const companyJobDescriptionResponseSchema = z.object({
  job_description: companyJobDescriptionSchema,
});

export const companyJobDescriptionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(JOB_SEARCH_PAGE_MAX).default(1),
  status: jobDescriptionStatusSchema.optional(),
});

export const companyJobDescriptionListResponseSchema = z.object({
  job_descriptions: z.array(companyJobDescriptionListItemSchema),
  paging: jobPagingSchema,
});

// ---------------------------------------------------------------------------------------
// Recruiters: invitations and members

export const companyRoleSchema = z.enum(COMPANY_ROLES, { error: M.roleRequired });

export const companyInvitationRequestSchema = z.object({
  email: emailSchema,
  role: companyRoleSchema,
});

export const companyInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  invited_by_name: z.string().nullable(),
  created_at: epoch,
  expires_at: epoch,
});
export type CompanyInvitationWire = z.infer<typeof companyInvitationSchema>;
export const companyInvitationResponseSchema = z.object({ invitation: companyInvitationSchema });
export const companyInvitationListResponseSchema = z.object({
  invitations: z.array(companyInvitationSchema),
});

/** What the accept screen shows before anyone signs in. */
export const companyInvitationPreviewResponseSchema = z.object({
  invitation: z.object({
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      logo_url: z.string().nullable(),
      logo_color: z.string(),
    }),
    email: z.string(),
    role: z.enum(COMPANY_ROLES),
    expires_at: epoch,
  }),
});

const invitationToken = z
  .string({ error: M.invitationInvalid })
  .min(1, M.invitationInvalid)
  .max(RESET_TOKEN_MAX_LENGTH, M.invitationInvalid);

export const companyInvitationTokenParamsSchema = z.object({ token: invitationToken });

/**
 * POST /api/company/invitations/accept: the recruiter account is made for the invited
 * address, with this name and password, and signed in. Agreeing to the terms is asked as at
 * sign-up: a recruiter is a user of the service too.
 */
export const companyInvitationAcceptRequestSchema = z.object({
  token: invitationToken,
  display_name: singleLineText({ error: ACCOUNT_MESSAGES.displayNameRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.displayNameRequired)
    .max(DISPLAY_NAME_MAX_LENGTH, ACCOUNT_MESSAGES.displayNameTooLong),
  password: newPasswordSchema,
  terms_agreed: z.literal(true, { error: ACCOUNT_MESSAGES.termsRequired }),
});
export type CompanyInvitationAcceptRequest = z.infer<typeof companyInvitationAcceptRequestSchema>;

/** As after login: the client goes to redirect_to (the console). */
export const companyInvitationAcceptResponseSchema = z.object({
  login_status: z.object({ logged_in: z.literal(true) }),
  redirect_to: z.string(),
  message: z.string(),
});

export const companyMemberSchema = z.object({
  user_id: z.number().int(),
  display_name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  joined_at: epoch,
  /** The signed-in recruiter themself. */
  is_self: z.boolean(),
});
export const companyMemberListResponseSchema = z.object({
  members: z.array(companyMemberSchema),
});
