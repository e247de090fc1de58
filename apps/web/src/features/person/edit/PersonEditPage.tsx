import { useQuery } from '@tanstack/react-query';
import { personQuery } from '../../../shared/api/person';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { AppLink } from '../../../shared/ui/AppLink';
import buttons from '../../../shared/ui/button.module.css';
import { personJa } from '../messages';
import { LoadError, Skeleton } from '../SectionState';
import styles from './PersonEditPage.module.css';
import { ProfileForm } from './ProfileForm';
import { SkillTagsForm } from './SkillTagsForm';

const t = personJa.edit;

/**
 * /person/edit: 基本情報 (name, bio, links) and スキルタグ, two forms saved apart. The forms
 * take the answer of GET /api/person/ once; a refetch later does not overwrite what is typed.
 */
export function PersonEditPage() {
  usePageTitle(t.title);
  const person = useQuery(personQuery);
  const data = person.data;
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t.title}</h1>
        <AppLink to="/person" className={`${buttons.secondary} ${buttons.small}`}>
          {t.back}
        </AppLink>
      </div>
      {data ? (
        <>
          <ProfileForm key={`profile-${data.personInfo.id}`} info={data.personInfo} />
          <SkillTagsForm key={`tags-${data.personInfo.id}`} tags={data.skillTagsInfo} />
        </>
      ) : person.isError ? (
        <LoadError what={personJa.profile.region} onRetry={() => void person.refetch()} />
      ) : (
        <Skeleton lines={3} tall />
      )}
    </div>
  );
}

export { PersonEditPage as Component };
