/**
 * Registered routes that are not part of the API, so /api/openapi.json rightly leaves them
 * out, each with the reason. Every other registered route must be described there; the sweep
 * (access.test.ts) fails on one that is neither, and on an entry here that no longer matches a
 * registered route. Keys are `METHOD url` exactly as Fastify registers it (`:key`, not
 * `{key}`).
 *
 * One rule is not a line here: the HEAD route Fastify adds for every GET (exposeHeadRoutes)
 * follows its GET, described or exempt. A HEAD route written by hand on a path with a GET is
 * covered by the same rule; one without a GET needs a line.
 */
export const EXEMPT_ROUTES: Readonly<Record<string, string>> = {
  // The web app.
  'GET /': 'the web app’s index.html (plugins/web-app.ts); the client router decides',
  'GET /index.html': 'the same page under its file name',

  // The public portfolio in the ecosystem's open JSON schema (reference-data), for tools.
  'GET /public/:share_id.json':
    'public portfolio JSON of the open schema, its own error shape {"error": true}; visitors by design',

  // Operations probes.
  'GET /healthz': 'liveness probe for the load balancer, not for clients',
  'GET /readyz': 'readiness probe for the load balancer (asks the database), not for clients',

  // Links in mails and the header: document navigations that end in a redirect to a screen.
  'GET /activation/:key': 'sign-up activation link from the mail; redirects to step 3',
  'GET /email_activation/:key': 'email-change confirmation link from the mail; redirects',
  'GET /follower_company_reaction': 'reaction link from company mails; redirects',
  'GET /logout':
    'the header’s ログアウト link (a document navigation); the API’s sign-out is POST /api/logout/',

  // The development mailbox as a page for people (its JSON twin /api/dev/mailbox is described).
  'GET /dev/mailbox': 'development mailbox page (404 in production)',
  'GET /dev/mailbox.css': 'its stylesheet',

  // The description itself and its browsable UI (@fastify/swagger-ui).
  'GET /api/openapi.json': 'the OpenAPI description itself',
  'GET /api/docs': 'Swagger UI',
  'HEAD /api/docs/':
    'Swagger UI’s index with a slash: Fastify registers its GET under both spellings and the onRoute hook sees only /api/docs',
  'GET /api/docs/static/index.html': 'Swagger UI page',
  'GET /api/docs/static/swagger-initializer.js': 'Swagger UI script',
  'GET /api/docs/static/*': 'Swagger UI assets',
  'GET /api/docs/json': 'the description again, for Swagger UI',
  'GET /api/docs/yaml': 'the description as YAML, for Swagger UI',
};
