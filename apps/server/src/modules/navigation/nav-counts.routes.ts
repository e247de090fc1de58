import {
  countResponseSchema,
  SUGGESTION_GENERATION_STATUS,
  suggestionStatusResponseSchema,
  unreadCountResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { requireUser } from '../accounts/auth-guards';

/**
 * The header's counters for a signed-in user. Company interests, message threads and job
 * suggestions come with the company side and the matching features; until those exist
 * nobody can have any, so the true answer is zero / not requested. Each feature replaces
 * its handler with a real count (career-update requests: modules/career/career.routes.ts).
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
    async () => ({
      latest_suggestion_request_id: null,
      generation_status: SUGGESTION_GENERATION_STATUS.NOT_REQUESTED,
      active_count: 0,
      completed_at: null,
      is_seen: true,
    }),
  );
}
