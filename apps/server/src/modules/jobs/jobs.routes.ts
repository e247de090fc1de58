import {
  jobSearchQuerySchema,
  jobSearchResponseSchema,
  searchConditionChoicesResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireUser } from '../accounts/auth-guards';
import { searchJobDescriptions } from './search/job-search.service';
import { SEARCH_CONDITION_CHOICES } from './search-condition-choices';

/** Job search and its filter choices (issue 9). */
export async function jobsRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  r.get(
    '/api/job_descriptions/search_condition_choices',
    {
      preValidation: requireUser,
      schema: {
        tags: ['jobs'],
        summary: '求人検索の絞り込み条件（技術タグ・職種・こだわり条件）',
        response: {
          200: searchConditionChoicesResponseSchema,
          ...errorResponses('unauthenticated'),
        },
      },
    },
    async () => SEARCH_CONDITION_CHOICES,
  );

  r.get(
    '/api/job_descriptions/search',
    {
      preValidation: requireUser,
      schema: {
        tags: ['jobs'],
        summary: '求人検索（キーワード・絞り込み・並び替え・ページ送り）',
        querystring: jobSearchQuerySchema,
        response: {
          200: jobSearchResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) =>
      searchJobDescriptions(ctx.db, request.query, currentSession(request).user.id),
  );
}
