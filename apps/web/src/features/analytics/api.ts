import type {
  keywordAnalyticsResponseSchema,
  viewAnalyticsResponseSchema,
} from '@kiseki/contract/candidate-search';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import type { Reply } from '../../shared/api/reply';

/** The engineer's analytics of issue 10: what companies did with them, as query options. */

export type ViewAnalytics = Reply<typeof viewAnalyticsResponseSchema>;
export type CompanyViews = ViewAnalytics['companies'][number];
export type KeywordAnalytics = Reply<typeof keywordAnalyticsResponseSchema>;
export type SearchedKeyword = KeywordAnalytics['keywords'][number];

export const analyticsKeys = {
  views: ['analytics', 'views'] as const,
  keywords: ['analytics', 'keywords'] as const,
};

/** GET /api/analytics/views: companies that opened the person's page, most recent first. */
export const viewAnalyticsQuery = queryOptions({
  queryKey: analyticsKeys.views,
  queryFn: ({ signal }) => apiFetch<ViewAnalytics>('/api/analytics/views', { signal }),
  // The screen shows a failure with a retry button.
  meta: { handlesErrors: true },
});

/** GET /api/analytics/keywords: the searches that surfaced the person, most frequent first. */
export const keywordAnalyticsQuery = queryOptions({
  queryKey: analyticsKeys.keywords,
  queryFn: ({ signal }) => apiFetch<KeywordAnalytics>('/api/analytics/keywords', { signal }),
  meta: { handlesErrors: true },
});
