import { ACCOUNT_MESSAGES } from '@kiseki/contract/accounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../shared/lib/browser-location';
import { authInfoWire, authReply, jsonResponse, loggedInApi } from '../../test/api-mock';
import { renderApp, settled } from '../../test/render-app';

const TERMS_FAILED = 'エラーが発生しました。時間をあけて再度お試しください';
const SERVER_ERROR =
  'サーバーでエラーが発生しました。しばらく時間をおいてから再度操作してください。';

/** A signed-in user who has not agreed yet; agreeing flips what /api/auth/ says. */
function needsAgreement(agreementReply?: () => Response) {
  let agreed = false;
  const api = loggedInApi({
    '/api/auth/': () =>
      jsonResponse({ auth_info: authInfoWire({ is_need_terms_agreement: !agreed }) }),
    'PUT /api/terms_agreement/':
      agreementReply ??
      ((request) => {
        agreed = JSON.parse(request.body ?? '{}').agreed === true;
        return jsonResponse({
          is_need_terms_agreement: !agreed,
          login_status: { logged_in: agreed },
        });
      }),
  });
  return api;
}

const dialog = () => screen.findByRole('dialog', { name: '利用規約改定のお知らせ' });

describe('terms agreement modal', () => {
  it('is shown to a user who must agree, with the revision and links to both policies', async () => {
    needsAgreement();
    renderApp('/activity');
    const modal = await dialog();
    expect(
      within(modal).getByText(/2022年12月9日に利用規約とプライバシーポリシーを改定/),
    ).toBeTruthy();
    expect(
      within(modal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/policies/terms', '/policies/privacy']);
    // No way out but the two choices.
    expect(
      within(modal)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['同意しない', '同意する']);
  });

  it('cannot be dismissed with Escape or a click outside', async () => {
    needsAgreement();
    renderApp('/activity');
    const modal = await dialog();
    fireEvent.keyDown(modal, { key: 'Escape', code: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape', code: 'Escape' });
    fireEvent.pointerDown(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: '利用規約改定のお知らせ' })).toBeTruthy();
  });

  it('records agreement with {agreed: true} and closes once the auth info says so', async () => {
    const api = needsAgreement();
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    const authCalls = api.callsTo('/api/auth/');
    await user.click(within(modal).getByRole('button', { name: '同意する' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const request = api.requests.find((r) => r.path === '/api/terms_agreement/');
    expect(request?.method).toBe('PUT');
    expect(JSON.parse(request?.body ?? '')).toEqual({ agreed: true });
    expect(api.callsTo('/api/auth/')).toBeGreaterThan(authCalls);
  });

  it('declining sends {agreed: false} and goes to /login (the server signed the user out)', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = needsAgreement();
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: '同意しない' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    const request = api.requests.find((r) => r.path === '/api/terms_agreement/');
    expect(JSON.parse(request?.body ?? '')).toEqual({ agreed: false });
  });

  it.each([
    ['a 400', () => jsonResponse({ error: { code: 'validation_failed', message: 'x' } }, 400)],
    ['a 500', () => jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500)],
  ])('on %s shows the spec text verbatim, once, and stays open', async (_, reply) => {
    expect(ACCOUNT_MESSAGES.termsFailed).toBe(TERMS_FAILED);
    needsAgreement(reply);
    const user = userEvent.setup();
    renderApp('/activity');
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: '同意する' }));
    const notices = await screen.findAllByText(TERMS_FAILED, { exact: true });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.closest('li')?.dataset.type).toBe('error');
    expect(screen.queryByText(SERVER_ERROR)).toBeNull();
    expect(screen.getByRole('dialog', { name: '利用規約改定のお知らせ' })).toBeTruthy();
    expect(
      (within(modal).getByRole('button', { name: '同意する' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('is not shown while an admin impersonates the user', async () => {
    loggedInApi({
      '/api/auth/': authReply({ is_need_terms_agreement: true, is_hijacked: true }),
    });
    const { router } = renderApp('/activity');
    expect(await screen.findByText(/代理ログイン中/)).toBeTruthy();
    await settled(router);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to a user who has agreed', async () => {
    const api = loggedInApi();
    const { router } = renderApp('/activity');
    await waitFor(() => expect(api.callsTo('/api/auth/')).toBe(1));
    await settled(router);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
