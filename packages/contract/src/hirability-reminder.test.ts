import { describe, expect, it } from 'vitest';
import { hirabilityReminderDays, isHirabilityReminderDue } from './career-rules';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 23, 3, 0, 0);
const secondsAgo = (days: number) => Math.floor((NOW - days * DAY) / 1000);

describe('hirability reminder (spec sections 4 and 9)', () => {
  it('waits 92 days after NO_JOB_CHANGE and 31 after the other levels', () => {
    expect(hirabilityReminderDays('NO_JOB_CHANGE')).toBe(92);
    expect(hirabilityReminderDays('WANT_TO_HEAR')).toBe(31);
    expect(hirabilityReminderDays('JOB_CHANGE')).toBe(31);
  });

  it.each([
    ['NO_JOB_CHANGE', 92, false],
    ['NO_JOB_CHANGE', 93, true],
    ['WANT_TO_HEAR', 31, false],
    ['WANT_TO_HEAR', 32, true],
    ['JOB_CHANGE', 31, false],
    ['JOB_CHANGE', 32, true],
  ] as const)('%s changed %i days ago → due %s', (level, days, due) => {
    expect(
      isHirabilityReminderDue({
        level,
        updatedAtSeconds: secondsAgo(days),
        closedAtMs: null,
        nowMs: NOW,
      }),
    ).toBe(due);
  });

  it('is due when the level was never set', () => {
    expect(
      isHirabilityReminderDue({
        level: null,
        updatedAtSeconds: null,
        closedAtMs: null,
        nowMs: NOW,
      }),
    ).toBe(true);
  });

  it('stays away for 7 days after being closed and asks again on the 8th', () => {
    const base = { level: null, updatedAtSeconds: null, nowMs: NOW } as const;
    expect(isHirabilityReminderDue({ ...base, closedAtMs: NOW - 1000 })).toBe(false);
    expect(isHirabilityReminderDue({ ...base, closedAtMs: NOW - 7 * DAY })).toBe(false);
    expect(isHirabilityReminderDue({ ...base, closedAtMs: NOW - 8 * DAY })).toBe(true);
  });
});
