import { SNS_NAMES } from '@kiseki/contract/portfolio-rules';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { blogsQuery, snsAssociationsQuery } from '../../api/connections';
import buttons from '../button.module.css';
import { FormAlert } from '../form/FormAlert';
import { BlogsSection } from './BlogsSection';
import styles from './ConnectAccountsPanel.module.css';
import { connectionsJa as t } from './messages';
import { SnsCard } from './SnsCard';

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
 * Connecting developer-community accounts and blogs (issue 8): one card per service with its
 * connect form or its import state, then the blogs. Used by /accounts and by the setup
 * wizard's first step (`compact`: one column, less text). While an import waits or runs, the
 * lists are asked again every 3 seconds (the queries' own refetchInterval).
 */
export function ConnectAccountsPanel({ compact = false }: { compact?: boolean }) {
  const sns = useQuery(snsAssociationsQuery);
  const blogs = useQuery(blogsQuery);
  const servicesId = useId();

  if (sns.isError || blogs.isError) {
    return (
      <FormAlert>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => {
            if (sns.isError) void sns.refetch();
            if (blogs.isError) void blogs.refetch();
          }}
        >
          {t.retry}
        </button>
      </FormAlert>
    );
  }
  if (!sns.data || !blogs.data) return <Loading />;

  const bySns = new Map(sns.data.snsList.map((item) => [item.snsName, item]));
  return (
    <div className={styles.panel} data-compact={compact || undefined}>
      <section className={styles.section} aria-labelledby={servicesId}>
        <div className={styles.sectionHeader}>
          <div>
            <h2 id={servicesId} className={styles.sectionTitle}>
              {t.servicesTitle}
            </h2>
            <p className={styles.lead}>{t.servicesLead}</p>
          </div>
        </div>
        <ul className={styles.cards} data-compact={compact || undefined}>
          {SNS_NAMES.map((name) => (
            <SnsCard key={name} sns={name} association={bySns.get(name)} compact={compact} />
          ))}
        </ul>
      </section>
      <BlogsSection blogs={blogs.data} compact={compact} />
    </div>
  );
}
