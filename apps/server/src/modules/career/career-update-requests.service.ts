import { and, count, eq, isNull } from 'drizzle-orm';
import { careerUpdateRequests } from '../../db/schema';
import type { Db } from '../../db/types';

/** Companies' requests to update the career that the person has not acted on yet. */
export async function countOpenCareerUpdateRequests(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(careerUpdateRequests)
    .where(and(eq(careerUpdateRequests.userId, userId), isNull(careerUpdateRequests.resolvedAt)));
  return row?.n ?? 0;
}
