import type { ReactNode } from 'react';
import styles from './JobCard.module.css';

/**
 * A failure message on the job and company screens, announced at once (role="alert"). It
 * looks like the form kit's FormAlert but does not load the form chunk, which these pages,
 * often someone's first visit through a shared link, have no other use for.
 */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div className={styles.errorNote} role="alert">
      <div>{children}</div>
    </div>
  );
}
