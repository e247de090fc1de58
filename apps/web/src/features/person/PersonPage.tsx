import { TOTAL_SCORER_TYPE } from '@kiseki/contract/portfolio-rules';
import { useQuery } from '@tanstack/react-query';
import { personQuery, scoreDetailsQuery } from '../../shared/api/person';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { AppLink } from '../../shared/ui/AppLink';
import buttons from '../../shared/ui/button.module.css';
import { connectedServices } from './format';
import { personJa as t } from './messages';
import { OutputSections } from './OutputSections';
import { currentJstMonth, summaryPath } from './output-summary/period';
import styles from './PersonPage.module.css';
import { ProfileHeader } from './ProfileHeader';
import { ScoreSection } from './ScoreSection';
import {
  ActivitySection,
  BrowsedSection,
  LanguagesSection,
  SkillTagsSection,
} from './SideSections';

/** Nothing to build a portfolio from: no service connected and no score source at all. */
function EmptyPortfolio() {
  return (
    <section className={styles.emptyState} aria-labelledby="person-empty-title">
      <h2 id="person-empty-title" className={styles.emptyTitle}>
        {t.empty.title}
      </h2>
      <p className={styles.emptyBody}>{t.empty.body}</p>
      <div className={styles.emptyActions}>
        <AppLink to="/accounts" className={buttons.primary}>
          {t.empty.action}
        </AppLink>
      </div>
      <p className={styles.note}>{t.empty.note}</p>
    </section>
  );
}

/**
 * /person: the portfolio. Profile, scores (with why and how to raise them), then every
 * output list and the side lists (skills, languages, activity, companies that looked), each
 * fetched on its own so one failing list leaves the rest on screen.
 */
export function PersonPage() {
  usePageTitle(t.title);
  const person = useQuery(personQuery);
  const scores = useQuery(scoreDetailsQuery);
  const info = person.data?.personInfo;
  const services = info ? connectedServices(info) : null;
  const total = scores.data?.scoreDetails[String(TOTAL_SCORER_TYPE)];
  // Decided once both answered: no service URL and nothing the scores were made from.
  const nothingConnected =
    services !== null &&
    services.length === 0 &&
    (scores.data ? !total?.isConnectedSns : scores.isError);
  const thisMonth = currentJstMonth();

  return (
    <div className={`${styles.page} ${styles.personPage}`}>
      <div className={styles.titleRow}>
        <div className={styles.titleText}>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.muted}>{t.lead}</p>
        </div>
        <div className={styles.titleActions}>
          <AppLink to={summaryPath(thisMonth)} className={`${buttons.secondary} ${buttons.small}`}>
            {t.monthSummary}
          </AppLink>
          <AppLink to="/person/edit" className={`${buttons.primary} ${buttons.small}`}>
            {t.editProfile}
          </AppLink>
        </div>
      </div>
      <ProfileHeader person={person} />
      {/* What follows waits for the profile: its card is far taller than its skeleton on a
          phone, and the sections under it would jump down when it arrives. Their data is
          already being fetched. */}
      {person.isPending ? null : nothingConnected ? (
        <>
          <EmptyPortfolio />
          <SkillTagsSection person={person} />
        </>
      ) : (
        <>
          <ScoreSection />
          <div className={styles.columns}>
            <div className={styles.mainColumn}>
              <OutputSections info={info} />
            </div>
            {/* Phones: skills and languages above the outputs, the lists of events below. */}
            <div className={styles.sideColumn}>
              <div className={styles.slotTop}>
                <SkillTagsSection person={person} />
                <LanguagesSection />
              </div>
              <div className={styles.slotBottom}>
                <ActivitySection />
                <BrowsedSection />
              </div>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export { PersonPage as Component };
