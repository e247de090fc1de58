import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CompanyLogo } from './CompanyLogo';
import { formatSalary, prefectureName } from './format';
import styles from './JobCard.module.css';
import { BUSINESS_TYPE_LABELS, EMPLOYMENT_TYPE_LABELS, WORK_STYLE_LABELS } from './labels';
import { jobsUiJa as t } from './messages';
import type { JobSummary } from './types';

/** How many tech tags a card shows before 「他N件」; the job page lists them all. */
const CARD_TAGS_MAX = 8;

/** The job page's address, carrying where the person met the job (`?source=`). */
export const jobPath = (id: number, source?: string): string =>
  source ? `/jobs/${id}?source=${encodeURIComponent(source)}` : `/jobs/${id}`;

/** The person's own marks on a job, and whether it is still open. */
export function JobMarkers({ job }: { job: JobSummary }) {
  const marks: { key: string; label: string; tone: 'primary' | 'success' | 'muted' }[] = [];
  if (job.applicationStatus) marks.push({ key: 'applied', label: t.applied, tone: 'success' });
  if (job.lastReactedAt !== null) marks.push({ key: 'reacted', label: t.reacted, tone: 'primary' });
  if (!job.isOfferingJob) marks.push({ key: 'closed', label: t.closed, tone: 'muted' });
  if (marks.length === 0) return null;
  return (
    <ul className={styles.markers} aria-label={t.markers}>
      {marks.map((mark) => (
        <li key={mark.key} className={styles.marker} data-tone={mark.tone}>
          {mark.label}
        </li>
      ))}
    </ul>
  );
}

interface JobCardProps {
  job: JobSummary;
  /** Kept with a reaction or application made from the job page. */
  source?: string;
  headingLevel?: 2 | 3;
  /** Extra lines under the card (why it was suggested, an application's state). */
  children?: ReactNode;
}

/**
 * One job in a list: company, title, salary (always), work style, place, employment and
 * business type, positions and stack, and the person's marks. The title is the link; the
 * whole card is its click target.
 */
export function JobCard({ job, source, headingLevel = 3, children }: JobCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const extraTags = job.tags.length - CARD_TAGS_MAX;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.company}>
        <CompanyLogo name={job.company.name} color={job.company.logoColor} size="sm" />
        <p className={styles.companyName}>
          {job.company.name}
          <span className={styles.industry}>{job.company.industry}</span>
        </p>
      </div>
      <Heading id={titleId} className={styles.title}>
        <Link to={jobPath(job.jobDescriptionId, source)} className={styles.titleLink}>
          {job.title}
        </Link>
      </Heading>
      <p className={styles.salary}>{formatSalary(job.annualSalaryMin, job.annualSalaryMax)}</p>
      <ul className={styles.facts} aria-label={t.facts}>
        <li>
          <span className="visually-hidden">{t.workStyle}：</span>
          {WORK_STYLE_LABELS[job.workStyle]}
        </li>
        {job.workStyle === 'fullRemote' ? null : (
          <li>
            <span className="visually-hidden">{t.location}：</span>
            {prefectureName(job.prefectureCode)}
          </li>
        )}
        <li>
          <span className="visually-hidden">{t.employmentType}：</span>
          {EMPLOYMENT_TYPE_LABELS[job.employmentType]}
        </li>
        <li>
          <span className="visually-hidden">{t.businessType}：</span>
          {BUSINESS_TYPE_LABELS[job.businessType]}
        </li>
      </ul>
      {job.positions.length > 0 ? (
        <p className={styles.positions}>
          <span className="visually-hidden">{t.positions}：</span>
          {job.positions.map((position) => position.name).join('・')}
        </p>
      ) : null}
      {job.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t.techStack}>
          {job.tags.slice(0, CARD_TAGS_MAX).map((tag) => (
            <li key={tag.id} className={styles.tag}>
              {tag.name}
            </li>
          ))}
          {extraTags > 0 ? <li className={styles.moreTags}>{t.moreTags(extraTags)}</li> : null}
        </ul>
      ) : null}
      <JobMarkers job={job} />
      {children ? <div className={styles.extra}>{children}</div> : null}
    </article>
  );
}
