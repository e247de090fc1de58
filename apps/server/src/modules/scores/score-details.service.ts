import { SCORER_TYPES, type ScoreDetailWire, TOTAL_SCORER_TYPE } from '@kiseki/contract';
import { and, asc, eq, gte } from 'drizzle-orm';
import { scoreDetails, scoreHistory } from '../../db/schema';
import type { Db } from '../../db/types';
import { toEpochSeconds } from '../../lib/time';

/** Days of history the score chart shows. */
export const SCORE_HISTORY_DAYS = 180;

const SHOWN_TYPES = [...SCORER_TYPES, TOTAL_SCORER_TYPE];

/**
 * The stored score details of one person, keyed by scorer type. A type never computed (a
 * person who has connected nothing) answers as "no score" with the population it would be
 * ranked in, so the screen can say what to connect.
 */
export async function readScoreDetails(
  db: Db,
  userId: number,
  now: Date,
  options: { history: boolean } = { history: true },
) {
  const rows = await db.select().from(scoreDetails).where(eq(scoreDetails.userId, userId));
  const byType = new Map(rows.map((r) => [r.scorerType, r]));
  const population = rows.reduce((max, r) => Math.max(max, r.population), 0);
  const details: Record<string, ScoreDetailWire> = {};
  for (const type of SHOWN_TYPES) {
    const r = byType.get(type);
    details[String(type)] = r
      ? {
          scorer_type: type,
          score: r.score,
          ranking: r.ranking,
          population: r.population,
          percentile: r.percentile,
          raw_value: r.rawValue,
          is_exist_output: r.isExistOutput,
          is_connected_sns: r.isConnectedSns,
          factors: r.factors,
          hints: r.hints,
          computed_at: toEpochSeconds(r.computedAt),
        }
      : {
          scorer_type: type,
          score: null,
          ranking: null,
          population,
          percentile: null,
          raw_value: 0,
          is_exist_output: false,
          is_connected_sns: false,
          factors: [],
          hints: [],
          computed_at: null,
        };
  }
  const history: Record<string, { date: string; score: number | null }[]> = {};
  if (options.history) {
    const since = new Date(now.getTime() - SCORE_HISTORY_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const points = await db
      .select({ type: scoreHistory.scorerType, day: scoreHistory.day, score: scoreHistory.score })
      .from(scoreHistory)
      .where(and(eq(scoreHistory.userId, userId), gte(scoreHistory.day, since)))
      .orderBy(asc(scoreHistory.day));
    for (const p of points) {
      const key = String(p.type);
      history[key] ??= [];
      history[key].push({ date: p.day, score: p.score });
    }
  }
  return { score_details: details, population, score_history: history };
}
