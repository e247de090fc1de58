import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyAfterReload, showFlashNotice } from './flash';
import { clearNotifications, useNotificationList } from './store';

const current = () => renderHook(() => useNotificationList()).result.current;

describe('flash notices', () => {
  it('shows a notice kept before a full page load once, after it', () => {
    notifyAfterReload('退会手続きが完了しました。ご利用ありがとうございました。');
    expect(current()).toEqual([]);
    showFlashNotice();
    expect(current().map((n) => [n.message, n.type])).toEqual([
      ['退会手続きが完了しました。ご利用ありがとうございました。', 'success'],
    ]);
    clearNotifications();
    showFlashNotice();
    expect(current()).toEqual([]);
  });

  it('drops a broken entry', () => {
    window.sessionStorage.setItem('kiseki.flashNotice', '{nope');
    showFlashNotice();
    expect(current()).toEqual([]);
    expect(window.sessionStorage.getItem('kiseki.flashNotice')).toBeNull();
  });
});
