import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import { ApiError } from '../../shared/api/errors';

/**
 * Pending career-update requests from companies. Same key and call as the header's badge
 * (app/layouts/header/use-nav-badges.ts), so the screen and the badge share one answer.
 * Features may not import the app layer: if the key changes there, change it here too.
 */
export const careerRequestCountQuery = queryOptions({
  queryKey: ['nav', 'profile_request_update'],
  queryFn: () => apiFetch<{ count: number }>('/api/profile_request_update/'),
});

/**
 * The education list is saved whole, so the server names a field as
 * `educations.{index}.{field}`: keep the messages of the one being edited, under the names
 * its form knows, and the rest as they are.
 */
export function educationErrorsAt(error: unknown, index: number): unknown {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return error;
  const prefix = `educations.${index}.`;
  const fields: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fields)) {
    fields[key.startsWith(prefix) ? key.slice(prefix.length) : key] = messages;
  }
  return new ApiError({
    status: error.status,
    code: error.code,
    message: error.message,
    method: error.method,
    path: error.path,
    fields,
    cause: error,
  });
}
