// `npm run dev`: the API server with tsx watch (restarts on change) and Vite with hot
// reload, side by side. Open the Vite URL; it proxies API calls to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@kiseki/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@kiseki/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('\n  Kiseki dev: open http://localhost:5173 (API on http://localhost:3000)\n');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
