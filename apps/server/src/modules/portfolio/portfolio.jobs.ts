import type { JobDefinition } from '../../jobs/queue';
import { rerankEveryone } from '../scores/score.service';
import { importKey, PORTFOLIO_IMPORT_JOB, type PortfolioImportJobData } from './import-dispatcher';
import { allImportTargets, type ImporterDeps, runImport } from './importer';

export const PORTFOLIO_DAILY_IMPORT_JOB = 'portfolio-import-daily';
export const SCORE_RERANK_JOB = 'score-rerank-daily';

/**
 * The import job (one per account or blog; retries are scheduled by the importer itself,
 * after its backoff or the service's own rate-limit wait), the daily re-import of every
 * account at 03:00 JST, and the daily re-ranking of every score at 04:30 JST.
 */
// biome-ignore lint/suspicious/noExplicitAny: each definition has its own payload type
export function portfolioJobDefinitions(deps: ImporterDeps): JobDefinition<any>[] {
  const importJob: JobDefinition<PortfolioImportJobData> = {
    name: PORTFOLIO_IMPORT_JOB,
    policy: 'stately',
    // Retries are ours (see the importer): pg-boss only retries a crash of the handler.
    retryLimit: 1,
    handler: async (data, job) => {
      const outcome = await runImport(deps, data.target, data.attempt);
      if (outcome.result === 'failed' && outcome.retryInSeconds !== null) {
        await job.send<PortfolioImportJobData>(
          PORTFOLIO_IMPORT_JOB,
          { target: data.target, attempt: data.attempt + 1 },
          { startAfterSeconds: outcome.retryInSeconds, singletonKey: importKey(data.target) },
        );
      }
    },
  };
  const daily: JobDefinition<object> = {
    name: PORTFOLIO_DAILY_IMPORT_JOB,
    cron: '0 18 * * *',
    retryLimit: 0,
    handler: async (_data, job) => {
      for (const target of await allImportTargets(deps.db)) {
        await job.send<PortfolioImportJobData>(
          PORTFOLIO_IMPORT_JOB,
          { target, attempt: 1 },
          { singletonKey: importKey(target) },
        );
      }
    },
  };
  const rerank: JobDefinition<object> = {
    name: SCORE_RERANK_JOB,
    cron: '30 19 * * *',
    retryLimit: 2,
    handler: async () => {
      await rerankEveryone(deps.db, deps.now());
    },
  };
  return [importJob, daily, rerank];
}
