// What the service benches (search.mjs, candidates.mjs) share: the server's code bundled in
// memory with its own esbuild, a fresh migrated database of each kind (PGlite in a temporary
// DATA_DIR, PostgreSQL in a scratch database), clean-up on every way out, percentiles, and
// the run over both databases that writes the JSON under bench/results/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER_DIR = path.join(ROOT, 'apps/server');
export const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(an unparsable URL)';
  }
}

/** One line saying why something failed; pg's connection errors can have an empty message. */
export function reason(err) {
  const first = err?.errors?.[0] ?? err;
  return first?.message || first?.code || String(err);
}

/**
 * Bundles `exports` (lines of `export … from './src/…'`, resolved from apps/server) with the
 * database opener and migrations into one ES module and imports it. The bundle is written under
 * bench/results/ for the moment it is imported, so that it finds the migrations of the
 * repository it belongs to.
 */
export async function loadServer(name, exports) {
  const serverRequire = createRequire(path.join(SERVER_DIR, 'package.json'));
  const { build } = await import(pathToFileURL(serverRequire.resolve('esbuild')).href);
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8'));
  // The server's dependencies stay packages (PGlite finds its WebAssembly next to itself).
  const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
    (dependency) => !dependency.startsWith('@kiseki/'),
  );
  const result = await build({
    stdin: {
      contents: [
        "export { openDatabase } from './src/db/client.ts';",
        "export { runMigrations } from './src/db/migrate.ts';",
        "export { sql } from 'drizzle-orm';",
        ...exports,
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
  const file = path.join(RESULTS_DIR, `.${name}-bundle-${process.pid}.mjs`);
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
let stopping = false;

/** Set by a signal: no new call starts (PGlite would queue it behind its own close). */
export const isStopping = () => stopping;
export const checkStop = () => {
  if (stopping) throw new Error('stopped by a signal');
};

export function cleanUp() {
  cleaningUp ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((err) => console.error(`clean-up: ${reason(err)}`));
    }
  })();
  return cleaningUp;
}

export async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Opens a migrated, empty database of the kind asked for and registers its removal. The
 * scratch database's name is the bench's own and fixed, so a run killed with SIGKILL leaves
 * one known name behind, dropped by the next run.
 */
export async function openFresh(server, kind, adminUrl, { name, scratchDatabase }) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `kiseki-bench-${name}-`));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const database = await server.openDatabase({ dataDir });
    cleanups.push(() => database.close());
    await server.runMigrations(database);
    return { database, heading: `PGlite (embedded, ${dataDir})` };
  }
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${scratchDatabase} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${scratchDatabase}`);
  cleanups.push(() =>
    adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${scratchDatabase} WITH (FORCE)`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${scratchDatabase}`;
  const database = await server.openDatabase({ databaseUrl: url.toString(), poolMax: 10 });
  cleanups.push(() => database.close());
  await server.runMigrations(database, url.toString());
  const { rows } = await database.executeSql('show server_version');
  const version = String(rows[0].server_version).split(' ')[0];
  return { database, heading: `PostgreSQL ${version} (scratch database ${scratchDatabase})` };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * The run: each database kind asked for (PostgreSQL skipped, and said so, when it does not
 * answer, unless it alone was asked for), `benchDatabase(server, kind, adminUrl)` on each with
 * a clean-up after it, and the results written to bench/results/{name}-{time}.json.
 */
export async function runOnDatabases({ name, options, server, benchDatabase }) {
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
  const loaded = await server();
  const results = [];
  let failed = false;
  for (const kind of kinds) {
    if (stopping) break;
    try {
      results.push({ kind, ...(await benchDatabase(loaded, kind, adminUrl)) });
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
    `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ options, node: process.version, skipped, results }, null, 2)}\n`,
  );
  console.log(`\nJSON: ${path.relative(ROOT, file)}`);
  process.exitCode = stopping ? 130 : failed ? 1 : 0;
}

/**
 * Runs `main`: a first Ctrl-C stops after the call under way and cleans up, a second leaves
 * at once; an unexpected failure still cleans up.
 */
export function start(main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) process.exit(1); // a second signal: now, leaving what is left
      stopping = true;
      console.error(`\n${signal}: stopping after the call under way, then cleaning up…`);
    });
  }
  main().catch(async (err) => {
    console.error(err);
    await cleanUp();
    process.exit(1);
  });
}
