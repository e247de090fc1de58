import {
  ANNUAL_SALARY_MAX_MAN_YEN,
  businessTypeIdSchema,
  employmentTypeSchema,
  workStyleSchema,
} from './master/job-conditions';
import { jobPositionKeySchema } from './master/job-positions';
import { prefectureCodeSchema } from './master/prefectures';
import { preferredConditionIdSchema } from './master/preferred-conditions';
import {
  TECH_TAG_GROUP_LABELS,
  TECH_TAG_GROUPS,
  type TechTagGroup,
  techTagGroupSchema,
  techTagsById,
} from './master/tech-tags';
import { z } from './zod';

/**
 * What the job search's filters offer (spec section 3, search condition choices): the tech
 * tags (each in the group whose search parameter takes it), the positions by key, and the
 * preferred conditions. The client derives tagIds, tagsById, tagsByName, positionNameKeys and
 * positionNamesByKey from these lists.
 */
export const searchConditionChoicesResponseSchema = z.object({
  tags: z.array(
    z.object({ id: z.number().int(), name: z.string(), group: z.enum(TECH_TAG_GROUPS) }),
  ),
  position_names: z.array(z.object({ key: z.string(), name: z.string() })),
  preferred_conditions: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type SearchConditionChoicesWire = z.infer<typeof searchConditionChoicesResponseSchema>;

/*
 * Job search, job pages, reactions, applications and suggestions (issue 9). Wire keys are
 * snake_case, times epoch seconds, salaries annual in whole 万円.
 */

const epoch = z.number().int();

/** The four orders of reference-data; without one, relevance (with a keyword) or popularity. */
export const JOB_SEARCH_SORT_TYPES = [
  'popularity_desc',
  'updated_at_desc',
  'annual_salary_at_asc',
  'annual_salary_at_desc',
] as const;
export type JobSearchSortType = (typeof JOB_SEARCH_SORT_TYPES)[number];
export const JOB_SEARCH_SORT_LABELS: Record<JobSearchSortType, string> = {
  popularity_desc: '人気順',
  updated_at_desc: '新着順',
  annual_salary_at_asc: '年収が低い順',
  annual_salary_at_desc: '年収が高い順',
};

export const JOB_SEARCH_PER_PAGE = 20;
/** Deeper pages are not a way anyone reads results; the bound keeps OFFSET cheap. */
export const JOB_SEARCH_PAGE_MAX = 500;
export const JOB_SEARCH_KEYWORD_MAX_LENGTH = 100;
/** The job list state's maxPage before the first answer arrives (spec section 9). */
export const DEFAULT_JOB_LIST_MAX_PAGE = 2;

/** Where a person met a job, kept with reactions and applications (`?source=`). */
export const JOB_SOURCES = ['search', 'suggestion', 'home', 'company', 'detail', 'share'] as const;
export type JobSource = (typeof JOB_SOURCES)[number];
export const jobSourceQuerySchema = z.object({ source: z.enum(JOB_SOURCES).optional() });

/** One value or repeated `key[]=a&key[]=b`, as the query parser hands them over. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(50).optional(),
  );
const intFromQuery = z.coerce.number().int();
/** A tag id that belongs to the parameter's group (a database is not a language). */
const tagOfGroup = (group: TechTagGroup) =>
  intFromQuery.refine((id) => techTagsById.get(id)?.group === group, {
    message: `${TECH_TAG_GROUP_LABELS[group]}として選べない技術タグです`,
  });

export const jobSearchQuerySchema = z.object({
  keyword: z.string().trim().max(JOB_SEARCH_KEYWORD_MAX_LENGTH).optional(),
  page: intFromQuery.min(1).max(JOB_SEARCH_PAGE_MAX).default(1),
  'positions[]': repeated(jobPositionKeySchema),
  'prog_lang_ids[]': repeated(tagOfGroup('language')),
  'framework_ids[]': repeated(tagOfGroup('framework')),
  'db_ids[]': repeated(tagOfGroup('database')),
  'infra_ids[]': repeated(tagOfGroup('infrastructure')),
  'business_types[]': repeated(intFromQuery.pipe(businessTypeIdSchema)),
  'employment_types[]': repeated(employmentTypeSchema),
  'work_styles[]': repeated(workStyleSchema),
  'preferred_condition_ids[]': repeated(intFromQuery.pipe(preferredConditionIdSchema)),
  annual_salary_min: intFromQuery.min(0).max(ANNUAL_SALARY_MAX_MAN_YEN).optional(),
  sort_type: z.enum(JOB_SEARCH_SORT_TYPES).optional(),
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

export const JOB_APPLICATION_STATUSES = ['applied', 'replied', 'declined'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];
export const JOB_APPLICATION_STATUS_LABELS: Record<JobApplicationStatus, string> = {
  applied: '応募済み（返信待ち）',
  replied: '企業から返信あり',
  declined: '見送り',
};

export const jobCompanySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  industry: z.string(),
  logo_color: z.string(),
  employee_count: z.number().int(),
  prefecture_code: prefectureCodeSchema,
});

/**
 * A job as lists show it: enough to decide whether to open it, the salary always included,
 * plus the spec's per-person fields (reaction, application).
 */
export const jobDescriptionSummarySchema = z.object({
  job_description_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  company: jobCompanySummarySchema,
  positions: z.array(z.object({ key: jobPositionKeySchema, name: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), group: techTagGroupSchema })),
  annual_salary_min: z.number().int(),
  annual_salary_max: z.number().int(),
  work_style: workStyleSchema,
  employment_type: employmentTypeSchema,
  business_type: businessTypeIdSchema,
  prefecture_code: prefectureCodeSchema,
  preferred_condition_ids: z.array(z.number().int()),
  published_at: epoch.nullable(),
  created_at: epoch,
  updated_at: epoch,
  last_reacted_at: epoch.nullable(),
  application_status: z.enum(JOB_APPLICATION_STATUSES).nullable(),
  mail_received_at: epoch.nullable(),
  application_at: epoch.nullable(),
  expected_mail_replied_at: epoch.nullable(),
  /** Open for applications (published, not closed). */
  is_offering_job: z.boolean(),
});
export type JobDescriptionSummaryWire = z.infer<typeof jobDescriptionSummarySchema>;

export const jobPagingSchema = z.object({
  total_count: z.number().int().min(0),
  max_page: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});

export const jobSearchResponseSchema = z.object({
  job_descriptions: z.array(jobDescriptionSummarySchema),
  paging: jobPagingSchema,
});
export type JobSearchResponseWire = z.infer<typeof jobSearchResponseSchema>;

/** The whole posting, by the sections it is read in. */
export const jobDescriptionDetailSchema = jobDescriptionSummarySchema.extend({
  job_details: z.string(),
  required_skills: z.string(),
  welcome_skills: z.string(),
  development_environment: z.string(),
  working_conditions: z.string(),
  company: jobCompanySummarySchema.extend({
    description: z.string(),
    website_url: z.string(),
    founded_year: z.number().int(),
  }),
});
export type JobDescriptionDetailWire = z.infer<typeof jobDescriptionDetailSchema>;

export const jobDescriptionResponseSchema = z.object({
  job_description: jobDescriptionDetailSchema,
  is_offering_job: z.boolean(),
});

export const jobReactionResponseSchema = z.object({ last_reacted_at: epoch.nullable() });

/** Messages of the job endpoints that forms and notifications show as they are. */
export const JOB_MESSAGES = {
  jobRequired: '応募する求人を指定してください。',
  jobClosed: 'この求人は募集を終了しています。',
} as const;

export const jobApplicationRequestSchema = z.object({
  job_description_id: z.number({ error: JOB_MESSAGES.jobRequired }).int().positive(),
  source: z.enum(JOB_SOURCES).optional(),
});

export const jobApplicationSchema = z.object({
  id: z.number().int(),
  job_description_id: z.number().int(),
  application_status: z.enum(JOB_APPLICATION_STATUSES),
  application_at: epoch,
  expected_mail_replied_at: epoch,
  mail_received_at: epoch.nullable(),
});
export const jobApplicationResponseSchema = z.object({ job_application: jobApplicationSchema });

/** A person's applications, newest first, each with its job (for /jobs/home). */
export const jobApplicationListResponseSchema = z.object({
  job_applications: z.array(
    jobApplicationSchema.extend({ job_description: jobDescriptionSummarySchema }),
  ),
});

/** Plain job lists: reacted jobs, new jobs, a company's jobs. */
export const jobDescriptionListResponseSchema = z.object({
  job_descriptions: z.array(jobDescriptionSummarySchema),
});

export const companyDetailResponseSchema = z.object({
  company: jobCompanySummarySchema.extend({
    description: z.string(),
    website_url: z.string(),
    founded_year: z.number().int(),
  }),
  job_descriptions: z.array(jobDescriptionSummarySchema),
  /** The stack across its open jobs, most used first. */
  tech_stack: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      group: techTagGroupSchema,
      job_count: z.number().int(),
    }),
  ),
});
export type CompanyDetailWire = z.infer<typeof companyDetailResponseSchema>;

/** One suggested job and why, in short Japanese phrases. */
export const jobSuggestionSchema = z.object({
  job_description: jobDescriptionSummarySchema,
  /** 0–100, how well the job fits; for ordering and a bar, not a promise. */
  match_score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
});
export type JobSuggestionWire = z.infer<typeof jobSuggestionSchema>;

export const jobSuggestionListResponseSchema = z.object({
  suggestion_request_id: z.number().int().nullable(),
  generation_status: z.number().int().min(0).max(3),
  completed_at: epoch.nullable(),
  is_seen: z.boolean(),
  suggestions: z.array(jobSuggestionSchema),
});
export type JobSuggestionListWire = z.infer<typeof jobSuggestionListResponseSchema>;

/** Interview coaching for one job (/jobs/{id}/interview-coaching). */
export const interviewCoachingSchema = z.object({
  job_description_id: z.number().int(),
  /** builtin: the offline engine; external: the configured OpenAI-compatible provider. */
  provider: z.enum(['builtin', 'external']),
  likely_questions: z.array(z.object({ question: z.string(), intent: z.string() })),
  highlights: z.array(z.object({ title: z.string(), detail: z.string() })),
  questions_to_ask: z.array(z.string()),
  generated_at: epoch,
});
export type InterviewCoachingWire = z.infer<typeof interviewCoachingSchema>;

export const interviewCoachingResponseSchema = z.object({
  /** The job coached for, so the screen needs no second request for its header. */
  job_description: jobDescriptionSummarySchema,
  coaching: interviewCoachingSchema,
  /** An external provider is configured on this server. */
  external_ai_available: z.boolean(),
  /** The person agreed to the external-AI-service policy. */
  external_ai_agreed: z.boolean(),
});

export const interviewCoachingRequestSchema = z.object({ use_external_ai: z.boolean() });
export const externalAiAgreementRequestSchema = z.object({ agreed: z.boolean() });
export const externalAiAgreementResponseSchema = z.object({
  agreed: z.boolean(),
  agreed_at: epoch.nullable(),
});
