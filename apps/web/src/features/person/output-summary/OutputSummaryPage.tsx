import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { type Activity, type ActivityType, activitiesQuery } from '../../../shared/api/person';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { ja } from '../../../shared/i18n/ja';
import { formatDate } from '../../../shared/lib/date';
import { AppLink } from '../../../shared/ui/AppLink';
import buttons from '../../../shared/ui/button.module.css';
import { StatusMessage } from '../../../shared/ui/StatusMessage/StatusMessage';
import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPE_ORDER, personJa } from '../messages';
import styles from '../PersonPage.module.css';
import { ExternalLink } from '../ProfileHeader';
import { LoadError, Skeleton } from '../SectionState';
import {
  countByMonth,
  currentJstMonth,
  nextPeriod,
  type Period,
  parsePeriod,
  previousPeriod,
  summaryPath,
} from './period';

const t = personJa.summary;

const label = (period: Period) =>
  period.month === undefined ? t.yearLabel(period.year) : t.monthLabel(period.year, period.month);
const titleOf = (period: Period) =>
  period.month === undefined ? t.yearTitle(period.year) : t.monthTitle(period.year, period.month);

/** The activities grouped by type, in the fixed order of the types, oldest type never first. */
export function groupByType(activities: readonly Activity[]) {
  const groups = new Map<ActivityType, Activity[]>();
  for (const activity of activities) {
    const list = groups.get(activity.type) ?? [];
    list.push(activity);
    groups.set(activity.type, list);
  }
  return ACTIVITY_TYPE_ORDER.flatMap((type) => {
    const items = groups.get(type);
    return items ? [{ type, items }] : [];
  });
}

/** The Not Found screen, for a year or month the URL gets wrong. */
function PeriodNotFound() {
  usePageTitle(ja.notFound.title);
  return (
    <StatusMessage
      title={ja.notFound.body}
      icon="search"
      actions={
        <Link to="/" className={buttons.primary}>
          {ja.common.backToHome}
        </Link>
      }
    >
      <p>{ja.notFound.hint}</p>
    </StatusMessage>
  );
}

function PeriodNav({ period }: { period: Period }) {
  const previous = previousPeriod(period);
  const next = nextPeriod(period);
  return (
    <nav className={styles.periodNav} aria-label={t.periodNav}>
      {previous ? (
        <Link to={summaryPath(previous)} className={styles.periodLink} rel="prev">
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">{t.previous(label(previous))}</span>
          <span aria-hidden="true">{label(previous)}</span>
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.periodCurrent}>{label(period)}</span>
      {next ? (
        <Link to={summaryPath(next)} className={styles.periodLink} rel="next">
          <span className="visually-hidden">{t.next(label(next))}</span>
          <span aria-hidden="true">{label(next)}</span>
          <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function MonthGrid({ year, activities }: { year: number; activities: readonly Activity[] }) {
  const headingId = useId();
  const counts = useMemo(() => countByMonth(activities.map((a) => a.date)), [activities]);
  const max = Math.max(1, ...counts);
  const now = currentJstMonth();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t.months}
      </h2>
      <ul className={styles.monthGrid}>
        {counts.map((count, index) => {
          const month = index + 1;
          const cell = (
            <>
              <span className={styles.monthName}>{month}月</span>
              <span className={styles.monthBar} aria-hidden="true">
                <span style={{ height: `${(count / max) * 100}%` }} />
              </span>
              <span className={styles.monthCount}>{t.count(count)}</span>
            </>
          );
          const future = year * 12 + month > now.year * 12 + now.month;
          return (
            <li key={month}>
              {future ? (
                <span className={styles.monthCell}>{cell}</span>
              ) : (
                <Link to={summaryPath({ year, month })} className={styles.monthCell}>
                  {cell}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Summary({ period, activities }: { period: Period; activities: readonly Activity[] }) {
  const groups = groupByType(activities);
  const countsId = useId();
  if (activities.length === 0) {
    return (
      <div className={styles.emptyState}>
        <p className={styles.emptyTitle}>{t.empty}</p>
        <p className={styles.muted}>{t.emptyBody}</p>
        <div className={styles.emptyActions}>
          <AppLink to="/accounts" className={buttons.primary}>
            {t.connect}
          </AppLink>
          <AppLink to="/person" className={buttons.secondary}>
            {t.back}
          </AppLink>
        </div>
      </div>
    );
  }
  return (
    <>
      <section className={styles.card} aria-labelledby={countsId}>
        <h2 id={countsId} className="visually-hidden">
          {t.byType}
        </h2>
        <div className={styles.summaryTotals}>
          <div className={styles.summaryTotal}>
            <span className={styles.summaryTotalLabel}>{t.total}</span>
            <span className={styles.summaryTotalNumber}>{activities.length}</span>
            <span className={styles.summaryTotalUnit}>件</span>
          </div>
          <ul className={styles.typeCounts} aria-label={t.byType}>
            {groups.map((group) => (
              <li key={group.type} className={styles.typeCount}>
                <span className={styles.typeChip} data-type={group.type}>
                  {ACTIVITY_TYPE_LABELS[group.type]}
                </span>
                <span className={styles.typeCountNumber}>{t.count(group.items.length)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {period.month === undefined ? <MonthGrid year={period.year} activities={activities} /> : null}
      {groups.map((group) => (
        <TypeGroup key={group.type} type={group.type} items={group.items} />
      ))}
    </>
  );
}

function TypeGroup({ type, items }: { type: ActivityType; items: readonly Activity[] }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 className={styles.cardTitle}>
        <span id={headingId}>{ACTIVITY_TYPE_LABELS[type]}</span>
        <span className={styles.count}>{personJa.count(items.length)}</span>
      </h2>
      <ul className={styles.summaryList}>
        {items.map((activity) => (
          <li key={`${activity.url}-${activity.date}`} className={styles.summaryItem}>
            <time
              className={styles.summaryDate}
              dateTime={new Date(activity.date * 1000).toISOString()}
            >
              {formatDate(activity.date)}
            </time>
            <ExternalLink href={activity.url} className={styles.timelineTitle}>
              {activity.title}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SummaryScreen({ period }: { period: Period }) {
  const title = titleOf(period);
  usePageTitle(title);
  const activities = useQuery(activitiesQuery(period));
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <div className={styles.titleText}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.muted}>{t.lead}</p>
        </div>
        <div className={styles.titleActions}>
          {period.month !== undefined ? (
            <AppLink
              to={summaryPath({ year: period.year })}
              className={`${buttons.secondary} ${buttons.small}`}
            >
              {t.viewYear(period.year)}
            </AppLink>
          ) : null}
          <AppLink to="/person" className={`${buttons.secondary} ${buttons.small}`}>
            {t.back}
          </AppLink>
        </div>
      </div>
      <PeriodNav period={period} />
      {activities.data ? (
        <Summary period={period} activities={activities.data} />
      ) : activities.isError ? (
        <LoadError what={t.title} onRetry={() => void activities.refetch()} />
      ) : (
        <Skeleton lines={3} tall />
      )}
    </div>
  );
}

/** /person/output_summary/:year/:month?: the person's outputs of a year or a month (JST). */
export function OutputSummaryPage() {
  const params = useParams();
  const period = parsePeriod(params.year, params.month);
  if (!period) return <PeriodNotFound />;
  // A new period is a new screen: state and scroll do not carry over.
  return <SummaryScreen key={summaryPath(period)} period={period} />;
}

export { OutputSummaryPage as Component };
