import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./Notifications');
  vi.resetModules();
});

describe('notification host', () => {
  it('renders nothing until the first notice, then shows it with Radix Toast', async () => {
    const { NotificationHost } = await import('./NotificationHost');
    const { notify } = await import('./store');
    const { container } = render(<NotificationHost />);
    expect(container.innerHTML).toBe('');
    act(() => notify('保存しました'));
    expect(await screen.findByText('保存しました')).toBeTruthy();
    // Radix's viewport: a labelled region with the F8 hotkey in its name.
    expect(screen.getByRole('region', { name: '通知 (F8)' })).toBeTruthy();
  });

  it('still shows the notice when the toast code cannot be loaded', async () => {
    vi.doMock('./Notifications', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/Notifications.js');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { NotificationHost } = await import('./NotificationHost');
    const { notify } = await import('./store');
    render(<NotificationHost />);
    act(() => notify('サーバーエラーが発生しました。時間をあけて再度お試しください', 'error'));
    const message = await screen.findByText(
      'サーバーエラーが発生しました。時間をあけて再度お試しください',
    );
    expect(message.closest('li')?.dataset.type).toBe('error');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '通知 (F8)' })).toBeNull();
  });
});
