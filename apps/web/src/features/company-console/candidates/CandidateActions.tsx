import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDate } from '../../../shared/lib/date';
import { AppLink } from '../../../shared/ui/AppLink';
import buttons from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form/Form.module.css';
import { isServerOrNetworkFailure, ownErrorMessage } from '../../../shared/ui/form/server-errors';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import {
  type CandidateDetail,
  type PublishedJob,
  publishedJobsQuery,
  useMarkInterest,
} from './api';
import styles from './CandidatePage.module.css';
import { CareerRequestDialog } from './CareerRequestDialog';
import { POSITIVE_REACTION_LEVELS, reactionLabel, THREAD_STATUS_LABELS } from './labels';
import { candidatesJa } from './messages';
import { ScoutDialog } from './ScoutDialog';
import { StartThreadDialog } from './StartThreadDialog';

const t = candidatesJa.actions;

/** 気になる: sent once, with a job if the recruiter likes; after that, what came of it. */
function InterestAction({
  candidate,
  jobs,
  onDone,
}: {
  candidate: CandidateDetail;
  jobs: readonly PublishedJob[] | undefined;
  onDone(message: string): void;
}) {
  const selectId = useId();
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState<string>();
  const mark = useMarkInterest(candidate.userId);
  const interest = candidate.relation.interest;

  if (interest) {
    const job = jobs?.find((item) => item.id === interest.jobDescriptionId);
    const reaction = reactionLabel(interest.reactionLevel);
    return (
      <div className={styles.actionBlock}>
        <button type="button" className={`${buttons.secondary} ${buttons.block}`} disabled>
          {t.interestSent}
        </button>
        <p className={styles.actionNote}>{t.interestSentOn(formatDate(interest.createdAt))}</p>
        {job ? <p className={styles.actionNote}>{t.interestJobNamed(job.title)}</p> : null}
        <p className={reaction ? styles.reaction : styles.actionNote}>
          {reaction ? t.reaction(reaction) : t.awaitingReaction}
        </p>
      </div>
    );
  }

  const send = () => {
    setError(undefined);
    mark.mutate(jobId === '' ? null : Number(jobId), {
      onSuccess: () => onDone(t.interestDone),
      onError: (failure) =>
        setError(
          ownErrorMessage(failure) ??
            (isServerOrNetworkFailure(failure) ? t.interestFailed : undefined),
        ),
    });
  };

  return (
    <div className={styles.actionBlock}>
      {error ? <ErrorNote>{error}</ErrorNote> : null}
      {jobs && jobs.length > 0 ? (
        <div className={formStyles.field}>
          <label htmlFor={selectId} className={formStyles.label}>
            {t.interestJob}
          </label>
          <select
            id={selectId}
            className={formStyles.input}
            value={jobId}
            onChange={(event) => setJobId(event.currentTarget.value)}
          >
            <option value="">{t.noJob}</option>
            {jobs.map((job) => (
              <option key={job.id} value={String(job.id)}>
                {job.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        className={`${buttons.primary} ${buttons.block}`}
        disabled={mark.isPending}
        aria-busy={mark.isPending || undefined}
        onClick={send}
      >
        {mark.isPending ? t.interestSending : t.interest}
      </button>
    </div>
  );
}

/**
 * What a recruiter can do with this person, by what has happened so far: mark interest;
 * then, with no thread yet, a scout (any time) or a first message (after a positive
 * reaction); with a thread, the way to it. Asking for a career update is always offered.
 * Successes are announced in the panel's status line.
 */
export function CandidateActions({ candidate }: { candidate: CandidateDetail }) {
  const headingId = useId();
  const [status, setStatus] = useState('');
  const jobs = useQuery(publishedJobsQuery);
  const { interest, thread } = candidate.relation;
  const canStartThread =
    !thread && interest !== null && POSITIVE_REACTION_LEVELS.includes(interest.reactionLevel ?? 0);

  return (
    <section className={styles.actions} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.actionsTitle}>
        {t.title}
      </h2>
      <p className={styles.status} role="status">
        {status}
      </p>
      <InterestAction candidate={candidate} jobs={jobs.data} onDone={setStatus} />
      {thread ? (
        <div className={styles.actionBlock}>
          <AppLink
            to={`/company/threads/${thread.id}`}
            className={`${buttons.primary} ${buttons.block}`}
          >
            {t.threadLink}
          </AppLink>
          <p className={styles.actionNote}>{t.threadStatus(THREAD_STATUS_LABELS[thread.status])}</p>
        </div>
      ) : (
        <>
          {canStartThread ? (
            <div className={styles.actionBlock}>
              <p className={styles.reaction}>{t.canMessage}</p>
              <StartThreadDialog userId={candidate.userId} displayName={candidate.displayName} />
            </div>
          ) : null}
          <div className={styles.actionBlock}>
            <ScoutDialog
              userId={candidate.userId}
              displayName={candidate.displayName}
              jobs={jobs.data}
              jobsFailed={jobs.isError}
            />
            <p className={styles.actionNote}>{t.scoutHint}</p>
          </div>
        </>
      )}
      <div className={styles.actionBlock}>
        <CareerRequestDialog
          userId={candidate.userId}
          onSent={() => setStatus(candidatesJa.career.done)}
        />
        <p className={styles.actionNote}>{t.careerHint}</p>
      </div>
    </section>
  );
}
