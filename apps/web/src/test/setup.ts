import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetChunkRecoveryForTests } from '../app/chunk-recovery';
import { clearGetCache } from '../shared/api/client';
import { resetAccessBlocked } from '../shared/lib/access-blocked';
import { setAppNavigator } from '../shared/lib/app-navigation';
import { clearNotifications } from '../shared/ui/notifications/store';
import { clearTestCookies } from './cookies';
import { setViewport } from './viewport';

// Lazy route chunks are transformed on first use; on a busy machine that can exceed 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearNotifications();
  clearGetCache();
  resetAccessBlocked();
  resetChunkRecoveryForTests();
  setAppNavigator(null);
  window.sessionStorage.clear();
  window.localStorage.clear();
  clearTestCookies();
  setViewport(1024, 768);
  document.title = '';
});
