import type { CompanyJobDescriptionRequest } from '@kiseki/contract/company-console';
import { ApiError } from '../../../shared/api/errors';
import type { CompanyJob } from './api';

/*
 * Between the editor's form and the wire: what the form starts with, how typed numbers are
 * read, and where the server's field errors go.
 */

/** The form's values: the request, with what a blank form has not chosen yet left out. */
export type JobFormValues = Omit<
  CompanyJobDescriptionRequest,
  | 'annual_salary_min'
  | 'annual_salary_max'
  | 'prefecture_code'
  | 'work_style'
  | 'employment_type'
  | 'business_type'
> &
  Partial<
    Pick<
      CompanyJobDescriptionRequest,
      | 'annual_salary_min'
      | 'annual_salary_max'
      | 'prefecture_code'
      | 'work_style'
      | 'employment_type'
      | 'business_type'
    >
  >;

/**
 * A new posting: nothing chosen for the recruiter. A preset 事業形態 or 雇用形態 left as it
 * was would mislabel the job, and those are what engineers filter on.
 */
export const blankJobForm = (): JobFormValues => ({
  title: '',
  summary: '',
  job_details: '',
  required_skills: '',
  welcome_skills: '',
  development_environment: '',
  working_conditions: '',
  annual_salary_min: undefined,
  annual_salary_max: undefined,
  prefecture_code: undefined,
  work_style: undefined,
  employment_type: undefined,
  business_type: undefined,
  positions: [],
  tag_ids: [],
  preferred_condition_ids: [],
});

const BUSINESS_TYPES = [1, 2, 3] as const;
const asBusinessType = (value: number): 1 | 2 | 3 | undefined =>
  BUSINESS_TYPES.find((id) => id === value);

/** A saved posting as the form edits it. */
export const jobFormValuesOf = (job: CompanyJob): JobFormValues => ({
  title: job.title,
  summary: job.summary,
  job_details: job.jobDetails,
  required_skills: job.requiredSkills,
  welcome_skills: job.welcomeSkills,
  development_environment: job.developmentEnvironment,
  working_conditions: job.workingConditions,
  annual_salary_min: job.annualSalaryMin,
  annual_salary_max: job.annualSalaryMax,
  prefecture_code: job.prefectureCode,
  work_style: job.workStyle,
  employment_type: job.employmentType,
  business_type: asBusinessType(job.businessType),
  positions: job.positions.map((position) => position.key),
  tag_ids: job.tags.map((tag) => tag.id),
  preferred_condition_ids: [...job.preferredConditionIds],
});

/**
 * A typed amount of 万円: full-width digits and separators are accepted (６００, 1,200); blank
 * is "not given" and anything else is NaN, both of which the schema words for the person.
 */
export function parseManYen(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  const text = String(raw ?? '')
    .normalize('NFKC')
    .replace(/[,、\s]/g, '');
  return text === '' ? undefined : Number(text);
}

/** A select's value as a number, blank being "not chosen". */
export const parseChoice = (raw: unknown): number | undefined =>
  raw === '' || raw === undefined || raw === null ? undefined : Number(raw);

/** Fields whose server errors may name an item (positions.0, tag_ids.3). */
const LIST_FIELDS = ['positions', 'tag_ids', 'preferred_condition_ids'];

/**
 * The error with an item's messages moved to its list (positions.0 → positions): the form
 * shows a list's problems next to the list, not in a summary at the top.
 */
export function withListFieldErrors(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.fields)) {
    const head = path.split('.')[0] ?? path;
    const key = LIST_FIELDS.includes(head) ? head : path;
    fields[key] = [...new Set([...(fields[key] ?? []), ...messages])];
  }
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    method: error.method,
    path: error.path,
    fields,
    loginUrl: error.loginUrl,
    redirectTo: error.redirectTo,
    cause: error,
  });
}
