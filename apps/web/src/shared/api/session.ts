import type { AuthInfoWire } from '@kiseki/contract/accounts';
import { GLOBAL_SETTINGS_CACHE_MS, LOGIN_STATUS_CACHE_MS } from '@kiseki/contract/constants';
import { FEATURE_FLAGS, type FeatureFlag } from '@kiseki/contract/feature-flags';
import type { GlobalSettingsResponse, LoginStatusResponse } from '@kiseki/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Camelized } from './case';
import { apiFetch } from './client';

export const loginStatusQuery = queryOptions({
  queryKey: ['login_status'],
  queryFn: async () => {
    const data = await apiFetch<Camelized<LoginStatusResponse>>('/api/login_status/');
    return data.loginStatus.loggedIn;
  },
  staleTime: LOGIN_STATUS_CACHE_MS,
});

export type FeatureFlags = Record<FeatureFlag, boolean>;

export const globalSettingsQuery = queryOptions({
  queryKey: ['global_settings'],
  queryFn: async (): Promise<FeatureFlags> => {
    const data = await apiFetch<Camelized<GlobalSettingsResponse>>('/api/global_settings/');
    return data.globalSettings.features;
  },
  staleTime: GLOBAL_SETTINGS_CACHE_MS,
});

/** Auth info of spec section 3, as the contract describes it (camelCased by apiFetch). */
export type AuthInfo = Camelized<AuthInfoWire>;

export const authInfoQuery = queryOptions({
  queryKey: ['auth'],
  queryFn: async (): Promise<AuthInfo> => {
    const data = await apiFetch<{ authInfo: AuthInfo }>('/api/auth/');
    return data.authInfo;
  },
});

export type SessionState =
  | { status: 'pending' }
  | { status: 'loggedOut' }
  | { status: 'loggedIn'; authInfo: AuthInfo | undefined };

/**
 * Who is looking at the page. Auth info is only asked for once we know the visitor is logged
 * in, so visitors never trigger a 401 (which would send them to the login page).
 */
export function useSession(): SessionState {
  const loginStatus = useQuery(loginStatusQuery);
  const loggedIn = loginStatus.data === true;
  const authInfo = useQuery({ ...authInfoQuery, enabled: loggedIn });
  if (loginStatus.isPending) return { status: 'pending' };
  if (!loggedIn) return { status: 'loggedOut' };
  return { status: 'loggedIn', authInfo: authInfo.data };
}

const NO_FLAGS = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as FeatureFlags;

/** Feature flags; all off until known, so flagged items appear rather than disappear. */
export function useFeatureFlags(enabled = true): FeatureFlags {
  const { data } = useQuery({ ...globalSettingsQuery, enabled });
  return data ?? NO_FLAGS;
}

/**
 * Whether someone is signed in, asked again when the page mounts; undefined until this page's
 * own answer is in. For pages that send a signed-in user on (login, sign-up): acting on a
 * cached answer from before the session ended could send the user round in a circle.
 */
export function useFreshLoginStatus(): boolean | undefined {
  const status = useQuery({ ...loginStatusQuery, refetchOnMount: 'always' });
  if (!status.isFetchedAfterMount || status.isFetching || status.isError) return undefined;
  return status.data;
}
