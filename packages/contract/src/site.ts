/**
 * Runtime site configuration the server embeds into index.html as
 * `<script id="kiseki-config" type="application/json">…</script>` (JSON is data, so the
 * strict CSP still holds). Every outward link of the shell comes from here so that an
 * operator can point it elsewhere without a rebuild. No zod here: the shell reads it.
 */
export interface SiteConfig {
  company_url: string;
  privacy_url: string;
  terms_url: string;
  ai_policy_url: string;
  job_category_url: string;
  news_url: string;
  recruiting_url: string;
  help_url: string;
}

/** Defaults: the policy pages are our own routes; the outside sites are the operator's. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  company_url: 'https://kiseki.example.jp/company',
  privacy_url: '/policies/privacy',
  terms_url: '/policies/terms',
  ai_policy_url: '/policies/external-ai',
  job_category_url: '/policies/job-categories',
  news_url: 'https://news.kiseki.example.jp/',
  recruiting_url: 'https://recruit.kiseki.example.jp/',
  help_url: 'https://help.kiseki.example.jp/',
};

export const SITE_CONFIG_ELEMENT_ID = 'kiseki-config';
