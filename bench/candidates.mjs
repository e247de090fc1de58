// Recruiters' engineer search at scale: the services behind GET /api/company/candidates/search
// (searchCandidates), GET /api/company/candidates/:user_id (getCandidatePage) and the person's
// GET /api/analytics/views (viewsAnalytics), called directly on a generated world of 20,000
// engineers, once on the embedded PGlite (a temporary DATA_DIR) and once on PostgreSQL (a
// scratch database, created and dropped by the run), each beside a baseline measured in the
// same run on the same data: a plain `select id from users order by id desc limit 20`.
//
//   npm run bench:candidates                                   # 20,000 engineers, both databases
//   npm run bench:candidates -- --database postgres --people 50000
//   npm run bench:candidates -- --database pglite --people 5000 --runs 30
//   BENCH_ADMIN_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:candidates
//
// No HTTP, as bench:search: the figures are the floor under the endpoints'. The engineers are
// the candidate factory's (apps/server/test/factories/candidate.factory.ts, which the demo's
// pool of engineers uses too), inserted a few hundred at a time; their search rows are built
// once after the load, as the demo seed does, so no target pays the first build.
//
// The clock is the bench's own: it starts at the world's reference time and moves a second
// per run, so keyword hits and page views are recorded as on a real day. One target moves it
// an hour per run instead: a recruiter searching again after the index rows have aged, which
// is how a site with few searches an hour lives.
//
// The services are TypeScript inside the server: bundled in memory with the server's own
// esbuild (as bench:search does), so this needs `npm ci` only, no build.
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
const SCRATCH_DATABASE = 'kiseki_bench_candidates';
/** PGlite serves one query at a time in this process: fewer runs keep a run near minutes. */
const DEFAULT_RUNS = { postgres: 200, pglite: 50 };
/** People per insertCandidates call: each table's statement stays under the parameter limit. */
const INSERT_BATCH = 250;
/** Companies whose recruiters opened the analytics person's page. */
const VIEWING_COMPANIES = 200;
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const options = parseOptions();

// ---------------------------------------------------------------------------------------------
// Options

function parseOptions() {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'both' },
      people: { type: 'string', default: '20000' },
      runs: { type: 'string' },
      warmup: { type: 'string', default: '5' },
      'max-seconds': { type: 'string', default: '60' },
      seed: { type: 'string', default: '10' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(
      'usage: node candidates.mjs [--database pglite|postgres|both] [--people N] [--runs N] [--warmup N] [--max-seconds S] [--seed N]\n' +
        `--runs defaults to ${DEFAULT_RUNS.postgres} on PostgreSQL and ${DEFAULT_RUNS.pglite} on PGlite.\n` +
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
    people: int('people', 100, 1_000_000),
    runs: values.runs === undefined ? null : int('runs', 10, 100_000),
    warmup: int('warmup', 0, 1_000),
    maxSeconds: int('max-seconds', 1, 3_600),
    seed: int('seed', 0, 2 ** 31),
  };
}

// ---------------------------------------------------------------------------------------------
// The world

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * N engineers from the candidate factory, a hiring company and its recruiter, scores for
 * every engineer, and one engineer whose page VIEWING_COMPANIES companies kept opening.
 */
async function seedWorld(server, database) {
  const { db } = database;
  const now = server.FACTORY_NOW;
  const rng = server.createRng(options.seed).fork('bench-candidates');
  const timings = {};

  let started = performance.now();
  const ids = [];
  const builds = [];
  let reported = 0;
  for (let from = 0; from < options.people; from += INSERT_BATCH) {
    checkStop();
    const batch = [];
    for (let n = from; n < Math.min(options.people, from + INSERT_BATCH); n++) {
      const build = server.buildCandidate(
        rng.fork(`candidate-${n}`),
        { email: `candidate${n}@bench.kiseki.example.jp` },
        { now },
      );
      // A year of GitHub contribution days per person (about 100 rows each) feeds scores,
      // which the bench writes itself; the search never reads them.
      batch.push({ ...build, contributionDays: [] });
    }
    ids.push(...(await server.insertCandidates(db, batch)));
    builds.push(...batch);
    if (ids.length - reported >= options.people / 5 || ids.length === options.people) {
      reported = ids.length;
      console.log(
        `  ${ids.length.toLocaleString('en')} / ${options.people.toLocaleString('en')} engineers (${seconds(started)} s)`,
      );
    }
  }
  timings.insertMs = performance.now() - started;

  // Scores as the nightly re-rank leaves them, drawn here: computing them is the scoring
  // code's cost, not the search's. Every engineer has every type (the sort and the score
  // filter read them; the result rows show them).
  started = performance.now();
  const types = [...server.SCORER_TYPES, server.TOTAL_SCORER_TYPE];
  await database.executeSql('select setseed($1::float8)', [(options.seed % 1000) / 1000]);
  await database.executeSql(
    `insert into score_details (user_id, scorer_type, raw_value, score, percentile, ranking,
       population, is_exist_output, is_connected_sns, computed_at)
     select u.id, t.type, r.raw, round((1 + r.raw * 4)::numeric, 2)::float8, r.raw * 100, null,
       $2::int, true, true, $3::timestamptz
     from users u
     cross join unnest($1::smallint[]) as t(type)
     cross join lateral (select random() + u.id * 0 as raw) r
     where u.email like '%@bench.kiseki.example.jp'`,
    [types, ids.length, now.toISOString()],
  );
  timings.scoresMs = performance.now() - started;

  const company = await server.createCompany(db, { name: '株式会社ベンチマーク採用' });
  await server.createRecruiter(db, company.id, {}, now);

  // The analytics person: an engineer with outputs, whose page VIEWING_COMPANIES companies
  // opened on some of the last 120 days (30 beyond the window), each visit recording the
  // page and every output shown, as getCandidatePage does.
  started = performance.now();
  const viewedIndex = builds.findIndex(
    (b) =>
      b.jobSetting.hirabilityLevel !== 'NO_JOB_CHANGE' &&
      b.accounts.reduce((n, a) => n + a.outputs.length, 0) >= 5,
  );
  const viewedId = ids[Math.max(0, viewedIndex)];
  const urls = builds[Math.max(0, viewedIndex)].accounts
    .flatMap((a) => a.outputs.map((o) => o.url))
    .slice(0, 30);
  const viewRng = rng.fork('views');
  const histories = [];
  for (let c = 0; c < VIEWING_COMPANIES; c++) {
    const viewer = await server.createCompany(db, {}, {});
    const visits = viewRng.int(1, 25);
    for (let v = 0; v < visits; v++) {
      const at = new Date(
        now.getTime() - viewRng.int(0, 119) * DAY_MS - viewRng.int(0, 86_399_000),
      );
      histories.push({ userId: viewedId, companyId: viewer.id, outputUrl: null, accessedAt: at });
      for (const url of urls) {
        histories.push({ userId: viewedId, companyId: viewer.id, outputUrl: url, accessedAt: at });
      }
    }
  }
  for (let i = 0; i < histories.length; i += 2_000) {
    await db.insert(server.browsedHistories).values(histories.slice(i, i + 2_000));
  }
  timings.historiesMs = performance.now() - started;

  // Every search row built once, as the demo seed does after loading its engineers.
  started = performance.now();
  const built = await server.indexAllPeople(db, now);
  timings.indexMs = performance.now() - started;

  started = performance.now();
  // What a long-running database has and a fresh bulk load lacks: planner statistics (PGlite
  // never runs autovacuum) and GIN pending lists merged.
  await database.executeSql('vacuum analyze');
  timings.vacuumMs = performance.now() - started;

  const visible = builds
    .map((b, i) => ({ b, id: ids[i] }))
    .filter(({ b }) => b.jobSetting.hirabilityLevel !== 'NO_JOB_CHANGE')
    .map(({ id }) => id);
  return {
    now,
    companyId: company.id,
    viewedId,
    histories: histories.length,
    pageIds: [visible[0], visible[Math.floor(visible.length / 2)], visible.at(-1), viewedId],
    built,
    timings,
  };
}

// ---------------------------------------------------------------------------------------------
// What is measured

/**
 * Each target is a list of calls taken in turn (run i uses variant i mod length), so a
 * "one-word keyword" is not one cached plan of one word. `stepMs` moves the bench's clock
 * before each run.
 */
function targets(server, world) {
  const q = (raw) => server.candidateSearchQuerySchema.parse(raw);
  const tag = (name) => String(server.techTagByName(name).id);
  const search = (queries, extra = {}) => ({
    variants: queries.map((raw) => {
      const query = q(raw);
      return (db, now) => server.searchCandidates(db, world.companyId, query, now);
    }),
    describe: queries.map((raw) => JSON.stringify(raw)).join(' | '),
    ...extra,
  });
  const newestQuery = server.sql`select id from users order by id desc limit 20`;
  return [
    {
      name: 'baseline: newest 20 user ids (plain SQL)',
      variants: [(db) => db.execute(newestQuery)],
      describe: 'select id from users order by id desc limit 20',
    },
    {
      name: 'Japanese keyword, one word',
      ...search([{ keyword: 'バックエンド' }, { keyword: 'インフラ' }, { keyword: '決済' }]),
    },
    { name: 'Latin keyword', ...search([{ keyword: 'Go' }, { keyword: 'React' }]) },
    {
      name: 'keyword + filters',
      ...search([
        {
          keyword: 'バックエンド',
          'hirability_levels[]': ['JOB_CHANGE', 'WANT_TO_HEAR'],
          'work_styles[]': ['fullRemote', 'partialRemote'],
          'tag_ids[]': [tag('Go')],
          years_min: '3',
        },
        {
          keyword: 'React',
          'prefecture_codes[]': ['13', '14'],
          desired_salary_max: '800',
          score_min: '2',
          sort_type: 'updated_at_desc',
        },
      ]),
    },
    { name: 'no keyword (default sort)', ...search([{}]) },
    {
      name: 'page 50 (no keyword)',
      ...search([{ page: '50' }, { page: '50', sort_type: 'updated_at_desc' }]),
    },
    {
      name: 'candidate page',
      variants: world.pageIds.map(
        (id) => (db, now) => server.getCandidatePage(db, world.companyId, id, now),
      ),
      describe: `getCandidatePage for ${world.pageIds.length} people in turn (one with ${world.histories.toLocaleString('en')} browsed histories)`,
    },
    {
      name: 'analytics views (many histories)',
      variants: [(db, now) => server.viewsAnalytics(db, world.viewedId, now)],
      describe: `viewsAnalytics of the person with ${world.histories.toLocaleString('en')} browsed histories from ${VIEWING_COMPANIES} companies`,
    },
    // Last: on the code before decision 017's follow-up, every run here rebuilt the 200
    // oldest rows, and the targets after it would have kept doing so.
    {
      name: 'keyword, an hour after the last search',
      ...search([{ keyword: 'バックエンド' }, { keyword: 'Go' }], { stepMs: HOUR_MS + MINUTE_MS }),
    },
  ];
}

/** Runs at least this many times, even past the time budget, so p99 means something. */
const MIN_RUNS = 20;

async function measure(db, target, clock, runs) {
  const { variants } = target;
  const step = target.stepMs ?? 1000;
  const call = (i) => {
    clock.ms += step;
    return variants[i % variants.length](db, new Date(clock.ms));
  };
  for (let i = 0; i < options.warmup && !isStopping(); i++) await call(i);
  const times = [];
  let total = null;
  // A slow target stops at its time budget instead of taking an hour.
  const deadline = performance.now() + options.maxSeconds * 1000;
  for (let i = 0; i < runs; i++) {
    checkStop();
    if (i >= MIN_RUNS && performance.now() > deadline) break;
    const started = performance.now();
    const answer = await call(i);
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
    name: 'candidates',
    scratchDatabase: SCRATCH_DATABASE,
  });
  const runs = options.runs ?? DEFAULT_RUNS[kind];
  console.log(`\n${heading}: seeding ${options.people.toLocaleString('en')} engineers…`);
  const world = await seedWorld(server, database);
  const { rows: sizes } = await database.executeSql(
    `select (select count(*)::int from users) as users,
       (select count(*)::int from portfolio_outputs) as outputs,
       pg_size_pretty(pg_total_relation_size('person_search_index')) as index_size`,
  );
  const t = world.timings;
  console.log(
    `  inserted in ${(t.insertMs / 1000).toFixed(1)} s, scores ${(t.scoresMs / 1000).toFixed(1)} s, ${world.histories.toLocaleString('en')} browsed histories ${(t.historiesMs / 1000).toFixed(1)} s, ${world.built.toLocaleString('en')} search rows built in ${(t.indexMs / 1000).toFixed(1)} s (person_search_index ${sizes[0].index_size}), vacuum analyze ${(t.vacuumMs / 1000).toFixed(1)} s; ${sizes[0].users.toLocaleString('en')} users, ${sizes[0].outputs.toLocaleString('en')} outputs`,
  );
  console.log(
    `  up to ${runs} runs per target (at least ${MIN_RUNS}, at most ${options.maxSeconds} s unless fewer than ${MIN_RUNS} ran) after ${options.warmup} warm-up runs, one at a time`,
  );
  const clock = { ms: world.now.getTime() + MINUTE_MS };
  const rows = [];
  for (const target of targets(server, world)) {
    const result = await measure(database.db, target, clock, runs);
    rows.push({ name: target.name, describe: target.describe, ...result });
    console.log(`  ${target.name}: p50 ${result.p50.toFixed(2)} ms (${result.runs} runs)`);
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
    people: options.people,
    users: sizes[0].users,
    outputs: sizes[0].outputs,
    browsedHistories: world.histories,
    personSearchIndexSize: sizes[0].index_size,
    timingsMs: Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v)])),
    runsAsked: runs,
    rows,
  };
}

// ---------------------------------------------------------------------------------------------
// Run

start(() =>
  runOnDatabases({
    name: 'candidates',
    options,
    server: () =>
      loadServer('candidates', [
        "export { browsedHistories } from './src/db/schema/index.ts';",
        "export { buildCandidate, insertCandidates, createRng, createCompany, createRecruiter, FACTORY_NOW } from './test/factories/index.ts';",
        "export { indexAllPeople } from './src/modules/recruiting/candidates/person-search-index.ts';",
        "export { searchCandidates } from './src/modules/recruiting/candidates/candidate-search.service.ts';",
        "export { getCandidatePage } from './src/modules/recruiting/candidates/candidate-page.service.ts';",
        "export { viewsAnalytics } from './src/modules/recruiting/candidates/views-analytics.service.ts';",
        "export { candidateSearchQuerySchema, techTagByName, SCORER_TYPES, TOTAL_SCORER_TYPE } from '@kiseki/contract';",
      ]),
    benchDatabase,
  }),
);
