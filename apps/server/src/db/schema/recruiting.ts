import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { companies } from './companies';
import { jobDescriptions, tsvector } from './jobs';

/*
 * The company side (issue 10): recruiters, what they do to people (interest, scouts, messages)
 * and what they searched. Career-update requests are career_update_requests (schema/career.ts). Everything a person sees from companies on
 * the engineer screens comes from these rows, each written by a real recruiter action.
 */

const engineerId = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const companyId = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
/** The recruiter who acted; kept as null when their account goes, the company's act stays. */
const recruiterId = () => integer().references(() => users.id, { onDelete: 'set null' });

/**
 * A recruiter account: a user with a membership. A user has at most one company, and a
 * member never uses the engineer screens (decision 016). role: admin invites recruiters.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    role: text().$type<'admin' | 'recruiter'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId),
    check('company_members_role_check', sql`${t.role} in ('admin', 'recruiter')`),
  ],
);

/** An invitation mailed by a company admin; the key is stored hashed, like every mailed key. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    email: text().notNull(),
    role: text().$type<'admin' | 'recruiter'>().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: recruiterId(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('company_invitations_company_idx').on(t.companyId, t.createdAt.desc()),
    check('company_invitations_role_check', sql`${t.role} in ('admin', 'recruiter')`),
  ],
);

/**
 * 気になる: a company's interest in a person, optionally for a job. One per company and
 * person; marking again updates it. reaction_level: 1 interested, 2 want to hear, 3 not now
 * (REACTION_LEVEL in modules/recruiting/reaction-link.ts), null until the person reacts.
 */
export const candidateInterests = pgTable(
  'candidate_interests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    userId: engineerId(),
    recruiterId: recruiterId(),
    jobDescriptionId: integer().references(() => jobDescriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reactionLevel: smallint(),
    reactedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('candidate_interests_company_user_idx').on(t.companyId, t.userId),
    index('candidate_interests_user_idx').on(t.userId, t.createdAt.desc()),
    check(
      'candidate_interests_reaction_level_check',
      sql`${t.reactionLevel} is null or ${t.reactionLevel} between 1 and 3`,
    ),
  ],
);

/**
 * A conversation between a company and a person. origin: 'interest' (the person reacted to
 * the company's interest) or 'scout' (opened by a scout naming a job and a salary range).
 * status: open, closed (by either side) or declined (by the person, with a reason).
 * The read marks are per side: the last time each side read the thread.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyId(),
    userId: engineerId(),
    jobDescriptionId: integer().references(() => jobDescriptions.id, { onDelete: 'set null' }),
    origin: text().$type<'interest' | 'scout'>().notNull(),
    scoutSalaryMin: integer(),
    scoutSalaryMax: integer(),
    status: text().$type<'open' | 'closed' | 'declined'>().notNull().default('open'),
    declineReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    personReadAt: timestamp({ withTimezone: true }),
    companyReadAt: timestamp({ withTimezone: true }),
    /** The first company message the person has not been mailed about (mail batching). */
    personMailDueAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_threads_company_user_idx').on(t.companyId, t.userId),
    index('message_threads_user_idx').on(t.userId, t.lastMessageAt.desc()),
    index('message_threads_company_idx').on(t.companyId, t.lastMessageAt.desc()),
    index('message_threads_mail_due_idx')
      .on(t.personMailDueAt)
      .where(sql`${t.personMailDueAt} is not null`),
    check('message_threads_origin_check', sql`${t.origin} in ('interest', 'scout')`),
    check('message_threads_status_check', sql`${t.status} in ('open', 'closed', 'declined')`),
    // A scout names a salary range; it named a job too, which may later be deleted (set null).
    check(
      'message_threads_scout_check',
      sql`${t.origin} <> 'scout' or (${t.scoutSalaryMin} > 0 and ${t.scoutSalaryMin} <= ${t.scoutSalaryMax})`,
    ),
  ],
);

/** One message; side says who wrote it, sender_id which recruiter (or the person). */
export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    threadId: integer()
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    side: text().$type<'company' | 'person'>().notNull(),
    senderId: recruiterId(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    // The template-scout check reads a recruiter's own earlier scouts.
    index('messages_sender_idx').on(t.senderId, t.id.desc()),
    check('messages_side_check', sql`${t.side} in ('company', 'person')`),
  ],
);

/**
 * The keywords of a recruiter search that surfaced a person: one row per person and search,
 * read by /analytics/keywords ("keywords companies searched").
 */
export const searchKeywordHits = pgTable(
  'search_keyword_hits',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: engineerId(),
    companyId: companyId(),
    keyword: text().notNull(),
    searchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_keyword_hits_user_idx').on(t.userId, t.searchedAt.desc())],
);

/**
 * A person's keyword index for recruiters' engineer search: skills, career, outputs and
 * want-to-do, built by the app with modules/jobs/search/japanese-text.ts (indexDocument) as job
 * postings are, so the same keywords match the same way. Version as SEARCH_INDEX_VERSION does.
 */
export const personSearchIndex = pgTable(
  'person_search_index',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchVector: tsvector().notNull(),
    searchIndexVersion: smallint().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('person_search_index_vector_idx').using('gin', t.searchVector),
    // The rows a keyword search rebuilds first (version below the current one), in the
    // order it walks them. A whole index, not a partial one: the current version is a
    // constant of the code, and a predicate naming it would stop matching at the next bump.
    index('person_search_index_version_idx').on(t.searchIndexVersion, t.userId),
  ],
);

export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type CandidateInterestRow = typeof candidateInterests.$inferSelect;
export type MessageThreadRow = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
