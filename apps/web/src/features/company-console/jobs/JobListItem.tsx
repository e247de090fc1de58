import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/lib/date';
import buttons from '../../../shared/ui/button.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { ownErrorMessage } from '../../../shared/ui/form/server-errors';
import { formatSalary, prefectureName } from '../../../shared/ui/jobs/format';
import { EMPLOYMENT_TYPE_LABELS, WORK_STYLE_LABELS } from '../../../shared/ui/jobs/labels';
import { notify } from '../../../shared/ui/notifications/store';
import { type CompanyJobListItem, type JobTransition, useJobTransition } from './api';
import styles from './CompanyJobsPage.module.css';
import { DeleteJobDialog } from './DeleteJobDialog';
import { companyJobsJa } from './messages';
import { StatusChip } from './StatusChip';

const t = companyJobsJa.list;

const DONE: Record<JobTransition, (title: string) => string> = {
  publish: companyJobsJa.actions.published,
  close: companyJobsJa.actions.closed,
  reopen: companyJobsJa.actions.reopened,
};

/** The status change each status offers: a draft is published, a public job closed, and back. */
const NEXT_ACTION = {
  draft: { action: 'publish', label: t.publish, primary: true },
  published: { action: 'close', label: t.close, primary: false },
  closed: { action: 'reopen', label: t.reopen, primary: false },
} as const;

/**
 * One job of the list: what it offers, where it stands, how people responded, and what can
 * be done with it. A refused action (another recruiter changed the job meanwhile) is said
 * under the row, in the server's words, while the list is read again.
 */
export function JobListItem({ job }: { job: CompanyJobListItem }) {
  const titleId = useId();
  const transition = useJobTransition();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const next = NEXT_ACTION[job.status];
  const isPublic = job.status !== 'draft';

  const run = (action: JobTransition) => {
    setError(undefined);
    transition.mutateAsync({ id: job.jobDescriptionId, action }).then(
      (saved) => notify(DONE[action](saved.title)),
      (failure: unknown) => setError(ownErrorMessage(failure)),
    );
  };

  return (
    <li className={styles.item}>
      <article className={styles.job} aria-labelledby={titleId}>
        <div className={styles.jobHead}>
          <StatusChip status={job.status} />
          <h2 id={titleId} className={styles.jobTitle}>
            <Link to={`/company/jobs/${job.jobDescriptionId}`}>{job.title}</Link>
          </h2>
        </div>
        {job.summary ? <p className={styles.summary}>{job.summary}</p> : null}
        <ul className={styles.facts}>
          <li>{formatSalary(job.annualSalaryMin, job.annualSalaryMax)}</li>
          <li>
            <span className="visually-hidden">{t.workStyle}：</span>
            {WORK_STYLE_LABELS[job.workStyle]}
          </li>
          <li>
            <span className="visually-hidden">{t.prefecture}：</span>
            {prefectureName(job.prefectureCode)}
          </li>
          <li>{EMPLOYMENT_TYPE_LABELS[job.employmentType]}</li>
        </ul>
        <dl className={styles.stats}>
          <div>
            <dt>{t.published}</dt>
            <dd>{job.publishedAt !== null ? formatDate(job.publishedAt) : t.notPublished}</dd>
          </div>
          <div>
            <dt>{t.updated}</dt>
            <dd>{formatDate(job.updatedAt)}</dd>
          </div>
          <div>
            <dt>{t.reactions}</dt>
            <dd className={styles.count}>{t.countValue(job.reactionCount)}</dd>
          </div>
          <div>
            <dt>{t.applications}</dt>
            <dd className={styles.count}>{t.countValue(job.applicationCount)}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Link
            to={`/company/jobs/${job.jobDescriptionId}`}
            className={`${buttons.secondary} ${buttons.small}`}
            aria-describedby={titleId}
          >
            {t.edit}
          </Link>
          <button
            type="button"
            className={`${next.primary ? buttons.primary : buttons.secondary} ${buttons.small}`}
            disabled={transition.isPending}
            aria-busy={transition.isPending || undefined}
            aria-describedby={titleId}
            onClick={() => run(next.action)}
          >
            {next.label}
          </button>
          {job.status === 'draft' || deleting ? (
            <DeleteJobDialog
              jobId={job.jobDescriptionId}
              title={job.title}
              describedBy={titleId}
              open={deleting}
              setOpen={setDeleting}
            />
          ) : null}
          {isPublic ? (
            <a
              href={`/jobs/${job.jobDescriptionId}`}
              target="_blank"
              rel="noopener"
              className={styles.publicLink}
              aria-describedby={titleId}
            >
              {t.viewPublic}
              <span className="visually-hidden">{companyJobsJa.editor.opensInNewTab}</span>
            </a>
          ) : null}
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </article>
    </li>
  );
}
