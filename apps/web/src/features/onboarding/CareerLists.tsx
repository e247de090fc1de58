import type { ReactNode } from 'react';
import type { Education, Experience } from '../../shared/api/career';
import {
  ENROLLMENT_STATUS_LABELS,
  formatPeriod,
  formatYearMonth,
  SCHOOL_TYPE_LABELS,
} from '../../shared/ui/career';
import styles from './steps/steps.module.css';

/** The saved experiences, newest first, each with an optional action (編集). */
export function ExperienceList({
  experiences,
  action,
}: {
  experiences: readonly Experience[];
  action?: (experience: Experience) => ReactNode;
}) {
  const sorted = [...experiences].sort(
    (a, b) => b.startYear * 12 + b.startMonth - (a.startYear * 12 + a.startMonth),
  );
  return (
    <ul className={styles.items}>
      {sorted.map((experience) => (
        <li key={experience.id} className={styles.item}>
          <span className={styles.itemMain}>
            <span className={styles.itemTitle}>{experience.organizationName}</span>
            <span className={styles.itemMeta}>
              {formatPeriod(
                experience.startYear,
                experience.startMonth,
                experience.endYear,
                experience.endMonth,
              )}
              {experience.positionName ? ` ・ ${experience.positionName}` : ''}
            </span>
          </span>
          {action ? action(experience) : null}
        </li>
      ))}
    </ul>
  );
}

/** The saved educations in their order. */
export function EducationList({ educations }: { educations: readonly Education[] }) {
  return (
    <ul className={styles.items}>
      {educations.map((education, index) => (
        <li
          // Educations have no id: the list is replaced as a whole, in this order.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={styles.item}
        >
          <span className={styles.itemMain}>
            <span className={styles.itemTitle}>{education.schoolName}</span>
            <span className={styles.itemMeta}>
              {SCHOOL_TYPE_LABELS[education.schoolType] ?? ''}
              {education.major ? ` ・ ${education.major}` : ''}
            </span>
          </span>
          <span className={styles.itemMeta}>
            {formatYearMonth(education.endYear, education.endMonth)}{' '}
            {ENROLLMENT_STATUS_LABELS[education.enrollmentStatus] ?? ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
