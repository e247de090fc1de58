import { TECH_TAG_GROUPS, type TechTagGroup } from '@kiseki/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { sqlTextList } from './sql-lists';

/*
 * Master data. The rows are copies of the constants in @kiseki/contract (the source of
 * truth, shared with the web app), upserted at boot; the tables exist so that foreign keys
 * keep stored ids honest and SQL can join names. Ids are the contract's, never generated.
 */

export const jobPositionCategories = pgTable('job_position_categories', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  sortOrder: smallint().notNull(),
});

export const jobPositions = pgTable(
  'job_positions',
  {
    id: integer().primaryKey(),
    key: text().notNull().unique(),
    name: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => jobPositionCategories.id),
    sortOrder: smallint().notNull(),
  },
  (t) => [index('job_positions_category_id_idx').on(t.categoryId)],
);

export const techTags = pgTable(
  'tech_tags',
  {
    id: integer().primaryKey(),
    name: text().notNull().unique(),
    group: text().$type<TechTagGroup>().notNull(),
    sortOrder: smallint().notNull(),
  },
  (t) => [
    index('tech_tags_group_idx').on(t.group),
    check('tech_tags_group_check', sql`${t.group} in (${sqlTextList(TECH_TAG_GROUPS)})`),
  ],
);

export const preferredConditions = pgTable('preferred_conditions', {
  id: integer().primaryKey(),
  label: text().notNull(),
  sortOrder: smallint().notNull(),
});

export type JobPositionCategoryRow = typeof jobPositionCategories.$inferSelect;
export type JobPositionRow = typeof jobPositions.$inferSelect;
export type TechTagRow = typeof techTags.$inferSelect;
export type PreferredConditionRow = typeof preferredConditions.$inferSelect;
