import type {
  JobSource,
  jobApplicationListResponseSchema,
  jobApplicationResponseSchema,
  jobDescriptionListResponseSchema,
  jobDescriptionResponseSchema,
  jobReactionResponseSchema,
  jobSearchResponseSchema,
  jobSuggestionListResponseSchema,
} from '@kiseki/contract/jobs';
import type { suggestionStatusResponseSchema } from '@kiseki/contract/navigation';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import type { Reply } from '../../shared/api/reply';
import { JOB_SOURCES } from '../../shared/ui/jobs/labels';
import { deriveChoices, type SearchConditionChoicesReply } from './search/choices';
import { type JobSearchState, toApiQuery, toSearchParams } from './search/search-state';

/**
 * The job endpoints of issue 9 as query options and mutations. Queries answer camelCased
 * data; request keys go out snake_case (apiFetch converts), list parameters as `key[]=`.
 */

export type JobSearchReply = Reply<typeof jobSearchResponseSchema>;
export type JobDetailReply = Reply<typeof jobDescriptionResponseSchema>;
export type JobApplicationReply = Reply<typeof jobApplicationResponseSchema>;
export type JobApplicationItem = Reply<
  typeof jobApplicationListResponseSchema
>['jobApplications'][number];
export type JobSuggestionList = Reply<typeof jobSuggestionListResponseSchema>;
export type JobSuggestion = JobSuggestionList['suggestions'][number];
export type SuggestionStatus = Reply<typeof suggestionStatusResponseSchema>;
type JobListReply = Reply<typeof jobDescriptionListResponseSchema>;

export const jobKeys = {
  all: ['jobs'] as const,
  choices: ['jobs', 'choices'] as const,
  search: (state: JobSearchState) => ['jobs', 'search', toSearchParams(state).toString()] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
  applications: ['jobs', 'applications'] as const,
  reacted: ['jobs', 'reacted'] as const,
  recent: ['jobs', 'recent'] as const,
  suggestions: ['jobs', 'suggestions'] as const,
  /**
   * The header polls the same call under this key (app/layouts/header/use-nav-badges.ts):
   * sharing it means refreshing it here clears the nav dot. Features may not import the app
   * layer; if the key changes there, change it here too.
   */
  suggestionStatus: ['nav', 'job_description_suggestions_status'] as const,
};

/** `?source=` as the contract knows it; anything else is left out rather than sent. */
export const parseSource = (value: string | null): JobSource | undefined =>
  JOB_SOURCES.find((source) => source === value);

/** The master data behind the filters: it changes with a release, not during a visit. */
export const searchChoicesQuery = queryOptions({
  queryKey: jobKeys.choices,
  queryFn: ({ signal }) =>
    apiFetch<SearchConditionChoicesReply>('/api/job_descriptions/search_condition_choices', {
      signal,
    }),
  staleTime: 30 * 60 * 1000,
  select: deriveChoices,
});

export const jobSearchQuery = (state: JobSearchState) =>
  queryOptions({
    queryKey: jobKeys.search(state),
    queryFn: ({ signal }) =>
      apiFetch<JobSearchReply>('/api/job_descriptions/search', {
        query: toApiQuery(state),
        signal,
      }),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    // A 400 (a stale link's bad value) is shown by the screen with a way out.
    meta: { handlesErrors: true },
  });

export const jobDetailQuery = (id: number, source: JobSource | undefined) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<JobDetailReply>(`/api/job_descriptions/${id}`, { query: { source }, signal }),
    // 404 is the not-found screen, not a notice.
    meta: { handlesErrors: true },
  });

const listQuery = (key: readonly string[], path: string) =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await apiFetch<JobListReply>(path, { signal })).jobDescriptions,
    meta: { handlesErrors: true },
  });

export const reactedJobsQuery = listQuery(jobKeys.reacted, '/api/job_descriptions/reacted');
export const recentJobsQuery = listQuery(jobKeys.recent, '/api/job_descriptions/recent');

export const applicationsQuery = queryOptions({
  queryKey: jobKeys.applications,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof jobApplicationListResponseSchema>>('/api/job_applications/', {
        signal,
      })
    ).jobApplications,
  meta: { handlesErrors: true },
});

export const suggestionsQuery = queryOptions({
  queryKey: jobKeys.suggestions,
  queryFn: ({ signal }) =>
    apiFetch<JobSuggestionList>('/api/job_description_suggestions/', { signal }),
  meta: { handlesErrors: true },
});

export const suggestionStatusQuery = queryOptions({
  queryKey: jobKeys.suggestionStatus,
  queryFn: () => apiFetch<SuggestionStatus>('/api/job_description_suggestions/status/'),
});

/**
 * Everything a job's state shows in: its page (under jobKeys.all), the lists and the company
 * pages. Active queries are fetched again at once, the rest when next shown.
 */
async function refreshJobs(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: jobKeys.all }),
    client.invalidateQueries({ queryKey: ['companies'] }),
  ]);
}

/** The screen tells the person itself, in its own words (the spec's error flags). */
const OWN_ERRORS = { handlesErrors: true, handlesServerErrors: true } as const;

/** POST (interested) or DELETE (no longer) the reaction, then the job is fetched again. */
export function useReactionMutation(jobId: number, source: JobSource | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reacted: boolean) =>
      apiFetch<Reply<typeof jobReactionResponseSchema>>(`/api/job_descriptions/${jobId}/reaction`, {
        method: reacted ? 'POST' : 'DELETE',
        query: { source },
      }),
    // Spec section 4: reacting re-fetches that job. Awaited, so the button shows the
    // fetched state rather than a guess.
    onSuccess: () => refreshJobs(client),
    meta: OWN_ERRORS,
  });
}

export function useApplicationMutation(jobId: number, source: JobSource | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<JobApplicationReply>('/api/job_applications/', {
        method: 'POST',
        body: { jobDescriptionId: jobId, source },
      }),
    onSuccess: async ({ jobApplication }) => {
      // Spec section 4: on success the job is marked applied, with its expected reply.
      client.setQueryData<JobDetailReply>(jobKeys.detail(jobId), (previous) =>
        previous
          ? {
              ...previous,
              jobDescription: {
                ...previous.jobDescription,
                applicationStatus: jobApplication.applicationStatus,
                applicationAt: jobApplication.applicationAt,
                expectedMailRepliedAt: jobApplication.expectedMailRepliedAt,
                mailReceivedAt: jobApplication.mailReceivedAt,
              },
            }
          : previous,
      );
      await refreshJobs(client);
    },
    meta: OWN_ERRORS,
  });
}

export function useRequestSuggestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<unknown>('/api/job_description_suggestions/', { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: jobKeys.suggestions }),
        client.invalidateQueries({ queryKey: jobKeys.suggestionStatus }),
      ]),
    meta: OWN_ERRORS,
  });
}

/**
 * PUT seen, then the status is asked again: the header shares that query, so its dot goes.
 * A failure is silent: the dot stays and the next visit tries again.
 */
export function useMarkSuggestionsSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<unknown>('/api/job_description_suggestions/seen', { method: 'PUT' }),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.suggestionStatus }),
    meta: OWN_ERRORS,
  });
}
