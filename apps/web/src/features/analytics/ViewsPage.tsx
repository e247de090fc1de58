import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../shared/lib/date';
import { CompanyMark } from '../../shared/ui/jobs/CompanyMark';
import styles from './Analytics.module.css';
import { AnalyticsFrame, EmptyState, LoadFailed, Loading } from './AnalyticsFrame';
import { type CompanyViews, type ViewAnalytics, viewAnalyticsQuery } from './api';
import { analyticsJa } from './messages';

const t = analyticsJa.views;

const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
/** Output URLs come from imports; only web addresses become links. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

function Totals({ data }: { data: ViewAnalytics }) {
  const headingId = useId();
  const items = [
    [t.companyCount(data.days), t.companies(data.totals.companyCount)],
    [t.visitCount(data.days), t.times(data.totals.visitCount)],
    [t.recentVisitCount(data.recentDays), t.times(data.totals.recentVisitCount)],
  ] as const;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t.totals}
      </h2>
      <dl className={styles.totals}>
        {items.map(([label, value]) => (
          <div key={label} className={styles.total}>
            <dt className={styles.totalLabel}>{label}</dt>
            <dd className={styles.totalValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The outputs a company looked at, folded so a long list does not bury the next company. */
function ViewedOutputs({ views }: { views: CompanyViews }) {
  if (views.outputCount === 0) return <p className={styles.muted}>{t.noOutputs}</p>;
  return (
    <details className={styles.outputs}>
      <summary className={styles.outputsSummary}>{t.outputs(views.outputCount)}</summary>
      <ul className={styles.outputList}>
        {views.outputs.map((output) => (
          <li key={output.url} className={styles.output}>
            {isWebUrl(output.url) ? (
              <a
                href={output.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.outputLink}
              >
                {output.title ?? output.url}
                <span className="visually-hidden">{t.opensInNewTab}</span>
              </a>
            ) : (
              <span className={styles.outputLink}>{output.title ?? output.url}</span>
            )}
            <time className={styles.outputDate} dateTime={isoOf(output.lastViewedAt)}>
              {t.viewedAt(formatDate(output.lastViewedAt))}
            </time>
          </li>
        ))}
      </ul>
      {views.outputCount > views.outputs.length ? (
        <p className={styles.muted}>{t.outputsShownOnly(views.outputs.length)}</p>
      ) : null}
    </details>
  );
}

function CompanyCard({ views }: { views: CompanyViews }) {
  const nameId = useId();
  const { company } = views;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.cardHead}>
        <CompanyMark name={company.name} logoUrl={company.logoUrl} logoColor={company.logoColor} />
        <div className={styles.cardHeadText}>
          <h3 id={nameId} className={styles.companyName}>
            <Link to={`/companies/${company.id}`}>{company.name}</Link>
          </h3>
          <p className={styles.meta}>
            <span className={styles.visits}>{t.visits(views.visitCount)}</span>
            <span>
              {t.lastViewed}{' '}
              <time
                dateTime={isoOf(views.lastAccessedAt)}
                title={t.lastViewedAt(formatDateTime(views.lastAccessedAt))}
              >
                {views.relativeTimeLabel}
              </time>
            </span>
          </p>
        </div>
      </div>
      <ViewedOutputs views={views} />
    </article>
  );
}

function ViewsBody({ data }: { data: ViewAnalytics }) {
  const listId = useId();
  if (data.companies.length === 0) {
    return <EmptyState title={t.empty(data.days)} hint={t.emptyHint} />;
  }
  return (
    <>
      <Totals data={data} />
      <section aria-labelledby={listId} className={styles.section}>
        <h2 id={listId} className="visually-hidden">
          {t.list}
        </h2>
        {data.totals.companyCount > data.companies.length ? (
          <p className={styles.muted}>{t.shownOnly(data.companies.length)}</p>
        ) : null}
        <ul className={styles.cards}>
          {data.companies.map((views) => (
            <li key={views.company.id}>
              <CompanyCard views={views} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * /analytics/views: the companies that opened the person's candidate page, most recent first,
 * each with how many days it came, when it last came and which outputs it looked at.
 */
export function ViewsPage() {
  const views = useQuery(viewAnalyticsQuery);
  let body: ReactNode;
  if (views.data) body = <ViewsBody data={views.data} />;
  else if (views.isError) {
    body = <LoadFailed message={t.loadFailed} onRetry={() => views.refetch()} />;
  } else body = <Loading label={t.loading} />;
  return (
    <AnalyticsFrame title={t.title} lead={t.lead}>
      {body}
    </AnalyticsFrame>
  );
}

export { ViewsPage as Component };
