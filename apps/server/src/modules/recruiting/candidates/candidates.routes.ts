import {
  candidatePageParamsSchema,
  candidatePageResponseSchema,
  candidateSearchQuerySchema,
  candidateSearchResponseSchema,
  keywordAnalyticsResponseSchema,
  viewAnalyticsResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses';
import type { ServiceContext } from '../../../lib/service-context';
import {
  currentCompany,
  currentSession,
  requireRecruiter,
  requireUser,
} from '../../accounts/auth-guards';
import { getCandidatePage } from './candidate-page.service';
import { searchCandidates } from './candidate-search.service';
import { keywordAnalytics } from './keyword-analytics.service';
import { viewsAnalytics } from './views-analytics.service';

/**
 * エンジニア検索と候補者ページ（閲覧履歴、検索キーワードの記録）、and what they record as the
 * person's analytics (issue 10).
 */
export async function candidateRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const tags = ['company-candidates'];

  r.get(
    '/api/company/candidates/search',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: 'エンジニア検索（キーワード・絞り込み・並び替え・ページ送り）',
        description:
          '自社をブロックした人、転職意欲が「転職は考えていない」でポートフォリオを公開していない人、企業アカウントと無効なアカウントは現れません。キーワードで検索すると、返したページの各人に検索キーワードが記録されます（同じ企業・人・キーワードは1日1件）。',
        querystring: candidateSearchQuerySchema,
        response: {
          200: candidateSearchResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) =>
      searchCandidates(ctx.db, currentCompany(request).id, request.query, ctx.now()),
  );

  r.get(
    '/api/company/candidates/:user_id',
    {
      preValidation: requireRecruiter,
      schema: {
        tags,
        summary: '候補者ページ（プロフィール・スコア・スキル・経歴・アウトプット・自社との関係）',
        description:
          '見られない人（ブロック、非公開の「転職は考えていない」、企業アカウント、無効なアカウント）は存在しない ID と同じ 404 です。開くと閲覧履歴が記録されます（ページ1件と表示したアウトプットごとに1件、同じ企業・人・URLは1日1件）。',
        params: candidatePageParamsSchema,
        response: {
          200: candidatePageResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => ({
      candidate: await getCandidatePage(
        ctx.db,
        currentCompany(request).id,
        request.params.user_id,
        ctx.now(),
      ),
    }),
  );

  r.get(
    '/api/analytics/keywords',
    {
      preValidation: requireUser,
      schema: {
        tags: ['analytics'],
        summary: '企業が検索したキーワード（自分が検索結果に出たもの、90日間、上位50件）',
        response: {
          200: keywordAnalyticsResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => keywordAnalytics(ctx.db, currentSession(request).user.id, ctx.now()),
  );

  r.get(
    '/api/analytics/views',
    {
      preValidation: requireUser,
      schema: {
        tags: ['analytics'],
        summary:
          '企業からの閲覧（自分のページを開いた企業ごとの訪問日数と見たアウトプット、90日間）',
        description:
          '企業は最後に訪れた順に最大50社、アウトプットは1社につき新しく見られた順に最大10件です。訪問回数は企業が候補者ページを開いた日数（日本時間）で、合計には50社を超えた分も含みます。あとからブロックした企業の閲覧も履歴として残ります。',
        response: {
          200: viewAnalyticsResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => viewsAnalytics(ctx.db, currentSession(request).user.id, ctx.now()),
  );
}
