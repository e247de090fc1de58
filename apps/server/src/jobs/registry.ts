import type { Config } from '../config';
import type { Database } from '../db/types';
import { systemClock } from '../lib/clock';
import { suggestionJobDefinitions } from '../modules/jobs/suggestions/suggestions.jobs';
import { mailDeliveryDeps, mailJobDefinitions } from '../modules/mail/mail.jobs';
import { afterImport } from '../modules/portfolio/after-import';
import type { SourceClients } from '../modules/portfolio/import-runtime';
import { portfolioJobDefinitions } from '../modules/portfolio/portfolio.jobs';
import { threadMailJob } from '../modules/recruiting/threads/thread-mail';
import { dailyCleanupJob } from './cleanup';
import type { JobDefinition } from './queue';

export interface JobDeps {
  database: Database;
  config: Config;
  log: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** The outside-service clients the importers use (import-runtime.ts); none: imports fail. */
  clients?: Partial<SourceClients>;
}

/**
 * Every job the product runs, in one list, so the web process (which sends) and the worker
 * process (which runs them) agree on the queues. Features add their definitions here.
 */
// biome-ignore lint/suspicious/noExplicitAny: each definition has its own payload type
export const jobDefinitions = (deps: JobDeps): JobDefinition<any>[] => [
  ...mailJobDefinitions(mailDeliveryDeps(deps.database, deps.config)),
  dailyCleanupJob(deps.database.db, deps.log),
  ...portfolioJobDefinitions({
    db: deps.database.db,
    now: systemClock,
    clients: deps.clients ?? {},
    onImported: afterImport(deps.database.db, systemClock),
    log: deps.log,
  }),
  ...suggestionJobDefinitions({ db: deps.database.db, now: systemClock, log: deps.log }),
  threadMailJob({ db: deps.database.db, baseUrl: deps.config.baseUrl, log: deps.log }),
];
