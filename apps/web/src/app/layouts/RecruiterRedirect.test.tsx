import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authReply, loggedInApi } from '../../test/api-mock';
import { renderApp } from '../../test/render-app';

describe('a recruiter on an engineer screen', () => {
  it('is sent to the company console instead of meeting the engineer screens', async () => {
    loggedInApi({ '/api/auth/': authReply({ company: { id: 3, role: 'recruiter' } }) });
    const { router } = renderApp('/person');
    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'ダッシュボード' });
    expect(heading.textContent).toBe('ダッシュボード');
    expect(screen.getByRole('navigation', { name: '企業コンソールのナビゲーション' })).toBeTruthy();
  });

  it('leaves an engineer where they are', async () => {
    loggedInApi();
    const { router } = renderApp('/cv');
    await screen.findByRole('navigation', { name: 'メインナビゲーション' });
    expect(router.state.location.pathname).toBe('/cv');
  });
});
