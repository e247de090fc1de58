import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { formatDate, formatDateTime } from '../../shared/lib/date';
import buttons from '../../shared/ui/button.module.css';
import { ownErrorMessage } from '../../shared/ui/form/server-errors';
import { CompanyMark } from '../../shared/ui/jobs/CompanyMark';
import { ErrorNote } from '../../shared/ui/jobs/ErrorNote';
import { type CandidateInterest, interestsQuery, useReactToInterest } from './api';
import styles from './InterestNotificationsPage.module.css';
import { INTEREST_REACTION_LABELS, INTEREST_REACTION_LEVELS } from './labels';
import { interestsJa as t } from './messages';

const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** One company's interest: who, for which job, when, and the person's answer to it. */
function InterestCard({ interest }: { interest: CandidateInterest }) {
  const nameId = useId();
  const react = useReactToInterest();
  const [justAnswered, setJustAnswered] = useState(false);
  const { company, jobDescription, reactionLevel, reactedAt, createdAt } = interest;
  const pendingLevel = react.isPending ? react.variables?.reactionLevel : undefined;

  // The server's own words for a refusal (a notification gone meanwhile), ours otherwise.
  const failure = react.isError ? (ownErrorMessage(react.error) ?? t.failed) : undefined;

  return (
    <article
      className={styles.card}
      aria-labelledby={nameId}
      data-unreacted={reactionLevel === null || undefined}
    >
      <div className={styles.cardHead}>
        <CompanyMark name={company.name} logoUrl={company.logoUrl} logoColor={company.logoColor} />
        <div className={styles.cardHeadText}>
          <h2 id={nameId} className={styles.companyName}>
            <Link to={`/companies/${company.id}`}>{company.name}</Link>
          </h2>
          <p className={styles.meta}>
            <span>{t.sentInterest}</span>
            <time dateTime={isoOf(createdAt)} title={t.receivedAt(formatDateTime(createdAt))}>
              {interest.relativeTimeLabel}
            </time>
          </p>
        </div>
        {reactionLevel === null ? <span className={styles.newBadge}>{t.unreacted}</span> : null}
      </div>

      {jobDescription ? (
        <p className={styles.job}>
          <span className={styles.jobLabel}>{t.job}</span>
          <Link to={`/jobs/${jobDescription.id}`} className={styles.jobLink}>
            {jobDescription.title}
          </Link>
        </p>
      ) : (
        <p className={styles.noJob}>{t.noJob}</p>
      )}

      <div className={styles.answer}>
        <p className={styles.answerLabel} aria-hidden="true">
          {t.yourAnswer}
        </p>
        <fieldset
          aria-label={t.answerGroup(company.name)}
          aria-busy={react.isPending || undefined}
          className={styles.reactions}
        >
          {INTEREST_REACTION_LEVELS.map((level) => (
            <button
              key={level}
              type="button"
              className={styles.reaction}
              data-level={level}
              aria-pressed={(pendingLevel ?? reactionLevel) === level}
              disabled={react.isPending}
              onClick={() => {
                if (level === reactionLevel) return;
                setJustAnswered(false);
                react.mutate(
                  { id: interest.id, reactionLevel: level },
                  { onSuccess: () => setJustAnswered(true) },
                );
              }}
            >
              {INTEREST_REACTION_LABELS[level]}
            </button>
          ))}
        </fieldset>
        <p className={styles.answerNote} role="status">
          {react.isPending
            ? t.saving
            : justAnswered && reactionLevel !== null
              ? t.answered(INTEREST_REACTION_LABELS[reactionLevel])
              : ''}
        </p>
        {!react.isPending && reactionLevel !== null && reactedAt !== null ? (
          <p className={styles.answeredAt}>
            {t.answeredAt(formatDate(reactedAt))}・{t.changeHint}
          </p>
        ) : null}
        {failure ? <ErrorNote>{failure}</ErrorNote> : null}
      </div>
    </article>
  );
}

/**
 * /interest-notifications: the companies that marked interest in the person (気になる), newest
 * first, each answered with one of three levels. Interests of blocked companies never come
 * from the server.
 */
export function InterestNotificationsPage() {
  usePageTitle(t.title);
  const interests = useQuery(interestsQuery);
  const listId = useId();

  let body: ReactNode;
  if (interests.data) {
    const unreacted = interests.data.filter((item) => item.reactionLevel === null).length;
    body =
      interests.data.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.empty}</p>
          <p>{t.emptyHint}</p>
          <p>
            <Link to="/cv">{t.emptyLink}</Link>
          </p>
        </div>
      ) : (
        <section aria-labelledby={listId} className={styles.section}>
          <h2 id={listId} className="visually-hidden">
            {t.list}
          </h2>
          <p className={styles.summary}>{t.summary(interests.data.length, unreacted)}</p>
          <ul className={styles.list}>
            {interests.data.map((interest) => (
              <li key={interest.id}>
                <InterestCard interest={interest} />
              </li>
            ))}
          </ul>
        </section>
      );
  } else if (interests.isError) {
    body = (
      <ErrorNote>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => interests.refetch()}
        >
          {t.retry}
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
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      {body}
    </div>
  );
}

export { InterestNotificationsPage as Component };
