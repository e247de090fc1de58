import { relativeTimeLabel } from '@kiseki/contract/relative-time';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import buttons from '../../../shared/ui/button.module.css';
import { prefectureName } from '../../../shared/ui/jobs/format';
import { StatusMessage } from '../../../shared/ui/StatusMessage/StatusMessage';
import { type CandidateDetail, candidatePageQuery } from './api';
import { CandidateActions } from './CandidateActions';
import styles from './CandidatePage.module.css';
import { CandidateProfile } from './CandidateProfile';
import { HIRABILITY_LEVEL_LABELS } from './labels';
import { candidatesJa } from './messages';
import { SEARCH_PATH } from './search-state';

const t = candidatesJa.page;

const USER_ID = /^[1-9][0-9]{0,9}$/;

/** The search the recruiter came from (the card's link carries it), else a fresh one. */
function useBackHref(): string {
  const location = useLocation();
  const from = (location.state as { fromSearch?: unknown } | null)?.fromSearch;
  return typeof from === 'string' && from.startsWith(SEARCH_PATH) ? from : SEARCH_PATH;
}

function BackLink() {
  return (
    <Link to={useBackHref()} className={styles.back}>
      {t.back}
    </Link>
  );
}

function NotFound() {
  usePageTitle(t.notFoundTitle);
  return (
    <div className={styles.page}>
      <StatusMessage
        title={t.notFoundTitle}
        icon="search"
        actions={
          <Link to={SEARCH_PATH} className={buttons.secondary}>
            {t.back}
          </Link>
        }
      >
        <p>{t.notFound}</p>
        <p>{t.notFoundHint}</p>
      </StatusMessage>
    </div>
  );
}

function Header({ candidate, nowSeconds }: { candidate: CandidateDetail; nowSeconds: number }) {
  const facts = [
    candidate.jobTitle,
    candidate.prefectureCode ? prefectureName(candidate.prefectureCode) : null,
    candidate.age !== null ? t.age(candidate.age) : null,
    candidatesJa.card.experience(candidate.yearsOfExperience),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <header className={styles.header}>
      <h1 className={styles.name}>{candidate.displayName}</h1>
      <p className={styles.hirability} data-level={candidate.hirabilityLevel ?? 'unknown'}>
        {candidate.hirabilityLevel
          ? HIRABILITY_LEVEL_LABELS[candidate.hirabilityLevel]
          : candidatesJa.card.hirabilityUnknown}
      </p>
      <ul className={styles.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className={styles.updated}>
        {t.updated(relativeTimeLabel(candidate.updatedAt, nowSeconds))}
      </p>
    </header>
  );
}

function Loaded({ candidate, loadedAt }: { candidate: CandidateDetail; loadedAt: number }) {
  usePageTitle(candidate.displayName);
  const nowSeconds = Math.floor(loadedAt / 1000);
  return (
    <div className={styles.page}>
      <BackLink />
      <Header candidate={candidate} nowSeconds={nowSeconds} />
      <div className={styles.layout}>
        <div className={styles.aside}>
          <CandidateActions candidate={candidate} />
        </div>
        <div className={styles.main}>
          <CandidateProfile candidate={candidate} />
        </div>
      </div>
    </div>
  );
}

/**
 * /company/candidates/{userId}: what a recruiter reads before reaching out (profile, scores,
 * skills, career, want-to-do, desired conditions, outputs) beside what they can do about it.
 * A person the company may not see is answered like an id that never existed: not found.
 */
export function CandidatePage() {
  const { userId: raw = '' } = useParams();
  const userId = USER_ID.test(raw) ? Number(raw) : null;
  const candidate = useQuery({
    ...candidatePageQuery(userId ?? 0),
    enabled: userId !== null,
  });
  const loadedAt = useMemo(() => candidate.dataUpdatedAt || Date.now(), [candidate.dataUpdatedAt]);

  if (userId === null) return <NotFound />;
  if (candidate.data) return <Loaded candidate={candidate.data} loadedAt={loadedAt} />;
  if (candidate.isError) {
    const error = candidate.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <NotFound />;
    return <LoadFailed onRetry={() => candidate.refetch()} />;
  }
  return <Loading />;
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  usePageTitle(t.loadFailed);
  return (
    <div className={styles.page}>
      <BackLink />
      <StatusMessage
        title={t.loadFailed}
        tone="error"
        actions={
          <button type="button" className={buttons.secondary} onClick={onRetry}>
            {candidatesJa.retry}
          </button>
        }
      >
        <p>{t.loadFailedHint}</p>
      </StatusMessage>
    </div>
  );
}

function Loading() {
  usePageTitle(t.loading);
  return (
    <div className={styles.page} aria-busy="true">
      <BackLink />
      <h1 className="visually-hidden">{t.loading}</h1>
      <div className={styles.skeletonHeader} />
      <div className={styles.skeletonBody} />
    </div>
  );
}

export { CandidatePage as Component };
