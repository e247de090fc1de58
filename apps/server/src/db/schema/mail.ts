import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sqlTextList } from './sql-lists';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Outbox: every mail is a row written in the same transaction as the change that caused it,
 * then delivered by the `mail-send` job. Without SMTP the row is kept for the development
 * mailbox. Mails about a person go when the person is deleted.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Template name, for logs and tests. */
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    status: text().$type<MailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Set while a job delivers it, so two jobs never send the same row. */
    lockedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_address_lower_idx').on(sql`lower(${t.toAddress})`, t.id.desc()),
    index('mail_outbox_status_created_at_idx').on(t.status, t.createdAt),
    index('mail_outbox_user_id_idx').on(t.userId),
    index('mail_outbox_created_at_idx').on(t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in (${sqlTextList(MAIL_STATUSES)})`),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
