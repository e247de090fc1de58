// Builds what `npm start` and the CLIs run: the web app when its sources are newer than the
// last build (or there is none), and the server bundle (esbuild, about a second) every time.
// `--server` skips the web app (CLIs do not need it).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

const newest = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
};

if (!process.argv.includes('--server')) {
  const builtAt = newest(path.join(root, 'apps/web/dist/index.html'));
  const sourcesAt = Math.max(
    newest(path.join(root, 'apps/web/src')),
    newest(path.join(root, 'apps/web/index.html')),
    newest(path.join(root, 'apps/web/vite.config.ts')),
    newest(path.join(root, 'apps/web/public')),
    newest(path.join(root, 'packages/contract/src')),
  );
  if (builtAt === 0 || sourcesAt > builtAt) {
    console.log('Building the web app…');
    run('npm', ['run', '--silent', 'build', '-w', '@kiseki/web']);
    run('node', ['scripts/precompress.mjs']);
  }
}
run('npm', ['run', '--silent', 'build', '-w', '@kiseki/server']);
