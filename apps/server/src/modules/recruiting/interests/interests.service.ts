import {
  type CandidateInterestWire,
  type CompanyInterestWire,
  INTEREST_LIST_LIMIT,
  INTEREST_MESSAGES,
  INTEREST_RENOTIFY_SECONDS,
  type InterestReactionLevel,
  type ReactionCompletedResult,
  relativeTimeLabel,
} from '@kiseki/contract';
import { and, count, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type CandidateInterestRow,
  candidateInterests,
  companies,
  jobDescriptions,
  userJobSettings,
  users,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import type { ServiceContext } from '../../../lib/service-context';
import { toEpochSeconds, toEpochSecondsOrNull } from '../../../lib/time';
import { wholeSecond } from '../../jobs/job-pages.service';
import { notBlockedBy } from '../../jobs/job-summaries';
import { queueMail } from '../../mail/mail.service';
import {
  REACTION_LEVEL,
  REACTION_LINK_LIFETIME_SECONDS,
  type ReactionLevel,
  signReactionLink,
  userIdHash,
  verifyReactionLink,
} from '../reaction-link';
import {
  findReachableCandidate,
  nameShownToCompanies,
  notBlockingCompany,
  visibleToCompany,
} from './candidate-access';
import { isMailSettingOn } from './mail-settings';

/*
 * 気になる (spec sections 2 and 7): one interest per company and person. The person sees it
 * on /interest-notifications and in the badge until they react; the mail carries one signed
 * link per reaction level. A person who blocked the company never sees its interests, and
 * the company never sees the person again, in any list or path.
 */

type JobRef = { id: number; title: string } | null;

const jobRef = (id: number | null, title: string | null, status: string | null): JobRef =>
  // A job the company has taken back into draft is nobody's business but the company's.
  id !== null && title !== null && status !== 'draft' ? { id, title } : null;

const reactionOf = (level: number | null): InterestReactionLevel | null =>
  level === 1 || level === 2 || level === 3 ? level : null;

/** The job a company may name: one of its own, published. */
async function findOwnPublishedJob(
  db: Db,
  companyId: number,
  jobId: number,
): Promise<{ id: number; title: string }> {
  const [job] = await db
    .select({ id: jobDescriptions.id, title: jobDescriptions.title })
    .from(jobDescriptions)
    .where(
      and(
        eq(jobDescriptions.id, jobId),
        eq(jobDescriptions.companyId, companyId),
        eq(jobDescriptions.status, 'published'),
      ),
    )
    .limit(1);
  if (!job) {
    throw new AppError('validation_failed', undefined, {
      fields: { job_description_id: [INTEREST_MESSAGES.jobNotFound] },
    });
  }
  return job;
}

/** The mail's links: the list, and one signed one-click link per level, good for 30 days. */
function interestMailLinks(ctx: ServiceContext, userId: number, companyId: number, now: Date) {
  const secret = ctx.config.secretKey;
  const hash = userIdHash(secret, userId);
  const expires = toEpochSeconds(now) + REACTION_LINK_LIFETIME_SECONDS;
  const link = (reactionLevel: ReactionLevel) =>
    `${ctx.config.baseUrl}/follower_company_reaction?${signReactionLink(secret, {
      userIdHash: hash,
      followerCompanyId: companyId,
      reactionLevel,
      expires,
    })}`;
  return {
    listUrl: `${ctx.config.baseUrl}/interest-notifications`,
    reactionUrls: {
      interested: link(REACTION_LEVEL.INTERESTED),
      wantToHear: link(REACTION_LEVEL.WANT_TO_HEAR),
      notNow: link(REACTION_LEVEL.NOT_NOW),
    },
  };
}

/**
 * Marks (or marks again) a company's interest in a person, optionally for one of its
 * published jobs. Marking again moves the interest to now and, when a job is given (or null),
 * to that job; it tells the person again only when the previous mark is 24 hours old or more
 * and the person has not answered yet: an answer stands, and a recruiter clicking again
 * cannot turn it back into a question. The mail follows the person's followedByNewCompany.
 */
export async function markInterest(
  ctx: ServiceContext,
  input: {
    companyId: number;
    recruiterId: number;
    userId: number;
    /** undefined keeps the job of an earlier mark; null clears it. */
    jobDescriptionId: number | null | undefined;
  },
): Promise<{ interest: CompanyInterestWire; created: boolean; notified: boolean }> {
  const now = wholeSecond(ctx.now());
  const { companyId, recruiterId } = input;
  const outcome = await ctx.db.transaction(async (tx) => {
    const person = await findReachableCandidate(tx, companyId, input.userId);
    const job =
      input.jobDescriptionId === undefined || input.jobDescriptionId === null
        ? null
        : await findOwnPublishedJob(tx, companyId, input.jobDescriptionId);

    let row: CandidateInterestRow;
    let created = false;
    let notified: boolean;
    const [inserted] = await tx
      .insert(candidateInterests)
      .values({
        companyId,
        userId: person.id,
        recruiterId,
        jobDescriptionId: job?.id ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [candidateInterests.companyId, candidateInterests.userId] })
      .returning();
    if (inserted) {
      row = inserted;
      created = true;
      notified = true;
    } else {
      // The conflicting row has committed (ON CONFLICT waits for it), so this reads it.
      const [previous] = await tx
        .select()
        .from(candidateInterests)
        .where(
          and(
            eq(candidateInterests.companyId, companyId),
            eq(candidateInterests.userId, person.id),
          ),
        )
        .for('update');
      if (!previous) throw new AppError('conflict');
      const elapsed = toEpochSeconds(now) - toEpochSeconds(previous.createdAt);
      notified = previous.reactionLevel === null && elapsed >= INTEREST_RENOTIFY_SECONDS;
      const [updated] = await tx
        .update(candidateInterests)
        .set({
          recruiterId,
          createdAt: now,
          ...(input.jobDescriptionId === undefined ? {} : { jobDescriptionId: job?.id ?? null }),
        })
        .where(eq(candidateInterests.id, previous.id))
        .returning();
      row = updated!;
    }

    const shownJob =
      job ??
      (row.jobDescriptionId === null
        ? null
        : ((
            await tx
              .select({ id: jobDescriptions.id, title: jobDescriptions.title })
              .from(jobDescriptions)
              .where(eq(jobDescriptions.id, row.jobDescriptionId))
          )[0] ?? null));

    let mailId: number | undefined;
    if (notified && (await isMailSettingOn(tx, person.id, 'followedByNewCompany'))) {
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      mailId = await queueMail(tx, now, {
        userId: person.id,
        to: person.email,
        template: {
          kind: 'company_interest',
          companyName: company!.name,
          jobTitle: shownJob?.title ?? null,
          ...interestMailLinks(ctx, person.id, companyId, now),
        },
      });
    }
    const interest: CompanyInterestWire = {
      id: row.id,
      user_id: person.id,
      display_name: person.displayName,
      job_description: shownJob,
      created_at: toEpochSeconds(row.createdAt),
      relative_time_label: relativeTimeLabel(toEpochSeconds(row.createdAt), toEpochSeconds(now)),
      reaction_level: reactionOf(row.reactionLevel),
      reacted_at: toEpochSecondsOrNull(row.reactedAt),
    };
    return { interest, created, notified, mailId };
  });
  if (outcome.mailId !== undefined) await ctx.mail.dispatch([outcome.mailId]);
  return { interest: outcome.interest, created: outcome.created, notified: outcome.notified };
}

/**
 * The company's interests, newest first, with each person's answer. Only people the company
 * may still see: one who has since blocked it, gone inactive or hidden themselves is left out.
 */
export async function listCompanyInterests(
  ctx: ServiceContext,
  companyId: number,
): Promise<CompanyInterestWire[]> {
  const nowSeconds = toEpochSeconds(ctx.now());
  const rows = await ctx.db
    .select({
      interest: candidateInterests,
      accountName: users.displayName,
      scoutingName: userJobSettings.displayName,
      jobTitle: jobDescriptions.title,
      jobStatus: jobDescriptions.status,
    })
    .from(candidateInterests)
    .innerJoin(users, eq(users.id, candidateInterests.userId))
    .leftJoin(userJobSettings, eq(userJobSettings.userId, candidateInterests.userId))
    .leftJoin(jobDescriptions, eq(jobDescriptions.id, candidateInterests.jobDescriptionId))
    .where(and(eq(candidateInterests.companyId, companyId), visibleToCompany(companyId)))
    .orderBy(desc(candidateInterests.createdAt), desc(candidateInterests.id))
    .limit(INTEREST_LIST_LIMIT);
  return rows.map(({ interest, accountName, scoutingName, jobTitle, jobStatus }) => ({
    id: interest.id,
    user_id: interest.userId,
    display_name: nameShownToCompanies(scoutingName, accountName),
    job_description: jobRef(interest.jobDescriptionId, jobTitle, jobStatus),
    created_at: toEpochSeconds(interest.createdAt),
    relative_time_label: relativeTimeLabel(toEpochSeconds(interest.createdAt), nowSeconds),
    reaction_level: reactionOf(interest.reactionLevel),
    reacted_at: toEpochSecondsOrNull(interest.reactedAt),
  }));
}

/** The person's interests from companies they have not blocked, by an extra condition. */
async function loadCandidateInterests(
  db: Db,
  userId: number,
  nowSeconds: number,
  where: SQL | undefined,
  limit: number,
): Promise<CandidateInterestWire[]> {
  const rows = await db
    .select({
      interest: candidateInterests,
      companyName: companies.name,
      logoUrl: companies.logoUrl,
      logoColor: companies.logoColor,
      jobTitle: jobDescriptions.title,
      jobStatus: jobDescriptions.status,
    })
    .from(candidateInterests)
    .innerJoin(companies, eq(companies.id, candidateInterests.companyId))
    .leftJoin(jobDescriptions, eq(jobDescriptions.id, candidateInterests.jobDescriptionId))
    .where(
      and(
        eq(candidateInterests.userId, userId),
        notBlockedBy(userId, sql`${candidateInterests.companyId}`),
        where,
      ),
    )
    // The (user_id, created_at desc) index answers this in order.
    .orderBy(desc(candidateInterests.createdAt), desc(candidateInterests.id))
    .limit(limit);
  return rows.map(({ interest, companyName, logoUrl, logoColor, jobTitle, jobStatus }) => ({
    id: interest.id,
    company: {
      id: interest.companyId,
      name: companyName,
      logo_url: logoUrl,
      logo_color: logoColor,
    },
    job_description: jobRef(interest.jobDescriptionId, jobTitle, jobStatus),
    created_at: toEpochSeconds(interest.createdAt),
    relative_time_label: relativeTimeLabel(toEpochSeconds(interest.createdAt), nowSeconds),
    reaction_level: reactionOf(interest.reactionLevel),
    reacted_at: toEpochSecondsOrNull(interest.reactedAt),
  }));
}

/** GET /api/candidate_interests/: the person's interest notifications, newest first. */
export async function listCandidateInterests(
  ctx: ServiceContext,
  userId: number,
): Promise<CandidateInterestWire[]> {
  return loadCandidateInterests(
    ctx.db,
    userId,
    toEpochSeconds(ctx.now()),
    undefined,
    INTEREST_LIST_LIMIT,
  );
}

/** The person answers an interest (again, if they change their mind); another's is 404. */
export async function reactToInterest(
  ctx: ServiceContext,
  userId: number,
  interestId: number,
  reactionLevel: InterestReactionLevel,
): Promise<CandidateInterestWire> {
  const now = wholeSecond(ctx.now());
  const [updated] = await ctx.db
    .update(candidateInterests)
    .set({ reactionLevel, reactedAt: now })
    .where(
      and(
        eq(candidateInterests.id, interestId),
        eq(candidateInterests.userId, userId),
        notBlockedBy(userId, sql`${candidateInterests.companyId}`),
      ),
    )
    .returning({ id: candidateInterests.id });
  if (!updated) throw new AppError('not_found', INTEREST_MESSAGES.interestNotFound);
  const [interest] = await loadCandidateInterests(
    ctx.db,
    userId,
    toEpochSeconds(now),
    eq(candidateInterests.id, updated.id),
    1,
  );
  if (!interest) throw new AppError('not_found', INTEREST_MESSAGES.interestNotFound);
  return interest;
}

/** The badge: interests the person has not answered, from companies they have not blocked. */
export async function countUnreactedInterests(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(candidateInterests)
    .where(
      and(
        eq(candidateInterests.userId, userId),
        isNull(candidateInterests.reactionLevel),
        notBlockedBy(userId, sql`${candidateInterests.companyId}`),
      ),
    );
  return row?.n ?? 0;
}

export type MailReactionOutcome =
  | { result: 'ok'; companyName: string; reactionLevel: InterestReactionLevel }
  | { result: Exclude<ReactionCompletedResult, 'ok'> };

/**
 * The mail's one-click link (GET /follower_company_reaction). A link that fails its check,
 * tampered or expired, changes nothing. The link names the person only by an HMAC of their
 * id, so the person is found among the company's interests marked since the link was made:
 * a link is made with its interest and lives 30 days, so an interest older than
 * `expires - 30 days` cannot be the one it was made for, and the search stays within a
 * month of one company's interests.
 */
export async function reactFromMailLink(
  ctx: ServiceContext,
  params: URLSearchParams,
): Promise<MailReactionOutcome> {
  const now = wholeSecond(ctx.now());
  const secret = ctx.config.secretKey;
  const verdict = verifyReactionLink(secret, params, toEpochSeconds(now));
  if (!verdict.ok) return { result: verdict.reason === 'expired' ? 'expired' : 'invalid' };

  const expires = Number(params.get('expires'));
  const issuedAt = new Date((expires - REACTION_LINK_LIFETIME_SECONDS) * 1000);
  const companyId = verdict.followerCompanyId;
  // Beyond PostgreSQL's integer no company exists; the query would refuse the number.
  if (companyId > 2_147_483_647) return { result: 'not_found' };
  const candidates = await ctx.db
    .select({
      id: candidateInterests.id,
      userId: candidateInterests.userId,
      companyName: companies.name,
    })
    .from(candidateInterests)
    .innerJoin(companies, eq(companies.id, candidateInterests.companyId))
    .innerJoin(users, eq(users.id, candidateInterests.userId))
    .where(
      and(
        eq(candidateInterests.companyId, companyId),
        gte(candidateInterests.createdAt, issuedAt),
        eq(users.isActive, true),
        notBlockingCompany(candidateInterests.userId, companyId),
      ),
    );
  const match = candidates.find((c) => userIdHash(secret, c.userId) === verdict.userIdHash);
  if (!match) return { result: 'not_found' };
  await ctx.db
    .update(candidateInterests)
    .set({ reactionLevel: verdict.reactionLevel, reactedAt: now })
    .where(eq(candidateInterests.id, match.id));
  return { result: 'ok', companyName: match.companyName, reactionLevel: verdict.reactionLevel };
}
