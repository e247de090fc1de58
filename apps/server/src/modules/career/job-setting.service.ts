import {
  CAREER_MESSAGES,
  type HirabilityLevel,
  type JobSettingUpdateRequest,
  type JobSettingWire,
} from '@kiseki/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  companies,
  experiences,
  type NewUserJobSetting,
  type UserJobSetting,
  userBlockedCompanies,
  userJobSettings,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { toEpochSecondsOrNull } from '../../lib/time';
import { markPersonSearchIndexStale } from '../recruiting/candidates/person-search-index';

/*
 * The user job setting of spec section 3: hirability level, desired conditions, want-to-do,
 * blocked companies and the scouting name. One row per person, created on the first save;
 * until then the person sees the columns' defaults.
 */

type Row = Pick<
  UserJobSetting,
  Exclude<keyof UserJobSetting, 'userId' | 'createdAt' | 'updatedAt'>
>;

const DEFAULT_ROW: Row = {
  hirabilityLevel: null,
  hirabilityLevelUpdatedAt: null,
  job: null,
  isItEngineer: null,
  employmentTypeFulltime: false,
  employmentTypeParttime: false,
  employmentTypeFreelance: false,
  employmentTypeInternship: false,
  wantToDo: null,
  jobSummary: null,
  wantToDoUpdatedAt: null,
  desiredAnnualSalary: null,
  desiredBusinessTypeInHouse: false,
  desiredBusinessTypeEntrusted: false,
  desiredBusinessTypeSes: false,
  desiredWorkStyleFullRemote: false,
  desiredWorkStylePartialRemote: false,
  desiredWorkStyleAttendance: false,
  desiredLocations: [],
  desiredWorkConditionUpdatedAt: null,
  displayName: null,
  isWorkableAge: null,
};

const toWire = (
  row: Row,
  blocked: { id: number; name: string }[],
  hasCurrentCompany: boolean,
): JobSettingWire => ({
  hirability_level: row.hirabilityLevel,
  hirability_level_updated_at: toEpochSecondsOrNull(row.hirabilityLevelUpdatedAt),
  job: row.job,
  is_it_engineer: row.isItEngineer,
  employment_type: {
    fulltime: row.employmentTypeFulltime,
    parttime: row.employmentTypeParttime,
    freelance: row.employmentTypeFreelance,
    internship: row.employmentTypeInternship,
  },
  blocked_corporations: blocked,
  want_to_do: row.wantToDo,
  want_to_do_updated_at: toEpochSecondsOrNull(row.wantToDoUpdatedAt),
  job_summary: row.jobSummary,
  desired_annual_salary: row.desiredAnnualSalary,
  desired_business_type: {
    in_house: row.desiredBusinessTypeInHouse,
    entrusted: row.desiredBusinessTypeEntrusted,
    ses: row.desiredBusinessTypeSes,
  },
  desired_work_style: {
    full_remote: row.desiredWorkStyleFullRemote,
    partial_remote: row.desiredWorkStylePartialRemote,
    attendance: row.desiredWorkStyleAttendance,
  },
  desired_locations: row.desiredLocations,
  desired_work_condition_updated_at: toEpochSecondsOrNull(row.desiredWorkConditionUpdatedAt),
  display_name: row.displayName,
  is_workable_age: row.isWorkableAge,
  has_current_company: hasCurrentCompany,
});

async function findRow(db: Db, userId: number, forUpdate = false) {
  const query = db.select().from(userJobSettings).where(eq(userJobSettings.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

async function blockedCompaniesOf(db: Db, userId: number) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(userBlockedCompanies)
    .innerJoin(companies, eq(companies.id, userBlockedCompanies.companyId))
    .where(eq(userBlockedCompanies.userId, userId))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** An ongoing experience (no end) is the person's current company. */
async function hasCurrentCompany(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(experiences)
    .where(and(eq(experiences.userId, userId), isNull(experiences.endYear)))
    .limit(1);
  return row !== undefined;
}

async function readSetting(db: Db, userId: number, row?: UserJobSetting) {
  const [current, blocked, ongoing] = await Promise.all([
    row ? Promise.resolve(row) : findRow(db, userId),
    blockedCompaniesOf(db, userId),
    hasCurrentCompany(db, userId),
  ]);
  return toWire(current ?? DEFAULT_ROW, blocked, ongoing);
}

export const getJobSetting = (ctx: ServiceContext, userId: number): Promise<JobSettingWire> =>
  readSetting(ctx.db, userId);

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** The columns a partial update sets; flags inside a group change only when sent. */
function changedColumns(current: Row, input: JobSettingUpdateRequest): Partial<Row> {
  const set: Partial<Row> = {};
  if (input.job !== undefined) set.job = input.job;
  if (input.is_it_engineer !== undefined) set.isItEngineer = input.is_it_engineer;
  if (input.is_workable_age !== undefined) set.isWorkableAge = input.is_workable_age;
  if (input.display_name !== undefined) set.displayName = input.display_name || null;
  if (input.want_to_do !== undefined)
    set.wantToDo = input.want_to_do?.trim() ? input.want_to_do : null;
  if (input.job_summary !== undefined) {
    set.jobSummary = input.job_summary?.trim() ? input.job_summary : null;
  }
  const e = input.employment_type;
  if (e?.fulltime !== undefined) set.employmentTypeFulltime = e.fulltime;
  if (e?.parttime !== undefined) set.employmentTypeParttime = e.parttime;
  if (e?.freelance !== undefined) set.employmentTypeFreelance = e.freelance;
  if (e?.internship !== undefined) set.employmentTypeInternship = e.internship;
  const b = input.desired_business_type;
  if (b?.in_house !== undefined) set.desiredBusinessTypeInHouse = b.in_house;
  if (b?.entrusted !== undefined) set.desiredBusinessTypeEntrusted = b.entrusted;
  if (b?.ses !== undefined) set.desiredBusinessTypeSes = b.ses;
  const w = input.desired_work_style;
  if (w?.full_remote !== undefined) set.desiredWorkStyleFullRemote = w.full_remote;
  if (w?.partial_remote !== undefined) set.desiredWorkStylePartialRemote = w.partial_remote;
  if (w?.attendance !== undefined) set.desiredWorkStyleAttendance = w.attendance;
  if (input.desired_annual_salary !== undefined) {
    set.desiredAnnualSalary = input.desired_annual_salary;
  }
  if (input.desired_locations !== undefined) {
    // A set of prefectures, kept in code order so equal choices compare equal.
    set.desiredLocations = [...new Set(input.desired_locations)].sort((x, y) => x - y);
  }
  // Only real changes stay, so the updated-at stamps below move only when a value moved.
  return Object.fromEntries(
    Object.entries(set).filter(([key, value]) => {
      const before = current[key as keyof Row];
      return Array.isArray(value) ? !sameList(value, before as number[]) : value !== before;
    }),
  ) as Partial<Row>;
}

/** Fields whose change moves desired_work_condition_updated_at. */
const WORK_CONDITION_COLUMNS: readonly (keyof Row)[] = [
  'employmentTypeFulltime',
  'employmentTypeParttime',
  'employmentTypeFreelance',
  'employmentTypeInternship',
  'desiredAnnualSalary',
  'desiredBusinessTypeInHouse',
  'desiredBusinessTypeEntrusted',
  'desiredBusinessTypeSes',
  'desiredWorkStyleFullRemote',
  'desiredWorkStylePartialRemote',
  'desiredWorkStyleAttendance',
  'desiredLocations',
];

async function replaceBlockedCompanies(db: Db, userId: number, ids: readonly number[], now: Date) {
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const found = new Set(
      (
        await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, unique))
      ).map((r) => r.id),
    );
    const index = ids.findIndex((id) => !found.has(id));
    if (index !== -1) {
      throw new AppError('validation_failed', CAREER_MESSAGES.companyUnknown, {
        fields: { [`blocked_corporations.${index}`]: [CAREER_MESSAGES.companyUnknown] },
      });
    }
  }
  await db.delete(userBlockedCompanies).where(eq(userBlockedCompanies.userId, userId));
  if (unique.length > 0) {
    await db
      .insert(userBlockedCompanies)
      .values(unique.map((companyId) => ({ userId, companyId, createdAt: now })));
  }
}

/** Creates the person's row if missing and locks it for the rest of the transaction. */
async function lockRow(db: Db, userId: number, now: Date): Promise<UserJobSetting> {
  const values: NewUserJobSetting = { userId, createdAt: now, updatedAt: now };
  await db.insert(userJobSettings).values(values).onConflictDoNothing();
  return (await findRow(db, userId, true))!;
}

/**
 * Changes the keys sent. want_to_do_updated_at moves when the want-to-do text changes,
 * desired_work_condition_updated_at when a desired condition (employment type, salary,
 * business type, work style, locations) does; sending the same values moves nothing.
 */
export async function updateJobSetting(
  ctx: ServiceContext,
  userId: number,
  input: JobSettingUpdateRequest,
): Promise<JobSettingWire> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockRow(tx, userId, now);
    const set: Partial<UserJobSetting> = changedColumns(current, input);
    if ('wantToDo' in set) set.wantToDoUpdatedAt = now;
    // Want-to-do and the job summary are in what recruiters search.
    if ('wantToDo' in set || 'jobSummary' in set) {
      await markPersonSearchIndexStale(tx, userId, now);
    }
    if (WORK_CONDITION_COLUMNS.some((column) => column in set)) {
      set.desiredWorkConditionUpdatedAt = now;
    }
    if (input.blocked_corporations !== undefined) {
      await replaceBlockedCompanies(tx, userId, input.blocked_corporations, now);
    }
    let row = current;
    if (Object.keys(set).length > 0) {
      [row] = (await tx
        .update(userJobSettings)
        .set({ ...set, updatedAt: now })
        .where(eq(userJobSettings.userId, userId))
        .returning()) as [UserJobSetting];
    }
    return readSetting(tx, userId, row);
  });
}

/**
 * Sets the hirability level and stamps the time, also when the level stays the same: the
 * reminder asks the person to confirm it, and confirming is an answer too.
 */
export async function updateHirability(
  ctx: ServiceContext,
  userId: number,
  level: HirabilityLevel,
): Promise<JobSettingWire> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockRow(tx, userId, now);
    const [row] = await tx
      .update(userJobSettings)
      .set({ hirabilityLevel: level, hirabilityLevelUpdatedAt: now, updatedAt: now })
      .where(eq(userJobSettings.userId, userId))
      .returning();
    return readSetting(tx, userId, row);
  });
}

/** Companies whose name contains `q` (case-insensitive), for the blocking search. */
export async function suggestCompanies(db: Db, q: string, limit = 10) {
  const needle = q.trim().toLowerCase();
  if (needle === '') return [];
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.name}) like ${pattern}`)
    .orderBy(sql`position(${needle} in lower(${companies.name}))`, asc(companies.name))
    .limit(limit);
}
