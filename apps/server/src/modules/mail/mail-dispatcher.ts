import type { JobQueue } from '../../jobs/queue';

export const MAIL_SEND_JOB = 'mail-send';

export interface MailSendJobData {
  mail_id: number;
}

/**
 * How committed outbox rows leave: services call `dispatch` after their transaction. The
 * row is already safe in the database, so a failure here only delays the mail (the sweep
 * job picks up rows nobody took).
 */
export interface MailDispatcher {
  dispatch(mailIds: readonly number[]): Promise<void>;
}

type Log = { error(obj: object, msg?: string): void };

/** Production: one `mail-send` job per mail; the job retries delivery with backoff. */
export function queueMailDispatcher(queue: JobQueue, log: Log): MailDispatcher {
  return {
    async dispatch(mailIds) {
      for (const id of mailIds) {
        try {
          await queue.send<MailSendJobData>(MAIL_SEND_JOB, { mail_id: id });
        } catch (err) {
          log.error({ err, mailId: id }, 'could not queue mail; the outbox sweep will retry');
        }
      }
    },
  };
}

/** Without a queue (tests that start none): deliver right away, in the request. */
export function inlineMailDispatcher(
  deliver: (id: number) => Promise<unknown>,
  log: Log,
): MailDispatcher {
  return {
    async dispatch(mailIds) {
      for (const id of mailIds) {
        try {
          await deliver(id);
        } catch (err) {
          log.error({ err, mailId: id }, 'mail delivery failed; kept pending in the outbox');
        }
      }
    },
  };
}
