import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { association, bodiesOf, connectionsApi } from './test-server';

const setupStatus = (step: string | null) => ({
  setup_status: { step, is_completed: false, completed_at: null },
});

/** The wizard's first step with the connection endpoints and the step record answering. */
function wizardApi(initial: Parameters<typeof connectionsApi>[0] = {}) {
  return connectionsApi(initial, {
    'GET /api/setup_status/': { json: setupStatus(null) },
    'PATCH /api/setup_status/': (request: RecordedRequest) =>
      jsonResponse(setupStatus((JSON.parse(request.body ?? '{}') as { step: string }).step)),
  });
}

describe('the connect panel in the setup wizard (sns_accounts)', { timeout: 20_000 }, () => {
  it('connects an account right in the step, then 次へ records welcome', async () => {
    const api = wizardApi();
    const user = userEvent.setup();
    const { router } = renderApp('/user_initial_setup/sns_accounts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SNSアカウントの連携' }),
    ).toBeTruthy();
    const qiita = await screen.findByRole('article', { name: 'Qiita' });
    await user.type(
      within(qiita).getByRole('textbox', { name: 'Qiitaのアカウント名またはURL' }),
      '@taro-kiseki',
    );
    expect(within(qiita).getByText('「taro-kiseki」として連携します')).toBeTruthy();
    await user.click(within(qiita).getByRole('button', { name: '連携する' }));
    expect(await within(qiita).findByText('取り込み待ち')).toBeTruthy();
    expect(bodiesOf(api.requests, 'POST', '/api/sns_association/')).toEqual([
      { sns_name: 'qiita', account: 'taro-kiseki' },
    ]);
    // The blogs are offered here too.
    expect(screen.getByRole('form', { name: 'ブログを追加' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user_initial_setup/welcome'));
    expect(bodiesOf(api.requests, 'PATCH', '/api/setup_status/')).toEqual([{ step: 'welcome' }]);
  });

  it('moves on without connecting anything', async () => {
    const api = wizardApi({ sns: [association('github', 'taro', { status: 'done' })] });
    const user = userEvent.setup();
    const { router } = renderApp('/user_initial_setup/sns_accounts');
    const github = await screen.findByRole('article', { name: 'GitHub' });
    expect(within(github).getByText('取り込み済み 0件')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '次へ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user_initial_setup/welcome'));
    expect(bodiesOf(api.requests, 'POST', '/api/sns_association/')).toEqual([]);
  });
});
