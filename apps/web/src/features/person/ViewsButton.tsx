import * as Dialog from '@radix-ui/react-dialog';
import type { ViewDetail } from '../../shared/api/person';
import { useViewport } from '../../shared/hooks/useViewport';
import { formatDate } from '../../shared/lib/date';
import buttons from '../../shared/ui/button.module.css';
import dialog from '../../shared/ui/dialog/Dialog.module.css';
import { personJa } from './messages';
import styles from './PersonPage.module.css';

const t = personJa.outputs;

/**
 * "閲覧 N" of one output. With views, a button opening a dialog (Radix: focus trap, Escape,
 * focus back to the button) that lists the companies: name (their website), access date.
 * The list came with the output itself, so opening it fetches nothing.
 */
export function ViewsButton({
  title,
  views,
  viewsDetail,
}: {
  title: string;
  views: number;
  viewsDetail: readonly ViewDetail[];
}) {
  const viewport = useViewport();
  if (views === 0 || viewsDetail.length === 0) {
    return <span className={styles.viewsNone}>{t.views(views)}</span>;
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.viewsButton} aria-label={t.viewsLabel(title, views)}>
        <EyeIcon />
        {t.views(views)}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} data-viewport={viewport}>
          <Dialog.Title className={dialog.title}>{t.viewsTitle}</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            {t.viewsDescription(title)}
          </Dialog.Description>
          <ul className={styles.viewerList}>
            {viewsDetail.map((view) => (
              <li key={`${view.companyName}-${view.accessDate}`} className={styles.viewer}>
                {view.companyWebsiteUrl ? (
                  <a
                    href={view.companyWebsiteUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.viewerName}
                  >
                    {view.companyName}
                    <span className="visually-hidden">{personJa.newTab}</span>
                  </a>
                ) : (
                  <span className={styles.viewerName}>{view.companyName}</span>
                )}
                {view.companyWebsiteUrl ? (
                  <span className={styles.viewerSite}>{hostOf(view.companyWebsiteUrl)}</span>
                ) : null}
                <time
                  className={styles.viewerDate}
                  dateTime={new Date(view.accessDate * 1000).toISOString()}
                >
                  {t.viewsAccess(formatDate(view.accessDate))}
                </time>
              </li>
            ))}
          </ul>
          <div className={dialog.actions}>
            <Dialog.Close className={buttons.secondary}>{t.close}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The host of a URL for display ("example.co.jp"), or the text itself if it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M1.5 10s3-5.5 8.5-5.5S18.5 10 18.5 10s-3 5.5-8.5 5.5S1.5 10 1.5 10Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      <circle cx="10" cy="10" r="2.6" fill="currentColor" />
    </svg>
  );
}
