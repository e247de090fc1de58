import type { Config } from '../../config';
import type { Database } from '../../db/types';
import type { JobDefinition } from '../../jobs/queue';
import { systemClock } from '../../lib/clock';
import { deliverMail, type MailDeliveryDeps, redispatchStrandedMails } from './mail.service';
import { MAIL_SEND_JOB, type MailSendJobData } from './mail-dispatcher';
import { createMailTransport, type MailTransport } from './mail-transport';

export const MAIL_SWEEP_JOB = 'mail-outbox-sweep';

/** Delivery settings from config; the process keeps one SMTP transport. */
export function mailDeliveryDeps(
  database: Database,
  config: Config,
  transport: MailTransport | null = createMailTransport(config.smtpUrl),
): MailDeliveryDeps {
  return {
    db: database.db,
    transport,
    from: config.mailFrom,
    now: systemClock,
    production: config.env === 'production',
    // One console line per kept mail, so a developer without SMTP sees the link.
    announce: config.env === 'test' ? undefined : (line) => console.log(line),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: each definition has its own payload type
export function mailJobDefinitions(delivery: MailDeliveryDeps): JobDefinition<any>[] {
  const send: JobDefinition<MailSendJobData> = {
    name: MAIL_SEND_JOB,
    retryLimit: 8,
    retryDelaySeconds: 30,
    handler: async (data) => {
      await deliverMail(delivery, data.mail_id);
    },
  };
  const sweep: JobDefinition<object> = {
    name: MAIL_SWEEP_JOB,
    cron: '*/5 * * * *',
    retryLimit: 0,
    handler: async (_data, job) => {
      await redispatchStrandedMails(delivery.db, delivery.now(), {
        dispatch: async (ids) => {
          for (const id of ids) await job.send<MailSendJobData>(MAIL_SEND_JOB, { mail_id: id });
        },
      });
    },
  };
  return [send, sweep];
}
