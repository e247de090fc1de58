/**
 * The tech-event raw value of the published method (lapras-inc/lapras-score-v2,
 * calculate_raw_e_score_v2_detail.py, `_get_tech_event_value`, v2.1.0; the presenter /
 * attendee split dates from v2.1.0 per the CHANGELOG):
 *
 *   value = Σ over events with is_tech_event of (2.0 if is_presenter else 0.1)
 *
 * Events that are not tech events count nothing. A single attendance (0.1) stays below the
 * 0.12 floor of the normalisation, so it gives no per-axis score on its own.
 */
import type { TechEvent } from './types';

export const PRESENTER_POINTS = 2.0;
export const ATTENDEE_POINTS = 0.1;

export function techEventValue(events: readonly TechEvent[]): number {
  let total = 0;
  for (const event of events) {
    if (!event.is_tech_event) continue;
    total += event.is_presenter ? PRESENTER_POINTS : ATTENDEE_POINTS;
  }
  return total;
}
