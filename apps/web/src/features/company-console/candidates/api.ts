import type {
  candidatePageResponseSchema,
  candidateSearchResponseSchema,
} from '@kiseki/contract/candidate-search';
import type { companyJobDescriptionListResponseSchema } from '@kiseki/contract/company-console';
import type {
  CareerUpdateRequestBody,
  companyCareerUpdateRequestResponseSchema,
  companyInterestResponseSchema,
} from '@kiseki/contract/interests';
import type {
  ScoutRequest,
  ThreadStartRequest,
  threadCreatedResponseSchema,
} from '@kiseki/contract/threads';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/errors';
import type { Reply } from '../../../shared/api/reply';
import { companyActivityKeys } from '../dashboard/api';
import { companyThreadKeys } from '../threads/api';
import { type CandidateSearchState, toApiQuery } from './search-state';

/**
 * The console's engineer search and candidate page (issue 10) as query options and
 * mutations. The candidate page's answer carries what this company has done with the person
 * (`relation`: its interest with the reaction, and the thread), so the actions read it from
 * there and write their results back into it.
 */

export type CandidateSearchReply = Reply<typeof candidateSearchResponseSchema>;
export type CandidateSummary = CandidateSearchReply['candidates'][number];
export type CandidateDetail = Reply<typeof candidatePageResponseSchema>['candidate'];
export type CandidateRelation = CandidateDetail['relation'];
export type CandidateScore = CandidateDetail['scores'][number];
type JobListReply = Reply<typeof companyJobDescriptionListResponseSchema>;
export type PublishedJob = { id: number; title: string };
type ThreadCreatedReply = Reply<typeof threadCreatedResponseSchema>;

export const candidateKeys = {
  search: (state: CandidateSearchState) =>
    ['company', 'candidates', 'search', toApiQuery(state)] as const,
  detail: (userId: number) => ['company', 'candidates', 'detail', userId] as const,
  publishedJobs: ['company', 'job_descriptions', 'published'] as const,
};

export const candidateSearchQuery = (state: CandidateSearchState) =>
  queryOptions({
    queryKey: candidateKeys.search(state),
    queryFn: ({ signal }) =>
      apiFetch<CandidateSearchReply>('/api/company/candidates/search', {
        query: toApiQuery(state),
        signal,
      }),
    // Another page or condition keeps the last answer on screen until the new one arrives.
    placeholderData: keepPreviousData,
    // The screen says what failed: a bad URL (400) or a failed load with a retry button.
    meta: { handlesErrors: true },
  });

export const candidatePageQuery = (userId: number) =>
  queryOptions({
    queryKey: candidateKeys.detail(userId),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<Reply<typeof candidatePageResponseSchema>>(
          `/api/company/candidates/${userId}`,
          { signal },
        )
      ).candidate,
    // 404 (hidden, blocked or unknown) is the screen's not-found state; no retry makes it so.
    retry: (count, error) => !(isApiError(error) && error.isClientError) && count < 2,
    meta: { handlesErrors: true },
  });

/** More pages than this of published jobs is not a company a picker can serve anyway. */
const JOB_PAGES_MAX = 10;

/**
 * The company's published jobs, for the job pickers (気になる, scouts), newest first. The
 * list is paged by 20; the rest of the pages are asked for at once when there are more.
 */
export const publishedJobsQuery = queryOptions({
  queryKey: candidateKeys.publishedJobs,
  queryFn: async ({ signal }): Promise<PublishedJob[]> => {
    const pageOf = (page: number) =>
      apiFetch<JobListReply>('/api/company/job_descriptions', {
        query: { status: 'published', page },
        signal,
      });
    const first = await pageOf(1);
    const last = Math.min(first.paging.maxPage, JOB_PAGES_MAX);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, last - 1) }, (_, index) => pageOf(index + 2)),
    );
    return [first, ...rest]
      .flatMap((reply) => reply.jobDescriptions)
      .map((job) => ({ id: job.jobDescriptionId, title: job.title }));
  },
  staleTime: 60_000,
  meta: { handlesErrors: true },
});

const updateRelation = (
  client: QueryClient,
  userId: number,
  change: (relation: CandidateRelation) => CandidateRelation,
) =>
  client.setQueryData<CandidateDetail>(candidateKeys.detail(userId), (candidate) =>
    candidate ? { ...candidate, relation: change(candidate.relation) } : candidate,
  );

/** The person is gone for this company meanwhile (blocked it): read the page again. */
const refetchIfGone = (client: QueryClient, userId: number) => (error: unknown) => {
  if (isApiError(error) && error.status === 404) {
    void client.invalidateQueries({ queryKey: candidateKeys.detail(userId) });
  }
};

/**
 * Reads the page again: after a dialog refused with 409 is closed, the refusal may mean a
 * colleague started a thread meanwhile, which the page then links to. Not while the dialog is
 * open: the page would swap the dialog for the link and lose what was typed.
 */
export function useRefreshCandidate(userId: number) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: candidateKeys.detail(userId) });
}

/** The screen says in its own words what went wrong. */
const OWN_ERRORS = { handlesErrors: true, handlesServerErrors: true } as const;

/** POST …/interest (気になる), with one of the company's published jobs or none. */
export function useMarkInterest(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobDescriptionId: number | null) =>
      apiFetch<Reply<typeof companyInterestResponseSchema>>(
        `/api/company/candidates/${userId}/interest`,
        { method: 'POST', body: jobDescriptionId === null ? {} : { jobDescriptionId } },
      ),
    onSuccess: ({ interest }) => {
      updateRelation(client, userId, (relation) => ({
        ...relation,
        interest: {
          createdAt: interest.createdAt,
          jobDescriptionId: interest.jobDescription?.id ?? null,
          reactionLevel: interest.reactionLevel,
          reactedAt: interest.reactedAt,
        },
      }));
      // The search's result rows show the mark too, and the dashboard lists and counts it.
      void client.invalidateQueries({ queryKey: ['company', 'candidates', 'search'] });
      void client.invalidateQueries({ queryKey: companyActivityKeys.interests });
      void client.invalidateQueries({ queryKey: companyThreadKeys.dashboard });
    },
    onError: refetchIfGone(client, userId),
    meta: OWN_ERRORS,
  });
}

/** POST …/career_update_requests; 409 while an earlier one is unanswered. */
export function useRequestCareerUpdate(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CareerUpdateRequestBody) =>
      apiFetch<Reply<typeof companyCareerUpdateRequestResponseSchema>>(
        `/api/company/candidates/${userId}/career_update_requests`,
        { method: 'POST', body },
      ),
    onSuccess: () =>
      void client.invalidateQueries({ queryKey: companyActivityKeys.careerUpdateRequests }),
    onError: refetchIfGone(client, userId),
    meta: OWN_ERRORS,
  });
}

/** After a thread was made: the page knows it, so it links to it instead of offering more. */
const rememberThread = (client: QueryClient, userId: number) => (reply: ThreadCreatedReply) => {
  updateRelation(client, userId, (relation) => ({
    ...relation,
    thread: { id: reply.threadId, status: 'open' },
  }));
  void client.invalidateQueries({ queryKey: companyThreadKeys.all });
  void client.invalidateQueries({ queryKey: companyThreadKeys.dashboard });
};

/** POST /api/company/scouts: a published job, a salary range (万円) and the message. */
export function useSendScout(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoutRequest) =>
      apiFetch<ThreadCreatedReply>('/api/company/scouts', { method: 'POST', body }),
    onSuccess: rememberThread(client, userId),
    onError: refetchIfGone(client, userId),
    meta: OWN_ERRORS,
  });
}

/** POST /api/company/threads: a person who answered the interest 興味がある or 話を聞きたい. */
export function useStartThread(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ThreadStartRequest) =>
      apiFetch<ThreadCreatedReply>('/api/company/threads', { method: 'POST', body }),
    onSuccess: rememberThread(client, userId),
    onError: refetchIfGone(client, userId),
    meta: OWN_ERRORS,
  });
}
