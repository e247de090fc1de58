import {
  candidateInterestListResponseSchema,
  candidateInterestResponseSchema,
  companyInterestListResponseSchema,
  companyInterestRequestSchema,
  companyInterestResponseSchema,
  countResponseSchema,
  interestIdParamsSchema,
  interestReactionRequestSchema,
  interestTargetParamsSchema,
} from '@kiseki/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses';
import type { ServiceContext } from '../../../lib/service-context';
import {
  currentCompany,
  currentSession,
  requireRecruiter,
  requireUser,
} from '../../accounts/auth-guards';
import { careerUpdateRequestRoutes } from './career-update-requests.routes';
import {
  countUnreactedInterests,
  listCandidateInterests,
  listCompanyInterests,
  markInterest,
  reactToInterest,
} from './interests.service';

/** 興味通知（気になる）と経歴更新リクエスト (issue 10). */
export async function interestRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const companyTags = ['company'];
  const tags = ['interests'];
  const userIdOf = (request: FastifyRequest) => currentSession(request).user.id;

  r.post(
    '/api/company/candidates/:user_id/interest',
    {
      preValidation: requireRecruiter,
      schema: {
        tags: companyTags,
        summary: 'エンジニアに「気になる」を送る（求人を添えられます）',
        description:
          '同じ方へ再度送ると時刻と求人を更新します（job_description_id を省くと求人はそのまま、null で外します）。本人への通知は初回と、前回から24時間以上たち本人が未回答のときだけです。メールは本人のメール設定（新しい企業からのフォロー）がオンのときだけ送ります。本人が企業をブロックしている、存在しない、退会済み、企業アカウントのいずれも同じ 404 です。',
        params: interestTargetParamsSchema,
        body: companyInterestRequestSchema.nullish(),
        response: {
          200: companyInterestResponseSchema,
          201: companyInterestResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const { interest, created, notified } = await markInterest(ctx, {
        companyId: currentCompany(request).id,
        recruiterId: userIdOf(request),
        userId: request.params.user_id,
        jobDescriptionId: request.body?.job_description_id,
      });
      return reply.code(created ? 201 : 200).send({ interest, notified });
    },
  );

  r.get(
    '/api/company/interests',
    {
      preValidation: requireRecruiter,
      schema: {
        tags: companyTags,
        summary: '自社が「気になる」を送ったエンジニアと、その回答（新しい順、200件まで）',
        response: {
          200: companyInterestListResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({
      interests: await listCompanyInterests(ctx, currentCompany(request).id),
    }),
  );

  r.get(
    '/api/candidate_interests/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '企業からの興味通知（新しい順、200件まで）',
        description:
          'ブロックした企業の通知は含みません。relative_time_label はサーバーの時計で求めた「24時間以内」「N日前」「1ヶ月以上前」です。',
        response: {
          200: candidateInterestListResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({
      candidate_interests: await listCandidateInterests(ctx, userIdOf(request)),
    }),
  );

  r.get(
    '/api/candidate_interests/unreacted_count',
    {
      preValidation: requireUser,
      schema: {
        tags: ['navigation'],
        summary: '未回答の興味通知の件数（ヘッダーのバッジ）',
        response: { 200: countResponseSchema, ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ count: await countUnreactedInterests(ctx.db, userIdOf(request)) }),
  );

  r.put(
    '/api/candidate_interests/:id/reaction',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '興味通知に回答する（1 興味がある、2 話を聞きたい、3 今は見送る）',
        description:
          '回答は何度でも変えられます。本人以外の通知、ブロックした企業の通知は 404 です。',
        params: interestIdParamsSchema,
        body: interestReactionRequestSchema,
        response: {
          200: candidateInterestResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => ({
      candidate_interest: await reactToInterest(
        ctx,
        userIdOf(request),
        request.params.id,
        request.body.reaction_level,
      ),
    }),
  );

  await app.register(careerUpdateRequestRoutes, { ctx });
}
