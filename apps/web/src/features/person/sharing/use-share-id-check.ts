import { shareIdProblem } from '@kiseki/contract/portfolio-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { shareIdAvailabilityQuery } from '../../../shared/api/sharing';

/** How long typing must pause before the server is asked (spec section 5: checked there). */
export const SHARE_ID_CHECK_DELAY_MS = 400;

export type ShareIdCheck =
  /** Empty, or the id in use now: nothing to say. */
  | { state: 'idle' }
  /** The rule of the contract says no; the server is not asked. */
  | { state: 'invalid'; message: string }
  | { state: 'checking' }
  | { state: 'available' }
  /** The server says no (taken, reserved, ...) with its own message. */
  | { state: 'unavailable'; message: string }
  /** The server could not be asked. */
  | { state: 'failed' };

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The share id check as the person types: the contract's rule at once (disallowed
 * characters, length, reserved words), then, once typing pauses, the availability endpoint
 * (someone else's id). `current` is the id in use, which needs no check.
 */
export function useShareIdCheck(
  value: string,
  current: string,
  delayMs = SHARE_ID_CHECK_DELAY_MS,
): ShareIdCheck {
  const problem = value === '' || value === current ? null : shareIdProblem(value);
  const settled = useDebounced(value, delayMs);
  const askServer = value !== '' && value !== current && problem === null && settled === value;
  const availability = useQuery({
    ...shareIdAvailabilityQuery(settled),
    enabled: askServer,
  });

  if (value === '' || value === current) return { state: 'idle' };
  if (problem !== null) return { state: 'invalid', message: problem };
  if (!askServer || availability.isFetching || availability.isPending) {
    return { state: 'checking' };
  }
  if (availability.isError) return { state: 'failed' };
  const answer = availability.data;
  if (answer.available) return { state: 'available' };
  return { state: 'unavailable', message: answer.errorMessage ?? '' };
}
