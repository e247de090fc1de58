import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/service-context';
import { applyEmailChange } from '../accounts/account-settings.service';
import { requestMeta } from '../accounts/request-meta';
import { adoptSession } from '../accounts/session-cookies';
import { activateAccount } from '../accounts/signup.service';
import { reactFromMailLink } from '../recruiting/interests/interests.service';

/** Answers to one-time keys must not be cached anywhere. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const keyParams = z.object({ key: z.string().min(1).max(200) });

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
  // The one-click answer of the interest mail (issue 10). The query has no schema on purpose:
  // undeclared, it reaches no validator, so a mangled link lands on a page that says so rather
  // than on a 400 in JSON; verifyReactionLink alone judges it (a repeated name is a bad link).
  // Whatever happens, the person gets a page: an unexpected failure is logged, not a 500.
  r.get('/follower_company_reaction', { schema: hidden }, async (request, reply) => {
    const mark = request.url.indexOf('?');
    const params = new URLSearchParams(mark === -1 ? '' : request.url.slice(mark + 1));
    const landing = new URLSearchParams();
    try {
      const outcome = await reactFromMailLink(opts.ctx, params);
      landing.set('result', outcome.result);
      if (outcome.result === 'ok') {
        landing.set('company', outcome.companyName);
        landing.set('reaction_level', String(outcome.reactionLevel));
      }
    } catch (err) {
      request.log.error({ err }, 'could not record a reaction from a mail link');
      landing.set('result', 'error');
    }
    return noStore(reply).redirect(`/reaction_completed?${landing}`, 302);
  });
}
