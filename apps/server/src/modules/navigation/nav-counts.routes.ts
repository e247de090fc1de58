import { suggestionStatusResponseSchema } from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { currentSession, requireUser } from '../accounts/auth-guards';
import { getSuggestionStatus } from '../jobs/suggestions/suggestions.service';

/**
 * The job nav's dot. The header's other counters live with their features: company interests
 * (modules/recruiting/interests), message threads (modules/recruiting/threads) and career-update
 * requests (modules/recruiting/interests).
 */
export async function navCountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/job_description_suggestions/status/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['navigation'],
        summary: '求人提案の生成状況',
        response: { 200: suggestionStatusResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    // The real status (modules/jobs/suggestions): the dot shows while it is COMPLETED and
    // not seen. The database comes from the app's deps, as this plugin takes no context.
    async (request) => getSuggestionStatus(app.deps.database.db, currentSession(request).user.id),
  );
}
