import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import buttons from '../../shared/ui/button.module.css';
import { personJa as t } from './messages';
import styles from './PersonPage.module.css';

/** Placeholder blocks while a section loads (announced once, politely). */
export function Skeleton({ lines = 3, tall = false }: { lines?: number; tall?: boolean }) {
  return (
    <div className={styles.skeletonGroup} aria-busy="true">
      <span className="visually-hidden" role="status">
        {t.loading}
      </span>
      {Array.from({ length: lines }, (_, index) => (
        <div
          // Identical placeholders; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={tall ? styles.skeletonBlock : styles.skeletonLine}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

/** A section that could not load: what failed, and a button to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <div className={styles.loadError} role="alert">
      <p>{t.loadFailed(what)}</p>
      <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}

/** The data of a query, or its loading placeholder, or its error with 再読み込み. */
export function QueryBody<T>({
  query,
  what,
  lines,
  tall,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  lines?: number;
  tall?: boolean;
  children(data: T): ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <LoadError what={what} onRetry={() => void query.refetch()} />;
  return <Skeleton lines={lines ?? 3} tall={tall ?? false} />;
}

/** A titled card of /person. `count` shows beside the title. */
export function SectionCard({
  title,
  count,
  lead,
  actions,
  children,
  className,
}: {
  title: string;
  count?: number | undefined;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string | undefined;
}) {
  const headingId = useId();
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>
          <span id={headingId}>{title}</span>
          {count !== undefined ? <span className={styles.count}>{t.count(count)}</span> : null}
        </h2>
        {actions ? <div className={styles.cardActions}>{actions}</div> : null}
      </div>
      {lead ? <p className={styles.muted}>{lead}</p> : null}
      {children}
    </section>
  );
}

/**
 * The first `initial` items, and a button that shows the rest (they are all in the answer
 * already: nothing more is fetched).
 */
export function CollapsibleList<T>({
  items,
  initial,
  className,
  label,
  render,
}: {
  items: readonly T[];
  initial: number;
  className: string | undefined;
  label?: string;
  render(item: T, index: number): ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? items : items.slice(0, initial);
  return (
    <>
      <ul id={listId} className={className} aria-label={label}>
        {shown.map((item, index) => render(item, index))}
      </ul>
      {items.length > initial ? (
        <button
          type="button"
          className={styles.moreButton}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t.showLess : t.showAll(items.length)}
        </button>
      ) : null}
    </>
  );
}
