import { STORAGE_PREFIX } from '@kiseki/contract/http';

type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled by the browser (privacy settings); callers treat it as empty.
    return undefined;
  }
}

/** Every key this app stores is prefixed, so they never collide with third-party scripts. */
export const storageKey = (name: string): string => `${STORAGE_PREFIX}${name}`;

export function readStorage(kind: StorageKind, name: string): string | null {
  try {
    return storageOf(kind)?.getItem(storageKey(name)) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeStorage(kind: StorageKind, name: string, value: string): boolean {
  const storage = storageOf(kind);
  if (!storage) return false;
  try {
    storage.setItem(storageKey(name), value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(kind: StorageKind, name: string): void {
  try {
    storageOf(kind)?.removeItem(storageKey(name));
  } catch {
    // Nothing stored, or storage unavailable: nothing to remove.
  }
}
