import { searchConditionChoicesResponseSchema } from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { requireUser } from '../accounts/auth-guards';
import { SEARCH_CONDITION_CHOICES } from './search-condition-choices';

/** Job search and job pages (issue 9). */
export async function jobsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
}
