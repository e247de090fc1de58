import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle';
import { ja } from '../../i18n/ja';
import buttons from '../button.module.css';
import { StatusMessage } from '../StatusMessage/StatusMessage';

/**
 * The page of a screen that exists in the route table but is not built yet: its real title and
 * an honest statement, never a fake screen.
 */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <StatusMessage
      title={title}
      actions={
        <Link to="/" className={buttons.secondary}>
          {ja.common.backToHome}
        </Link>
      }
    >
      <p>{ja.comingSoon.body}</p>
    </StatusMessage>
  );
}
