import type { Database } from '../db/types';
import {
  type DemoWorldSummary,
  resetDemoWorld,
  seedDemoWorld,
} from '../modules/demo/demo-seed.service';
import { DEFAULT_DEMO_SEED } from '../modules/demo/demo-world';
import { UsageError } from './flags';

const USAGE = `usage: npm run seed -- [--reset] [--seed N]
  (no flags)  seed master data, and the demo world when the database has no company yet
  --reset     delete the demo world (companies, job descriptions) and seed it again
  --seed N    PRNG seed, a whole number (default ${DEFAULT_DEMO_SEED}); same seed, same data`;

interface SeedArgs {
  reset: boolean;
  seed: number;
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
    } else {
      throw new UsageError(`unknown argument: ${arg}\n${USAGE}`);
    }
  }
  return args;
}

/** `npm run seed -- [--reset] [--seed N]`; returns the line to print. */
export async function runSeedCli(argv: string[], database: Database): Promise<string> {
  const args = parseSeedArgs(argv);
  if (args === 'help') return USAGE;
  const started = performance.now();
  const summary = args.reset
    ? await resetDemoWorld(database.db, { seed: args.seed })
    : await seedDemoWorld(database.db, { seed: args.seed });
  return describe(summary, args.reset, Math.round(performance.now() - started));
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
