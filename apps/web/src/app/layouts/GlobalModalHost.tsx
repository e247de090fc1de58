import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { AuthInfo, SessionState } from '../../shared/api/session';

/** What a global modal may base its decision on; grows as the modals arrive. */
export interface GlobalModalContext {
  authInfo: AuthInfo;
}

export interface GlobalModalDefinition {
  id: string;
  /** Lower shows first (spec section 4: terms 1, hirability 2, birthdate 3, job position 4). */
  priority: number;
  isEligible(context: GlobalModalContext): boolean;
  Component: ComponentType<{ onClose(): void }>;
}

/** The modals of spec section 4, registered here as their features are built. */
export const GLOBAL_MODALS: readonly GlobalModalDefinition[] = [
  {
    id: 'terms',
    priority: 1,
    isEligible: ({ authInfo }) => authInfo.isNeedTermsAgreement,
    // The dialog (and Radix Dialog with it) loads only for the few who must agree.
    Component: lazy(() => import('../../features/accounts/TermsAgreementModal')),
  },
];

export function pickGlobalModal(
  modals: readonly GlobalModalDefinition[],
  context: GlobalModalContext,
  closed: ReadonlySet<string>,
): GlobalModalDefinition | undefined {
  return [...modals]
    .sort((a, b) => a.priority - b.priority)
    .find((modal) => !closed.has(modal.id) && modal.isEligible(context));
}

/**
 * Shows at most one global modal at a time, the eligible one with the highest priority; the
 * next one may appear once it is closed. Nothing is shown to visitors or while an admin is
 * impersonating the user (isHijacked).
 */
export function GlobalModalHost({
  session,
  modals = GLOBAL_MODALS,
}: {
  session: SessionState;
  modals?: readonly GlobalModalDefinition[];
}) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  if (session.status !== 'loggedIn' || !session.authInfo || session.authInfo.isHijacked) {
    return null;
  }
  const modal = pickGlobalModal(modals, { authInfo: session.authInfo }, closed);
  if (!modal) return null;
  const { Component } = modal;
  return (
    <Suspense fallback={null}>
      <Component onClose={() => setClosed((previous) => new Set(previous).add(modal.id))} />
    </Suspense>
  );
}
