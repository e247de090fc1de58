import {
  ACCOUNT_MESSAGES,
  okResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordSendRequestSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { requestMeta } from './request-meta';
import { dropSession } from './session-cookies';

export async function passwordResetRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/reset_password/send_email_address',
    {
      schema: {
        tags: ['accounts'],
        summary: 'パスワード再設定メールの送信',
        description:
          '登録の有無に関わらず同じ応答を返します。有効なアカウントにだけメールを送ります。',
        body: resetPasswordSendRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses('validation_failed', 'rate_limited') },
      },
    },
    async (request) => {
      await requestPasswordReset(opts.ctx, request.body.email, requestMeta(request));
      return { ok: true as const, message: ACCOUNT_MESSAGES.resetMailSent };
    },
  );

  r.post(
    '/api/reset_password/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'パスワードの再設定',
        description:
          'トークンは1回限り・1時間有効。成功するとそのアカウントの全セッションを無効にします。',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses('validation_failed') },
      },
    },
    async (request, reply) => {
      const userId = await resetPassword(opts.ctx, request.body);
      // This browser's own session of that account was revoked with the others.
      const auth = request.auth;
      if (auth && (auth.user.id === userId || auth.impersonatorId === userId)) {
        dropSession(request, reply);
      }
      return { ok: true as const, message: ACCOUNT_MESSAGES.passwordResetDone };
    },
  );
}
