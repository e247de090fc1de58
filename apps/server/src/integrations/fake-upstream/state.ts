import type { FakeMode, FakeState } from './types';

export const FAKE_MODES: readonly FakeMode[] = ['normal', 'rate_limited', 'broken', 'down'];

export const createFakeState = (): FakeState => ({ modes: {}, requests: [], revisions: {} });

/**
 * GitHub is served under two prefixes (the REST API and the web calendar) that share one
 * account: touching either (or plain 'github') bumps the same revision.
 */
const REVISION_SERVICE: Record<string, string> = {
  'github-api': 'github',
  'github-web': 'github',
};

/** The key of state.revisions for a service prefix and an account (accounts ignore case). */
export const revisionKey = (service: string, account: string): string =>
  `${REVISION_SERVICE[service] ?? service}:${account.toLowerCase()}`;

/**
 * How many times POST /__control {touch: {service, account}} was sent for this account since
 * the last reset: a fake answers with that many extra (newest) items.
 */
export const revisionOf = (state: FakeState, service: string, account: string): number =>
  state.revisions[revisionKey(service, account)] ?? 0;

export function touch(state: FakeState, service: string, account: string): number {
  const key = revisionKey(service, account);
  const next = (state.revisions[key] ?? 0) + 1;
  state.revisions[key] = next;
  return next;
}

export function resetState(state: FakeState): void {
  state.modes = {};
  state.revisions = {};
  state.requests.length = 0;
}
