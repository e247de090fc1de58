import {
  BUSINESS_TYPE_IDS,
  type BusinessTypeId,
  EMPLOYMENT_TYPE_KEYS,
  type EmploymentType,
  JOB_DESCRIPTION_STATUSES,
  type JobDescriptionStatus,
  PREFECTURE_CODE_MAX,
  PREFECTURE_CODE_MIN,
  WORK_STYLE_KEYS,
  type WorkStyle,
} from '@kiseki/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { jobPositions, preferredConditions, techTags } from './master';
import { sqlNumberList, sqlTextList } from './sql-lists';

/**
 * A tsvector held as its literal text (`'go':3B 'バック':1A`). Writes cast the literal instead
 * of calling to_tsvector, whose parser would split the lexemes the app built (node.js, c++).
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
  toDriver: (value) => sql`${value}::tsvector`,
});

/**
 * Job postings. The body is kept as the sections a posting is read by (仕事内容, 必須スキル,
 * 歓迎スキル, 開発環境, 働き方) so pages can lay them out and search can weigh them.
 * Salaries are annual, in whole 万円.
 */
export const jobDescriptions = pgTable(
  'job_descriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    title: text().notNull(),
    /** Lead paragraph shown in lists and used as the meta description. */
    summary: text().notNull(),
    /** 仕事内容 */
    jobDetails: text().notNull(),
    /** 必須スキル */
    requiredSkills: text().notNull(),
    /** 歓迎スキル */
    welcomeSkills: text().notNull(),
    /** 開発環境 */
    developmentEnvironment: text().notNull(),
    /** 働き方 */
    workingConditions: text().notNull(),
    salaryMin: integer().notNull(),
    salaryMax: integer().notNull(),
    prefectureCode: smallint().notNull(),
    workStyle: text().$type<WorkStyle>().notNull(),
    employmentType: text().$type<EmploymentType>().notNull(),
    businessType: smallint().$type<BusinessTypeId>().notNull(),
    status: text().$type<JobDescriptionStatus>().notNull().default('published'),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Reactions and applications; drives the popularity_desc sort. */
    popularity: integer().notNull().default(0),
    /**
     * Keyword search (modules/jobs/search/job-search-index.ts), filled by the app because
     * Japanese segmentation cannot run in SQL. Null until indexed.
     */
    searchVector: tsvector(),
    /**
     * The title's lexemes without positions: search ranks title matches first, and finds them
     * through this column's own GIN index, never reading either vector of a match.
     */
    titleVector: tsvector(),
    /**
     * SEARCH_INDEX_VERSION the two columns were built with; 0 = never. Rows below the current
     * version are rebuilt at start, so a change of segmentation or weights re-indexes.
     */
    searchIndexVersion: smallint().notNull().default(0),
  },
  (t) => [
    index('job_descriptions_company_id_idx').on(t.companyId),
    // Every list filters by status first; the trailing id keeps paging order stable on ties.
    index('job_descriptions_status_published_at_idx').on(
      t.status,
      t.publishedAt.desc(),
      t.id.desc(),
    ),
    index('job_descriptions_status_updated_at_idx').on(t.status, t.updatedAt.desc(), t.id.desc()),
    // The search sorts, in their order (job-search.service.ts spells `desc nulls last`, as
    // Drizzle's desc() creates them); the salary one descending is scanned backwards.
    index('job_descriptions_status_popularity_published_at_idx').on(
      t.status,
      t.popularity.desc(),
      t.publishedAt.desc(),
      t.id.desc(),
    ),
    index('job_descriptions_status_salary_min_max_idx').on(
      t.status,
      t.salaryMin,
      t.salaryMax,
      t.id,
    ),
    index('job_descriptions_status_salary_max_min_idx').on(
      t.status,
      t.salaryMax,
      t.salaryMin,
      t.id,
    ),
    index('job_descriptions_prefecture_code_idx').on(t.prefectureCode),
    index('job_descriptions_work_style_idx').on(t.workStyle),
    index('job_descriptions_employment_type_idx').on(t.employmentType),
    index('job_descriptions_business_type_idx').on(t.businessType),
    index('job_descriptions_search_vector_idx').using('gin', t.searchVector),
    index('job_descriptions_title_vector_idx').using('gin', t.titleVector),
    // Start-up asks "anything below the current version?" on every boot; this answers it
    // without reading the table.
    index('job_descriptions_search_index_version_idx').on(t.searchIndexVersion),
    check(
      'job_descriptions_salary_range_check',
      sql`0 < ${t.salaryMin} and ${t.salaryMin} <= ${t.salaryMax}`,
    ),
    check(
      'job_descriptions_prefecture_code_check',
      sql`${t.prefectureCode} between ${sql.raw(String(PREFECTURE_CODE_MIN))} and ${sql.raw(String(PREFECTURE_CODE_MAX))}`,
    ),
    check(
      'job_descriptions_work_style_check',
      sql`${t.workStyle} in (${sqlTextList(WORK_STYLE_KEYS)})`,
    ),
    check(
      'job_descriptions_employment_type_check',
      sql`${t.employmentType} in (${sqlTextList(EMPLOYMENT_TYPE_KEYS)})`,
    ),
    check(
      'job_descriptions_business_type_check',
      sql`${t.businessType} in (${sqlNumberList(BUSINESS_TYPE_IDS)})`,
    ),
    check(
      'job_descriptions_status_check',
      sql`${t.status} in (${sqlTextList(JOB_DESCRIPTION_STATUSES)})`,
    ),
    check(
      'job_descriptions_published_at_check',
      sql`${t.status} <> 'published' or ${t.publishedAt} is not null`,
    ),
    check('job_descriptions_popularity_check', sql`${t.popularity} >= 0`),
    check('job_descriptions_search_index_version_check', sql`${t.searchIndexVersion} >= 0`),
  ],
);

/**
 * Every Japanese lexeme of 3+ characters any posting's search vector holds, for substring
 * terms (modules/jobs/search): データ基盤 is looked up here with pg_trgm, finds ビッグデータ基盤
 * too, and the postings are then found by those lexemes through the vector's GIN index.
 * Entries are only added; one no posting holds any more matches nothing.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    lexeme: text().primaryKey(),
  },
  (t) => [index('search_vocabulary_lexeme_trgm_idx').using('gin', t.lexeme.op('gin_trgm_ops'))],
);

/*
 * Link tables: the primary key answers "what does this job have", the reverse index answers
 * "which jobs have this" (search filters). Rows go with their job; master rows are never
 * deleted while referenced. Constraint names are spelled out because the generated ones
 * would pass PostgreSQL's 63-byte identifier limit and be silently truncated.
 */

export const jobDescriptionPositions = pgTable(
  'job_description_positions',
  {
    jobDescriptionId: integer().notNull(),
    jobPositionId: integer().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'job_description_positions_pk',
      columns: [t.jobDescriptionId, t.jobPositionId],
    }),
    index('job_description_positions_position_idx').on(t.jobPositionId, t.jobDescriptionId),
    foreignKey({
      name: 'job_description_positions_job_description_fk',
      columns: [t.jobDescriptionId],
      foreignColumns: [jobDescriptions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_description_positions_position_fk',
      columns: [t.jobPositionId],
      foreignColumns: [jobPositions.id],
    }),
  ],
);

export const jobDescriptionTags = pgTable(
  'job_description_tags',
  {
    jobDescriptionId: integer().notNull(),
    techTagId: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'job_description_tags_pk', columns: [t.jobDescriptionId, t.techTagId] }),
    index('job_description_tags_tag_idx').on(t.techTagId, t.jobDescriptionId),
    foreignKey({
      name: 'job_description_tags_job_description_fk',
      columns: [t.jobDescriptionId],
      foreignColumns: [jobDescriptions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_description_tags_tag_fk',
      columns: [t.techTagId],
      foreignColumns: [techTags.id],
    }),
  ],
);

export const jobDescriptionPreferredConditions = pgTable(
  'job_description_preferred_conditions',
  {
    jobDescriptionId: integer().notNull(),
    preferredConditionId: integer().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'job_description_preferred_conditions_pk',
      columns: [t.jobDescriptionId, t.preferredConditionId],
    }),
    index('job_description_preferred_conditions_condition_idx').on(
      t.preferredConditionId,
      t.jobDescriptionId,
    ),
    foreignKey({
      name: 'job_description_preferred_conditions_job_description_fk',
      columns: [t.jobDescriptionId],
      foreignColumns: [jobDescriptions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_description_preferred_conditions_condition_fk',
      columns: [t.preferredConditionId],
      foreignColumns: [preferredConditions.id],
    }),
  ],
);

export type JobDescription = typeof jobDescriptions.$inferSelect;
export type NewJobDescription = typeof jobDescriptions.$inferInsert;
