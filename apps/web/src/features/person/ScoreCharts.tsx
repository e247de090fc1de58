import { TOTAL_SCORER_TYPE } from '@kiseki/contract/portfolio-rules';
import { useId } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ScoreDetailsReply } from '../../shared/api/person';
import { formatScore, type ShownScorerType, scoreLabel, shortDay, slashDay } from './format';
import { personJa } from './messages';
import styles from './PersonPage.module.css';

/*
 * The charts of /person, in a chunk of their own with recharts (loaded by React.lazy from
 * ScoreSection once the numbers are shown). Each chart is a figure with a caption and a text
 * equivalent: the numbers themselves are on the page as cards.
 */

const t = personJa.charts;

/** One blue for the total, a lighter blue and a slate for the two scores it is made of. */
const SERIES: {
  type: ShownScorerType;
  key: string;
  color: string;
  width: number;
  dash?: string;
}[] = [
  { type: TOTAL_SCORER_TYPE, key: 'total', color: '#1d5bbf', width: 3 },
  { type: 1, key: 'tech', color: '#6b9be3', width: 2 },
  { type: 17, key: 'influence', color: '#7a8699', width: 2, dash: '5 4' },
];

const RADAR_TYPES: ShownScorerType[] = [3, 4, 5, 6, 17];

const AXIS_TICK = { fill: '#5a6474', fontSize: 12 };
/** The size drawn before the container is measured (and in tests, where nothing has a size). */
const CHART_SIZE = { width: 480, height: 260 };

type HistoryRow = { date: string } & Record<string, number | null | string>;

/** The daily points of the three series, joined by date (oldest first). */
export function historyRows(history: ScoreDetailsReply['scoreHistory']): HistoryRow[] {
  const rows = new Map<string, HistoryRow>();
  for (const series of SERIES) {
    for (const point of history[String(series.type)] ?? []) {
      const row = rows.get(point.date) ?? { date: point.date };
      row[series.key] = point.score;
      rows.set(point.date, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date));
}

function historySummary(history: ScoreDetailsReply['scoreHistory']): string | null {
  const points = (history[String(TOTAL_SCORER_TYPE)] ?? []).filter((p) => p.score !== null);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || first === last) return null;
  return t.historySummary(
    scoreLabel(TOTAL_SCORER_TYPE),
    `${slashDay(first.date)}の ${formatScore(first.score as number)}`,
    `${slashDay(last.date)}の ${formatScore(last.score as number)}`,
  );
}

const tooltipValue = (value: unknown) =>
  typeof value === 'number' ? formatScore(value) : personJa.none;

export default function ScoreCharts({
  details,
  history,
}: {
  details: ScoreDetailsReply['scoreDetails'];
  history: ScoreDetailsReply['scoreHistory'];
}) {
  const balanceId = useId();
  const historyId = useId();
  const radar = RADAR_TYPES.map((type) => ({
    axis: scoreLabel(type),
    score: details[String(type)]?.score ?? 0,
  }));
  const rows = historyRows(history);
  const summary = historySummary(history);

  return (
    <div className={styles.charts}>
      <figure className={styles.chart} aria-labelledby={balanceId}>
        <figcaption id={balanceId} className={styles.chartCaption}>
          <span className={styles.chartTitle}>{t.balance}</span>
          <span className={styles.chartNote}>{t.balanceCaption}</span>
        </figcaption>
        <div className={styles.chartBody} aria-hidden="true">
          <ResponsiveContainer
            width="100%"
            height="100%"
            minWidth={0}
            initialDimension={CHART_SIZE}
          >
            <RadarChart data={radar} outerRadius="72%" accessibilityLayer={false}>
              <PolarGrid stroke="#dce3ec" />
              <PolarAngleAxis dataKey="axis" tick={{ ...AXIS_TICK, fill: '#1b2430' }} />
              <PolarRadiusAxis domain={[0, 5]} tickCount={6} tick={false} axisLine={false} />
              <Radar
                dataKey="score"
                stroke="#1d5bbf"
                strokeWidth={2}
                fill="#1d5bbf"
                fillOpacity={0.18}
                isAnimationActive={false}
              />
            </RadarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className={styles.chart} aria-labelledby={historyId}>
        <figcaption id={historyId} className={styles.chartCaption}>
          <span className={styles.chartTitle}>{t.history}</span>
          <span className={styles.chartNote}>{t.historyCaption}</span>
        </figcaption>
        {rows.length < 2 ? (
          <p className={styles.chartEmpty}>{t.historyTooShort}</p>
        ) : (
          <>
            {summary ? <p className="visually-hidden">{summary}</p> : null}
            <div className={styles.chartBody} aria-hidden="true">
              <ResponsiveContainer
                width="100%"
                height="100%"
                minWidth={0}
                initialDimension={CHART_SIZE}
              >
                <LineChart
                  data={rows}
                  margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid stroke="#e6ebf2" vertical={false} />
                  <XAxis
                    dataKey="date"
                    tickFormatter={shortDay}
                    tick={AXIS_TICK}
                    tickLine={false}
                    axisLine={{ stroke: '#dce3ec' }}
                    minTickGap={24}
                  />
                  <YAxis
                    domain={[1, 5]}
                    ticks={[1, 2, 3, 4, 5]}
                    tick={AXIS_TICK}
                    tickLine={false}
                    axisLine={false}
                    width={40}
                  />
                  <Tooltip
                    formatter={tooltipValue}
                    labelFormatter={(label) => slashDay(String(label))}
                  />
                  <Legend iconType="plainline" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
                  {SERIES.map((series) => (
                    <Line
                      key={series.key}
                      type="monotone"
                      dataKey={series.key}
                      name={scoreLabel(series.type)}
                      stroke={series.color}
                      strokeWidth={series.width}
                      strokeDasharray={series.dash}
                      dot={false}
                      connectNulls={false}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
          </>
        )}
      </figure>
    </div>
  );
}
