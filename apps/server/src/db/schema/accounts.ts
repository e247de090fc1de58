import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sqlTextList } from './sql-lists';

/**
 * People who sign in. The address is kept as typed (trimmed) and compared case-insensitively
 * through the unique index on lower(email); the password only as an argon2id hash.
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /** Set at sign-up step 3; until then the client shows the setup page. */
    displayName: text(),
    /** False until the activation link of the sign-up mail is opened. */
    isActive: boolean().notNull().default(false),
    isAdmin: boolean().notNull().default(false),
    /** User building state of spec section 4: 1 ready, 0 not yet. */
    buildingStatus: smallint().notNull().default(0),
    activatedAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // The admin search matches any part of the address (lower(email) like '%term%').
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    check('users_email_length_check', sql`char_length(${t.email}) between 3 and 254`),
    check(
      'users_display_name_length_check',
      sql`${t.displayName} is null or char_length(${t.displayName}) between 1 and 30`,
    ),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * Server-side sessions. The cookie holds a random token; the row's id is its SHA-256, so a
 * leaked table cannot be replayed as cookies. An impersonation session points at the admin
 * and at the admin's own session, which it returns to; revoking that one ends it too.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** hex SHA-256 of the cookie value */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    impersonatorId: integer().references(() => users.id, { onDelete: 'cascade' }),
    impersonatorSessionId: text().references((): AnyPgColumn => sessions.id, {
      onDelete: 'cascade',
    }),
    impersonationId: integer().references(() => impersonations.id, { onDelete: 'set null' }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_impersonator_id_idx').on(t.impersonatorId),
    index('sessions_impersonator_session_id_idx').on(t.impersonatorSessionId),
    index('sessions_impersonation_id_idx').on(t.impersonationId),
    check(
      'sessions_impersonation_check',
      sql`(${t.impersonatorId} is null) = (${t.impersonatorSessionId} is null)`,
    ),
  ],
);

export type Session = typeof sessions.$inferSelect;

export const ONE_TIME_TOKEN_PURPOSES = ['activation', 'password_reset', 'email_change'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * Keys and tokens sent by mail (activation, password reset, email change). Only their
 * SHA-256 is stored; each is used once and expires.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** hex SHA-256 of the key in the link */
    tokenHash: text().notNull().unique(),
    purpose: text().$type<OneTimeTokenPurpose>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Email change only: the address to switch to. */
    newEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('one_time_tokens_user_id_purpose_idx').on(t.userId, t.purpose),
    index('one_time_tokens_expires_at_idx').on(t.expiresAt),
    check(
      'one_time_tokens_purpose_check',
      sql`${t.purpose} in (${sqlTextList(ONE_TIME_TOKEN_PURPOSES)})`,
    ),
    check(
      'one_time_tokens_new_email_check',
      sql`(${t.purpose} = 'email_change') = (${t.newEmail} is not null)`,
    ),
  ],
);

/** Every agreement to a version of the terms, with its time: the history is the record. */
export const termsAgreements = pgTable(
  'terms_agreements',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text().notNull(),
    agreedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('terms_agreements_user_id_version_idx').on(t.userId, t.version)],
);

/**
 * Audit of admin impersonation: who, whom, when, from where. Rows outlive the accounts
 * (ids become null), so the email snapshots keep saying who was involved.
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adminId: integer().references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text().notNull(),
    targetId: integer().references(() => users.id, { onDelete: 'set null' }),
    targetEmail: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    ip: text(),
  },
  (t) => [
    index('impersonations_admin_id_idx').on(t.adminId, t.startedAt.desc()),
    index('impersonations_target_id_idx').on(t.targetId, t.startedAt.desc()),
    index('impersonations_started_at_idx').on(t.startedAt.desc()),
  ],
);
