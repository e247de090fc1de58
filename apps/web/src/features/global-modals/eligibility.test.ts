import { describe, expect, it } from 'vitest';
import {
  birthdateVisibilityEligibility,
  type GlobalModalData,
  hirabilityReminderDue,
  hirabilityReminderEligibility,
  jobPositionInferenceEligibility,
  parseClosedAt,
} from './eligibility';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 4, 20, 3, 0, 0);
const secondsAgo = (days: number) => Math.floor((NOW - days * DAY) / 1000);

const base: GlobalModalData = {
  nowMs: NOW,
  hirabilityFlag: true,
  jobSetting: { hirabilityLevel: null, hirabilityLevelUpdatedAt: null },
  hirabilityClosedAtMs: null,
  setupCompleted: true,
  profile: { birthdate: null, birthdateVisibilityDialogOpenedAt: null },
  conjectureDialog: { closedAt: null },
  conjectures: [],
};

const level = (
  hirabilityLevel: 'NO_JOB_CHANGE' | 'WANT_TO_HEAR' | 'JOB_CHANGE',
  daysAgo: number,
): GlobalModalData => ({
  ...base,
  jobSetting: { hirabilityLevel, hirabilityLevelUpdatedAt: secondsAgo(daysAgo) },
});

describe('hirability reminder eligibility (spec sections 4 and 9)', () => {
  it('is due when the level was never set', () => {
    expect(hirabilityReminderEligibility(base)).toBe(true);
  });

  it('never shows with the feature flag off, whatever the level', () => {
    expect(hirabilityReminderEligibility({ ...base, hirabilityFlag: false })).toBe(false);
    expect(
      hirabilityReminderEligibility({ ...level('WANT_TO_HEAR', 400), hirabilityFlag: false }),
    ).toBe(false);
  });

  it.each([
    ['NO_JOB_CHANGE', 92, false],
    ['NO_JOB_CHANGE', 93, true],
    ['WANT_TO_HEAR', 31, false],
    ['WANT_TO_HEAR', 32, true],
    ['JOB_CHANGE', 31, false],
    ['JOB_CHANGE', 32, true],
  ] as const)('%s changed %i days ago → %s', (value, days, due) => {
    expect(hirabilityReminderEligibility(level(value, days))).toBe(due);
  });

  it('waits 7 days after being closed and asks again on the 8th', () => {
    expect(hirabilityReminderEligibility({ ...base, hirabilityClosedAtMs: NOW - 1000 })).toBe(
      false,
    );
    expect(hirabilityReminderEligibility({ ...base, hirabilityClosedAtMs: NOW - 7 * DAY })).toBe(
      false,
    );
    expect(hirabilityReminderEligibility({ ...base, hirabilityClosedAtMs: NOW - 8 * DAY })).toBe(
      true,
    );
    // The snooze does not make a level that is not due yet due.
    expect(
      hirabilityReminderEligibility({
        ...level('NO_JOB_CHANGE', 50),
        hirabilityClosedAtMs: NOW - 8 * DAY,
      }),
    ).toBe(false);
  });

  it('is undecided while the flag or the job setting loads, and off when they failed', () => {
    expect(hirabilityReminderEligibility({ ...base, hirabilityFlag: undefined })).toBeUndefined();
    expect(hirabilityReminderEligibility({ ...base, jobSetting: undefined })).toBeUndefined();
    expect(hirabilityReminderEligibility({ ...base, hirabilityFlag: null })).toBe(false);
    expect(hirabilityReminderEligibility({ ...base, jobSetting: null })).toBe(false);
    // With the flag off, the job setting does not matter (it is not even fetched).
    expect(
      hirabilityReminderEligibility({ ...base, hirabilityFlag: false, jobSetting: undefined }),
    ).toBe(false);
  });
});

describe('hirability reminder and the initial setup', () => {
  it('waits for the setup to be completed (the wizard asks the level itself)', () => {
    expect(hirabilityReminderEligibility({ ...base, setupCompleted: false })).toBe(false);
    expect(hirabilityReminderEligibility({ ...base, setupCompleted: undefined })).toBeUndefined();
    expect(hirabilityReminderEligibility({ ...base, setupCompleted: null })).toBe(false);
  });

  it('needs the setup status only when the level is due', () => {
    // Not due: decided without it (the host does not even ask for it).
    expect(
      hirabilityReminderEligibility({ ...level('WANT_TO_HEAR', 5), setupCompleted: undefined }),
    ).toBe(false);
    expect(hirabilityReminderDue({ ...base, setupCompleted: undefined })).toBe(true);
  });
});

describe('birthdate public setting eligibility', () => {
  const profile = (birthdate: string | null, openedAt: number | null): GlobalModalData => ({
    ...base,
    profile: { birthdate, birthdateVisibilityDialogOpenedAt: openedAt },
  });

  it('shows when a birthdate exists and the dialog was never opened', () => {
    expect(birthdateVisibilityEligibility(profile('1990-04-01', null))).toBe(true);
    expect(birthdateVisibilityEligibility(profile('1990-04-01', 1_700_000_000))).toBe(false);
    expect(birthdateVisibilityEligibility(profile(null, null))).toBe(false);
    expect(birthdateVisibilityEligibility(profile('', null))).toBe(false);
  });

  it('is undecided while the profile loads, and off when it failed', () => {
    expect(birthdateVisibilityEligibility({ ...base, profile: undefined })).toBeUndefined();
    expect(birthdateVisibilityEligibility({ ...base, profile: null })).toBe(false);
  });
});

describe('job-position inference eligibility', () => {
  const inferred = [{ experienceId: 1, jobPositionId: 3 }];

  it('shows while the dialog was never closed and something is inferred', () => {
    expect(jobPositionInferenceEligibility({ ...base, conjectures: inferred })).toBe(true);
    expect(jobPositionInferenceEligibility({ ...base, conjectures: [] })).toBe(false);
    expect(
      jobPositionInferenceEligibility({
        ...base,
        conjectureDialog: { closedAt: 1_700_000_000 },
        conjectures: inferred,
      }),
    ).toBe(false);
  });

  it('is undecided while loading, and off when a request failed or was not needed', () => {
    expect(
      jobPositionInferenceEligibility({ ...base, conjectureDialog: undefined }),
    ).toBeUndefined();
    expect(jobPositionInferenceEligibility({ ...base, conjectures: undefined })).toBeUndefined();
    expect(jobPositionInferenceEligibility({ ...base, conjectureDialog: null })).toBe(false);
    expect(jobPositionInferenceEligibility({ ...base, conjectures: null })).toBe(false);
    expect(
      jobPositionInferenceEligibility({
        ...base,
        conjectureDialog: { closedAt: 1 },
        conjectures: undefined,
      }),
    ).toBe(false);
  });
});

describe('the stored closing time', () => {
  it('reads a number of milliseconds, and nothing else', () => {
    expect(parseClosedAt(String(NOW))).toBe(NOW);
    expect(parseClosedAt(null)).toBeNull();
    expect(parseClosedAt('')).toBeNull();
    expect(parseClosedAt('yesterday')).toBeNull();
  });
});
