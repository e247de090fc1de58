import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInApi, loggedOutApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { recruiterApi } from '../test-api';

const dashboardReplies = {
  '/api/company/dashboard': {
    json: {
      interests: {
        sent_last_30_days: 0,
        sent_total: 0,
        reacted_total: 0,
        reaction_rate_percent: null,
      },
      scouts: { sent_last_30_days: 0, sent_total: 0, replied_total: 0, reply_rate_percent: null },
      threads: { open_count: 0, awaiting_reply: [] },
    },
  },
  '/api/company/interests': { json: { interests: [] } },
  '/api/company/career_update_requests': { json: { career_update_requests: [] } },
};

describe('the company console layout', () => {
  it("shows an admin the console's sections and the company's name", async () => {
    recruiterApi(dashboardReplies);
    renderApp('/company');
    const nav = await screen.findByRole('navigation', { name: '企業コンソールのナビゲーション' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'ダッシュボード',
      'エンジニア検索',
      'メッセージ',
      '求人',
      '企業情報',
      'メンバー',
    ]);
    expect(
      within(nav).getByRole('link', { name: 'ダッシュボード' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await screen.findByText('株式会社キセキテック')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeTruthy();
  });

  it('hides member management from a recruiter who is not an admin', async () => {
    recruiterApi(dashboardReplies, 'recruiter');
    renderApp('/company');
    const nav = await screen.findByRole('navigation', { name: '企業コンソールのナビゲーション' });
    expect(within(nav).queryByRole('link', { name: 'メンバー' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'エンジニア検索' })).toBeTruthy();
  });

  it('sends a visitor to the login page and back', async () => {
    loggedOutApi();
    const { router } = renderApp('/company/threads?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/company/threads?page=2')}`,
    );
  });

  it('tells an engineer the console is not theirs, without calling company APIs', async () => {
    const api = loggedInApi();
    renderApp('/company');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'このページは企業の採用担当者向けです',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ポートフォリオへ' }).getAttribute('href')).toBe(
      '/person',
    );
    expect(api.requests.some((request) => request.path.startsWith('/api/company/'))).toBe(false);
  });
});
