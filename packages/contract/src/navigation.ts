import { z } from './zod';

export * from './suggestion-status';

/** Counters behind the header's badges and dot (spec sections 2 and 7). */
export const countResponseSchema = z.object({ count: z.number().int().min(0) });
export const unreadCountResponseSchema = z.object({ unread_count: z.number().int().min(0) });

/** FAILED is not an accepted answer (spec section 3), so the schema leaves it out. */
export const suggestionStatusResponseSchema = z.object({
  latest_suggestion_request_id: z.number().int().nullable(),
  generation_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  active_count: z.number().int().min(0),
  completed_at: z.number().int().nullable(),
  is_seen: z.boolean(),
});
