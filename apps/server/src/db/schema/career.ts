import {
  ADDRESS_MAX_LENGTH,
  BIRTHDATE_MIN_YEAR,
  CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH,
  CAREER_YEAR_MAX,
  CAREER_YEAR_MIN,
  CLIENT_COMPANY_NAME_MAX_LENGTH,
  DESIRED_ANNUAL_SALARY_MAX,
  DISPLAY_NAME_MAX_LENGTH,
  ENROLLMENT_STATUS_MAX,
  ENROLLMENT_STATUS_MIN,
  EXPERIENCE_DESCRIPTION_MAX_LENGTH,
  HIRABILITY_LEVELS,
  type HirabilityLevel,
  JOB_SUMMARY_MAX_LENGTH,
  MAJOR_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  POSITION_NAME_MAX_LENGTH,
  PREFECTURE_CODE_MAX,
  PREFECTURE_CODE_MIN,
  PROFILE_NAME_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
  SCHOOL_TYPE_MAX,
  SCHOOL_TYPE_MIN,
  SETUP_STEPS,
  type SetupStep,
  WANT_TO_DO_MAX_LENGTH,
} from '@kiseki/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';
import { jobPositions } from './master';
import { sqlTextList } from './sql-lists';

/*
 * Career data of a person (issue 7): profile, experiences, educations, job setting and the
 * state of the setup wizard and dialogs. Every row belongs to one user and goes with them
 * (on delete cascade). CHECK constraints repeat the contract's rules (career-rules.ts) that
 * do not move with time; the moving year windows of spec section 5 are the API's.
 */

const n = (value: number): SQL => sql.raw(String(Math.trunc(value)));
const between = (column: AnyPgColumn, min: number, max: number): SQL =>
  sql`${column} between ${n(min)} and ${n(max)}`;
const lengthUpTo = (column: AnyPgColumn, max: number): SQL =>
  sql`${column} is null or char_length(${column}) <= ${n(max)}`;
const lengthAtMost = (column: AnyPgColumn, max: number): SQL =>
  sql`char_length(${column}) <= ${n(max)}`;
const lengthBetween = (column: AnyPgColumn, min: number, max: number): SQL =>
  sql`char_length(${column}) between ${n(min)} and ${n(max)}`;

const userIdColumn = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Profile of spec section 3; one row per person, made at their first save. */
export const profiles = pgTable(
  'profiles',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull().default(''),
    rejectNameInput: boolean().notNull().default(false),
    /** Set once; never changed afterwards (spec section 5). */
    birthdate: date({ mode: 'string' }),
    isBirthdatePublic: boolean().notNull().default(true),
    /** JIS X 0401 code. */
    prefecture: smallint(),
    address: text(),
    rejectAddressInput: boolean().notNull().default(false),
    birthdateVisibilityDialogOpenedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_name_length_check', lengthAtMost(t.name, PROFILE_NAME_MAX_LENGTH)),
    check(
      'profiles_birthdate_check',
      sql`${t.birthdate} is null or ${t.birthdate} >= ${sql.raw(`'${BIRTHDATE_MIN_YEAR}-01-01'`)}::date`,
    ),
    check(
      'profiles_prefecture_check',
      sql`${t.prefecture} is null or ${between(t.prefecture, PREFECTURE_CODE_MIN, PREFECTURE_CODE_MAX)}`,
    ),
    check('profiles_address_length_check', lengthUpTo(t.address, ADDRESS_MAX_LENGTH)),
  ],
);

/** Work experience; no end (null year and month) means ongoing. */
export const experiences = pgTable(
  'experiences',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userIdColumn(),
    organizationName: text().notNull(),
    positionName: text(),
    isClientWork: boolean().notNull().default(false),
    clientCompanyName: text(),
    startYear: smallint().notNull(),
    startMonth: smallint().notNull(),
    endYear: smallint(),
    endMonth: smallint(),
    description: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A person's list, newest first: the only way experiences are read.
    index('experiences_user_id_start_idx').on(
      t.userId,
      t.startYear.desc(),
      t.startMonth.desc(),
      t.id.desc(),
    ),
    check(
      'experiences_organization_name_length_check',
      lengthBetween(t.organizationName, 1, ORGANIZATION_NAME_MAX_LENGTH),
    ),
    check(
      'experiences_position_name_length_check',
      lengthUpTo(t.positionName, POSITION_NAME_MAX_LENGTH),
    ),
    check(
      'experiences_client_company_name_check',
      sql`${t.clientCompanyName} is null or (${t.isClientWork} and char_length(${t.clientCompanyName}) between 1 and ${n(CLIENT_COMPANY_NAME_MAX_LENGTH)})`,
    ),
    check(
      'experiences_description_length_check',
      lengthUpTo(t.description, EXPERIENCE_DESCRIPTION_MAX_LENGTH),
    ),
    check('experiences_start_year_check', between(t.startYear, CAREER_YEAR_MIN, CAREER_YEAR_MAX)),
    check('experiences_start_month_check', between(t.startMonth, 1, 12)),
    check(
      'experiences_end_check',
      sql`(${t.endYear} is null and ${t.endMonth} is null) or (${between(t.endYear, CAREER_YEAR_MIN, CAREER_YEAR_MAX)} and ${between(t.endMonth, 1, 12)} and ${t.endYear} * 12 + ${t.endMonth} >= ${t.startYear} * 12 + ${t.startMonth})`,
    ),
  ],
);

/**
 * Positions of an experience: a join table (not an int[]) so the foreign key keeps every
 * stored id in the master, and a company-side search by position is an index lookup, as for
 * job descriptions (job_description_positions).
 */
export const experiencePositions = pgTable(
  'experience_positions',
  {
    experienceId: integer().notNull(),
    jobPositionId: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'experience_positions_pk', columns: [t.experienceId, t.jobPositionId] }),
    index('experience_positions_position_idx').on(t.jobPositionId, t.experienceId),
    foreignKey({
      name: 'experience_positions_experience_fk',
      columns: [t.experienceId],
      foreignColumns: [experiences.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'experience_positions_position_fk',
      columns: [t.jobPositionId],
      foreignColumns: [jobPositions.id],
    }),
  ],
);

/** Education history, in the person's own order (`position`). */
export const educations = pgTable(
  'educations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userIdColumn(),
    position: smallint().notNull(),
    schoolType: smallint().notNull(),
    schoolName: text().notNull(),
    endYear: smallint().notNull(),
    endMonth: smallint().notNull(),
    enrollmentStatus: smallint().notNull(),
    major: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('educations_user_id_position_key').on(t.userId, t.position),
    check('educations_position_check', sql`${t.position} >= 0`),
    check('educations_school_type_check', between(t.schoolType, SCHOOL_TYPE_MIN, SCHOOL_TYPE_MAX)),
    check(
      'educations_school_name_length_check',
      lengthBetween(t.schoolName, 1, SCHOOL_NAME_MAX_LENGTH),
    ),
    check('educations_end_year_check', between(t.endYear, CAREER_YEAR_MIN, CAREER_YEAR_MAX)),
    check('educations_end_month_check', between(t.endMonth, 1, 12)),
    check(
      'educations_enrollment_status_check',
      between(t.enrollmentStatus, ENROLLMENT_STATUS_MIN, ENROLLMENT_STATUS_MAX),
    ),
    check('educations_major_length_check', lengthUpTo(t.major, MAJOR_MAX_LENGTH)),
  ],
);

/** User job setting of spec section 3; one row per person. */
export const userJobSettings = pgTable(
  'user_job_settings',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hirabilityLevel: text().$type<HirabilityLevel>(),
    hirabilityLevelUpdatedAt: timestamp({ withTimezone: true }),
    /** Whether the person currently has a job (drives the recent-background form). */
    job: boolean(),
    /** Whether the person works as an IT engineer (the wizard's occupation step). */
    isItEngineer: boolean(),
    employmentTypeFulltime: boolean().notNull().default(false),
    employmentTypeParttime: boolean().notNull().default(false),
    employmentTypeFreelance: boolean().notNull().default(false),
    employmentTypeInternship: boolean().notNull().default(false),
    wantToDo: text(),
    /** 職務要約: the person's own summary of their career, shown at the top of /cv. */
    jobSummary: text(),
    wantToDoUpdatedAt: timestamp({ withTimezone: true }),
    /** In 万円. */
    desiredAnnualSalary: integer(),
    desiredBusinessTypeInHouse: boolean().notNull().default(false),
    desiredBusinessTypeEntrusted: boolean().notNull().default(false),
    desiredBusinessTypeSes: boolean().notNull().default(false),
    desiredWorkStyleFullRemote: boolean().notNull().default(false),
    desiredWorkStylePartialRemote: boolean().notNull().default(false),
    desiredWorkStyleAttendance: boolean().notNull().default(false),
    /** JIS X 0401 codes. */
    desiredLocations: smallint().array().notNull().default(sql`'{}'::smallint[]`),
    desiredWorkConditionUpdatedAt: timestamp({ withTimezone: true }),
    /** The name companies see in scouting (may differ from the account's display name). */
    displayName: text(),
    isWorkableAge: boolean(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Company-side search: people who want to work in a prefecture.
    index('user_job_settings_desired_locations_idx').using('gin', t.desiredLocations),
    index('user_job_settings_hirability_level_idx').on(t.hirabilityLevel),
    check(
      'user_job_settings_hirability_level_check',
      sql`${t.hirabilityLevel} is null or ${t.hirabilityLevel} in (${sqlTextList(HIRABILITY_LEVELS)})`,
    ),
    check(
      'user_job_settings_want_to_do_length_check',
      lengthUpTo(t.wantToDo, WANT_TO_DO_MAX_LENGTH),
    ),
    check(
      'user_job_settings_job_summary_length_check',
      lengthUpTo(t.jobSummary, JOB_SUMMARY_MAX_LENGTH),
    ),
    check(
      'user_job_settings_desired_annual_salary_check',
      sql`${t.desiredAnnualSalary} is null or ${between(t.desiredAnnualSalary, 0, DESIRED_ANNUAL_SALARY_MAX)}`,
    ),
    check(
      'user_job_settings_desired_locations_check',
      sql`${n(PREFECTURE_CODE_MIN)} <= all(${t.desiredLocations}) and ${n(PREFECTURE_CODE_MAX)} >= all(${t.desiredLocations})`,
    ),
    check(
      'user_job_settings_display_name_length_check',
      sql`${t.displayName} is null or char_length(${t.displayName}) between 1 and ${n(DISPLAY_NAME_MAX_LENGTH)}`,
    ),
  ],
);

/** Companies a person hides from (the setup wizard's "block" step). */
export const userBlockedCompanies = pgTable(
  'user_blocked_companies',
  {
    userId: userIdColumn(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_blocked_companies_pk', columns: [t.userId, t.companyId] }),
    // "Is this person hidden from company X": the company side asks by company.
    index('user_blocked_companies_company_idx').on(t.companyId, t.userId),
  ],
);

/** Where the person is in the setup wizard (spec section 4). */
export const setupStatuses = pgTable(
  'setup_statuses',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text().$type<SetupStep>().notNull(),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('setup_statuses_step_check', sql`${t.step} in (${sqlTextList(SETUP_STEPS)})`)],
);

/** The job-position inference dialog: a row once the person closed it (spec section 4). */
export const jobPositionConjectureDialogs = pgTable('job_position_conjecture_dialogs', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isAgreed: boolean().notNull(),
  closedAt: timestamp({ withTimezone: true }).notNull(),
});

/** A company asking a person to bring their career up to date (the header's counter). */
export const careerUpdateRequests = pgTable(
  'career_update_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userIdColumn(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** The recruiter who asked (issue 10); null for older rows and departed recruiters. */
    recruiterId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** How the person resolved it: they updated their career, or dismissed the request. */
    resolution: text().$type<'answered' | 'dismissed'>(),
  },
  (t) => [
    check(
      'career_update_requests_resolution_check',
      sql`(${t.resolution} is null) = (${t.resolvedAt} is null) and (${t.resolution} is null or ${t.resolution} in ('answered', 'dismissed'))`,
    ),
    index('career_update_requests_open_idx').on(t.userId).where(sql`${t.resolvedAt} is null`),
    index('career_update_requests_user_id_idx').on(t.userId, t.createdAt.desc()),
    index('career_update_requests_company_id_idx').on(t.companyId),
    check(
      'career_update_requests_message_length_check',
      lengthBetween(t.message, 1, CAREER_UPDATE_REQUEST_MESSAGE_MAX_LENGTH),
    ),
  ],
);

export type Profile = typeof profiles.$inferSelect;
export type Experience = typeof experiences.$inferSelect;
export type NewExperience = typeof experiences.$inferInsert;
export type Education = typeof educations.$inferSelect;
export type UserJobSetting = typeof userJobSettings.$inferSelect;
export type NewUserJobSetting = typeof userJobSettings.$inferInsert;
export type SetupStatusRow = typeof setupStatuses.$inferSelect;
