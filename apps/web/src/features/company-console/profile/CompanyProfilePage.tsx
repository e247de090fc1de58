import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ja } from '../../../shared/i18n/ja';
import buttons from '../../../shared/ui/button.module.css';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { companyProfileQuery } from './api';
import { CompanyProfileForm } from './CompanyProfileForm';
import styles from './CompanyProfilePage.module.css';
import { profileJa as t } from './messages';

/**
 * /company/profile: what the company's public page (/companies/{id}) says about it. Any
 * recruiter of the company may edit it; the console's header shows the saved name at once.
 */
export function CompanyProfilePage() {
  usePageTitle(t.title);
  const profile = useQuery(companyProfileQuery);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{t.title}</h1>
          {profile.data ? (
            // A new tab: the recruiter compares the page with the form they are editing.
            <a
              href={`/companies/${profile.data.id}`}
              target="_blank"
              rel="noopener"
              className={`${buttons.secondary} ${buttons.small}`}
            >
              {t.publicPage}
              <span className="visually-hidden">{ja.form.opensInNewTab}</span>
            </a>
          ) : null}
        </div>
        <p className={styles.lead}>{t.lead}</p>
      </header>
      {profile.data ? (
        <CompanyProfileForm profile={profile.data} />
      ) : profile.isError ? (
        <FormAlert>
          {t.loadFailed}{' '}
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => void profile.refetch()}
          >
            {t.retry}
          </button>
        </FormAlert>
      ) : (
        <div className={styles.skeleton} aria-busy="true" />
      )}
    </div>
  );
}

export { CompanyProfilePage as Component };
