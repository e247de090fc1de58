import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Named feature flags of the global settings; `npm run flags` edits them. */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's mail settings (spec section 3, all false by default): one row once they change
 * one, none before. The company side (issue 10) reads followed_by_new_company,
 * remind_unreplied_messages and profile_update_request_notification before it mails; the
 * settings screen comes later.
 */
export const mailSettings = pgTable('mail_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  activitySummary: boolean().notNull().default(false),
  scoreUp: boolean().notNull().default(false),
  followedByNewCompany: boolean().notNull().default(false),
  onboarding: boolean().notNull().default(false),
  news: boolean().notNull().default(false),
  inquiry: boolean().notNull().default(false),
  mailNewJobs: boolean().notNull().default(false),
  monthlyActivitySummary: boolean().notNull().default(false),
  betaProgramNotification: boolean().notNull().default(false),
  mailJobOpportunity: boolean().notNull().default(false),
  remindUnrepliedMessages: boolean().notNull().default(false),
  accessHistorySummary: boolean().notNull().default(false),
  expIncreaseRanking: boolean().notNull().default(false),
  aiReviewCompleted: boolean().notNull().default(false),
  profileUpdateRequestNotification: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type MailSettingsRow = typeof mailSettings.$inferSelect;
