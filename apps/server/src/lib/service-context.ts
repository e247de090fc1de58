import type { Config } from '../config';
import type { Db } from '../db/types';
import type { SuggestionDispatcher } from '../modules/jobs/suggestions/suggestion-dispatcher';
import type { MailDispatcher } from '../modules/mail/mail-dispatcher';
import type { ImportDispatcher } from '../modules/portfolio/import-dispatcher';
import type { Clock } from './clock';

/**
 * What services need besides their arguments: the database, configuration, the clock,
 * the way mails leave and the way imports are asked for. Built once in buildApp; tests swap the clock.
 */
export interface ServiceContext {
  db: Db;
  config: Config;
  now: Clock;
  mail: MailDispatcher;
  /** How connected accounts and blogs get imported (a job, or inline in tests). */
  imports: ImportDispatcher;
  /** How job suggestion generations run (a job, or inline in tests). */
  suggestions: SuggestionDispatcher;
}
