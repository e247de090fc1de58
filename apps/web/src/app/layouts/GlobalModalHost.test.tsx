import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthInfo, SessionState } from '../../shared/api/session';
import { GLOBAL_MODALS, type GlobalModalDefinition, GlobalModalHost } from './GlobalModalHost';

const authInfo: AuthInfo = {
  userid: 1,
  username: 'taro',
  email: 'taro@example.jp',
  isHijacked: false,
  isAdmin: false,
  buildingStatus: 1,
  snsRelationList: [],
  isShowAccountsSetupPage: false,
  isNeedTermsAgreement: true,
  hash: 'h',
  chatSupportUserId: 'c1',
  chatSupportUserHash: 'ch',
};

function TestModal({ id, onClose }: { id: string; onClose(): void }) {
  return (
    <div role="dialog" aria-label={id}>
      <button type="button" onClick={onClose}>
        close {id}
      </button>
    </div>
  );
}

const TermsModal = ({ onClose }: { onClose(): void }) => <TestModal id="terms" onClose={onClose} />;
const HirabilityModal = ({ onClose }: { onClose(): void }) => (
  <TestModal id="hirability" onClose={onClose} />
);
const BirthdateModal = ({ onClose }: { onClose(): void }) => (
  <TestModal id="birthdate" onClose={onClose} />
);

const modal = (
  id: string,
  priority: number,
  Component: GlobalModalDefinition['Component'],
  eligible = true,
): GlobalModalDefinition => ({ id, priority, isEligible: () => eligible, Component });

const modals = [
  modal('birthdate', 3, BirthdateModal),
  modal('terms', 1, TermsModal),
  modal('hirability', 2, HirabilityModal, false),
];
const session = (info: AuthInfo): SessionState => ({ status: 'loggedIn', authInfo: info });

describe('global modal host', () => {
  it('shows one modal at a time, highest priority first, then the next eligible one', () => {
    render(<GlobalModalHost session={session(authInfo)} modals={modals} />);
    expect(
      screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-label')),
    ).toEqual(['terms']);
    fireEvent.click(screen.getByRole('button', { name: 'close terms' }));
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe('birthdate');
  });

  it('shows nothing while an admin is impersonating the user', () => {
    render(
      <GlobalModalHost session={session({ ...authInfo, isHijacked: true })} modals={modals} />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing to visitors', () => {
    render(<GlobalModalHost session={{ status: 'loggedOut' }} modals={modals} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('registers the terms agreement first (spec section 4), for users who must agree', () => {
    const terms = GLOBAL_MODALS.find((definition) => definition.id === 'terms');
    expect(terms?.priority).toBe(1);
    expect(Math.min(...GLOBAL_MODALS.map((definition) => definition.priority))).toBe(1);
    expect(terms?.isEligible({ authInfo })).toBe(true);
    expect(terms?.isEligible({ authInfo: { ...authInfo, isNeedTermsAgreement: false } })).toBe(
      false,
    );
  });
});
