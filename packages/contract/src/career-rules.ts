import {
  HIRABILITY_REMINDER_DEFAULT_DAYS,
  HIRABILITY_REMINDER_NO_CHANGE_DAYS,
  HIRABILITY_REMINDER_SNOOZE_DAYS,
} from './constants';

/**
 * Career data rules (spec sections 3 and 5): enumerations, bounds and wording shared by the
 * forms, the routes and the database's CHECK constraints. No zod here, so screens and the
 * schema files can import it without pulling the schema library in.
 */

/** Hirability level of the user job setting (spec section 3). */
export const HIRABILITY_LEVELS = ['NO_JOB_CHANGE', 'WANT_TO_HEAR', 'JOB_CHANGE'] as const;
export type HirabilityLevel = (typeof HIRABILITY_LEVELS)[number];

/** School type: -1 not selected, 0 university … 8 others (spec section 3). */
export const SCHOOL_TYPE = {
  NOT_SELECTED: -1,
  UNIVERSITY: 0,
  JUNIOR_COLLEGE: 1,
  MASTER: 2,
  DOCTOR: 3,
  VOCATIONAL_SCHOOL: 4,
  HIGH_SCHOOL: 5,
  TECHNICAL_COLLEGE: 6,
  JUNIOR_HIGH: 7,
  OTHERS: 8,
} as const;
export const SCHOOL_TYPE_MIN = -1;
export const SCHOOL_TYPE_MAX = 8;

/** Enrollment status: 0 graduated, 1 dropped out or transferred, 2 expected to graduate. */
export const ENROLLMENT_STATUS = { GRADUATED: 0, LEFT: 1, EXPECTED: 2 } as const;
export const ENROLLMENT_STATUS_MIN = 0;
export const ENROLLMENT_STATUS_MAX = 2;

/**
 * Steps of the initial setup wizard (spec section 4), in the order they can come. Each is
 * also its screen's path under /user_initial_setup/, so a stored step resumes at its screen.
 */
export const SETUP_STEPS = [
  'sns_accounts',
  'welcome',
  'birthdate',
  'check_student',
  'education',
  'hirability_level',
  'occupation',
  'experience',
  'experience_import',
  'experience_edit',
  'block',
  'salary',
  'work_style',
  'work_location',
  'employment_type',
  'business_type',
  'want_to_do',
  'program',
  'address',
  'completed',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Birthdates before this year are not accepted (spec section 5). */
export const BIRTHDATE_MIN_YEAR = 1900;
/** Experience years: from this many years before the current year up to it. */
export const EXPERIENCE_YEARS_BACK = 100;
/** Education end year: from 50 years back through 6 ahead of the current year. */
export const EDUCATION_END_YEARS_BACK = 50;
export const EDUCATION_END_YEARS_AHEAD = 6;

/**
 * Static outer bounds for the database's CHECK constraints. The moving windows above are
 * the API's rule; the database only refuses what no window will ever allow.
 */
export const CAREER_YEAR_MIN = 1900;
export const CAREER_YEAR_MAX = 2200;

export const PROFILE_NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 200;
export const ORGANIZATION_NAME_MAX_LENGTH = 100;
export const POSITION_NAME_MAX_LENGTH = 100;
export const CLIENT_COMPANY_NAME_MAX_LENGTH = 100;
export const EXPERIENCE_DESCRIPTION_MAX_LENGTH = 4000;
export const SCHOOL_NAME_MAX_LENGTH = 100;
export const MAJOR_MAX_LENGTH = 100;
export const WANT_TO_DO_MAX_LENGTH = 2000;
export const JOB_SUMMARY_MAX_LENGTH = 2000;
export const CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH = 2000;
/** Desired annual salary, in 万円. */
export const DESIRED_ANNUAL_SALARY_MAX = 9999;
/** How many experiences, educations and positions per experience one person can hold. */
export const EXPERIENCES_MAX = 100;
export const EDUCATIONS_MAX = 20;
export const POSITIONS_PER_EXPERIENCE_MAX = 10;

/** How many companies one person can hide from. */
export const BLOCKED_COMPANIES_MAX = 100;

/** Recent-background type of spec section 3. */
export const RECENT_BACKGROUND_TYPES = ['EXPERIENCE', 'EDUCATION', 'NONE'] as const;
export type RecentBackgroundType = (typeof RECENT_BACKGROUND_TYPES)[number];

export const CAREER_MESSAGES = {
  birthdateInvalid: '生年月日は1900年以降の正しい日付（YYYY-MM-DD）で入力してください。',
  birthdateLocked: '生年月日は一度設定すると変更できません。',
  organizationNameRequired: '会社・組織名を入力してください。',
  organizationNameTooLong: `会社・組織名は${ORGANIZATION_NAME_MAX_LENGTH}文字以内で入力してください。`,
  positionNameTooLong: `役職名は${POSITION_NAME_MAX_LENGTH}文字以内で入力してください。`,
  clientCompanyNameTooLong: `クライアント企業名は${CLIENT_COMPANY_NAME_MAX_LENGTH}文字以内で入力してください。`,
  descriptionTooLong: `業務内容は${EXPERIENCE_DESCRIPTION_MAX_LENGTH}文字以内で入力してください。`,
  positionRequired: '職種を選択してください',
  positionUnknown: '存在しない職種です',
  positionsTooMany: `職種は${POSITIONS_PER_EXPERIENCE_MAX}個まで選択できます。`,
  yearOutOfRange: '選択できない年です。',
  monthOutOfRange: '月は1〜12で選択してください。',
  endMonthRequired: '終了月を選択してください。',
  endYearRequired: '終了年を選択してください。',
  endBeforeStart: '終了年月は開始年月より後にしてください。',
  experiencesTooMany: `職歴は${EXPERIENCES_MAX}件まで登録できます。`,
  experienceIdDuplicated: '同じ職歴が複数回含まれています。',
  schoolNameRequired: '学校名を入力してください。',
  schoolNameTooLong: `学校名は${SCHOOL_NAME_MAX_LENGTH}文字以内で入力してください。`,
  schoolTypeInvalid: '学校種別を選択してください。',
  enrollmentStatusInvalid: '在籍状況を選択してください。',
  majorTooLong: `学部・学科・専攻は${MAJOR_MAX_LENGTH}文字以内で入力してください。`,
  educationsTooMany: `学歴は${EDUCATIONS_MAX}件まで登録できます。`,
  profileNameTooLong: `氏名は${PROFILE_NAME_MAX_LENGTH}文字以内で入力してください。`,
  addressTooLong: `住所は${ADDRESS_MAX_LENGTH}文字以内で入力してください。`,
  prefectureInvalid: '都道府県を選択してください。',
  hirabilityLevelRequired: '転職意欲を選択してください。',
  salaryOutOfRange: `希望年収は0〜${DESIRED_ANNUAL_SALARY_MAX}万円で入力してください。`,
  wantToDoTooLong: `やりたいことは${WANT_TO_DO_MAX_LENGTH}文字以内で入力してください。`,
  jobSummaryTooLong: `職務要約は${JOB_SUMMARY_MAX_LENGTH}文字以内で入力してください。`,
  blockedCompaniesTooMany: `ブロックできる企業は${BLOCKED_COMPANIES_MAX}社までです。`,
  companyUnknown: '存在しない企業です',
  setupStepInvalid: '存在しないステップです。',
  scoutNameTooLong: 'スカウト用の表示名は30文字以内で入力してください。',
} as const;

/** Days after which the hirability reminder asks again: 92 for NO_JOB_CHANGE, else 31. */
export const hirabilityReminderDays = (level: HirabilityLevel | null): number =>
  level === 'NO_JOB_CHANGE' ? HIRABILITY_REMINDER_NO_CHANGE_DAYS : HIRABILITY_REMINDER_DEFAULT_DAYS;

const DAY_MS = 86_400_000;

/**
 * Whether the hirability reminder is due (spec section 4): never set, or last changed more
 * than 92 days ago (NO_JOB_CHANGE) / 31 days ago (otherwise), and not closed within the last
 * 7 days (7 days after closing it still waits; on the 8th it asks). Times are epoch milliseconds; `updatedAtSeconds` is the wire's epoch seconds.
 */
export function isHirabilityReminderDue(input: {
  level: HirabilityLevel | null;
  updatedAtSeconds: number | null;
  closedAtMs: number | null;
  nowMs: number;
}): boolean {
  const { level, updatedAtSeconds, closedAtMs, nowMs } = input;
  if (closedAtMs !== null && nowMs - closedAtMs <= HIRABILITY_REMINDER_SNOOZE_DAYS * DAY_MS) {
    return false;
  }
  if (level === null || updatedAtSeconds === null) return true;
  return nowMs - updatedAtSeconds * 1000 > hirabilityReminderDays(level) * DAY_MS;
}

/** The current year in Japan, where the product's calendar lives. */
export const currentJapanYear = (now: Date = new Date()): number =>
  new Date(now.getTime() + 9 * 3600_000).getUTCFullYear();

/** Years an experience may start or end in: current year back 100 (spec section 5). */
export const experienceYearRange = (now?: Date): { min: number; max: number } => {
  const y = currentJapanYear(now);
  return { min: y - EXPERIENCE_YEARS_BACK, max: y };
};

/** Years an education may end in: 50 back through 6 ahead (spec section 5). */
export const educationEndYearRange = (now?: Date): { min: number; max: number } => {
  const y = currentJapanYear(now);
  return { min: y - EDUCATION_END_YEARS_BACK, max: y + EDUCATION_END_YEARS_AHEAD };
};

const BIRTHDATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A birthdate as the wire carries it, "YYYY-MM-DD": valid only from 1900 and when the date
 * exists (29 February only in leap years).
 */
export function isValidBirthdate(value: string): boolean {
  const m = BIRTHDATE_PATTERN.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < BIRTHDATE_MIN_YEAR || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether (end year, end month) falls before (start year, start month). */
export const endsBeforeStart = (
  startYear: number,
  startMonth: number,
  endYear: number,
  endMonth: number,
): boolean => endYear * 12 + endMonth < startYear * 12 + startMonth;
