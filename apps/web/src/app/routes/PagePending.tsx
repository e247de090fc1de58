import styles from './PagePending.module.css';

/**
 * What a page's place shows while its chunk loads on the first visit: an empty area of page
 * height inside the already painted layout (the progress bar says that something is loading).
 */
export function PagePending() {
  return <div className={styles.pending} aria-busy="true" />;
}
