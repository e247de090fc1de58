// Job search latency: the search service itself (searchJobDescriptions in
// apps/server/src/modules/jobs/search/job-search.service.ts) on a generated world of 100,000
// job descriptions, once on the embedded PGlite (a temporary DATA_DIR) and once on PostgreSQL
// (a scratch database, created and dropped by the run), each beside baselines measured in the
// same run on the same data: a plain `select … order by published_at desc limit 20`, and the
// same 20 ids loaded as summaries the way every job list loads them.
//
//   npm run bench:search                                  # 100,000 jobs, both databases
//   npm run bench:search -- --jobs 20000 --runs 100 --database pglite
//   BENCH_ADMIN_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:search
//
// No HTTP: this measures what the database and the service do for one search, one search at a
// time (PGlite serves one query at a time anyway), so the figures are the floor under the
// endpoint's. bench:api measures HTTP. The world is seeded by the product's own seed (the
// code behind `npm run seed -- --reset --jobs N`), so its seed time is reported too.
//
// The service is TypeScript inside the server: it is bundled in memory with the server's own
// esbuild (as bench:matching does), so this needs `npm ci` only, no build. The bundle is
// written under bench/results/ for the moment it is imported, so that it finds the migrations
// of the repository it belongs to.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { printTable } from './lib/server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_DIR = path.join(ROOT, 'apps/server');
const RESULTS_DIR = path.join(import.meta.dirname, 'results');
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** Fixed, so a run killed with SIGKILL leaves one known name behind, dropped by the next run. */
const SCRATCH_DATABASE = 'kiseki_bench_search';

const options = parseOptions();

// ---------------------------------------------------------------------------------------------
// Options

function parseOptions() {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'both' },
      jobs: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '200' },
      warmup: { type: 'string', default: '10' },
      'max-seconds': { type: 'string', default: '60' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: node search.mjs [--database pglite|postgres|both] [--jobs N] [--runs N] [--warmup N] [--max-seconds S]\n' +
        `PostgreSQL: BENCH_ADMIN_DATABASE_URL (default ${DEFAULT_ADMIN_URL}) names the server; the run creates and drops the database ${SCRATCH_DATABASE} there.`,
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
  const int = (name, min, max) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < min || n > max) {
      fail(`--${name} must be an integer from ${min} to ${max}`);
    }
    return n;
  };
  return {
    database: values.database,
    jobs: int('jobs', 100, 1_000_000),
    runs: int('runs', 10, 100_000),
    warmup: int('warmup', 0, 1_000),
    maxSeconds: int('max-seconds', 1, 3_600),
  };
}

/** The URL without its password, for messages. */
function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an unparsable URL)';
  }
}

/** One line saying why something failed; pg's connection errors can have an empty message. */
function reason(err) {
  const first = err?.errors?.[0] ?? err;
  return first?.message || first?.code || String(err);
}

// ---------------------------------------------------------------------------------------------
// The server code, bundled

/** Bundles what the bench calls from the server into one ES module and imports it. */
async function loadServer() {
  const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));
  const { build } = await import(pathToFileURL(serverRequire.resolve('esbuild')).href);
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'));
  // The server's dependencies stay packages (PGlite finds its WebAssembly next to itself).
  const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
    (name) => !name.startsWith('@kiseki/'),
  );
  const result = await build({
    stdin: {
      contents: [
        "export { openDatabase } from './src/db/client.ts';",
        "export { runMigrations } from './src/db/migrate.ts';",
        "export { seedDemoWorld } from './src/modules/demo/demo-seed.service.ts';",
        "export { DEMO_ACCOUNTS } from './src/modules/demo/demo-accounts.ts';",
        "export { searchJobDescriptions } from './src/modules/jobs/search/job-search.service.ts';",
        "export { loadJobSummaries } from './src/modules/jobs/job-summaries.ts';",
        "export { jobSearchQuerySchema, techTagByName } from '@kiseki/contract';",
        "export { sql } from 'drizzle-orm';",
      ].join('\n'),
      resolveDir: SERVER_DIR,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    logLevel: 'warning',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `.search-bundle-${process.pid}.mjs`);
  writeFileSync(file, result.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Clean-up: the temporary data directory and the scratch database go on every way out.

const cleanups = [];
let cleaningUp = null;
/** Set by a signal: no new search starts (PGlite would queue it behind its own close). */
let stopping = false;
function cleanUp() {
  cleaningUp ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((err) => console.error(`clean-up: ${reason(err)}`));
    }
  })();
  return cleaningUp;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) process.exit(1); // a second signal: now, leaving what is left
    stopping = true;
    console.error(`\n${signal}: stopping after the search under way, then cleaning up…`);
  });
}

async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Opens a migrated, empty database of the kind asked for; registers its removal. */
async function openFresh(server, kind, adminUrl) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kiseki-bench-search-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const database = await server.openDatabase({ dataDir });
    cleanups.push(() => database.close());
    await server.runMigrations(database);
    return { database, heading: `PGlite (embedded, ${dataDir})` };
  }
  // A leftover of a killed run is dropped first; the name is the bench's own.
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${SCRATCH_DATABASE} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${SCRATCH_DATABASE}`);
  cleanups.push(() =>
    adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${SCRATCH_DATABASE} WITH (FORCE)`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${SCRATCH_DATABASE}`;
  const database = await server.openDatabase({ databaseUrl: url.toString(), poolMax: 10 });
  cleanups.push(() => database.close());
  await server.runMigrations(database, url.toString());
  const { rows } = await database.executeSql('show server_version');
  const version = String(rows[0].server_version).split(' ')[0];
  return { database, heading: `PostgreSQL ${version} (scratch database ${SCRATCH_DATABASE})` };
}

// ---------------------------------------------------------------------------------------------
// What is measured

/**
 * Each target is a list of searches taken in turn (run i uses variant i mod length), so a
 * "one-word keyword" is not one cached plan of one word.
 */
function targets(server, engineerId) {
  const q = (raw) => server.jobSearchQuerySchema.parse(raw);
  const tag = (name) => String(server.techTagByName(name).id);
  const search = (queries) => ({
    variants: queries.map((raw) => {
      const query = q(raw);
      return (db) => server.searchJobDescriptions(db, query, engineerId);
    }),
    describe: queries.map((raw) => JSON.stringify(raw)).join(' | '),
  });
  // Through Drizzle's execute, as the service's own queries go. NULLS LAST as Drizzle created
  // the index (status, published_at desc, id desc): a plain `desc` means NULLS FIRST, which
  // that index cannot serve, and PostgreSQL would sort every published row instead.
  const newestQuery = server.sql`select id from job_descriptions where status = 'published'
    order by published_at desc nulls last, id desc nulls last limit 20`;
  const newest = (db) => db.execute(newestQuery);
  return [
    {
      name: 'baseline: newest 20 ids (plain SQL)',
      variants: [newest],
      describe:
        "select id … where status = 'published' order by published_at desc nulls last, id desc nulls last limit 20",
    },
    {
      name: 'baseline: newest 20 + loadJobSummaries',
      variants: [
        async (db) => {
          const { rows } = await newest(db);
          return server.loadJobSummaries(
            db,
            rows.map((r) => Number(r.id)),
            engineerId,
          );
        },
      ],
      describe: 'the same ids, loaded as every job list loads them (company, tags, reactions…)',
    },
    { name: 'no keyword (default sort)', ...search([{}]) },
    {
      name: 'Japanese keyword, one word',
      ...search([
        { keyword: 'バックエンド' },
        { keyword: 'サーバーサイド' },
        { keyword: 'フルリモート' },
        { keyword: '決済' },
      ]),
    },
    { name: 'Japanese keyword, in almost every job', ...search([{ keyword: 'エンジニア' }]) },
    {
      name: 'Latin keyword',
      ...search([{ keyword: 'Go' }, { keyword: 'React' }, { keyword: 'AWS' }]),
    },
    {
      name: 'keyword + filters',
      ...search([
        {
          keyword: 'バックエンド',
          'work_styles[]': ['fullRemote', 'partialRemote'],
          'prog_lang_ids[]': [tag('Go')],
          annual_salary_min: '600',
        },
        {
          keyword: 'React',
          'employment_types[]': ['fulltime'],
          'business_types[]': ['1'],
          'preferred_condition_ids[]': ['11'],
        },
        {
          keyword: 'データ基盤',
          'positions[]': ['DATA_ENGINEER', 'MACHINE_LEARNING_ENGINEER'],
          sort_type: 'annual_salary_at_desc',
        },
      ]),
    },
    {
      name: 'deep page (page 500, no keyword)',
      ...search([{ page: '500' }, { page: '499', sort_type: 'updated_at_desc' }]),
    },
  ];
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Runs at least this many times, even past the time budget, so p99 means something. */
const MIN_RUNS = 20;

async function measure(db, target) {
  const { variants } = target;
  for (let i = 0; i < options.warmup && !stopping; i++) await variants[i % variants.length](db);
  const times = [];
  let total = null;
  // A slow target (every posting matches) stops at its time budget instead of taking an hour.
  const deadline = performance.now() + options.maxSeconds * 1000;
  for (let i = 0; i < options.runs; i++) {
    if (stopping) throw new Error('stopped by a signal');
    if (i >= MIN_RUNS && performance.now() > deadline) break;
    const started = performance.now();
    const answer = await variants[i % variants.length](db);
    times.push(performance.now() - started);
    if (i === 0) total = answer?.paging?.total_count ?? null;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    runs: times.length,
    firstTotal: total,
  };
}

async function benchDatabase(server, kind, adminUrl) {
  const { database, heading } = await openFresh(server, kind, adminUrl);
  console.log(`\n${heading}: seeding ${options.jobs.toLocaleString('en')} job descriptions…`);
  const seedStarted = performance.now();
  let reported = 0;
  const summary = await server.seedDemoWorld(database.db, {
    jobDescriptionCount: options.jobs,
    onProgress: (done, total) => {
      // Thrown inside the seed's transaction: it rolls back and the run stops within a batch.
      if (stopping) throw new Error('stopped by a signal');
      if (done < total && done - reported < total / 5) return;
      reported = done;
      const s = ((performance.now() - seedStarted) / 1000).toFixed(0);
      console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} (${s} s)`);
    },
  });
  const seedMs = performance.now() - seedStarted;
  // What a long-running database has and a fresh bulk load lacks: planner statistics (PGlite
  // never runs autovacuum) and GIN pending lists merged.
  const vacuumStarted = performance.now();
  await database.executeSql('vacuum analyze');
  const vacuumMs = performance.now() - vacuumStarted;
  const [{ id: engineerId }] = (
    await database.executeSql('select id from users where lower(email) = $1', [
      server.DEMO_ACCOUNTS.engineer.email,
    ])
  ).rows;
  const { rows: counts } = await database.executeSql(
    "select count(*) filter (where status = 'published')::int as published, count(*)::int as total, pg_size_pretty(pg_total_relation_size('job_descriptions')) as size from job_descriptions",
  );
  console.log(
    `  seeded in ${(seedMs / 1000).toFixed(1)} s (${summary.companies.toLocaleString('en')} companies, ${counts[0].total.toLocaleString('en')} job descriptions, ${counts[0].published.toLocaleString('en')} published, table with indexes ${counts[0].size}); vacuum analyze ${(vacuumMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  up to ${options.runs} runs per target (at least ${MIN_RUNS}, at most ${options.maxSeconds} s unless fewer than ${MIN_RUNS} ran) after ${options.warmup} warm-up runs, one at a time, signed in as the demo engineer (one blocked company)`,
  );
  const rows = [];
  for (const target of targets(server, Number(engineerId))) {
    const result = await measure(database.db, target);
    rows.push({ name: target.name, describe: target.describe, ...result });
  }
  const baseline = rows[0].p50;
  printTable(
    ['target', 'runs', 'p50 ms', 'p99 ms', 'max ms', 'p50 vs baseline', 'matches (first variant)'],
    rows.map((r) => [
      r.name,
      String(r.runs),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      r.max.toFixed(2),
      `${(r.p50 / baseline).toFixed(1)}x`,
      r.firstTotal === null ? '' : r.firstTotal.toLocaleString('en'),
    ]),
  );
  return {
    heading,
    seedMs: Math.round(seedMs),
    vacuumAnalyzeMs: Math.round(vacuumMs),
    companies: summary.companies,
    jobDescriptions: counts[0].total,
    published: counts[0].published,
    tableSize: counts[0].size,
    rows,
  };
}

// ---------------------------------------------------------------------------------------------
// Run

async function main() {
  const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? DEFAULT_ADMIN_URL;
  const kinds = options.database === 'both' ? ['pglite', 'postgres'] : [options.database];
  let skipped = null;
  if (kinds.includes('postgres')) {
    try {
      await adminQuery(adminUrl, 'select 1');
    } catch (err) {
      const why = `PostgreSQL not reachable at ${redact(adminUrl)}: ${reason(err)}`;
      if (options.database === 'postgres') {
        console.error(`${why}. Start it, or point BENCH_ADMIN_DATABASE_URL at one.`);
        process.exit(1);
      }
      skipped = `${why} (set BENCH_ADMIN_DATABASE_URL); measuring PGlite only`;
      console.log(skipped);
      kinds.splice(kinds.indexOf('postgres'), 1);
    }
  }
  const server = await loadServer();
  const results = [];
  let failed = false;
  for (const kind of kinds) {
    if (stopping) break;
    try {
      results.push({ kind, ...(await benchDatabase(server, kind, adminUrl)) });
    } catch (err) {
      failed = true;
      console.error(`${kind}: ${err.stack ?? err}`);
    } finally {
      await cleanUp();
      cleanups.length = 0;
      cleaningUp = null;
    }
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(
    RESULTS_DIR,
    `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ options, node: process.version, skipped, results }, null, 2)}\n`,
  );
  console.log(`\nJSON: ${path.relative(ROOT, file)}`);
  process.exitCode = stopping ? 130 : failed ? 1 : 0;
}

main().catch(async (err) => {
  console.error(err);
  await cleanUp();
  process.exit(1);
});
