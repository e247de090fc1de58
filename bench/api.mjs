// HTTP throughput benchmark: autocannon against the BUILT server (temporary database) and,
// in the same run, against a bare Fastify "hello JSON" server as the baseline, so the
// numbers can be compared with what this machine can do at all.
//
//   npm run bench:api                    # 20 connections, 10 s per target
//   npm run bench:api -- --duration 5 --connections 10
//
// Traffic goes to 127.0.0.1 only; every run is bounded in time.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { assertBuilt, printTable, startServer, stopOnSignals } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log('usage: node api.mjs [--duration SECONDS] [--connections N] [--warmup SECONDS]');
  process.exit(0);
}
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
if (!Number.isInteger(duration) || duration < 1 || duration > 300) {
  console.error('--duration must be an integer number of seconds from 1 to 300');
  process.exit(2);
}
if (!Number.isInteger(connections) || connections < 1 || connections > 1000) {
  console.error('--connections must be an integer from 1 to 1000');
  process.exit(2);
}
if (!Number.isInteger(warmup) || warmup < 0 || warmup > 60) {
  console.error('--warmup must be an integer number of seconds from 0 to 60');
  process.exit(2);
}

try {
  assertBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

/** Starts bench/lib/baseline-server.mjs in its own process and resolves with its URL. */
function startBaseline() {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'lib/baseline-server.mjs')],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
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
    const timer = setTimeout(() => reject(new Error('the baseline server did not start')), 15_000);
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

const runCannon = (url, seconds, headers) =>
  autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    // A stuck request must not hold the run: count it as a timeout after 10 s.
    timeout: 10,
  });

const server = await startServer().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
let baseline;
const cleanUp = async () => {
  if (baseline) await baseline.stop();
  await server.stop();
};
stopOnSignals(cleanUp);

const started = new Date();
const rows = [];
let exitCode = 0;
try {
  baseline = await startBaseline();

  // Browsers come back with the csrftoken cookie the first response set; so do we, otherwise
  // every request would make the server mint (and sign) a fresh token.
  const prime = await fetch(`${server.baseUrl}/api/login_status/`);
  const csrf = /csrftoken=([^;]+)/.exec(prime.headers.get('set-cookie') ?? '')?.[1];
  const kisekiHeaders = {
    'accept-encoding': 'br, gzip',
    'x-requested-with': 'XMLHttpRequest',
    ...(csrf ? { cookie: `csrftoken=${csrf}` } : {}),
  };

  // A signed-in person (the demo admin the server seeds): every request looks the session up
  // and may slide its expiry, which is the cost signed-in screens pay.
  const login = await fetch(`${server.baseUrl}/api/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(csrf ? { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf } : {}),
    },
    body: JSON.stringify({ email: 'admin@kiseki.example.jp', password: 'kiseki-admin-2026' }),
  });
  if (login.status !== 200) throw new Error(`demo login failed with ${login.status}`);
  const sessionCookies = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const signedInHeaders = { ...kisekiHeaders, cookie: sessionCookies };

  const targets = [
    {
      name: 'baseline: bare Fastify GET /',
      url: `${baseline.url}/`,
      headers: { 'accept-encoding': 'br, gzip' },
    },
    {
      name: 'GET /api/global_settings/',
      url: `${server.baseUrl}/api/global_settings/`,
      headers: kisekiHeaders,
    },
    {
      name: 'GET /api/login_status/',
      url: `${server.baseUrl}/api/login_status/`,
      headers: kisekiHeaders,
    },
    {
      name: 'GET /api/auth/ (signed in)',
      url: `${server.baseUrl}/api/auth/`,
      headers: signedInHeaders,
    },
    {
      name: 'GET /api/threads/unread_count (signed in)',
      url: `${server.baseUrl}/api/threads/unread_count`,
      headers: signedInHeaders,
    },
    { name: 'GET /healthz', url: `${server.baseUrl}/healthz`, headers: kisekiHeaders },
    {
      name: 'GET / (index.html)',
      url: `${server.baseUrl}/`,
      headers: { ...kisekiHeaders, accept: 'text/html' },
    },
  ];

  console.log(
    `${connections} connections, ${warmup} s warm-up + ${duration} s per target; server ${server.baseUrl}, baseline ${baseline.url}`,
  );
  for (const target of targets) {
    if (warmup > 0) await runCannon(target.url, warmup, target.headers);
    const r = await runCannon(target.url, duration, target.headers);
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
    rows.push(row);
    console.log(
      `  ${row.name}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms` +
        (row.non2xx || row.errors ? ` (non-2xx ${row.non2xx}, errors ${row.errors})` : ''),
    );
  }
} catch (err) {
  console.error(`bench:api failed: ${err.stack ?? err}`);
  exitCode = 1;
} finally {
  await cleanUp();
}

if (rows.length > 0) {
  const base = rows[0]?.requestsPerSecond || null;
  console.log('');
  printTable(
    ['target', 'req/s', 'vs baseline', 'p50', 'p99', 'non-2xx', 'errors'],
    rows.map((r) => [
      r.name,
      Math.round(r.requestsPerSecond).toString(),
      base ? `${Math.round((100 * r.requestsPerSecond) / base)}%` : '-',
      `${r.latencyP50Ms} ms`,
      `${r.latencyP99Ms} ms`,
      String(r.non2xx),
      String(r.errors),
    ]),
  );
  if (rows.some((r) => r.non2xx > 0 || r.errors > 0)) {
    console.log(
      '\nwarning: some targets answered non-2xx or failed; their figures are not comparable',
    );
    exitCode = exitCode || 1;
  }
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `api-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        benchmark: 'api',
        startedAt: started.toISOString(),
        node: process.version,
        connections,
        durationSeconds: duration,
        warmupSeconds: warmup,
        results: rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
}
process.exit(exitCode);
