import {
  blogCreateRequestSchema,
  blogDeleteRequestSchema,
  blogListResponseSchema,
  blogRefreshRequestSchema,
  blogResponseSchema,
  blogUpdateRequestSchema,
  buildingStatusRequestSchema,
  buildingStatusResponseSchema,
  isReadyResponseSchema,
  okResponseSchema,
  PORTFOLIO_MESSAGES,
  snsAssociationListResponseSchema,
  snsAssociationRequestSchema,
  snsAssociationResponseSchema,
  snsNameParamsSchema,
} from '@kiseki/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireUser } from '../accounts/auth-guards';
import { addBlog, changeBlogUrl, listBlogs, refreshBlogs, removeBlog } from './blogs.service';
import { readiness, setBuildingStatus } from './building.service';
import {
  connectSns,
  disconnectSns,
  listSnsAssociations,
  refreshSns,
} from './sns-associations.service';

/** Connected accounts, blogs and the building state (spec sections 4 and 7). */
export async function portfolioRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const userIdOf = (request: FastifyRequest) => currentSession(request).user.id;
  const tags = ['portfolio'];

  r.get(
    '/api/sns_association/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '連携中のサービス',
        response: { 200: snsAssociationListResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => listSnsAssociations(ctx, userIdOf(request)),
  );

  r.post(
    '/api/sns_association/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'サービスを連携する（アカウント名またはプロフィールURL）',
        description:
          '連携すると最初の取り込みを始めます。同じサービスに別のアカウントを送ると、以前のアカウントの取り込み内容は消えます。',
        body: snsAssociationRequestSchema,
        response: {
          200: snsAssociationResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({
      sns_association: await connectSns(ctx, userIdOf(request), request.body),
    }),
  );

  r.delete(
    '/api/sns_association/:sns_name/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '連携を解除する（取り込んだアウトプットも消えます）',
        params: snsNameParamsSchema,
        response: {
          200: okResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => {
      await disconnectSns(ctx, userIdOf(request), request.params.sns_name);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/sns_association/:sns_name/refresh',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '今すぐ取り込み直す',
        params: snsNameParamsSchema,
        response: {
          200: snsAssociationResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => ({
      sns_association: await refreshSns(ctx, userIdOf(request), request.params.sns_name),
    }),
  );

  r.get(
    '/api/blogs/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '登録したブログ',
        response: { 200: blogListResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ blog_url_list: await listBlogs(ctx, userIdOf(request)) }),
  );

  r.post(
    '/api/blogs/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'ブログを登録する（ページのURLまたはRSS/AtomフィードのURL）',
        body: blogCreateRequestSchema,
        response: {
          201: blogResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request, reply) => {
      const blog = await addBlog(ctx, userIdOf(request), request.body);
      return reply.code(201).send({ blog });
    },
  );

  r.put(
    '/api/blogs/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'ブログのURLを変更する',
        body: blogUpdateRequestSchema,
        response: {
          200: blogResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => ({ blog: await changeBlogUrl(ctx, userIdOf(request), request.body) }),
  );

  r.delete(
    '/api/blogs/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'ブログを削除する（id または url を本文かクエリで指定）',
        querystring: blogDeleteRequestSchema,
        response: {
          200: okResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => {
      const body = blogDeleteRequestSchema.safeParse(request.body ?? {});
      const ref = { ...request.query, ...(body.success ? body.data : {}) };
      if (ref.id === undefined && ref.url === undefined) {
        throw new AppError('validation_failed', undefined, {
          fields: { id: [PORTFOLIO_MESSAGES.blogNotFound] },
        });
      }
      await removeBlog(ctx, userIdOf(request), ref);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/blogs/refresh',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'ブログを今すぐ取り込み直す（id を省くとすべて）',
        body: blogRefreshRequestSchema.optional(),
        response: {
          200: blogListResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'not_found'),
        },
      },
    },
    async (request) => ({
      blog_url_list: await refreshBlogs(ctx, userIdOf(request), request.body?.id),
    }),
  );

  r.get(
    '/api/is_ready/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'ポートフォリオの準備ができたか（取り込みの進み具合）',
        response: { 200: isReadyResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => readiness(ctx, userIdOf(request)),
  );

  r.put(
    '/api/building_status/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '準備完了を記録する（building_status 1）',
        body: buildingStatusRequestSchema,
        response: {
          200: buildingStatusResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => setBuildingStatus(ctx, userIdOf(request), 1),
  );

  r.delete(
    '/api/building_status/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '準備完了の記録を消す（未完了に戻す）',
        response: { 200: buildingStatusResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => setBuildingStatus(ctx, userIdOf(request), 0),
  );
}
