import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { ja } from '../../shared/i18n/ja';
import { browserLocation } from '../../shared/lib/browser-location';
import buttons from '../../shared/ui/button.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';
import { publicJa as t } from './messages';
import styles from './PublicPage.module.css';

/**
 * The Not Found screen, word for word the app's own: a closed portfolio, an unknown one and
 * a missing id all look the same, so a visitor learns nothing from the difference.
 */
export function PublicNotFound() {
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

/** No share token even after a fresh page load, or the server keeps refusing it. */
export function TokenFailed() {
  usePageTitle(t.tokenFailed.title);
  return (
    <StatusMessage
      title={t.tokenFailed.title}
      tone="warning"
      actions={
        <button type="button" className={buttons.primary} onClick={() => browserLocation.reload()}>
          {t.tokenFailed.reload}
        </button>
      }
    >
      <p>{t.tokenFailed.body}</p>
    </StatusMessage>
  );
}

export function PublicLoading() {
  usePageTitle(t.loading);
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden">{t.loading}</p>
      <div className={styles.skeletonTall} />
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}

export function PublicLoadFailed({ onRetry }: { onRetry(): void }) {
  usePageTitle(t.tokenFailed.title);
  return (
    <StatusMessage
      title={t.tokenFailed.title}
      tone="error"
      actions={
        <button type="button" className={buttons.primary} onClick={onRetry}>
          {t.retry}
        </button>
      }
    >
      <p>{t.loadFailed}</p>
    </StatusMessage>
  );
}
