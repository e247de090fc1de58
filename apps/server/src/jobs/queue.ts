import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/types';

/** What a running job knows about itself, and how it queues follow-up jobs. */
export interface JobContext {
  id: string;
  name: string;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
}

export interface SendOptions {
  /** Run no earlier than this many seconds from now (a backoff, a rate limit's wait). */
  startAfterSeconds?: number;
  /** With a 'stately' queue: at most one waiting job per key. */
  singletonKey?: string;
}

const sendOptions = (options?: SendOptions) => ({
  ...(options?.startAfterSeconds !== undefined ? { startAfter: options.startAfterSeconds } : {}),
  ...(options?.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
});

/** A job handler: receives the job's data; throwing makes pg-boss retry it with backoff. */
export type JobHandler<T = unknown> = (data: T, job: JobContext) => Promise<void>;

export interface JobDefinition<T = unknown> {
  /** Queue name: letters, digits, `-` and `_`. */
  name: string;
  handler: JobHandler<T>;
  /** Retries before a job is marked failed; the delay doubles from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Optional cron schedule (UTC) for recurring jobs. */
  cron?: string;
  /**
   * pg-boss queue policy: 'stately' keeps at most one waiting and one running job per
   * singleton key (one import per account at a time). Default 'standard'.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  stop(): Promise<void>;
  boss: PgBoss;
}

export interface StartQueueOptions {
  // biome-ignore lint/suspicious/noExplicitAny: each definition has its own payload type
  jobs: JobDefinition<any>[];
  /** Process jobs here (workers, cron, maintenance), or only send them. */
  processJobs: boolean;
  logger: Pick<Logger, 'error' | 'info'>;
  /** Worker polling interval in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss on the product database itself: PostgreSQL through our pool, PGlite through the
 * same `executeSql` adapter, so a job and the rows it was sent with commit in one place.
 */
export async function startQueue(
  database: Database,
  options: StartQueueOptions,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: options.processJobs,
    schedule: options.processJobs,
    migrate: true,
  });
  boss.on('error', (err) => options.logger.error({ err }, 'job queue error'));
  await boss.start();
  // Queues must exist before anyone sends to them; creating one is idempotent.
  for (const def of options.jobs) {
    await boss.createQueue(def.name, {
      name: def.name,
      retryLimit: def.retryLimit ?? 5,
      retryDelay: def.retryDelaySeconds ?? 30,
      retryBackoff: true,
      ...(def.policy ? { policy: def.policy } : {}),
    });
  }
  if (options.processJobs) {
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    for (const def of options.jobs) {
      await boss.work(def.name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) {
          await def.handler(job.data, {
            id: job.id,
            name: job.name,
            send: (name, data, options) => boss.send(name, data, sendOptions(options)),
          });
        }
      });
      if (def.cron) await boss.schedule(def.name, def.cron);
    }
  }
  return {
    boss,
    send: (name, data, options) => boss.send(name, data, sendOptions(options)),
    // Graceful: running handlers get up to 10 s to finish before the database closes.
    stop: () => boss.stop({ graceful: true, close: false, timeout: 10_000, wait: true }),
  };
}
