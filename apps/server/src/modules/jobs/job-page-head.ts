import {
  type EmploymentType,
  type JobDescriptionDetailWire,
  PRODUCT_NAME,
  prefecturesByCode,
  WORK_STYLE_LABELS,
} from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import type { Db } from '../../db/types';
import { escapeHtml } from '../../lib/html';
import type { PageHead } from '../../plugins/web-app';
import { OG_IMAGE_PATH } from '../public/public-page-head';
import { loadJobDetail } from './job-summaries';

/*
 * The served HTML of /jobs/{id} and /companies/{id}: a title, description, OGP and a
 * canonical link of their own, so link previews and crawlers that run no script read the
 * page's own; and on an open job a schema.org JobPosting (reference-data, "Job pages for
 * search engines"). The page is the same for everyone: blocking is a person's view and is
 * applied by the API, and nothing here is more than the public API tells a visitor.
 */

/** How long a listing period lasts in JobPosting.validThrough (see `validThrough`). */
export const LISTING_PERIOD_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const META_DESCRIPTION_LENGTH = 120;
const MAX_ID = 2_147_483_647;

const EMPLOYMENT_TYPES: Record<EmploymentType, string> = {
  fulltime: 'FULL_TIME',
  parttime: 'PART_TIME',
  freelance: 'CONTRACTOR',
  internship: 'INTERN',
};

const SECTIONS = [
  ['仕事内容', 'job_details'],
  ['必須スキル', 'required_skills'],
  ['歓迎スキル', 'welcome_skills'],
  ['開発環境', 'development_environment'],
  ['働き方', 'working_conditions'],
] as const satisfies readonly (readonly [string, keyof JobDescriptionDetailWire])[];

/**
 * Attribute text: escaped, and `$` written as a character reference too, because the web app
 * splices this markup into index.html with String.replace, where `$&` or `$'` in a value
 * (a title such as 「年収$'…」) would otherwise be read as a replacement pattern.
 */
const attr = (text: string) => escapeHtml(text).replace(/\$/g, '&#36;');
const meta = (kind: 'name' | 'property', key: string, content: string) =>
  `<meta ${kind}="${key}" content="${attr(content)}">`;

/**
 * JSON inside <script>: `<`, `>` and `&` escaped so no value can close the element or open a
 * comment, U+2028/2029 so older parsers read it as a string, and `$` for the splice above.
 * JSON.parse gives the same value back.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&$\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** One line for a meta description: whitespace collapsed, cut at about 120 characters. */
function oneLine(text: string, max = META_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** A section's text as HTML paragraphs (JobPosting.description may be HTML). */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * The end of the current listing period. Postings have no closing date: one stays open until
 * the company closes it, and then its JobPosting leaves the page, which tells crawlers it
 * ended. A date of publication + 90 days would call a job open for longer than that expired
 * while it still takes applications; a date moved on every request would be noise. So the
 * date is publication + 90 days, moved on by whole 90-day periods while the job stays open:
 * always ahead of today, and the same on every visit within a period.
 */
export function validThrough(publishedAt: Date, now: Date): Date {
  const period = LISTING_PERIOD_DAYS * DAY_MS;
  const elapsed = Math.max(0, now.getTime() - publishedAt.getTime());
  const periods = Math.max(1, Math.ceil(elapsed / period));
  const end = publishedAt.getTime() + periods * period;
  // Exactly on a boundary the period just ended: the next one starts.
  return new Date(end <= now.getTime() ? end + period : end);
}

/** schema.org JobPosting of an open job, as Google's job search reads it. */
export function jobPostingJsonLd(
  job: JobDescriptionDetailWire,
  url: string,
  now: Date,
): Record<string, unknown> {
  const publishedAt = new Date((job.published_at ?? job.created_at) * 1000);
  const prefecture = prefecturesByCode.get(job.prefecture_code)?.name;
  const description = [
    paragraphs(job.summary),
    ...SECTIONS.map(([heading, key]) =>
      job[key].trim() ? `<h3>${heading}</h3>${paragraphs(job[key])}` : '',
    ),
  ].join('');
  const location =
    job.work_style === 'fullRemote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'JP' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(prefecture ? { addressRegion: prefecture } : {}),
              addressCountry: 'JP',
            },
          },
        };
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: publishedAt.toISOString(),
    validThrough: validThrough(publishedAt, now).toISOString(),
    employmentType: EMPLOYMENT_TYPES[job.employment_type],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company.name,
      ...(job.company.website_url ? { sameAs: job.company.website_url } : {}),
    },
    ...location,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'JPY',
      value: {
        '@type': 'QuantitativeValue',
        // Stored in 万円 (10,000 yen); schema.org wants the amount itself.
        minValue: job.annual_salary_min * 10_000,
        maxValue: job.annual_salary_max * 10_000,
        unitText: 'YEAR',
      },
    },
    identifier: {
      '@type': 'PropertyValue',
      name: PRODUCT_NAME,
      value: String(job.job_description_id),
    },
    url,
  };
}

/** The id of `/{prefix}/{id}` (a trailing slash allowed), or null for any other path. */
function idIn(path: string, prefix: string): number | null {
  const match = new RegExp(`^/${prefix}/(\\d{1,10})/?$`).exec(path);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
}

function ogp(title: string, description: string, url: string, image: string): string[] {
  return [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<link rel="canonical" href="${attr(url)}">`,
  ];
}

export interface JobPageHeadDeps {
  db: Db;
  baseUrl: string;
  now: () => Date;
}

/**
 * Head markup for /jobs/{id} and /companies/{id}; null for any other path, and for a job or
 * company that does not exist or was never published (the generic page, whose client shows
 * Not Found). /jobs/{id}/interview-coaching and /jobs/search are other paths.
 */
export function jobPageHead(deps: JobPageHeadDeps) {
  const image = `${deps.baseUrl}${OG_IMAGE_PATH}`;

  const jobHead = async (id: number): Promise<PageHead | null> => {
    const job = await loadJobDetail(deps.db, id, null);
    if (!job || job.published_at === null) return null;
    const url = `${deps.baseUrl}/jobs/${id}`;
    const title = `${job.title} | ${job.company.name} | ${PRODUCT_NAME}`;
    const prefecture = prefecturesByCode.get(job.prefecture_code)?.name ?? '';
    const facts = [
      `年収${job.annual_salary_min}〜${job.annual_salary_max}万円`,
      WORK_STYLE_LABELS[job.work_style],
      job.work_style === 'fullRemote' ? '' : prefecture,
    ].filter((f) => f !== '');
    const closed = job.is_offering_job ? '' : '【募集終了】';
    const description = oneLine(
      `${closed}${job.company.name}の求人（${facts.join('・')}）。${job.summary}`,
    );
    const parts = ogp(title, description, url, image);
    // A closed job keeps its page for people who saved the link, but no longer claims to
    // hire: no JobPosting, so search engines drop it from job results.
    if (job.is_offering_job) {
      parts.push(
        `<script type="application/ld+json">${scriptSafeJson(jobPostingJsonLd(job, url, deps.now()))}</script>`,
      );
    }
    return { markup: parts.join(''), title, description };
  };

  const companyHead = async (id: number): Promise<PageHead | null> => {
    const [company] = await deps.db
      .select({ name: companies.name, description: companies.description })
      .from(companies)
      .where(eq(companies.id, id))
      .limit(1);
    if (!company) return null;
    const url = `${deps.baseUrl}/companies/${id}`;
    const title = `${company.name}の企業情報・求人 | ${PRODUCT_NAME}`;
    const description = oneLine(company.description);
    return { markup: ogp(title, description, url, image).join(''), title, description };
  };

  return async (path: string): Promise<PageHead | null> => {
    const jobId = idIn(path, 'jobs');
    if (jobId !== null) return jobHead(jobId);
    const companyId = idIn(path, 'companies');
    if (companyId !== null) return companyHead(companyId);
    return null;
  };
}

/** Several page-head hooks as one: the first that knows the path answers. */
export function firstPageHead(
  hooks: readonly ((path: string) => Promise<PageHead | null>)[],
): (path: string) => Promise<PageHead | null> {
  return async (path) => {
    for (const hook of hooks) {
      const head = await hook(path);
      if (head !== null) return head;
    }
    return null;
  };
}
