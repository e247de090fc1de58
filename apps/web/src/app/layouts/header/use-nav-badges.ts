import { SUGGESTION_GENERATION_STATUS } from '@kiseki/contract/suggestion-status';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';

interface CountResponse {
  count: number;
}

interface UnreadCountResponse {
  unreadCount: number;
}

interface SuggestionStatusResponse {
  generationStatus: number;
  isSeen: boolean;
}

export interface NavBadges {
  /** Pending career-update requests from companies (badge on 経歴). */
  cvRequests: number;
  /** Completed job suggestions not seen yet (dot on 求人). */
  jobSuggestions: boolean;
  unreactedInterests: number;
  unreadThreads: number;
}

/** The counters of the header. They are only asked for when the user is logged in. */
export function useNavBadges(enabled: boolean): NavBadges {
  const cv = useQuery({
    queryKey: ['nav', 'profile_request_update'],
    queryFn: () => apiFetch<CountResponse>('/api/profile_request_update/'),
    enabled,
  });
  const suggestions = useQuery({
    queryKey: ['nav', 'job_description_suggestions_status'],
    queryFn: () => apiFetch<SuggestionStatusResponse>('/api/job_description_suggestions/status/'),
    enabled,
  });
  const interests = useQuery({
    queryKey: ['nav', 'candidate_interests_unreacted'],
    queryFn: () => apiFetch<CountResponse>('/api/candidate_interests/unreacted_count'),
    enabled,
  });
  const threads = useQuery({
    queryKey: ['nav', 'threads_unread'],
    queryFn: () => apiFetch<UnreadCountResponse>('/api/threads/unread_count'),
    enabled,
  });
  const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
  return {
    cvRequests: count(cv.data?.count),
    jobSuggestions:
      suggestions.data?.generationStatus === SUGGESTION_GENERATION_STATUS.COMPLETED &&
      suggestions.data.isSeen === false,
    unreactedInterests: count(interests.data?.count),
    unreadThreads: count(threads.data?.unreadCount),
  };
}

/** Counts above 99 are shown as 99+ so the badge keeps its size. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
