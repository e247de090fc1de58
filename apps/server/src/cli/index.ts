import { loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { failStartup, openMigratedDatabase } from '../runtime';
import { runAdminCli } from './admin';
import { runFlagsCli, UsageError } from './flags';
import { runSeedCli } from './seed';

/** Entry of the maintenance commands: `npm run flags -- …`, `npm run seed -- …`, `npm run admin -- …`. */
async function main() {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel, 'kiseki-cli');
  const database = await openMigratedDatabase(config, logger);
  try {
    if (command === 'flags') console.log(await runFlagsCli(args, database.db));
    else if (command === 'seed') console.log(await runSeedCli(args, database, undefined, config));
    else if (command === 'admin') console.log(await runAdminCli(args, database.db));
    else throw new UsageError('usage: kiseki-cli flags|seed|admin …');
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(err.message);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

main().catch(failStartup);
