import type { okResponseSchema } from '@kiseki/contract/accounts';
import type {
  CompanyJobDescriptionRequest,
  companyJobDescriptionListResponseSchema,
  companyJobDescriptionResponseSchema,
} from '@kiseki/contract/company-console';
import type { JobDescriptionStatus } from '@kiseki/contract/master/job-conditions';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/errors';
import type { Reply } from '../../../shared/api/reply';

/**
 * The company's job descriptions (/api/company/job_descriptions…) as query options and
 * mutations. Every write puts the answer in the job's cache entry and marks the lists stale,
 * so the list and the editor show the same status.
 */

type ListReply = Reply<typeof companyJobDescriptionListResponseSchema>;
type JobReply = Reply<typeof companyJobDescriptionResponseSchema>;
export type CompanyJobListItem = ListReply['jobDescriptions'][number];
export type CompanyJobPaging = ListReply['paging'];
export type CompanyJob = JobReply['jobDescription'];
export type JobTransition = 'publish' | 'close' | 'reopen';

export const companyJobKeys = {
  all: ['company', 'jobs'] as const,
  lists: ['company', 'jobs', 'list'] as const,
  list: (status: JobDescriptionStatus | null, page: number) =>
    ['company', 'jobs', 'list', status ?? 'all', page] as const,
  detail: (id: number) => ['company', 'jobs', 'detail', id] as const,
};

/** GET /api/company/job_descriptions: newest first, 20 a page, optionally one status. */
export const companyJobsQuery = (status: JobDescriptionStatus | null, page: number) =>
  queryOptions({
    queryKey: companyJobKeys.list(status, page),
    queryFn: ({ signal }) =>
      apiFetch<ListReply>('/api/company/job_descriptions', {
        query: { page, status: status ?? undefined },
        signal,
      }),
    // The screen shows a failure with a retry button.
    meta: { handlesErrors: true },
  });

/** GET one job of the company, whatever its status; another company's job is a 404. */
export const companyJobQuery = (id: number) =>
  queryOptions({
    queryKey: companyJobKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiFetch<JobReply>(`/api/company/job_descriptions/${id}`, { signal })).jobDescription,
    // 404 is the editor's not-found state; other failures show a retry button.
    meta: { handlesErrors: true },
  });

function remember(client: QueryClient, job: CompanyJob): void {
  client.setQueryData(companyJobKeys.detail(job.jobDescriptionId), job);
  void client.invalidateQueries({ queryKey: companyJobKeys.lists });
}

/**
 * A write refused because the job changed meanwhile (another recruiter closed or deleted it):
 * read it again, so the screen shows where it stands now.
 */
function refetchAfterRefusal(client: QueryClient, id: number | undefined) {
  return (error: unknown) => {
    if (isApiError(error) && (error.status === 409 || error.status === 404)) {
      void client.invalidateQueries({ queryKey: companyJobKeys.lists });
      if (id !== undefined) {
        void client.invalidateQueries({ queryKey: companyJobKeys.detail(id) });
      }
    }
  };
}

/** The screens say every failure of a write themselves, next to what was tried. */
const OWN_ERRORS = { handlesErrors: true } as const;

/** POST: a new draft. */
export function useCreateCompanyJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanyJobDescriptionRequest) =>
      (
        await apiFetch<JobReply>('/api/company/job_descriptions', {
          method: 'POST',
          body: input,
        })
      ).jobDescription,
    onSuccess: (job) => remember(client, job),
    meta: OWN_ERRORS,
  });
}

/** PUT: the whole posting, in any status. */
export function useUpdateCompanyJob(id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanyJobDescriptionRequest) =>
      (
        await apiFetch<JobReply>(`/api/company/job_descriptions/${id}`, {
          method: 'PUT',
          body: input,
        })
      ).jobDescription,
    onSuccess: (job) => remember(client, job),
    onError: refetchAfterRefusal(client, id),
    meta: OWN_ERRORS,
  });
}

/** POST …/publish, …/close or …/reopen; a second click on the same action changes nothing. */
export function useJobTransition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: JobTransition }) =>
      (
        await apiFetch<JobReply>(`/api/company/job_descriptions/${id}/${action}`, {
          method: 'POST',
        })
      ).jobDescription,
    onSuccess: (job) => remember(client, job),
    onError: (error, { id }) => refetchAfterRefusal(client, id)(error),
    meta: OWN_ERRORS,
  });
}

/** DELETE: drafts that were never published only (409 otherwise). */
export function useDeleteCompanyJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<Reply<typeof okResponseSchema>>(`/api/company/job_descriptions/${id}`, {
        method: 'DELETE',
      }),
    onSuccess: (_reply, id) => {
      client.removeQueries({ queryKey: companyJobKeys.detail(id) });
      void client.invalidateQueries({ queryKey: companyJobKeys.lists });
    },
    onError: (error, id) => refetchAfterRefusal(client, id)(error),
    meta: OWN_ERRORS,
  });
}
