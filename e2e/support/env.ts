/** Where the global setup leaves the running server's URL for the workers. */
export const BASE_URL_ENV = 'KISEKI_E2E_BASE_URL';

/** The system Chromium (Debian package); Playwright never downloads a browser here. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const PC_VIEWPORT = { width: 1280, height: 800 } as const;
export const MOBILE_VIEWPORT = { width: 375, height: 812 } as const;
