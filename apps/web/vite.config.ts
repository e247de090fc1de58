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
          // zod and the resolver that feeds it to forms: loaded only when a form is first
          // used (shared/ui/form/use-contract-form.ts), never on a first visit. The
          // contract's zod-free rules and constants stay with the code that imports them.
          groups: [
            {
              name: 'zod',
              // Last: a group also takes its modules' dependencies, and react-hook-form and
              // React (under the resolver) belong to the groups below.
              priority: 10,
              test: /[\\/](node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|packages[\\/]contract[\\/]src[\\/]zod(-ja)?\.ts)/,
            },
            {
              name: 'core',
              priority: 30,
              // Vite's preload helper too: every lazy import uses it, so it belongs to the
              // entry, not to whichever group reached it first.
              test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+)[\\/]|apps[\\/]web[\\/]src[\\/]shared[\\/](api|i18n|lib|hooks)[\\/])|vite[\\/]preload-helper/,
            },
            {
              name: 'forms',
              priority: 20,
              test: /[\\/](node_modules[\\/]react-hook-form[\\/]|apps[\\/]web[\\/]src[\\/](shared[\\/]ui[\\/]form|features[\\/]accounts[\\/](AuthPage|api|messages[\\/]common))[\\/.])/,
            },
          ],
        },
      },
    },
  },
});
