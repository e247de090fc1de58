import {
  COMPANY_THREAD_LIST_PER_PAGE,
  companyDashboardResponseSchema,
  companyThreadDetailResponseSchema,
  companyThreadListQuerySchema,
  companyThreadListResponseSchema,
  scoutRequestSchema,
  THREAD_AWAITING_REPLY_FLAG_DAYS,
  THREAD_MAIL_BATCH_DELAY_MINUTES,
  threadCreatedResponseSchema,
  threadDeclineRequestSchema,
  threadDetailResponseSchema,
  threadListResponseSchema,
  threadMessageRequestSchema,
  threadMessageResponseSchema,
  threadMessagesQuerySchema,
  threadNewMessagesResponseSchema,
  threadStartRequestSchema,
  threadStateResponseSchema,
  unreadCountResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-responses';
import type { ServiceContext } from '../../../lib/service-context';
import {
  currentCompany,
  currentSession,
  requireRecruiter,
  requireUser,
} from '../../accounts/auth-guards';
import { companyDashboard } from './company-dashboard.service';
import {
  closeByCompany,
  getCompanyThread,
  listCompanyThreads,
  markReadByCompany,
  pollCompanyThread,
  postCompanyMessage,
  type Recruiter,
  sendScout,
  startThread,
} from './company-threads.service';
import {
  closeByPerson,
  countUnreadThreads,
  declineByPerson,
  getPersonThread,
  listPersonThreads,
  markReadByPerson,
  pollPersonThread,
  postPersonMessage,
} from './threads.service';

/** Ids of the path: positive and within PostgreSQL's integer, so a huge one is a 400, not a 500. */
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * メッセージスレッド、スカウト、企業ダッシュボード (issue 10). The person's calls live under
 * /api/threads (requireUser), the company's under /api/company (requireRecruiter, scoped by
 * the session's company). Another's thread, and any thread of a pair where the person blocked
 * the company, answers 404 exactly like an id that never existed.
 *
 * /api/threads/unread_count is a static route, which find-my-way tries before the parametric
 * /api/threads/:id whatever the registration order.
 */
export async function threadRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  const userIdOf = (request: FastifyRequest) => currentSession(request).user.id;
  const recruiterOf = (request: FastifyRequest): Recruiter => ({
    userId: currentSession(request).user.id,
    companyId: currentCompany(request).id,
  });
  const person = { preValidation: requireUser } as const;
  const recruiter = { preValidation: requireRecruiter } as const;
  const personTags = ['threads'];
  const companyTags = ['company threads'];

  // ---- The person (/messages) ----

  r.get(
    '/api/threads/',
    {
      ...person,
      schema: {
        tags: personTags,
        summary: '企業とのメッセージスレッド一覧（新しいやり取り順、100件まで）',
        response: {
          200: threadListResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({ threads: await listPersonThreads(ctx.db, userIdOf(request), ctx.now()) }),
  );

  r.get(
    '/api/threads/unread_count',
    {
      ...person,
      schema: {
        tags: personTags,
        summary: '未読の企業メッセージがあるスレッドの数（ヘッダーのバッジ）',
        response: {
          200: unreadCountResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => ({ unread_count: await countUnreadThreads(ctx.db, userIdOf(request)) }),
  );

  r.get(
    '/api/threads/:id',
    {
      ...person,
      schema: {
        tags: personTags,
        summary: 'スレッドとメッセージ（古い順）。スカウトなら提示年収と求人つき',
        description: '読んだことにはなりません（既読は PUT /api/threads/{id}/read）。',
        params: idParams,
        response: {
          200: threadDetailResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => getPersonThread(ctx.db, userIdOf(request), request.params.id, ctx.now()),
  );

  r.get(
    '/api/threads/:id/messages',
    {
      ...person,
      schema: {
        tags: personTags,
        summary: 'after_id より新しいメッセージ（開いている画面が定期的に取得する）',
        params: idParams,
        querystring: threadMessagesQuerySchema,
        response: {
          200: threadNewMessagesResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) =>
      pollPersonThread(ctx.db, userIdOf(request), request.params.id, request.query.after_id),
  );

  r.post(
    '/api/threads/:id/messages',
    {
      ...person,
      schema: {
        tags: personTags,
        summary: '企業へメッセージを送る',
        description: '終了・辞退したスレッドには送れません（409）。',
        params: idParams,
        body: threadMessageRequestSchema,
        response: {
          201: threadMessageResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    async (request, reply) => {
      const message = await postPersonMessage(
        ctx,
        userIdOf(request),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send({ message });
    },
  );

  r.put(
    '/api/threads/:id/read',
    {
      ...person,
      schema: {
        tags: personTags,
        summary: 'スレッドを既読にする',
        description: `まだ送られていない新着メッセージのお知らせメール（最初の企業メッセージから${THREAD_MAIL_BATCH_DELAY_MINUTES}分後にまとめて送る）も取りやめます。`,
        params: idParams,
        response: {
          200: threadStateResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => markReadByPerson(ctx, userIdOf(request), request.params.id),
  );

  r.post(
    '/api/threads/:id/close',
    {
      ...person,
      schema: {
        tags: personTags,
        summary: 'スレッドを終了する',
        params: idParams,
        response: {
          200: threadStateResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    async (request) => closeByPerson(ctx, userIdOf(request), request.params.id),
  );

  r.post(
    '/api/threads/:id/decline',
    {
      ...person,
      schema: {
        tags: personTags,
        summary: '理由を選んで辞退する（企業に理由が伝わります）',
        description:
          '任意の一言はスレッドの最後のメッセージとして企業に届きます。辞退したスレッドにはどちらも送れません。',
        params: idParams,
        body: threadDeclineRequestSchema,
        response: {
          200: threadStateResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    async (request) => declineByPerson(ctx, userIdOf(request), request.params.id, request.body),
  );

  // ---- The company (console) ----

  r.post(
    '/api/company/threads',
    {
      ...recruiter,
      schema: {
        tags: companyTags,
        summary: '「気になる」に前向きに反応した方とメッセージを始める',
        description:
          '「興味あり」または「話を聞きたい」と反応した方とだけ始められます（それ以外は 403）。すでにスレッドがある方は 409 です。',
        body: threadStartRequestSchema,
        response: {
          201: threadCreatedResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await startThread(ctx, recruiterOf(request), request.body)),
  );

  r.post(
    '/api/company/scouts',
    {
      ...recruiter,
      schema: {
        tags: companyTags,
        summary: 'スカウトを送る（公開中の自社求人と提示年収の幅が必須）',
        description:
          '同じ担当者が過去に別の方へ送ったスカウトとほぼ同じ内容（decision 015: 3文字単位で80%以上が一致）は 409 で送れません。すでにスレッドがある方は 409 です。',
        body: scoutRequestSchema,
        response: {
          201: threadCreatedResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendScout(ctx, recruiterOf(request), request.body)),
  );

  r.get(
    '/api/company/threads',
    {
      ...recruiter,
      schema: {
        tags: companyTags,
        summary: `自社のスレッド一覧（新しいやり取り順、${COMPANY_THREAD_LIST_PER_PAGE}件ずつ）`,
        querystring: companyThreadListQuerySchema,
        response: {
          200: companyThreadListResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) =>
      listCompanyThreads(ctx.db, currentCompany(request).id, request.query.page, ctx.now()),
  );

  r.get(
    '/api/company/threads/:id',
    {
      ...recruiter,
      schema: {
        tags: companyTags,
        summary: '自社のスレッドとメッセージ（古い順）',
        params: idParams,
        response: {
          200: companyThreadDetailResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) =>
      getCompanyThread(ctx.db, currentCompany(request).id, request.params.id, ctx.now()),
  );

  r.get(
    '/api/company/threads/:id/messages',
    {
      ...recruiter,
      schema: {
        tags: companyTags,
        summary: 'after_id より新しいメッセージ（開いている画面が定期的に取得する）',
        params: idParams,
        querystring: threadMessagesQuerySchema,
        response: {
          200: threadNewMessagesResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) =>
      pollCompanyThread(
        ctx.db,
        currentCompany(request).id,
        request.params.id,
        request.query.after_id,
      ),
  );

  r.post(
    '/api/company/threads/:id/messages',
    {
      ...recruiter,
      schema: {
        tags: companyTags,
        summary: 'スレッドにメッセージを送る',
        description: `相手へのお知らせメールは最初の未読メッセージから${THREAD_MAIL_BATCH_DELAY_MINUTES}分後に1通にまとめて送られます。終了・辞退したスレッドには送れません（409）。`,
        params: idParams,
        body: threadMessageRequestSchema,
        response: {
          201: threadMessageResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    async (request, reply) => {
      const message = await postCompanyMessage(
        ctx,
        recruiterOf(request),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send({ message });
    },
  );

  r.put(
    '/api/company/threads/:id/read',
    {
      ...recruiter,
      schema: {
        tags: companyTags,
        summary: 'スレッドを既読にする（自社側）',
        params: idParams,
        response: {
          200: threadStateResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden', 'not_found'),
        },
      },
    },
    async (request) => markReadByCompany(ctx, currentCompany(request).id, request.params.id),
  );

  r.post(
    '/api/company/threads/:id/close',
    {
      ...recruiter,
      schema: {
        tags: companyTags,
        summary: 'スレッドを終了する（自社側）',
        params: idParams,
        response: {
          200: threadStateResponseSchema,
          ...errorResponses(
            'validation_failed',
            'unauthenticated',
            'forbidden',
            'not_found',
            'conflict',
          ),
        },
      },
    },
    async (request) => closeByCompany(ctx, currentCompany(request).id, request.params.id),
  );

  r.get(
    '/api/company/dashboard',
    {
      ...recruiter,
      schema: {
        tags: companyTags,
        summary: '反応率・返信率と、返信を待たせているスレッド',
        description: `相手の未返信メッセージが${THREAD_AWAITING_REPLY_FLAG_DAYS}日以上待っているやり取り中のスレッドを awaiting_reply に挙げます。`,
        response: {
          200: companyDashboardResponseSchema,
          ...errorResponses('unauthenticated', 'forbidden'),
        },
      },
    },
    async (request) => companyDashboard(ctx.db, currentCompany(request).id, ctx.now()),
  );
}
