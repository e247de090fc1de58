import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../shared/lib/browser-location';
import { writeStorage } from '../../shared/lib/storage';
import { jsonResponse, loggedInApi, loggedOutApi, type RecordedRequest } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';
import { portfolioWire, withShareToken } from './test-fixtures';

const NOT_FOUND = 'お探しのページは見つかりませんでした';
const TOKEN = '123.abcdefghijklmnopqrstuvwxyz012345';

let removeToken: (() => void) | undefined;
afterEach(() => {
  removeToken?.();
  removeToken = undefined;
});

const publicCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path.startsWith('/api/public/'));

describe('/public/{id}', { timeout: 20_000 }, () => {
  it('shows the portfolio to a visitor, sending the page’s share token', async () => {
    removeToken = withShareToken(TOKEN);
    const api = loggedOutApi({ 'GET /api/public/hanako': { json: portfolioWire() } });
    renderApp('/public/hanako');
    expect(await screen.findByRole('heading', { level: 1, name: '木石 花子' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('木石 花子さんのポートフォリオ | Kiseki'));

    const [call] = publicCalls(api.requests);
    expect(call?.headers.get('x-share-token')).toBe(TOKEN);
    expect(screen.getByText('バックエンドとインフラが好きです。')).toBeTruthy();

    const scores = screen.getByRole('region', { name: 'スコア' });
    expect(within(scores).getByText('3.52')).toBeTruthy();
    expect(within(scores).getByText('総合')).toBeTruthy();
    expect(within(scores).getByText('1,200人中 42位')).toBeTruthy();
    expect(within(scores).getByText('未算出')).toBeTruthy();

    const skills = screen.getByRole('region', { name: 'スキルタグ' });
    expect(within(skills).getByText('Kubernetes')).toBeTruthy();
    expect(within(skills).getByText('Lv.4')).toBeTruthy();
    expect(screen.getByRole('region', { name: '使用言語' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /hanako-kiseki\/kube-tools/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go のエラー処理を整理する/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Kubernetes 入門/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go Conference/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: '最近のアクティビティ' })).toBeTruthy();
    // No e-mail and no views on a public page.
    expect(document.body.textContent).not.toMatch(/@|メールアドレス|閲覧/);
    // The visitor's header: sign up and log in.
    expect(screen.getByRole('link', { name: 'ログイン' })).toBeTruthy();
  });

  it('offers an X share with the server’s share text and the page URL', async () => {
    removeToken = withShareToken();
    loggedInApi({ 'GET /api/public/hanako': { json: portfolioWire() } });
    renderApp('/public/hanako');
    const share = await screen.findByRole('link', { name: /Xでシェア/ });
    const intent = new URL(share.getAttribute('href') ?? '');
    expect(intent.searchParams.get('text')).toBe(portfolioWire().share_text);
    expect(intent.searchParams.get('url')).toMatch(/\/public\/hanako$/);
  });

  it('shows Not Found for a closed or unknown id, revealing nothing', async () => {
    removeToken = withShareToken();
    loggedOutApi({
      'GET /api/public/closed': {
        status: 404,
        json: { error: { code: 'not_found', message: NOT_FOUND } },
      },
    });
    renderApp('/public/closed');
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | Kiseki'));
    expect(screen.queryByRole('region', { name: 'スコア' })).toBeNull();
  });

  it('shows Not Found at /public without an id, asking nothing', async () => {
    removeToken = withShareToken();
    const api = loggedOutApi();
    renderApp('/public');
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(publicCalls(api.requests)).toEqual([]);
  });

  it('without a token (reached client-side), loads the page anew instead of asking', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = loggedOutApi({ 'GET /api/public/hanako': { json: portfolioWire() } });
    renderApp('/public/hanako');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/public/hanako'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(publicCalls(api.requests)).toEqual([]);
  });

  it('stops after one reload when the page still has no token', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    writeStorage('session', 'shareTokenReload', JSON.stringify(['/public/hanako', Date.now()]));
    loggedOutApi();
    renderApp('/public/hanako');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページを表示できませんでした' }),
    ).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the page anew once when the server refuses an expired token', async () => {
    removeToken = withShareToken('1.expiredexpiredexpiredexpiredexpi');
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    loggedOutApi({
      'GET /api/public/hanako': () =>
        jsonResponse(
          {
            error: {
              code: 'forbidden',
              message: 'ページの有効期限が切れました。ページを再読み込みしてください。',
            },
          },
          403,
        ),
    });
    renderApp('/public/hanako');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/public/hanako'));
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
