import { type HirabilityLevel, jobPositionByKey, TERMS_VERSION } from '@kiseki/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  educations,
  experiencePositions,
  experiences,
  githubContributionDays,
  type NewPortfolioOutput,
  type NewUserJobSetting,
  personPages,
  personSkillTags,
  portfolioOutputs,
  profiles,
  publicSettings,
  setupStatuses,
  snsAssociations,
  termsAgreements,
  userJobSettings,
  users,
} from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { randomToken } from '../../src/lib/secrets';
import { hashPassword } from '../../src/modules/accounts/passwords';
import { profileUrl } from '../../src/modules/portfolio/sns-associations.service';
import { randomShareId } from '../../src/modules/public/public-setting.service';
import {
  CANDIDATE_PERSONAS,
  CANDIDATE_PREFECTURE_WEIGHTS,
  type CandidatePersona,
  type CareerStage,
  CLIENT_DESCRIPTIONS,
  FAMILY_NAMES,
  GIVEN_NAMES,
  GRADUATION_AGE,
  type NameReading,
  SCHOOLS,
  WORK_STYLE_CHOICES,
} from './candidate-vocabulary';
import { LEGAL_FORMS, NAME_CORES, NAME_SUFFIXES } from './company-vocabulary';
import { buildExperience, type ExperienceBuild } from './experience.factory';
import { ensureMasterData } from './insert';
import type { Rng } from './random';
import { DAY_MS, FACTORY_NOW, wholeSeconds } from './time';

/*
 * Engineers as recruiters find them (issue 10): an account that finished setup, a profile, a
 * job setting, a career, skill tags and, for most, imported-looking outputs with the
 * contributions their scores are computed from. `buildCandidate` is pure (the same stream
 * gives the same person); `insertCandidates` writes many at once, a few statements per
 * table. Scores and the search index are the caller's: they are the app's own services.
 */

type Output = Omit<NewPortfolioOutput, 'userId' | 'associationId' | 'blogId'>;

export interface CandidatePortfolioAccount {
  snsName: 'github' | 'qiita' | 'zenn';
  account: string;
  followers: number;
  outputs: Output[];
}

export interface CandidateBuild {
  email: string;
  displayName: string;
  persona: string;
  years: number;
  createdAt: Date;
  updatedAt: Date;
  profile: Omit<typeof profiles.$inferInsert, 'userId'>;
  jobSetting: Omit<NewUserJobSetting, 'userId'>;
  experiences: ExperienceBuild[];
  education: Omit<typeof educations.$inferInsert, 'userId'> | null;
  skills: { name: string; level: number }[];
  bio: string;
  accounts: CandidatePortfolioAccount[];
  /** GitHub contributions per day (YYYY-MM-DD), over the year before "now". */
  contributionDays: { day: string; count: number }[];
  isPortfolioPublic: boolean;
}

export interface CandidateOverrides {
  email: string;
  family?: NameReading;
  given?: NameReading;
  persona?: CandidatePersona;
  /** Whole years of experience (the union of the career, as the search counts it). */
  years?: number;
  hirabilityLevel?: HirabilityLevel;
  prefecture?: number;
  isPortfolioPublic?: boolean;
}

export interface CandidateBuildOptions {
  now?: Date;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
/** Japan's month of an instant as year * 12 + month index: what years of experience count. */
const japaneseMonth = (at: Date): number => {
  const jst = new Date(at.getTime() + JST_OFFSET_MS);
  return jst.getUTCFullYear() * 12 + jst.getUTCMonth();
};
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const daysBefore = (now: Date, days: number, rng: Rng) =>
  wholeSeconds(now.getTime() - days * DAY_MS - rng.int(0, 86_399) * 1000);
const hex = (rng: Rng, length: number) =>
  Array.from({ length }, () => rng.int(0, 15).toString(16)).join('');

export function buildCandidate(
  rng: Rng,
  overrides: CandidateOverrides,
  options: CandidateBuildOptions = {},
): CandidateBuild {
  const now = options.now ?? FACTORY_NOW;
  const persona = overrides.persona ?? rng.weighted(CANDIDATE_PERSONAS.map((p) => [p, p.weight]));
  const family = overrides.family ?? rng.pick(FAMILY_NAMES);
  const given = overrides.given ?? rng.pick(GIVEN_NAMES);
  const years = overrides.years ?? rng.int(persona.years[0], persona.years[1]);
  const hirabilityLevel =
    overrides.hirabilityLevel ??
    rng.weighted<HirabilityLevel>([
      ['JOB_CHANGE', 6],
      ['WANT_TO_HEAR', 3],
      ['NO_JOB_CHANGE', 1],
    ]);
  const prefecture = overrides.prefecture ?? rng.weighted(CANDIDATE_PREFECTURE_WEIGHTS);
  const isPortfolioPublic = overrides.isPortfolioPublic ?? rng.chance(0.35);
  const name = `${family.ja} ${given.ja}`;

  const createdAt = daysBefore(now, rng.int(60, 900), rng);
  const updatedAt = daysBefore(now, rng.int(0, 50), rng);
  const changedBefore = (maxDays: number) =>
    new Date(Math.max(createdAt.getTime(), updatedAt.getTime() - rng.int(0, maxDays) * DAY_MS));

  // Someone looking for a job is sometimes between jobs already.
  const employed = hirabilityLevel !== 'JOB_CHANGE' || rng.chance(0.8);
  const career = buildCareer(rng, persona, years, employed, { now, createdAt, updatedAt });

  const base = years < 3 ? 2 : years < 7 ? 3 : 4;
  const skills = [
    ...persona.coreSkills.map((skill, i) => ({
      name: skill,
      level: clamp(base + (i === 0 ? 1 : 0) - rng.int(0, 1), 1, 5),
    })),
    ...rng
      .sample(persona.extraSkills, rng.int(1, 3))
      .map((skill) => ({ name: skill, level: clamp(base - 1 + rng.int(-1, 1), 1, 5) })),
  ];

  const styles = rng.weighted(WORK_STYLE_CHOICES);
  const nearTokyo = [11, 12, 14].includes(prefecture);
  const desiredLocations =
    styles.fullRemote && !styles.partialRemote && !styles.attendance && rng.chance(0.5)
      ? []
      : nearTokyo && rng.chance(0.5)
        ? [prefecture, 13]
        : [prefecture];
  const salary = clamp(
    Math.round(((380 + years * 40) * persona.salaryFactor + rng.int(-60, 60)) / 50) * 50,
    350,
    1500,
  );
  const inHouse = rng.chance(persona.clientWorkChance > 0.5 ? 0.7 : 0.9);
  const jobSetting: CandidateBuild['jobSetting'] = {
    hirabilityLevel,
    hirabilityLevelUpdatedAt: changedBefore(40),
    job: employed,
    isItEngineer: true,
    employmentTypeFulltime: true,
    employmentTypeFreelance: rng.chance(0.12),
    wantToDo: rng.pick(persona.wantToDo),
    wantToDoUpdatedAt: changedBefore(60),
    jobSummary: `${rng.pick(persona.summaryLeads).replace('{years}', String(years))}\n${rng.pick(persona.summaryStrengths)}`,
    desiredAnnualSalary: salary,
    desiredBusinessTypeInHouse: inHouse,
    desiredBusinessTypeEntrusted: !inHouse || rng.chance(0.2),
    desiredBusinessTypeSes: rng.chance(0.05),
    desiredWorkStyleFullRemote: styles.fullRemote,
    desiredWorkStylePartialRemote: styles.partialRemote,
    desiredWorkStyleAttendance: styles.attendance,
    desiredLocations,
    desiredWorkConditionUpdatedAt: changedBefore(60),
    // Some show companies their initials only, as the demo engineer does.
    displayName: rng.chance(0.4)
      ? `${family.romaji[0]!.toUpperCase()}.${given.romaji[0]!.toUpperCase()}`
      : null,
    isWorkableAge: true,
    createdAt,
    updatedAt,
  };

  const first = career.experiences[0]!;
  const [school, schoolType, majors] = rng.pick(SCHOOLS);
  // Graduated the March before the first job.
  const graduated = first.startMonth >= 4 ? first.startYear : first.startYear - 1;
  const education: CandidateBuild['education'] = rng.chance(0.85)
    ? {
        position: 0,
        schoolType,
        schoolName: school,
        endYear: graduated,
        endMonth: 3,
        enrollmentStatus: 0,
        major: rng.pick(majors),
        createdAt,
      }
    : null;
  // The school's age at that March (a year more for some), the school year starting in
  // April; without a school, some years before the career began.
  const birthMonth = rng.int(1, 12);
  const birthYear = education
    ? graduated - (GRADUATION_AGE[schoolType] ?? 22) - (birthMonth >= 4 ? 1 : 0) - rng.int(0, 1)
    : graduated - rng.int(20, 26);
  const birthdate = `${birthYear}-${String(birthMonth).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

  const activity = 0.3 + rng.next() * 1.2;
  const handle = `${given.romaji}-${family.romaji}-kiseki`;
  const accounts: CandidatePortfolioAccount[] = [];
  let contributionDays: CandidateBuild['contributionDays'] = [];
  if (rng.chance(persona.githubChance)) {
    accounts.push(buildGithub(rng, persona, handle, activity, { now, createdAt, updatedAt }));
    contributionDays = buildContributionDays(rng, activity, now);
  }
  if (rng.chance(persona.articleChance)) {
    accounts.push(
      buildArticles(rng, persona, handle.replaceAll('-', '_'), activity, {
        now,
        createdAt,
        updatedAt,
      }),
    );
  }

  return {
    email: overrides.email,
    displayName: name,
    persona: persona.key,
    years,
    createdAt,
    updatedAt,
    profile: {
      name,
      birthdate,
      isBirthdatePublic: rng.chance(0.3),
      prefecture,
      address: null,
      // The dialog asking about the birthdate's visibility was answered.
      birthdateVisibilityDialogOpenedAt: createdAt,
      createdAt,
      updatedAt: changedBefore(90),
    },
    jobSetting,
    experiences: career.experiences,
    education,
    skills,
    bio: rng.pick(persona.bios),
    accounts,
    contributionDays,
    isPortfolioPublic,
  };
}

interface Dates {
  now: Date;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One to three consecutive jobs covering `years` whole years (plus some months), the last
 * one ongoing unless the person left it. Each job's stage (early, mid, late) follows how far
 * into the career it ends.
 */
function buildCareer(
  rng: Rng,
  persona: CandidatePersona,
  years: number,
  employed: boolean,
  dates: Dates,
): { experiences: ExperienceBuild[] } {
  const end = japaneseMonth(dates.now) - (employed ? 0 : rng.int(1, 4));
  const months = years * 12 + rng.int(0, 11);
  const start = end - months + 1;
  const jobs = years < 3 ? 1 : years < 7 ? rng.int(1, 2) : rng.int(2, 3);
  const lengths: number[] = [];
  let remaining = months;
  for (let i = 0; i < jobs - 1; i++) {
    const left = jobs - i;
    const share = remaining / left;
    lengths.push(
      rng.int(
        Math.max(6, Math.floor(share * 0.6)),
        Math.min(remaining - 6 * (left - 1), Math.ceil(share * 1.4)),
      ),
    );
    remaining -= lengths[i]!;
  }
  lengths.push(remaining);

  const domains = rng.shuffle(persona.domains);
  const organizations = new Set<string>();
  const experiences: ExperienceBuild[] = [];
  let from = start;
  lengths.forEach((length, i) => {
    const to = from + length - 1;
    const yearsIn = (to - start + 1) / 12;
    const stage: CareerStage =
      yearsIn < 4 ? persona.stages.early : yearsIn < 9 ? persona.stages.mid : persona.stages.late;
    let organization = organizationName(rng);
    while (organizations.has(organization)) organization = organizationName(rng);
    organizations.add(organization);
    const isClientWork = stage !== persona.stages.late && rng.chance(persona.clientWorkChance);
    const ongoing = employed && i === lengths.length - 1;
    const domain = domains[i % domains.length]!;
    experiences.push(
      buildExperience(
        rng,
        {
          organizationName: organization,
          positionName: rng.pick(stage.titles),
          isClientWork,
          clientCompanyName: isClientWork ? rng.pick(CLIENT_DESCRIPTIONS) : null,
          startYear: Math.floor(from / 12),
          startMonth: (from % 12) + 1,
          endYear: ongoing ? null : Math.floor(to / 12),
          endMonth: ongoing ? null : (to % 12) + 1,
          description: rng.pick(stage.descriptions).replaceAll('{domain}', domain),
          positionIds: stage.positions.map((key) => jobPositionByKey(key).id),
          createdAt: dates.createdAt,
          updatedAt: dates.updatedAt,
        },
        { now: dates.now },
      ),
    );
    from = to + 1;
  });
  return { experiences };
}

/** A company name as the demo world composes them; some may be demo companies too. */
function organizationName(rng: Rng): string {
  const core = rng.pick(NAME_CORES);
  const suffix = rng.pick(NAME_SUFFIXES);
  return rng.weighted(LEGAL_FORMS)(`${core.ja}${suffix.ja}`);
}

function buildGithub(
  rng: Rng,
  persona: CandidatePersona,
  account: string,
  activity: number,
  dates: Dates,
): CandidatePortfolioAccount {
  const repos = rng.sample(persona.repos, rng.int(1, persona.repos.length));
  const outputs = repos.map((repo): Output => {
    const stars = Math.floor(Math.exp(rng.next() * 4.5 * Math.min(activity, 1.2))) - 1;
    const contributions = rng.int(10, 400);
    const others = Math.floor(rng.next() ** 2 * 6);
    const bytes = rng.int(20_000, 400_000);
    const pushedAt = daysBefore(dates.now, rng.int(1, 300), rng);
    const contributors = [
      { login: account, contributions },
      ...Array.from({ length: others }, (_, i) => ({
        login: `${repo.name}-dev${i + 1}`,
        contributions: rng.int(1, Math.max(1, Math.floor(contributions / 3))),
      })),
    ];
    const data = {
      description: repo.description,
      language: repo.languages[0]![0],
      languages: repo.languages.map(([language, share]) => ({
        name: language,
        bytes: Math.round(bytes * share),
      })),
      contributions,
      contributors_count: contributors.length,
      forks: Math.floor(stars / rng.int(5, 12)),
      is_fork: false,
      is_oss: true,
      is_owner: true,
      stargazers_count: stars,
      original_repo_contributions: 0,
      original_stars_count: 0,
      contributors,
      contributors_from_commits: contributors,
      pushed_at: pushedAt.toISOString(),
    };
    return {
      source: 'github',
      kind: 'repo',
      externalId: String(rng.int(100_000_000, 899_999_999)),
      url: `https://github.com/${account}/${repo.name}`,
      title: `${account}/${repo.name}`,
      summary: repo.description,
      postedAt: pushedAt,
      tags: [repo.languages[0]![0]],
      likes: null,
      stocks: null,
      stars,
      pageViews: null,
      data,
      createdAt: dates.createdAt,
      updatedAt: dates.updatedAt,
    };
  });
  return {
    snsName: 'github',
    account,
    followers: Math.floor(rng.next() ** 2 * 120 * activity),
    outputs,
  };
}

/** Days with contributions over the past year; busier people contribute on more days. */
function buildContributionDays(rng: Rng, activity: number, now: Date) {
  const share = clamp(0.08 + rng.next() * 0.6 * activity, 0.05, 0.9);
  const days: { day: string; count: number }[] = [];
  for (let back = 1; back <= 365; back++) {
    if (!rng.chance(share)) continue;
    const day = new Date(now.getTime() + JST_OFFSET_MS - back * DAY_MS).toISOString().slice(0, 10);
    days.push({ day, count: 1 + Math.floor(rng.next() ** 2 * 10) });
  }
  return days;
}

function buildArticles(
  rng: Rng,
  persona: CandidatePersona,
  account: string,
  activity: number,
  dates: Dates,
): CandidatePortfolioAccount {
  const snsName = rng.chance(0.55) ? 'qiita' : 'zenn';
  const reach = () => Math.floor(Math.exp(rng.next() * 5 * activity)) - 1;
  const titles = rng.sample(persona.articles, rng.int(1, Math.min(4, persona.articles.length)));
  const outputs = titles.map((title): Output => {
    const postedAt = daysBefore(dates.now, rng.int(10, 900), rng);
    const tags = rng.sample(persona.coreSkills, 2);
    const common = {
      kind: 'article' as const,
      title,
      summary: null,
      postedAt,
      tags,
      stars: null,
      createdAt: dates.createdAt,
      updatedAt: dates.updatedAt,
    };
    if (snsName === 'qiita') {
      const id = hex(rng, 20);
      const stocks = reach();
      return {
        ...common,
        source: 'qiita',
        externalId: id,
        url: `https://qiita.com/${account}/items/${id}`,
        likes: Math.round(stocks * (0.6 + rng.next() * 0.4)),
        stocks,
        pageViews: null,
        data: {
          headlines: [],
          stockers_count: stocks,
          comments_count: 0,
          reactions_count: 0,
          updated_at: postedAt.toISOString(),
        },
      };
    }
    const slug = hex(rng, 14);
    const likes = reach();
    return {
      ...common,
      source: 'zenn',
      externalId: slug,
      url: `https://zenn.dev/${account}/articles/${slug}`,
      likes,
      stocks: null,
      pageViews: null,
      data: {
        id: rng.int(100_000, 999_999),
        emoji: rng.pick(['📝', '🛠', '🚀', '🔍']),
        article_type: 'tech',
        bookmarked_count: Math.floor(likes / 3),
        comments_count: 0,
        body_updated_at: postedAt.toISOString(),
      },
    };
  });
  return {
    snsName,
    account,
    followers: Math.floor(rng.next() ** 2 * 80 * activity),
    outputs,
  };
}

/**
 * Inserts built candidates; returns their user ids in the order given. Nobody signs in as
 * one: they share the hash of a secret thrown away at once, which costs one argon2 hash
 * instead of one per account (about 45 ms each).
 */
export async function insertCandidates(
  db: Db,
  builds: readonly CandidateBuild[],
): Promise<number[]> {
  if (builds.length === 0) return [];
  await ensureMasterData(db);
  const passwordHash = await hashPassword(randomToken());
  const inserted = await db
    .insert(users)
    .values(
      builds.map((b) => ({
        email: b.email,
        passwordHash,
        displayName: b.displayName,
        isActive: true,
        isAdmin: false,
        buildingStatus: 1,
        activatedAt: b.createdAt,
        lastLoginAt: b.updatedAt,
        createdAt: b.createdAt,
        updatedAt: b.updatedAt,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idOf = new Map(inserted.map((r) => [r.email, r.id]));
  const people = builds.map((build) => ({ build, userId: idOf.get(build.email)! }));

  await db.insert(termsAgreements).values(
    people.map(({ build, userId }) => ({
      userId,
      version: TERMS_VERSION,
      agreedAt: build.createdAt,
    })),
  );
  await db
    .insert(profiles)
    .values(people.map(({ build, userId }) => ({ ...build.profile, userId })));
  await db
    .insert(userJobSettings)
    .values(people.map(({ build, userId }) => ({ ...build.jobSetting, userId })));
  await db.insert(setupStatuses).values(
    people.map(({ build, userId }) => ({
      userId,
      step: 'completed' as const,
      completedAt: build.createdAt,
      updatedAt: build.createdAt,
    })),
  );
  await db
    .insert(personPages)
    .values(
      people.map(({ build, userId }) => ({ userId, bio: build.bio, updatedAt: build.updatedAt })),
    );
  const schooled = people.filter((p) => p.build.education);
  if (schooled.length > 0) {
    await db
      .insert(educations)
      .values(schooled.map(({ build, userId }) => ({ ...build.education!, userId })));
  }
  await insertExperiences(db, people);
  await db
    .insert(personSkillTags)
    .values(
      people.flatMap(({ build, userId }) =>
        build.skills.map((skill, i) => ({ userId, ...skill, sortOrder: i, isAuto: false })),
      ),
    );
  await insertPortfolios(db, people);
  const open = people.filter((p) => p.build.isPortfolioPublic);
  if (open.length > 0) {
    await db.insert(publicSettings).values(
      open.map(({ build, userId }) => ({
        userId,
        originalShareId: randomShareId(),
        isOpen: true,
        termAgreedAt: build.createdAt,
        createdAt: build.createdAt,
        updatedAt: build.createdAt,
      })),
    );
  }
  return people.map((p) => p.userId);
}

type Person = { build: CandidateBuild; userId: number };

/**
 * Experiences with ids taken from their sequence first, so each position row names its
 * experience without relying on the order RETURNING gives.
 */
async function insertExperiences(db: Db, people: readonly Person[]): Promise<void> {
  const rows = people.flatMap(({ build, userId }) =>
    build.experiences.map(({ positionIds, ...values }) => ({
      values: { ...values, userId },
      positionIds,
    })),
  );
  if (rows.length === 0) return;
  const reserved = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('experiences', 'id'))::int` })
    .from(sql`generate_series(1, ${rows.length}::int)` as SQL);
  const ids = reserved.map((r) => Number(r.id)).sort((a, b) => a - b);
  await db.insert(experiences).values(rows.map((r, i) => ({ ...r.values, id: ids[i]! })));
  const positions = rows.flatMap((r, i) =>
    r.positionIds.map((jobPositionId) => ({ experienceId: ids[i]!, jobPositionId })),
  );
  if (positions.length > 0) await db.insert(experiencePositions).values(positions);
}

/** Connected accounts as a finished import leaves them, their outputs and contributions. */
async function insertPortfolios(db: Db, people: readonly Person[]): Promise<void> {
  const accounts = people.flatMap(({ build, userId }) =>
    build.accounts.map((account) => ({ build, userId, account })),
  );
  if (accounts.length === 0) return;
  const associations = await db
    .insert(snsAssociations)
    .values(
      accounts.map(({ build, userId, account }) => ({
        userId,
        snsName: account.snsName,
        account: account.account,
        htmlUrl: profileUrl(account.snsName, account.account),
        followers: account.followers,
        status: 'done' as const,
        importedCount: account.outputs.length,
        firstFinishedAt: build.createdAt,
        lastImportedAt: build.updatedAt,
        lastAttemptAt: build.updatedAt,
        createdAt: build.createdAt,
        updatedAt: build.updatedAt,
      })),
    )
    .returning({
      id: snsAssociations.id,
      userId: snsAssociations.userId,
      snsName: snsAssociations.snsName,
    });
  const associationOf = new Map(associations.map((a) => [`${a.userId}:${a.snsName}`, a.id]));
  const outputs = accounts.flatMap(({ userId, account }) =>
    account.outputs.map((output) => ({
      ...output,
      userId,
      associationId: associationOf.get(`${userId}:${account.snsName}`)!,
    })),
  );
  if (outputs.length > 0) await db.insert(portfolioOutputs).values(outputs);
  const days = people.flatMap(({ build, userId }) =>
    build.contributionDays.map((d) => ({ userId, ...d })),
  );
  // A few thousand rows: batches keep each statement well under the parameter limit.
  for (let i = 0; i < days.length; i += 5_000) {
    await db.insert(githubContributionDays).values(days.slice(i, i + 5_000));
  }
}
