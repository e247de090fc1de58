/**
 * Relative-time labels (spec section 9): "within 24 hours; N days ago under 30; over a month".
 * Zod-free, so the shell and every list can import it. Absolute dates elsewhere are YYYY/MM/DD.
 */

const SECONDS_PER_DAY = 86_400;

/** Below this many seconds a time reads 24時間以内. */
export const RELATIVE_TIME_RECENT_SECONDS = SECONDS_PER_DAY;
/** From this many days on a time reads 1ヶ月以上前; below it, N日前. */
export const RELATIVE_TIME_MONTH_DAYS = 30;
export const RELATIVE_TIME_MONTH_SECONDS = RELATIVE_TIME_MONTH_DAYS * SECONDS_PER_DAY;

export const RELATIVE_TIME_RECENT_LABEL = '24時間以内';
export const RELATIVE_TIME_OVER_A_MONTH_LABEL = '1ヶ月以上前';

/**
 * The label for a moment `thenEpochSeconds` seen at `nowEpochSeconds`.
 *
 * A time after `now` reads 24時間以内: the server's clock and the browser's disagree by
 * seconds or minutes, and "just now" is the honest reading of a time that cannot be ahead.
 * Days are whole days elapsed (floor), so exactly 24 hours is 1日前 and 29 days 23:59:59 is
 * 29日前.
 *
 * @throws RangeError when either time is NaN or infinite. Such a value is a bug upstream (a
 *   missing field, a date string where seconds were meant); any label, or an empty one, would
 *   hide it on a screen that otherwise looks right.
 */
export function relativeTimeLabel(thenEpochSeconds: number, nowEpochSeconds: number): string {
  if (!Number.isFinite(thenEpochSeconds) || !Number.isFinite(nowEpochSeconds)) {
    throw new RangeError(
      `relativeTimeLabel needs finite epoch seconds, got ${thenEpochSeconds} and ${nowEpochSeconds}`,
    );
  }
  const elapsed = nowEpochSeconds - thenEpochSeconds;
  if (elapsed < RELATIVE_TIME_RECENT_SECONDS) return RELATIVE_TIME_RECENT_LABEL;
  if (elapsed < RELATIVE_TIME_MONTH_SECONDS) return `${Math.floor(elapsed / SECONDS_PER_DAY)}日前`;
  return RELATIVE_TIME_OVER_A_MONTH_LABEL;
}
