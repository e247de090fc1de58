import { Link } from 'react-router';
import { ja } from '../../../shared/i18n/ja';
import styles from './Header.module.css';
import { Icon } from './icons';
import type { NavItem } from './nav-items';
import type { Section } from './sections';
import { badgeText, type NavBadges } from './use-nav-badges';

interface NavLinksProps {
  items: readonly NavItem[];
  active: Section | undefined;
  badges: NavBadges;
}

/** Badge or dot of an item, visible as a mark and readable as text. */
function Indicator({ item, badges }: { item: NavItem; badges: NavBadges }) {
  if (item.indicator === 'cvRequests' && badges.cvRequests > 0) {
    return (
      <>
        <span className={styles.badge} aria-hidden="true">
          {badgeText(badges.cvRequests)}
        </span>
        <span className="visually-hidden">{ja.header.cvBadge(badges.cvRequests)}</span>
      </>
    );
  }
  if (item.indicator === 'jobSuggestions' && badges.jobSuggestions) {
    return (
      <>
        <span className={styles.dot} aria-hidden="true" data-testid="jobs-dot" />
        <span className="visually-hidden">{ja.header.jobsDot}</span>
      </>
    );
  }
  return null;
}

/** Text navigation of the PC header (width >= PC_MIN_WIDTH). */
export function PcNav({ items, active, badges }: NavLinksProps) {
  return (
    <nav className={styles.pcNav} aria-label={ja.header.mainNav}>
      <ul className={styles.pcNavList}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.pcNavLink}
              aria-current={item.section === active ? 'page' : undefined}
            >
              {item.label}
              <Indicator item={item} badges={badges} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Icon navigation fixed to the bottom of the screen below PC width. Each link shows a short
 * label under the icon; the full label is its tooltip.
 */
export function IconNav({ items, active, badges }: NavLinksProps) {
  return (
    <nav className={styles.iconNav} aria-label={ja.header.mainNav}>
      <ul className={styles.iconNavList}>
        {items.map((item) => (
          <li key={item.to} className={styles.iconNavItem}>
            <Link
              to={item.to}
              className={styles.iconNavLink}
              title={item.label}
              aria-current={item.section === active ? 'page' : undefined}
            >
              <span className={styles.iconWrap}>
                <Icon name={item.icon} />
                <Indicator item={item} badges={badges} />
              </span>
              <span className={styles.iconNavLabel}>{item.shortLabel}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
