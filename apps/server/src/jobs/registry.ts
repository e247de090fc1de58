import type { Config } from '../config';
import type { Database } from '../db/types';
import { mailDeliveryDeps, mailJobDefinitions } from '../modules/mail/mail.jobs';
import { dailyCleanupJob } from './cleanup';
import type { JobDefinition } from './queue';

export interface JobDeps {
  database: Database;
  config: Config;
  log: { info(obj: object, msg?: string): void };
}

/**
 * Every job the product runs, in one list, so the web process (which sends) and the worker
 * process (which runs them) agree on the queues. Features add their definitions here.
 */
// biome-ignore lint/suspicious/noExplicitAny: each definition has its own payload type
export const jobDefinitions = (deps: JobDeps): JobDefinition<any>[] => [
  ...mailJobDefinitions(mailDeliveryDeps(deps.database, deps.config)),
  dailyCleanupJob(deps.database.db, deps.log),
];
