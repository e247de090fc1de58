import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { classifyError } from '../../api/error-policy';
import { ApiError } from '../../api/errors';

/** The message of a failure the caller must show itself (see applyServerErrors), else undefined. */
export function ownErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || classifyError(error) !== 'other') return undefined;
  return error.message;
}

/**
 * Whether the request failed on the server or on the way (a 5xx, an unreadable answer, no
 * connection). applyServerErrors leaves these to the shell's generic notice; a screen that
 * says them in its own words (spec section 8) asks for that with `handlesServerErrors` on its
 * mutation and shows its message when this is true.
 */
export function isServerOrNetworkFailure(error: unknown): boolean {
  const reaction = classifyError(error);
  return reaction === 'server_error' || reaction === 'network_error';
}

/**
 * Puts a failed submission's errors where the person will see them. A 400 with `fields`
 * marks each field the form has (and focuses the first); what no field can show, or an
 * answer without fields (a failed login, a rate limit), comes back as the form-level message.
 * Failures the shell reports itself (session, server, network, maintenance) return undefined:
 * the global notice or redirect already says it, unless the form turned the notice off and
 * says server and network failures itself (isServerOrNetworkFailure).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
): string | undefined {
  if (!(error instanceof ApiError) || classifyError(error) !== 'other') return undefined;
  const unplaced: string[] = [];
  let placed = 0;
  for (const [field, messages] of Object.entries(error.fields)) {
    const message = messages.join(' ');
    if (!message) continue;
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else {
      unplaced.push(message);
    }
  }
  if (unplaced.length > 0) return unplaced.join(' ');
  return placed > 0 ? undefined : error.message;
}
