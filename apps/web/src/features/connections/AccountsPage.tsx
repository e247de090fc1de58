import { useQuery } from '@tanstack/react-query';
import { blogsQuery, snsAssociationsQuery } from '../../shared/api/connections';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { AppLink } from '../../shared/ui/AppLink';
import buttons from '../../shared/ui/button.module.css';
import { ConnectAccountsPanel } from '../../shared/ui/connections/ConnectAccountsPanel';
import styles from './AccountsPage.module.css';
import { accountsJa as t } from './messages';

/** Once something is connected: the way to /user_building, where the import is followed. */
function BuildingLink() {
  const sns = useQuery(snsAssociationsQuery);
  const blogs = useQuery(blogsQuery);
  const connected = (sns.data?.snsList.length ?? 0) + (blogs.data?.length ?? 0);
  if (connected === 0) return null;
  return (
    <aside className={styles.building} aria-label={t.building.title}>
      <div>
        <p className={styles.buildingTitle}>{t.building.title}</p>
        <p className={styles.muted}>{t.building.body}</p>
      </div>
      <AppLink to="/user_building" className={`${buttons.secondary} ${buttons.small}`}>
        {t.building.link}
      </AppLink>
    </aside>
  );
}

/**
 * /accounts (アカウント連携): one card per developer community (connect, import state,
 * 今すぐ取り込む, 連携を解除) and the blogs, from the shared ConnectAccountsPanel.
 */
export function AccountsPage() {
  usePageTitle(t.title);
  return (
    <div className={styles.page}>
      <div className={styles.titleBox}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.muted}>{t.lead}</p>
      </div>
      <BuildingLink />
      <ConnectAccountsPanel />
    </div>
  );
}

export { AccountsPage as Component };
