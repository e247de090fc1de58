import type { JobQueue } from '../../jobs/queue';

/** What to import: one connected account or one blog. */
export type ImportTarget = { kind: 'sns'; id: number } | { kind: 'blog'; id: number };

export const PORTFOLIO_IMPORT_JOB = 'portfolio-import';

export interface PortfolioImportJobData {
  target: ImportTarget;
  /** 1 for the first try; the importer schedules the next one itself (backoff). */
  attempt: number;
}

export const importKey = (target: ImportTarget): string => `${target.kind}:${target.id}`;

/**
 * How services ask for an import after their transaction (connect, refresh, add a blog).
 * The row already says `pending`, so a lost request only delays the import: the daily
 * schedule picks up whatever is still pending.
 */
export interface ImportDispatcher {
  request(target: ImportTarget): Promise<void>;
}

type Log = { error(obj: object, msg?: string): void };

/** One pg-boss job per target; a second request while one waits is the same job. */
export function queueImportDispatcher(queue: JobQueue, log: Log): ImportDispatcher {
  return {
    async request(target) {
      try {
        await queue.send<PortfolioImportJobData>(
          PORTFOLIO_IMPORT_JOB,
          { target, attempt: 1 },
          { singletonKey: importKey(target) },
        );
      } catch (err) {
        log.error({ err, target }, 'could not queue an import; the daily run will pick it up');
      }
    },
  };
}

/** Tests: run the import inside the request (or not at all, leaving it pending). */
export function inlineImportDispatcher(
  run: ((target: ImportTarget) => Promise<unknown>) | null,
): ImportDispatcher {
  return {
    async request(target) {
      if (run) await run(target);
    },
  };
}
