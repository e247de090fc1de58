import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import buttons from '../../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../../shared/ui/connections/ConfirmDialog';
import { ownErrorMessage } from '../../../shared/ui/form/server-errors';
import { CompanyMark } from '../../../shared/ui/jobs/CompanyMark';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { Composer } from '../../../shared/ui/threads/Composer';
import { MessageLog } from '../../../shared/ui/threads/MessageLog';
import styles from '../../../shared/ui/threads/Thread.module.css';
import { ThreadBackLink, ThreadFallback } from '../../../shared/ui/threads/ThreadFallback';
import { ThreadOffer } from '../../../shared/ui/threads/ThreadOffer';
import { parseThreadId } from '../../../shared/ui/threads/thread-id';
import { useReadMarking } from '../../../shared/ui/threads/use-read-marking';
import {
  type ThreadView,
  threadDetailQuery,
  useCloseThread,
  useMarkThreadRead,
  useSendMessage,
  useThreadPolling,
} from '../api';
import {
  THREAD_DECLINE_REASON_LABELS,
  THREAD_ORIGIN_LABELS,
  THREAD_STATUS_LABELS,
} from '../labels';
import { messagesJa } from '../messages';
import { DeclineDialog } from './DeclineDialog';

const t = messagesJa.thread;

function EndedNotice({ view }: { view: ThreadView }) {
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

function ThreadScreen({ id, view }: { id: number; view: ThreadView }) {
  const { thread } = view;
  const open = thread.status === 'open';
  const close = useCloseThread(id);
  const send = useSendMessage(id);
  const [confirmClose, setConfirmClose] = useState(false);
  useThreadPolling(id, open);
  const { mutate: markRead } = useMarkThreadRead(id);
  useReadMarking(view.messages, 'company', markRead);

  const closeFailure = close.isError
    ? (ownErrorMessage(close.error) ?? messagesJa.close.failed)
    : undefined;

  return (
    <div className={styles.page}>
      <ThreadBackLink to="/messages" label={t.back} />
      <div className={styles.head}>
        <CompanyMark
          name={thread.company.name}
          logoUrl={thread.company.logoUrl}
          logoColor={thread.company.logoColor}
        />
        <div className={styles.headText}>
          <h1 className={styles.title}>{thread.company.name}</h1>
          <p className={styles.headMeta}>
            {thread.origin === 'scout' ? (
              <span className={styles.chip} data-kind="scout">
                {THREAD_ORIGIN_LABELS.scout}
              </span>
            ) : null}
            {open ? null : (
              <span className={styles.chip} data-kind="ended">
                {THREAD_STATUS_LABELS[thread.status]}
              </span>
            )}
            <Link to={`/companies/${thread.company.id}`}>{t.companyPage}</Link>
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
              {messagesJa.close.open}
            </button>
            <DeclineDialog threadId={id} />
          </div>
        ) : null}
      </div>
      {closeFailure ? <ErrorNote>{closeFailure}</ErrorNote> : null}
      <ThreadOffer
        origin={thread.origin}
        job={thread.job}
        scoutOffer={thread.scoutOffer}
        jobHref={(id) => `/jobs/${id}`}
        text={{ scout: t.scout, lead: t.scoutLead, job: t.job, offer: t.offer }}
      />
      <MessageLog
        messages={view.messages}
        viewerSide="person"
        senderOf={(message) =>
          message.senderName ? `${thread.company.name}・${message.senderName}` : thread.company.name
        }
      />
      {open ? <Composer send={send} /> : <EndedNotice view={view} />}
      <ConfirmDialog
        open={confirmClose}
        title={messagesJa.close.title}
        body={messagesJa.close.body}
        confirmLabel={messagesJa.close.confirm}
        pending={close.isPending}
        onOpenChange={setConfirmClose}
        onConfirm={() =>
          close.mutate(undefined, {
            onSettled: () => setConfirmClose(false),
          })
        }
      />
    </div>
  );
}

/**
 * /messages/{threadId}: one thread with a company (the mobile header is hidden here, so the
 * page carries its own way back). Messages oldest first, mine apart from the company's, the
 * scout's job and salary range on top, a reply box while the thread is open; new messages
 * are polled for, and the read mark follows what is shown.
 */
export function ThreadPage() {
  const id = parseThreadId(useParams().threadId);
  const detail = useQuery({ ...threadDetailQuery(id ?? 0), enabled: id !== undefined });
  usePageTitle(detail.data ? t.title(detail.data.thread.company.name) : messagesJa.title);

  if (id !== undefined && detail.data) {
    // Keyed by id: another thread starts with its own read mark, poll and forms.
    return <ThreadScreen key={id} id={id} view={detail.data} />;
  }
  return (
    <ThreadFallback
      query={detail}
      idValid={id !== undefined}
      backTo="/messages"
      text={{
        title: messagesJa.title,
        back: t.back,
        notFound: t.notFound,
        notFoundHint: t.notFoundHint,
        loadFailed: t.loadFailed,
        retry: messagesJa.retry,
        loading: t.loading,
      }}
    />
  );
}

export { ThreadPage as Component };
