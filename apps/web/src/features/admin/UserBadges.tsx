import type { adminUserSchema } from '@kiseki/contract/accounts';
import type { z } from 'zod';
import type { Camelized } from '../../shared/api/case';
import styles from './AdminPage.module.css';
import { adminJa } from './messages';

export type AdminUser = Camelized<z.output<typeof adminUserSchema>>;

/** Whether the account is confirmed, and whether it is an admin. */
export function StatusBadges({ user }: { user: AdminUser }) {
  return (
    <span className={styles.badges}>
      <span className={styles.badge} data-tone={user.isActive ? 'active' : 'inactive'}>
        {user.isActive ? adminJa.status.active : adminJa.status.inactive}
      </span>
      {user.isAdmin ? (
        <span className={styles.badge} data-tone="admin">
          {adminJa.role.admin}
        </span>
      ) : null}
    </span>
  );
}
