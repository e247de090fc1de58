import {
  groupExperiences,
  monthIndex,
  organizationKey,
  totalExperienceMonths,
} from '@kiseki/contract/career-grouping';
import { useId, useMemo } from 'react';
import type { Experience } from '../../shared/api/career';
import styles from './CareerPage.module.css';
import { EditableTextCard } from './EditableTextCard';
import { careerJa } from './messages';

const t = careerJa.summary;
const MAIN_POSITIONS = 3;

/** What the summary says, computed from the experiences alone. */
export function summarize(
  experiences: readonly Experience[],
  positionNames: ReadonlyMap<number, string>,
  now?: { year: number; month: number },
) {
  const months = totalExperienceMonths(experiences, now);
  const companies = new Set(experiences.map((e) => organizationKey(e.organizationName))).size;
  const current = groupExperiences(experiences, now)
    .filter((group) => group.end === null)
    .map((group) => group.organizationName);
  // Positions weighted by how long they were held; ties keep the newest first.
  const weight = new Map<number, number>();
  const nowIndex = now ? monthIndex(now.year, now.month) : Number.POSITIVE_INFINITY;
  for (const e of experiences) {
    const start = monthIndex(e.startYear, e.startMonth);
    const end =
      e.endYear !== null && e.endMonth !== null
        ? monthIndex(e.endYear, e.endMonth)
        : Math.min(nowIndex, start + 1200);
    const length = Math.max(1, Math.min(end, nowIndex) - start + 1);
    for (const id of new Set(e.positions)) weight.set(id, (weight.get(id) ?? 0) + length);
  }
  const positions = [...weight.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAIN_POSITIONS)
    .map(([id]) => positionNames.get(id))
    .filter((name): name is string => Boolean(name));
  return { months, companies, current, positions };
}

/**
 * 職務要約: the person's own summary (the job setting's job_summary, edited in place) over
 * figures computed from the registered experiences, which change as the career does.
 */
export function SummaryCard({
  experiences,
  positionNames,
}: {
  experiences: readonly Experience[];
  positionNames: ReadonlyMap<number, string>;
}) {
  const headingId = useId();
  const summary = useMemo(
    () => summarize(experiences, positionNames),
    [experiences, positionNames],
  );
  return (
    <EditableTextCard field="jobSummary">
      <section className={styles.summaryFigures} aria-labelledby={headingId}>
        <div className={styles.cardHeader}>
          <h3 id={headingId} className={styles.subTitle}>
            {t.title}
          </h3>
          <span className={styles.badge}>{t.badge}</span>
        </div>
        {experiences.length === 0 ? (
          <p className={styles.muted}>{t.empty}</p>
        ) : (
          <>
            <dl className={styles.summary}>
              <div className={styles.summaryItem}>
                <dt>{t.years}</dt>
                <dd className={styles.summaryNumber}>{t.yearsValue(summary.months)}</dd>
              </div>
              <div className={styles.summaryItem}>
                <dt>{t.companies}</dt>
                <dd className={styles.summaryNumber}>{t.companiesValue(summary.companies)}</dd>
              </div>
              <div className={`${styles.summaryItem} ${styles.summaryWide}`}>
                <dt>{t.current}</dt>
                <dd>{summary.current.length > 0 ? summary.current.join('、') : t.none}</dd>
              </div>
              <div className={`${styles.summaryItem} ${styles.summaryWide}`}>
                <dt>{t.positions}</dt>
                <dd>
                  {summary.positions.length > 0 ? (
                    <ul className={styles.chips}>
                      {summary.positions.map((name) => (
                        <li key={name} className={styles.chip}>
                          {name}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    t.none
                  )}
                </dd>
              </div>
            </dl>
            <p className={styles.note}>{t.note}</p>
          </>
        )}
      </section>
    </EditableTextCard>
  );
}
