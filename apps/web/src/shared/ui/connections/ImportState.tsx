import type { ImportStatus } from '@kiseki/contract/portfolio-rules';
import { formatDateTime } from '../../lib/date';
import styles from './ConnectAccountsPanel.module.css';
import { connectionsJa as t } from './messages';

/** The import-state fields every connected account and blog carries (contract). */
export interface ImportState {
  status: ImportStatus;
  importedCount: number;
  lastImportedAt: number | null;
  errorMessage: string | null;
  nextRetryAt: number | null;
}

export const importStatusText = (state: Pick<ImportState, 'status' | 'importedCount'>): string =>
  state.status === 'done' ? t.status.done(state.importedCount) : t.status[state.status];

/** 取り込み待ち / 取り込み中 / 取り込み済み N件 / 取り込みに失敗しました, as a coloured label. */
export function ImportStatusBadge({
  state,
}: {
  state: Pick<ImportState, 'status' | 'importedCount'>;
}) {
  return (
    <span className={styles.badge} data-status={state.status}>
      {state.status === 'importing' || state.status === 'pending' ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : null}
      {importStatusText(state)}
    </span>
  );
}

/** When it was last imported, and for a failure: why, and when it tries again by itself. */
export function ImportDetails({ state }: { state: ImportState }) {
  return (
    <>
      {state.status === 'failed' && state.errorMessage ? (
        <p className={styles.failure}>{state.errorMessage}</p>
      ) : null}
      {state.status === 'failed' && state.nextRetryAt !== null ? (
        <p className={styles.meta}>{t.nextRetry(formatDateTime(state.nextRetryAt))}</p>
      ) : null}
      {state.lastImportedAt !== null ? (
        <p className={styles.meta}>{t.lastImported(formatDateTime(state.lastImportedAt))}</p>
      ) : null}
    </>
  );
}
