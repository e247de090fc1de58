import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';
import buttons from '../button.module.css';
import { ErrorNote } from '../jobs/ErrorNote';
import styles from './Thread.module.css';

/** The way back to a side's thread list; a thread's page carries its own on a phone. */
export function ThreadBackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className={styles.topBar}>
      <Link to={to} className={styles.back}>
        <span aria-hidden="true">←</span>
        {label}
      </Link>
    </p>
  );
}

export interface ThreadFallbackText {
  title: string;
  back: string;
  notFound: string;
  notFoundHint: string;
  loadFailed: string;
  retry: string;
  loading: string;
}

/**
 * What a thread's page shows until the thread is there: not found (an id that is not a
 * number, another's thread, a blocked company: all 4xx), a failure with a retry, or loading.
 * Always the page's title and the way back to the list.
 */
export function ThreadFallback({
  query,
  idValid,
  backTo,
  text,
}: {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  idValid: boolean;
  backTo: string;
  text: ThreadFallbackText;
}) {
  let body: ReactNode;
  if (!idValid || (query.isError && isApiError(query.error) && query.error.isClientError)) {
    body = (
      <div className={styles.missing}>
        <p className={styles.missingTitle}>{text.notFound}</p>
        <p>{text.notFoundHint}</p>
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorNote>
        {text.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => query.refetch()}
        >
          {text.retry}
        </button>
      </ErrorNote>
    );
  } else {
    body = (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{text.loading}</span>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <ThreadBackLink to={backTo} label={text.back} />
      <h1 className={styles.title}>{text.title}</h1>
      {body}
    </div>
  );
}
