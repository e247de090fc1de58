import { type ReactNode, useId } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';
import styles from './AuthPage.module.css';

/** Frame of a form page on the blue layout's card: step, title, lead, body, footer links. */
export function AuthPage({
  title,
  step,
  lead,
  children,
  footer,
}: {
  title: string;
  step?: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(title);
  const headingId = useId();
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.heading}>
        {step ? <p className={styles.step}>{step}</p> : null}
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
