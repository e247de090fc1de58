import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useNotificationList } from '../../shared/ui/notifications/store';
import { renderApp } from '../../test/render-app';
import { careerApi, failure, jobSettingWire, profileWire } from './test-server';

const section = (name: string) => screen.findByRole('region', { name });

/** Messages of the notices raised so far, from the store (the toasts are drawn lazily). */
const raisedNotices = () =>
  renderHook(() => useNotificationList()).result.current.map((notice) => notice.message);

describe('/config/visibility', { timeout: 20_000 }, () => {
  it('shows the birthdate and switches it private, saving at once', async () => {
    const api = careerApi({
      profile: profileWire({ birthdate: '1990-04-01', is_birthdate_public: true }),
    });
    const user = userEvent.setup();
    renderApp('/config/visibility');
    expect(await screen.findByRole('heading', { level: 1, name: '公開設定' })).toBeTruthy();
    const card = await section('生年月日の公開');
    expect(await within(card).findByText('1990年4月1日')).toBeTruthy();
    const toggle = within(card).getByRole('switch', { name: '生年月日を企業に公開する' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(await screen.findByText('保存しました')).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    const request = api.requests.find((r) => r.method === 'PUT' && r.path === '/api/user/profile/');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ is_birthdate_public: false });
    await waitFor(() => expect(document.title).toBe('公開設定 | Kiseki'));
  });

  // Spec section 8: a birthdate save failure says エラーが発生しました, and only that.
  it.each([
    ['a server error', failure(500)],
    ['a refusal', failure(400)],
  ])('says エラーが発生しました when the switch cannot be saved (%s)', async (_, reply) => {
    careerApi(
      { profile: profileWire({ birthdate: '1990-04-01', is_birthdate_public: true }) },
      { 'PUT /api/user/profile/': reply },
    );
    const user = userEvent.setup();
    renderApp('/config/visibility');
    const card = await section('生年月日の公開');
    const toggle = await within(card).findByRole('switch', { name: '生年月日を企業に公開する' });
    await user.click(toggle);
    const notice = await screen.findByText('エラーが発生しました', { exact: true });
    expect(notice.closest('li')?.dataset.type).toBe('error');
    // Only that: neither the generic server-error notice nor the longer step message.
    expect(raisedNotices()).toEqual(['エラーが発生しました']);
    // The switch shows what is stored again.
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('says when no birthdate is set', async () => {
    careerApi({ profile: profileWire({ birthdate: null }) });
    renderApp('/config/visibility');
    const card = await section('生年月日の公開');
    expect(await within(card).findByText('生年月日は登録されていません。')).toBeTruthy();
  });

  it('blocks a company found by search and unblocks one from the list', async () => {
    const api = careerApi({
      companies: [
        { id: 1, name: '株式会社キセキ' },
        { id: 2, name: 'キセキ商事' },
        { id: 3, name: '別会社' },
      ],
      jobSetting: jobSettingWire({ blocked_corporations: [{ id: 3, name: '別会社' }] }),
    });
    const user = userEvent.setup();
    renderApp('/config/visibility');
    const card = await section('ブロックする企業');
    const list = await within(card).findByRole('list', { name: 'ブロック中の企業' });
    expect(within(list).getByText('別会社')).toBeTruthy();

    await user.type(within(card).getByRole('searchbox', { name: '企業名で検索' }), 'キセキ');
    const results = await within(card).findByRole('list', { name: '検索結果' });
    await user.click(within(results).getByRole('button', { name: 'キセキ商事をブロックする' }));
    expect(await screen.findByText('キセキ商事をブロックしました')).toBeTruthy();
    await waitFor(() =>
      expect(api.state.jobSetting.blocked_corporations.map((c) => c.id)).toEqual([3, 2]),
    );
    expect(within(results).getAllByText('ブロック中')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: '別会社のブロックを解除' }));
    await waitFor(() =>
      expect(api.state.jobSetting.blocked_corporations.map((c) => c.id)).toEqual([2]),
    );
    const put = api.requests.filter(
      (r) => r.method === 'PUT' && r.path === '/api/user/job_setting/',
    );
    expect(JSON.parse(put.at(-1)?.body ?? '{}')).toEqual({ blocked_corporations: [2] });
  });
});
