import {
  CAREER_UPDATE_REQUEST_LIST_LIMIT,
  type CareerUpdateRequestResolution,
  type CareerUpdateRequestWire,
  INTEREST_MESSAGES,
  relativeTimeLabel,
} from '@kiseki/contract';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { careerUpdateRequests, companies, userJobSettings, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { toEpochSeconds, toEpochSecondsOrNull } from '../../lib/time';
import { wholeSecond } from '../jobs/job-pages.service';
import { notBlockedBy } from '../jobs/job-summaries';
import { queueMail } from '../mail/mail.service';
import {
  findReachableCandidate,
  nameShownToCompanies,
  visibleToCompany,
} from '../recruiting/interests/candidate-access';
import { isMailSettingOn } from '../recruiting/interests/mail-settings';

/*
 * A company asking a person to bring their career up to date (issue 10). One open request
 * per company and person; the person answers (updated their career) or dismisses each one,
 * and the /cv badge counts the open ones. Requests of companies the person blocked are
 * never listed, counted or reachable.
 */

const requestsNotBlockedBy = (userId: number): SQL =>
  notBlockedBy(userId, sql`${careerUpdateRequests.companyId}`);

/** Companies' requests to update the career that the person has not acted on yet. */
export async function countOpenCareerUpdateRequests(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(careerUpdateRequests)
    .where(
      and(
        eq(careerUpdateRequests.userId, userId),
        isNull(careerUpdateRequests.resolvedAt),
        requestsNotBlockedBy(userId),
      ),
    );
  return row?.n ?? 0;
}

export interface CompanyCareerUpdateRequestWire {
  id: number;
  user_id: number;
  display_name: string;
  message: string;
  created_at: number;
  relative_time_label: string;
  resolved_at: number | null;
  resolution: CareerUpdateRequestResolution | null;
}

/**
 * A recruiter's request to a person. A second while one is open is a 409: the person has
 * not answered the first, and a second would only repeat it. The person's row is locked
 * for the check and the insert, so two requests sent at once cannot both pass the check.
 * The mail follows the person's profileUpdateRequestNotification.
 */
export async function requestCareerUpdate(
  ctx: ServiceContext,
  input: { companyId: number; recruiterId: number; userId: number; message: string },
): Promise<CompanyCareerUpdateRequestWire> {
  const now = wholeSecond(ctx.now());
  const { companyId } = input;
  const outcome = await ctx.db.transaction(async (tx) => {
    const person = await findReachableCandidate(tx, companyId, input.userId, { lock: true });
    const [open] = await tx
      .select({ id: careerUpdateRequests.id })
      .from(careerUpdateRequests)
      .where(
        and(
          eq(careerUpdateRequests.companyId, companyId),
          eq(careerUpdateRequests.userId, person.id),
          isNull(careerUpdateRequests.resolvedAt),
        ),
      )
      .limit(1);
    if (open) throw new AppError('conflict', INTEREST_MESSAGES.careerRequestAlreadyOpen);
    const [row] = await tx
      .insert(careerUpdateRequests)
      .values({
        userId: person.id,
        companyId,
        recruiterId: input.recruiterId,
        message: input.message,
        createdAt: now,
      })
      .returning();
    let mailId: number | undefined;
    if (await isMailSettingOn(tx, person.id, 'profileUpdateRequestNotification')) {
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId));
      mailId = await queueMail(tx, now, {
        userId: person.id,
        to: person.email,
        template: {
          kind: 'career_update_request',
          companyName: company!.name,
          message: input.message,
          cvUrl: `${ctx.config.baseUrl}/cv`,
        },
      });
    }
    const wire: CompanyCareerUpdateRequestWire = {
      id: row!.id,
      user_id: person.id,
      display_name: person.displayName,
      message: row!.message,
      created_at: toEpochSeconds(row!.createdAt),
      relative_time_label: relativeTimeLabel(toEpochSeconds(row!.createdAt), toEpochSeconds(now)),
      resolved_at: null,
      resolution: null,
    };
    return { wire, mailId };
  });
  if (outcome.mailId !== undefined) await ctx.mail.dispatch([outcome.mailId]);
  return outcome.wire;
}

/** The company's requests, newest first, to people the company may still see. */
export async function listCompanyCareerUpdateRequests(
  ctx: ServiceContext,
  companyId: number,
): Promise<CompanyCareerUpdateRequestWire[]> {
  const nowSeconds = toEpochSeconds(ctx.now());
  const rows = await ctx.db
    .select({
      request: careerUpdateRequests,
      accountName: users.displayName,
      scoutingName: userJobSettings.displayName,
    })
    .from(careerUpdateRequests)
    .innerJoin(users, eq(users.id, careerUpdateRequests.userId))
    .leftJoin(userJobSettings, eq(userJobSettings.userId, careerUpdateRequests.userId))
    .where(and(eq(careerUpdateRequests.companyId, companyId), visibleToCompany(companyId)))
    .orderBy(desc(careerUpdateRequests.createdAt), desc(careerUpdateRequests.id))
    .limit(CAREER_UPDATE_REQUEST_LIST_LIMIT);
  return rows.map(({ request, accountName, scoutingName }) => ({
    id: request.id,
    user_id: request.userId,
    display_name: nameShownToCompanies(scoutingName, accountName),
    message: request.message,
    created_at: toEpochSeconds(request.createdAt),
    relative_time_label: relativeTimeLabel(toEpochSeconds(request.createdAt), nowSeconds),
    resolved_at: toEpochSecondsOrNull(request.resolvedAt),
    resolution: request.resolution,
  }));
}

async function loadCareerUpdateRequests(
  db: Db,
  userId: number,
  nowSeconds: number,
  where: SQL | undefined,
  limit: number,
): Promise<CareerUpdateRequestWire[]> {
  const rows = await db
    .select({
      request: careerUpdateRequests,
      companyName: companies.name,
      logoUrl: companies.logoUrl,
      logoColor: companies.logoColor,
    })
    .from(careerUpdateRequests)
    .innerJoin(companies, eq(companies.id, careerUpdateRequests.companyId))
    .where(and(eq(careerUpdateRequests.userId, userId), requestsNotBlockedBy(userId), where))
    // The (user_id, created_at desc) index answers this in order.
    .orderBy(desc(careerUpdateRequests.createdAt), desc(careerUpdateRequests.id))
    .limit(limit);
  return rows.map(({ request, companyName, logoUrl, logoColor }) => ({
    id: request.id,
    company: { id: request.companyId, name: companyName, logo_url: logoUrl, logo_color: logoColor },
    message: request.message,
    created_at: toEpochSeconds(request.createdAt),
    relative_time_label: relativeTimeLabel(toEpochSeconds(request.createdAt), nowSeconds),
    resolved_at: toEpochSecondsOrNull(request.resolvedAt),
    resolution: request.resolution,
  }));
}

/** GET /api/career_update_requests/: the person's requests, newest first. */
export async function listCareerUpdateRequests(
  ctx: ServiceContext,
  userId: number,
): Promise<CareerUpdateRequestWire[]> {
  return loadCareerUpdateRequests(
    ctx.db,
    userId,
    toEpochSeconds(ctx.now()),
    undefined,
    CAREER_UPDATE_REQUEST_LIST_LIMIT,
  );
}

/**
 * The person answers or dismisses a request. Doing the same again (a double click) answers
 * the request as it is; the other once it is resolved is a 409: a resolution is final.
 */
export async function resolveCareerUpdateRequest(
  ctx: ServiceContext,
  userId: number,
  requestId: number,
  resolution: CareerUpdateRequestResolution,
): Promise<CareerUpdateRequestWire> {
  const now = wholeSecond(ctx.now());
  const mine = and(
    eq(careerUpdateRequests.id, requestId),
    eq(careerUpdateRequests.userId, userId),
    requestsNotBlockedBy(userId),
  );
  await ctx.db
    .update(careerUpdateRequests)
    .set({ resolvedAt: now, resolution })
    .where(and(mine, isNull(careerUpdateRequests.resolvedAt)));
  const [request] = await loadCareerUpdateRequests(
    ctx.db,
    userId,
    toEpochSeconds(now),
    eq(careerUpdateRequests.id, requestId),
    1,
  );
  if (!request) throw new AppError('not_found', INTEREST_MESSAGES.careerRequestNotFound);
  if (request.resolution !== resolution) {
    throw new AppError('conflict', INTEREST_MESSAGES.careerRequestAlreadyResolved);
  }
  return request;
}
