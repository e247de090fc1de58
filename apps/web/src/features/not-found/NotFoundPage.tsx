import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { ja } from '../../shared/i18n/ja';
import buttons from '../../shared/ui/button.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';

/** /not_found and every path the route table does not know. */
export function NotFoundPage() {
  usePageTitle(ja.notFound.title);
  return (
    <StatusMessage
      title={ja.notFound.body}
      icon="search"
      actions={
        <Link to="/" className={buttons.primary}>
          {ja.common.backToHome}
        </Link>
      }
    >
      <p>{ja.notFound.hint}</p>
    </StatusMessage>
  );
}

export { NotFoundPage as Component };
