import {
  authInfoResponseSchema,
  loginStatusResponseSchema,
  termsAgreementRequestSchema,
  termsAgreementResponseSchema,
} from '@kiseki/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { currentSession, requireOwnSession, requireSignedIn } from './auth-guards';
import { agreeToTerms, authInfo } from './auth-info.service';
import { logOut } from './login.service';
import { dropSession } from './session-cookies';

/** What the shell asks about the signed-in person, and the terms modal's answer. */
export async function authRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auth/',
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['accounts'],
        summary: '認証情報',
        response: { 200: authInfoResponseSchema, ...errorResponses('unauthenticated') },
      },
    },
    async (request) => ({ auth_info: authInfo(opts.ctx, currentSession(request)) }),
  );

  // The session plugin has already slid the expiry of a live session (at most once a
  // minute), so PUT, the client's "I am still here", needs nothing more.
  const loginStatus = async (request: { auth: unknown }) => ({
    login_status: { logged_in: request.auth !== null },
  });
  r.get(
    '/api/login_status/',
    {
      schema: {
        tags: ['shell'],
        summary: 'ログイン状態',
        response: { 200: loginStatusResponseSchema },
      },
    },
    loginStatus,
  );
  r.put(
    '/api/login_status/',
    {
      schema: {
        tags: ['shell'],
        summary: 'ログイン状態の確認（セッションの延長）',
        response: { 200: loginStatusResponseSchema },
      },
    },
    loginStatus,
  );

  r.put(
    '/api/terms_agreement/',
    {
      // Agreeing to terms is the person's own act; an admin acting as them cannot do it.
      preValidation: requireOwnSession,
      schema: {
        tags: ['accounts'],
        summary: '利用規約への同意（2022-12-09版）',
        description: 'agreed=false は同意しないことを意味し、ログアウトします。',
        body: termsAgreementRequestSchema,
        response: {
          200: termsAgreementResponseSchema,
          ...errorResponses('validation_failed', 'unauthenticated', 'forbidden'),
        },
      },
    },
    async (request, reply) => {
      const session = currentSession(request);
      if (request.body.agreed) {
        await agreeToTerms(opts.ctx, session);
        return { is_need_terms_agreement: false, login_status: { logged_in: true } };
      }
      // The terms cannot be dismissed: declining them means leaving.
      await logOut(opts.ctx, session);
      dropSession(request, reply);
      return { is_need_terms_agreement: true, login_status: { logged_in: false } };
    },
  );
}
