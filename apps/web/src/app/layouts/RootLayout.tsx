import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useSession } from '../../shared/api/session';
import { ja } from '../../shared/i18n/ja';
import { useAccessBlocked } from '../../shared/lib/access-blocked';
import { storageKey } from '../../shared/lib/storage';
import { NotificationHost } from '../../shared/ui/notifications/NotificationHost';
import { ProgressBar } from '../../shared/ui/ProgressBar/ProgressBar';
import { BlockedAccessPage } from '../errors/BlockedAccessPage';
import styles from './RootLayout.module.css';

const ImpersonationBanner = lazy(() => import('../../features/admin/ImpersonationBanner'));

/** While an admin is signed in as someone else, every page says so at the top. */
function Impersonation() {
  const session = useSession();
  if (session.status !== 'loggedIn' || !session.authInfo?.isHijacked) return null;
  const { username, email } = session.authInfo;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner name={username || email} />
    </Suspense>
  );
}

/** Tells screen-reader users that a client-side navigation has landed, by the new title. */
function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    // The page's own title effect has run by now (children commit first).
    setMessage(pathname ? document.title : '');
  }, [pathname]);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}

/**
 * Everything every page shares: skip link, progress bar, the impersonation banner,
 * notifications, scroll handling.
 */
export function RootLayout() {
  const blocked = useAccessBlocked();
  const navigation = useNavigation();
  const busy = useIsFetching() + useIsMutating() > 0;
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {ja.skipLink}
      </a>
      <ProgressBar active={navigation.state !== 'idle' || busy} />
      <Impersonation />
      {blocked ? <BlockedAccessPage /> : <Outlet />}
      <NotificationHost />
      <RouteAnnouncer />
      {/* Every full page load has the key "default": keyed by path instead, so opening one
          page does not restore the scroll position of another. */}
      <ScrollRestoration
        storageKey={storageKey('scrollPositions')}
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </>
  );
}
