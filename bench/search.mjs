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
import { parseArgs } from 'node:util';
import {
  checkStop,
  DEFAULT_ADMIN_URL,
  isStopping,
  loadServer,
  openFresh,
  percentile,
  runOnDatabases,
  start,
} from './lib/scratch-bench.mjs';
import { printTable } from './lib/server.mjs';

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

/** Runs at least this many times, even past the time budget, so p99 means something. */
const MIN_RUNS = 20;

async function measure(db, target) {
  const { variants } = target;
  for (let i = 0; i < options.warmup && !isStopping(); i++) await variants[i % variants.length](db);
  const times = [];
  let total = null;
  // A slow target (every posting matches) stops at its time budget instead of taking an hour.
  const deadline = performance.now() + options.maxSeconds * 1000;
  for (let i = 0; i < options.runs; i++) {
    checkStop();
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
  const { database, heading } = await openFresh(server, kind, adminUrl, {
    name: 'search',
    scratchDatabase: SCRATCH_DATABASE,
  });
  console.log(`\n${heading}: seeding ${options.jobs.toLocaleString('en')} job descriptions…`);
  const seedStarted = performance.now();
  let reported = 0;
  const summary = await server.seedDemoWorld(database.db, {
    jobDescriptionCount: options.jobs,
    onProgress: (done, total) => {
      // Thrown inside the seed's transaction: it rolls back and the run stops within a batch.
      checkStop();
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

start(() =>
  runOnDatabases({
    name: 'search',
    options,
    server: () =>
      loadServer('search', [
        "export { seedDemoWorld } from './src/modules/demo/demo-seed.service.ts';",
        "export { DEMO_ACCOUNTS } from './src/modules/demo/demo-accounts.ts';",
        "export { searchJobDescriptions } from './src/modules/jobs/search/job-search.service.ts';",
        "export { loadJobSummaries } from './src/modules/jobs/job-summaries.ts';",
        "export { jobSearchQuerySchema, techTagByName } from '@kiseki/contract';",
      ]),
    benchDatabase,
  }),
);
