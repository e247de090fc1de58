// Starts the BUILT Kiseki server (apps/server/dist/main.js) on a free loopback port with a
// fresh temporary DATA_DIR, waits until /readyz answers 200, and stops it again (removing
// the data directory). Shared by web.mjs and api.mjs; the e2e workspace has its own copy in
// TypeScript (e2e/support/server.ts) because the two workspaces do not import each other.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');

/** Throws a one-line, actionable error when the build output is missing. */
export function assertBuilt({ web = true } = {}) {
  const missing = [];
  if (web && !existsSync(webIndex)) missing.push(path.relative(repoRoot, webIndex));
  if (!existsSync(serverMain)) missing.push(path.relative(repoRoot, serverMain));
  if (missing.length > 0) {
    throw new Error(
      `The built app is missing (${missing.join(', ')}): run \`npm run build\` at the repository root first.`,
    );
  }
}

const RUNNING = /Kiseki is running at https?:\/\/[^:\s]+:(\d+)/;

/**
 * `nodeArgs` go before the script (for example `--cpu-prof`). With `postgresUrl` the server
 * runs on a fresh PostgreSQL database created beside the one that URL names, dropped at stop.
 *
 * @param {{ startTimeoutMs?: number, env?: Record<string, string>, nodeArgs?: string[], postgresUrl?: string }} [options]
 * @returns {Promise<{ baseUrl: string, port: number, dataDir: string, databaseUrl: string | null, output: () => string, stop: () => Promise<void> }>}
 */
export async function startServer({
  startTimeoutMs = 120_000,
  env = {},
  nodeArgs = [],
  postgresUrl,
} = {}) {
  assertBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kiseki-bench-'));
  const fresh = postgresUrl ? await createFreshDatabase(postgresUrl) : null;
  if (fresh) env = { ...env, DATABASE_URL: fresh.url };
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: randomBytes(32).toString('hex'),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info', // the production default: the access log is part of the cost
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let log = '';
  const remember = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  // Every caller gets the same promise: a Ctrl-C arriving while the run is already stopping
  // must wait for the database to be dropped before the process exits.
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (fresh) await fresh.drop();
    })();
    return stopping;
  };

  try {
    const port = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start within ${startTimeoutMs} ms`)),
        startTimeoutMs,
      );
      const onData = () => {
        const match = RUNNING.exec(log);
        if (match) {
          clearTimeout(timer);
          child.stdout.off('data', onData);
          resolve(Number(match[1]));
        }
      };
      child.stdout.on('data', onData);
      exited.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(new Error(`the server exited during start-up (code ${code}, signal ${signal})`));
      });
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitReady(baseUrl, startTimeoutMs);
    return { baseUrl, port, dataDir, databaseUrl: fresh?.url ?? null, output: () => log, stop };
  } catch (err) {
    await stop();
    throw new Error(`${err.message}\n--- server output ---\n${log}`);
  }
}

/** True when PostgreSQL answers at `url` within a few seconds. */
export async function postgresReachable(url) {
  return postgresVersion(url).then(
    () => true,
    () => false,
  );
}

/**
 * The `server_version` PostgreSQL reports at `url` (for example "15.20 (Debian …)"); rejects
 * within a few seconds, with the driver's reason, when it does not answer.
 */
export async function postgresVersion(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query('SHOW server_version');
    return rows[0].server_version;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new, empty database on the server `url` points at; `drop` removes it. */
async function createFreshDatabase(url) {
  const name = `kiseki_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

async function waitReady(baseUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.status === 200) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${baseUrl}/readyz did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}

/** Runs `stop` on SIGINT/SIGTERM too, so Ctrl-C never leaves a server behind. */
export function stopOnSignals(stop) {
  const handler = (signal) => {
    stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}

/** Median of numbers, ignoring null/undefined/NaN; null when nothing is left. */
export function median(values) {
  const xs = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Prints rows (arrays of strings) as an aligned plain-text table. */
export function printTable(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  const line = (r) =>
    r
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
