import { useSiteConfig } from '../../shared/hooks/site-config-context';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { ja } from '../../shared/i18n/ja';
import buttons from '../../shared/ui/button.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';

/** Shown when the load balancer refused us with its own HTML 403 page. */
export function BlockedAccessPage() {
  usePageTitle(ja.blocked.title);
  const { help_url: helpUrl } = useSiteConfig();
  return (
    <main id="main-content">
      <StatusMessage
        title={ja.blocked.title}
        tone="warning"
        actions={
          <>
            <a href={window.location.href} className={buttons.primary}>
              {ja.common.reload}
            </a>
            <a href={helpUrl} className={buttons.secondary}>
              {ja.blocked.help}
            </a>
          </>
        }
      >
        <p>{ja.blocked.body}</p>
        <p>{ja.blocked.hint}</p>
      </StatusMessage>
    </main>
  );
}
