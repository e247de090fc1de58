import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { ja } from '../../shared/i18n/ja';
import buttons from '../../shared/ui/button.module.css';
import { StatusMessage } from '../../shared/ui/StatusMessage/StatusMessage';

/**
 * The page for errors that are not API errors (spec section 8). It uses plain anchors, not
 * router links, because it must also work when the router itself failed; a full load is the
 * right way out of a broken state anyway.
 */
export function FallbackPage() {
  usePageTitle(ja.fallback.title);
  return (
    <StatusMessage title={ja.fallback.title} tone="error" actions={<FallbackActions />}>
      <p>{ja.fallback.body}</p>
    </StatusMessage>
  );
}

function FallbackActions() {
  return (
    <>
      <a href={window.location.href} className={buttons.primary}>
        {ja.common.reload}
      </a>
      <a href="/" className={buttons.secondary}>
        {ja.common.backToHome}
      </a>
    </>
  );
}

/** Shown for the moment between a failed chunk load and the reload that fixes it. */
export function ReloadingNotice() {
  return (
    <StatusMessage title={ja.common.loading}>
      <p>{ja.fallback.reloading}</p>
    </StatusMessage>
  );
}
