import {
  experienceBulkRequestSchema,
  experienceIdParamsSchema,
  experienceListResponseSchema,
  experienceRequestSchema,
  experienceResponseSchema,
  okResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireUser } from '../accounts/auth-guards';
import {
  createExperience,
  deleteExperience,
  listExperiences,
  saveExperienceList,
  updateExperience,
} from './experiences.service';

/** The signed-in person's work experiences (spec sections 3 and 7). */
export async function experienceRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const userIdOf = (request: Parameters<typeof currentSession>[0]) =>
    currentSession(request).user.id;

  r.get(
    '/api/user/experiences/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '職歴の一覧（新しい順）',
        response: { 200: experienceListResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ experience_list: await listExperiences(ctx.db, userIdOf(request)) }),
  );

  r.post(
    '/api/user/experiences/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '職歴の追加',
        body: experienceRequestSchema,
        response: {
          201: experienceResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request, reply) => {
      const experience = await createExperience(ctx, userIdOf(request), request.body);
      return reply.code(201).send({ experience });
    },
  );

  r.post(
    '/api/user/experiences/bulk/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '職歴の一括保存',
        description:
          'id のある項目は更新、ない項目は追加、一覧にない職歴は削除します（1トランザクション）。',
        body: experienceBulkRequestSchema,
        response: {
          200: experienceListResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => ({
      experience_list: await saveExperienceList(
        ctx,
        userIdOf(request),
        request.body.experience_list,
      ),
    }),
  );

  r.put(
    '/api/user/experiences/:id/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '職歴の更新',
        params: experienceIdParamsSchema,
        body: experienceRequestSchema,
        response: {
          200: experienceResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => ({
      experience: await updateExperience(ctx, userIdOf(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/user/experiences/:id/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '職歴の削除',
        params: experienceIdParamsSchema,
        response: {
          200: okResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => {
      await deleteExperience(ctx, userIdOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
