import { THREAD_ORIGIN_LABELS, THREAD_STATUS_LABELS } from '@kiseki/contract/threads';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useViewport } from '../../../shared/hooks/useViewport';
import { formatDateTime } from '../../../shared/lib/date';
import buttons from '../../../shared/ui/button.module.css';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { Paging } from '../../../shared/ui/Paging/Paging';
import pageStyles from '../../../shared/ui/page.module.css';
import { type CompanyThreadSummary, companyThreadListQuery } from './api';
import styles from './CompanyThreadsPage.module.css';
import { companyThreadsJa as t } from './messages';

const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** A page number from the query; anything else is the first page. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1;
}

function ThreadRow({ thread }: { thread: CompanyThreadSummary }) {
  const nameId = useId();
  const { person, job, lastMessage, status, unreadCount, awaitingReplyDays } = thread;
  return (
    <li>
      <article
        className={styles.row}
        aria-labelledby={nameId}
        data-unread={unreadCount > 0 || undefined}
      >
        <div className={styles.rowHead}>
          <h2 id={nameId} className={styles.name}>
            <Link to={`/company/threads/${thread.id}`} className={styles.rowLink}>
              {person.displayName}
            </Link>
          </h2>
          <div className={styles.chips}>
            {unreadCount > 0 ? (
              <span className={styles.chip} data-kind="unread">
                {t.unread(unreadCount)}
              </span>
            ) : null}
            {awaitingReplyDays !== null && awaitingReplyDays >= 1 ? (
              <span className={styles.chip} data-kind="awaiting">
                {t.awaiting(awaitingReplyDays)}
              </span>
            ) : null}
            {thread.origin === 'scout' ? (
              <span className={styles.chip} data-kind="scout">
                {THREAD_ORIGIN_LABELS.scout}
              </span>
            ) : null}
            {status !== 'open' ? (
              <span className={styles.chip}>{THREAD_STATUS_LABELS[status]}</span>
            ) : null}
          </div>
          <time className={styles.time} dateTime={isoOf(thread.lastMessageAt)}>
            {formatDateTime(thread.lastMessageAt)}
          </time>
        </div>
        {job ? (
          <p className={styles.job}>
            {t.job}
            {job.title}
          </p>
        ) : null}
        <p className={styles.preview}>
          {lastMessage
            ? `${lastMessage.side === 'company' ? t.you : ''}${lastMessage.preview}`
            : t.noMessage}
        </p>
      </article>
    </li>
  );
}

/**
 * /company/threads: the company's threads, the newest activity first, with what needs the
 * recruiter: unread answers and replies left waiting (decision 017 flags 14 days).
 */
export function Component() {
  usePageTitle(t.title);
  const viewport = useViewport();
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useQuery(companyThreadListQuery(page));

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      {list.isError ? (
        <ErrorNote>
          {t.loadFailed}{' '}
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => list.refetch()}
          >
            {t.retry}
          </button>
        </ErrorNote>
      ) : null}
      {list.isPending ? <div aria-busy="true" /> : null}
      {list.data && list.data.threads.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.empty}</p>
          <p>{t.emptyHint}</p>
          <p>
            <Link to="/company/candidates" className={buttons.primary}>
              {t.emptyLink}
            </Link>
          </p>
        </div>
      ) : null}
      {list.data && list.data.threads.length > 0 ? (
        <>
          <p>{t.total(list.data.paging.totalCount)}</p>
          <ul className={styles.list}>
            {list.data.threads.map((thread) => (
              <ThreadRow key={thread.id} thread={thread} />
            ))}
          </ul>
          <Paging
            page={page}
            maxPage={list.data.paging.maxPage}
            compact={viewport === 'mobile'}
            hrefFor={(next) => (next > 1 ? `/company/threads?page=${next}` : '/company/threads')}
          />
        </>
      ) : null}
    </div>
  );
}
