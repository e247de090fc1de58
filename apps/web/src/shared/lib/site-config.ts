import {
  DEFAULT_SITE_CONFIG,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
} from '@kiseki/contract/site';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only our own paths and web URLs may become links (no `javascript:` and the like). */
const isSafeLink = (value: string): boolean =>
  (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//i.test(value);

/**
 * Reads the runtime site configuration the server writes into index.html. Missing keys take
 * their defaults; anything unparsable or of the wrong shape falls back to the defaults whole,
 * so a broken config can never break the page.
 */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const text = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (!text) return DEFAULT_SITE_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
  if (!isPlainObject(raw)) return DEFAULT_SITE_CONFIG;
  const config = { ...DEFAULT_SITE_CONFIG };
  // Only the known keys are read; one of the wrong type means the whole thing is suspect.
  for (const key of Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfig)[]) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') return DEFAULT_SITE_CONFIG;
    if (isSafeLink(value)) config[key] = value;
  }
  return config;
}
