import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedOutApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('/reaction_completed', { timeout: 20_000 }, () => {
  it('confirms a recorded answer, naming the company and the answer', async () => {
    const api = loggedOutApi();
    const company = encodeURIComponent('株式会社キセキ');
    renderApp(`/reaction_completed?result=ok&company=${company}&reaction_level=2`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '回答を受け付けました' }),
    ).toBeTruthy();
    expect(screen.getByText('回答を企業に伝えました。')).toBeTruthy();
    expect(screen.getByText('株式会社キセキに「話を聞きたい」と回答しました。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '興味通知を見る' }).getAttribute('href')).toBe(
      '/interest-notifications',
    );
    await waitFor(() => expect(document.title).toBe('回答を受け付けました | Kiseki'));
    // The blue layout: no navigation, and nothing asked of the API but the login status.
    expect(screen.queryByRole('navigation', { name: 'メインナビゲーション' })).toBeNull();
    expect(api.requests.every((r) => r.path === '/api/login_status/')).toBe(true);
  });

  it.each([
    [
      'invalid',
      'リンクが正しくないため、回答は記録されませんでした。メールのリンクをそのまま開くか、興味通知の画面から回答してください。',
    ],
    [
      'expired',
      'リンクの有効期限が切れているため、回答は記録されませんでした。興味通知の画面から回答してください。',
    ],
    ['not_found', 'この興味通知は見つかりませんでした。回答は記録されていません。'],
    ['error', '回答を記録できませんでした。時間をあけて、興味通知の画面から回答してください。'],
  ])('says why nothing was recorded for result=%s', async (result, message) => {
    loggedOutApi();
    // A company name on a failed link is not repeated back.
    renderApp(`/reaction_completed?result=${result}&company=X&reaction_level=1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: '回答を記録できませんでした' }),
    ).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByText(/と回答しました/)).toBeNull();
    expect(screen.getByRole('link', { name: '興味通知を見る' }).getAttribute('href')).toBe(
      '/interest-notifications',
    );
  });

  it('treats a missing or unknown result as a broken link', async () => {
    loggedOutApi();
    renderApp('/reaction_completed?result=yes');
    expect(
      await screen.findByRole('heading', { level: 1, name: '回答を記録できませんでした' }),
    ).toBeTruthy();
    expect(screen.getByText(/リンクが正しくないため/)).toBeTruthy();
  });
});
