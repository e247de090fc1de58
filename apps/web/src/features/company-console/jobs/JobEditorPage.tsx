import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/errors';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { formatDate } from '../../../shared/lib/date';
import buttons from '../../../shared/ui/button.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import pageStyles from '../../../shared/ui/page.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage/StatusMessage';
import { type CompanyJob, companyJobQuery } from './api';
import styles from './JobEditor.module.css';
import { JobForm } from './JobForm';
import { companyJobsJa } from './messages';
import { StatusChip } from './StatusChip';

const t = companyJobsJa.editor;

/** PostgreSQL's integer, as the server's path check: a larger id cannot exist. */
const ID_MAX = 2_147_483_647;

/** The job id of the path, or null when it cannot be one (then no request is made). */
export function jobIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

function BackLink() {
  return (
    <Link to="/company/jobs" className={`${buttons.secondary} ${buttons.small}`}>
      {t.back}
    </Link>
  );
}

function EditorFrame({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={pageStyles.readingPage}>
      <div className={styles.titleRow}>
        <h1 className={pageStyles.title}>{title}</h1>
        <BackLink />
      </div>
      {aside}
      {children}
    </div>
  );
}

function NotFound() {
  return (
    <StatusMessage title={t.notFoundTitle} tone="warning" icon="search" actions={<BackLink />}>
      <p>{t.notFoundBody}</p>
    </StatusMessage>
  );
}

/** Where the job stands, and what its status means for what is saved. */
function JobState({ job }: { job: CompanyJob }) {
  const note =
    job.status === 'draft'
      ? t.draftNote
      : job.status === 'published'
        ? t.publishedNote
        : t.closedNote;
  return (
    <div className={styles.state}>
      <div className={styles.stateLine}>
        <StatusChip status={job.status} />
        {job.publishedAt !== null ? (
          <span className={styles.muted}>{t.publishedOn(formatDate(job.publishedAt))}</span>
        ) : null}
        {job.status !== 'draft' ? (
          <a
            href={`/jobs/${job.jobDescriptionId}`}
            target="_blank"
            rel="noopener"
            className={styles.publicLink}
          >
            {t.viewPublic}
            <span className="visually-hidden">{t.opensInNewTab}</span>
          </a>
        ) : null}
      </div>
      <p className={styles.stateNote}>{note}</p>
    </div>
  );
}

function NewJob() {
  usePageTitle(t.createTitle);
  return (
    <EditorFrame title={t.createTitle} aside={<p className={styles.lead}>{t.newLead}</p>}>
      <JobForm key="new" job={undefined} />
    </EditorFrame>
  );
}

function EditJob({ id }: { id: number }) {
  const query = useQuery(companyJobQuery(id));
  const job = query.data;
  const notFound = !job && isApiError(query.error) && query.error.status === 404;
  usePageTitle(notFound ? t.notFoundTitle : t.editTitle);

  if (job) {
    return (
      <EditorFrame title={t.editTitle} aside={<JobState job={job} />}>
        {/* Keyed by the job: the form reads the saved posting once, when it opens. */}
        <JobForm key={job.jobDescriptionId} job={job} />
      </EditorFrame>
    );
  }
  if (notFound) return <NotFound />;
  if (query.isError) {
    return (
      <EditorFrame title={t.editTitle}>
        <FormAlert>
          {t.loadFailed}{' '}
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => void query.refetch()}
          >
            {t.retry}
          </button>
        </FormAlert>
      </EditorFrame>
    );
  }
  return (
    <EditorFrame title={t.editTitle}>
      <div className={styles.loading} aria-busy="true">
        <p className="visually-hidden">{t.loading}</p>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    </EditorFrame>
  );
}

/**
 * /company/jobs/new and /company/jobs/:jobId: one screen writes a new posting (saved as a
 * draft) or edits a saved one in any status. An id that is not one of the company's jobs
 * (another company's, deleted, or not a number) is the not-found state.
 */
function NoSuchId() {
  usePageTitle(t.notFoundTitle);
  return <NotFound />;
}

export function JobEditorPage() {
  const { jobId } = useParams();
  if (jobId === undefined) return <NewJob />;
  const id = jobIdOf(jobId);
  return id === null ? <NoSuchId /> : <EditJob key={id} id={id} />;
}

export { JobEditorPage as Component };
