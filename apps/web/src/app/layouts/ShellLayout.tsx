import { Navigate, Outlet, useMatches } from 'react-router';
import { type SessionState, useSession } from '../../shared/api/session';
import { useViewport } from '../../shared/hooks/useViewport';
import { handleOf } from '../routes/route-handle';
import { Footer } from './Footer';
import { GlobalModalHost } from './GlobalModalHost';
import { Header } from './header/Header';
import styles from './ShellLayout.module.css';

function Shell({ session, withModals }: { session: SessionState; withModals: boolean }) {
  const viewport = useViewport();
  const matches = useMatches();
  const hideHeader =
    viewport === 'mobile' && matches.some((match) => handleOf(match).hideMobileHeader);
  const navVariant = viewport === 'pc' ? 'pc' : 'icon';
  const hasIconNav = !hideHeader && navVariant === 'icon' && session.status === 'loggedIn';

  return (
    <div className={styles.shell} data-viewport={viewport} data-icon-nav={hasIconNav}>
      {hideHeader ? null : <Header session={session} navVariant={navVariant} />}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer withScout />
      {withModals ? <GlobalModalHost session={session} /> : null}
    </div>
  );
}

/**
 * Layout of the signed-in product: header, footer and the global modals (spec section 2).
 * A recruiter's session belongs in the company console (decision 016): every engineer call
 * would answer it 403, so it is sent there instead of meeting a screen of errors.
 */
export function MainLayout() {
  const session = useSession();
  if (session.status === 'loggedIn' && session.authInfo?.company) {
    return <Navigate to="/company" replace />;
  }
  return <Shell session={session} withModals />;
}

/**
 * Layout of pages visitors may open (public portfolios, events, policies): the same frame, and
 * user data only when someone is logged in (useSession asks for nothing more otherwise).
 */
export function PublicLayout() {
  return <Shell session={useSession()} withModals={false} />;
}
