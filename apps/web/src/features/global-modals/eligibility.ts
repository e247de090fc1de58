import { type HirabilityLevel, isHirabilityReminderDue } from '@kiseki/contract/career-rules';

/*
 * When the global modals 2-4 of spec section 4 show. Pure and zod-free: the modal host loads
 * with the page shell, so this is all of the modals that every signed-in page carries; the
 * dialogs themselves load only when one is due.
 */

/**
 * A piece of data the decision needs: undefined while it is loading (the host waits, so a
 * modal of lower priority never flashes before one of higher priority), null when it cannot
 * be known (the request failed or was not needed), which counts as "not eligible".
 */
export type Known<T> = T | undefined | null;

/** Eligible, not eligible, or not known yet (undefined). */
export type Eligibility = boolean | undefined;

export interface GlobalModalData {
  /** Now, in epoch milliseconds. */
  nowMs: number;
  /** The hirability reminder's feature flag (global settings). */
  hirabilityFlag: Known<boolean>;
  jobSetting: Known<{
    hirabilityLevel: HirabilityLevel | null;
    /** Epoch seconds. */
    hirabilityLevelUpdatedAt: number | null;
  }>;
  /** When the reminder was last closed on this device (epoch ms, local storage). */
  hirabilityClosedAtMs: number | null;
  /** Whether the initial setup wizard was completed (asked only when the reminder is due). */
  setupCompleted: Known<boolean>;
  profile: Known<{ birthdate: string | null; birthdateVisibilityDialogOpenedAt: number | null }>;
  conjectureDialog: Known<{ closedAt: number | null }>;
  conjectures: Known<readonly unknown[]>;
}

/**
 * Whether the hirability level is due for a check (spec section 4): the flag is on and the
 * level was last changed more than 92 days ago (NO_JOB_CHANGE) or 31 days ago (otherwise), or
 * never set, and the reminder was not closed on this device in the last 7 days.
 */
export function hirabilityReminderDue(data: GlobalModalData): Eligibility {
  if (data.hirabilityFlag === undefined) return undefined;
  if (!data.hirabilityFlag) return false;
  if (data.jobSetting === undefined) return undefined;
  if (data.jobSetting === null) return false;
  return isHirabilityReminderDue({
    level: data.jobSetting.hirabilityLevel,
    updatedAtSeconds: data.jobSetting.hirabilityLevelUpdatedAt,
    closedAtMs: data.hirabilityClosedAtMs,
    nowMs: data.nowMs,
  });
}

/**
 * 2. Hirability reminder: due (above), once the initial setup is completed. The setup wizard
 * asks the level itself, so someone who has not finished it is not asked twice; a student,
 * whose wizard skips the level, is asked after finishing it (the level was never set).
 */
export function hirabilityReminderEligibility(data: GlobalModalData): Eligibility {
  const due = hirabilityReminderDue(data);
  if (due !== true) return due;
  if (data.setupCompleted === undefined) return undefined;
  return data.setupCompleted === true;
}

/** 3. Birthdate public setting: a birthdate exists and its dialog was never opened. */
export function birthdateVisibilityEligibility(data: GlobalModalData): Eligibility {
  if (data.profile === undefined) return undefined;
  if (data.profile === null) return false;
  return Boolean(data.profile.birthdate) && data.profile.birthdateVisibilityDialogOpenedAt === null;
}

/** 4. Job-position inference: its dialog was never closed and there is something inferred. */
export function jobPositionInferenceEligibility(data: GlobalModalData): Eligibility {
  if (data.conjectureDialog === undefined) return undefined;
  if (data.conjectureDialog === null || data.conjectureDialog.closedAt !== null) return false;
  if (data.conjectures === undefined) return undefined;
  return data.conjectures !== null && data.conjectures.length > 0;
}

/** Where the reminder remembers being closed: local storage, under the product's prefix. */
export const HIRABILITY_CLOSED_AT_KEY = 'hirabilityReminderClosedAt';

/** The stored closing time, or null when there is none (or it is not a number). */
export function parseClosedAt(stored: string | null): number | null {
  if (stored === null || stored.trim() === '') return null;
  const value = Number(stored);
  return Number.isFinite(value) ? value : null;
}
