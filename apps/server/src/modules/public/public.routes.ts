import {
  publicPortfolioResponseSchema,
  publicSettingQuerySchema,
  publicSettingResponseSchema,
  publicSettingUpdateRequestSchema,
  publicShareParamsSchema,
  SHARE_TOKEN_HEADER,
  shareIdAvailabilityQuerySchema,
  shareIdAvailabilityResponseSchema,
  shareIdResponseSchema,
  shareIdUpdateRequestSchema,
  teamTagsParamsSchema,
  teamTagsResponseSchema,
  termAgreeRequestSchema,
  termAgreeResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireUser } from '../accounts/auth-guards';
import { publicJson, publicPortfolio } from './public-portfolio.service';
import {
  agreeToPublicTerms,
  getCustomShareId,
  getPublicSetting,
  setCustomShareId,
  setPublicOpen,
  shareIdAvailability,
} from './public-setting.service';
import { verifyShareToken } from './share-token';
import { teamTags } from './team-tags.service';

export const SHARE_TOKEN_MESSAGE = 'ページの有効期限が切れました。ページを再読み込みしてください。';

/** Public sharing: the person's setting, the public page's data, its JSON, team tags. */
export async function publicRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const userIdOf = (request: FastifyRequest) => currentSession(request).user.id;
  const tags = ['public'];
  const requireShareToken = async (request: FastifyRequest) => {
    const token = request.headers[SHARE_TOKEN_HEADER];
    if (
      !verifyShareToken(
        ctx.config.secretKey,
        typeof token === 'string' ? token : undefined,
        ctx.now(),
      )
    ) {
      throw new AppError('forbidden', SHARE_TOKEN_MESSAGE);
    }
  };

  r.get(
    '/api/public_setting/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '公開設定（なければ非公開で作成）',
        description: 'desired_share_id を付けると、その共有IDが使えるかも答えます。',
        querystring: publicSettingQuerySchema,
        response: {
          200: publicSettingResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({
      public_setting: await getPublicSetting(
        ctx,
        userIdOf(request),
        request.query.desired_share_id,
      ),
    }),
  );

  r.post(
    '/api/public_setting/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '公開設定を作成する（既にあればそのまま返す）',
        response: { 200: publicSettingResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ public_setting: await getPublicSetting(ctx, userIdOf(request)) }),
  );

  r.put(
    '/api/public_setting/',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '公開・非公開の切り替え（公開には規約への同意が必要）',
        body: publicSettingUpdateRequestSchema,
        response: {
          200: publicSettingResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => ({
      public_setting: await setPublicOpen(ctx, userIdOf(request), request.body.is_open),
    }),
  );

  r.put(
    '/api/public_setting/term_agree',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '公開に関する規約への同意（false で取り消し、ページは非公開に）',
        body: termAgreeRequestSchema,
        response: {
          200: termAgreeResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => agreeToPublicTerms(ctx, userIdOf(request), request.body.agreed),
  );

  r.get(
    '/api/public_setting/share_id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'カスタム共有ID',
        response: { 200: shareIdResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => getCustomShareId(ctx, userIdOf(request)),
  );

  r.put(
    '/api/public_setting/share_id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'カスタム共有IDの設定（3〜30文字の a-z, 0-9, -, _）',
        body: shareIdUpdateRequestSchema,
        response: {
          200: shareIdResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => setCustomShareId(ctx, userIdOf(request), request.body.custom_share_id),
  );

  r.get(
    '/api/public_setting/share_id/availability',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: '希望する共有IDが使えるか',
        querystring: shareIdAvailabilityQuerySchema,
        response: {
          200: shareIdAvailabilityResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => shareIdAvailability(ctx, userIdOf(request), request.query.desired_share_id),
  );

  r.get(
    '/api/public/:share_id',
    {
      preValidation: requireShareToken,
      schema: {
        tags,
        summary: '公開ポートフォリオ（ページに埋め込まれたトークンを X-Share-Token で送る）',
        description: '非公開・存在しない共有IDはどちらも同じ 404 です。',
        params: publicShareParamsSchema,
        response: {
          200: publicPortfolioResponseSchema,
          ...errorResponses('validation_failed', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => publicPortfolio(ctx.db, request.params.share_id, ctx.now()),
  );

  r.get(
    '/api/team_tags/:id/',
    {
      preValidation: requireShareToken,
      schema: {
        tags,
        summary: 'チームのメンバーとスキルタグ（合計レベル3以上のタグ）',
        params: teamTagsParamsSchema,
        response: {
          200: teamTagsResponseSchema,
          ...errorResponses('validation_failed', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => teamTags(ctx.db, request.params.id),
  );

  // The public-page JSON of reference-data, with its own error shape.
  r.get(
    '/public/:share_id.json',
    {
      schema: {
        tags,
        summary: '公開ポートフォリオのJSON（公開スキーマ）',
        params: publicShareParamsSchema,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*');
      try {
        const portfolio = await publicPortfolio(ctx.db, request.params.share_id, ctx.now());
        return reply
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(publicJson(portfolio)));
      } catch (err) {
        if (err instanceof AppError && err.code === 'not_found') {
          return reply
            .status(404)
            .type('application/json; charset=utf-8')
            .send(JSON.stringify({ error: true, message: 'Not Found' }));
        }
        throw err;
      }
    },
  );
}
