import { DEFAULT_SITE_CONFIG } from '@kiseki/contract/site';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { globalSettingsQuery } from '../../shared/api/session';
import { SiteConfigContext } from '../../shared/hooks/site-config-context';
import { mockApi } from '../../test/api-mock';
import { createQueryClient } from '../query-client';
import { Footer, isScoutLinkVisible } from './Footer';

describe('footer', () => {
  it('links every destination from the site config', () => {
    const config = {
      ...DEFAULT_SITE_CONFIG,
      company_url: 'https://corp.example.jp/',
      news_url: '/news',
    };
    mockApi({ '/api/login_status/': { json: { login_status: { logged_in: false } } } });
    const router = createMemoryRouter([{ path: '/', element: <Footer withScout /> }]);
    const queryClient = createQueryClient();
    // Flags as the server would answer: multi-occupation off.
    queryClient.setQueryData(globalSettingsQuery.queryKey, {
      featureRewards: false,
      featureMultiOccupation: false,
      featureHirabilityChangeModal: true,
    });
    render(
      <SiteConfigContext.Provider value={config}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SiteConfigContext.Provider>,
    );
    const nav = screen.getByRole('navigation', { name: 'フッター' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['スカウト設定', '/config/scout'],
      ['運営会社', 'https://corp.example.jp/'],
      ['プライバシーポリシー', '/policies/privacy'],
      ['利用規約', '/policies/terms'],
      ['外部AIサービスの利用について', '/policies/external-ai'],
      ['取扱職種の範囲等', '/policies/job-categories'],
      ['ニュース', '/news'],
      ['採用ご担当者様へ', DEFAULT_SITE_CONFIG.recruiting_url],
    ]);
  });

  it('shows the scout link to everyone unless multi-occupation is on, then only to IT engineers', () => {
    expect(isScoutLinkVisible(false, undefined)).toBe(true);
    expect(isScoutLinkVisible(false, false)).toBe(true);
    expect(isScoutLinkVisible(true, true)).toBe(true);
    expect(isScoutLinkVisible(true, false)).toBe(false);
    expect(isScoutLinkVisible(true, undefined)).toBe(false);
  });
});
