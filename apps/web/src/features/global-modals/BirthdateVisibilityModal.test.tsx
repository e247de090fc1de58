import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useNotificationList } from '../../shared/ui/notifications/store';
import { jsonResponse, type MockReply } from '../../test/api-mock';
import { renderApp, settled } from '../../test/render-app';
import { bodiesOf, modalsApi, profileWire } from './test-api';

const TITLE = '生年月日の公開設定';
const dialog = () => screen.findByRole('dialog', { name: TITLE });

/** Messages of the notices raised so far, from the store (the toasts are drawn lazily). */
const raisedNotices = () =>
  renderHook(() => useNotificationList()).result.current.map((notice) => notice.message);

/** PUT /api/user/profile/ answering with the change applied (opening recorded now). */
const acceptProfile: MockReply = (request) => {
  const body = JSON.parse(request.body ?? '{}');
  return jsonResponse({
    profile: profileWire({
      birthdate: '1990-04-01',
      birthdate_visibility_dialog_opened_at: 1_750_000_000,
      ...(body.is_birthdate_public === undefined
        ? {}
        : { is_birthdate_public: body.is_birthdate_public }),
    }),
  });
};

const withBirthdate = (put: MockReply = acceptProfile) =>
  modalsApi({
    'GET /api/user/profile/': {
      json: {
        profile: profileWire({
          birthdate: '1990-04-01',
          birthdate_visibility_dialog_opened_at: null,
        }),
      },
    },
    'PUT /api/user/profile/': put,
  });

describe('birthdate public setting', () => {
  it('shows the birthdate with PUBLIC chosen, and records that it was opened', async () => {
    const api = withBirthdate();
    renderApp('/activity');
    const modal = await dialog();
    expect(within(modal).getByText('1990/04/01')).toBeTruthy();
    expect(
      (within(modal).getByRole('radio', { name: /公開する/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (within(modal).getByRole('radio', { name: /公開しない/ }) as HTMLInputElement).checked,
    ).toBe(false);
    await waitFor(() =>
      expect(bodiesOf(api, 'PUT', '/api/user/profile/')).toEqual([
        { birthdate_visibility_dialog_opened: true },
      ]),
    );
    // Recording the opening does not close it: the person still answers.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
    expect(within(modal).getByRole('link', { name: '公開設定ページ' }).getAttribute('href')).toBe(
      '/config/visibility',
    );
    expect(within(modal).getByText(/あとから/).textContent).toBe(
      '公開・非公開は、あとから公開設定ページで変更できます。',
    );
  });

  it('saves the choice as is_birthdate_public and says 保存しました', async () => {
    const api = withBirthdate();
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await user.click(within(modal).getByRole('radio', { name: /公開しない/ }));
    await user.click(within(modal).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(bodiesOf(api, 'PUT', '/api/user/profile/')).toEqual([
      { birthdate_visibility_dialog_opened: true },
      { is_birthdate_public: false },
    ]);
    const notice = await screen.findByText('保存しました');
    expect(notice.closest('li')?.dataset.type).toBe('success');
  });

  it.each([
    [400, 'validation_failed'],
    [500, 'internal_error'],
  ])('on a %i says エラーが発生しました alone and stays open', async (status, code) => {
    let opened = false;
    withBirthdate((request) => {
      const body = JSON.parse(request.body ?? '{}');
      if (body.birthdate_visibility_dialog_opened) {
        opened = true;
        return acceptProfile(request);
      }
      return jsonResponse({ error: { code, message: 'x' } }, status);
    });
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await waitFor(() => expect(opened).toBe(true));
    await user.click(within(modal).getByRole('button', { name: '保存する' }));
    const notice = await screen.findByText('エラーが発生しました', { exact: true });
    expect(notice.closest('li')?.dataset.type).toBe('error');
    // Spec section 8's words only: no generic server-error notice beside them.
    expect(raisedNotices()).toEqual(['エラーが発生しました']);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeTruthy();
  });

  it('closing it leaves the setting as it was (it was opened, so it does not come back)', async () => {
    const api = withBirthdate();
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    await waitFor(() =>
      expect(bodiesOf(api, 'PUT', '/api/user/profile/')).toEqual([
        { birthdate_visibility_dialog_opened: true },
      ]),
    );
  });

  it.each([
    ['without a birthdate', profileWire({ birthdate: null })],
    [
      'once opened before',
      profileWire({
        birthdate: '1990-04-01',
        birthdate_visibility_dialog_opened_at: 1_700_000_000,
      }),
    ],
  ])('is not shown %s', async (_, profile) => {
    const api = modalsApi({ 'GET /api/user/profile/': { json: { profile } } });
    const { router } = renderApp('/activity');
    await waitFor(() => expect(api.callsTo('/api/user/profile/')).toBe(1));
    await settled(router);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
