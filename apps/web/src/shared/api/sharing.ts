import { SHARE_TOKEN_HEADER } from '@kiseki/contract/http';
import type {
  publicPortfolioResponseSchema,
  publicSettingResponseSchema,
  shareIdAvailabilityResponseSchema,
  shareIdResponseSchema,
  teamTagsResponseSchema,
  termAgreeResponseSchema,
} from '@kiseki/contract/portfolio';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './client';
import { isApiError } from './errors';
import type { Reply } from './reply';

/**
 * Public sharing (issue 8; spec sections 4 to 7): the person's public setting and share id,
 * and what visitors read with the page's share token. Mutations report their own errors.
 */
const OWN_ERRORS = { handlesErrors: true } as const;

export type PublicSetting = Reply<typeof publicSettingResponseSchema>['publicSetting'];
export type ShareIdAvailability = Reply<typeof shareIdAvailabilityResponseSchema>;
export type PublicPortfolio = Reply<typeof publicPortfolioResponseSchema>;
export type TeamTags = Reply<typeof teamTagsResponseSchema>;
export type TeamMember = TeamTags['members'][number];

export const sharingKeys = {
  setting: ['sharing', 'public_setting'] as const,
  shareId: ['sharing', 'share_id'] as const,
  availability: (desired: string) => ['sharing', 'availability', desired] as const,
  portfolio: (shareId: string) => ['public', 'portfolio', shareId] as const,
  team: (id: string) => ['public', 'team_tags', id] as const,
};

type SettingReply = Reply<typeof publicSettingResponseSchema>;

/** The person's public setting; made on first use (POST) if the server has none yet. */
export const publicSettingQuery = queryOptions({
  queryKey: sharingKeys.setting,
  queryFn: async ({ signal }) => {
    try {
      return (await apiFetch<SettingReply>('/api/public_setting/', { signal })).publicSetting;
    } catch (error) {
      if (!isApiError(error) || error.status !== 404) throw error;
      return (await apiFetch<SettingReply>('/api/public_setting/', { method: 'POST' }))
        .publicSetting;
    }
  },
});

/** The public page's address: the base URL the server gives, then the share id. */
export const publicUrlOf = (setting: Pick<PublicSetting, 'publicBaseUrl' | 'shareId'>): string =>
  `${setting.publicBaseUrl.replace(/\/?$/, '/')}${encodeURIComponent(setting.shareId)}`;

export function useSetPublicOpen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (isOpen: boolean) =>
      (
        await apiFetch<SettingReply>('/api/public_setting/', {
          method: 'PUT',
          body: { is_open: isOpen },
        })
      ).publicSetting,
    meta: OWN_ERRORS,
    onSuccess: (setting) => client.setQueryData(sharingKeys.setting, setting),
  });
}

/** Agrees to the terms of publishing (公開に関する規約); needed once before the first opening. */
export function useAgreePublicTerms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiFetch<Reply<typeof termAgreeResponseSchema>>('/api/public_setting/term_agree', {
          method: 'PUT',
          body: { agreed: true },
        })
      ).agreed,
    meta: OWN_ERRORS,
    onSuccess: (agreed) =>
      client.setQueryData<PublicSetting>(sharingKeys.setting, (setting) =>
        setting ? { ...setting, isTermAgreed: agreed } : setting,
      ),
  });
}

export const shareIdAvailabilityQuery = (desired: string) =>
  queryOptions({
    queryKey: sharingKeys.availability(desired),
    queryFn: ({ signal }) =>
      apiFetch<ShareIdAvailability>('/api/public_setting/share_id/availability', {
        query: { desiredShareId: desired },
        signal,
      }),
    enabled: desired.length > 0,
    // Someone else may take an id at any moment: each check asks the server again.
    staleTime: 0,
    meta: OWN_ERRORS,
  });

/** Saves the custom share id; a shared-link change re-reads the public setting (spec 4). */
export function useSaveShareId() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (customShareId: string) =>
      (
        await apiFetch<Reply<typeof shareIdResponseSchema>>('/api/public_setting/share_id', {
          method: 'PUT',
          body: { custom_share_id: customShareId },
        })
      ).customShareId,
    meta: OWN_ERRORS,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sharingKeys.setting }),
        client.invalidateQueries({ queryKey: ['sharing', 'availability'] }),
      ]),
  });
}

// ---------------------------------------------------------------------------------------
// Visitors: the share token of spec section 6

/** Where the server leaves the share token in the HTML of /public/* and /team-tags/*. */
export const SHARE_TOKEN_META = 'kiseki-share-token';

/** The token the server put in this document, or null (the app got here client-side). */
export function readShareToken(): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SHARE_TOKEN_META}"]`);
  const token = meta?.content.trim();
  return token ? token : null;
}

/** Whether a visitor's call was refused for its token (expired, or none): load the page anew. */
export const isShareTokenRefused = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.code === 'forbidden';

export const publicPortfolioQuery = (shareId: string, token: string | null) =>
  queryOptions({
    queryKey: sharingKeys.portfolio(shareId),
    queryFn: ({ signal }) =>
      apiFetch<PublicPortfolio>(`/api/public/${encodeURIComponent(shareId)}`, {
        headers: token ? { [SHARE_TOKEN_HEADER]: token } : {},
        signal,
        // Scores are keyed by scorer type ("1", "1000"), which stay as they are anyway.
        keepKeysOf: ['score_details'],
      }),
    enabled: token !== null,
    meta: OWN_ERRORS,
  });

export const teamTagsQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: sharingKeys.team(id),
    queryFn: ({ signal }) =>
      apiFetch<TeamTags>(`/api/team_tags/${encodeURIComponent(id)}/`, {
        headers: token ? { [SHARE_TOKEN_HEADER]: token } : {},
        signal,
      }),
    enabled: token !== null,
    meta: OWN_ERRORS,
  });
