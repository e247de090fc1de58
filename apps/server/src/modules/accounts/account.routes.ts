import {
  ACCOUNT_MESSAGES,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  okResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { changePassword, deleteAccount, requestEmailChange } from './account-settings.service';
import { currentSession, requireOwnSession } from './auth-guards';
import { requestMeta } from './request-meta';
import { adoptSession, dropSession } from './session-cookies';

/** /config/account: email, password, deletion. Never while an admin impersonates. */
export async function accountRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = errorResponses(
    'validation_failed',
    'unauthenticated',
    'forbidden',
    'rate_limited',
  );

  r.post(
    '/api/account/email/',
    {
      preValidation: requireOwnSession,
      schema: {
        tags: ['accounts'],
        summary: 'メールアドレス変更（確認メールを送信）',
        description: '新しいアドレスに確認リンク /email_activation/{key}（24時間有効）を送ります。',
        body: changeEmailRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requestEmailChange(opts.ctx, currentSession(request), request.body);
      return { ok: true as const, message: ACCOUNT_MESSAGES.emailChangeMailSent };
    },
  );

  r.put(
    '/api/account/password/',
    {
      preValidation: requireOwnSession,
      schema: {
        tags: ['accounts'],
        summary: 'パスワード変更',
        description: 'ほかのセッションをすべて無効にし、このセッションのIDを新しくします。',
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await changePassword(
        opts.ctx,
        currentSession(request),
        request.body,
        requestMeta(request),
      );
      adoptSession(request, reply, created);
      return { ok: true as const, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  r.delete(
    '/api/account/',
    {
      preValidation: requireOwnSession,
      schema: {
        tags: ['accounts'],
        summary: '退会（アカウントの削除）',
        body: deleteAccountRequestSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await deleteAccount(opts.ctx, currentSession(request), request.body);
      dropSession(request, reply);
      return { ok: true as const, message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
}
