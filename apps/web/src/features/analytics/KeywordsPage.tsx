import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { formatDate } from '../../shared/lib/date';
import styles from './Analytics.module.css';
import { AnalyticsFrame, EmptyState, LoadFailed, Loading } from './AnalyticsFrame';
import { type KeywordAnalytics, keywordAnalyticsQuery, type SearchedKeyword } from './api';
import { analyticsJa } from './messages';

const t = analyticsJa.keywords;

function KeywordRow({ keyword, max }: { keyword: SearchedKeyword; max: number }) {
  const facts = [
    [t.countLabel, t.count(keyword.count)],
    [t.companyCountLabel, t.companyCount(keyword.companyCount)],
  ] as const;
  return (
    <li className={styles.keyword}>
      <div className={styles.keywordMain}>
        <p className={styles.keywordText}>{keyword.keyword}</p>
        {/* The count is written beside it; the bar only makes the sizes comparable at a glance. */}
        <div className={styles.bar} aria-hidden="true">
          <span style={{ width: `${Math.max(4, (keyword.count / max) * 100)}%` }} />
        </div>
      </div>
      <dl className={styles.keywordFacts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t.lastSearched}</dt>
          <dd>
            <time dateTime={new Date(keyword.lastSearchedAt * 1000).toISOString()}>
              {formatDate(keyword.lastSearchedAt)}
            </time>
          </dd>
        </div>
      </dl>
    </li>
  );
}

function KeywordsBody({ data }: { data: KeywordAnalytics }) {
  const listId = useId();
  if (data.keywords.length === 0) {
    return <EmptyState title={t.empty(data.days)} hint={t.emptyHint} />;
  }
  const max = Math.max(1, ...data.keywords.map((k) => k.count));
  return (
    <section aria-labelledby={listId} className={styles.section}>
      <h2 id={listId} className="visually-hidden">
        {t.list}
      </h2>
      <p className={styles.muted}>{t.summary(data.days, data.keywords.length)}</p>
      <ol className={styles.keywords}>
        {data.keywords.map((keyword) => (
          <KeywordRow key={keyword.keyword} keyword={keyword} max={max} />
        ))}
      </ol>
    </section>
  );
}

/**
 * /analytics/keywords: the keywords companies searched when the person was among the results,
 * most frequent first, as the server counts them.
 */
export function KeywordsPage() {
  const keywords = useQuery(keywordAnalyticsQuery);
  let body: ReactNode;
  if (keywords.data) body = <KeywordsBody data={keywords.data} />;
  else if (keywords.isError) {
    body = <LoadFailed message={t.loadFailed} onRetry={() => keywords.refetch()} />;
  } else body = <Loading label={t.loading} />;
  return (
    <AnalyticsFrame title={t.title} lead={t.lead}>
      {body}
    </AnalyticsFrame>
  );
}

export { KeywordsPage as Component };
