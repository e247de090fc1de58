import { Link, Navigate } from 'react-router';
import { useFreshLoginStatus } from '../../shared/api/session';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import styles from '../../shared/ui/auth/AuthPage.module.css';
import buttons from '../../shared/ui/button.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';
import { failedJa } from './messages/signup';

const t = failedJa;

/** /signup/failed: where an unknown, used or expired activation link lands. */
export function SignupFailedPage() {
  usePageTitle(t.title);
  const loggedIn = useFreshLoginStatus();
  // Spec section 5, as on step 1: a signed-in user goes to /login, which sends them on.
  if (loggedIn) return <Navigate to="/login" replace />;
  return (
    <StatusMessage
      title={t.title}
      tone="warning"
      actions={
        <>
          <Link to="/signup/step1" className={buttons.primary}>
            {t.retry}
          </Link>
          <Link to="/login" className={buttons.secondary}>
            {t.login}
          </Link>
        </>
      }
    >
      <p>{t.body}</p>
      <ul className={styles.list}>
        {t.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </StatusMessage>
  );
}

export { SignupFailedPage as Component };
