import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const SERVER_ORIGIN = 'http://localhost:3000';

/** Paths the Fastify server answers itself, even during `vite` development. */
const SERVER_PATHS = [
  '/api',
  '/activation',
  '/email_activation',
  '/follower_company_reaction',
  '/logout',
  '/dev/mailbox',
  '/healthz',
  '/readyz',
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, SERVER_ORIGIN])),
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    // Every supported browser has native modulepreload; the polyfill would be an inline
    // script the Content-Security-Policy forbids anyway.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The contract and its zod schemas are needed by the entry and by screens alike; a
          // named chunk instead of one called after whichever module came first.
          groups: [
            { name: 'contract', test: /[\\/](packages[\\/]contract|node_modules[\\/]zod)[\\/]/ },
            {
              name: 'core',
              test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+)[\\/]|apps[\\/]web[\\/]src[\\/]shared[\\/](api|i18n|lib|hooks)[\\/])/,
            },
            {
              name: 'forms',
              test: /[\\/](node_modules[\\/](react-hook-form|@hookform)[\\/]|apps[\\/]web[\\/]src[\\/](shared[\\/]ui[\\/]form|features[\\/]accounts[\\/](AuthPage|api|messages[\\/]common))[\\/.])/,
            },
          ],
        },
      },
    },
  },
});
