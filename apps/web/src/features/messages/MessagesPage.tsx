import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { formatDateTime } from '../../shared/lib/date';
import buttons from '../../shared/ui/button.module.css';
import { CompanyMark } from '../../shared/ui/jobs/CompanyMark';
import { ErrorNote } from '../../shared/ui/jobs/ErrorNote';
import { type ThreadSummary, threadListQuery } from './api';
import { THREAD_ORIGIN_LABELS, THREAD_STATUS_LABELS } from './labels';
import styles from './MessagesPage.module.css';
import { messagesJa } from './messages';

const t = messagesJa.list;

const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** One thread: the company, its job, the last message and how long ago, unread or ended. */
function ThreadRow({ thread }: { thread: ThreadSummary }) {
  const nameId = useId();
  const { company, job, lastMessage, status, unread } = thread;
  return (
    <article
      className={styles.row}
      aria-labelledby={nameId}
      data-unread={unread || undefined}
      data-status={status}
    >
      <CompanyMark name={company.name} logoUrl={company.logoUrl} logoColor={company.logoColor} />
      <div className={styles.rowBody}>
        <div className={styles.rowHead}>
          <h2 id={nameId} className={styles.company}>
            <Link to={`/messages/${thread.id}`} className={styles.rowLink}>
              {company.name}
            </Link>
          </h2>
          {unread ? (
            <span className={styles.unread}>
              <span className={styles.unreadDot} aria-hidden="true" />
              {t.unread}
            </span>
          ) : null}
          <time
            className={styles.time}
            dateTime={isoOf(thread.lastMessageAt)}
            title={formatDateTime(thread.lastMessageAt)}
          >
            {thread.relativeTimeLabel}
          </time>
        </div>
        <div className={styles.chips}>
          {thread.origin === 'scout' ? (
            <span className={styles.chip} data-kind="scout">
              {THREAD_ORIGIN_LABELS.scout}
            </span>
          ) : null}
          {status !== 'open' ? (
            <span className={styles.chip} data-kind="ended">
              {THREAD_STATUS_LABELS[status]}
            </span>
          ) : null}
          {job ? (
            <span className={styles.job}>
              {t.job}
              {job.title}
            </span>
          ) : null}
        </div>
        <p className={styles.preview}>
          {lastMessage ? (
            <>
              {lastMessage.side === 'person' ? <span className={styles.you}>{t.you}</span> : null}
              {lastMessage.preview}
            </>
          ) : (
            t.noMessage
          )}
        </p>
      </div>
    </article>
  );
}

/** /messages: the person's threads with companies, the most recently active first. */
export function MessagesPage() {
  usePageTitle(messagesJa.title);
  const threads = useQuery(threadListQuery);
  const listId = useId();

  let body: ReactNode;
  if (threads.data) {
    const unread = threads.data.filter((thread) => thread.unread).length;
    body =
      threads.data.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.empty}</p>
          <p>{t.emptyHint}</p>
          <p>
            <Link to="/interest-notifications">{t.emptyLink}</Link>
          </p>
        </div>
      ) : (
        <section aria-labelledby={listId} className={styles.section}>
          <h2 id={listId} className="visually-hidden">
            {t.threads}
          </h2>
          <p className={styles.summary}>{t.summary(threads.data.length, unread)}</p>
          <ul className={styles.list}>
            {threads.data.map((thread) => (
              <li key={thread.id}>
                <ThreadRow thread={thread} />
              </li>
            ))}
          </ul>
        </section>
      );
  } else if (threads.isError) {
    body = (
      <ErrorNote>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => threads.refetch()}
        >
          {messagesJa.retry}
        </button>
      </ErrorNote>
    );
  } else {
    body = (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{t.loading}</span>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.titleText}>
        <h1 className={styles.title}>{messagesJa.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      {body}
    </div>
  );
}

export { MessagesPage as Component };
