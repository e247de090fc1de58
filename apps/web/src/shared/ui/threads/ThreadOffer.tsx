import { useId } from 'react';
import { Link } from 'react-router';
import styles from './Thread.module.css';

const count = (n: number) => n.toLocaleString('ja-JP');

/** 700万〜900万円, or 800万円 when the range is one figure. */
export const offerValue = (min: number, max: number): string =>
  min === max ? `${count(min)}万円` : `${count(min)}万〜${count(max)}万円`;

interface ThreadOfferProps {
  origin: 'interest' | 'scout';
  job: { id: number; title: string } | null;
  scoutOffer: { salaryMin: number; salaryMax: number } | null;
  /** Where the job links: its public page for the person, its editor in the console. */
  jobHref: (id: number) => string;
  text: { scout: string; lead?: string; job: string; offer: string };
}

/**
 * The top of a thread on either side: a scout's job and salary range, or the job the interest
 * named (nothing when it named none).
 */
export function ThreadOffer({ origin, job, scoutOffer, jobHref, text }: ThreadOfferProps) {
  const headingId = useId();
  if (origin === 'scout' && scoutOffer) {
    return (
      <section aria-labelledby={headingId} className={styles.offer}>
        <h2 id={headingId} className={styles.offerTitle}>
          {text.scout}
        </h2>
        {text.lead ? <p className={styles.offerLead}>{text.lead}</p> : null}
        <dl className={styles.offerFacts}>
          <div>
            <dt>{text.job}</dt>
            <dd>{job ? <Link to={jobHref(job.id)}>{job.title}</Link> : '―'}</dd>
          </div>
          <div>
            <dt>{text.offer}</dt>
            <dd className={styles.salary}>
              {offerValue(scoutOffer.salaryMin, scoutOffer.salaryMax)}
            </dd>
          </div>
        </dl>
      </section>
    );
  }
  if (!job) return null;
  return (
    <p className={styles.jobLine}>
      <span className={styles.jobLabel}>{text.job}</span>
      <Link to={jobHref(job.id)}>{job.title}</Link>
    </p>
  );
}
