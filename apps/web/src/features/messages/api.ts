import type {
  ThreadDeclineRequest,
  threadDetailResponseSchema,
  threadListResponseSchema,
  threadMessageResponseSchema,
  threadStateResponseSchema,
} from '@kiseki/contract/threads';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { isApiError } from '../../shared/api/errors';
import type { Reply } from '../../shared/api/reply';
import { mergeMessages, THREAD_POLL_INTERVAL_MS } from '../../shared/ui/threads/merge-messages';
import type { ThreadMessage } from '../../shared/ui/threads/types';
import { useThreadPolling as useSharedThreadPolling } from '../../shared/ui/threads/use-thread-polling';

export { THREAD_POLL_INTERVAL_MS };

/**
 * The person's thread endpoints of issue 10 (/api/threads/...) as query options and
 * mutations. A thread's screen keeps one cache entry (ThreadView): the thread, its messages
 * oldest first, and the poll's cursor.
 */

type ThreadDetailReply = Reply<typeof threadDetailResponseSchema>;
type ThreadStateReply = Reply<typeof threadStateResponseSchema>;
export type ThreadSummary = Reply<typeof threadListResponseSchema>['threads'][number];
export type ThreadDetail = ThreadDetailReply['thread'];
export type { ThreadMessage };
export type ThreadStatus = ThreadDetail['status'];

export interface ThreadView {
  thread: ThreadDetail;
  /** Oldest first, each id once. */
  messages: ThreadMessage[];
  /**
   * The newest message id read from the server by GET (the thread or a poll): the next poll
   * asks for what came after it. A message the person just sent is added to `messages` but
   * does not move the cursor, so a company message written between the last poll and that
   * send (a smaller id) is still fetched.
   */
  cursor: number;
}

export const threadKeys = {
  all: ['threads'] as const,
  list: ['threads', 'list'] as const,
  detail: (id: number) => ['threads', 'detail', id] as const,
  poll: (id: number) => ['threads', 'poll', id] as const,
  /**
   * The header asks for the unread count under this key (app/layouts/header/
   * use-nav-badges.ts): refreshing it here updates the badge. Features may not import the app
   * layer; if the key changes there, change it here too.
   */
  unreadCount: ['nav', 'threads_unread'] as const,
};

const lastId = (messages: readonly ThreadMessage[]): number => messages.at(-1)?.id ?? 0;

export const threadListQuery = queryOptions({
  queryKey: threadKeys.list,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof threadListResponseSchema>>('/api/threads/', {
        signal,
      })
    ).threads,
  meta: { handlesErrors: true },
});

export const threadDetailQuery = (id: number) =>
  queryOptions({
    queryKey: threadKeys.detail(id),
    queryFn: async ({ signal }): Promise<ThreadView> => {
      const reply = await apiFetch<ThreadDetailReply>(`/api/threads/${id}`, { signal });
      return { thread: reply.thread, messages: reply.messages, cursor: lastId(reply.messages) };
    },
    // The poll keeps an open thread current; fetching it whole again on focus would only race
    // with the poll and the messages just sent.
    staleTime: Number.POSITIVE_INFINITY,
    // 404 (another's thread, a blocked company, no such id) is the screen's not-found state.
    meta: { handlesErrors: true },
  });

/** The person's poll (see shared/ui/threads/use-thread-polling.ts). */
export const useThreadPolling = (id: number, enabled: boolean) =>
  useSharedThreadPolling({
    detailKey: threadKeys.detail(id),
    pollKey: threadKeys.poll(id),
    messagesPath: `/api/threads/${id}/messages`,
    enabled,
  });

/** After the read mark moved: the header's badge and the list's unread marks. */
function refreshUnread(client: QueryClient, id: number): void {
  client.setQueryData<ThreadSummary[]>(threadKeys.list, (list) =>
    list?.map((item) => (item.id === id && item.unread ? { ...item, unread: false } : item)),
  );
  void client.invalidateQueries({ queryKey: threadKeys.unreadCount });
  void client.invalidateQueries({ queryKey: threadKeys.list });
}

/** PUT …/read. Silent on failure: the badge stays, and the next open tries again. */
export function useMarkThreadRead(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ThreadStateReply>(`/api/threads/${id}/read`, { method: 'PUT' }),
    onSuccess: () => refreshUnread(client, id),
    meta: { handlesErrors: true, handlesServerErrors: true },
  });
}

/** The screen says in its own words what went wrong with a send, close or decline. */
const OWN_ERRORS = { handlesErrors: true, handlesServerErrors: true } as const;

/** A write refused because the thread ended meanwhile: read it again to show how it ended. */
const refetchIfEnded = (client: QueryClient, id: number) => (error: unknown) => {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) {
    void client.invalidateQueries({ queryKey: threadKeys.detail(id) });
    void client.invalidateQueries({ queryKey: threadKeys.list });
  }
};

export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiFetch<Reply<typeof threadMessageResponseSchema>>(`/api/threads/${id}/messages`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: ({ message }) => {
      client.setQueryData<ThreadView>(threadKeys.detail(id), (view) =>
        view ? mergeMessages(view, [message], { advanceCursor: false }) : view,
      );
      void client.invalidateQueries({ queryKey: threadKeys.list });
    },
    onError: refetchIfEnded(client, id),
    meta: OWN_ERRORS,
  });
}

/** After close or decline: the new state at once, then the thread whole (a decline's note). */
async function applyState(client: QueryClient, id: number, state: ThreadStateReply) {
  client.setQueryData<ThreadView>(threadKeys.detail(id), (view) =>
    view
      ? {
          ...view,
          thread: { ...view.thread, status: state.status, declineReason: state.declineReason },
        }
      : view,
  );
  refreshUnread(client, id);
  await client.invalidateQueries({ queryKey: threadKeys.detail(id) });
}

export function useCloseThread(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ThreadStateReply>(`/api/threads/${id}/close`, { method: 'POST' }),
    onSuccess: (state) => applyState(client, id, state),
    onError: refetchIfEnded(client, id),
    meta: OWN_ERRORS,
  });
}

export function useDeclineThread(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadDeclineRequest) =>
      apiFetch<ThreadStateReply>(`/api/threads/${id}/decline`, {
        method: 'POST',
        body: input.note ? input : { reason: input.reason },
      }),
    onSuccess: (state) => applyState(client, id, state),
    onError: refetchIfEnded(client, id),
    meta: OWN_ERRORS,
  });
}
