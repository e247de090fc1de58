import type { Config } from '../config';
import type { Database } from '../db/types';
import {
  type DemoWorldSummary,
  resetDemoWorld,
  seedDemoWorld,
} from '../modules/demo/demo-seed.service';
import {
  DEFAULT_COMPANY_COUNT,
  DEFAULT_DEMO_SEED,
  DEFAULT_JOB_DESCRIPTION_COUNT,
  JOB_DESCRIPTIONS_PER_COMPANY,
} from '../modules/demo/demo-world';
import { UsageError } from './flags';

/** The largest world `--jobs` builds: far past any benchmark, still bounded. */
export const MAX_SEED_JOBS = 1_000_000;

const USAGE = `usage: npm run seed -- [--reset] [--seed N] [--jobs N]
  (no flags)  seed master data, and the demo world when the database has no company yet
  --reset     delete the demo world (companies, job descriptions) and seed it again
  --seed N    PRNG seed, a whole number (default ${DEFAULT_DEMO_SEED}); same seed, same data
  --jobs N    job descriptions to generate, a whole number from 1 to ${MAX_SEED_JOBS}
              (default ${DEFAULT_JOB_DESCRIPTION_COUNT}), with a company per ${JOB_DESCRIPTIONS_PER_COMPANY} of them (at least ${DEFAULT_COMPANY_COUNT},
              at most one per job); for benchmarks: npm run seed -- --reset --jobs 100000
              (minutes: a server on the same database waits until it is done)`;

interface SeedArgs {
  reset: boolean;
  seed: number;
  /** Absent: the default world's size. */
  jobs?: number;
}

export function parseSeedArgs(argv: readonly string[]): SeedArgs | 'help' {
  const args: SeedArgs = { reset: false, seed: DEFAULT_DEMO_SEED };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--reset') {
      args.reset = true;
    } else if (arg === '--seed' || arg.startsWith('--seed=')) {
      const value = arg === '--seed' ? argv[++i] : arg.slice('--seed='.length);
      if (value === undefined || !/^\d{1,10}$/.test(value) || Number(value) > 0xffffffff) {
        throw new UsageError(`--seed needs a whole number from 0 to 4294967295\n${USAGE}`);
      }
      args.seed = Number(value);
    } else if (arg === '--jobs' || arg.startsWith('--jobs=')) {
      const value = arg === '--jobs' ? argv[++i] : arg.slice('--jobs='.length);
      if (
        value === undefined ||
        !/^\d{1,7}$/.test(value) ||
        Number(value) < 1 ||
        Number(value) > MAX_SEED_JOBS
      ) {
        throw new UsageError(`--jobs needs a whole number from 1 to ${MAX_SEED_JOBS}\n${USAGE}`);
      }
      args.jobs = Number(value);
    } else {
      throw new UsageError(`unknown argument: ${arg}\n${USAGE}`);
    }
  }
  return args;
}

/**
 * `npm run seed -- [--reset] [--seed N] [--jobs N]`; returns the line to print. Large worlds
 * report their progress through `progress` (stderr in the CLI) while they are built.
 */
export async function runSeedCli(
  argv: string[],
  database: Database,
  progress: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  config?: Config,
): Promise<string> {
  const args = parseSeedArgs(argv);
  if (args === 'help') return USAGE;
  const started = performance.now();
  const options = {
    seed: args.seed,
    ...(args.jobs === undefined ? {} : { jobDescriptionCount: args.jobs }),
    onProgress: progressReporter(progress, () => performance.now() - started),
    ...(config ? { config } : {}),
  };
  const summary = args.reset
    ? await resetDemoWorld(database.db, options)
    : await seedDemoWorld(database.db, options);
  return describe(summary, args.reset, Math.round(performance.now() - started));
}

/** Worlds smaller than this take seconds and say nothing until done. */
const QUIET_BELOW = 20_000;

/**
 * A line every tenth of a large world (and at its end): a minute without a word reads as
 * hung. `elapsedMs` is the time since the seed started.
 */
export function progressReporter(
  print: (line: string) => void,
  elapsedMs: () => number,
): (done: number, total: number) => void {
  let reported = 0;
  return (done, total) => {
    if (total < QUIET_BELOW || (done < total && done - reported < total / 10)) return;
    reported = done;
    const seconds = Math.round(elapsedMs() / 1000);
    print(
      `求人 ${done} / ${total} 件（${seconds} 秒） / ${done} of ${total} job descriptions in ${seconds} s`,
    );
  };
}

function describe(summary: DemoWorldSummary, reset: boolean, ms: number): string {
  const counts = `企業 ${summary.companies} 社・求人 ${summary.jobDescriptions} 件`;
  const countsEn = `${summary.companies} companies, ${summary.jobDescriptions} job descriptions`;
  if (!summary.seeded) {
    return `デモデータは投入済みです（${counts}）。作り直すには --reset を付けてください / Demo world already present (${countsEn}); master data refreshed; pass --reset to rebuild it`;
  }
  const verb = reset ? ['作り直しました', 'rebuilt'] : ['投入しました', 'seeded'];
  return `デモデータを${verb[0]}（seed ${summary.seed}・${counts}・${ms} ms） / Demo world ${verb[1]}: seed ${summary.seed}, ${countsEn} in ${ms} ms`;
}
