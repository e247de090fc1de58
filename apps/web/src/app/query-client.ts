import { QUERY_GC_MS, QUERY_MAX_RETRIES, QUERY_STALE_MS } from '@kiseki/contract/constants';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { clearGetCache } from '../shared/api/client';
import { classifyError, type ErrorPolicyOptions, handleApiError } from '../shared/api/error-policy';
import { isApiError } from '../shared/api/errors';
import { loginStatusQuery } from '../shared/api/session';

/**
 * Spec section 8: client 4xx answers are final; anything else is tried up to 3 more times.
 * A maintenance answer is final too: the page moves to the maintenance screen at once
 * rather than after three back-offs.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  if (classifyError(error) === 'maintenance') return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/**
 * The app's query client. Errors reach the global policy once, after the last retry; a query
 * or mutation with `meta: { handlesErrors: true }` shows ordinary errors itself.
 */
export function createQueryClient(): QueryClient {
  /**
   * A 401 means the session is gone: say so in the cache before the policy moves to /login,
   * so the header shows the visitor's actions and the login page does not send the person
   * back on the strength of an earlier "logged in".
   */
  const onError = (error: unknown, meta: ErrorPolicyOptions | undefined) => {
    if (classifyError(error) === 'login') {
      clearGetCache();
      client.setQueryData(loginStatusQuery.queryKey, false);
    }
    handleApiError(error, meta ?? {});
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onError(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        retry: shouldRetry,
      },
      // Writes are not repeated behind the user's back; the user decides to try again.
      mutations: { retry: false },
    },
  });
  return client;
}
