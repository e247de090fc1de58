import { type ComponentType, lazy, Suspense, useState } from 'react';
import {
  birthdateVisibilityEligibility,
  type Eligibility,
  type GlobalModalData,
  hirabilityReminderEligibility,
  jobPositionInferenceEligibility,
} from '../../features/global-modals/eligibility';
import { useGlobalModalData } from '../../features/global-modals/use-global-modal-data';
import type { AuthInfo, SessionState } from '../../shared/api/session';

/** What a global modal may base its decision on. */
export interface GlobalModalContext extends GlobalModalData {
  authInfo: AuthInfo;
}

export interface GlobalModalDefinition {
  id: string;
  /** Lower shows first (spec section 4: terms 1, hirability 2, birthdate 3, job position 4). */
  priority: number;
  /** true or false, or undefined while the data it needs is still loading. */
  isEligible(context: GlobalModalContext): Eligibility;
  Component: ComponentType<{ onClose(): void }>;
}

/**
 * The modals of spec section 4. Each dialog is its own chunk, loaded only for the people it
 * is shown to; what decides (eligibility) is small and zod-free.
 */
export const GLOBAL_MODALS: readonly GlobalModalDefinition[] = [
  {
    id: 'terms',
    priority: 1,
    isEligible: ({ authInfo }) => authInfo.isNeedTermsAgreement,
    Component: lazy(() => import('../../features/accounts/TermsAgreementModal')),
  },
  {
    id: 'hirability',
    priority: 2,
    isEligible: hirabilityReminderEligibility,
    Component: lazy(() => import('../../features/global-modals/HirabilityReminderModal')),
  },
  {
    id: 'birthdate',
    priority: 3,
    isEligible: birthdateVisibilityEligibility,
    Component: lazy(() => import('../../features/global-modals/BirthdateVisibilityModal')),
  },
  {
    id: 'job-position',
    priority: 4,
    isEligible: jobPositionInferenceEligibility,
    Component: lazy(() => import('../../features/global-modals/JobPositionInferenceModal')),
  },
];

/**
 * The modal to show: the first by priority that was not closed and is eligible. While the
 * answer for a modal before it is not known yet, none is picked, so a lower modal never
 * flashes up ahead of a higher one whose data arrives later.
 */
export function pickGlobalModal(
  modals: readonly GlobalModalDefinition[],
  context: GlobalModalContext,
  closed: ReadonlySet<string>,
): GlobalModalDefinition | undefined {
  for (const modal of [...modals].sort((a, b) => a.priority - b.priority)) {
    if (closed.has(modal.id)) continue;
    const eligible = modal.isEligible(context);
    if (eligible === undefined) return undefined;
    if (eligible) return modal;
  }
  return undefined;
}

/**
 * Shows at most one global modal at a time, the eligible one with the highest priority; the
 * next one may appear once it is closed. A modal, once shown, stays until it closes itself
 * (its own saves change the data that made it eligible). Nothing is shown, and nothing is
 * fetched for it, for visitors or while an admin is impersonating the user (isHijacked).
 */
export function GlobalModalHost({
  session,
  modals = GLOBAL_MODALS,
}: {
  session: SessionState;
  modals?: readonly GlobalModalDefinition[];
}) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const authInfo = session.status === 'loggedIn' ? session.authInfo : undefined;
  const allowed = authInfo !== undefined && !authInfo.isHijacked;
  const data = useGlobalModalData(allowed);
  if (!allowed) return null;

  const active = activeId === null ? undefined : modals.find((modal) => modal.id === activeId);
  const modal = active ?? pickGlobalModal(modals, { ...data, authInfo }, closed);
  if (!modal) return null;
  // Remember what is shown (state set while rendering: React re-renders at once).
  if (modal.id !== activeId) setActiveId(modal.id);
  const { Component } = modal;
  const close = () => {
    setClosed((previous) => new Set(previous).add(modal.id));
    setActiveId(null);
  };
  return (
    <Suspense fallback={null}>
      <Component key={modal.id} onClose={close} />
    </Suspense>
  );
}
