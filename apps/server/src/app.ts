import cookie from '@fastify/cookie';
import { installJapaneseZodErrors } from '@kiseki/contract';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/types';
import type { JobQueue } from './jobs/queue';
import { type Clock, systemClock } from './lib/clock';
import { requestLogger } from './lib/logger';
import type { ServiceContext } from './lib/service-context';
import { accountRoutes } from './modules/accounts/account.routes';
import { authRoutes } from './modules/accounts/auth.routes';
import { loginRoutes } from './modules/accounts/login.routes';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes';
import { sessionPlugin } from './modules/accounts/session.plugin';
import { signupRoutes } from './modules/accounts/signup.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { careerRoutes } from './modules/career/career.routes';
import { experienceRoutes } from './modules/career/experiences.routes';
import { jobSettingRoutes } from './modules/career/job-setting.routes';
import { handoffRoutes } from './modules/handoff/handoff.routes';
import { healthRoutes } from './modules/health/health.routes';
import { coachingRoutes } from './modules/jobs/coaching/coaching.routes';
import { firstPageHead, jobPageHead } from './modules/jobs/job-page-head';
import { jobPagesRoutes } from './modules/jobs/job-pages.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import {
  inlineSuggestionDispatcher,
  queueSuggestionDispatcher,
} from './modules/jobs/suggestions/suggestion-dispatcher';
import { suggestionsRoutes } from './modules/jobs/suggestions/suggestions.routes';
import { runSuggestionRequest } from './modules/jobs/suggestions/suggestions.service';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { mailDeliveryDeps } from './modules/mail/mail.jobs';
import { deliverMail } from './modules/mail/mail.service';
import {
  inlineMailDispatcher,
  type MailDispatcher,
  queueMailDispatcher,
} from './modules/mail/mail-dispatcher';
import type { MailTransport } from './modules/mail/mail-transport';
import { navCountsRoutes } from './modules/navigation/nav-counts.routes';
import { personRoutes } from './modules/person/person.routes';
import {
  type ImportTarget,
  inlineImportDispatcher,
  queueImportDispatcher,
} from './modules/portfolio/import-dispatcher';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes';
import { publicRoutes } from './modules/public/public.routes';
import { publicPageHead } from './modules/public/public-page-head';
import { candidateRoutes } from './modules/recruiting/candidates/candidates.routes';
import { consoleRoutes } from './modules/recruiting/console/console.routes';
import { interestRoutes } from './modules/recruiting/interests/interests.routes';
import { threadRoutes } from './modules/recruiting/threads/threads.routes';
import { FeatureFlagCache } from './modules/settings/feature-flags.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { csrfPlugin } from './plugins/csrf';
import {
  clientErrorHandler,
  errorHandlerPlugin,
  frameworkErrorHandler,
} from './plugins/error-handler';
import { inputHygienePlugin, parseQuery } from './plugins/input-hygiene';
import { openApiPlugin } from './plugins/openapi';
import { genReqId, requestContextPlugin } from './plugins/request-context';
import {
  responseSerializationFor,
  responseSerializerCompiler,
} from './plugins/response-serializer';
import { securityHeaders, securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

export interface AppDeps {
  database: Database;
  /** Absent in tests that do not send jobs: mails are then delivered inside the request. */
  queue?: JobQueue;
  /** The clock services read; tests move it. */
  now?: Clock;
  /** Overrides the SMTP transport of inline delivery (null: keep mails in the outbox). */
  mailTransport?: MailTransport | null;
  /** Where request logs go (tests read them); by default standard output, asynchronously. */
  logStream?: DestinationStream;
  /** Sees every route as it is registered (the API sweep checks each is described). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Without a queue: how an import runs inside the request (tests pass an importer wired
   * to the fake upstream). Absent: imports stay pending.
   */
  runImport?: (target: ImportTarget) => Promise<unknown>;
  /**
   * Without a queue, job suggestions are generated inside the request; true leaves them
   * REQUESTED (tests of the waiting state).
   */
  holdSuggestions?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    deps: AppDeps;
  }
}

/** The whole HTTP application; main.ts listens with it, tests call `inject` on it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  installJapaneseZodErrors();
  const https = config.baseUrl.startsWith('https://');
  const logger = requestLogger(config.logLevel, deps.logStream);
  const accessLog = config.accessLog && logger.isLevelEnabled('info');
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // One access line per request instead of Fastify's two (requestContextPlugin).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: {
      ignoreTrailingSlash: false,
      maxParamLength: 200,
      querystringParser: parseQuery,
    },
    // Errors raised before routing, and requests Node's parser refuses, in our shape too.
    frameworkErrors: frameworkErrorHandler({ headers: securityHeaders({ https }), accessLog }),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(responseSerializationFor(config.env)));
  app.decorate('config', config);
  app.decorate('deps', deps);
  await app.register(requestContextPlugin, { accessLog });
  await app.register(errorHandlerPlugin);
  // Before any route: its onRoute hook gives each route the check of decision 008.
  await app.register(inputHygienePlugin);
  await app.register(securityPlugin, { https });
  const now = deps.now ?? systemClock;
  const ctx: ServiceContext = {
    db: deps.database.db,
    config,
    now,
    mail: mailDispatcher(config, deps, now, app.log),
    imports: deps.queue
      ? queueImportDispatcher(deps.queue, app.log)
      : inlineImportDispatcher(deps.runImport ?? null),
    suggestions: deps.queue
      ? queueSuggestionDispatcher(deps.queue)
      : inlineSuggestionDispatcher(
          deps.holdSuggestions
            ? null
            : (id) => runSuggestionRequest(deps.database.db, id, now, app.log),
        ),
  };

  await app.register(cookie, { secret: config.secretKey });
  // Sessions are read before CSRF checks, which bind tokens to the session.
  await app.register(sessionPlugin, { db: ctx.db, now });
  await app.register(csrfPlugin, {
    secretKey: config.secretKey,
    trustedOrigins: [new URL(config.baseUrl).origin],
    secureCookies: https,
    bindingOf: (request) => request.auth?.id ?? '',
  });
  await app.register(openApiPlugin, { baseUrl: config.baseUrl });

  await app.register(healthRoutes, { database: deps.database });
  await app.register(settingsRoutes, { flags: new FeatureFlagCache(ctx.db, now) });
  await app.register(authRoutes, { ctx });
  await app.register(signupRoutes, { ctx });
  await app.register(loginRoutes, { ctx });
  await app.register(passwordResetRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(careerRoutes, { ctx });
  await app.register(experienceRoutes, { ctx });
  await app.register(jobSettingRoutes, { ctx });
  await app.register(jobsRoutes, { ctx });
  await app.register(coachingRoutes, { ctx });
  await app.register(jobPagesRoutes, { ctx });
  await app.register(portfolioRoutes, { ctx });
  await app.register(personRoutes, { ctx });
  await app.register(publicRoutes, { ctx });
  await app.register(suggestionsRoutes, { ctx });
  await app.register(navCountsRoutes);
  await app.register(devMailboxRoutes, { db: ctx.db, production: config.env === 'production' });
  await app.register(handoffRoutes, { ctx });
  await app.register(consoleRoutes, { ctx });
  await app.register(candidateRoutes, { ctx });
  await app.register(interestRoutes, { ctx });
  await app.register(threadRoutes, { ctx });

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    site: config.site,
    https,
    pageHead: firstPageHead([
      publicPageHead({
        db: ctx.db,
        secretKey: config.secretKey,
        baseUrl: config.baseUrl,
        now,
      }),
      jobPageHead({ db: ctx.db, baseUrl: config.baseUrl, now }),
    ]),
  });
  return app;
}

/** Through the job queue when there is one; otherwise delivered inside the request. */
function mailDispatcher(
  config: Config,
  deps: AppDeps,
  now: Clock,
  log: FastifyInstance['log'],
): MailDispatcher {
  if (deps.queue) return queueMailDispatcher(deps.queue, log);
  const delivery = {
    ...mailDeliveryDeps(deps.database, config, deps.mailTransport),
    now,
  };
  return inlineMailDispatcher((id) => deliverMail(delivery, id), log);
}
