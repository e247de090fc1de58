import type {
  candidateInterestListResponseSchema,
  candidateInterestResponseSchema,
  InterestReactionLevel,
} from '@kiseki/contract/interests';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { isApiError } from '../../shared/api/errors';
import type { Reply } from '../../shared/api/reply';

/** The engineer's side of the interest endpoints of issue 10, as query options and mutations. */

type InterestListReply = Reply<typeof candidateInterestListResponseSchema>;
type InterestReply = Reply<typeof candidateInterestResponseSchema>;
export type CandidateInterest = InterestListReply['candidateInterests'][number];

export const interestKeys = {
  list: ['interests', 'list'] as const,
  /**
   * The header asks for the unreacted count under this key (app/layouts/header/
   * use-nav-badges.ts): refreshing it here updates the badge. Features may not import the app
   * layer; if the key changes there, change it here too.
   */
  unreactedCount: ['nav', 'candidate_interests_unreacted'] as const,
};

/** GET /api/candidate_interests/: newest first; blocked companies never appear. */
export const interestsQuery = queryOptions({
  queryKey: interestKeys.list,
  queryFn: async ({ signal }) =>
    (await apiFetch<InterestListReply>('/api/candidate_interests/', { signal })).candidateInterests,
  // The screen shows a failure with a retry button.
  meta: { handlesErrors: true },
});

/**
 * PUT the reaction (it can be changed any number of times). The answer replaces the item in
 * the list, and the header's unreacted count is asked again.
 */
export function useReactToInterest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reactionLevel }: { id: number; reactionLevel: InterestReactionLevel }) =>
      apiFetch<InterestReply>(`/api/candidate_interests/${id}/reaction`, {
        method: 'PUT',
        body: { reactionLevel },
      }),
    onSuccess: ({ candidateInterest }) => {
      client.setQueryData<CandidateInterest[]>(interestKeys.list, (previous) =>
        previous?.map((item) => (item.id === candidateInterest.id ? candidateInterest : item)),
      );
      void client.invalidateQueries({ queryKey: interestKeys.unreactedCount });
    },
    onError: (error) => {
      // Gone meanwhile (the company was blocked in another tab): show the list as it is now.
      if (isApiError(error) && error.status === 404) {
        void client.invalidateQueries({ queryKey: interestKeys.list });
        void client.invalidateQueries({ queryKey: interestKeys.unreactedCount });
      }
    },
    // The card says what went wrong, in its own words.
    meta: { handlesErrors: true, handlesServerErrors: true },
  });
}
