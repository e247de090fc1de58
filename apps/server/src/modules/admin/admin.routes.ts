import {
  ACCOUNT_MESSAGES,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  adminUserSearchQuerySchema,
  impersonationResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, LOGIN_URL, requireAdmin, requireSignedIn } from '../accounts/auth-guards';
import { requestMeta } from '../accounts/request-meta';
import { adoptSession, dropSession } from '../accounts/session-cookies';
import { getUser, searchUsers, toAdminUser } from './admin-users.service';
import { startImpersonation, stopImpersonation } from './impersonation.service';

const userParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Staff screens: find a user, look at them, act as them (audited), and come back. */
export async function adminRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const denied = errorResponses('unauthenticated', 'forbidden');

  r.get(
    '/api/admin/users',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'ユーザー検索（メールアドレスの部分一致）',
        querystring: adminUserSearchQuerySchema,
        response: { 200: adminUserListResponseSchema, ...denied },
      },
    },
    async (request) => searchUsers(opts.ctx.db, request.query),
  );

  r.get(
    '/api/admin/users/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'ユーザーの詳細',
        params: userParams,
        response: { 200: adminUserResponseSchema, ...denied, ...errorResponses('not_found') },
      },
    },
    async (request) => {
      const user = await getUser(opts.ctx.db, request.params.id);
      if (!user) throw new AppError('not_found');
      return { user: toAdminUser(user) };
    },
  );

  r.post(
    '/api/admin/users/:id/impersonate',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: '代理ログインの開始',
        description:
          '対象ユーザーとして新しいセッションを発行し、監査ログ（誰が・誰に・いつ・どこから）を残します。管理者や自分自身は対象にできません。',
        params: userParams,
        response: {
          200: impersonationResponseSchema,
          ...denied,
          ...errorResponses('not_found', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const created = await startImpersonation(
        opts.ctx,
        currentSession(request),
        request.params.id,
        requestMeta(request),
      );
      adoptSession(request, reply, created);
      return { is_hijacked: true, redirect_to: '/' };
    },
  );

  r.post(
    '/api/admin/impersonation/stop',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['admin'],
        summary: '代理ログインの終了（管理者に戻る）',
        response: {
          200: impersonationResponseSchema,
          ...errorResponses('unauthenticated', 'conflict'),
        },
      },
    },
    async (request, reply) => {
      const restored = await stopImpersonation(
        opts.ctx,
        currentSession(request),
        requestMeta(request),
      );
      if (!restored) {
        dropSession(request, reply);
        throw new AppError('unauthenticated', ACCOUNT_MESSAGES.impersonationExpired, {
          loginUrl: LOGIN_URL,
        });
      }
      adoptSession(request, reply, restored);
      return { is_hijacked: false, redirect_to: '/admin/users' };
    },
  );
}
