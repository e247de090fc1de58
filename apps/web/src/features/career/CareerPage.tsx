import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { educationsQuery, experiencesQuery, jobPositionsQuery } from '../../shared/api/career';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { AppLink } from '../../shared/ui/AppLink';
import buttons from '../../shared/ui/button.module.css';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import styles from './CareerPage.module.css';
import { WantToDoCard } from './EditableTextCard';
import { EducationSection } from './EducationSection';
import { ExperienceSection } from './ExperienceSection';
import { careerJa as t } from './messages';
import { SummaryCard } from './SummaryCard';
import { UpdateRequestsSection } from './update-requests/UpdateRequestsSection';

function usePositionNames(): ReadonlyMap<number, string> {
  const { data } = useQuery(jobPositionsQuery);
  return useMemo(
    () =>
      new Map(
        (data ?? []).flatMap((category) =>
          category.positionList.map((p) => [p.id, p.jobPositionName] as const),
        ),
      ),
    [data],
  );
}

function Loading() {
  return (
    <div className={styles.loading} aria-busy="true">
      <p className="visually-hidden">{t.loading}</p>
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}

/**
 * /cv: the career. A summary derived from the experiences, やりたいこと, the experiences
 * grouped by organization, the educations, the import link and the companies' update
 * requests. Everything is edited in place.
 */
export function CareerPage() {
  usePageTitle(t.title);
  const experiences = useQuery(experiencesQuery);
  const educations = useQuery(educationsQuery);
  const positionNames = usePositionNames();

  let body: ReactNode;
  if (experiences.data && educations.data) {
    body = (
      <>
        <SummaryCard experiences={experiences.data} positionNames={positionNames} />
        <WantToDoCard />
        <ExperienceSection experiences={experiences.data} positionNames={positionNames} />
        <EducationSection educations={educations.data} />
      </>
    );
  } else if (experiences.isError || educations.isError) {
    body = (
      <FormAlert>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => {
            if (experiences.isError) void experiences.refetch();
            if (educations.isError) void educations.refetch();
          }}
        >
          {t.retry}
        </button>
      </FormAlert>
    );
  } else {
    body = <Loading />;
  }

  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <div className={styles.titleText}>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.muted}>{t.lead}</p>
        </div>
        <div className={styles.importBox}>
          <AppLink to="/cv/import" className={`${buttons.secondary} ${buttons.small}`}>
            {t.importLink}
          </AppLink>
          <span className={styles.importHint}>{t.importHint}</span>
        </div>
      </div>
      <UpdateRequestsSection />
      {body}
    </div>
  );
}

export { CareerPage as Component };
