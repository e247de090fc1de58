import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import buttons from '../../shared/ui/button.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';
import { completeJa } from './messages/signup';

const t = completeJa;

/** /signup/complete: welcome, and the way into the initial-setup wizard. */
export function SignupCompletePage() {
  usePageTitle(t.title);
  return (
    <StatusMessage
      title={t.title}
      tone="success"
      actions={
        <Link to="/user_initial_setup" className={buttons.primary}>
          {t.next}
        </Link>
      }
    >
      <p>
        <strong>{t.lead}</strong>
      </p>
      <p>{t.body}</p>
    </StatusMessage>
  );
}

export { SignupCompletePage as Component };
