import type { okResponseSchema } from '@kiseki/contract/accounts';
import type {
  companyInvitationListResponseSchema,
  companyInvitationRequestSchema,
  companyInvitationResponseSchema,
  companyMemberListResponseSchema,
} from '@kiseki/contract/company-console';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/errors';
import type { Reply } from '../../../shared/api/reply';

/** The team's endpoints (issue 10): members for everyone, invitations for admins only. */

export type CompanyMember = Reply<typeof companyMemberListResponseSchema>['members'][number];
export type CompanyInvitation = Reply<
  typeof companyInvitationListResponseSchema
>['invitations'][number];

export const memberKeys = {
  members: ['company', 'members'] as const,
  invitations: ['company', 'invitations'] as const,
};

/** GET /api/company/members: admins first, then in the order they joined. */
export const membersQuery = queryOptions({
  queryKey: memberKeys.members,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof companyMemberListResponseSchema>>('/api/company/members', {
        signal,
      })
    ).members,
  // The screen says a failed load itself, with a retry.
  meta: { handlesErrors: true },
});

/** GET /api/company/invitations (admins): links not yet used nor expired, newest first. */
export const invitationsQuery = queryOptions({
  queryKey: memberKeys.invitations,
  queryFn: async ({ signal }) =>
    (
      await apiFetch<Reply<typeof companyInvitationListResponseSchema>>(
        '/api/company/invitations',
        { signal },
      )
    ).invitations,
  meta: { handlesErrors: true },
});

/**
 * POST /api/company/invitations. The list is asked again rather than patched: a new
 * invitation to an address replaces that address's older one on the server.
 */
export function useInviteRecruiter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof companyInvitationRequestSchema>) =>
      apiFetch<Reply<typeof companyInvitationResponseSchema>>('/api/company/invitations', {
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.invitations }),
    meta: { handlesErrors: true },
  });
}

/**
 * DELETE /api/company/invitations/{id}. A 404 means the link was used or ran out meanwhile:
 * the list is asked again either way, so it shows what is still pending.
 */
export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<Reply<typeof okResponseSchema>>(`/api/company/invitations/${id}`, {
        method: 'DELETE',
      }),
    onSuccess: (_reply, id) => {
      client.setQueryData<CompanyInvitation[]>(memberKeys.invitations, (previous) =>
        previous?.filter((invitation) => invitation.id !== id),
      );
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 404) {
        void client.invalidateQueries({ queryKey: memberKeys.invitations });
        void client.invalidateQueries({ queryKey: memberKeys.members });
      }
    },
    meta: { handlesErrors: true },
  });
}
