import type {
  companyDashboardResponseSchema,
  companyThreadDetailResponseSchema,
  companyThreadListResponseSchema,
  threadMessageResponseSchema,
  threadStateResponseSchema,
} from '@kiseki/contract/threads';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/errors';
import type { Reply } from '../../../shared/api/reply';
import { mergeMessages } from '../../../shared/ui/threads/merge-messages';
import type { ThreadMessage } from '../../../shared/ui/threads/types';
import { useThreadPolling } from '../../../shared/ui/threads/use-thread-polling';

/*
 * The console's side of the threads (/api/company/threads/…) and the dashboard. A thread's
 * screen keeps one cache entry like the person's: the thread, its messages oldest first and
 * the poll's cursor, merged by the same rule (shared/ui/threads/merge-messages.ts).
 */

type ListReply = Reply<typeof companyThreadListResponseSchema>;
type DetailReply = Reply<typeof companyThreadDetailResponseSchema>;
type StateReply = Reply<typeof threadStateResponseSchema>;
export type CompanyThreadSummary = ListReply['threads'][number];
export type CompanyThreadDetail = DetailReply['thread'];
export type CompanyDashboard = Reply<typeof companyDashboardResponseSchema>;

export interface CompanyThreadView {
  thread: CompanyThreadDetail;
  messages: ThreadMessage[];
  cursor: number;
}

export const companyThreadKeys = {
  all: ['company', 'threads'] as const,
  list: (page: number) => ['company', 'threads', 'list', page] as const,
  detail: (id: number) => ['company', 'threads', 'detail', id] as const,
  poll: (id: number) => ['company', 'threads', 'poll', id] as const,
  dashboard: ['company', 'dashboard'] as const,
};

export const companyThreadListQuery = (page: number) =>
  queryOptions({
    queryKey: companyThreadKeys.list(page),
    queryFn: ({ signal }) =>
      apiFetch<ListReply>('/api/company/threads', { query: { page }, signal }),
    meta: { handlesErrors: true },
  });

export const companyDashboardQuery = queryOptions({
  queryKey: companyThreadKeys.dashboard,
  queryFn: ({ signal }) => apiFetch<CompanyDashboard>('/api/company/dashboard', { signal }),
  meta: { handlesErrors: true },
});

export const companyThreadDetailQuery = (id: number) =>
  queryOptions({
    queryKey: companyThreadKeys.detail(id),
    queryFn: async ({ signal }): Promise<CompanyThreadView> => {
      const reply = await apiFetch<DetailReply>(`/api/company/threads/${id}`, { signal });
      return {
        thread: reply.thread,
        messages: reply.messages,
        cursor: reply.messages.at(-1)?.id ?? 0,
      };
    },
    // The poll keeps it current (as on the person's side).
    staleTime: Number.POSITIVE_INFINITY,
    meta: { handlesErrors: true },
  });

/** The company's poll (see shared/ui/threads/use-thread-polling.ts). */
export const useCompanyThreadPolling = (id: number, enabled: boolean) =>
  useThreadPolling({
    detailKey: companyThreadKeys.detail(id),
    pollKey: companyThreadKeys.poll(id),
    messagesPath: `/api/company/threads/${id}/messages`,
    enabled,
  });

const refreshLists = (client: QueryClient) => {
  void client.invalidateQueries({ queryKey: ['company', 'threads', 'list'] });
  void client.invalidateQueries({ queryKey: companyThreadKeys.dashboard });
};

/** PUT …/read: silent on failure; the next open tries again. */
export function useMarkCompanyThreadRead(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<StateReply>(`/api/company/threads/${id}/read`, { method: 'PUT' }),
    onSuccess: () => refreshLists(client),
    meta: { handlesErrors: true, handlesServerErrors: true },
  });
}

const OWN_ERRORS = { handlesErrors: true, handlesServerErrors: true } as const;

/** A write refused because the person ended the thread meanwhile: show how it ended. */
const refetchIfEnded = (client: QueryClient, id: number) => (error: unknown) => {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) {
    void client.invalidateQueries({ queryKey: companyThreadKeys.detail(id) });
  }
};

export function useSendCompanyMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiFetch<Reply<typeof threadMessageResponseSchema>>(`/api/company/threads/${id}/messages`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: ({ message }) => {
      client.setQueryData<CompanyThreadView>(companyThreadKeys.detail(id), (view) =>
        view ? mergeMessages(view, [message], { advanceCursor: false }) : view,
      );
      refreshLists(client);
    },
    onError: refetchIfEnded(client, id),
    meta: OWN_ERRORS,
  });
}

export function useCloseCompanyThread(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<StateReply>(`/api/company/threads/${id}/close`, { method: 'POST' }),
    onSuccess: async () => {
      refreshLists(client);
      await client.invalidateQueries({ queryKey: companyThreadKeys.detail(id) });
    },
    onError: refetchIfEnded(client, id),
    meta: OWN_ERRORS,
  });
}
