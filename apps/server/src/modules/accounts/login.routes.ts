import {
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  sameOriginPath,
} from '@kiseki/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { ServiceContext } from '../../lib/service-context';
import { LOGIN_URL } from './auth-guards';
import { logIn, logOut } from './login.service';
import { requestMeta } from './request-meta';
import { adoptSession, dropSession } from './session-cookies';

export async function loginRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.auth) await logOut(opts.ctx, request.auth);
    dropSession(request, reply);
  };

  r.post(
    '/api/login/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'ログイン',
        description:
          '成功するとセッションIDを新しく発行します。redirect_to は next が同一オリジンのパスならそれ、そうでなければ / （企業の採用担当者は /company）です。',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          ...errorResponses('validation_failed', 'rate_limited'),
        },
      },
    },
    async (request, reply) => {
      const created = await logIn(opts.ctx, request.body, {
        ...requestMeta(request),
        previousSessionId: request.auth?.id,
      });
      adoptSession(request, reply, created);
      return {
        login_status: { logged_in: true as const },
        // A recruiter's home is the console; a same-site `next` still wins.
        redirect_to: sameOriginPath(
          request.body.next,
          created.session.user.company ? '/company' : '/',
        ),
      };
    },
  );

  r.post(
    '/api/logout/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'ログアウト',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request, reply) => {
      await signOut(request, reply);
      return { login_status: { logged_in: false as const } };
    },
  );

  // The header's ログアウト link is a document navigation to /logout. A GET that signs out
  // is only honoured from our own pages (or typed in): SameSite=Lax already keeps the
  // cookie off cross-site subresources, and a cross-site navigation is sent home instead.
  r.get('/logout', { schema: { hide: true } }, async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return reply.redirect('/', 302);
    await signOut(request, reply);
    return reply.header('cache-control', 'no-store').redirect(LOGIN_URL, 302);
  });
}
