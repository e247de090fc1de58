import { sameOriginPath } from '@kiseki/contract/account-rules';
import type {
  adminUserListResponseSchema,
  adminUserResponseSchema,
  impersonationResponseSchema,
} from '@kiseki/contract/accounts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import type { Reply } from '../../shared/api/reply';
import { browserLocation } from '../../shared/lib/browser-location';

export const adminUsersQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', { email, page }],
    queryFn: ({ signal }) =>
      apiFetch<Reply<typeof adminUserListResponseSchema>>('/api/admin/users', {
        query: { email: email || undefined, page },
        signal,
      }),
    placeholderData: keepPreviousData,
    // 403 (not an admin) and 404 are shown by the screens themselves.
    meta: { handlesErrors: true },
  });

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'user', id],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<Reply<typeof adminUserResponseSchema>>(
          `/api/admin/users/${encodeURIComponent(id)}`,
          { signal },
        )
      ).user,
    meta: { handlesErrors: true },
  });

/** Impersonating changes who is signed in: reload the app from scratch, as that user. */
export const useImpersonate = () =>
  useMutation({
    mutationFn: (id: number) =>
      apiFetch<Reply<typeof impersonationResponseSchema>>(`/api/admin/users/${id}/impersonate`, {
        method: 'POST',
      }),
    meta: { handlesErrors: true },
    onSuccess: ({ redirectTo }) => browserLocation.assign(sameOriginPath(redirectTo, '/')),
  });
