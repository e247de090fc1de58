import {
  IMPORT_STATUSES,
  type ImportStatus,
  OUTPUT_SOURCES,
  type OutputSource,
  SKILL_LEVEL_MAX,
  SKILL_LEVEL_MIN,
  SNS_NAMES,
  type SnsName,
} from '@kiseki/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';
import { sqlTextList } from './sql-lists';

/*
 * Portfolio (issue 8): connected accounts and blogs with their import state, the outputs
 * imported from them, GitHub's daily contributions, the person's page and skill tags,
 * scores and their history, public sharing, teams, and companies' views. Every row of a
 * person goes with them (on delete cascade).
 */

const userIdColumn = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Import state shared by connected accounts and blogs (what /user_building shows). */
const importState = {
  status: text().$type<ImportStatus>().notNull().default('pending'),
  importedCount: integer().notNull().default(0),
  /** The first import that ended (done or failed): /user_building waits for it. */
  firstFinishedAt: timestamp({ withTimezone: true }),
  lastImportedAt: timestamp({ withTimezone: true }),
  lastAttemptAt: timestamp({ withTimezone: true }),
  /** UpstreamError kind of the last failure, null after a success. */
  errorCode: text(),
  nextRetryAt: timestamp({ withTimezone: true }),
  /** The client's SyncCursor (ETags, since-times, fingerprints). */
  cursor: jsonb().$type<Record<string, unknown>>(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
const importStatusCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in (${sqlTextList(IMPORT_STATUSES)})`);

export const snsAssociations = pgTable(
  'sns_associations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userIdColumn(),
    snsName: text().$type<SnsName>().notNull(),
    account: text().notNull(),
    htmlUrl: text().notNull(),
    avatarUrl: text(),
    followers: integer(),
    ...importState,
  },
  (t) => [
    uniqueIndex('sns_associations_user_sns_key').on(t.userId, t.snsName),
    // The daily schedule walks every association of one service.
    index('sns_associations_sns_name_idx').on(t.snsName, t.id),
    check('sns_associations_sns_name_check', sql`${t.snsName} in (${sqlTextList(SNS_NAMES)})`),
    importStatusCheck('sns_associations_status_check', t.status),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userIdColumn(),
    /** As the person gave it: a page or a feed. */
    url: text().notNull(),
    /** The feed found on the page (or the URL itself when it is one). */
    feedUrl: text(),
    title: text(),
    ...importState,
  },
  (t) => [
    uniqueIndex('blogs_user_url_key').on(t.userId, t.url),
    importStatusCheck('blogs_status_check', t.status),
  ],
);

/**
 * Everything imported: repos, articles, slides, replies and events, one row each. Columns
 * hold what every kind shares and what queries sort or sum by; `data` keeps the rest
 * (RepoData, EventData, ...). Removing an account or blog removes its outputs.
 */
export const portfolioOutputs = pgTable(
  'portfolio_outputs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userIdColumn(),
    source: text().$type<OutputSource>().notNull(),
    kind: text().$type<'repo' | 'article' | 'slide' | 'reply' | 'event'>().notNull(),
    associationId: integer().references(() => snsAssociations.id, { onDelete: 'cascade' }),
    blogId: integer().references(() => blogs.id, { onDelete: 'cascade' }),
    externalId: text().notNull(),
    url: text().notNull(),
    title: text().notNull(),
    summary: text(),
    postedAt: timestamp({ withTimezone: true }),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    likes: integer(),
    stocks: integer(),
    stars: integer(),
    pageViews: integer(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portfolio_outputs_user_source_external_key').on(t.userId, t.source, t.externalId),
    // Each person endpoint lists one source, newest first.
    index('portfolio_outputs_user_source_posted_idx').on(t.userId, t.source, t.postedAt.desc()),
    // Views are browsed histories whose output URL is this output's URL.
    index('portfolio_outputs_user_url_idx').on(t.userId, t.url),
    index('portfolio_outputs_association_idx').on(t.associationId),
    index('portfolio_outputs_blog_idx').on(t.blogId),
    check('portfolio_outputs_source_check', sql`${t.source} in (${sqlTextList(OUTPUT_SOURCES)})`),
    check(
      'portfolio_outputs_origin_check',
      sql`(${t.associationId} is null) <> (${t.blogId} is null)`,
    ),
  ],
);

export const githubContributionDays = pgTable(
  'github_contribution_days',
  {
    userId: userIdColumn(),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    check('github_contribution_days_count_check', sql`${t.count} >= 0`),
  ],
);

/** What the person writes about themselves on the portfolio (/person/edit). */
export const personPages = pgTable('person_pages', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text().notNull().default(''),
  links: jsonb().$type<{ label: string; url: string }[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const personSkillTags = pgTable(
  'person_skill_tags',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userIdColumn(),
    name: text().notNull(),
    level: smallint().notNull(),
    sortOrder: smallint().notNull().default(0),
    /** Suggested from imports and not yet confirmed on /person/edit. */
    isAuto: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('person_skill_tags_user_name_key').on(t.userId, sql`lower(${t.name})`),
    // The team tag page sums levels per tag.
    index('person_skill_tags_name_idx').on(sql`lower(${t.name})`),
    check(
      'person_skill_tags_level_check',
      sql`${t.level} between ${sql.raw(String(SKILL_LEVEL_MIN))} and ${sql.raw(String(SKILL_LEVEL_MAX))}`,
    ),
  ],
);

/** The latest score per person and scorer type (including the total, 1000). */
export const scoreDetails = pgTable(
  'score_details',
  {
    userId: userIdColumn(),
    scorerType: smallint().notNull(),
    rawValue: doublePrecision().notNull(),
    score: doublePrecision(),
    percentile: doublePrecision(),
    ranking: integer(),
    population: integer().notNull(),
    isExistOutput: boolean().notNull(),
    isConnectedSns: boolean().notNull(),
    factors: jsonb().$type<{ key: string; label: string; value: number }[]>().notNull().default([]),
    hints: jsonb().$type<string[]>().notNull().default([]),
    computedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scorerType] }),
    // Ranking and population are counted per scorer type over raw values.
    index('score_details_type_raw_idx').on(t.scorerType, t.rawValue),
  ],
);

/** One point per person, scorer type and day (the last computation of the day wins). */
export const scoreHistory = pgTable(
  'score_history',
  {
    userId: userIdColumn(),
    scorerType: smallint().notNull(),
    day: date({ mode: 'string' }).notNull(),
    score: doublePrecision(),
    percentile: doublePrecision(),
    rawValue: doublePrecision().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scorerType, t.day] })],
);

export const publicSettings = pgTable(
  'public_settings',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random, given at creation; stays valid as an address when a custom one is set. */
    originalShareId: text().notNull(),
    customShareId: text(),
    isOpen: boolean().notNull().default(false),
    termAgreedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('public_settings_original_share_id_key').on(t.originalShareId),
    uniqueIndex('public_settings_custom_share_id_key').on(t.customShareId),
  ],
);

/**
 * Custom share ids a person used before their current one. They keep leading to that
 * person's page and nobody else may take them, so a link shared earlier can never open
 * someone else's portfolio.
 */
export const retiredShareIds = pgTable(
  'retired_share_ids',
  {
    shareId: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    retiredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retired_share_ids_user_id_idx').on(t.userId)],
);

export const teams = pgTable(
  'teams',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The id in /team-tags/{id}. */
    slug: text().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_slug_key').on(t.slug)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.userId),
  ],
);

/**
 * A company looking at a person's portfolio, or at one output of it (output_url). Written by
 * the company side (issue 10) and the demo seed; read as views and "who viewed what".
 */
export const browsedHistories = pgTable(
  'browsed_histories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userIdColumn(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    outputUrl: text(),
    accessedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('browsed_histories_user_accessed_idx').on(t.userId, t.accessedAt.desc()),
    index('browsed_histories_user_output_url_idx').on(t.userId, t.outputUrl),
    index('browsed_histories_company_idx').on(t.companyId),
  ],
);

export type SnsAssociationRow = typeof snsAssociations.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;
export type PortfolioOutputRow = typeof portfolioOutputs.$inferSelect;
export type NewPortfolioOutput = typeof portfolioOutputs.$inferInsert;
export type ScoreDetailRow = typeof scoreDetails.$inferSelect;
export type PublicSettingRow = typeof publicSettings.$inferSelect;
