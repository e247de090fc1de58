import type {
  CompanyInvitationAcceptRequest,
  companyInvitationAcceptResponseSchema,
  companyInvitationPreviewResponseSchema,
} from '@kiseki/contract/company-console';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/client';
import type { Reply } from '../../../shared/api/reply';
import { authInfoQuery, loginStatusQuery } from '../../../shared/api/session';

/** The invitation link's two calls (issue 10); neither needs a session. */

export type InvitationPreview = Reply<typeof companyInvitationPreviewResponseSchema>['invitation'];

/** GET /api/company/invitations/{token}: 404 for a link unknown, used or expired. */
export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['company', 'invitation', token] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<Reply<typeof companyInvitationPreviewResponseSchema>>(
          `/api/company/invitations/${encodeURIComponent(token)}`,
          { signal },
        )
      ).invitation,
    // A link is used once: what it said a minute ago is what it says now.
    staleTime: Number.POSITIVE_INFINITY,
    // The screen shows an invalid link in its own words.
    meta: { handlesErrors: true },
  });

/**
 * POST /api/company/invitations/accept: makes the recruiter account and signs it in, ending
 * whatever session this browser had. Everything cached belonged to that session, so it goes,
 * and who is here is asked again before the console decides what to show.
 */
export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInvitationAcceptRequest) =>
      apiFetch<Reply<typeof companyInvitationAcceptResponseSchema>>(
        '/api/company/invitations/accept',
        { method: 'POST', body },
      ),
    meta: { handlesErrors: true },
    onSuccess: () => {
      client.removeQueries({ type: 'inactive' });
      client.setQueryData(loginStatusQuery.queryKey, true);
      void client.resetQueries({ queryKey: authInfoQuery.queryKey });
    },
  });
}
