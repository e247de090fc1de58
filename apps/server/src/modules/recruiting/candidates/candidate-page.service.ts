import {
  CANDIDATE_MESSAGES,
  CANDIDATE_PAGE_OUTPUTS,
  type CandidateDetailWire,
  jobPositionsById,
} from '@kiseki/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  educations,
  experiencePositions,
  experiences,
  personPages,
  portfolioOutputs,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import { toEpochSecondsOrNull } from '../../../lib/time';
import { listLanguages } from '../../person/person-outputs.service';
import { startOfJapaneseDay } from './candidate-search.service';
import { loadCandidateFacts } from './candidate-summaries';
import { isVisibleCandidate } from './candidate-visibility';

/*
 * GET /api/company/candidates/{user_id}: what a recruiter reads before reaching out. A person
 * the company may not see (candidate-visibility.ts) answers the same 404 as an id that never
 * existed, before anything is read or recorded.
 *
 * Opening the page is a company's visit, recorded as browsed histories: one row for the page
 * (output_url null) and one per output shown, which the person's portfolio counts as views
 * and lists at /api/person/browsed_histories/. At most one row per company, person and URL
 * a day (Japan's), so reloading is not more visits; the check and the insert run under a
 * lock of that company and person, so two tabs opened at once record once.
 */

export async function getCandidatePage(
  db: Db,
  companyId: number,
  userId: number,
  now: Date,
): Promise<CandidateDetailWire> {
  if (!(await isVisibleCandidate(db, companyId, userId))) {
    throw new AppError('not_found', CANDIDATE_MESSAGES.notFound);
  }
  const [[facts], [page], experienceRows, positionRows, educationRows, outputs, languages] =
    await Promise.all([
      loadCandidateFacts(db, companyId, [userId], now),
      db.select({ bio: personPages.bio }).from(personPages).where(eq(personPages.userId, userId)),
      db
        .select()
        .from(experiences)
        .where(eq(experiences.userId, userId))
        .orderBy(desc(experiences.startYear), desc(experiences.startMonth), desc(experiences.id)),
      db
        .select({
          experienceId: experiencePositions.experienceId,
          positionId: experiencePositions.jobPositionId,
        })
        .from(experiencePositions)
        .innerJoin(experiences, eq(experiences.id, experiencePositions.experienceId))
        .where(eq(experiences.userId, userId)),
      db
        .select()
        .from(educations)
        .where(eq(educations.userId, userId))
        .orderBy(asc(educations.position)),
      db
        .select({
          source: portfolioOutputs.source,
          kind: portfolioOutputs.kind,
          title: portfolioOutputs.title,
          url: portfolioOutputs.url,
          summary: portfolioOutputs.summary,
          postedAt: portfolioOutputs.postedAt,
          tags: portfolioOutputs.tags,
          likes: portfolioOutputs.likes,
          stars: portfolioOutputs.stars,
        })
        .from(portfolioOutputs)
        .where(eq(portfolioOutputs.userId, userId))
        .orderBy(sql`${portfolioOutputs.postedAt} desc nulls last`, desc(portfolioOutputs.id))
        .limit(CANDIDATE_PAGE_OUTPUTS),
      listLanguages(db, userId),
    ]);
  if (!facts) throw new AppError('not_found', CANDIDATE_MESSAGES.notFound);

  await recordVisit(
    db,
    companyId,
    userId,
    outputs.map((o) => o.url),
    now,
  );

  const positionsOf = new Map<number, { id: number; name: string }[]>();
  for (const r of positionRows) {
    const position = jobPositionsById.get(r.positionId);
    if (!position) continue;
    positionsOf.set(r.experienceId, [
      ...(positionsOf.get(r.experienceId) ?? []),
      { id: position.id, name: position.name },
    ]);
  }
  const settings = facts.settings;
  return {
    ...facts.base,
    age: publicAge(facts.profile, now),
    bio: page?.bio ?? '',
    job_summary: settings?.jobSummary ?? null,
    want_to_do: settings?.wantToDo ?? null,
    hirability_level_updated_at: toEpochSecondsOrNull(settings?.hirabilityLevelUpdatedAt),
    skills: facts.skills,
    languages: languages.slice(0, 10).map((l) => ({ name: l.name, ratio: l.ratio })),
    experiences: experienceRows.map((e) => ({
      organization_name: e.organizationName,
      position_name: e.positionName,
      positions: (positionsOf.get(e.id) ?? []).sort((a, b) => a.id - b.id),
      is_client_work: e.isClientWork,
      client_company_name: e.clientCompanyName,
      start_year: e.startYear,
      start_month: e.startMonth,
      end_year: e.endYear,
      end_month: e.endMonth,
      description: e.description,
    })),
    educations: educationRows.map((e) => ({
      school_type: e.schoolType,
      school_name: e.schoolName,
      end_year: e.endYear,
      end_month: e.endMonth,
      enrollment_status: e.enrollmentStatus,
      major: e.major,
    })),
    outputs: outputs.map((o) => ({
      source: o.source,
      kind: o.kind,
      title: o.title,
      url: o.url,
      summary: o.summary,
      posted_at: toEpochSecondsOrNull(o.postedAt),
      tags: o.tags,
      likes: o.likes,
      stars: o.stars,
    })),
  };
}

/** Whole years in Japan's calendar, only for a birthdate the person made public. */
function publicAge(
  profile: { birthdate: string | null; isBirthdatePublic: boolean } | null,
  now: Date,
): number | null {
  if (!profile?.birthdate || !profile.isBirthdatePublic) return null;
  const [year, month, day] = profile.birthdate.split('-').map(Number) as [number, number, number];
  const today = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = y - year - (m < month || (m === month && d < day) ? 1 : 0);
  return age >= 0 ? age : null;
}

async function recordVisit(
  db: Db,
  companyId: number,
  userId: number,
  outputUrls: string[],
  now: Date,
): Promise<void> {
  const urls = [...new Set(outputUrls)];
  const since = startOfJapaneseDay(now).toISOString();
  const rows = [sql`(null::text)`, ...urls.map((url) => sql`(${url}::text)`)];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${companyId}::int, ${userId}::int)`);
    await tx.execute(sql`insert into browsed_histories (user_id, company_id, output_url, accessed_at)
      select ${userId}::int, ${companyId}::int, v.url, ${now.toISOString()}::timestamptz
      from (values ${sql.join(rows, sql`, `)}) as v(url)
      where not exists (select 1 from browsed_histories b
        where b.user_id = ${userId} and b.company_id = ${companyId}
          and b.output_url is not distinct from v.url and b.accessed_at >= ${since}::timestamptz)`);
  });
}
