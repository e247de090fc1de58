import { Link, useLocation } from 'react-router';
import { useSiteConfig } from '../../../shared/hooks/site-config-context';
import { ja } from '../../../shared/i18n/ja';
import { AppLink } from '../../../shared/ui/AppLink';
import buttons from '../../../shared/ui/button.module.css';
import { DisclosurePopover } from '../../../shared/ui/DisclosurePopover/DisclosurePopover';
import styles from './Header.module.css';
import { Icon, type IconName } from './icons';
import type { Section } from './sections';
import { badgeText, type NavBadges } from './use-nav-badges';

function CountLink(props: {
  to: string;
  label: string;
  icon: IconName;
  count: number;
  current: boolean;
}) {
  const { to, label, icon, count, current } = props;
  return (
    <Link
      to={to}
      className={styles.iconButton}
      title={label}
      aria-current={current ? 'page' : undefined}
    >
      <Icon name={icon} />
      <span className="visually-hidden">
        {label}
        {count > 0 ? ja.header.badgeCount(count) : null}
      </span>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}

/** Right side of the header for a logged-in user, in the order of spec section 2. */
export function UserActions({
  badges,
  active,
}: {
  badges: NavBadges;
  active: Section | undefined;
}) {
  const { help_url: helpUrl } = useSiteConfig();
  return (
    <ul className={styles.actions}>
      <li>
        <CountLink
          to="/interest-notifications"
          label={ja.header.interestNotifications}
          icon="interest"
          count={badges.unreactedInterests}
          current={active === 'interest-notifications'}
        />
      </li>
      <li>
        <CountLink
          to="/messages"
          label={ja.header.messages}
          icon="messages"
          count={badges.unreadThreads}
          current={active === 'messages'}
        />
      </li>
      <li>
        <AppLink to={helpUrl} className={styles.iconButton} title={ja.header.help}>
          <Icon name="help" />
          <span className="visually-hidden">{ja.header.help}</span>
        </AppLink>
      </li>
      <li>
        <DisclosurePopover
          label={ja.header.notices}
          trigger={<Icon name="bell" />}
          triggerClassName={styles.iconButton}
        >
          <p>{ja.header.noticesBody}</p>
        </DisclosurePopover>
      </li>
      <li>
        <AppLink to="/logout" className={styles.iconButton} title={ja.header.logout}>
          <Icon name="logout" />
          <span className="visually-hidden">{ja.header.logout}</span>
        </AppLink>
      </li>
      <li>
        <DisclosurePopover
          label={ja.header.chatSupport}
          trigger={<Icon name="chat" />}
          triggerClassName={styles.iconButton}
        >
          <p>{ja.header.chatSupportBody}</p>
          <p className={styles.popoverLink}>
            <AppLink to={helpUrl}>{ja.blocked.help}</AppLink>
          </p>
        </DisclosurePopover>
      </li>
    </ul>
  );
}

/** Right side for visitors: sign up, or log in and come back to this page. */
export function GuestActions() {
  const { pathname, search } = useLocation();
  const loginTo =
    pathname === '/login'
      ? `/login${search}`
      : `/login?next=${encodeURIComponent(pathname + search)}`;
  return (
    <div className={styles.guestActions}>
      <Link to="/signup/step1" className={`${buttons.primary} ${buttons.small}`}>
        {ja.header.signup}
      </Link>
      <Link to={loginTo} className={`${buttons.secondary} ${buttons.small}`}>
        {ja.header.login}
      </Link>
    </div>
  );
}
