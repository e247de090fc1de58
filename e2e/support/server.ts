import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webIndex = path.join(repoRoot, 'apps', 'web', 'dist', 'index.html');
const serverMain = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');

/** The e2e suite runs the built product only; a missing build is one clear line. */
export function assertBuilt(): void {
  const missing = [webIndex, serverMain]
    .filter((file) => !existsSync(file))
    .map((file) => path.relative(repoRoot, file));
  if (missing.length > 0) {
    throw new Error(
      `The built app is missing (${missing.join(', ')}): run \`npm run build\` at the repository root, then run the e2e tests again.`,
    );
  }
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The last 20,000 characters the server printed. */
  output(): string;
  stop(): Promise<void>;
}

const RUNNING = /Kiseki is running at https?:\/\/[^:\s/]+:(\d+)/;

/**
 * Starts `node apps/server/dist/main.js` on a free loopback port (PORT=0) with a fresh
 * temporary DATA_DIR, and resolves once `/readyz` answers 200. `stop()` ends the process and
 * removes the data directory.
 */
export async function startBuiltServer(
  options: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  assertBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kiseki-e2e-'));
  // A port chosen here rather than PORT=0, so BASE_URL (the public URLs the server writes:
  // share links, mail links) names the address the browser really uses.
  const freePort = await pickFreePort();
  const child: ChildProcess = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(freePort),
      BASE_URL: `http://127.0.0.1:${freePort}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.KISEKI_E2E_LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'true',
      // Imports read the local fake upstream in the server's process: no network, real clients.
      FAKE_UPSTREAM: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let log = '';
  const remember = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    if (process.env.KISEKI_E2E_SERVER_OUTPUT === '1') process.stderr.write(`[server] ${chunk}`);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`the server printed no "Kiseki is running at" within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onData = () => {
        const match = RUNNING.exec(log);
        if (match) {
          clearTimeout(timer);
          child.stdout?.off('data', onData);
          resolve(Number(match[1]));
        }
      };
      child.stdout?.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the server exited during start-up (code ${code}, signal ${signal})`));
      });
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForReady(baseUrl, timeoutMs);
    return { baseUrl, dataDir, output: () => log, stop };
  } catch (err) {
    await stop();
    throw new Error(
      `Could not start the built Kiseki server: ${(err as Error).message}\n--- server output ---\n${log}`,
    );
  }
}

/** A TCP port nothing listens on right now (the OS picks it; we release it at once). */
function pickFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.status === 200) return;
      last = `status ${response.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl}/readyz did not answer 200 within ${timeoutMs} ms (last: ${last})`);
}
