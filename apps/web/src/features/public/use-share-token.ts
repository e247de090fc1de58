import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readShareToken } from '../../shared/api/sharing';
import { browserLocation } from '../../shared/lib/browser-location';
import { readStorage, writeStorage } from '../../shared/lib/storage';

const RELOAD_KEY = 'shareTokenReload';
/** A second reload of the same URL this soon means the server gave no token: stop. */
const RELOAD_LOOP_WINDOW_MS = 10_000;

function lastReload(): [string, number] {
  try {
    const value: unknown = JSON.parse(readStorage('session', RELOAD_KEY) ?? 'null');
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'number') {
      return [value[0], value[1]];
    }
  } catch {
    // Unreadable entry: as if there was none.
  }
  return ['', 0];
}

/**
 * Loads the current URL as a full page, once: the server writes a fresh share token into
 * the HTML of /public/* and /team-tags/*. False when this URL was just reloaded for that
 * (the server gave none), so the caller shows a message instead of looping.
 */
function reloadOnce(url: string): boolean {
  const now = Date.now();
  const [lastUrl, lastAt] = lastReload();
  if (lastUrl === url && now - lastAt < RELOAD_LOOP_WINDOW_MS) return false;
  writeStorage('session', RELOAD_KEY, JSON.stringify([url, now]));
  browserLocation.assign(url);
  return true;
}

export type ShareTokenState =
  | { status: 'ready'; token: string }
  | { status: 'reloading' }
  | { status: 'failed' };

/**
 * The share token of spec section 6, read from the page's meta element. Without one (the app
 * came here client-side), or when the server refuses it (expired), the page is loaded anew
 * once instead of asking without a token.
 */
export function useShareToken(): { state: ShareTokenState; renew(): void } {
  const { pathname, search, hash } = useLocation();
  const url = `${pathname}${search}${hash}`;
  const [state, setState] = useState<ShareTokenState>(() => {
    const token = readShareToken();
    return token ? { status: 'ready', token } : { status: 'reloading' };
  });

  const renew = useCallback(() => {
    setState(reloadOnce(url) ? { status: 'reloading' } : { status: 'failed' });
  }, [url]);

  // Only for the first render's state (StrictMode runs effects twice); renew() does the rest.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (state.status === 'reloading' && !reloadOnce(url)) setState({ status: 'failed' });
  }, [state.status, url]);

  return { state, renew };
}
