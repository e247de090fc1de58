import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import buttons from '../../../shared/ui/button.module.css';
import { ownErrorMessage } from '../../../shared/ui/form/server-errors';
import { CompanyMark } from '../../../shared/ui/jobs/CompanyMark';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { notify } from '../../../shared/ui/notifications/store';
import { careerRequestCountQuery } from '../api';
import { careerJa } from '../messages';
import {
  type CareerUpdateRequest,
  type Resolution,
  updateRequestsQuery,
  useResolveUpdateRequest,
} from './api';
import { updateRequestsJa as t } from './messages';
import styles from './UpdateRequestsSection.module.css';

function RequestCard({ request }: { request: CareerUpdateRequest }) {
  const nameId = useId();
  const resolve = useResolveUpdateRequest();
  const { company } = request;
  const act = (action: Resolution) =>
    resolve.mutate(
      { id: request.id, action },
      {
        onSuccess: () =>
          notify(action === 'answer' ? t.answered(company.name) : t.dismissed(company.name)),
      },
    );
  const failure = resolve.isError ? (ownErrorMessage(resolve.error) ?? t.failed) : undefined;
  const pending = resolve.isPending ? resolve.variables?.action : undefined;

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHead}>
        <CompanyMark name={company.name} logoUrl={company.logoUrl} logoColor={company.logoColor} />
        <h3 id={nameId} className={styles.company}>
          {company.name}
        </h3>
        <time className={styles.time} dateTime={new Date(request.createdAt * 1000).toISOString()}>
          {t.received(request.relativeTimeLabel)}
        </time>
      </div>
      <p className={styles.message}>{request.message}</p>
      {failure ? <ErrorNote>{failure}</ErrorNote> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.primary} ${buttons.small}`}
          aria-describedby={nameId}
          disabled={resolve.isPending}
          aria-busy={pending === 'answer' || undefined}
          onClick={() => act('answer')}
        >
          {t.answer}
        </button>
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          aria-describedby={nameId}
          disabled={resolve.isPending}
          aria-busy={pending === 'dismiss' || undefined}
          onClick={() => act('dismiss')}
        >
          {t.dismiss}
        </button>
      </div>
    </article>
  );
}

/**
 * The open career-update requests from companies, at the top of /cv where the 経歴 badge
 * leads: each with its company, message and when it came, answered (経歴を更新しました) or
 * dismissed (閉じる) with one click. Nothing shows while there is none.
 */
export function UpdateRequestsSection() {
  const headingId = useId();
  const count = useQuery(careerRequestCountQuery);
  const requests = useQuery(updateRequestsQuery);
  const badgeCount = typeof count.data?.count === 'number' ? count.data.count : 0;
  const open = requests.data?.filter((request) => request.resolution === null);

  // The list is what is shown; until it arrives (or when it cannot), the badge's count.
  const shownCount = open ? open.length : badgeCount;
  if (shownCount <= 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.notice}>{careerJa.requestsNotice(shownCount)}</p>
        <p className={styles.hint}>{t.hint}</p>
      </div>
      {open ? (
        <ul className={styles.list}>
          {open.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      ) : requests.isError ? (
        <ErrorNote>
          {t.loadFailed}{' '}
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => requests.refetch()}
          >
            {t.retry}
          </button>
        </ErrorNote>
      ) : null}
    </section>
  );
}
