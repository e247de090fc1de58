import { useQuery } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { type SessionState, useSession } from '../../../shared/api/session';
import { useViewport } from '../../../shared/hooks/useViewport';
import { AppLink } from '../../../shared/ui/AppLink';
import { Logo } from '../../../shared/ui/Logo/Logo';
import pageStyles from '../../../shared/ui/page.module.css';
import { companyProfileQuery } from '../profile/api';
import styles from './CompanyLayout.module.css';
import { CONSOLE_LAYOUT_MESSAGES as M } from './messages';
import { CONSOLE_NAV_ITEMS } from './nav-items';

type Recruiter = NonNullable<
  NonNullable<Extract<SessionState, { status: 'loggedIn' }>['authInfo']>['company']
>;

function ConsoleHeader({ company }: { company: Recruiter }) {
  const profile = useQuery(companyProfileQuery);
  const items = CONSOLE_NAV_ITEMS.filter((item) => !item.adminOnly || company.role === 'admin');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.brand}>
          <Logo tone="onBrand" />
          <span className={styles.consoleName}>{M.consoleName}</span>
        </div>
        <span className={styles.companyName} data-testid="console-company-name">
          {profile.data?.name ?? ''}
        </span>
        <AppLink to="/logout" className={styles.logout}>
          {M.logout}
        </AppLink>
      </div>
      <nav aria-label={M.navLabel} className={styles.nav}>
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** What an engineer meets on a console URL: where they are, and the way back. */
function EngineerNotice() {
  return (
    <div className={pageStyles.readingPage}>
      <h1 className={pageStyles.title}>{M.engineerTitle}</h1>
      <p>{M.engineerBody}</p>
      <p>
        <AppLink to="/person">{M.toPortfolio}</AppLink>
      </p>
    </div>
  );
}

/**
 * The recruiter console's frame (issue 10, decision 016): its own header and navigation,
 * loaded only when a /company path is opened, so engineers never download it. Visitors go to
 * the login page and come back; an engineer is told the console is not theirs.
 */
export function Component() {
  const session = useSession();
  const viewport = useViewport();
  const location = useLocation();

  if (session.status === 'pending' || (session.status === 'loggedIn' && !session.authInfo)) {
    return <div className={styles.pending} aria-busy="true" />;
  }
  if (session.status === 'loggedOut') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  const company = session.authInfo?.company ?? null;
  return (
    <div className={styles.shell} data-viewport={viewport}>
      {company ? <ConsoleHeader company={company} /> : null}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {company ? <Outlet /> : <EngineerNotice />}
      </main>
    </div>
  );
}
