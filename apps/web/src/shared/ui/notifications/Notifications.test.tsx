import { NOTIFICATION_DISPLAY_MS } from '@kiseki/contract/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderNotifications } from '../../../test/render-notifications';
import { notify } from './store';

describe('notifications', () => {
  it(`closes a notification after ${NOTIFICATION_DISPLAY_MS} ms`, () => {
    vi.useFakeTimers();
    renderNotifications();
    act(() => notify('保存しました'));
    expect(screen.getByText('保存しました')).toBeTruthy();

    act(() => vi.advanceTimersByTime(NOTIFICATION_DISPLAY_MS - 1));
    expect(screen.queryByText('保存しました')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('保存しました')).toBeNull();
  });

  it('closes a notification with its close button', () => {
    renderNotifications();
    act(() => notify('保存しました'));
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByText('保存しました')).toBeNull();
  });

  it('is a success unless told otherwise, and marks errors', () => {
    renderNotifications();
    act(() => {
      notify('保存しました');
      notify('保存に失敗しました', 'error');
    });
    expect(screen.getByText('保存しました').closest('li')?.dataset.type).toBe('success');
    expect(screen.getByText('保存に失敗しました').closest('li')?.dataset.type).toBe('error');
  });

  it('announces notifications through a status live region, assertively for errors', async () => {
    renderNotifications();
    act(() => notify('保存に失敗しました', 'error'));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('保存に失敗しました'));
    expect(status.getAttribute('aria-live')).toBe('assertive');
  });

  it('lives in a labelled region', () => {
    renderNotifications();
    expect(screen.getByRole('region', { name: /通知/ })).toBeTruthy();
  });
});
