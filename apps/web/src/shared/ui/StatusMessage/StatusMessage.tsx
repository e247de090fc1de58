import { type ReactNode, useId } from 'react';
import styles from './StatusMessage.module.css';

type Tone = 'info' | 'success' | 'warning' | 'error';
type IconName = 'clock' | 'search' | 'alert' | 'tools' | 'mail' | 'check' | 'lock';

interface StatusMessageProps {
  title: string;
  tone?: Tone;
  /** Defaults to a clock for information and an exclamation mark otherwise. */
  icon?: IconName;
  children: ReactNode;
  actions?: ReactNode;
}

const ICON_PATHS: Record<IconName, string> = {
  clock: 'M24 12a12 12 0 1 0 0 24 12 12 0 1 0 0-24M24 17v7l5 3',
  search: 'M22 13a8 8 0 1 0 0 16 8 8 0 1 0 0-16M28 27l7 7',
  alert: 'M24 13v14M24 33v2',
  tools:
    'M30.5 13.5a6 6 0 0 0-7.6 7.6L13.5 30.5a2.1 2.1 0 0 0 3 3l9.4-9.4a6 6 0 0 0 7.6-7.6l-3.5 3.5-3-3Z',
  mail: 'M13 16h22v16H13zM13 16l11 9 11-9',
  check: 'M15 24.5l6 6 12-13',
  lock: 'M16 22h16v12H16zM19 22v-4a5 5 0 0 1 10 0v4M24 27v3',
};

function StatusIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" className={styles.iconCircle} />
      <path d={ICON_PATHS[name]} className={styles.iconStroke} />
    </svg>
  );
}

/** A whole-page message: not found, not available yet, maintenance, errors, mail sent. */
export function StatusMessage({
  title,
  tone = 'info',
  icon,
  children,
  actions,
}: StatusMessageProps) {
  const headingId = useId();
  return (
    <section className={styles.root} data-tone={tone} aria-labelledby={headingId}>
      <StatusIcon
        name={icon ?? (tone === 'info' ? 'clock' : tone === 'success' ? 'check' : 'alert')}
      />
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      <div className={styles.body}>{children}</div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
