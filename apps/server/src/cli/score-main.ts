/**
 * Entry of `npm run score -- --input FILE` (bundled to dist/score.js). Standalone: no config,
 * no database. A relative FILE is taken from the directory `npm run` was started in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runScoreCli } from './score';

const baseDirectory = process.env.INIT_CWD ?? process.cwd();
const result = runScoreCli(process.argv.slice(2), (file) =>
  readFileSync(path.resolve(baseDirectory, file), 'utf8'),
);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
