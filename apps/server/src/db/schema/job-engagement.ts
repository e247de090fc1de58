import {
  JOB_APPLICATION_STATUSES,
  JOB_SOURCES,
  type JobApplicationStatus,
  type JobSource,
} from '@kiseki/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { jobDescriptions } from './jobs';
import { sqlTextList } from './sql-lists';

/*
 * What a person does with jobs (issue 9): reactions (興味あり), applications, and the
 * suggestions the matching engine made for them. Rows go with the person; a job is never
 * deleted while people hold it (it is closed instead), but if one is, its rows go too.
 */

const userId = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const jobDescriptionId = () =>
  integer()
    .notNull()
    .references(() => jobDescriptions.id, { onDelete: 'cascade' });
const sourceCheck = (column: unknown) =>
  sql`${column} is null or ${column} in (${sqlTextList(JOB_SOURCES)})`;

/** One row per person and job while the person is interested; withdrawing deletes it. */
export const jobReactions = pgTable(
  'job_reactions',
  {
    userId: userId(),
    jobDescriptionId: jobDescriptionId(),
    source: text().$type<JobSource>(),
    reactedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_reactions_pk', columns: [t.userId, t.jobDescriptionId] }),
    // /jobs/home lists a person's reactions newest first.
    index('job_reactions_user_reacted_at_idx').on(t.userId, t.reactedAt.desc()),
    index('job_reactions_job_description_idx').on(t.jobDescriptionId),
    check('job_reactions_source_check', sourceCheck(t.source)),
  ],
);

/** An application; at most one per person and job, so applying twice changes nothing. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userId(),
    jobDescriptionId: jobDescriptionId(),
    status: text().$type<JobApplicationStatus>().notNull().default('applied'),
    source: text().$type<JobSource>(),
    appliedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the company is expected to have answered by mail: 7 days after applying. */
    expectedMailRepliedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the company's answer arrived; null while waiting. */
    mailReceivedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_user_job_description_idx').on(t.userId, t.jobDescriptionId),
    index('job_applications_user_applied_at_idx').on(t.userId, t.appliedAt.desc(), t.id.desc()),
    index('job_applications_job_description_idx').on(t.jobDescriptionId),
    check(
      'job_applications_status_check',
      sql`${t.status} in (${sqlTextList(JOB_APPLICATION_STATUSES)})`,
    ),
    check('job_applications_source_check', sourceCheck(t.source)),
  ],
);

/**
 * A request to generate suggestions, and its outcome. The latest row per person is the
 * spec's suggestion status; older rows are kept as the history of what was suggested.
 * status: SUGGESTION_GENERATION_STATUS (1 requested, 2 completed, 3 failed).
 */
export const jobSuggestionRequests = pgTable(
  'job_suggestion_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: userId(),
    status: smallint().notNull().default(1),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
    seenAt: timestamp({ withTimezone: true }),
    /** Why a generation failed, for the logs and admins; never shown to the person. */
    failureReason: text(),
  },
  (t) => [
    index('job_suggestion_requests_user_id_idx').on(t.userId, t.id.desc()),
    check('job_suggestion_requests_status_check', sql`${t.status} between 1 and 3`),
  ],
);

/** The ranked jobs of one completed request, each with the reasons it was chosen. */
export const jobSuggestions = pgTable(
  'job_suggestions',
  {
    requestId: integer()
      .notNull()
      .references(() => jobSuggestionRequests.id, { onDelete: 'cascade' }),
    jobDescriptionId: jobDescriptionId(),
    rank: smallint().notNull(),
    /** The engine's 0–100 fit. */
    matchScore: real().notNull(),
    reasons: text().array().notNull(),
  },
  (t) => [
    primaryKey({ name: 'job_suggestions_pk', columns: [t.requestId, t.rank] }),
    index('job_suggestions_job_description_idx').on(t.jobDescriptionId),
  ],
);

/**
 * A person's agreement to the external-AI-service policy (/policies/external-ai). Without a
 * row, nothing of theirs is sent to an outside AI provider; withdrawing deletes the row.
 */
export const externalAiAgreements = pgTable('external_ai_agreements', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  agreedAt: timestamp({ withTimezone: true }).notNull(),
});

export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type JobSuggestionRequestRow = typeof jobSuggestionRequests.$inferSelect;
