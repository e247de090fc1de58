import {
  ACCOUNT_MESSAGES,
  okResponseSchema,
  signupRequestSchema,
  signupStep3RequestSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireUser } from './auth-guards';
import { requestMeta } from './request-meta';
import { saveDisplayName, signUp } from './signup.service';

/** Sign-up (step 1) and its step 3; the activation link in between is a hand-off route. */
export async function signupRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/signup/',
    {
      schema: {
        tags: ['accounts'],
        summary: '新規登録（確認メールを送信）',
        description:
          '登録済みかどうかに関わらず同じ応答を返します。未登録のアドレスには有効化リンク、登録済みのアドレスにはその旨のメールを送ります。',
        body: signupRequestSchema,
        response: { 200: okResponseSchema, ...errorResponses('validation_failed', 'rate_limited') },
      },
    },
    async (request) => {
      await signUp(opts.ctx, request.body, requestMeta(request));
      return { ok: true as const, message: ACCOUNT_MESSAGES.signupMailSent };
    },
  );

  r.post(
    '/api/signup/step3/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['accounts'],
        summary: '新規登録ステップ3（表示名の保存）',
        body: signupStep3RequestSchema,
        response: {
          200: okResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated'),
        },
      },
    },
    async (request) => {
      await saveDisplayName(opts.ctx, currentSession(request).user.id, request.body.display_name);
      return { ok: true as const, message: ACCOUNT_MESSAGES.displayNameSaved };
    },
  );
}
