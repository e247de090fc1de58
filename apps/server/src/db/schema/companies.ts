import { PREFECTURE_CODE_MAX, PREFECTURE_CODE_MIN } from '@kiseki/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Hiring companies: the other side of the marketplace. */
export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** URL-safe public handle, unique; ids stay internal to joins. */
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    websiteUrl: text().notNull(),
    industry: text().notNull(),
    employeeCount: integer().notNull(),
    foundedYear: smallint().notNull(),
    /** JIS X 0401 code of the head office. */
    prefectureCode: smallint().notNull(),
    /** Hex colour of the generated logo mark (#rrggbb). */
    logoColor: text().notNull(),
    /** An https URL of the company's logo image, set in the console; null shows the mark. */
    logoUrl: text(),
    /** Tech tags the company says it uses (console), beside those its jobs name. */
    stackTagIds: integer().array().notNull().default(sql`'{}'`),
    /** Prefectures it has offices in (console), beside the head office. */
    locationPrefectureCodes: smallint().array().notNull().default(sql`'{}'`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_name_idx').on(t.name),
    // Finding a company by part of its name (blocking a company, the wizard's block step).
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('companies_prefecture_code_idx').on(t.prefectureCode),
    index('companies_industry_idx').on(t.industry),
    check(
      'companies_prefecture_code_check',
      sql`${t.prefectureCode} between ${sql.raw(String(PREFECTURE_CODE_MIN))} and ${sql.raw(String(PREFECTURE_CODE_MAX))}`,
    ),
    check('companies_employee_count_check', sql`${t.employeeCount} > 0`),
    check('companies_logo_color_check', sql`${t.logoColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
