import type { JobApplicationStatus, JobSource } from '@kiseki/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { createRng, seedFromText } from '../../../test/factories';
import {
  experiencePositions,
  experiences,
  jobApplications,
  jobDescriptions,
  jobReactions,
  userJobSettings,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { generateSuggestionsNow } from '../jobs/suggestions/suggestions.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

/*
 * The demo engineer's history on the job board, so that /jobs/home, the search list's
 * 興味あり and 応募済み marks and the application states all show something at the first
 * sign-in: a few reactions and applications on postings that fit what the engineer asked
 * for (their desired conditions and the positions of their current role), never at the
 * company they blocked. Dated from the demo world's "now", after each posting went live.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Spec section 9: the company is expected to answer by mail within 7 days. */
const EXPECTED_REPLY_DAYS = 7;

/** When, how long ago, and from where the engineer reacted to a posting. */
const REACTIONS: readonly { daysAgo: number; hour: number; source: JobSource }[] = [
  { daysAgo: 1, hour: 21, source: 'search' },
  { daysAgo: 4, hour: 12, source: 'suggestion' },
  { daysAgo: 8, hour: 22, source: 'search' },
  { daysAgo: 13, hour: 8, source: 'detail' },
];

/**
 * Three applications in the three states a person meets: waiting within the week, a reply
 * received, and a wait past the expected reply date (what job seekers call ghosting).
 */
const APPLICATIONS: readonly {
  daysAgo: number;
  hour: number;
  source: JobSource;
  status: JobApplicationStatus;
  repliedAfterDays?: number;
}[] = [
  { daysAgo: 2, hour: 20, source: 'detail', status: 'applied' },
  { daysAgo: 17, hour: 13, source: 'search', status: 'replied', repliedAfterDays: 3 },
  { daysAgo: 10, hour: 23, source: 'suggestion', status: 'applied' },
];

/** Postings must have been live this long before "now", so every date falls after it. */
const PUBLISHED_BEFORE_DAYS = 30;

export interface DemoJobActivity {
  reactions: number;
  applications: number;
}

/**
 * Inserts the engineer's reactions and applications and counts them into each posting's
 * popularity, which holds reactions and applications on top of the world's baseline. A
 * world too small to hold enough fitting postings gets fewer; none is forced onto a
 * posting that does not fit.
 */
export async function seedDemoJobActivity(db: Db, now: Date): Promise<DemoJobActivity> {
  const [engineer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.engineer.email}`);
  if (!engineer) return { reactions: 0, applications: 0 };
  const candidates = await fittingJobIds(db, engineer.id, now);
  const rng = createRng(seedFromText(`demo-job-activity:${now.toISOString()}`));
  const chosen = rng.sample(candidates, REACTIONS.length + APPLICATIONS.length);
  const applied = chosen.slice(0, APPLICATIONS.length);
  const reacted = chosen.slice(APPLICATIONS.length);
  const at = (daysAgo: number, hour: number) =>
    new Date(now.getTime() - daysAgo * DAY_MS + (hour - 9) * HOUR_MS);

  if (reacted.length > 0) {
    await db.insert(jobReactions).values(
      reacted.map((jobDescriptionId, i) => ({
        userId: engineer.id,
        jobDescriptionId,
        source: REACTIONS[i]!.source,
        reactedAt: at(REACTIONS[i]!.daysAgo, REACTIONS[i]!.hour),
      })),
    );
  }
  if (applied.length > 0) {
    await db.insert(jobApplications).values(
      applied.map((jobDescriptionId, i) => {
        const plan = APPLICATIONS[i]!;
        const appliedAt = at(plan.daysAgo, plan.hour);
        const mailReceivedAt =
          plan.repliedAfterDays === undefined
            ? null
            : new Date(appliedAt.getTime() + plan.repliedAfterDays * DAY_MS + 5 * HOUR_MS);
        return {
          userId: engineer.id,
          jobDescriptionId,
          status: plan.status,
          source: plan.source,
          appliedAt,
          expectedMailRepliedAt: new Date(appliedAt.getTime() + EXPECTED_REPLY_DAYS * DAY_MS),
          mailReceivedAt,
          updatedAt: mailReceivedAt ?? appliedAt,
        };
      }),
    );
  }
  const touched = [...reacted, ...applied];
  if (touched.length > 0) {
    await db
      .update(jobDescriptions)
      .set({ popularity: sql`${jobDescriptions.popularity} + 1` })
      .where(inArray(jobDescriptions.id, touched));
  }
  return { reactions: reacted.length, applications: applied.length };
}

/**
 * Published postings, live for a while, that meet the engineer's stored wishes: an
 * employment type, business type and work style they ticked, a desired location (unless
 * fully remote), pay that reaches the desired salary, a position of their current role, and
 * a company they have not blocked. In id order, so the pick is repeatable.
 */
async function fittingJobIds(db: Db, userId: number, now: Date): Promise<number[]> {
  const [setting] = await db
    .select()
    .from(userJobSettings)
    .where(eq(userJobSettings.userId, userId));
  if (!setting) return [];
  const currentPositions = await db
    .selectDistinct({ id: experiencePositions.jobPositionId })
    .from(experiencePositions)
    .innerJoin(experiences, eq(experiences.id, experiencePositions.experienceId))
    .where(sql`${experiences.userId} = ${userId} and ${experiences.endYear} is null`);

  const list = <T>(pairs: readonly (readonly [boolean, T])[]) =>
    pairs.filter(([wanted]) => wanted).map(([, value]) => value);
  const employment = list([
    [setting.employmentTypeFulltime, 'fulltime'],
    [setting.employmentTypeParttime, 'parttime'],
    [setting.employmentTypeFreelance, 'freelance'],
    [setting.employmentTypeInternship, 'internship'],
  ]);
  const business = list([
    [setting.desiredBusinessTypeInHouse, 1],
    [setting.desiredBusinessTypeEntrusted, 2],
    [setting.desiredBusinessTypeSes, 3],
  ]);
  const locations = setting.desiredLocations;
  const workStyles: SQL[] = [];
  if (setting.desiredWorkStyleFullRemote) workStyles.push(sql`j.work_style = 'fullRemote'`);
  for (const [wanted, style] of [
    [setting.desiredWorkStylePartialRemote, 'partialRemote'],
    [setting.desiredWorkStyleAttendance, 'attendance'],
  ] as const) {
    if (!wanted) continue;
    workStyles.push(
      locations.length > 0
        ? sql`(j.work_style = ${style} and j.prefecture_code in (${sql.join(
            locations.map((code) => sql`${code}::int`),
            sql`, `,
          )}))`
        : sql`j.work_style = ${style}`,
    );
  }
  const conditions: SQL[] = [
    sql`j.status = 'published'`,
    sql`j.published_at <= ${new Date(now.getTime() - PUBLISHED_BEFORE_DAYS * DAY_MS).toISOString()}::timestamptz`,
    sql`not exists (select 1 from user_blocked_companies b
      where b.user_id = ${userId} and b.company_id = j.company_id)`,
  ];
  const anyOf = (column: SQL, values: readonly (string | number)[]) =>
    sql`${column} in (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`;
  if (employment.length > 0) conditions.push(anyOf(sql`j.employment_type`, employment));
  if (business.length > 0) conditions.push(anyOf(sql`j.business_type`, business));
  if (workStyles.length > 0) conditions.push(sql`(${sql.join(workStyles, sql` or `)})`);
  // As the search's salary filter reads it: the top of the range reaches the wish.
  if (setting.desiredAnnualSalary) {
    conditions.push(sql`j.salary_max >= ${setting.desiredAnnualSalary}`);
  }
  if (currentPositions.length > 0) {
    conditions.push(sql`exists (select 1 from job_description_positions p
      where p.job_description_id = j.id and ${anyOf(
        sql`p.job_position_id`,
        currentPositions.map((p) => p.id),
      )})`);
  }
  const result = (await db.execute(
    sql`select j.id from job_descriptions j where ${sql.join(conditions, sql` and `)} order by j.id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/**
 * The demo engineer's job suggestions, generated by the real engine once their career and
 * skills exist, so /jobs/home shows suggestions with reasons and the header its dot.
 */
export async function seedDemoSuggestions(db: Db, now: Date): Promise<void> {
  const [engineer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ACCOUNTS.engineer.email}`);
  if (engineer) await generateSuggestionsNow(db, engineer.id, now);
}
