// Where a request's server time goes: starts the BUILT server under `node --cpu-prof`, loads
// one target with autocannon, stops the server (which writes the V8 profile) and prints the
// sampled self time grouped by where the code lives: our modules, each npm package, Node's
// internals, the garbage collector, idle.
//
//   npm run bench:profile -- /healthz
//   npm run bench:profile -- --signed-in /api/auth/
//   npm run bench:profile -- --duration 10 --top 40 /api/global_settings/
//
// The .cpuprofile file stays in bench/results/ and opens in Chrome DevTools (Performance tab).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { printTable, startServer, stopOnSignals } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '20' },
    top: { type: 'string', default: '25' },
    'signed-in': { type: 'boolean', default: false },
    database: { type: 'string', default: 'pglite' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help || positionals.length !== 1) {
  console.log(
    'usage: node profile.mjs [--signed-in] [--database pglite|postgres] [--duration S] [--connections N] [--top N] PATH',
  );
  process.exit(values.help ? 0 : 2);
}
const target = positionals[0];
const duration = Number(values.duration);
const top = Number(values.top);

const resultsDir = path.join(import.meta.dirname, 'results');
const profDir = path.join(resultsDir, `prof-${Date.now()}`);
mkdirSync(profDir, { recursive: true });

const server = await startServer({
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--cpu-prof-interval=200'],
  postgresUrl:
    values.database === 'postgres'
      ? (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
      : undefined,
});
stopOnSignals(server.stop);

const headers = await (values['signed-in'] ? signIn(server.baseUrl) : signIn(server.baseUrl, null));
// V8 stamps samples with the monotonic clock that hrtime reads too: only the samples taken
// while the load ran count, not the start-up (migrations, demo seed) nor the shutdown.
const loadStart = process.hrtime.bigint() / 1000n;
const run = await autocannon({
  url: `${server.baseUrl}${target}`,
  connections: Number(values.connections),
  duration,
  headers: { ...headers, accept: target === '/' ? 'text/html' : 'application/json' },
  timeout: 10,
});
const loadEnd = process.hrtime.bigint() / 1000n;
await server.stop();

const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) {
  console.error('no profile was written');
  process.exit(1);
}
const finalFile = path.join(
  resultsDir,
  `profile-${target.replace(/\W+/g, '_')}-${Date.now()}.cpuprofile`,
);
renameSync(path.join(profDir, file), finalFile);
rmSync(profDir, { recursive: true, force: true });

const profile = JSON.parse(readFileSync(finalFile, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMicros = new Map();
let at = BigInt(profile.startTime);
for (let i = 0; i < profile.samples.length; i++) {
  at += BigInt(profile.timeDeltas[i] ?? 0);
  if (at < loadStart || at > loadEnd) continue;
  const dt = profile.timeDeltas[i + 1] ?? 0;
  selfMicros.set(profile.samples[i], (selfMicros.get(profile.samples[i]) ?? 0) + dt);
}

/** Which part of the program a frame belongs to. */
function bucketOf(frame) {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(garbage collector)') return '(garbage collector)';
    if (functionName === '(program)') return '(program: V8 and native)';
    return `(native) ${functionName || 'anonymous'}`;
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.includes('apps/server/dist/')) return `kiseki: ${functionName || 'anonymous'}`;
  return url;
}

let total = 0;
let busy = 0;
const buckets = new Map();
const functions = new Map();
for (const [id, micros] of selfMicros) {
  const node = nodes.get(id);
  total += micros;
  const bucket = bucketOf(node.callFrame);
  if (bucket !== '(idle)') busy += micros;
  buckets.set(bucket, (buckets.get(bucket) ?? 0) + micros);
  const fn = `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url || '')}:${node.callFrame.lineNumber + 1}`;
  functions.set(fn, (functions.get(fn) ?? 0) + micros);
}

const requests = run.requests.total;
console.log(
  `\n${target}: ${Math.round(run.requests.average)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, ${requests} requests, non-2xx ${run.non2xx}`,
);
console.log(
  `profile: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy, ${(busy / requests).toFixed(1)} µs of server CPU per request\n`,
);
const rows = (map) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => [
      name.slice(0, 90),
      `${((100 * micros) / busy).toFixed(1)}%`,
      (micros / requests).toFixed(1),
    ]);
printTable(['where (self time)', 'of busy', 'µs/req'], rows(buckets));
console.log('');
printTable(['function (self time)', 'of busy', 'µs/req'], rows(functions));
console.log(`\nprofile written to ${path.relative(process.cwd(), finalFile)}`);
if (!existsSync(finalFile)) process.exit(1);
