// Bundles the server's entry points into dist/ with esbuild. Dependencies stay external
// (installed by npm); the workspace contract package is TypeScript source, so it is bundled.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)].filter(
  (name) => !name.startsWith('@kiseki/'),
);

await build({
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    cli: 'src/cli/index.ts',
    score: 'src/cli/score-main.ts',
    'fake-upstream': 'src/integrations/fake-upstream/main.ts',
  },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
