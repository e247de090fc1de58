import {
  companyPageResponseSchema,
  jobApplicationListResponseSchema,
  jobApplicationRequestSchema,
  jobApplicationResponseSchema,
  jobDescriptionListResponseSchema,
  jobDescriptionResponseSchema,
  jobReactionResponseSchema,
  jobSourceQuerySchema,
} from '@kiseki/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireUser } from '../accounts/auth-guards';
import { applyToJob, listApplications } from './applications.service';
import { getCompanyPage } from './company-page.service';
import {
  getJobDescription,
  listReactedJobs,
  listRecentJobs,
  reactToJob,
  withdrawReaction,
} from './job-pages.service';

/** Ids of the path: positive and within PostgreSQL's integer, so a huge one is a 400, not a 500. */
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * Job pages, reactions, applications and company pages (issue 9). Job and company pages are
 * public: they are what search engines index and what shared links open. Signed in, the same
 * answers carry the person's reaction and application, and hide companies they blocked.
 *
 * /api/job_descriptions/reacted and /recent are static routes, which find-my-way always tries
 * before the parametric /api/job_descriptions/:id, whatever the registration order.
 */
export async function jobPagesRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const tags = ['jobs'];
  const userIdOf = (request: FastifyRequest) => currentSession(request).user.id;
  const viewerOf = (request: FastifyRequest) => request.auth?.user.id ?? null;

  r.get(
    '/api/job_descriptions/reacted',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '「興味あり」にした求人（新しい順、50件まで）',
        response: { 200: jobDescriptionListResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ job_descriptions: await listReactedJobs(ctx.db, userIdOf(request)) }),
  );

  r.get(
    '/api/job_descriptions/recent',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '新着の求人（募集中、20件まで）',
        response: { 200: jobDescriptionListResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ job_descriptions: await listRecentJobs(ctx.db, userIdOf(request)) }),
  );

  r.get(
    '/api/job_descriptions/:id',
    {
      schema: {
        tags,
        summary: '求人の詳細',
        description:
          'ログインなしでも読めます（求人ページは検索エンジンと共有リンクのためのもの）。ログイン中は本人の「興味あり」と応募の状態を含み、本人がブロックした企業の求人は存在しない求人と同じく 404 です。募集を終えた求人も読めます（is_offering_job が false）。',
        params: idParams,
        querystring: jobSourceQuerySchema,
        response: {
          200: jobDescriptionResponseSchema,
          ...errorResponses('validation_failed', 'not_found'),
        },
      },
    },
    async (request) => getJobDescription(ctx.db, request.params.id, viewerOf(request)),
  );

  r.post(
    '/api/job_descriptions/:id/reaction',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '求人に「興味あり」を付ける（付いていれば日時を更新）',
        params: idParams,
        querystring: jobSourceQuerySchema,
        response: {
          200: jobReactionResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found', 'conflict'),
        },
      },
    },
    async (request) => reactToJob(ctx, userIdOf(request), request.params.id, request.query.source),
  );

  r.delete(
    '/api/job_descriptions/:id/reaction',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '「興味あり」を取り消す',
        params: idParams,
        querystring: jobSourceQuerySchema,
        response: {
          200: jobReactionResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => withdrawReaction(ctx, userIdOf(request), request.params.id),
  );

  r.post(
    '/api/job_applications/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '求人に応募する',
        description:
          '応募日時と、その7日後の企業からの返信予定日時を記録します。同じ求人への2回目は既存の応募を 200 で返し、新しい応募は作りません。募集を終えた求人への新規応募は 409 です。',
        body: jobApplicationRequestSchema,
        response: {
          200: jobApplicationResponseSchema,
          201: jobApplicationResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const { application, created } = await applyToJob(ctx, userIdOf(request), request.body);
      return reply.code(created ? 201 : 200).send({ job_application: application });
    },
  );

  r.get(
    '/api/job_applications/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '自分の応募（新しい順、求人つき）',
        response: { 200: jobApplicationListResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ job_applications: await listApplications(ctx.db, userIdOf(request)) }),
  );

  r.get(
    '/api/companies/:id',
    {
      schema: {
        tags,
        summary: '企業ページ（企業情報・募集中の求人・技術スタック）',
        description:
          'ログインなしでも読めます。本人がブロックした企業は存在しない企業と同じく 404 です。',
        params: idParams,
        response: {
          200: companyPageResponseSchema,
          ...errorResponses('validation_failed', 'not_found'),
        },
      },
    },
    async (request) => getCompanyPage(ctx.db, request.params.id, viewerOf(request)),
  );
}
