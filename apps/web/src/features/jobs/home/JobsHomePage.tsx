import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { formatDate } from '../../../shared/lib/date';
import buttons from '../../../shared/ui/button.module.css';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import { JobCard } from '../../../shared/ui/jobs/JobCard';
import { JOB_APPLICATION_STATUS_LABELS } from '../../../shared/ui/jobs/labels';
import type { JobSummary } from '../../../shared/ui/jobs/types';
import {
  applicationsQuery,
  type JobApplicationItem,
  reactedJobsQuery,
  recentJobsQuery,
} from '../api';
import { jobsJa } from '../messages';
import { CardList } from './CardList';
import styles from './JobsHomePage.module.css';
import { SuggestionsSection } from './SuggestionsSection';

const t = jobsJa.home;

/** A list section with its own loading, failure (and retry) and empty states. */
function ListSection<T>({
  title,
  query,
  empty,
  loadFailed,
  render,
}: {
  title: string;
  query: UseQueryResult<T[]>;
  empty: ReactNode;
  loadFailed: string;
  render(items: T[]): ReactNode;
}) {
  const id = useId();
  let body: ReactNode;
  if (query.data) {
    body =
      query.data.length === 0 ? <div className={styles.empty}>{empty}</div> : render(query.data);
  } else if (query.isError) {
    body = (
      <ErrorNote>
        {loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => query.refetch()}
        >
          {jobsJa.retry}
        </button>
      </ErrorNote>
    );
  } else {
    body = (
      <div className={styles.skeleton} aria-busy="true">
        <span className="visually-hidden">{jobsJa.loading}</span>
      </div>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {body}
    </section>
  );
}

function ApplicationState({ application }: { application: JobApplicationItem }) {
  const { applicationStatus, applicationAt, mailReceivedAt, expectedMailRepliedAt } = application;
  return (
    <div className={styles.application}>
      <p className={styles.applicationStatus} data-status={applicationStatus}>
        <span className="visually-hidden">{t.applications.status}：</span>
        {JOB_APPLICATION_STATUS_LABELS[applicationStatus]}
      </p>
      <p className={styles.applicationDates}>
        <span>{t.applications.appliedAt(formatDate(applicationAt))}</span>
        {mailReceivedAt !== null ? (
          <span>{t.applications.replied(formatDate(mailReceivedAt))}</span>
        ) : applicationStatus === 'applied' ? (
          <span>{t.applications.expectedReply(formatDate(expectedMailRepliedAt))}</span>
        ) : null}
      </p>
    </div>
  );
}

const jobList = (jobs: JobSummary[]) => (
  <CardList
    items={jobs}
    keyOf={(job) => job.jobDescriptionId}
    render={(job) => <JobCard job={job} source="home" />}
  />
);

/**
 * /jobs/home: suggestions (asked for, generated, explained), the person's applications with
 * their state and expected reply, the jobs they marked, and new jobs.
 */
export function JobsHomePage() {
  usePageTitle(t.title);
  const applications = useQuery(applicationsQuery);
  const reacted = useQuery(reactedJobsQuery);
  const recent = useQuery(recentJobsQuery);

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <div className={styles.titleText}>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.muted}>{t.lead}</p>
        </div>
        <Link to="/jobs/search" className={buttons.primary}>
          {t.searchLink}
        </Link>
      </div>
      <SuggestionsSection />
      <ListSection
        title={t.applications.title}
        query={applications}
        loadFailed={t.applications.loadFailed}
        empty={
          <>
            <p>{t.applications.empty}</p>
            <Link to="/jobs/search">{t.searchLink}</Link>
          </>
        }
        render={(items) => (
          <CardList
            items={items}
            keyOf={(application) => application.id}
            render={(application) => (
              <JobCard job={application.jobDescription} source="home">
                <ApplicationState application={application} />
              </JobCard>
            )}
          />
        )}
      />
      <ListSection
        title={t.reacted.title}
        query={reacted}
        loadFailed={t.reacted.loadFailed}
        empty={<p>{t.reacted.empty}</p>}
        render={jobList}
      />
      <ListSection
        title={t.recent.title}
        query={recent}
        loadFailed={t.recent.loadFailed}
        empty={<p>{t.recent.empty}</p>}
        render={jobList}
      />
      <p className={styles.more}>
        <Link to="/jobs/search">{t.searchLink}</Link>
      </p>
    </div>
  );
}

export { JobsHomePage as Component };
