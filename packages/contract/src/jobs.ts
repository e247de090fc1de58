import { TECH_TAG_GROUPS } from './master/tech-tags';
import { z } from './zod';

/**
 * What the job search's filters offer (spec section 3, search condition choices): the tech
 * tags (each in the group whose search parameter takes it), the positions by key, and the
 * preferred conditions. The client derives tagIds, tagsById, tagsByName, positionNameKeys and
 * positionNamesByKey from these lists.
 */
export const searchConditionChoicesResponseSchema = z.object({
  tags: z.array(
    z.object({ id: z.number().int(), name: z.string(), group: z.enum(TECH_TAG_GROUPS) }),
  ),
  position_names: z.array(z.object({ key: z.string(), name: z.string() })),
  preferred_conditions: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type SearchConditionChoicesWire = z.infer<typeof searchConditionChoicesResponseSchema>;
