import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { recomputePersonScores } from '../scores/score.service';
import { suggestSkillTags } from './suggest-skill-tags';

/** What follows new data: suggested skill tags first (they are not scored), then scores. */
export const afterImport = (db: Db, now: Clock) => async (userId: number) => {
  await suggestSkillTags(db, userId);
  await recomputePersonScores(db, userId, now());
};
