import { HIRABILITY_LEVELS } from './career-rules';
import { notifyingCompanySchema } from './interests';
import {
  ANNUAL_SALARY_MAX_MAN_YEN,
  businessTypeIdSchema,
  EMPLOYMENT_TYPE_KEYS,
  WORK_STYLE_KEYS,
  workStyleSchema,
} from './master/job-conditions';
import { PREFECTURE_CODE_MAX, PREFECTURE_CODE_MIN } from './master/prefectures';
import { techTagsById } from './master/tech-tags';
import { SCORE_MAX, SCORER_TYPES, TOTAL_SCORER_TYPE } from './portfolio-rules';
import { z } from './zod';

/*
 * Engineer search for recruiters, candidate pages and the analytics they feed (keywords and
 * views, issue 10). Wire keys are snake_case, times epoch seconds, salaries annual in whole
 * 万円.
 * Nothing here carries an email, an address, a real name or a private birthdate: a
 * recruiter sees the name the person chose for companies and what the portfolio shows.
 */

const epoch = z.number().int();

export const CANDIDATE_SEARCH_PER_PAGE = 20;
/** Deeper pages are not a way anyone reads results; the bound keeps OFFSET cheap. */
export const CANDIDATE_SEARCH_PAGE_MAX = 500;
export const CANDIDATE_SEARCH_KEYWORD_MAX_LENGTH = 100;
/** Skill tags a result row shows (the person's own order). */
export const CANDIDATE_HEADLINE_SKILLS = 5;
/** Outputs a candidate page shows, newest first; each one shown counts as viewed. */
export const CANDIDATE_PAGE_OUTPUTS = 30;
/** /analytics/keywords: the window and the length of the list. */
export const KEYWORD_ANALYTICS_DAYS = 90;
export const KEYWORD_ANALYTICS_LIMIT = 50;
/** /analytics/views: the window, the shorter one of the totals, and the lengths of the lists. */
export const VIEW_ANALYTICS_DAYS = 90;
export const VIEW_ANALYTICS_RECENT_DAYS = 30;
export const VIEW_ANALYTICS_COMPANY_LIMIT = 50;
export const VIEW_ANALYTICS_OUTPUTS_PER_COMPANY = 10;

/** score: the chosen scorer type's score, highest first; updated_at: most recently updated. */
export const CANDIDATE_SEARCH_SORT_TYPES = ['score_desc', 'updated_at_desc'] as const;
export type CandidateSearchSortType = (typeof CANDIDATE_SEARCH_SORT_TYPES)[number];
export const CANDIDATE_SEARCH_SORT_LABELS: Record<CandidateSearchSortType, string> = {
  score_desc: 'スコアが高い順',
  updated_at_desc: '更新が新しい順',
};

/** The scorer types a recruiter may filter and sort by: each published type and the total. */
export const CANDIDATE_SCORE_TYPES = [...SCORER_TYPES, TOTAL_SCORER_TYPE] as const;
export type CandidateScoreType = (typeof CANDIDATE_SCORE_TYPES)[number];

export const CANDIDATE_MESSAGES = {
  notFound: 'この候補者は見つかりませんでした。',
  scoreTypeInvalid: 'スコアの種類が正しくありません。',
  tagInvalid: '存在しない技術タグです。',
} as const;

/** One value or repeated `key[]=a&key[]=b`, as the query parser hands them over. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(50).optional(),
  );
const intFromQuery = z.coerce.number().int();

export const candidateSearchQuerySchema = z.object({
  keyword: z.string().trim().max(CANDIDATE_SEARCH_KEYWORD_MAX_LENGTH).optional(),
  page: intFromQuery.min(1).max(CANDIDATE_SEARCH_PAGE_MAX).default(1),
  sort_type: z.enum(CANDIDATE_SEARCH_SORT_TYPES).default('score_desc'),
  /** Which score `score_min` and the score sort read; the total (1000) unless told. */
  score_type: intFromQuery
    .refine((t) => (CANDIDATE_SCORE_TYPES as readonly number[]).includes(t), {
      message: CANDIDATE_MESSAGES.scoreTypeInvalid,
    })
    .default(TOTAL_SCORER_TYPE),
  /** People whose score of `score_type` is at least this (scores run 1 to 5). */
  score_min: z.coerce.number().min(0).max(SCORE_MAX).optional(),
  'hirability_levels[]': repeated(z.enum(HIRABILITY_LEVELS)),
  /** Every tag is required (the person's confirmed skill tags name each one). */
  'tag_ids[]': repeated(
    intFromQuery.refine((id) => techTagsById.has(id), { message: CANDIDATE_MESSAGES.tagInvalid }),
  ),
  /** People who live in, or want to work in, one of these prefectures. */
  'prefecture_codes[]': repeated(intFromQuery.min(PREFECTURE_CODE_MIN).max(PREFECTURE_CODE_MAX)),
  /** People who stated a desired salary at or below this. */
  desired_salary_max: intFromQuery.min(0).max(ANNUAL_SALARY_MAX_MAN_YEN).optional(),
  /** People who want one of these work styles. */
  'work_styles[]': repeated(workStyleSchema),
  /** Whole years of work, overlapping experiences counted once. */
  years_min: intFromQuery.min(0).max(60).optional(),
});
export type CandidateSearchQuery = z.infer<typeof candidateSearchQuerySchema>;

export const candidateScoreSchema = z.object({
  scorer_type: z.number().int(),
  score: z.number().nullable(),
  /** Share of the population at or below this person, 0 to 100. */
  percentile: z.number().nullable(),
});
export type CandidateScoreWire = z.infer<typeof candidateScoreSchema>;

export const candidateDesiredConditionsSchema = z.object({
  annual_salary: z.number().int().nullable(),
  work_styles: z.array(z.enum(WORK_STYLE_KEYS)),
  /** Prefecture codes the person wants to work in. */
  locations: z.array(z.number().int()),
  employment_types: z.array(z.enum(EMPLOYMENT_TYPE_KEYS)),
  business_types: z.array(businessTypeIdSchema),
});
export type CandidateDesiredConditionsWire = z.infer<typeof candidateDesiredConditionsSchema>;

/** What this company has done with the person so far. */
export const candidateRelationSchema = z.object({
  /** 気になる: when the company marked interest, and the person's reaction (1-3) if any. */
  interest: z
    .object({
      created_at: epoch,
      job_description_id: z.number().int().nullable(),
      reaction_level: z.number().int().nullable(),
      reacted_at: epoch.nullable(),
    })
    .nullable(),
  thread: z
    .object({ id: z.number().int(), status: z.enum(['open', 'closed', 'declined']) })
    .nullable(),
});
export type CandidateRelationWire = z.infer<typeof candidateRelationSchema>;

const candidateBase = {
  user_id: z.number().int(),
  /** The name the person shows companies (their scouting name, else their display name). */
  display_name: z.string(),
  /** The 職種 (else 役職名) of the person's current or latest experience; null without one. */
  job_title: z.string().nullable(),
  prefecture_code: z.number().int().nullable(),
  years_of_experience: z.number().int(),
  hirability_level: z.enum(HIRABILITY_LEVELS).nullable(),
  scores: z.array(candidateScoreSchema),
  desired_conditions: candidateDesiredConditionsSchema,
  relation: candidateRelationSchema,
  /** The last change of the person's settings, profile or career. */
  updated_at: epoch,
};

export const candidateSummarySchema = z.object({
  ...candidateBase,
  headline_skills: z.array(z.object({ name: z.string(), level: z.number().int() })),
});
export type CandidateSummaryWire = z.infer<typeof candidateSummarySchema>;

export const candidateSearchResponseSchema = z.object({
  candidates: z.array(candidateSummarySchema),
  paging: z.object({
    total_count: z.number().int().min(0),
    max_page: z.number().int().min(0),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
  }),
});
export type CandidateSearchResponseWire = z.infer<typeof candidateSearchResponseSchema>;

export const candidatePageParamsSchema = z.object({
  user_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const candidateExperienceSchema = z.object({
  organization_name: z.string(),
  position_name: z.string().nullable(),
  positions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  is_client_work: z.boolean(),
  client_company_name: z.string().nullable(),
  start_year: z.number().int(),
  start_month: z.number().int(),
  end_year: z.number().int().nullable(),
  end_month: z.number().int().nullable(),
  description: z.string().nullable(),
});

export const candidateEducationSchema = z.object({
  school_type: z.number().int(),
  school_name: z.string(),
  end_year: z.number().int(),
  end_month: z.number().int(),
  enrollment_status: z.number().int(),
  major: z.string().nullable(),
});

export const candidateOutputSchema = z.object({
  source: z.string(),
  kind: z.string(),
  title: z.string(),
  url: z.string(),
  summary: z.string().nullable(),
  posted_at: epoch.nullable(),
  tags: z.array(z.string()),
  likes: z.number().int().nullable(),
  stars: z.number().int().nullable(),
});

export const candidateDetailSchema = z.object({
  ...candidateBase,
  /** Only when the person made their birthdate public; computed in Japan's calendar. */
  age: z.number().int().nullable(),
  bio: z.string(),
  job_summary: z.string().nullable(),
  want_to_do: z.string().nullable(),
  hirability_level_updated_at: epoch.nullable(),
  skills: z.array(z.object({ name: z.string(), level: z.number().int() })),
  languages: z.array(z.object({ name: z.string(), ratio: z.number() })),
  experiences: z.array(candidateExperienceSchema),
  educations: z.array(candidateEducationSchema),
  outputs: z.array(candidateOutputSchema),
});
export type CandidateDetailWire = z.infer<typeof candidateDetailSchema>;

export const candidatePageResponseSchema = z.object({ candidate: candidateDetailSchema });

/** GET /api/analytics/keywords: what companies searched when they found the person. */
export const keywordAnalyticsResponseSchema = z.object({
  days: z.number().int(),
  keywords: z.array(
    z.object({
      keyword: z.string(),
      /** Searches that showed the person (at most one per company and day). */
      count: z.number().int(),
      company_count: z.number().int(),
      last_searched_at: epoch,
    }),
  ),
});
export type KeywordAnalyticsWire = z.infer<typeof keywordAnalyticsResponseSchema>;

/**
 * GET /api/analytics/views: the companies that opened the person's page over the last 90 days
 * (VIEW_ANALYTICS_DAYS), most recent first, at most 50. A visit is a day (Japan's) on which
 * the company opened the page; each output shown on it counts as viewed. Companies the person
 * blocked later stay: the visits happened, and the history is the person's own.
 */
export const viewAnalyticsResponseSchema = z.object({
  days: z.number().int(),
  recent_days: z.number().int(),
  totals: z.object({
    /** Companies that visited in the window, including any beyond the list's length. */
    company_count: z.number().int().min(0),
    visit_count: z.number().int().min(0),
    /** Visits in the last `recent_days` days. */
    recent_visit_count: z.number().int().min(0),
  }),
  companies: z.array(
    z.object({
      company: notifyingCompanySchema,
      /** Days in the window on which the company visited. */
      visit_count: z.number().int().min(1),
      /** Distinct outputs the company viewed in the window (the list below is capped). */
      output_count: z.number().int().min(0),
      last_accessed_at: epoch,
      /** Of `last_accessed_at`, by the server's clock (relative-time.ts). */
      relative_time_label: z.string(),
      /** Most recently viewed first, at most VIEW_ANALYTICS_OUTPUTS_PER_COMPANY. */
      outputs: z.array(
        z.object({
          url: z.string(),
          /** The output's title while it is in the portfolio; null once it is gone. */
          title: z.string().nullable(),
          last_viewed_at: epoch,
        }),
      ),
    }),
  ),
});
export type ViewAnalyticsWire = z.infer<typeof viewAnalyticsResponseSchema>;
