import {
  CAREER_UPDATE_REQUEST_RESOLUTION_LABELS,
  INTEREST_REACTION_LABELS,
} from '@kiseki/contract/interests';
import { THREAD_AWAITING_REPLY_FLAG_DAYS } from '@kiseki/contract/threads';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import buttons from '../../../shared/ui/button.module.css';
import { ErrorNote } from '../../../shared/ui/jobs/ErrorNote';
import pageStyles from '../../../shared/ui/page.module.css';
import { type CompanyDashboard, companyDashboardQuery } from '../threads/api';
import {
  type CompanyCareerUpdateRequest,
  type CompanyInterest,
  companyCareerUpdateRequestsQuery,
  companyInterestsQuery,
} from './api';
import styles from './DashboardPage.module.css';
import { dashboardJa as t } from './messages';

/** Lists on the dashboard show the newest few; the rest are a search or a thread away. */
const RECENT_LIMIT = 8;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's data: its failure with a retry, nothing while loading, then its content. */
function Loaded<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <ErrorNote>
        {t.loadFailed}{' '}
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => query.refetch()}
        >
          {t.retry}
        </button>
      </ErrorNote>
    );
  }
  if (query.data === undefined) return <div aria-busy="true" />;
  return <>{children(query.data)}</>;
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
      {detail ? <dd className={styles.statDetail}>{detail}</dd> : null}
    </div>
  );
}

const rate = (percent: number | null) => (percent === null ? t.noRate : t.percent(percent));

function Rates({ dashboard }: { dashboard: CompanyDashboard }) {
  const { interests, scouts, threads } = dashboard;
  return (
    <dl className={styles.stats}>
      <Stat
        label={t.interestRate}
        value={rate(interests.reactionRatePercent)}
        detail={t.interestDetail(
          interests.reactedTotal,
          interests.sentTotal,
          interests.sentLast30Days,
        )}
      />
      <Stat
        label={t.scoutRate}
        value={rate(scouts.replyRatePercent)}
        detail={t.scoutDetail(scouts.repliedTotal, scouts.sentTotal, scouts.sentLast30Days)}
      />
      <Stat label={t.openThreads} value={t.openThreadsValue(threads.openCount)} />
    </dl>
  );
}

function AwaitingReply({ dashboard }: { dashboard: CompanyDashboard }) {
  const waiting = dashboard.threads.awaitingReply;
  if (waiting.length === 0) {
    return <p className={styles.empty}>{t.awaitingNone(THREAD_AWAITING_REPLY_FLAG_DAYS)}</p>;
  }
  return (
    <>
      <p className={styles.lead}>{t.awaitingLead(THREAD_AWAITING_REPLY_FLAG_DAYS)}</p>
      <ul className={styles.list}>
        {waiting.map((item) => (
          <li key={item.threadId} className={styles.item}>
            <Link to={`/company/threads/${item.threadId}`} className={styles.itemName}>
              {item.person.displayName}
            </Link>
            <span className={styles.itemEnd}>
              <span className={styles.chip} data-kind="warning">
                {t.waitingFor(item.waitingDays)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function InterestItem({ interest }: { interest: CompanyInterest }) {
  const level = interest.reactionLevel;
  const positive = level === 1 || level === 2;
  return (
    <li className={styles.item}>
      <Link to={`/company/candidates/${interest.userId}`} className={styles.itemName}>
        {interest.displayName}
      </Link>
      <span className={styles.itemMeta}>{interest.relativeTimeLabel}</span>
      <span className={styles.itemEnd}>
        <span className={styles.chip} data-kind={positive ? 'positive' : undefined}>
          {level ? INTEREST_REACTION_LABELS[level] : t.unanswered}
        </span>
      </span>
      {interest.jobDescription ? (
        <span className={styles.requestMessage}>
          {t.jobPrefix}
          {interest.jobDescription.title}
        </span>
      ) : null}
    </li>
  );
}

function Interests({ interests }: { interests: CompanyInterest[] }) {
  if (interests.length === 0) return <p className={styles.empty}>{t.interestsEmpty}</p>;
  const shown = interests.slice(0, RECENT_LIMIT);
  return (
    <>
      <ul className={styles.list}>
        {shown.map((interest) => (
          <InterestItem key={interest.id} interest={interest} />
        ))}
      </ul>
      {interests.length > shown.length ? (
        <p className={styles.lead}>{t.moreInterests(interests.length - shown.length)}</p>
      ) : null}
    </>
  );
}

function Requests({ requests }: { requests: CompanyCareerUpdateRequest[] }) {
  if (requests.length === 0) return <p className={styles.empty}>{t.requestsEmpty}</p>;
  return (
    <ul className={styles.list}>
      {requests.slice(0, RECENT_LIMIT).map((request) => (
        <li key={request.id} className={styles.item}>
          <Link to={`/company/candidates/${request.userId}`} className={styles.itemName}>
            {request.displayName}
          </Link>
          <span className={styles.itemMeta}>{request.relativeTimeLabel}</span>
          <span className={styles.itemEnd}>
            <span
              className={styles.chip}
              data-kind={
                request.resolution === 'answered'
                  ? 'positive'
                  : request.resolution
                    ? undefined
                    : 'pending'
              }
            >
              {request.resolution
                ? CAREER_UPDATE_REQUEST_RESOLUTION_LABELS[request.resolution]
                : t.requestOpen}
            </span>
          </span>
          <span className={styles.requestMessage}>{request.message}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /company: how the company's outreach is received (interest answers and scout replies), the
 * conversations it has let wait, and its latest interests and career-update requests.
 */
export function Component() {
  usePageTitle(t.title);
  const dashboard = useQuery(companyDashboardQuery);
  const interests = useQuery(companyInterestsQuery);
  const requests = useQuery(companyCareerUpdateRequestsQuery);

  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t.title}</h1>
      <nav aria-label={t.actions} className={styles.actions}>
        <Link to="/company/candidates" className={buttons.primary}>
          {t.searchCandidates}
        </Link>
        <Link to="/company/jobs/new" className={buttons.secondary}>
          {t.newJob}
        </Link>
      </nav>
      <Section title={t.rates}>
        <Loaded query={dashboard}>{(data) => <Rates dashboard={data} />}</Loaded>
      </Section>
      <Section title={t.awaiting}>
        <Loaded query={dashboard}>{(data) => <AwaitingReply dashboard={data} />}</Loaded>
      </Section>
      <div className={styles.columns}>
        <Section title={t.interests}>
          <Loaded query={interests}>{(data) => <Interests interests={data} />}</Loaded>
        </Section>
        <Section title={t.requests}>
          <Loaded query={requests}>{(data) => <Requests requests={data} />}</Loaded>
        </Section>
      </div>
    </div>
  );
}
