import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/errors';
import { useSession } from '../../../shared/api/session';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AppLink } from '../../../shared/ui/AppLink';
import buttons from '../../../shared/ui/button.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage/StatusMessage';
import { invitationsQuery } from './api';
import { InviteForm } from './InviteForm';
import { MemberList } from './MemberList';
import styles from './MembersPage.module.css';
import { membersJa as t } from './messages';
import { PendingInvitations } from './PendingInvitations';

/** What a recruiter meets here: who decides instead, and the way back. No request fails. */
function AdminOnly() {
  return (
    <StatusMessage
      title={t.adminOnly}
      tone="warning"
      icon="lock"
      actions={
        <AppLink to="/company" className={buttons.secondary}>
          {t.toDashboard}
        </AppLink>
      }
    >
      <p>{t.adminOnlyBody}</p>
    </StatusMessage>
  );
}

function AdminView() {
  const invitations = useQuery(invitationsQuery);
  // The role may have changed since the session was read: the server's 403 says so.
  if (isApiError(invitations.error) && invitations.error.status === 403) return <AdminOnly />;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
      </header>
      <InviteForm />
      <PendingInvitations />
      <MemberList />
    </div>
  );
}

/**
 * /company/members: the company's recruiters, inviting new ones and revoking pending links.
 * Admins only; the navigation hides it from recruiters, who are told so if they open it.
 */
export function MembersPage() {
  usePageTitle(t.title);
  const session = useSession();
  const role = session.status === 'loggedIn' ? session.authInfo?.company?.role : undefined;
  return role === 'admin' ? <AdminView /> : <AdminOnly />;
}

export { MembersPage as Component };
