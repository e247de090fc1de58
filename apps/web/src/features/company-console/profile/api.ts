import type {
  CompanyProfileRequest,
  companyProfileResponseSchema,
} from '@kiseki/contract/company-console';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import type { Reply } from '../../../shared/api/reply';

export type CompanyProfile = Reply<typeof companyProfileResponseSchema>['company'];

export const companyProfileKey = ['company', 'profile'] as const;

/** The session's company; the console's header shows its name, the profile screen edits it. */
export const companyProfileQuery = queryOptions({
  queryKey: companyProfileKey,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof companyProfileResponseSchema>>('/api/company/profile', {
        signal,
      })
    ).company,
  staleTime: 5 * 60_000,
  // The profile screen shows its own failure; the header only leaves the name out.
  meta: { handlesErrors: true },
});

/** PUT /api/company/profile; the answer replaces the cached profile (and the header's name). */
export function useSaveCompanyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyProfileRequest) =>
      apiFetch<Reply<typeof companyProfileResponseSchema>>('/api/company/profile', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: ({ company }) => client.setQueryData(companyProfileKey, company),
    meta: { handlesErrors: true },
  });
}
