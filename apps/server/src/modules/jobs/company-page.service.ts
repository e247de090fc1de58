import { type CompanyPageWire, techTagsById } from '@kiseki/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { companies, jobDescriptions, jobDescriptionTags } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { isCompanyBlocked, loadJobSummaries } from './job-summaries';

/*
 * /companies/{id}: the company as it describes itself in the console (logo, offices, the
 * stack it states), its open jobs and the stack those jobs use. Drafts and closed jobs are
 * not listed. Anyone may read it; a person who blocked the company gets the same 404 as for
 * a company that does not exist.
 */

export const COMPANY_NOT_FOUND_MESSAGE = 'この企業は見つかりませんでした。';
/** Open jobs listed on the page, newest first; no company on the board posts more at once. */
export const COMPANY_JOBS_LIMIT = 100;

const isOpenJobOf = (companyId: number) =>
  and(eq(jobDescriptions.companyId, companyId), eq(jobDescriptions.status, 'published'));

export async function getCompanyPage(
  db: Db,
  companyId: number,
  userId: number | null,
): Promise<CompanyPageWire> {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      industry: companies.industry,
      logoColor: companies.logoColor,
      employeeCount: companies.employeeCount,
      prefectureCode: companies.prefectureCode,
      description: companies.description,
      websiteUrl: companies.websiteUrl,
      foundedYear: companies.foundedYear,
      logoUrl: companies.logoUrl,
      stackTagIds: companies.stackTagIds,
      locationPrefectureCodes: companies.locationPrefectureCodes,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company || (await isCompanyBlocked(db, userId, companyId))) {
    throw new AppError('not_found', COMPANY_NOT_FOUND_MESSAGE);
  }

  const [jobRows, stackRows] = await Promise.all([
    db
      .select({ id: jobDescriptions.id })
      .from(jobDescriptions)
      .where(isOpenJobOf(companyId))
      .orderBy(desc(jobDescriptions.publishedAt), desc(jobDescriptions.id))
      .limit(COMPANY_JOBS_LIMIT),
    // Counted over every open job, not only the listed ones: the stack is the company's.
    db
      .select({ tagId: jobDescriptionTags.techTagId, jobCount: count() })
      .from(jobDescriptionTags)
      .innerJoin(jobDescriptions, eq(jobDescriptions.id, jobDescriptionTags.jobDescriptionId))
      .where(isOpenJobOf(companyId))
      .groupBy(jobDescriptionTags.techTagId)
      .orderBy(desc(count()), asc(jobDescriptionTags.techTagId)),
  ]);

  const jobs = await loadJobSummaries(
    db,
    jobRows.map((r) => r.id),
    userId,
  );
  return {
    company: {
      id: company.id,
      name: company.name,
      industry: company.industry,
      logo_color: company.logoColor,
      employee_count: company.employeeCount,
      prefecture_code: company.prefectureCode,
      description: company.description,
      website_url: company.websiteUrl,
      founded_year: company.foundedYear,
      logo_url: company.logoUrl,
      location_prefecture_codes: company.locationPrefectureCodes,
    },
    job_descriptions: jobs,
    tech_stack: stackRows.flatMap(({ tagId, jobCount }) => {
      const tag = techTagsById.get(tagId);
      return tag ? [{ id: tag.id, name: tag.name, group: tag.group, job_count: jobCount }] : [];
    }),
    stated_stack: company.stackTagIds.flatMap((id) => {
      const tag = techTagsById.get(id);
      return tag ? [{ id: tag.id, name: tag.name, group: tag.group }] : [];
    }),
  };
}
