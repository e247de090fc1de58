/*
 * Which config key each fake service prefix stands in for. The server's config reads these
 * from the environment (GITHUB_API_URL, ...); pointing them at the fake upstream makes every
 * client talk to it instead of the real service. `blogs` has no key: blog URLs are typed in
 * by people (the demo uses the fake's /blogs/<account>/ pages).
 */
export const BASE_URL_KEYS = {
  'github-api': 'githubApiUrl',
  'github-web': 'githubWebUrl',
  qiita: 'qiitaApiUrl',
  zenn: 'zennApiUrl',
  note: 'noteUrl',
  speakerdeck: 'speakerdeckUrl',
  teratail: 'teratailApiUrl',
  connpass: 'connpassApiUrl',
} as const;

export type FakePrefix = keyof typeof BASE_URL_KEYS;
export type BaseUrlKey = (typeof BASE_URL_KEYS)[FakePrefix];
export type FakeBaseUrls = Record<BaseUrlKey, string>;

/** The environment variable of each config key. */
export const BASE_URL_ENV: Record<BaseUrlKey, string> = {
  githubApiUrl: 'GITHUB_API_URL',
  githubWebUrl: 'GITHUB_WEB_URL',
  qiitaApiUrl: 'QIITA_API_URL',
  zennApiUrl: 'ZENN_API_URL',
  noteUrl: 'NOTE_URL',
  speakerdeckUrl: 'SPEAKERDECK_URL',
  teratailApiUrl: 'TERATAIL_API_URL',
  connpassApiUrl: 'CONNPASS_API_URL',
};

/** What the real services' base URLs are (the same keys, for comparison and defaults). */
export const REAL_BASE_URLS: FakeBaseUrls = {
  githubApiUrl: 'https://api.github.com',
  githubWebUrl: 'https://github.com',
  qiitaApiUrl: 'https://qiita.com',
  zennApiUrl: 'https://zenn.dev',
  noteUrl: 'https://note.com',
  speakerdeckUrl: 'https://speakerdeck.com',
  teratailApiUrl: 'https://teratail.com',
  connpassApiUrl: 'https://connpass.com',
};

/** The base URL of every service on a fake upstream at `origin` (no trailing slash). */
export function baseUrlsFor(origin: string): FakeBaseUrls {
  const out = {} as FakeBaseUrls;
  for (const [prefix, key] of Object.entries(BASE_URL_KEYS) as [FakePrefix, BaseUrlKey][]) {
    out[key] = `${origin}/${prefix}`;
  }
  return out;
}

/** `NAME=value` lines to paste into an .env file. */
export function envLines(origin: string): string[] {
  const urls = baseUrlsFor(origin);
  return [
    ...(Object.keys(BASE_URL_ENV) as BaseUrlKey[]).map(
      (key) => `${BASE_URL_ENV[key]}=${urls[key]}`,
    ),
    `OUTBOUND_ALLOWED_ORIGINS=${origin}`,
  ];
}
