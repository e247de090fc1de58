import {
  careerUpdateRequestBodySchema,
  careerUpdateRequestIdParamsSchema,
  careerUpdateRequestListResponseSchema,
  careerUpdateRequestResponseSchema,
  companyCareerUpdateRequestListResponseSchema,
  companyCareerUpdateRequestResponseSchema,
  countResponseSchema,
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
import {
  countOpenCareerUpdateRequests,
  listCareerUpdateRequests,
  listCompanyCareerUpdateRequests,
  requestCareerUpdate,
  resolveCareerUpdateRequest,
} from '../../career/career-update-requests.service';

/** Career-update requests: a recruiter asks, the person answers or dismisses (issue 10). */
export async function careerUpdateRequestRoutes(
  app: FastifyInstance,
  opts: { ctx: ServiceContext },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const companyTags = ['company'];
  const tags = ['career'];
  const userIdOf = (request: FastifyRequest) => currentSession(request).user.id;

  r.post(
    '/api/company/candidates/:user_id/career_update_requests',
    {
      preValidation: requireRecruiter,
      schema: {
        tags: companyTags,
        summary: 'エンジニアに経歴の更新をリクエストする',
        description:
          '同じ方への回答待ちのリクエストがある間は 409 です。メールは本人のメール設定（経歴更新リクエストのお知らせ）がオンのときだけ送ります。本人が企業をブロックしている、存在しない、退会済み、企業アカウントのいずれも同じ 404 です。',
        params: interestTargetParamsSchema,
        body: careerUpdateRequestBodySchema,
        response: {
          201: companyCareerUpdateRequestResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    async (request, reply) => {
      const careerUpdateRequest = await requestCareerUpdate(ctx, {
        companyId: currentCompany(request).id,
        recruiterId: userIdOf(request),
        userId: request.params.user_id,
        message: request.body.message,
      });
      return reply.code(201).send({ career_update_request: careerUpdateRequest });
    },
  );

  r.get(
    '/api/company/career_update_requests',
    {
      preValidation: requireRecruiter,
      schema: {
        tags: companyTags,
        summary: '自社が送った経歴更新リクエストと、その対応状況（新しい順、200件まで）',
        response: {
          200: companyCareerUpdateRequestListResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({
      career_update_requests: await listCompanyCareerUpdateRequests(
        ctx,
        currentCompany(request).id,
      ),
    }),
  );

  r.get(
    '/api/profile_request_update/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['navigation'],
        summary: '未対応の経歴更新リクエストの件数（/cv のバッジ）',
        response: { 200: countResponseSchema, ...errorResponses('unauthenticated', 'forbidden') },
      },
    },
    async (request) => ({ count: await countOpenCareerUpdateRequests(ctx.db, userIdOf(request)) }),
  );

  r.get(
    '/api/career_update_requests/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '企業からの経歴更新リクエスト（新しい順、200件まで）',
        description: 'ブロックした企業のリクエストは含みません。',
        response: {
          200: careerUpdateRequestListResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({
      career_update_requests: await listCareerUpdateRequests(ctx, userIdOf(request)),
    }),
  );

  for (const [action, resolution, summary] of [
    ['answer', 'answered', '経歴更新リクエストを対応済みにする'],
    ['dismiss', 'dismissed', '経歴更新リクエストを見送る'],
  ] as const) {
    r.post(
      `/api/career_update_requests/:id/${action}`,
      {
        preValidation: requireUser,
        schema: {
          tags,
          summary,
          description:
            '同じ操作の繰り返しはそのまま 200、対応済みのリクエストへの別の操作は 409 です。本人以外のリクエスト、ブロックした企業のリクエストは 404 です。',
          params: careerUpdateRequestIdParamsSchema,
          response: {
            200: careerUpdateRequestResponseSchema,
            ...errorResponses(
              'validation_failed',
              'unauthenticated',
              'forbidden',
              'not_found',
              'conflict',
            ),
          },
        },
      },
      async (request) => ({
        career_update_request: await resolveCareerUpdateRequest(
          ctx,
          userIdOf(request),
          request.params.id,
          resolution,
        ),
      }),
    );
  }
}
