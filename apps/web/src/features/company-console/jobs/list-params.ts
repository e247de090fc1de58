import type { JobDescriptionStatus } from '@kiseki/contract/master/job-conditions';
import { JOB_STATUSES } from './messages';

/** The list's state in the address bar: ?status=draft&page=2 (shared and reloaded as it is). */
export interface JobListParams {
  /** null: every status. */
  status: JobDescriptionStatus | null;
  page: number;
}

/** The server's bound on pages (JOB_SEARCH_PAGE_MAX); a deeper page is read as the first. */
const PAGE_MAX = 500;

/**
 * Reads the list's parameters leniently: a hand-edited or stale link (an unknown status, page
 * 0 or "abc") shows the nearest sensible list instead of an error.
 */
export function readJobListParams(params: URLSearchParams): JobListParams {
  const rawStatus = params.get('status');
  const status = JOB_STATUSES.find((s) => s === rawStatus) ?? null;
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : 1;
  return { status, page: page >= 1 && page <= PAGE_MAX ? page : 1 };
}

/** The list's address for these parameters; page 1 and "every status" are left out. */
export function jobListHref({ status, page }: JobListParams): string {
  const next = new URLSearchParams();
  if (status) next.set('status', status);
  if (page > 1) next.set('page', String(page));
  const query = next.toString();
  return query ? `/company/jobs?${query}` : '/company/jobs';
}
