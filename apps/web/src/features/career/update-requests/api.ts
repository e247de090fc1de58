import type {
  careerUpdateRequestListResponseSchema,
  careerUpdateRequestResponseSchema,
} from '@kiseki/contract/interests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import type { Reply } from '../../../shared/api/reply';
import { careerRequestCountQuery } from '../api';

/** Career-update requests from companies (issue 10), the person's side. */

type RequestListReply = Reply<typeof careerUpdateRequestListResponseSchema>;
type RequestReply = Reply<typeof careerUpdateRequestResponseSchema>;
export type CareerUpdateRequest = RequestListReply['careerUpdateRequests'][number];
export type Resolution = 'answer' | 'dismiss';

export const updateRequestKeys = {
  list: ['career', 'update_requests'] as const,
  /** The /cv badge's count, shared with the header (see ../api.ts). */
  count: careerRequestCountQuery.queryKey,
};

/** GET /api/career_update_requests/: newest first, answered ones included; blocked companies never. */
export const updateRequestsQuery = queryOptions({
  queryKey: updateRequestKeys.list,
  queryFn: async ({ signal }) =>
    (await apiFetch<RequestListReply>('/api/career_update_requests/', { signal }))
      .careerUpdateRequests,
  meta: { handlesErrors: true },
});

/**
 * POST …/{id}/answer (経歴を更新しました) or …/dismiss (閉じる). The answer replaces the request
 * in the list (it leaves the open ones) and the badge count is asked again.
 */
export function useResolveUpdateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: Resolution }) =>
      apiFetch<RequestReply>(`/api/career_update_requests/${id}/${action}`, { method: 'POST' }),
    onSuccess: ({ careerUpdateRequest }) => {
      client.setQueryData<CareerUpdateRequest[]>(updateRequestKeys.list, (list) =>
        list?.map((item) => (item.id === careerUpdateRequest.id ? careerUpdateRequest : item)),
      );
      void client.invalidateQueries({ queryKey: updateRequestKeys.count });
    },
    onError: () => {
      // Resolved or gone meanwhile (409, 404): show the requests as they now are.
      void client.invalidateQueries({ queryKey: updateRequestKeys.list });
      void client.invalidateQueries({ queryKey: updateRequestKeys.count });
    },
    meta: { handlesErrors: true, handlesServerErrors: true },
  });
}
