import { useSyncExternalStore } from 'react';

/**
 * Set when the load balancer answers with its own HTML 403 page: the whole app is then
 * unusable from this network, so the root layout shows the blocked-access screen instead of
 * the page the user was on.
 */
let blocked = false;
const listeners = new Set<() => void>();

export function markAccessBlocked(): void {
  if (blocked) return;
  blocked = true;
  for (const listener of listeners) listener();
}

export function resetAccessBlocked(): void {
  blocked = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useAccessBlocked = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => blocked,
    () => false,
  );
