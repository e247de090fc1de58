import {
  educationsRequestSchema,
  educationsResponseSchema,
  jobPositionsResponseSchema,
  profileResponseSchema,
  profileUpdateRequestSchema,
  userDataResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireUser } from '../accounts/auth-guards';
import { listEducations, replaceEducations } from './educations.service';
import { JOB_POSITIONS_ANSWER } from './job-positions';
import { getProfile, getUserData, updateProfile } from './profile.service';

/** The person's data, profile, educations, the position master and companies' update requests. */
export async function careerRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const userIdOf = (request: Parameters<typeof currentSession>[0]) =>
    currentSession(request).user.id;

  r.get(
    '/api/user/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: 'ユーザー情報',
        response: { 200: userDataResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ user: await getUserData(ctx, userIdOf(request)) }),
  );

  r.get(
    '/api/user/profile/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: 'プロフィール',
        response: { 200: profileResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ profile: await getProfile(ctx, userIdOf(request)) }),
  );

  r.put(
    '/api/user/profile/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: 'プロフィールの更新（送った項目のみ）',
        description: '生年月日は一度設定すると変更できません（同じ値の再送は可）。',
        body: profileUpdateRequestSchema,
        response: {
          200: profileResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({ profile: await updateProfile(ctx, userIdOf(request), request.body) }),
  );

  r.get(
    '/api/user/educations/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '学歴',
        response: { 200: educationsResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ educations: await listEducations(ctx, userIdOf(request)) }),
  );

  r.put(
    '/api/user/educations/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '学歴の保存（一覧ごと置き換え）',
        body: educationsRequestSchema,
        response: {
          200: educationsResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({
      educations: await replaceEducations(ctx, userIdOf(request), request.body.educations),
    }),
  );

  r.get(
    '/api/technical_term_master/job_positions',
    {
      preValidation: requireUser,
      schema: {
        tags: ['career'],
        summary: '職種マスター（カテゴリー別）',
        response: { 200: jobPositionsResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async () => JOB_POSITIONS_ANSWER,
  );
}
