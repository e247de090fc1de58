import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../shared/api/session';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { ja } from '../../shared/i18n/ja';
import buttons from '../../shared/ui/button.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';
import { adminJa } from './messages';

/** What a non-admin sees on /admin/* (the API answers 403 as well): like Not Found. */
export function ForbiddenPage() {
  usePageTitle(adminJa.forbidden.title);
  return (
    <StatusMessage
      title={adminJa.forbidden.title}
      icon="lock"
      tone="warning"
      actions={
        <Link to="/" className={buttons.primary}>
          {ja.common.backToHome}
        </Link>
      }
    >
      <p>{adminJa.forbidden.body}</p>
      <p>{adminJa.forbidden.hint}</p>
    </StatusMessage>
  );
}

/**
 * Signed-in non-admins, including an admin impersonating someone, see the forbidden page
 * without a request. Everyone else gets the children, whose requests the API judges: a
 * visitor's 401 leads to login and back, a 403 to the forbidden page.
 */
export function AdminGate({
  title,
  children,
  pending,
}: {
  /** Page title while allowed (the forbidden page has its own). */
  title: string;
  children: ReactNode;
  pending: ReactNode;
}) {
  const session = useSession();
  const forbidden = session.status === 'loggedIn' && session.authInfo?.isAdmin === false;
  usePageTitle(forbidden ? adminJa.forbidden.title : title);
  if (forbidden) return <ForbiddenPage />;
  if (session.status === 'pending') return pending;
  if (session.status === 'loggedIn' && !session.authInfo) return pending;
  // Admins, and visitors: the API's 401 sends a visitor to login and back (decision 002).
  return children;
}
