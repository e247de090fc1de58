import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import buttons from '../../shared/ui/button.module.css';
import { ErrorNote } from '../../shared/ui/jobs/ErrorNote';
import styles from './Analytics.module.css';
import { analyticsJa as t } from './messages';

const TABS = [
  { to: '/analytics', label: t.tabs.salary },
  { to: '/analytics/views', label: t.tabs.views },
  { to: '/analytics/keywords', label: t.tabs.keywords },
] as const;

/** The sibling screens of /analytics, as links: each is its own page and address. */
function AnalyticsTabs() {
  return (
    <nav aria-label={t.tabs.label} className={styles.tabs}>
      <ul className={styles.tabList}>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end className={styles.tab}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One analytics screen: the tabs, its title and what it shows, then the body. */
export function AnalyticsFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <AnalyticsTabs />
      <div className={styles.titleText}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      {children}
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorNote>
      {message}{' '}
      <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={onRetry}>
        {t.retry}
      </button>
    </ErrorNote>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** Nothing recorded yet: what would make something appear, and where to work on it. */
export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p>{hint}</p>
      <p>
        <Link to="/cv">{t.emptyLink}</Link>
      </p>
    </div>
  );
}
