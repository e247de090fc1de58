import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the real entry point (`src/main.ts` through tsx) as `npm start` would. */
function start(dataDir: string): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Vitest puts Vite's BASE_URL ('/') into the environment; it is not ours.
      BASE_URL: '',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(started: Started, pattern: RegExp, ms = 90_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const match = pattern.exec(started.output());
    if (match) return match;
    if (started.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`did not see ${pattern} in:\n${started.output()}`);
}

describe.runIf(process.env.TEST_DB_KIND !== 'postgres')(
  'npm start on the embedded database',
  () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kiseki-start-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('seeds an empty data directory, refuses a second process, stops gracefully, reuses data', async () => {
      const first = start(dataDir);
      const [, port] = await waitFor(first, /running at http:\/\/localhost:(\d+)/);
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const settings = await fetch(`${base}/api/global_settings/`);
      expect(settings.status).toBe(200);
      expect(first.output()).toMatch(/demo data seeded/);

      const second = start(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/in use by another Kiseki process/);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);

      const third = start(dataDir);
      await waitFor(third, /running at/);
      expect(third.output()).not.toMatch(/demo data seeded/);
      third.child.kill('SIGINT');
      expect(await third.exited).toBe(0);
    }, 180_000);
  },
);
