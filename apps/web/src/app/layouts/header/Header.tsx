import { useLocation } from 'react-router';
import { type SessionState, useFeatureFlags } from '../../../shared/api/session';
import { Logo } from '../../../shared/ui/Logo/Logo';
import styles from './Header.module.css';
import { GuestActions, UserActions } from './HeaderActions';
import { IconNav, PcNav } from './NavLinks';
import { visibleNavItems } from './nav-items';
import { sectionOf } from './sections';
import { useNavBadges } from './use-nav-badges';

/**
 * Which navigation the header shows. The spec fixes PC at >= 1024 px and mobile below 768 px
 * and leaves 768–1023 px open; there the icon navigation is used, because the eight text items
 * plus the right-side actions need the full PC width, and a tablet held upright is used like a
 * phone.
 */
export type NavVariant = 'pc' | 'icon';

export function Header({ session, navVariant }: { session: SessionState; navVariant: NavVariant }) {
  const { pathname } = useLocation();
  const loggedIn = session.status === 'loggedIn';
  const flags = useFeatureFlags(loggedIn);
  const badges = useNavBadges(loggedIn);
  const items = visibleNavItems(flags);
  const active = sectionOf(pathname);

  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Logo />
          {loggedIn && navVariant === 'pc' ? (
            <PcNav items={items} active={active} badges={badges} />
          ) : null}
          <div className={styles.right}>
            {session.status === 'loggedIn' ? <UserActions badges={badges} active={active} /> : null}
            {session.status === 'loggedOut' ? <GuestActions /> : null}
          </div>
        </div>
      </header>
      {loggedIn && navVariant === 'icon' ? (
        <IconNav items={items} active={active} badges={badges} />
      ) : null}
    </>
  );
}
