import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../shared/api/errors';
import { useSession } from '../../shared/api/session';
import { formatDateTime } from '../../shared/lib/date';
import buttons from '../../shared/ui/button.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { ownErrorMessage } from '../../shared/ui/form/server-errors';
import { AdminGate, ForbiddenPage } from './AdminGate';
import styles from './AdminPage.module.css';
import { adminUserQuery, useImpersonate } from './api';
import { adminJa } from './messages';
import { StatusBadges } from './UserBadges';

const t = adminJa.detail;
const c = adminJa.columns;

function UserDetail({ id }: { id: string }) {
  const session = useSession();
  const user = useQuery(adminUserQuery(id));
  const impersonate = useImpersonate();
  const [actionError, setActionError] = useState<string>();

  if (isApiError(user.error) && user.error.status === 403) return <ForbiddenPage />;

  const back = (
    <Link to="/admin/users" className={styles.back}>
      ← {t.back}
    </Link>
  );

  if (!user.data) {
    return (
      <>
        {back}
        <h1 className={styles.title}>{t.title}</h1>
        {user.isError ? (
          <FormAlert>
            {isApiError(user.error) && user.error.status === 404 ? t.notFound : t.loadFailed}
          </FormAlert>
        ) : (
          <div className={styles.panel} aria-busy="true">
            <p className="visually-hidden">{adminJa.users.loading}</p>
            <div className={styles.skeletonRow} />
            <div className={styles.skeletonRow} />
          </div>
        )}
      </>
    );
  }

  const target = user.data;
  const self = session.status === 'loggedIn' && session.authInfo?.userid === target.id;

  return (
    <>
      {back}
      <h1 className={styles.title}>{target.email}</h1>
      <section className={styles.panel} aria-labelledby="admin-user-details">
        <h2 id="admin-user-details" className={styles.panelTitle}>
          {t.title}
        </h2>
        <dl className={styles.details}>
          <dt>{c.id}</dt>
          <dd>{target.id}</dd>
          <dt>{c.email}</dt>
          <dd>{target.email}</dd>
          <dt>{c.displayName}</dt>
          <dd>{target.displayName || adminJa.noName}</dd>
          <dt>{c.status}</dt>
          <dd>
            <StatusBadges user={target} />
          </dd>
          <dt>{c.role}</dt>
          <dd>{target.isAdmin ? adminJa.role.admin : adminJa.role.user}</dd>
          <dt>{c.createdAt}</dt>
          <dd>{formatDateTime(target.createdAt)}</dd>
          <dt>{c.lastLoginAt}</dt>
          <dd>{target.lastLoginAt ? formatDateTime(target.lastLoginAt) : adminJa.never}</dd>
        </dl>
      </section>
      <section className={styles.panel} aria-labelledby="admin-user-impersonate">
        <h2 id="admin-user-impersonate" className={styles.panelTitle}>
          {t.impersonateTitle}
        </h2>
        <p className={styles.lead}>{t.impersonateLead}</p>
        {actionError ? <FormAlert focusOnShow>{actionError}</FormAlert> : null}
        {self ? <FormAlert tone="warning">{t.self}</FormAlert> : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.primary}
            disabled={self || impersonate.isPending || impersonate.isSuccess}
            onClick={() => {
              setActionError(undefined);
              impersonate.mutate(target.id, {
                onError: (error) => setActionError(ownErrorMessage(error)),
              });
            }}
          >
            {t.impersonate}
          </button>
        </div>
      </section>
    </>
  );
}

/** /admin/users/:id: one account, and impersonation. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  return (
    <div className={styles.page}>
      <AdminGate title={t.title} pending={<div className={styles.skeletonRow} />}>
        <UserDetail id={id} />
      </AdminGate>
    </div>
  );
}

export { AdminUserPage as Component };
