import type { threadNewMessagesResponseSchema } from '@kiseki/contract/threads';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../api/client';
import type { Reply } from '../../api/reply';
import { mergeMessages, THREAD_POLL_INTERVAL_MS } from './merge-messages';
import type { PolledThread } from './types';

/**
 * New messages of an open thread, on either side: GET `{messagesPath}?after_id=<cursor>`
 * every few seconds while the page is visible (TanStack Query pauses the interval in a hidden
 * tab), merged into the thread's cache entry at `detailKey`. The first ask comes one interval
 * after the thread was loaded. A failed poll is silent: the next one tries again.
 */
export function useThreadPolling(options: {
  detailKey: QueryKey;
  pollKey: QueryKey;
  messagesPath: string;
  enabled: boolean;
}) {
  const { detailKey, pollKey, messagesPath, enabled } = options;
  const client = useQueryClient();
  return useQuery({
    queryKey: pollKey,
    queryFn: async ({ signal }) => {
      const afterId = client.getQueryData<PolledThread>(detailKey)?.cursor ?? 0;
      const reply = await apiFetch<Reply<typeof threadNewMessagesResponseSchema>>(messagesPath, {
        query: { afterId },
        signal,
      });
      client.setQueryData<PolledThread>(detailKey, (view) =>
        view
          ? mergeMessages(view, reply.messages, { advanceCursor: true, status: reply.status })
          : view,
      );
      return { afterId, received: reply.messages.length };
    },
    enabled,
    initialData: { afterId: 0, received: 0 },
    initialDataUpdatedAt: () => Date.now(),
    staleTime: THREAD_POLL_INTERVAL_MS,
    refetchInterval: THREAD_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    gcTime: 0,
    retry: false,
    meta: { handlesErrors: true, handlesServerErrors: true },
  });
}
