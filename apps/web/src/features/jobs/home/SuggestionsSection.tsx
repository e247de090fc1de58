import { SUGGESTION_GENERATION_STATUS } from '@kiseki/contract/suggestion-status';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { formatDate } from '../../../shared/lib/date';
import buttons from '../../../shared/ui/button.module.css';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { JobCard } from '../../../shared/ui/jobs/JobCard';
import {
  type JobSuggestion,
  suggestionStatusQuery,
  suggestionsQuery,
  useMarkSuggestionsSeen,
  useRequestSuggestions,
} from '../api';
import { jobsJa } from '../messages';
import { CardList } from './CardList';
import styles from './JobsHomePage.module.css';

const t = jobsJa.home.suggestions;
const { REQUESTED, COMPLETED, FAILED } = SUGGESTION_GENERATION_STATUS;

/** How often the status is asked while a generation runs. */
export const SUGGESTION_POLL_MS = 2000;

function Why({ suggestion }: { suggestion: JobSuggestion }) {
  return (
    <div className={styles.why}>
      <p className={styles.score}>
        <span className={styles.scoreLabel}>{t.matchScore}</span>
        <span className={styles.scoreValue}>{suggestion.matchScore}%</span>
        <span className={styles.scoreBar} aria-hidden="true">
          <span style={{ width: `${Math.max(0, Math.min(100, suggestion.matchScore))}%` }} />
        </span>
      </p>
      {suggestion.reasons.length > 0 ? (
        <>
          <p className={styles.reasonsTitle} aria-hidden="true">
            {t.reasons}
          </p>
          <ul className={styles.reasons} aria-label={t.reasons}>
            {suggestion.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The suggestions and their generation: ask (POST), then the status is polled until the
 * server has finished, and the finished list is fetched. Shown complete, it is marked seen,
 * which also clears the header's dot. A generation in progress survives a reload: the
 * server's status says REQUESTED and the polling resumes.
 */
export function SuggestionsSection() {
  const list = useQuery(suggestionsQuery);
  const requesting = list.data?.generationStatus === REQUESTED;
  const status = useQuery({
    ...suggestionStatusQuery,
    enabled: requesting,
    refetchInterval: requesting ? SUGGESTION_POLL_MS : false,
  });
  const request = useRequestSuggestions();
  const markSeen = useMarkSuggestionsSeen();
  const seenFor = useRef<number | null | undefined>(undefined);

  // The status moved on since the list was read: read the list again (once per answer).
  const statusUpdatedAt = status.dataUpdatedAt;
  const listUpdatedAt = list.dataUpdatedAt;
  const statusNow = status.data?.generationStatus;
  const refetchList = list.refetch;
  useEffect(() => {
    if (!requesting || statusNow === undefined || statusNow === REQUESTED) return;
    if (statusUpdatedAt > listUpdatedAt) void refetchList();
  }, [requesting, statusNow, statusUpdatedAt, listUpdatedAt, refetchList]);

  const data = list.data;
  const mutateSeen = markSeen.mutate;
  useEffect(() => {
    if (!data || data.generationStatus !== COMPLETED || data.isSeen) return;
    if (seenFor.current === data.suggestionRequestId) return;
    seenFor.current = data.suggestionRequestId;
    mutateSeen();
  }, [data, mutateSeen]);

  const requestButton = (label: string, primary: boolean) => (
    <button
      type="button"
      className={primary ? buttons.primary : `${buttons.secondary} ${buttons.small}`}
      disabled={request.isPending}
      aria-busy={request.isPending || undefined}
      onClick={() => request.mutate()}
    >
      {request.isPending ? t.requesting : label}
    </button>
  );
  const requestError = request.isError ? <ErrorNote>{t.requestFailed}</ErrorNote> : null;

  let body: ReactNode;
  if (!data) {
    body = list.isError ? (
      <ErrorNote>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => list.refetch()}
        >
          {jobsJa.retry}
        </button>
      </ErrorNote>
    ) : (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{jobsJa.loading}</span>
      </div>
    );
  } else if (data.generationStatus === REQUESTED) {
    body = (
      <div className={styles.progress} role="status">
        <span className={styles.progressBar} aria-hidden="true" />
        <p>{t.progress}</p>
      </div>
    );
  } else if (data.generationStatus === COMPLETED || data.suggestions.length > 0) {
    // A failed new attempt keeps the previous suggestions on screen (the server returns them).
    const failed = data.generationStatus === FAILED;
    body = (
      <>
        {failed ? <ErrorNote>{t.failed}</ErrorNote> : null}
        <div className={styles.sectionMeta}>
          {data.completedAt !== null ? (
            <p className={styles.muted}>{t.completedAt(formatDate(data.completedAt))}</p>
          ) : null}
          {requestButton(failed ? t.request : t.again, false)}
        </div>
        {requestError}
        {data.suggestions.length === 0 ? (
          <p className={styles.empty}>{t.empty}</p>
        ) : (
          <CardList
            items={data.suggestions}
            keyOf={(suggestion) => suggestion.jobDescription.jobDescriptionId}
            render={(suggestion) => (
              <JobCard job={suggestion.jobDescription} source="suggestion">
                <Why suggestion={suggestion} />
              </JobCard>
            )}
          />
        )}
      </>
    );
  } else {
    body = (
      <div className={styles.invite}>
        {data.generationStatus === FAILED ? <ErrorNote>{t.failed}</ErrorNote> : null}
        <p className={styles.muted}>{t.intro}</p>
        <div>{requestButton(t.request, true)}</div>
        {requestError}
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="job-suggestions-title">
      <h2 id="job-suggestions-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      {body}
    </section>
  );
}
