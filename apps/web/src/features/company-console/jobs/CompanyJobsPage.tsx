import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { useViewport } from '../../../shared/hooks/useViewport';
import buttons from '../../../shared/ui/button.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { Paging } from '../../../shared/ui/Paging/Paging';
import pageStyles from '../../../shared/ui/page.module.css';
import { type CompanyJobListItem, companyJobsQuery } from './api';
import styles from './CompanyJobsPage.module.css';
import { JobListItem } from './JobListItem';
import { type JobListParams, jobListHref, readJobListParams } from './list-params';
import { companyJobsJa, JOB_STATUS_LABELS, JOB_STATUSES } from './messages';

const t = companyJobsJa.list;

const FILTERS = [
  { status: null, label: t.all },
  ...JOB_STATUSES.map((status) => ({ status, label: JOB_STATUS_LABELS[status] })),
];

/** すべて・下書き・公開中・募集終了: links, so a filtered list can be reloaded and shared. */
function StatusFilter({ current }: { current: JobListParams['status'] }) {
  return (
    <nav aria-label={t.filterLabel}>
      <ul className={styles.filters}>
        {FILTERS.map(({ status, label }) => (
          <li key={status ?? 'all'}>
            <Link
              to={jobListHref({ status, page: 1 })}
              className={styles.filter}
              aria-current={status === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EmptyState({ params }: { params: JobListParams }) {
  if (params.page > 1) {
    // Past the last page (the last job of the page was deleted, or an old link).
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{t.emptyPage}</p>
        <Link to={jobListHref({ status: params.status, page: 1 })}>{t.firstPage}</Link>
      </div>
    );
  }
  return (
    <div className={styles.empty} role="status">
      <p className={styles.emptyTitle}>
        {params.status ? t.emptyStatus(params.status) : t.emptyAll}
      </p>
      {params.status ? null : <p>{t.emptyAllHint}</p>}
    </div>
  );
}

function JobList({ jobs }: { jobs: readonly CompanyJobListItem[] }) {
  return (
    <ul className={styles.list} aria-label={t.listLabel}>
      {jobs.map((job) => (
        <JobListItem key={job.jobDescriptionId} job={job} />
      ))}
    </ul>
  );
}

/**
 * /company/jobs: the company's job descriptions of every status, newest first, 20 a page,
 * filtered by status. Each row publishes, closes, reopens or (a draft) deletes in place.
 */
export function CompanyJobsPage() {
  usePageTitle(t.title);
  const viewport = useViewport();
  const [searchParams] = useSearchParams();
  const params = readJobListParams(searchParams);
  const jobs = useQuery(companyJobsQuery(params.status, params.page));

  let body: ReactNode;
  if (jobs.data) {
    const { jobDescriptions, paging } = jobs.data;
    body =
      jobDescriptions.length === 0 ? (
        <EmptyState params={params} />
      ) : (
        <>
          <p className={styles.total}>{t.total(paging.totalCount)}</p>
          <JobList jobs={jobDescriptions} />
          <Paging
            page={paging.page}
            maxPage={paging.maxPage}
            compact={viewport === 'mobile'}
            hrefFor={(page) => jobListHref({ status: params.status, page })}
          />
        </>
      );
  } else if (jobs.isError) {
    body = (
      <FormAlert>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => void jobs.refetch()}
        >
          {t.retry}
        </button>
      </FormAlert>
    );
  } else {
    body = (
      <div className={styles.loading} aria-busy="true">
        <p className="visually-hidden">{t.loading}</p>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }

  return (
    <div className={pageStyles.page}>
      <div className={styles.titleRow}>
        <h1 className={pageStyles.title}>{t.title}</h1>
        <Link to="/company/jobs/new" className={buttons.primary}>
          {t.create}
        </Link>
      </div>
      <p className={styles.lead}>{t.lead}</p>
      <StatusFilter current={params.status} />
      {body}
    </div>
  );
}

export { CompanyJobsPage as Component };
