import type { Logger } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/types';
import { startQueue } from './jobs/queue';
import { jobDefinitions } from './jobs/registry';
import { createLogger } from './lib/logger';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './modules/demo/demo-accounts';
import { DEMO_RECRUITERS } from './modules/demo/demo-recruiting';
import { isDemoWorldSeeded, seedDemoWorld, seedMasterData } from './modules/demo/demo-seed.service';
import { reindexJobDescriptions } from './modules/jobs/search/job-search-index';
import { startImportRuntime } from './modules/portfolio/import-runtime';
import { failStartup, onShutdown, openMigratedDatabase } from './runtime';

/** `npm start`: migrate, seed demo data on an empty database, run jobs, serve web and API. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'kiseki');
  const database = await openMigratedDatabase(config, logger);
  const imports = await startImportRuntime(config);

  // Master data (positions, tags, conditions) is product data, not demo data: always
  // brought up to date, so features work on a database that was never seeded.
  await seedMasterData(database.db);
  if (config.seedDemo) {
    if (!(await isDemoWorldSeeded(database.db))) {
      const started = Date.now();
      const summary = await seedDemoWorld(database.db, { config });
      logger.info({ ...summary, ms: Date.now() - started }, 'demo data seeded');
    } else {
      // A data directory seeded before accounts existed gets its demo logins too.
      await seedDemoAccounts(database.db, new Date());
    }
  }
  await indexJobsForSearch(database.db, logger);

  const queue = await startQueue(database, {
    jobs: jobDefinitions({ database, config, log: logger, clients: imports.clients }),
    processJobs: config.jobsInProcess,
    logger,
  });
  const app = await buildApp(config, { database, queue });

  onShutdown(logger, async () => {
    await app.close();
    await queue.stop();
    await imports.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const storage = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  const lines = [`  Kiseki is running at http://localhost:${port}  (${storage})`];
  if (config.seedDemo) {
    const { engineer, admin } = DEMO_ACCOUNTS;
    lines.push(
      `  デモ用ログイン（エンジニア）: ${engineer.email} / ${engineer.password}`,
      `  デモ用ログイン（管理者）:     ${admin.email} / ${admin.password}`,
      ...DEMO_RECRUITERS.map((r) => `  デモ用ログイン（採用担当）:   ${r.email} / ${r.password}`),
    );
  }
  if (!config.smtpUrl && config.env !== 'production') {
    lines.push(`  送信メールの確認: http://localhost:${port}/dev/mailbox`);
  }
  console.log(`\n${lines.join('\n')}\n`);
}

/**
 * Postings stored before search existed, or indexed by an older SEARCH_INDEX_VERSION. A
 * failure only degrades search, so it is logged rather than stopping the server.
 */
async function indexJobsForSearch(db: Database['db'], logger: Logger): Promise<void> {
  const started = Date.now();
  try {
    const count = await reindexJobDescriptions(db);
    if (count > 0) logger.info({ count, ms: Date.now() - started }, 'job search index built');
  } catch (err) {
    logger.error({ err }, 'job search index could not be built; keyword search may miss postings');
  }
}

main().catch(failStartup);
