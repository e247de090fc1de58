import { z } from '../zod';

/*
 * Small closed sets describing a job and a person's wishes. Keys are the spec's own
 * (section 3, user job setting); numeric ids exist only where the ecosystem's search
 * parameters use numbers (business_types[]).
 */

export const BUSINESS_TYPES = [
  { id: 1, key: 'inHouse', label: '自社開発' },
  { id: 2, key: 'entrusted', label: '受託開発' },
  { id: 3, key: 'ses', label: 'SES' },
] as const;
export type BusinessTypeId = (typeof BUSINESS_TYPES)[number]['id'];
export type BusinessTypeKey = (typeof BUSINESS_TYPES)[number]['key'];
export const BUSINESS_TYPE_IDS = BUSINESS_TYPES.map((b) => b.id);
export const BUSINESS_TYPE_KEYS = [
  'inHouse',
  'entrusted',
  'ses',
] as const satisfies readonly BusinessTypeKey[];
export const BUSINESS_TYPE = { inHouse: 1, entrusted: 2, ses: 3 } as const satisfies Record<
  BusinessTypeKey,
  BusinessTypeId
>;
export const businessTypeKeySchema = z.enum(BUSINESS_TYPE_KEYS);
export const businessTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const businessTypeLabel = (id: BusinessTypeId): string =>
  BUSINESS_TYPES.find((b) => b.id === id)!.label;

export const WORK_STYLE_KEYS = ['fullRemote', 'partialRemote', 'attendance'] as const;
export type WorkStyle = (typeof WORK_STYLE_KEYS)[number];
export const workStyleSchema = z.enum(WORK_STYLE_KEYS);
export const WORK_STYLE_LABELS: Record<WorkStyle, string> = {
  fullRemote: 'フルリモート',
  partialRemote: '一部リモート',
  attendance: '出社',
};

export const EMPLOYMENT_TYPE_KEYS = ['fulltime', 'parttime', 'freelance', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPE_KEYS)[number];
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPE_KEYS);
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  fulltime: '正社員',
  parttime: 'パート・アルバイト',
  freelance: '業務委託',
  internship: 'インターン',
};

/** A job is searchable only while published; closed jobs stay readable for applicants. */
/** draft: written in the company console, not yet public; only its company sees it (issue 10). */
export const JOB_DESCRIPTION_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobDescriptionStatus = (typeof JOB_DESCRIPTION_STATUSES)[number];
export const jobDescriptionStatusSchema = z.enum(JOB_DESCRIPTION_STATUSES);

/** Annual salaries are whole 万円 (10,000 yen); this bounds input, not the market. */
export const ANNUAL_SALARY_MAX_MAN_YEN = 5000;
export const annualSalaryManYenSchema = z.number().int().min(0).max(ANNUAL_SALARY_MAX_MAN_YEN);
