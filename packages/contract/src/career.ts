import { DISPLAY_NAME_MAX_LENGTH } from './account-rules';
import {
  ADDRESS_MAX_LENGTH,
  BLOCKED_COMPANIES_MAX,
  CAREER_MESSAGES,
  CLIENT_COMPANY_NAME_MAX_LENGTH,
  DESIRED_ANNUAL_SALARY_MAX,
  EDUCATIONS_MAX,
  ENROLLMENT_STATUS_MAX,
  ENROLLMENT_STATUS_MIN,
  EXPERIENCE_DESCRIPTION_MAX_LENGTH,
  EXPERIENCES_MAX,
  educationEndYearRange,
  endsBeforeStart,
  experienceYearRange,
  HIRABILITY_LEVELS,
  isValidBirthdate,
  JOB_SUMMARY_MAX_LENGTH,
  MAJOR_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  POSITION_NAME_MAX_LENGTH,
  POSITIONS_PER_EXPERIENCE_MAX,
  PROFILE_NAME_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
  SCHOOL_TYPE_MAX,
  SCHOOL_TYPE_MIN,
  SETUP_STEPS,
  WANT_TO_DO_MAX_LENGTH,
} from './career-rules';
import { jobPositionsById } from './master/job-positions';
import { PREFECTURE_CODE_MAX, PREFECTURE_CODE_MIN } from './master/prefectures';
import { multilineText, singleLineText } from './text';
import { z } from './zod';

export * from './career-rules';

/*
 * Career data (issue 7): profile, experiences, educations, the job position master. Request
 * schemas validate on both sides (forms and routes); response schemas describe the wire
 * (snake_case keys, epoch-second times).
 */

/** Optional text: absent, null or a string; the server stores an empty one as null. */
const optionalLine = (max: number, tooLong: string) =>
  singleLineText().trim().max(max, tooLong).nullable().optional();

const month = z
  .number({ error: CAREER_MESSAGES.monthOutOfRange })
  .int(CAREER_MESSAGES.monthOutOfRange)
  .min(1, CAREER_MESSAGES.monthOutOfRange)
  .max(12, CAREER_MESSAGES.monthOutOfRange);
/** A year before the moving window is checked (so huge numbers fail here, once). */
const year = z
  .number({ error: CAREER_MESSAGES.yearOutOfRange })
  .int(CAREER_MESSAGES.yearOutOfRange)
  .min(1000, CAREER_MESSAGES.yearOutOfRange)
  .max(9999, CAREER_MESSAGES.yearOutOfRange);

// ---------------------------------------------------------------------------------------
// Profile

export const birthdateSchema = z
  .string({ error: CAREER_MESSAGES.birthdateInvalid })
  .max(10, CAREER_MESSAGES.birthdateInvalid)
  .refine(isValidBirthdate, { message: CAREER_MESSAGES.birthdateInvalid });

export const prefectureCodeInputSchema = z
  .number({ error: CAREER_MESSAGES.prefectureInvalid })
  .int(CAREER_MESSAGES.prefectureInvalid)
  .min(PREFECTURE_CODE_MIN, CAREER_MESSAGES.prefectureInvalid)
  .max(PREFECTURE_CODE_MAX, CAREER_MESSAGES.prefectureInvalid);

/** PUT /api/user/profile/: only the keys sent change. */
export const profileUpdateRequestSchema = z.object({
  name: singleLineText()
    .trim()
    .max(PROFILE_NAME_MAX_LENGTH, CAREER_MESSAGES.profileNameTooLong)
    .optional(),
  reject_name_input: z.boolean().optional(),
  /** "YYYY-MM-DD"; once set it cannot be changed (spec section 5). */
  birthdate: birthdateSchema.nullable().optional(),
  is_birthdate_public: z.boolean().optional(),
  prefecture: prefectureCodeInputSchema.nullable().optional(),
  address: optionalLine(ADDRESS_MAX_LENGTH, CAREER_MESSAGES.addressTooLong),
  reject_address_input: z.boolean().optional(),
  /** true records that the birthdate visibility dialog was shown (the first time only). */
  birthdate_visibility_dialog_opened: z.literal(true).optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const profileSchema = z.object({
  name: z.string(),
  reject_name_input: z.boolean(),
  birthdate: z.string().nullable(),
  is_birthdate_public: z.boolean(),
  prefecture: z.number().int().nullable(),
  address: z.string().nullable(),
  reject_address_input: z.boolean(),
  birthdate_visibility_dialog_opened_at: z.number().int().nullable(),
});
export type ProfileWire = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

/** GET /api/user/: who the person is, with the profile's summary. */
export const userDataResponseSchema = z.object({
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    display_name: z.string().nullable(),
    profile: z.object({
      name: z.string(),
      birthdate: z.string().nullable(),
      is_birthdate_public: z.boolean(),
      prefecture: z.number().int().nullable(),
    }),
  }),
});

// ---------------------------------------------------------------------------------------
// Experiences

const positionsSchema = z
  .array(
    z
      .number({ error: CAREER_MESSAGES.positionUnknown })
      .int(CAREER_MESSAGES.positionUnknown)
      .refine((id) => jobPositionsById.has(id), { message: CAREER_MESSAGES.positionUnknown }),
  )
  .max(POSITIONS_PER_EXPERIENCE_MAX, CAREER_MESSAGES.positionsTooMany);

const experienceFields = {
  organization_name: singleLineText({ error: CAREER_MESSAGES.organizationNameRequired })
    .trim()
    .min(1, CAREER_MESSAGES.organizationNameRequired)
    .max(ORGANIZATION_NAME_MAX_LENGTH, CAREER_MESSAGES.organizationNameTooLong),
  /** Job position ids of the master; duplicates are removed (spec section 5). */
  positions: positionsSchema.default([]),
  position_name: optionalLine(POSITION_NAME_MAX_LENGTH, CAREER_MESSAGES.positionNameTooLong),
  is_client_work: z.boolean().default(false),
  /** Kept only for client work; ignored (stored as null) otherwise. */
  client_company_name: optionalLine(
    CLIENT_COMPANY_NAME_MAX_LENGTH,
    CAREER_MESSAGES.clientCompanyNameTooLong,
  ),
  start_year: year,
  start_month: month,
  /** No end (null) means ongoing; end year and end month come together. */
  end_year: year.nullable().optional(),
  end_month: month.nullable().optional(),
  description: multilineText()
    .max(EXPERIENCE_DESCRIPTION_MAX_LENGTH, CAREER_MESSAGES.descriptionTooLong)
    .nullable()
    .optional(),
};

type ExperiencePeriod = {
  start_year: number;
  start_month: number;
  end_year?: number | null | undefined;
  end_month?: number | null | undefined;
};

/** Moving year window, end with start, end not before start (spec section 5). */
const checkPeriod = (v: ExperiencePeriod, ctx: z.core.$RefinementCtx) => {
  const { min, max } = experienceYearRange();
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: v });
  if (v.start_year < min || v.start_year > max) issue('start_year', CAREER_MESSAGES.yearOutOfRange);
  const endYear = v.end_year ?? null;
  const endMonth = v.end_month ?? null;
  if (endYear !== null && (endYear < min || endYear > max)) {
    issue('end_year', CAREER_MESSAGES.yearOutOfRange);
  }
  if (endYear !== null && endMonth === null) issue('end_month', CAREER_MESSAGES.endMonthRequired);
  if (endYear === null && endMonth !== null) issue('end_year', CAREER_MESSAGES.endYearRequired);
  if (
    endYear !== null &&
    endMonth !== null &&
    endsBeforeStart(v.start_year, v.start_month, endYear, endMonth)
  ) {
    issue('end_year', CAREER_MESSAGES.endBeforeStart);
  }
};

export const experienceRequestSchema = z.object(experienceFields).superRefine(checkPeriod);
export type ExperienceRequest = z.infer<typeof experienceRequestSchema>;

const experienceIdSchema = z.number().int().min(1).max(2_147_483_647);

/** One item of the bulk save: with `id` an update of that experience, without a new one. */
export const experienceBulkItemSchema = z
  .object({ id: experienceIdSchema.optional(), ...experienceFields })
  .superRefine(checkPeriod);
export type ExperienceBulkItem = z.infer<typeof experienceBulkItemSchema>;

export const experienceBulkRequestSchema = z.object({
  experience_list: z
    .array(experienceBulkItemSchema)
    .max(EXPERIENCES_MAX, CAREER_MESSAGES.experiencesTooMany)
    .superRefine((items, ctx) => {
      const seen = new Set<number>();
      items.forEach((item, i) => {
        if (item.id === undefined) return;
        if (seen.has(item.id)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: CAREER_MESSAGES.experienceIdDuplicated,
            input: item.id,
          });
        }
        seen.add(item.id);
      });
    }),
});
export type ExperienceBulkRequest = z.infer<typeof experienceBulkRequestSchema>;

export const experienceIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const experienceSchema = z.object({
  id: z.number().int(),
  organization_name: z.string(),
  positions: z.array(z.number().int()),
  position_name: z.string().nullable(),
  is_client_work: z.boolean(),
  client_company_name: z.string().nullable(),
  start_year: z.number().int(),
  start_month: z.number().int(),
  end_year: z.number().int().nullable(),
  end_month: z.number().int().nullable(),
  description: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type ExperienceWire = z.infer<typeof experienceSchema>;
export const experienceResponseSchema = z.object({ experience: experienceSchema });
export const experienceListResponseSchema = z.object({
  experience_list: z.array(experienceSchema),
});

// ---------------------------------------------------------------------------------------
// Educations

export const educationSchema = z
  .object({
    school_type: z
      .number({ error: CAREER_MESSAGES.schoolTypeInvalid })
      .int(CAREER_MESSAGES.schoolTypeInvalid)
      // -1 is the form's "not selected" (spec section 3); a saved education names its school
      // type (spec section 5), so the first real type is the least accepted.
      .min(SCHOOL_TYPE_MIN + 1, CAREER_MESSAGES.schoolTypeInvalid)
      .max(SCHOOL_TYPE_MAX, CAREER_MESSAGES.schoolTypeInvalid),
    school_name: singleLineText({ error: CAREER_MESSAGES.schoolNameRequired })
      .trim()
      .min(1, CAREER_MESSAGES.schoolNameRequired)
      .max(SCHOOL_NAME_MAX_LENGTH, CAREER_MESSAGES.schoolNameTooLong),
    end_year: year,
    end_month: month,
    enrollment_status: z
      .number({ error: CAREER_MESSAGES.enrollmentStatusInvalid })
      .int(CAREER_MESSAGES.enrollmentStatusInvalid)
      .min(ENROLLMENT_STATUS_MIN, CAREER_MESSAGES.enrollmentStatusInvalid)
      .max(ENROLLMENT_STATUS_MAX, CAREER_MESSAGES.enrollmentStatusInvalid),
    major: optionalLine(MAJOR_MAX_LENGTH, CAREER_MESSAGES.majorTooLong),
  })
  .superRefine((v, ctx) => {
    const { min, max } = educationEndYearRange();
    if (v.end_year < min || v.end_year > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_year'],
        message: CAREER_MESSAGES.yearOutOfRange,
        input: v.end_year,
      });
    }
  });
export type EducationRequest = z.infer<typeof educationSchema>;

/** PUT /api/user/educations/: the whole list, replaced at once, in this order. */
export const educationsRequestSchema = z.object({
  educations: z.array(educationSchema).max(EDUCATIONS_MAX, CAREER_MESSAGES.educationsTooMany),
});

export const educationWireSchema = z.object({
  school_type: z.number().int(),
  school_name: z.string(),
  end_year: z.number().int(),
  end_month: z.number().int(),
  enrollment_status: z.number().int(),
  major: z.string().nullable(),
});
export type EducationWire = z.infer<typeof educationWireSchema>;
export const educationsResponseSchema = z.object({ educations: z.array(educationWireSchema) });

// ---------------------------------------------------------------------------------------
// Master

export const jobPositionsResponseSchema = z.object({
  job_positions: z.array(
    z.object({
      id: z.number().int(),
      job_position_category_name: z.string(),
      position_list: z.array(z.object({ id: z.number().int(), job_position_name: z.string() })),
    }),
  ),
});
export type JobPositionsWire = z.infer<typeof jobPositionsResponseSchema>;

// ---------------------------------------------------------------------------------------
// Job-position inference (spec section 4: the dialog asking to confirm inferred positions)

export const conjecturesResponseSchema = z.object({
  conjecture_list: z.array(
    z.object({ experience_id: z.number().int(), job_position_id: z.number().int() }),
  ),
});
export const conjectureDialogStatusRequestSchema = z.object({ is_agreed: z.boolean() });
export const conjectureDialogStatusResponseSchema = z.object({
  dialog_status: z.object({
    is_agreed: z.boolean().nullable(),
    /** Epoch seconds; null while the dialog was never closed. */
    closed_at: z.number().int().nullable(),
  }),
});

// ---------------------------------------------------------------------------------------
// User job setting (spec section 3)

export const hirabilityLevelSchema = z.enum(HIRABILITY_LEVELS, {
  error: CAREER_MESSAGES.hirabilityLevelRequired,
});

const flags = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);
const EMPLOYMENT_TYPE_KEYS = ['fulltime', 'parttime', 'freelance', 'internship'] as const;
const BUSINESS_TYPE_KEYS = ['in_house', 'entrusted', 'ses'] as const;
const WORK_STYLE_KEYS = ['full_remote', 'partial_remote', 'attendance'] as const;

/** PUT /api/user/job_setting/: only the keys sent change; inside a group, only the flags sent. */
export const jobSettingUpdateRequestSchema = z.object({
  /** Whether the person currently has a job. */
  job: z.boolean().nullable().optional(),
  is_it_engineer: z.boolean().nullable().optional(),
  employment_type: flags(EMPLOYMENT_TYPE_KEYS).partial().optional(),
  desired_business_type: flags(BUSINESS_TYPE_KEYS).partial().optional(),
  desired_work_style: flags(WORK_STYLE_KEYS).partial().optional(),
  /** In 万円. */
  desired_annual_salary: z
    .number({ error: CAREER_MESSAGES.salaryOutOfRange })
    .int(CAREER_MESSAGES.salaryOutOfRange)
    .min(0, CAREER_MESSAGES.salaryOutOfRange)
    .max(DESIRED_ANNUAL_SALARY_MAX, CAREER_MESSAGES.salaryOutOfRange)
    .nullable()
    .optional(),
  /** JIS X 0401 prefecture codes; duplicates are removed. */
  desired_locations: z.array(prefectureCodeInputSchema).max(47).optional(),
  want_to_do: multilineText()
    .max(WANT_TO_DO_MAX_LENGTH, CAREER_MESSAGES.wantToDoTooLong)
    .nullable()
    .optional(),
  /** 職務要約, the person's own words; empty clears it. */
  job_summary: multilineText()
    .max(JOB_SUMMARY_MAX_LENGTH, CAREER_MESSAGES.jobSummaryTooLong)
    .nullable()
    .optional(),
  /** Company ids the person hides from; the whole list is replaced. */
  blocked_corporations: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .max(BLOCKED_COMPANIES_MAX, CAREER_MESSAGES.blockedCompaniesTooMany)
    .optional(),
  /** The name companies see when scouting; empty clears it. */
  display_name: singleLineText()
    .trim()
    .max(DISPLAY_NAME_MAX_LENGTH, CAREER_MESSAGES.scoutNameTooLong)
    .nullable()
    .optional(),
  is_workable_age: z.boolean().nullable().optional(),
});
export type JobSettingUpdateRequest = z.infer<typeof jobSettingUpdateRequestSchema>;

export const hirabilityUpdateRequestSchema = z.object({ hirability_level: hirabilityLevelSchema });

export const jobSettingSchema = z.object({
  hirability_level: z.enum(HIRABILITY_LEVELS).nullable(),
  hirability_level_updated_at: z.number().int().nullable(),
  job: z.boolean().nullable(),
  is_it_engineer: z.boolean().nullable(),
  employment_type: flags(EMPLOYMENT_TYPE_KEYS),
  blocked_corporations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  want_to_do: z.string().nullable(),
  want_to_do_updated_at: z.number().int().nullable(),
  job_summary: z.string().nullable(),
  desired_annual_salary: z.number().int().nullable(),
  desired_business_type: flags(BUSINESS_TYPE_KEYS),
  desired_work_style: flags(WORK_STYLE_KEYS),
  desired_locations: z.array(z.number().int()),
  desired_work_condition_updated_at: z.number().int().nullable(),
  display_name: z.string().nullable(),
  is_workable_age: z.boolean().nullable(),
  /** Whether an experience is ongoing (no end): the reminder's "current company". */
  has_current_company: z.boolean(),
});
export type JobSettingWire = z.infer<typeof jobSettingSchema>;
export const jobSettingResponseSchema = z.object({ job_setting: jobSettingSchema });

/** GET /api/companies/suggest?q=: companies to block, by name. */
export const companySuggestQuerySchema = z.object({
  q: singleLineText().trim().max(100).default(''),
});
export const companySuggestResponseSchema = z.object({
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

// ---------------------------------------------------------------------------------------
// Setup status (spec section 4)

export const setupStepSchema = z.enum(SETUP_STEPS, { error: CAREER_MESSAGES.setupStepInvalid });
export const setupStatusRequestSchema = z.object({ step: setupStepSchema });
export const setupStatusResponseSchema = z.object({
  setup_status: z.object({
    /** null before the wizard started. */
    step: z.enum(SETUP_STEPS).nullable(),
    is_completed: z.boolean(),
    completed_at: z.number().int().nullable(),
  }),
});
export type SetupStatusWire = z.infer<typeof setupStatusResponseSchema>['setup_status'];
