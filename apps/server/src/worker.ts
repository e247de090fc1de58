import { ConfigError, loadConfig } from './config';
import { startQueue } from './jobs/queue';
import { jobDefinitions } from './jobs/registry';
import { createLogger } from './lib/logger';
import { startImportRuntime } from './modules/portfolio/import-runtime';
import { failStartup, onShutdown, openMigratedDatabase } from './runtime';

/**
 * `npm run worker`: processes jobs in its own process, for deployments that run the web
 * servers with JOBS_IN_PROCESS=false. Needs PostgreSQL: the embedded database belongs to
 * one process, where the server already runs the jobs.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database, jobs run inside `npm start`.',
    );
  }
  const logger = createLogger(config.logLevel, 'kiseki-worker');
  const database = await openMigratedDatabase(config, logger);
  const imports = await startImportRuntime(config);
  const jobs = jobDefinitions({ database, config, log: logger, clients: imports.clients });
  const queue = await startQueue(database, { jobs, processJobs: true, logger });
  onShutdown(logger, async () => {
    await queue.stop();
    await imports.close();
    await database.close();
  });
  logger.info({ jobs: jobs.map((j) => j.name) }, 'worker started');
}

main().catch(failStartup);
