import { DEFAULT_PAGING_MAX_PAGE } from '@kiseki/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { JOB_SEARCH_PER_PAGE } from '../../../shared/ui/jobs/labels';
import { type JobSearchReply, jobSearchQuery } from '../api';
import type { JobSearchState } from './search-state';

export type JobPaging = JobSearchReply['paging'];

/** Paging before the first answer: spec section 9's default maxPage of 2. */
export const initialPaging = (page: number): JobPaging => ({
  totalCount: 0,
  maxPage: DEFAULT_PAGING_MAX_PAGE,
  page,
  perPage: JOB_SEARCH_PER_PAGE,
});

/**
 * The job list state of spec section 3 for a search: the jobs and the paging, which holds
 * its default until the server has answered. While another page loads, the previous answer
 * stays (`isPlaceholderData`), so the list does not blank out between pages.
 */
export function useJobSearch(state: JobSearchState) {
  const query = useQuery(jobSearchQuery(state));
  return {
    query,
    jobDescriptions: query.data?.jobDescriptions ?? [],
    paging: query.data?.paging ?? initialPaging(state.page),
  };
}
