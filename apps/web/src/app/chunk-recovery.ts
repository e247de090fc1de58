import { browserLocation } from '../shared/lib/browser-location';
import { readStorage, writeStorage } from '../shared/lib/storage';

/**
 * After a deploy, an open tab may ask for script or CSS chunks that no longer exist. One
 * reload fetches the new index.html and fixes that. The time of the last such reload is kept
 * in sessionStorage: if a chunk fails again within the window, reloading would only loop, so
 * the fallback page is shown instead.
 */
const RELOAD_KEY = 'chunkReloadAt';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite's CSS preloader
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

let reloading = false;

export const isReloadingForChunkError = (): boolean => reloading;

/**
 * Whether a reload is under way or still allowed: not used within the window, and the browser
 * is not offline (a reload then shows the browser's own error page and loses the page; lazily
 * loaded parts such as the notifications fall back instead).
 */
export function canRecoverByReload(now: number = Date.now()): boolean {
  if (reloading) return true;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const last = Number(readStorage('session', RELOAD_KEY));
  return !(Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS);
}

/** Starts the one allowed reload; returns false when it was already used up recently. */
export function reloadForChunkError(now: number = Date.now()): boolean {
  if (reloading) return true;
  if (!canRecoverByReload(now)) return false;
  // Without storage there is no loop guard, so do not reload at all.
  if (!writeStorage('session', RELOAD_KEY, String(now))) return false;
  reloading = true;
  browserLocation.reload();
  return true;
}

/**
 * Vite reports failed preloads of a lazy chunk's JS or CSS as `vite:preloadError` on window.
 * It fires before the router has moved to the new URL, so reloading here would reload the
 * page the user is leaving. The error propagates to the route's error boundary, which
 * reloads at the right URL (once) or shows the fallback page; it is never left blank.
 */
export function installChunkErrorRecovery(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    // Keep the original error visible in the console for diagnosis.
    console.warn('Chunk failed to load', (event as Event & { payload?: unknown }).payload);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

export function resetChunkRecoveryForTests(): void {
  reloading = false;
}
