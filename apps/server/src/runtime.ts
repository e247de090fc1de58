import type { Logger } from 'pino';
import { type Config, ConfigError } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import type { Database } from './db/types';

/**
 * Opens the configured database and brings its schema up to date: the first step of the
 * server, the worker and every CLI.
 */
export async function openMigratedDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    logger,
  });
  try {
    await runMigrations(database, config.databaseUrl);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * Runs `stop` once on SIGTERM/SIGINT, then exits; a second signal or a stop that hangs
 * longer than `graceMs` exits at once.
 */
export function onShutdown(logger: Logger, stop: () => Promise<void>, graceMs = 15_000): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took too long: exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    stop().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}

/** Start-up failures a person can fix get one clear line, not a stack trace. */
export function failStartup(err: unknown): never {
  const known = err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(known ? `\n${(err as Error).message}\n` : err);
  process.exit(1);
}
