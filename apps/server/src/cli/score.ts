/**
 * `npm run score -- --input FILE`: the published tech-score method for one person, without a
 * database. FILE holds the person's activity as JSON (field names of the published method,
 * see docs/scoring.md); one JSON object goes to stdout. A bad invocation or file gives one
 * line on stderr naming the problem (the field path for a bad field) and exit code 2.
 * Pure: the caller passes the arguments and a file reader (score-main.ts does the I/O).
 */
import { ContributorDataError } from '../modules/scores/method/github-value';
import { parseTechScoreInput } from '../modules/scores/method/input';
import { computeTechScore } from '../modules/scores/method/tech-score';

export interface ScoreCliResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export type ReadFile = (path: string) => string;

export const SCORE_USAGE = [
  'usage: npm run score -- --input FILE',
  '',
  "Computes the published tech score (lapras-inc/lapras-score-v2) for one person's activity.",
  'FILE: JSON with github_identifier, github_contribution_count_list, github_repos,',
  'qiita_popular_posts, zenn_popular_articles, events, tag_count and optionally reference',
  '(lists of reference raw values: e_score, github, tech_article, tech_event, tag_count) and',
  'is_reference_person. Prints one JSON object. Exit codes: 0 done, 2 bad arguments or input.',
  'See docs/scoring.md.',
].join('\n');

const USAGE_LINE = 'usage: npm run score -- --input FILE';

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

const fail = (message: string): ScoreCliResult => ({
  stdout: '',
  stderr: `${oneLine(message)}\n`,
  exitCode: 2,
});

/** The input path from the arguments, 'help', or an error message. */
export function parseScoreArgs(args: readonly string[]): { input: string } | 'help' | string {
  let input: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    let value: string | undefined;
    if (arg === '--input') {
      value = args[++i];
      if (value === undefined || value === '') return `--input needs a file (${USAGE_LINE})`;
    } else if (arg.startsWith('--input=')) {
      value = arg.slice('--input='.length);
      if (value === '') return `--input needs a file (${USAGE_LINE})`;
    } else {
      return `unknown argument: ${arg} (${USAGE_LINE})`;
    }
    if (input !== undefined) return `--input given twice (${USAGE_LINE})`;
    input = value;
  }
  if (input === undefined) return `missing --input FILE (${USAGE_LINE})`;
  return { input };
}

function describeReadError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'no such file';
    if (code === 'EISDIR') return 'is a directory';
    if (code === 'EACCES') return 'permission denied';
    return error.message;
  }
  return String(error);
}

export function runScoreCli(args: readonly string[], readFile: ReadFile): ScoreCliResult {
  const parsed = parseScoreArgs(args);
  if (parsed === 'help') return { stdout: `${SCORE_USAGE}\n`, stderr: '', exitCode: 0 };
  if (typeof parsed === 'string') return fail(parsed);

  let text: string;
  try {
    text = readFile(parsed.input);
  } catch (error) {
    return fail(`${parsed.input}: cannot read the file: ${describeReadError(error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return fail(
      `${parsed.input}: not valid JSON: ${error instanceof Error ? error.message : error}`,
    );
  }
  const input = parseTechScoreInput(data);
  if (!input.ok) return fail(input.error);
  try {
    return {
      stdout: `${JSON.stringify(computeTechScore(input.value), null, 2)}\n`,
      stderr: '',
      exitCode: 0,
    };
  } catch (error) {
    if (error instanceof ContributorDataError) return fail(error.message);
    throw error;
  }
}
