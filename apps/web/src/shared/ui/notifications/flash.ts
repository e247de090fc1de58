import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { type NotificationType, notify } from './store';

const FLASH_KEY = 'flashNotice';

/**
 * Keeps a notice for the next page load, for actions that end with a full navigation (the
 * account deletion, whose session is gone): the notice is shown once the new page starts.
 */
export function notifyAfterReload(message: string, type: NotificationType = 'success'): void {
  writeStorage('session', FLASH_KEY, JSON.stringify({ message, type }));
}

/** At start-up: shows the notice kept by notifyAfterReload, once. */
export function showFlashNotice(): void {
  const raw = readStorage('session', FLASH_KEY);
  if (!raw) return;
  removeStorage('session', FLASH_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return;
    const { message, type } = value as Record<string, unknown>;
    if (typeof message !== 'string' || !message) return;
    notify(message, type === 'error' ? 'error' : 'success');
  } catch {
    // A broken entry is dropped.
  }
}
