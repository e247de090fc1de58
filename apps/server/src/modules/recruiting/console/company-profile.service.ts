import type { CompanyProfileRequest, CompanyProfileWire } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { type Company, companies } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import type { ServiceContext } from '../../../lib/service-context';
import { toEpochSeconds } from '../../../lib/time';
import { COMPANY_NOT_FOUND_MESSAGE } from '../../jobs/company-page.service';
import { wholeSecond } from '../../jobs/job-pages.service';
import { reindexCompanyJobs } from './company-jobs.service';

/*
 * The company's own profile, as its recruiters keep it in the console. It feeds the public
 * company page (/companies/{id}) and every job card (the name), and the name is part of each
 * job's search index.
 */

const notFound = () => new AppError('not_found', COMPANY_NOT_FOUND_MESSAGE);

const toWire = (c: Company): CompanyProfileWire => ({
  id: c.id,
  name: c.name,
  description: c.description,
  website_url: c.websiteUrl,
  logo_url: c.logoUrl,
  logo_color: c.logoColor,
  industry: c.industry,
  employee_count: c.employeeCount,
  founded_year: c.foundedYear,
  prefecture_code: c.prefectureCode,
  stack_tag_ids: c.stackTagIds,
  location_prefecture_codes: c.locationPrefectureCodes,
  updated_at: toEpochSeconds(c.updatedAt),
});

/** GET /api/company/profile */
export async function getCompanyProfile(db: Db, companyId: number): Promise<CompanyProfileWire> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  // A session's company always exists (members go with it); kept as a plain 404 all the same.
  if (!company) throw notFound();
  return toWire(company);
}

/**
 * PUT /api/company/profile: the whole profile as the form holds it. Lists keep the order
 * chosen, once each; locations read north to south, as every prefecture list does. A new
 * name rebuilds the search index of every job of the company in the same transaction, so
 * search by the new name finds them at once and the old name finds nothing.
 */
export async function updateCompanyProfile(
  ctx: ServiceContext,
  companyId: number,
  input: CompanyProfileRequest,
): Promise<CompanyProfileWire> {
  const now = wholeSecond(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!current) throw notFound();
    const [updated] = await tx
      .update(companies)
      .set({
        name: input.name,
        description: input.description,
        websiteUrl: input.website_url,
        logoUrl: input.logo_url === null || input.logo_url === '' ? null : input.logo_url,
        industry: input.industry,
        employeeCount: input.employee_count,
        foundedYear: input.founded_year,
        prefectureCode: input.prefecture_code,
        stackTagIds: [...new Set(input.stack_tag_ids)],
        locationPrefectureCodes: [...new Set(input.location_prefecture_codes)].sort(
          (a, b) => a - b,
        ),
        updatedAt: now,
      })
      .where(eq(companies.id, companyId))
      .returning();
    if (current.name !== input.name) await reindexCompanyJobs(tx, companyId, input.name);
    return toWire(updated!);
  });
}
