import type {
  externalAiAgreementResponseSchema,
  interviewCoachingResponseSchema,
  JobDescriptionDetailWire,
  JobDescriptionSummaryWire,
} from '@kiseki/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { externalAiAgreements, personSkillTags, userJobSettings } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import type { ServiceContext } from '../../../lib/service-context';
import { toEpochSecondsOrNull } from '../../../lib/time';
import { listExperiences } from '../../career/experiences.service';
import { hitRateLimit } from '../../rate-limit/rate-limit.service';
import { RATE_LIMITS } from '../../rate-limit/rate-limit-rules';
import { isCompanyBlocked, loadJobDetail } from '../job-summaries';
import { buildInterviewCoaching, type CoachingCareer, type CoachingInput } from './coaching-engine';
import type { ExternalCoachingProvider } from './external-provider';

/*
 * Interview coaching for one job (/jobs/{id}/interview-coaching) and the person's agreement
 * to the external-AI-service policy. The built-in engine answers every request; the outside
 * provider is asked only when the person asks for it, has agreed, and the server has one.
 */

type CoachingResponse = z.infer<typeof interviewCoachingResponseSchema>;
type AgreementResponse = z.infer<typeof externalAiAgreementResponseSchema>;

export const COACHING_MESSAGES = {
  jobNotFound: 'この求人は見つかりませんでした。',
  agreementRequired: '外部AIサービスの利用に同意してください。',
} as const;

export interface CoachingDeps {
  ctx: ServiceContext;
  /** Null when the server has no outside provider configured. */
  provider: ExternalCoachingProvider | null;
  /** Where a failed outside call is noted (the person gets the built-in result). */
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * Coaching for `jobId` as `userId` sees it: 404 for a job that does not exist, was never
 * published, or belongs to a company the person blocked (the same answer for all three).
 */
export async function coachingFor(
  deps: CoachingDeps,
  userId: number,
  jobId: number,
  useExternalAi: boolean,
): Promise<CoachingResponse> {
  const { db } = deps.ctx;
  const job = await loadJobDetail(db, jobId, userId);
  if (!job || job.published_at === null || (await isCompanyBlocked(db, userId, job.company.id))) {
    throw new AppError('not_found', COACHING_MESSAGES.jobNotFound);
  }
  const [career, agreement] = await Promise.all([loadCareer(db, userId), agreementOf(db, userId)]);
  const now = deps.ctx.now();
  const input = coachingInput(job, career, now);
  let coaching = buildInterviewCoaching(input);

  if (useExternalAi) {
    // Checked before anything else: without the agreement nothing of theirs may leave.
    if (!agreement.agreed) throw new AppError('forbidden', COACHING_MESSAGES.agreementRequired);
    if (deps.provider) {
      await hitRateLimit(db, now, RATE_LIMITS.externalAiCoachingPerUser, String(userId));
      const outcome = await deps.provider.generate(input, {
        likely_questions: coaching.likely_questions,
        highlights: coaching.highlights,
        questions_to_ask: coaching.questions_to_ask,
      });
      if (outcome.ok) {
        coaching = { ...coaching, ...outcome.coaching, provider: 'external' };
      } else {
        // The person still gets coaching; provider 'builtin' tells the screen it fell back.
        deps.warn(
          { jobDescriptionId: jobId, reason: outcome.reason },
          'external interview coaching failed; answered with the built-in engine',
        );
      }
    }
  }

  return {
    job_description: summaryOf(job),
    coaching,
    external_ai_available: deps.provider !== null,
    external_ai_agreed: agreement.agreed,
  };
}

/** The detail without its body sections: the summary every job list shows. */
function summaryOf(detail: JobDescriptionDetailWire): JobDescriptionSummaryWire {
  const {
    job_details: _details,
    required_skills: _required,
    welcome_skills: _welcome,
    development_environment: _environment,
    working_conditions: _conditions,
    company,
    ...summary
  } = detail;
  const {
    description: _description,
    website_url: _website,
    founded_year: _founded,
    ...companySummary
  } = company;
  return { ...summary, company: companySummary };
}

export function coachingInput(
  job: JobDescriptionDetailWire,
  career: CoachingCareer,
  now: Date,
): CoachingInput {
  return {
    job: {
      id: job.job_description_id,
      title: job.title,
      companyName: job.company.name,
      positions: job.positions,
      tags: job.tags,
      jobDetails: job.job_details,
      requiredSkills: job.required_skills,
      welcomeSkills: job.welcome_skills,
      developmentEnvironment: job.development_environment,
      workingConditions: job.working_conditions,
      businessType: job.business_type,
      workStyle: job.work_style,
      employmentType: job.employment_type,
      preferredConditionIds: job.preferred_condition_ids,
    },
    career,
    now,
  };
}

/**
 * What the coach reads of a person: experiences, the skill tags they confirmed (suggestions
 * from imports they have not looked at yet are not theirs to claim), やりたいこと and 職務要約.
 */
async function loadCareer(db: Db, userId: number): Promise<CoachingCareer> {
  const [experiences, skillTags, settings] = await Promise.all([
    listExperiences(db, userId),
    db
      .select({ name: personSkillTags.name, level: personSkillTags.level })
      .from(personSkillTags)
      .where(and(eq(personSkillTags.userId, userId), eq(personSkillTags.isAuto, false)))
      .orderBy(personSkillTags.sortOrder, personSkillTags.id),
    db
      .select({ wantToDo: userJobSettings.wantToDo, jobSummary: userJobSettings.jobSummary })
      .from(userJobSettings)
      .where(eq(userJobSettings.userId, userId)),
  ]);
  return {
    experiences: experiences.map((e) => ({
      organizationName: e.organization_name,
      positionIds: e.positions,
      positionName: e.position_name,
      isClientWork: e.is_client_work,
      clientCompanyName: e.client_company_name,
      startYear: e.start_year,
      startMonth: e.start_month,
      endYear: e.end_year,
      endMonth: e.end_month,
      description: e.description,
    })),
    skillTags,
    wantToDo: settings[0]?.wantToDo ?? null,
    jobSummary: settings[0]?.jobSummary ?? null,
  };
}

async function agreementOf(db: Db, userId: number): Promise<AgreementResponse> {
  const [row] = await db
    .select({ agreedAt: externalAiAgreements.agreedAt })
    .from(externalAiAgreements)
    .where(eq(externalAiAgreements.userId, userId));
  return { agreed: row !== undefined, agreed_at: toEpochSecondsOrNull(row?.agreedAt) };
}

export const getExternalAiAgreement = (ctx: ServiceContext, userId: number) =>
  agreementOf(ctx.db, userId);

/**
 * Agreeing keeps the first agreement's time (agreeing again changes nothing); withdrawing
 * deletes the row, so nothing of theirs is sent until they agree anew.
 */
export async function setExternalAiAgreement(
  ctx: ServiceContext,
  userId: number,
  agreed: boolean,
): Promise<AgreementResponse> {
  if (agreed) {
    await ctx.db
      .insert(externalAiAgreements)
      .values({ userId, agreedAt: ctx.now() })
      .onConflictDoNothing({ target: externalAiAgreements.userId });
  } else {
    await ctx.db.delete(externalAiAgreements).where(eq(externalAiAgreements.userId, userId));
  }
  return agreementOf(ctx.db, userId);
}
