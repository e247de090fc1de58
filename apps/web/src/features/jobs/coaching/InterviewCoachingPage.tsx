import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AppLink } from '../../../shared/ui/AppLink';
import buttons from '../../../shared/ui/button.module.css';
import { CompanyLogo } from '../../../shared/ui/jobs/CompanyLogo';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { type Coaching, type CoachingReply, coachingQuery, useExternalCoaching } from './api';
import { ExternalAiCard } from './ExternalAiCard';
import styles from './InterviewCoachingPage.module.css';
import { coachingJa as t } from './messages';

/** Ids the API could know: positive integers in the database's range. */
const parseJobId = (raw: string | undefined): number | null =>
  raw && /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

function Section({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <p className={styles.muted}>{lead}</p>
      {children}
    </section>
  );
}

function CoachingSections({ coaching }: { coaching: Coaching }) {
  const external = coaching.provider === 'external';
  return (
    <>
      <p className={styles.provider} data-provider={coaching.provider}>
        <span className={styles.providerLabel}>{t.provider.label}</span>
        <span className={styles.providerValue}>
          {external ? t.provider.external : t.provider.builtin}
        </span>
        {external ? <span className={styles.providerNote}>{t.provider.externalNote}</span> : null}
      </p>
      <Section title={t.questions.title} lead={t.questions.lead}>
        <ol className={styles.questions}>
          {coaching.likelyQuestions.map((item, index) => (
            // The list is replaced whole, never reordered: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={styles.question}>
              <span className={styles.questionNumber} aria-hidden="true">
                {t.questions.number(index + 1)}
              </span>
              <div className={styles.questionBody}>
                <p className={styles.questionText}>{item.question}</p>
                <p className={styles.intent}>
                  <span className={styles.intentLabel}>{t.questions.intent}</span>
                  {item.intent}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t.highlights.title} lead={t.highlights.lead}>
        <ul className={styles.highlights}>
          {coaching.highlights.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: replaced whole, never reordered
            <li key={index} className={styles.highlight}>
              <h3 className={styles.highlightTitle}>{item.title}</h3>
              <p className={styles.highlightDetail}>{item.detail}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.asks.title} lead={t.asks.lead}>
        <ul className={styles.asks}>
          {coaching.questionsToAsk.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: replaced whole, never reordered
            <li key={index} className={styles.ask}>
              {item}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function Loading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t.loading}
      </p>
      <div className={styles.skeleton} aria-hidden="true" />
      <div className={styles.skeleton} aria-hidden="true" />
      <div className={styles.skeletonShort} aria-hidden="true" />
    </div>
  );
}

function NotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="coaching-not-found">
      <h2 id="coaching-not-found" className={styles.sectionTitle}>
        {t.notFoundTitle}
      </h2>
      <p className={styles.muted}>{t.notFoundBody}</p>
      <div>
        <Link to="/jobs/search" className={buttons.primary}>
          {t.searchJobs}
        </Link>
      </div>
    </section>
  );
}

/** The job this coaching is for, and where it comes from (the career, which /cv improves). */
function JobHeader({ jobId, reply }: { jobId: number; reply: CoachingReply | undefined }) {
  const job = reply?.jobDescription;
  return (
    <header className={styles.header}>
      <Link to={`/jobs/${jobId}`} className={styles.back}>
        <span aria-hidden="true">←</span> {t.backToJob}
      </Link>
      <h1 className={styles.title}>{t.title}</h1>
      {job ? (
        <div className={styles.job}>
          <CompanyLogo name={job.company.name} color={job.company.logoColor} size="sm" />
          <div className={styles.jobText}>
            <span className={styles.companyName}>{job.company.name}</span>
            <Link to={`/jobs/${jobId}`} className={styles.jobTitle}>
              {job.title}
            </Link>
          </div>
        </div>
      ) : null}
      <p className={styles.lead}>{t.lead}</p>
      <p className={styles.sourceNote}>
        {t.source}{' '}
        <AppLink to="/cv" className={styles.inlineLink}>
          {t.improveCareer}
        </AppLink>
      </p>
    </header>
  );
}

/**
 * /jobs/{id}/interview-coaching: likely questions with their intent, what to stress from the
 * person's career, and questions to ask back. The built-in coaching shows at once; where the
 * server has an external AI, a separate card offers it behind the policy agreement.
 */
export function InterviewCoachingPage() {
  usePageTitle(t.title);
  const jobId = parseJobId(useParams().id);
  const query = useQuery({ ...coachingQuery(jobId ?? 0), enabled: jobId !== null });
  const external = useExternalCoaching(jobId ?? 0);
  const [show, setShow] = useState<'external' | 'builtin'>('builtin');

  const notFound =
    jobId === null || (isApiError(query.error) && query.error.status === 404 && !query.data);
  if (notFound) {
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t.title}</h1>
        </header>
        <NotFound />
      </div>
    );
  }

  const reply = query.data;
  const externalResult = external.data?.coaching;
  const shown =
    show === 'external' && externalResult?.provider === 'external'
      ? externalResult
      : reply?.coaching;

  let body: ReactNode;
  if (reply && shown) {
    body = (
      <>
        {reply.externalAiAvailable ? (
          <ExternalAiCard
            jobId={jobId}
            agreed={reply.externalAiAgreed}
            external={external}
            showingExternal={shown.provider === 'external'}
            onShow={setShow}
          />
        ) : null}
        <CoachingSections coaching={shown} />
      </>
    );
  } else if (query.isError) {
    body = (
      <ErrorNote>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => void query.refetch()}
        >
          {t.retry}
        </button>
      </ErrorNote>
    );
  } else {
    body = <Loading />;
  }

  return (
    <div className={styles.page}>
      <JobHeader jobId={jobId} reply={reply} />
      {body}
    </div>
  );
}

export { InterviewCoachingPage as Component };
