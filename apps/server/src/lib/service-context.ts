import type { Config } from '../config';
import type { Db } from '../db/types';
import type { MailDispatcher } from '../modules/mail/mail-dispatcher';
import type { Clock } from './clock';

/**
 * What services need besides their arguments: the database, configuration, the clock and
 * the way mails leave. Built once in buildApp; tests swap the clock.
 */
export interface ServiceContext {
  db: Db;
  config: Config;
  now: Clock;
  mail: MailDispatcher;
}
