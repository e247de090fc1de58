import {
  externalAiAgreementRequestSchema,
  externalAiAgreementResponseSchema,
  interviewCoachingRequestSchema,
  interviewCoachingResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses';
import type { ServiceContext } from '../../../lib/service-context';
import { currentSession, requireUser } from '../../accounts/auth-guards';
import {
  type CoachingDeps,
  coachingFor,
  getExternalAiAgreement,
  setExternalAiAgreement,
} from './coaching.service';
import { type ExternalCoachingProvider, providerFromConfig } from './external-provider';

/** Positive and within PostgreSQL's integer, so a huge id is a 400, not a 500. */
const jobIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Interview coaching (/jobs/{id}/interview-coaching) and the external-AI agreement. Coaching
 * reads the person's career, so it is for signed-in people only, unlike the job page itself.
 */
export async function coachingRoutes(
  app: FastifyInstance,
  opts: { ctx: ServiceContext; provider?: ExternalCoachingProvider | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const provider = opts.provider === undefined ? providerFromConfig(ctx.config.ai) : opts.provider;
  const depsFor = (request: FastifyRequest): CoachingDeps => ({
    ctx,
    provider,
    warn: (details, message) => request.log.warn(details, message),
  });
  const userIdOf = (request: FastifyRequest) => currentSession(request).user.id;
  const tags = ['jobs'];

  r.get(
    '/api/job_descriptions/:id/interview_coaching',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '求人ごとの面接対策（組み込みエンジン）',
        description:
          '求人の要件と本人の経歴から、想定される質問とその意図、アピールすべき経験、逆質問の例を作ります。外部AIサービスは使いません。',
        params: jobIdParams,
        response: {
          200: interviewCoachingResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => coachingFor(depsFor(request), userIdOf(request), request.params.id, false),
  );

  r.post(
    '/api/job_descriptions/:id/interview_coaching',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '求人ごとの面接対策の作成（外部AIサービスを選べます）',
        description:
          'use_external_ai が true のとき、外部AIサービスの利用に同意済みであれば設定された外部AIで作成します（未同意は403）。外部AIが設定されていないか応答に失敗したときは、組み込みエンジンの結果（provider: builtin）を返します。',
        params: jobIdParams,
        body: interviewCoachingRequestSchema,
        response: {
          200: interviewCoachingResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'rate_limited',
          ),
        },
      },
    },
    async (request) =>
      coachingFor(
        depsFor(request),
        userIdOf(request),
        request.params.id,
        request.body.use_external_ai,
      ),
  );

  r.get(
    '/api/user/external_ai_agreement',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '外部AIサービスの利用への同意状況',
        response: { 200: externalAiAgreementResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => getExternalAiAgreement(ctx, userIdOf(request)),
  );

  r.put(
    '/api/user/external_ai_agreement',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '外部AIサービスの利用への同意・取り消し',
        description: 'agreed: false で同意を取り消します（以後、外部AIには何も送信しません）。',
        body: externalAiAgreementRequestSchema,
        response: {
          200: externalAiAgreementResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => setExternalAiAgreement(ctx, userIdOf(request), request.body.agreed),
  );
}
