import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Named feature flags of the global settings; `npm run flags` edits them. */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
