import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeTechScore } from '../modules/scores/method/tech-score';
import type { TechScoreInput } from '../modules/scores/method/types';
import { parseScoreArgs, runScoreCli } from './score';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'score');
const fixture = (name: string) => path.join(FIXTURES, name);
const readFile = (file: string) => readFileSync(file, 'utf8');
const run = (...args: string[]) => runScoreCli(args, readFile);

const RAW_KEYS = [
  'github_value',
  'tech_article_value',
  'tech_event_value',
  'tag_count_value',
  'raw_e_score',
];
const NORMALISED_KEYS = [
  'e_score',
  'e_score_percentile',
  'github_score',
  'github_score_percentile',
  'tech_article_score',
  'tech_article_score_percentile',
  'tech_event_score',
  'tech_event_score_percentile',
  'tag_count_score',
  'tag_count_score_percentile',
];

function expectOneLineError(result: ReturnType<typeof run>, pattern: RegExp | string) {
  expect(result.exitCode).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.endsWith('\n')).toBe(true);
  expect(result.stderr.trimEnd()).not.toContain('\n');
  expect(result.stderr.trimEnd()).toMatch(pattern);
}

describe('parseScoreArgs', () => {
  it('reads --input in both spellings and --help', () => {
    expect(parseScoreArgs(['--input', 'a.json'])).toEqual({ input: 'a.json' });
    expect(parseScoreArgs(['--input=b.json'])).toEqual({ input: 'b.json' });
    expect(parseScoreArgs(['--help'])).toBe('help');
    expect(parseScoreArgs(['-h'])).toBe('help');
  });

  it('explains what it does not understand', () => {
    expect(parseScoreArgs([])).toMatch(/^missing --input FILE/);
    expect(parseScoreArgs(['--input'])).toMatch(/^--input needs a file/);
    expect(parseScoreArgs(['--input='])).toMatch(/^--input needs a file/);
    expect(parseScoreArgs(['--input', 'a', '--input', 'b'])).toMatch(/^--input given twice/);
    expect(parseScoreArgs(['a.json'])).toMatch(/^unknown argument: a\.json/);
  });
});

describe('runScoreCli', () => {
  it('prints the raw values of a realistic person as one JSON object', () => {
    const result = run('--input', fixture('person.json'));
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    const output = JSON.parse(result.stdout);
    expect(Object.keys(output)).toEqual(RAW_KEYS);
    // Cross-checked against the published Python code (v2.1.0) run on the same file:
    // 4 repositories kept (the react fork has 1 contribution: dropped), Qiita 85, 12, 4
    // and Zenn 23 give top three 85, 23, 12: ln 86 · ln 24 · ln 13 = 36.309822
    expect(output.github_value).toBeCloseTo(27.478238127157102, 10);
    expect(output.tech_article_value).toBeCloseTo(36.30982191937377, 10);
    expect(output.tech_event_value).toBeCloseTo(2.2, 12); // 0.1 + 2.0 + 0.1, board games: 0
    expect(output.tag_count_value).toBe(14);
    expect(output.raw_e_score).toBeCloseTo(2.035456654946233, 10);
  });

  it('adds scores and percentiles with a reference', () => {
    const result = run(`--input=${fixture('person-with-reference.json')}`);
    expect(result.exitCode).toBe(0);
    const output = JSON.parse(result.stdout);
    expect(Object.keys(output)).toEqual([...RAW_KEYS, ...NORMALISED_KEYS]);
    // Same as the published code with scipy's norm.ppf:
    expect(output.e_score).toBeCloseTo(3.660620479127327, 10);
    expect(output.e_score_percentile).toBeCloseTo(89.47368421052632, 10);
    expect(output.github_score).toBeCloseTo(3.4969533669362436, 10);
    expect(output.tech_article_score).toBeCloseTo(3.5967117981693524, 10);
    expect(output.tech_event_score).toBeCloseTo(3.4778149126132907, 10);
    // 2.2 ties with the reference's 2.2: percentile 100 · (10 + 1) / 13 = 84.615385
    expect(output.tech_event_score_percentile).toBeCloseTo(84.61538461538461, 10);
    expect(output.tag_count_score).toBeCloseTo(3.2970760509164125, 10);
    const input = JSON.parse(readFile(fixture('person-with-reference.json'))) as TechScoreInput;
    expect(output).toEqual(computeTechScore(input));
  });

  it('prints null where the method gives no score', () => {
    const person = JSON.parse(readFile(fixture('person.json')));
    const quiet = {
      ...person,
      events: [{ is_tech_event: true, is_presenter: false }],
      reference: { tech_event: [0, 0.1, 2] },
    };
    const result = runScoreCli(['--input', 'quiet.json'], () => JSON.stringify(quiet));
    const output = JSON.parse(result.stdout);
    expect(output.tech_event_value).toBeCloseTo(0.1, 14);
    expect(output.tech_event_score).toBeNull(); // 0.1 < 0.12
    expect(output.tech_event_score_percentile).toBeNull();
    expect(output.e_score).toBeNull(); // no reference list for it
    expect(Object.keys(output)).toEqual([...RAW_KEYS, ...NORMALISED_KEYS]);
  });

  it('prints usage for --help', () => {
    const result = run('--help');
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    expect(result.stdout).toMatch(/^usage: npm run score -- --input FILE/);
  });

  it('fails with exit code 2 and one line naming the problem', () => {
    expectOneLineError(run(), /^missing --input FILE \(usage: npm run score -- --input FILE\)$/);
    expectOneLineError(run('--input', 'x.json', '--verbose'), /^unknown argument: --verbose/);
    expectOneLineError(
      run('--input', fixture('missing.json')),
      /missing\.json: cannot read the file: no such file$/,
    );
    expectOneLineError(run('--input', FIXTURES), /cannot read the file: is a directory$/);
    expectOneLineError(run('--input', fixture('bad-json.txt')), /bad-json\.txt: not valid JSON: /);
    expectOneLineError(
      run('--input', fixture('wrong-field.json')),
      /^github_repos\[2\]\.stargazers_count: expected a non-negative integer$/,
    );
    expectOneLineError(run('--input', fixture('missing-field.json')), /^tag_count: required$/);
    expectOneLineError(
      run('--input', fixture('not-an-object.json')),
      /^input: expected an object$/,
    );
    expectOneLineError(
      run('--input', fixture('null-contributor.json')),
      /^github_repos\[1\]\.contributors\[0\]\.login: /,
    );
  });

  it('reads a file with a byte order mark', () => {
    const text = `\uFEFF${readFile(fixture('person.json'))}`;
    expect(runScoreCli(['--input', 'bom.json'], () => text).exitCode).toBe(0);
  });

  it('reports an unexpected read error on one line', () => {
    const result = runScoreCli(['--input', 'x.json'], () => {
      throw new Error('device\nnot ready');
    });
    expectOneLineError(result, /^x\.json: cannot read the file: device not ready$/);
  });
});

describe('score-main (end to end through tsx)', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  const main = path.join(root, 'apps/server/src/cli/score-main.ts');
  const spawn = (file: string) =>
    spawnSync('npx', ['tsx', main, '--input', file], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: root },
      timeout: 60_000,
    });

  it('prints one JSON object for a good file and exits 2 for a bad one', () => {
    const good = spawn(fixture('person-with-reference.json'));
    expect(good.status).toBe(0);
    const output = JSON.parse(good.stdout);
    expect(Object.keys(output)).toEqual([...RAW_KEYS, ...NORMALISED_KEYS]);

    const bad = spawn(fixture('wrong-field.json'));
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toContain(
      'github_repos[2].stargazers_count: expected a non-negative integer\n',
    );
  });
});
