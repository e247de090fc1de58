// HTTP throughput benchmark: autocannon against the BUILT server, once per database (the
// embedded PGlite, and PostgreSQL when one is reachable), each time beside two baselines
// measured in the same run: a bare Fastify "hello JSON" server, and the same server running
// `SELECT 1` on that database. They show what this machine can do at all, and what one query
// costs without Kiseki's code around it.
//
//   npm run bench:api                    # both databases, 20 connections, 10 s per target
//   npm run bench:api -- --database pglite --duration 5 --connections 10
//   BENCH_DATABASE_URL=postgres://user@host:5432/db npm run bench:api -- --database postgres
//
// Traffic goes to 127.0.0.1 (and to the PostgreSQL server named); every run is bounded in time.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  assertBuilt,
  postgresVersion,
  printTable,
  startServer,
  stopOnSignals,
} from './lib/server.mjs';
import { DEMO_ENGINEER, signIn } from './lib/session.mjs';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
const FASTIFY = 'baseline: bare Fastify GET /';
const SELECT_1 = 'baseline: bare Fastify + SELECT 1';

const options = parseOptions();
try {
  assertBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Options

function parseOptions() {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'both' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '2' },
      rounds: { type: 'string', default: '1' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: node api.mjs [--database pglite|postgres|both] [--duration SECONDS] [--connections N] [--warmup SECONDS] [--rounds N]\n' +
        `PostgreSQL: BENCH_DATABASE_URL (default ${DEFAULT_POSTGRES_URL}); each run uses a fresh database beside it.`,
    );
    process.exit(0);
  }
  const fail = (message) => {
    console.error(message);
    process.exit(2);
  };
  if (!['pglite', 'postgres', 'both'].includes(values.database)) {
    fail('--database must be pglite, postgres or both');
  }
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const warmup = Number(values.warmup);
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) {
    fail('--rounds must be an integer from 1 to 20');
  }
  if (!Number.isInteger(duration) || duration < 1 || duration > 300) {
    fail('--duration must be an integer number of seconds from 1 to 300');
  }
  if (!Number.isInteger(connections) || connections < 1 || connections > 1000) {
    fail('--connections must be an integer from 1 to 1000');
  }
  if (!Number.isInteger(warmup) || warmup < 0 || warmup > 60) {
    fail('--warmup must be an integer number of seconds from 0 to 60');
  }
  return { database: values.database, duration, connections, warmup, rounds };
}

// ---------------------------------------------------------------------------------------------
// Clean-up: whatever was started is stopped on every way out (end, error, Ctrl-C).

/** Promises of things with an idempotent stop(), added before they finish starting. */
const running = new Set();
let cleaningUp = null;

/**
 * Runs `start()` and tracks what it starts. It is tracked from the first moment, so that a
 * Ctrl-C during a start-up (migrations and demo seed take seconds) still waits for it and then
 * stops it, dropping its fresh database; and nothing new starts once clean-up has begun.
 */
async function launch(start) {
  if (cleaningUp) throw new Error('stopping');
  const started = start();
  const entry = started.catch(() => null); // a failed start cleans up after itself
  running.add(entry);
  const thing = await started;
  const stop = async () => {
    await thing.stop();
    running.delete(entry);
  };
  return { ...thing, stop };
}

/** Stops everything still running, newest first; every caller waits for the same work. */
function cleanUp() {
  cleaningUp ??= (async () => {
    for (const entry of [...running].reverse()) {
      const thing = await entry;
      await thing?.stop().catch((err) => console.error(`clean-up: ${reason(err)}`));
    }
  })();
  return cleaningUp;
}

// ---------------------------------------------------------------------------------------------
// Servers

/**
 * Starts bench/lib/baseline-server.mjs in its own process with GET / and, on `database`
 * ('pglite' in memory, or 'postgres' at `databaseUrl`), GET /db. Resolves with its URL.
 */
function startBaseline(database, databaseUrl) {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'lib/baseline-server.mjs'), database],
    {
      // stdin stays open as a lifeline: the child exits when it closes, even if we crash.
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ...(databaseUrl ? { BASELINE_DATABASE_URL: databaseUrl } : {}) },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error('the baseline server did not start within 30 s'));
    }, 30_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the baseline server exited (code ${code})`));
    });
  });
}

/**
 * Which databases to measure. PostgreSQL is probed first, so that `--database postgres`
 * fails at once and `both` knows early that it will be skipped.
 */
async function planDatabases(choice, postgresUrl) {
  const databases = choice === 'postgres' ? [] : ['pglite'];
  if (choice === 'pglite') return { databases, skipped: null };
  try {
    await postgresVersion(postgresUrl);
    return { databases: [...databases, 'postgres'], skipped: null };
  } catch (err) {
    const why = `not reachable at ${redact(postgresUrl)}: ${reason(err)}`;
    if (choice === 'postgres') {
      console.error(
        `PostgreSQL is ${why}. Start it, or point BENCH_DATABASE_URL at one (the run creates and drops a database beside it).`,
      );
      process.exit(1);
    }
    return { databases, skipped: `PostgreSQL skipped: ${why} (set BENCH_DATABASE_URL)` };
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring

const runCannon = (url, seconds, headers) =>
  autocannon({
    url,
    connections: options.connections,
    duration: seconds,
    headers,
    // A stuck request must not hold the run: count it as a timeout after 10 s.
    timeout: 10,
  });

/** Warm-up (not counted), then the measured run; prints a progress line. */
async function measure(target) {
  if (options.warmup > 0) await runCannon(target.url, options.warmup, target.headers);
  const r = await runCannon(target.url, options.duration, target.headers);
  const row = {
    name: target.name,
    url: target.url,
    requestsPerSecond: r.requests.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    totalRequests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    bytesPerSecond: r.throughput.average,
  };
  console.log(
    `  ${row.name}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms` +
      (row.non2xx || row.errors ? ` (non-2xx ${row.non2xx}, errors ${row.errors})` : ''),
  );
  return row;
}

function baselineTargets(baselineUrl) {
  const headers = { 'accept-encoding': 'br, gzip' };
  return [
    { name: FASTIFY, url: `${baselineUrl}/`, headers },
    { name: SELECT_1, url: `${baselineUrl}/db`, headers },
  ];
}

/**
 * `visitor` and `signedIn` are the browser-like headers from lib/session.mjs; `engineer` is
 * the demo engineer signed in (a full portfolio), `shareToken` the token of a public page.
 */
function kisekiTargets(baseUrl, visitor, signedIn, engineer, shareToken) {
  return [
    { name: 'GET /api/global_settings/', url: `${baseUrl}/api/global_settings/`, headers: visitor },
    { name: 'GET /api/login_status/', url: `${baseUrl}/api/login_status/`, headers: visitor },
    { name: 'GET /api/auth/ (signed in)', url: `${baseUrl}/api/auth/`, headers: signedIn },
    {
      name: 'GET /api/threads/unread_count (signed in)',
      url: `${baseUrl}/api/threads/unread_count`,
      headers: signedIn,
    },
    { name: 'GET /healthz', url: `${baseUrl}/healthz`, headers: visitor },
    {
      name: 'GET / (index.html)',
      url: `${baseUrl}/`,
      headers: { ...visitor, accept: 'text/html' },
    },
    { name: 'GET /api/person/ (demo engineer)', url: `${baseUrl}/api/person/`, headers: engineer },
    {
      name: 'GET /api/person/score_details/ (demo engineer)',
      url: `${baseUrl}/api/person/score_details/`,
      headers: engineer,
    },
    {
      name: 'GET /api/person/repos/ (demo engineer)',
      url: `${baseUrl}/api/person/repos/`,
      headers: engineer,
    },
    {
      name: 'GET /api/public/hanako-dev (visitor)',
      url: `${baseUrl}/api/public/hanako-dev`,
      headers: { ...visitor, 'x-share-token': shareToken },
    },
    {
      name: 'GET /public/hanako-dev (page with OGP)',
      url: `${baseUrl}/public/hanako-dev`,
      headers: { ...visitor, accept: 'text/html' },
    },
  ];
}

/** The share token the server writes into a public page, as the page reads it. */
async function shareTokenOf(baseUrl) {
  const html = await (await fetch(`${baseUrl}/public/hanako-dev`)).text();
  const token = /name="kiseki-share-token" content="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('the public page carries no share token');
  return token;
}

/**
 * Starts the server on `database` (PostgreSQL: a fresh database beside `postgresUrl`) and the
 * baseline server on the same database, measures the baselines and then Kiseki's targets,
 * and stops both. Never throws: a failure is returned in `error`, with the rows measured so far.
 */
async function benchDatabase(database, postgresUrl) {
  const result = {
    database,
    heading: database === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)',
    serverVersion: null,
    rows: [],
    rounds: [],
  };
  let server;
  let baseline;
  try {
    server = await launch(() =>
      startServer({ postgresUrl: database === 'postgres' ? postgresUrl : undefined }),
    );
    if (database === 'postgres') {
      result.serverVersion = await postgresVersion(server.databaseUrl);
      result.freshDatabase = new URL(server.databaseUrl).pathname.slice(1);
      result.heading = `PostgreSQL ${result.serverVersion.split(' ')[0]} (fresh database ${result.freshDatabase})`;
    }
    console.log(`\n${result.heading}`);
    baseline = await launch(() => startBaseline(database, server.databaseUrl));
    console.log(`  server ${server.baseUrl}, baseline ${baseline.url}`);

    // Signed in once, before the load: every request of a signed-in target looks the session
    // up (and may slide its expiry), which is the cost signed-in screens pay.
    const visitor = await signIn(server.baseUrl, null);
    const signedIn = await signIn(server.baseUrl);
    const engineer = await signIn(server.baseUrl, DEMO_ENGINEER);
    const shareToken = await shareTokenOf(server.baseUrl);
    const targets = [
      ...baselineTargets(baseline.url),
      ...kisekiTargets(server.baseUrl, visitor, signedIn, engineer, shareToken),
    ];
    // With several rounds the whole sequence repeats, baselines included, so that a target is
    // compared with baselines measured minutes, not a quarter of an hour, apart.
    for (let round = 1; round <= options.rounds; round++) {
      if (options.rounds > 1) console.log(`  round ${round} of ${options.rounds}`);
      const rows = [];
      result.rounds.push(rows);
      for (const target of targets) rows.push(await measure(target));
      addPercentages(rows);
    }
    result.rows = combineRounds(result.rounds);
  } catch (err) {
    result.error = reason(err);
    // After a Ctrl-C, failures are the interruption's echo (servers going away), not news.
    if (!cleaningUp) console.error(`bench:api on ${result.heading} failed: ${err.stack ?? err}`);
  } finally {
    // The baseline first: its pool is connected to the database the server's stop drops.
    for (const thing of [baseline, server]) {
      await thing?.stop().catch((err) => {
        result.error ??= reason(err);
        console.error(`bench:api could not stop a server cleanly: ${reason(err)}`);
      });
    }
  }
  if (result.rows.length === 0 && result.rounds.length > 0) {
    // The run failed: show the first round, complete or as far as it got.
    result.rows = result.rounds[0];
    addPercentages(result.rows);
  }
  return result;
}

const median = (values) => {
  const xs = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
};

const roundedMedian = (values) => {
  const m = median(values);
  return m === null ? null : Math.round(m);
};

/**
 * One row per target from several rounds: the median req/s, the median of each round's own
 * percentages (each against that round's baselines), the worst p99, and all non-2xx/errors.
 */
function combineRounds(rounds) {
  if (rounds.length === 1) return rounds[0];
  return rounds[0].map((first, i) => {
    const all = rounds.map((rows) => rows[i]);
    return {
      ...first,
      requestsPerSecond: median(all.map((r) => r.requestsPerSecond)),
      latencyP50Ms: roundedMedian(all.map((r) => r.latencyP50Ms)),
      latencyP99Ms: Math.max(...all.map((r) => r.latencyP99Ms)),
      latencyMaxMs: Math.max(...all.map((r) => r.latencyMaxMs)),
      totalRequests: all.reduce((sum, r) => sum + r.totalRequests, 0),
      non2xx: all.reduce((sum, r) => sum + r.non2xx, 0),
      errors: all.reduce((sum, r) => sum + r.errors, 0),
      vsFastifyPercent: roundedMedian(all.map((r) => r.vsFastifyPercent)),
      vsSelect1Percent: roundedMedian(all.map((r) => r.vsSelect1Percent)),
      perRound: all.map((r) => Math.round(r.requestsPerSecond)),
    };
  });
}

/** Each row's req/s as a percentage of the two baselines of the same table (null: not measured). */
function addPercentages(rows) {
  const baseOf = (name) => rows.find((r) => r.name === name)?.requestsPerSecond;
  const percent = (value, base) => (base ? Math.round((100 * value) / base) : null);
  for (const row of rows) {
    row.vsFastifyPercent = percent(row.requestsPerSecond, baseOf(FASTIFY));
    row.vsSelect1Percent = percent(row.requestsPerSecond, baseOf(SELECT_1));
  }
}

// ---------------------------------------------------------------------------------------------
// Reporting

function printResult(result) {
  if (result.rows.length === 0) {
    // Repeated here so that the summary tells the whole story; the details went to stderr.
    console.log(
      `\n${result.heading}: failed, nothing measured (${String(result.error ?? 'no reason').split('\n')[0]})`,
    );
    return;
  }
  console.log(`\n${result.heading}${result.error ? ' (incomplete: the run failed)' : ''}`);
  const perRound = result.rows.some((r) => r.perRound);
  printTable(
    [
      'target',
      'req/s',
      ...(perRound ? ['rounds'] : []),
      'vs Fastify',
      'vs SELECT 1',
      'p50',
      'p99',
      'non-2xx',
      'errors',
    ],
    result.rows.map((r) => [
      r.name,
      Math.round(r.requestsPerSecond).toString(),
      ...(perRound ? [(r.perRound ?? []).join(' / ')] : []),
      r.vsFastifyPercent === null ? '-' : `${r.vsFastifyPercent}%`,
      r.vsSelect1Percent === null ? '-' : `${r.vsSelect1Percent}%`,
      `${r.latencyP50Ms} ms`,
      `${r.latencyP99Ms} ms`,
      String(r.non2xx),
      String(r.errors),
    ]),
  );
}

function writeResults(started, results, skipped) {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    benchmark: 'api',
    startedAt: started.toISOString(),
    node: process.version,
    connections: options.connections,
    durationSeconds: options.duration,
    warmupSeconds: options.warmup,
    rounds: options.rounds,
    databases: results,
    skipped,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

// ---------------------------------------------------------------------------------------------
// Main

const postgresUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL;
if (process.env.DATABASE_URL) {
  // The server would inherit it and the "PGlite" table would really measure PostgreSQL.
  console.log(
    'note: DATABASE_URL is ignored here; PostgreSQL is measured at BENCH_DATABASE_URL, on a fresh database',
  );
  delete process.env.DATABASE_URL;
}
stopOnSignals(cleanUp);

const started = new Date();
const { databases, skipped } = await planDatabases(options.database, postgresUrl);
console.log(
  `${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s per target, ${options.rounds} round(s)`,
);

const results = [];
for (const database of databases) results.push(await benchDatabase(database, postgresUrl));
await cleanUp();

for (const result of results) printResult(result);
if (skipped) console.log(`\n${skipped}`);

let exitCode = results.some((r) => r.error) ? 1 : 0;
if (results.some((r) => r.rows.some((row) => row.non2xx > 0 || row.errors > 0))) {
  console.log(
    '\nwarning: some targets answered non-2xx or failed; their figures are not comparable',
  );
  exitCode = 1;
}
if (results.some((r) => r.rows.length > 0)) {
  const file = writeResults(started, results, skipped);
  console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
}
process.exit(exitCode);
