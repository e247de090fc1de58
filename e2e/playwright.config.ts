import { defineConfig } from '@playwright/test';
import { BASE_URL_ENV, CHROME_ARGS, CHROME_PATH, PC_VIEWPORT } from './support/env';

/**
 * Browser tests against the BUILT app (`npm run build` first): the global setup starts
 * `node ../apps/server/dist/main.js` on a free port with a fresh temporary DATA_DIR and
 * passes its URL to the workers in KISEKI_E2E_BASE_URL. Chromium is the Debian package at
 * /usr/bin/chromium (CHROME_PATH overrides); no browser is ever downloaded.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: process.env[BASE_URL_ENV],
    browserName: 'chromium',
    viewport: PC_VIEWPORT,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
});
