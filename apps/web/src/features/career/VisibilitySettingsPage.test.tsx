import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { careerApi, jobSettingWire, profileWire } from './test-server';

const section = (name: string) => screen.findByRole('region', { name });

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
