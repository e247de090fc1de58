import { TOTAL_SCORER_TYPE } from '@kiseki/contract/portfolio-rules';
import { useQuery } from '@tanstack/react-query';
import { Component, type ErrorInfo, lazy, type ReactNode, Suspense, useId } from 'react';
import {
  type ScoreDetail,
  type ScoreDetailsReply,
  scoreDetailsQuery,
} from '../../shared/api/person';
import { useViewport } from '../../shared/hooks/useViewport';
import { formatDate } from '../../shared/lib/date';
import { AppLink } from '../../shared/ui/AppLink';
import { NearViewport } from '../../shared/ui/NearViewport';
import {
  BREAKDOWN_TYPES,
  formatFactor,
  formatScore,
  HEADLINE_TYPES,
  SCORE_SOURCES,
  type ShownScorerType,
  SOURCE_TYPES,
  scoreLabel,
  topPercent,
} from './format';
import { personJa } from './messages';
import styles from './PersonPage.module.css';
import { LoadError, Skeleton } from './SectionState';

const t = personJa.scores;

// recharts is large: it loads with the charts, after the numbers are on screen.
const ScoreCharts = lazy(() => import('./ScoreCharts'));

/** A type the server did not answer reads as "no score, nothing connected". */
export function detailOf(details: ScoreDetailsReply['scoreDetails'], type: number): ScoreDetail {
  return (
    details[String(type)] ?? {
      scorerType: type,
      score: null,
      ranking: null,
      population: 0,
      percentile: null,
      rawValue: 0,
      isExistOutput: false,
      isConnectedSns: false,
      factors: [],
      hints: [],
      computedAt: null,
    }
  );
}

/**
 * Why a score is missing and what gives one: skill tags are typed in on /person/edit; the
 * other scores need a connected service (→ /accounts), or more output once connected.
 */
function NoScore({
  type,
  detail,
  compact,
}: {
  type: ShownScorerType;
  detail: ScoreDetail;
  compact?: boolean;
}) {
  if (type === 6) {
    return (
      <div className={styles.noScore}>
        <p className={styles.noScoreTitle}>{t.noScore}</p>
        {compact ? null : <p className={styles.noScoreText}>{t.tagsFor}</p>}
        <AppLink to="/person/edit" className={styles.inlineLink}>
          {t.addTags}
        </AppLink>
      </div>
    );
  }
  if (!detail.isConnectedSns) {
    return (
      <div className={styles.noScore}>
        <p className={styles.noScoreTitle}>{t.noScore}</p>
        <p className={styles.noScoreText}>{t.connectFor(SCORE_SOURCES[type])}</p>
        <AppLink to="/accounts" className={styles.inlineLink}>
          {t.connect}
        </AppLink>
      </div>
    );
  }
  return (
    <div className={styles.noScore}>
      <p className={styles.noScoreTitle}>{t.noScore}</p>
      {compact ? null : <p className={styles.noScoreText}>{t.belowFloor}</p>}
    </div>
  );
}

/** Percentile and rank of a score: "上位 x%", "N人中 M位". */
function Standing({ detail }: { detail: ScoreDetail }) {
  if (detail.percentile === null && detail.ranking === null) return null;
  return (
    <p className={styles.standing}>
      {detail.percentile !== null ? (
        <span className={styles.topPill}>{t.top(topPercent(detail.percentile))}</span>
      ) : null}
      {detail.ranking !== null && detail.population > 0 ? (
        <span className={styles.rank}>{t.rank(detail.ranking, detail.population)}</span>
      ) : null}
    </p>
  );
}

/** One score as a figure: its label, the number set large, and where it stands. */
export function ScoreCard({
  type,
  detail,
  size,
}: {
  type: ShownScorerType;
  detail: ScoreDetail;
  size: 'hero' | 'main' | 'small';
}) {
  const labelId = useId();
  // The four axes sit under their own group heading (h3).
  const Heading = size === 'small' ? 'h4' : 'h3';
  return (
    <article className={styles.scoreCard} data-size={size} aria-labelledby={labelId}>
      <Heading id={labelId} className={styles.scoreLabel}>
        {scoreLabel(type)}
      </Heading>
      {detail.score === null ? (
        <NoScore type={type} detail={detail} compact={size === 'small'} />
      ) : (
        <>
          <p className={styles.scoreValue}>
            <span className={styles.scoreNumber}>{formatScore(detail.score)}</span>
            <span className={styles.scoreMax}>{t.outOf}</span>
          </p>
          <Standing detail={detail} />
        </>
      )}
      {size === 'hero' ? <p className={styles.note}>{t.totalNote}</p> : null}
    </article>
  );
}

/** Keeps the page when the chart chunk fails to load: the numbers are shown anyway. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    console.error(error);
  }
  override render() {
    if (this.state.failed) return <p className={styles.muted}>{personJa.charts.failed}</p>;
    return this.props.children;
  }
}

function ChartsFallback() {
  return (
    <div className={styles.charts} aria-busy="true">
      <span className="visually-hidden" role="status">
        {personJa.charts.loading}
      </span>
      <div className={styles.chartPlaceholder} aria-hidden="true" />
      <div className={styles.chartPlaceholder} aria-hidden="true" />
    </div>
  );
}

/**
 * The charts' space before the reader comes near: still, because nothing is loading yet. A
 * shimmer here would repaint every frame for as long as the page stays open unscrolled.
 */
function ChartsNotYet() {
  return (
    <div className={styles.charts} aria-hidden="true">
      <div className={styles.chartSpace} />
      <div className={styles.chartSpace} />
    </div>
  );
}

/** Per score: the inputs that made it (why) and what would raise it. */
export function ScoreBreakdown({ details }: { details: ScoreDetailsReply['scoreDetails'] }) {
  const headingId = useId();
  const viewport = useViewport();
  const b = personJa.breakdown;
  return (
    <section className={styles.breakdown} aria-labelledby={headingId}>
      <div className={styles.subHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          {b.title}
        </h2>
        <p className={styles.muted}>{b.lead}</p>
      </div>
      <div className={styles.breakdownGrid}>
        {BREAKDOWN_TYPES.map((type) => (
          <BreakdownItem
            key={type}
            type={type}
            detail={detailOf(details, type)}
            startOpen={viewport !== 'mobile' || type === TOTAL_SCORER_TYPE}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * One score's why and how: a disclosure (native details), open on PC; on phones only the
 * total starts open, so the seven of them do not fill the screen.
 */
function BreakdownItem({
  type,
  detail,
  startOpen,
}: {
  type: ShownScorerType;
  detail: ScoreDetail;
  startOpen: boolean;
}) {
  const b = personJa.breakdown;
  const headingId = useId();
  return (
    <article className={styles.breakdownItem} aria-labelledby={headingId}>
      <details className={styles.breakdownDetails} open={startOpen}>
        <summary className={styles.breakdownHeader}>
          <h3 id={headingId} className={styles.breakdownTitle}>
            {scoreLabel(type)}
          </h3>
          <span className={styles.breakdownScore}>
            {detail.score === null ? personJa.none : formatScore(detail.score)}
          </span>
        </summary>
        <div className={styles.breakdownBody}>
          {detail.score === null ? <NoScore type={type} detail={detail} /> : null}
          <h4 className={styles.breakdownSubtitle}>{b.why}</h4>
          {detail.factors.length > 0 ? (
            <dl className={styles.factors}>
              {detail.factors.map((factor) => (
                <div key={factor.key} className={styles.factor}>
                  <dt>{factor.label}</dt>
                  <dd>{formatFactor(factor.value)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.muted}>{b.noFactors}</p>
          )}
          <h4 className={styles.breakdownSubtitle}>{b.hints}</h4>
          {detail.hints.length > 0 ? (
            <ul className={styles.hints}>
              {detail.hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{b.noHints}</p>
          )}
        </div>
      </details>
    </article>
  );
}

/** The scores of /person: the total large, tech and influence, the four axes, charts. */
export function ScoreOverview({ data }: { data: ScoreDetailsReply }) {
  const details = data.scoreDetails;
  const computedAt = detailOf(details, TOTAL_SCORER_TYPE).computedAt;
  return (
    <>
      <div className={styles.headline}>
        {HEADLINE_TYPES.map((type) => (
          <ScoreCard
            key={type}
            type={type}
            detail={detailOf(details, type)}
            size={type === TOTAL_SCORER_TYPE ? 'hero' : 'main'}
          />
        ))}
      </div>
      <div>
        <h3 className={styles.groupTitle}>{t.sources}</h3>
        <div className={styles.sourceGrid}>
          {SOURCE_TYPES.map((type) => (
            <ScoreCard key={type} type={type} detail={detailOf(details, type)} size="small" />
          ))}
        </div>
      </div>
      <ChartBoundary>
        {/* The charts' library is most of this page's code: fetched when the reader nears it. */}
        <NearViewport placeholder={<ChartsNotYet />}>
          <Suspense fallback={<ChartsFallback />}>
            <ScoreCharts details={details} history={data.scoreHistory} />
          </Suspense>
        </NearViewport>
      </ChartBoundary>
      {computedAt ? <p className={styles.note}>{t.computedAt(formatDate(computedAt))}</p> : null}
    </>
  );
}

export function ScoreSection() {
  const scores = useQuery(scoreDetailsQuery);
  const headingId = useId();
  let body: ReactNode;
  if (scores.data) body = <ScoreOverview data={scores.data} />;
  else if (scores.isError)
    body = <LoadError what={t.title} onRetry={() => void scores.refetch()} />;
  else body = <Skeleton lines={2} tall />;
  return (
    <>
      <section className={styles.card} aria-labelledby={headingId}>
        <div className={styles.subHeader}>
          <h2 id={headingId} className={styles.cardTitle}>
            {t.title}
          </h2>
          <p className={styles.muted}>{t.lead}</p>
        </div>
        {body}
      </section>
      {scores.data ? <ScoreBreakdown details={scores.data.scoreDetails} /> : null}
    </>
  );
}
