import { SNS_LABELS } from '@kiseki/contract/portfolio-rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  type BuildingSource,
  type Readiness,
  readinessQuery,
  useSetBuildingStatus,
} from '../../shared/api/connections';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { AppLink } from '../../shared/ui/AppLink';
import buttons from '../../shared/ui/button.module.css';
import { ImportStatusBadge } from '../../shared/ui/connections/ImportState';
import { FormAlert } from '../../shared/ui/form/FormAlert';
import { buildingJa as t } from './messages';
import styles from './UserBuildingPage.module.css';

/** Where the person goes once the portfolio is ready. */
export const PORTFOLIO_PATH = '/person';

const sourceLabel = (source: BuildingSource['source']): string =>
  source === 'blog' ? t.blog : SNS_LABELS[source];

/**
 * Keeps the server's building status in step with readiness (spec section 4): ready sends
 * building_status 1 and moves on to the portfolio; not ready while it says 1 clears it. Each
 * is sent once per visit; a failed save does not keep the person here.
 */
function useBuildingTransitions(readiness: Readiness | undefined) {
  const navigate = useNavigate();
  const setStatus = useSetBuildingStatus();
  const sent = useRef<'ready' | 'notReady' | null>(null);
  const ready = readiness?.isReady === true && readiness.totalCount > 0;
  const clearStale = readiness?.isReady === false && readiness.buildingStatus === 1;

  useEffect(() => {
    if (ready && sent.current !== 'ready') {
      sent.current = 'ready';
      setStatus.mutate(true, {
        onSettled: () => navigate(PORTFOLIO_PATH, { replace: true }),
      });
    } else if (clearStale && sent.current === null) {
      sent.current = 'notReady';
      setStatus.mutate(false);
    }
  }, [ready, clearStale, navigate, setStatus]);
  return ready;
}

function Progress({ readiness }: { readiness: Readiness }) {
  const { finishedCount, totalCount } = readiness;
  const percent = totalCount > 0 ? Math.round((finishedCount / totalCount) * 100) : 0;
  const text = t.progress(finishedCount, totalCount);
  return (
    <div className={styles.progress}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={totalCount}
        aria-valuenow={finishedCount}
        aria-valuetext={text}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText} aria-live="polite">
        <span className={styles.percent}>{percent}%</span>
        {text}
      </p>
    </div>
  );
}

function Sources({ sources }: { sources: BuildingSource[] }) {
  const anyFailed = sources.some((source) => source.status === 'failed');
  return (
    <>
      <ul className={styles.sources} aria-label={t.sourcesLabel}>
        {sources.map((source) => (
          <li key={`${source.source}:${source.account}`} className={styles.source}>
            <div className={styles.sourceRow}>
              <div className={styles.sourceName}>
                <span className={styles.service}>{sourceLabel(source.source)}</span>
                <span className={styles.account}>{source.account}</span>
              </div>
              <ImportStatusBadge state={source} />
            </div>
            {source.status === 'failed' && source.errorMessage ? (
              <p className={styles.failure}>{source.errorMessage}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {anyFailed ? <p className={styles.note}>{t.failedNote}</p> : null}
    </>
  );
}

function Frame({ children }: { children: ReactNode }) {
  usePageTitle(t.title);
  const headingId = useId();
  return (
    <section className={styles.frame} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <h1 id={headingId} className={styles.title}>
          {t.title}
        </h1>
        <p className={styles.lead}>{t.lead}</p>
      </div>
      {children}
    </section>
  );
}

/**
 * /user_building (blue layout): the portfolio being built from the connected accounts. The
 * progress is read from the server every 2 seconds (so it survives a reload); failed sources
 * show their message without holding the person here. With nothing connected it offers
 * /accounts.
 */
export function UserBuildingPage() {
  const readiness = useQuery(readinessQuery);
  const ready = useBuildingTransitions(readiness.data);
  const data = readiness.data;

  if (readiness.isError && !data) {
    return (
      <Frame>
        <FormAlert>
          {t.loadFailed}{' '}
          <button
            type="button"
            className={`${buttons.secondary} ${buttons.small}`}
            onClick={() => void readiness.refetch()}
          >
            {t.retry}
          </button>
        </FormAlert>
      </Frame>
    );
  }
  if (!data) {
    return (
      <Frame>
        <div className={styles.loading} aria-busy="true">
          <p className="visually-hidden">{t.loading}</p>
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      </Frame>
    );
  }
  if (data.totalCount === 0) {
    return (
      <Frame>
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t.empty.title}</h2>
          <p>{t.empty.body}</p>
        </div>
        <div className={styles.actions}>
          <AppLink to="/accounts" className={buttons.primary}>
            {t.empty.connect}
          </AppLink>
          <AppLink to={PORTFOLIO_PATH} className={buttons.secondary}>
            {t.toPerson}
          </AppLink>
        </div>
      </Frame>
    );
  }
  return (
    <Frame>
      <Progress readiness={data} />
      {ready ? (
        <p className={styles.ready} role="status">
          {t.ready}
        </p>
      ) : null}
      <Sources sources={data.sources} />
      <div className={styles.actions}>
        <AppLink to="/accounts" className={`${buttons.secondary} ${buttons.small}`}>
          {t.toAccounts}
        </AppLink>
      </div>
    </Frame>
  );
}

export { UserBuildingPage as Component };
