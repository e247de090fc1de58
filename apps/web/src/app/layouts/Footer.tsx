import { useFeatureFlags, useSession } from '../../shared/api/session';
import { useSiteConfig } from '../../shared/hooks/site-config-context';
import { ja } from '../../shared/i18n/ja';
import { AppLink } from '../../shared/ui/AppLink';
import styles from './Footer.module.css';

/**
 * Spec section 6: with the multi-occupation flag on, the scout link is only for IT engineers
 * (unknown counts as no); with it off, everyone sees it.
 */
export function isScoutLinkVisible(multiOccupation: boolean, isItEngineer: boolean | undefined) {
  return !multiOccupation || isItEngineer === true;
}

/** Asks for the flags only for a signed-in user; a visitor sees the link (flags unknown). */
function ScoutLinkItem({ isItEngineer }: { isItEngineer: boolean | undefined }) {
  const session = useSession();
  const flags = useFeatureFlags(session.status === 'loggedIn');
  if (!isScoutLinkVisible(flags.featureMultiOccupation, isItEngineer)) return null;
  return (
    <li>
      <AppLink to="/config/scout" className={styles.link}>
        {ja.footer.scout}
      </AppLink>
    </li>
  );
}

/** Footer links of spec section 1; every destination comes from the runtime site config. */
export function Footer({
  tone = 'default',
  withScout = false,
  isItEngineer,
}: {
  tone?: 'default' | 'onBrand';
  /** The scout link belongs to the product's main layouts, not to sign-up screens. */
  withScout?: boolean;
  /** From the person's occupation once profiles exist; undefined while unknown. */
  isItEngineer?: boolean;
}) {
  const site = useSiteConfig();
  const links = [
    { to: site.company_url, label: ja.footer.company },
    { to: site.privacy_url, label: ja.footer.privacy },
    { to: site.terms_url, label: ja.footer.terms },
    { to: site.ai_policy_url, label: ja.footer.aiPolicy },
    { to: site.job_category_url, label: ja.footer.jobCategories },
    { to: site.news_url, label: ja.footer.news },
    { to: site.recruiting_url, label: ja.footer.recruiting },
  ];
  return (
    <footer className={styles.footer} data-tone={tone}>
      <div className={styles.inner}>
        <nav aria-label={ja.footer.nav}>
          <ul className={styles.links}>
            {withScout && <ScoutLinkItem isItEngineer={isItEngineer} />}
            {links.map((link) => (
              <li key={link.label}>
                <AppLink to={link.to} className={styles.link}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          <small>{ja.footer.copyright}</small>
        </p>
      </div>
    </footer>
  );
}
