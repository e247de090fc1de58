import {
  DEFAULT_SITE_CONFIG,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
  siteConfigSchema,
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
  const parsed = siteConfigSchema.safeParse({ ...DEFAULT_SITE_CONFIG, ...raw });
  if (!parsed.success) return DEFAULT_SITE_CONFIG;
  const config = { ...parsed.data };
  for (const key of Object.keys(config) as (keyof SiteConfig)[]) {
    if (!isSafeLink(config[key])) config[key] = DEFAULT_SITE_CONFIG[key];
  }
  return config;
}
