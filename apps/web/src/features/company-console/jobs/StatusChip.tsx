import type { JobDescriptionStatus } from '@kiseki/contract/master/job-conditions';
import { JOB_STATUS_LABELS } from './messages';
import styles from './StatusChip.module.css';

/** Where a job stands, in words and colour (the words alone carry the meaning). */
export function StatusChip({ status }: { status: JobDescriptionStatus }) {
  return (
    <span className={styles.chip} data-status={status}>
      {JOB_STATUS_LABELS[status]}
    </span>
  );
}
