import {
  countResponseSchema,
  suggestionStatusResponseSchema,
  unreadCountResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { currentSession, requireUser } from '../accounts/auth-guards';
import { getSuggestionStatus } from '../jobs/suggestions/suggestions.service';

/**
 * The header's counters for a signed-in user. Company interests and message threads come
 * with the company side; until it exists nobody can have any, so the true answer is zero.
 * Each feature replaces its handler with a real count (career-update requests:
 * modules/career/career.routes.ts; job suggestions: modules/jobs/suggestions).
 */
export async function navCountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/candidate_interests/unreacted_count',
    {
      preValidation: requireUser,
      schema: {
        tags: ['navigation'],
        summary: '未リアクションの興味通知件数',
        response: { 200: countResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async () => ({ count: 0 }),
  );
  r.get(
    '/api/threads/unread_count',
    {
      preValidation: requireUser,
      schema: {
        tags: ['navigation'],
        summary: '未読メッセージスレッド数',
        response: { 200: unreadCountResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async () => ({ unread_count: 0 }),
  );
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
