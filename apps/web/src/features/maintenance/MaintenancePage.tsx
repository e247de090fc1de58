import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { ja } from '../../shared/i18n/ja';
import buttons from '../../shared/ui/button.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';

const TEXT = {
  title: 'メンテナンス中',
  heading: 'ただいまメンテナンス中です',
  body: 'サービスをより快適にご利用いただくため、現在メンテナンスを行っています。ご不便をおかけして申し訳ありません。',
  hint: 'メンテナンスが終わりしだい、これまでどおりご利用いただけます。しばらく時間をおいてから再度アクセスしてください。',
};

/** Where the API error policy sends users when a maintenance-aware endpoint answers 503. */
export function MaintenancePage() {
  usePageTitle(TEXT.title);
  return (
    <StatusMessage
      title={TEXT.heading}
      tone="warning"
      icon="tools"
      actions={
        <Link to="/" className={buttons.secondary}>
          {ja.common.backToHome}
        </Link>
      }
    >
      <p>{TEXT.body}</p>
      <p>{TEXT.hint}</p>
    </StatusMessage>
  );
}

export { MaintenancePage as Component };
