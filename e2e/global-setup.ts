import { existsSync } from 'node:fs';
import { BASE_URL_ENV, CHROME_PATH } from './support/env';
import { assertBuilt, startBuiltServer } from './support/server';

/**
 * Starts the built server once for the whole run (fresh temporary DATA_DIR, free port) and
 * hands its URL to the workers through KISEKI_E2E_BASE_URL. The returned function is the
 * global teardown: it stops the server and removes the data directory.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  assertBuilt();
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROME_PATH}: install the Debian package (apt-get install -y chromium) or set CHROME_PATH. Playwright's own browser download is not used here.`,
    );
  }
  const server = await startBuiltServer();
  process.env[BASE_URL_ENV] = server.baseUrl;
  console.log(`Kiseki (built) for e2e at ${server.baseUrl}, DATA_DIR ${server.dataDir}`);
  return async () => {
    await server.stop();
  };
}
