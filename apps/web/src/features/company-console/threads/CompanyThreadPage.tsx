import { THREAD_DECLINE_REASON_LABELS, THREAD_STATUS_LABELS } from '@kiseki/contract/threads';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import buttons from '../../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../../shared/ui/connections/ConfirmDialog';
import { ownErrorMessage } from '../../../shared/ui/form/server-errors';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { Composer } from '../../../shared/ui/threads/Composer';
import { MessageLog } from '../../../shared/ui/threads/MessageLog';
import styles from '../../../shared/ui/threads/Thread.module.css';
import { ThreadBackLink, ThreadFallback } from '../../../shared/ui/threads/ThreadFallback';
import { ThreadOffer } from '../../../shared/ui/threads/ThreadOffer';
import { parseThreadId } from '../../../shared/ui/threads/thread-id';
import { useReadMarking } from '../../../shared/ui/threads/use-read-marking';
import {
  type CompanyThreadView,
  companyThreadDetailQuery,
  useCloseCompanyThread,
  useCompanyThreadPolling,
  useMarkCompanyThreadRead,
  useSendCompanyMessage,
} from './api';
import { companyThreadsJa } from './messages';

const t = companyThreadsJa.thread;

function EndedNotice({ view }: { view: CompanyThreadView }) {
  const { status, declineReason } = view.thread;
  if (status === 'open') return null;
  return (
    <p className={styles.ended} role="status">
      {status === 'declined'
        ? t.declinedNotice(declineReason ? THREAD_DECLINE_REASON_LABELS[declineReason] : null)
        : t.closedNotice}
    </p>
  );
}

function ThreadScreen({ id, view }: { id: number; view: CompanyThreadView }) {
  const { thread } = view;
  const open = thread.status === 'open';
  const close = useCloseCompanyThread(id);
  const send = useSendCompanyMessage(id);
  const [confirmClose, setConfirmClose] = useState(false);
  useCompanyThreadPolling(id, open);
  const { mutate: markRead } = useMarkCompanyThreadRead(id);
  useReadMarking(view.messages, 'person', markRead);

  const closeFailure = close.isError
    ? (ownErrorMessage(close.error) ?? companyThreadsJa.close.failed)
    : undefined;
  const waiting = open ? thread.awaitingReplyDays : null;

  return (
    <div className={styles.page}>
      <ThreadBackLink to="/company/threads" label={t.back} />
      <div className={styles.head}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{t.title(thread.person.displayName)}</h1>
          <p className={styles.headMeta}>
            {open ? null : (
              <span className={styles.chip} data-kind="ended">
                {THREAD_STATUS_LABELS[thread.status]}
              </span>
            )}
            <Link to={`/company/candidates/${thread.person.userId}`}>{t.candidatePage}</Link>
          </p>
        </div>
        {open ? (
          <div className={styles.actions}>
            <button
              type="button"
              className={`${buttons.secondary} ${buttons.small}`}
              onClick={() => {
                close.reset();
                setConfirmClose(true);
              }}
            >
              {companyThreadsJa.close.open}
            </button>
          </div>
        ) : null}
      </div>
      {closeFailure ? <ErrorNote>{closeFailure}</ErrorNote> : null}
      {waiting !== null && waiting >= 1 ? <ErrorNote>{t.awaitingNotice(waiting)}</ErrorNote> : null}
      <ThreadOffer
        origin={thread.origin}
        job={thread.job}
        scoutOffer={thread.scoutOffer}
        jobHref={(id) => `/company/jobs/${id}`}
        text={{ scout: t.scout, job: t.job, offer: t.offer }}
      />
      <MessageLog
        messages={view.messages}
        viewerSide="company"
        senderOf={(message) =>
          message.side === 'person' ? thread.person.displayName : (message.senderName ?? '')
        }
      />
      {open ? <Composer send={send} /> : <EndedNotice view={view} />}
      <ConfirmDialog
        open={confirmClose}
        title={companyThreadsJa.close.title}
        body={companyThreadsJa.close.body}
        confirmLabel={companyThreadsJa.close.confirm}
        pending={close.isPending}
        onOpenChange={setConfirmClose}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setConfirmClose(false) })}
      />
    </div>
  );
}

/**
 * /company/threads/{threadId}: one conversation with a person, the recruiter's own messages on
 * the right. Polls for the person's answers while open; the read mark follows what is shown.
 */
export function Component() {
  const id = parseThreadId(useParams().threadId);
  const detail = useQuery({ ...companyThreadDetailQuery(id ?? 0), enabled: id !== undefined });
  usePageTitle(
    detail.data ? t.title(detail.data.thread.person.displayName) : companyThreadsJa.title,
  );

  if (id !== undefined && detail.data) {
    return <ThreadScreen key={id} id={id} view={detail.data} />;
  }
  return (
    <ThreadFallback
      query={detail}
      idValid={id !== undefined}
      backTo="/company/threads"
      text={{
        title: companyThreadsJa.title,
        back: t.back,
        notFound: t.notFound,
        notFoundHint: t.notFoundHint,
        loadFailed: t.loadFailed,
        retry: companyThreadsJa.retry,
        loading: t.loading,
      }}
    />
  );
}
