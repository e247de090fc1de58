import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ja } from '../../shared/i18n/ja';
import { useNotificationList } from '../../shared/ui/notifications/store';
import { jsonResponse, type MockReply } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { bodiesOf, experienceWire, modalsApi } from './test-api';

const TITLE = '職種を確認してください';
const dialog = () => screen.findByRole('dialog', { name: TITLE });
const DIALOG_STATUS = '/api/user/experience_job_position_conjecture_dialog_status/';

/** Messages of the notices raised so far, from the store (the toasts are drawn lazily). */
const raisedNotices = () =>
  renderHook(() => useNotificationList()).result.current.map((notice) => notice.message);

const EXPERIENCES = [
  experienceWire(1, { organization_name: '株式会社アルファ', positions: [1] }),
  experienceWire(2, {
    organization_name: 'ベータ合同会社',
    start_year: 2021,
    start_month: 4,
    end_year: null,
    end_month: null,
    position_name: 'リードエンジニア',
  }),
  experienceWire(3, { organization_name: 'ガンマ株式会社', positions: [5] }),
];

function inferenceApi(overrides: Record<string, MockReply> = {}) {
  return modalsApi({
    [`GET ${DIALOG_STATUS}`]: { json: { dialog_status: { is_agreed: null, closed_at: null } } },
    'GET /api/user/experience_job_position_conjectures/': {
      json: {
        conjecture_list: [
          { experience_id: 1, job_position_id: 3 },
          { experience_id: 2, job_position_id: 2 },
          { experience_id: 2, job_position_id: 4 },
        ],
      },
    },
    'GET /api/user/experiences/': { json: { experience_list: EXPERIENCES } },
    'POST /api/user/experiences/bulk/': (request) =>
      jsonResponse({
        experience_list: JSON.parse(request.body ?? '{}').experience_list.map(
          (item: { id: number }) => ({ ...experienceWire(item.id), ...item }),
        ),
      }),
    [`PUT ${DIALOG_STATUS}`]: (request) =>
      jsonResponse({
        dialog_status: {
          is_agreed: JSON.parse(request.body ?? '{}').is_agreed,
          closed_at: 1_750_000_000,
        },
      }),
    ...overrides,
  });
}

const chips = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('job-position inference', () => {
  it('shows each experience that has inferences, with them chosen', async () => {
    inferenceApi();
    renderApp('/activity');
    const modal = await dialog();
    const alpha = await within(modal).findByRole('region', { name: '株式会社アルファ' });
    const beta = await within(modal).findByRole('region', { name: 'ベータ合同会社' });
    expect(within(modal).queryByRole('region', { name: 'ガンマ株式会社' })).toBeNull();
    // Its own positions first, then the inferred ones.
    await waitFor(() =>
      expect(chips(alpha)).toEqual(['フロントエンドエンジニア', 'Webアプリケーションエンジニア']),
    );
    expect(chips(beta)).toEqual(['バックエンドエンジニア', 'インフラエンジニア']);
    expect(within(beta).getByText('在籍期間 2021年4月〜現在 ・ リードエンジニア')).toBeTruthy();
  });

  it('needs a position for every experience (職種を選択してください)', async () => {
    const api = inferenceApi();
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    const beta = await within(modal).findByRole('region', { name: 'ベータ合同会社' });
    await waitFor(() => expect(chips(beta)).toHaveLength(2));
    await user.click(within(beta).getByRole('button', { name: 'バックエンドエンジニアを外す' }));
    await user.click(within(beta).getByRole('button', { name: 'インフラエンジニアを外す' }));
    await user.click(within(modal).getByRole('button', { name: '保存する' }));
    expect(within(beta).getByText('職種を選択してください')).toBeTruthy();
    expect(within(modal).getAllByText('職種を選択してください')).toHaveLength(1);
    expect(document.activeElement).toBe(within(beta).getByRole('button', { name: '職種を選ぶ' }));
    expect(api.callsTo('/api/user/experiences/bulk/')).toBe(0);
    expect(bodiesOf(api, 'PUT', DIALOG_STATUS)).toEqual([]);
  });

  it('saves every experience with its id, then marks the dialog agreed', async () => {
    const api = inferenceApi();
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    const alpha = await within(modal).findByRole('region', { name: '株式会社アルファ' });
    await waitFor(() => expect(chips(alpha)).toHaveLength(2));
    await user.click(within(alpha).getByRole('button', { name: 'フロントエンドエンジニアを外す' }));
    await user.click(within(modal).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());

    const [bulk] = bodiesOf(api, 'POST', '/api/user/experiences/bulk/') as {
      experience_list: { id: number; positions: number[]; organization_name: string }[];
    }[];
    expect(
      bulk?.experience_list.map(({ id, positions, organization_name }) => ({
        id,
        positions,
        organization_name,
      })),
    ).toEqual([
      { id: 1, positions: [3], organization_name: '株式会社アルファ' },
      { id: 2, positions: [2, 4], organization_name: 'ベータ合同会社' },
      { id: 3, positions: [5], organization_name: 'ガンマ株式会社' },
    ]);
    // The other fields go back as they were.
    expect(bulk?.experience_list[1]).toMatchObject({
      position_name: 'リードエンジニア',
      start_year: 2021,
      start_month: 4,
      end_year: null,
      end_month: null,
    });
    expect(bodiesOf(api, 'PUT', DIALOG_STATUS)).toEqual([{ is_agreed: true }]);
    const notice = await screen.findByText('保存しました');
    expect(notice.closest('li')?.dataset.type).toBe('success');
  });

  it.each([
    [400, 'validation_failed'],
    [500, 'internal_error'],
  ])('on a %i says 保存に失敗しました alone and stays open', async (status, code) => {
    const api = inferenceApi({
      'POST /api/user/experiences/bulk/': { status, json: { error: { code, message: 'x' } } },
    });
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await waitFor(() =>
      expect(chips(within(modal).getByRole('region', { name: '株式会社アルファ' }))).toHaveLength(
        2,
      ),
    );
    await user.click(within(modal).getByRole('button', { name: '保存する' }));
    const notice = await screen.findByText('保存に失敗しました', { exact: true });
    expect(notice.closest('li')?.dataset.type).toBe('error');
    // Spec section 8's words only: no generic server-error notice beside them.
    expect(raisedNotices()).toEqual(['保存に失敗しました']);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
    expect(bodiesOf(api, 'PUT', DIALOG_STATUS)).toEqual([]);
    expect(
      (within(modal).getByRole('button', { name: '保存する' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('says 保存に失敗しました alone when marking the dialog agreed fails', async () => {
    inferenceApi({
      [`PUT ${DIALOG_STATUS}`]: {
        status: 500,
        json: { error: { code: 'internal_error', message: 'x' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await within(modal).findByRole('region', { name: '株式会社アルファ' });
    await user.click(within(modal).getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('保存に失敗しました', { exact: true })).toBeTruthy();
    expect(raisedNotices()).toEqual(['保存に失敗しました']);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
  });

  it('a failed 「今はしない」 still closes, and the generic notice says it (no words of its own)', async () => {
    inferenceApi({
      [`PUT ${DIALOG_STATUS}`]: {
        status: 500,
        json: { error: { code: 'internal_error', message: 'x' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: '今はしない' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(raisedNotices()).toEqual([ja.errors.server]);
  });

  it('「今はしない」 marks the dialog declined and closes it', async () => {
    const api = inferenceApi();
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: '今はしない' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(bodiesOf(api, 'PUT', DIALOG_STATUS)).toEqual([{ is_agreed: false }]);
    expect(api.callsTo('/api/user/experiences/bulk/')).toBe(0);
  });

  it('Escape in the position panel closes the panel, not the dialog', async () => {
    const api = inferenceApi();
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    const alpha = await within(modal).findByRole('region', { name: '株式会社アルファ' });
    await waitFor(() => expect(chips(alpha)).toHaveLength(2));
    const toggle = within(alpha).getByRole('button', { name: '職種を選ぶ' });
    await user.click(toggle);
    await user.click(within(alpha).getByRole('searchbox'));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
    expect(bodiesOf(api, 'PUT', DIALOG_STATUS)).toEqual([]);
  });

  it.each([
    [
      'its dialog was closed',
      { closed_at: 1_700_000_000 },
      [{ experience_id: 1, job_position_id: 3 }],
    ],
    ['nothing is inferred', { closed_at: null }, []],
  ])('is not shown when %s', async (_, status, list) => {
    const api = inferenceApi({
      [`GET ${DIALOG_STATUS}`]: { json: { dialog_status: { is_agreed: null, ...status } } },
      'GET /api/user/experience_job_position_conjectures/': { json: { conjecture_list: list } },
    });
    renderApp('/activity');
    await waitFor(() => expect(api.callsTo(DIALOG_STATUS)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The inferences are only asked for while the dialog was never closed.
    expect(api.callsTo('/api/user/experience_job_position_conjectures/')).toBe(
      status.closed_at === null ? 1 : 0,
    );
  });
});
