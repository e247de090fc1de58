import { FEATURE_FLAGS } from '@kiseki/contract';
import type { Db } from '../db/types';
import {
  FEATURE_FLAG_CACHE_SECONDS,
  isFeatureFlag,
  readFeatureFlags,
  setFeatureFlag,
} from '../modules/settings/feature-flags.service';

const USAGE = `usage: npm run flags -- list
       npm run flags -- set NAME on|off
flags: ${FEATURE_FLAGS.join(', ')}`;

export class UsageError extends Error {}

/** `npm run flags -- list|set NAME on|off`; returns what to print. */
export async function runFlagsCli(argv: string[], db: Db): Promise<string> {
  const [command, name, value] = argv;
  if (command === 'list' || command === undefined) {
    const flags = await readFeatureFlags(db);
    return FEATURE_FLAGS.map((f) => `${f.padEnd(30)} ${flags[f] ? 'on' : 'off'}`).join('\n');
  }
  if (command === 'set') {
    if (!name || !isFeatureFlag(name))
      throw new UsageError(`unknown flag: ${name ?? ''}\n${USAGE}`);
    if (value !== 'on' && value !== 'off')
      throw new UsageError(`value must be on or off\n${USAGE}`);
    await setFeatureFlag(db, name, value === 'on');
    return `${name} is now ${value} (a running server sees it within ${FEATURE_FLAG_CACHE_SECONDS} seconds)`;
  }
  throw new UsageError(USAGE);
}
