import type {
  companyCareerUpdateRequestListResponseSchema,
  companyInterestListResponseSchema,
} from '@kiseki/contract/interests';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import type { Reply } from '../../../shared/api/reply';

export type CompanyInterest = Reply<typeof companyInterestListResponseSchema>['interests'][number];
export type CompanyCareerUpdateRequest = Reply<
  typeof companyCareerUpdateRequestListResponseSchema
>['careerUpdateRequests'][number];

/** Keys the candidate page invalidates after it marks interest or sends a request. */
export const companyActivityKeys = {
  interests: ['company', 'interests'] as const,
  careerUpdateRequests: ['company', 'career_update_requests'] as const,
};

export const companyInterestsQuery = queryOptions({
  queryKey: companyActivityKeys.interests,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof companyInterestListResponseSchema>>('/api/company/interests', {
        signal,
      })
    ).interests,
  meta: { handlesErrors: true },
});

export const companyCareerUpdateRequestsQuery = queryOptions({
  queryKey: companyActivityKeys.careerUpdateRequests,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof companyCareerUpdateRequestListResponseSchema>>(
        '/api/company/career_update_requests',
        { signal },
      )
    ).careerUpdateRequests,
  meta: { handlesErrors: true },
});
