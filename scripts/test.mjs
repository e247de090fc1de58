// `npm test`: every test the project has. Unit, component and API tests (Vitest, server tests
// on PGlite and, when reachable, PostgreSQL), then the browser tests (Playwright in the
// system Chromium against the built app). Chromium comes from Debian's package: installed
// here when we are root, otherwise we stop with the one command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromium}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env,
  });
}

const step = (title, cmd, args) => {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
};

ensureChromium();
step('Unit, component and API tests', 'npx', ['vitest', 'run']);
step('Build', 'node', ['scripts/ensure-built.mjs']);
step('Browser tests', 'npm', ['test', '-w', '@kiseki/e2e']);
console.log('\nAll tests passed.');
