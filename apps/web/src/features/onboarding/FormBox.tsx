import { type ReactNode, useId } from 'react';
import styles from './steps/steps.module.css';

/** A list step's add or edit form, boxed under the list with a visible heading. */
export function FormBox({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.formBox} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
