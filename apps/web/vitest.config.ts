import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Resolved from this file so the suite finds its tests whether it is run from the repository
// root (`--config apps/web/vitest.config.ts`, or as a project) or from apps/web.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // CI runs these beside the server suites on two cores; a screen test that takes 1 s alone
    // can take over 5 s there. A real hang still fails, just later.
    testTimeout: 15_000,
  },
});
