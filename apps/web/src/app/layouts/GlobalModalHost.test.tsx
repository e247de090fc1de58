import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { GlobalModalData } from '../../features/global-modals/eligibility';
import type { AuthInfo, SessionState } from '../../shared/api/session';
import { loggedInApi } from '../../test/api-mock';
import { createQueryClient } from '../query-client';
import {
  GLOBAL_MODALS,
  type GlobalModalContext,
  type GlobalModalDefinition,
  GlobalModalHost,
  pickGlobalModal,
} from './GlobalModalHost';

const authInfo: AuthInfo = {
  userid: 1,
  username: 'taro',
  email: 'taro@example.jp',
  isHijacked: false,
  isAdmin: false,
  buildingStatus: 1,
  snsRelationList: [],
  isShowAccountsSetupPage: false,
  company: null,
  isNeedTermsAgreement: true,
  hash: 'h',
  chatSupportUserId: 'c1',
  chatSupportUserHash: 'ch',
};

/** Nothing due: flag off, birthdate dialog opened, inference dialog closed. */
const NOTHING_DUE: GlobalModalData = {
  nowMs: Date.UTC(2026, 0, 15),
  hirabilityFlag: false,
  jobSetting: null,
  hirabilityClosedAtMs: null,
  setupCompleted: null,
  profile: { birthdate: '1990-04-01', birthdateVisibilityDialogOpenedAt: 1 },
  conjectureDialog: { closedAt: 1 },
  conjectures: null,
};
const context = (overrides: Partial<GlobalModalContext> = {}): GlobalModalContext => ({
  ...NOTHING_DUE,
  authInfo: { ...authInfo, isNeedTermsAgreement: false },
  ...overrides,
});

function TestModal({ id, onClose }: { id: string; onClose(): void }) {
  return (
    <div role="dialog" aria-label={id}>
      <button type="button" onClick={onClose}>
        close {id}
      </button>
    </div>
  );
}

const component =
  (id: string): GlobalModalDefinition['Component'] =>
  ({ onClose }) => <TestModal id={id} onClose={onClose} />;

const modal = (
  id: string,
  priority: number,
  isEligible: GlobalModalDefinition['isEligible'] = () => true,
): GlobalModalDefinition => ({ id, priority, isEligible, Component: component(id) });

const modals = [modal('birthdate', 3), modal('terms', 1), modal('hirability', 2, () => false)];
const session = (info: AuthInfo): SessionState => ({ status: 'loggedIn', authInfo: info });

function withClient(children: ReactNode) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

const shown = () =>
  screen.queryAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-label'));

/** Endpoints only the global modals ask for. */
const MODAL_DATA_PATHS = [
  '/api/user/job_setting/',
  '/api/user/profile/',
  '/api/user/experience_job_position_conjecture_dialog_status/',
  '/api/user/experience_job_position_conjectures/',
];

describe('pickGlobalModal', () => {
  it('picks the eligible modal of highest priority that was not closed', () => {
    const ctx = context();
    expect(pickGlobalModal(modals, ctx, new Set())?.id).toBe('terms');
    expect(pickGlobalModal(modals, ctx, new Set(['terms']))?.id).toBe('birthdate');
    expect(pickGlobalModal(modals, ctx, new Set(['terms', 'birthdate']))).toBeUndefined();
  });

  it('waits while a modal before the eligible one cannot decide yet', () => {
    const table = [modal('first', 1, () => undefined), modal('second', 2)];
    expect(pickGlobalModal(table, context(), new Set())).toBeUndefined();
    // Once the first is closed (or decided), the second may show.
    expect(pickGlobalModal(table, context(), new Set(['first']))?.id).toBe('second');
    // Undecided modals after an eligible one do not hold it back.
    const later = [modal('first', 1), modal('second', 2, () => undefined)];
    expect(pickGlobalModal(later, context(), new Set())?.id).toBe('first');
  });
});

describe('global modal host', () => {
  it('shows one modal at a time, highest priority first, then the next eligible one', () => {
    loggedInApi();
    render(withClient(<GlobalModalHost session={session(authInfo)} modals={modals} />));
    expect(shown()).toEqual(['terms']);
    fireEvent.click(screen.getByRole('button', { name: 'close terms' }));
    expect(shown()).toEqual(['birthdate']);
    fireEvent.click(screen.getByRole('button', { name: 'close birthdate' }));
    expect(shown()).toEqual([]);
  });

  it('keeps a shown modal until it closes itself, even when it stops being eligible', () => {
    loggedInApi();
    let eligible = true;
    const table = [modal('first', 1, () => eligible), modal('second', 2)];
    const view = render(withClient(<GlobalModalHost session={session(authInfo)} modals={table} />));
    expect(shown()).toEqual(['first']);
    // Its own save changed the data it was shown for (the birthdate modal records its opening).
    eligible = false;
    view.rerender(withClient(<GlobalModalHost session={session(authInfo)} modals={table} />));
    expect(shown()).toEqual(['first']);
    fireEvent.click(screen.getByRole('button', { name: 'close first' }));
    expect(shown()).toEqual(['second']);
  });

  it('shows nothing, and asks for none of the modal data, while an admin is impersonating', async () => {
    const api = loggedInApi();
    render(
      withClient(
        <GlobalModalHost
          session={session({ ...authInfo, isHijacked: true })}
          modals={GLOBAL_MODALS}
        />,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(shown()).toEqual([]);
    for (const path of MODAL_DATA_PATHS) expect(api.callsTo(path)).toBe(0);
  });

  it('shows nothing, and asks for nothing, for visitors', async () => {
    const api = loggedInApi();
    render(
      withClient(<GlobalModalHost session={{ status: 'loggedOut' }} modals={GLOBAL_MODALS} />),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(shown()).toEqual([]);
    expect(api.requests).toHaveLength(0);
  });

  it('asks for the job setting only with the flag on, and the inferences only while their dialog is open', async () => {
    const api = loggedInApi({
      '/api/user/profile/': {
        json: {
          profile: {
            name: '',
            reject_name_input: false,
            birthdate: null,
            is_birthdate_public: true,
            prefecture: null,
            address: null,
            reject_address_input: false,
            birthdate_visibility_dialog_opened_at: null,
          },
        },
      },
      '/api/user/experience_job_position_conjecture_dialog_status/': {
        json: { dialog_status: { is_agreed: true, closed_at: 1_700_000_000 } },
      },
    });
    render(
      withClient(
        <GlobalModalHost
          session={session({ ...authInfo, isNeedTermsAgreement: false })}
          modals={GLOBAL_MODALS}
        />,
      ),
    );
    await waitFor(() =>
      expect(api.callsTo('/api/user/experience_job_position_conjecture_dialog_status/')).toBe(1),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(api.callsTo('/api/user/profile/')).toBe(1);
    expect(api.callsTo('/api/user/job_setting/')).toBe(0);
    expect(api.callsTo('/api/user/experience_job_position_conjectures/')).toBe(0);
    expect(shown()).toEqual([]);
  });
});

describe('the registered modals (spec section 4)', () => {
  const byId = (id: string) => GLOBAL_MODALS.find((definition) => definition.id === id);

  it('are terms, hirability reminder, birthdate setting and job-position inference, in that order', () => {
    expect(
      [...GLOBAL_MODALS]
        .sort((a, b) => a.priority - b.priority)
        .map((definition) => [definition.id, definition.priority]),
    ).toEqual([
      ['terms', 1],
      ['hirability', 2],
      ['birthdate', 3],
      ['job-position', 4],
    ]);
  });

  it('show the terms to users who must agree', () => {
    expect(byId('terms')?.isEligible(context({ authInfo }))).toBe(true);
    expect(byId('terms')?.isEligible(context())).toBe(false);
  });

  it('decide the others from the data the host fetched', () => {
    const due = context({
      hirabilityFlag: true,
      jobSetting: { hirabilityLevel: null, hirabilityLevelUpdatedAt: null },
      setupCompleted: true,
      profile: { birthdate: '1990-04-01', birthdateVisibilityDialogOpenedAt: null },
      conjectureDialog: { closedAt: null },
      conjectures: [{ experienceId: 1, jobPositionId: 2 }],
    });
    expect(pickGlobalModal(GLOBAL_MODALS, due, new Set())?.id).toBe('hirability');
    expect(pickGlobalModal(GLOBAL_MODALS, due, new Set(['hirability']))?.id).toBe('birthdate');
    expect(pickGlobalModal(GLOBAL_MODALS, due, new Set(['hirability', 'birthdate']))?.id).toBe(
      'job-position',
    );
    expect(pickGlobalModal(GLOBAL_MODALS, context(), new Set())).toBeUndefined();
    // While the job setting (or the setup status) loads, the birthdate modal waits for the
    // reminder's decision.
    expect(
      pickGlobalModal(GLOBAL_MODALS, { ...due, jobSetting: undefined }, new Set()),
    ).toBeUndefined();
    expect(
      pickGlobalModal(GLOBAL_MODALS, { ...due, setupCompleted: undefined }, new Set()),
    ).toBeUndefined();
    // Before the initial setup is completed the reminder stays away (the wizard asks).
    expect(pickGlobalModal(GLOBAL_MODALS, { ...due, setupCompleted: false }, new Set())?.id).toBe(
      'birthdate',
    );
  });
});
