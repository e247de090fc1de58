import { describe, expect, it } from 'vitest';
import { techEventValue } from './event-value';

const event = (is_tech_event: boolean, is_presenter: boolean) => ({ is_tech_event, is_presenter });

describe('techEventValue', () => {
  it('gives 2.0 per talk and 0.1 per attendance at tech events', () => {
    // 2.0 + 0.1 = 2.1
    expect(techEventValue([event(true, true), event(true, false)])).toBeCloseTo(2.1, 14);
    // 10 attendances: 10 · 0.1 = 1.0 (summed one by one)
    expect(techEventValue(Array.from({ length: 10 }, () => event(true, false)))).toBeCloseTo(1, 14);
  });

  it('ignores events that are not tech events, even as presenter', () => {
    expect(techEventValue([event(false, true), event(false, false)])).toBe(0);
  });

  it('is 0 without events', () => {
    expect(techEventValue([])).toBe(0);
  });
});
