import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ja } from '../../shared/i18n/ja';
import { browserLocation } from '../../shared/lib/browser-location';
import { readStorage, writeStorage } from '../../shared/lib/storage';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';

const HANDOFF_KEY = 'serverHandoff';
/** A second hand-off of the same URL this soon means the server sent us back: stop. */
const HANDOFF_LOOP_WINDOW_MS = 10_000;

function lastHandoff(): [string, number] {
  try {
    const value: unknown = JSON.parse(readStorage('session', HANDOFF_KEY) ?? 'null');
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'number') {
      return [value[0], value[1]];
    }
  } catch {
    // Unreadable entry: treat as no previous hand-off.
  }
  return ['', 0];
}

/**
 * Rendered only if the SPA was reached for a path the server must answer (activation links,
 * follower reactions): asks the server again with a full document load.
 */
export function ServerHandoff() {
  const { pathname, search, hash } = useLocation();
  const [failed, setFailed] = useState(false);
  // Development's StrictMode runs effects twice; the second run must not read the first
  // run's hand-off as a loop.
  const handedOff = useRef<string | null>(null);

  useEffect(() => {
    const url = `${pathname}${search}${hash}`;
    if (handedOff.current === url) return;
    handedOff.current = url;
    const now = Date.now();
    const [lastUrl, lastAt] = lastHandoff();
    if (lastUrl === url && now - lastAt < HANDOFF_LOOP_WINDOW_MS) {
      setFailed(true);
      return;
    }
    writeStorage('session', HANDOFF_KEY, JSON.stringify([url, now]));
    browserLocation.replace(url);
  }, [pathname, search, hash]);

  return (
    <main id="main-content">
      <StatusMessage title={failed ? ja.fallback.title : ja.common.loading}>
        <p>{failed ? ja.handoff.failed : ja.handoff.redirecting}</p>
        {failed ? (
          <p>
            <a href="/">{ja.common.backToHome}</a>
          </p>
        ) : null}
      </StatusMessage>
    </main>
  );
}
