import { jobSuggestionListResponseSchema, suggestionStatusResponseSchema } from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses';
import type { ServiceContext } from '../../../lib/service-context';
import { currentSession, requireUser } from '../../accounts/auth-guards';
import { listSuggestions, markSuggestionsSeen, requestSuggestions } from './suggestions.service';

/**
 * Job suggestions (spec section 7). The status the header polls lives with the other
 * header counters (modules/navigation/nav-counts.routes.ts) and answers from the same
 * service.
 */
export async function suggestionsRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const userIdOf = (request: Parameters<typeof currentSession>[0]) =>
    currentSession(request).user.id;

  r.post(
    '/api/job_description_suggestions/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['jobs'],
        summary: '求人提案の生成を依頼',
        description:
          '生成はジョブとして非同期に行われ、202 で生成状況を返します。生成中（generation_status 1）の依頼があるあいだは、その依頼の状況を返し、新しい生成は始めません。',
        response: { 202: suggestionStatusResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request, reply) => {
      const status = await requestSuggestions(ctx, userIdOf(request), request.log);
      return reply.code(202).send(status);
    },
  );

  r.get(
    '/api/job_description_suggestions/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['jobs'],
        summary: '提案された求人（理由つき、おすすめ順）',
        description:
          '最新の生成済み提案を順位順に返します。募集を終えた求人と、あとからブロックした企業の求人は含みません。最新の依頼が失敗したときは generation_status が 3 になり、前回の提案が返ります。',
        response: { 200: jobSuggestionListResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => listSuggestions(ctx.db, userIdOf(request)),
  );

  r.put(
    '/api/job_description_suggestions/seen',
    {
      preValidation: requireUser,
      schema: {
        tags: ['jobs'],
        summary: '提案を見たことを記録（ナビのドットを消す）',
        response: { 200: suggestionStatusResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => markSuggestionsSeen(ctx, userIdOf(request)),
  );
}
