import {
  adminUserListResponseSchema,
  adminUserResponseSchema,
  impersonationResponseSchema,
  sameOriginPath,
} from '@kiseki/contract/accounts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { browserLocation } from '../../shared/lib/browser-location';

export const adminUsersQuery = (email: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'users', { email, page }],
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/users', {
        query: { email: email || undefined, page },
        schema: adminUserListResponseSchema,
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
        await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, {
          schema: adminUserResponseSchema,
          signal,
        })
      ).user,
    meta: { handlesErrors: true },
  });

/** Impersonating changes who is signed in: reload the app from scratch, as that user. */
export const useImpersonate = () =>
  useMutation({
    mutationFn: (id: number) =>
      apiFetch(`/api/admin/users/${id}/impersonate`, {
        method: 'POST',
        schema: impersonationResponseSchema,
      }),
    meta: { handlesErrors: true },
    onSuccess: ({ redirectTo }) => browserLocation.assign(sameOriginPath(redirectTo, '/')),
  });
