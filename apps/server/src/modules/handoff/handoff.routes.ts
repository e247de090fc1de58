import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/service-context';
import { applyEmailChange } from '../accounts/account-settings.service';
import { requestMeta } from '../accounts/request-meta';
import { adoptSession } from '../accounts/session-cookies';
import { activateAccount } from '../accounts/signup.service';

/** Answers to one-time keys must not be cached anywhere. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const keyParams = z.object({ key: z.string().min(1).max(200) });
const reactionQuery = z.object({
  user_id_hash: z.string().min(1).max(200).optional(),
  follower_company_id: z.string().min(1).max(40).optional(),
  reaction_level: z.string().min(1).max(20).optional(),
});

/**
 * Links in mails land here rather than in the web app, because the server has to act on
 * them (activate, confirm, record) before a page is shown. Each ends in a redirect to a
 * screen of the web app.
 */
export async function handoffRoutes(app: FastifyInstance, opts: { ctx: ServiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hidden = { hide: true } as const;

  // Activation signs the new account in (a new session id) and continues at step 3.
  r.get(
    '/activation/:key',
    { schema: { ...hidden, params: keyParams } },
    async (request, reply) => {
      const created = await activateAccount(opts.ctx, request.params.key, {
        ...requestMeta(request),
        previousSessionId: request.auth?.id,
      });
      if (created) adoptSession(request, reply, created);
      return noStore(reply).redirect(created ? '/signup/step3' : '/signup/failed', 302);
    },
  );

  r.get(
    '/email_activation/:key',
    { schema: { ...hidden, params: keyParams } },
    async (request, reply) => {
      const changed = await applyEmailChange(opts.ctx, request.params.key);
      return noStore(reply).redirect(
        changed ? '/config/account?email_changed=1' : '/config/account?email_change_failed=1',
        302,
      );
    },
  );
  r.get(
    '/follower_company_reaction',
    { schema: { ...hidden, querystring: reactionQuery } },
    async (request, reply) => {
      const { user_id_hash, follower_company_id, reaction_level } = request.query;
      if (!user_id_hash || !follower_company_id || !reaction_level) {
        return reply.redirect('/not_found', 302);
      }
      return reply.redirect('/reaction_completed', 302);
    },
  );
}
