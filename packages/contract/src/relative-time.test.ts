import { describe, expect, it } from 'vitest';
import {
  RELATIVE_TIME_MONTH_DAYS,
  RELATIVE_TIME_MONTH_SECONDS,
  RELATIVE_TIME_OVER_A_MONTH_LABEL,
  RELATIVE_TIME_RECENT_LABEL,
  RELATIVE_TIME_RECENT_SECONDS,
  relativeTimeLabel,
} from './relative-time';

const DAY = 86_400;
const NOW = Math.floor(Date.UTC(2026, 10, 23, 3, 0, 0) / 1000);
const labelAgo = (seconds: number) => relativeTimeLabel(NOW - seconds, NOW);

describe('relative-time labels (spec section 9)', () => {
  it('fixes the thresholds at 24 hours and 30 days', () => {
    expect(RELATIVE_TIME_RECENT_SECONDS).toBe(86_400);
    expect(RELATIVE_TIME_MONTH_DAYS).toBe(30);
    expect(RELATIVE_TIME_MONTH_SECONDS).toBe(2_592_000);
    expect(RELATIVE_TIME_RECENT_LABEL).toBe('24時間以内');
    expect(RELATIVE_TIME_OVER_A_MONTH_LABEL).toBe('1ヶ月以上前');
  });

  it.each([
    [0, '24時間以内'],
    [1, '24時間以内'],
    [3600, '24時間以内'],
    [DAY - 1, '24時間以内'],
    [DAY - 0.001, '24時間以内'],
    [DAY, '1日前'],
    [DAY + 1, '1日前'],
    [2 * DAY - 1, '1日前'],
    [2 * DAY, '2日前'],
    [7 * DAY + 12 * 3600, '7日前'],
    [29 * DAY, '29日前'],
    [30 * DAY - 60, '29日前'],
    [30 * DAY - 1, '29日前'],
    [30 * DAY, '1ヶ月以上前'],
    [30 * DAY + 1, '1ヶ月以上前'],
    [31 * DAY, '1ヶ月以上前'],
    [400 * DAY, '1ヶ月以上前'],
  ])('%s seconds ago → %s', (seconds, label) => {
    expect(labelAgo(seconds)).toBe(label);
  });

  it('reads a time slightly ahead of now (clock skew) as within 24 hours', () => {
    expect(relativeTimeLabel(NOW + 1, NOW)).toBe('24時間以内');
    expect(relativeTimeLabel(NOW + 90, NOW)).toBe('24時間以内');
    expect(relativeTimeLabel(NOW + 3600, NOW)).toBe('24時間以内');
  });

  it('reads a time far ahead of now as within 24 hours too, never as a negative day count', () => {
    expect(relativeTimeLabel(NOW + 40 * DAY, NOW)).toBe('24時間以内');
  });

  it('works from the epoch itself and with fractional seconds', () => {
    expect(relativeTimeLabel(0, DAY)).toBe('1日前');
    expect(relativeTimeLabel(0.5, DAY + 0.5)).toBe('1日前');
    expect(relativeTimeLabel(0.5, DAY + 0.4)).toBe('24時間以内');
  });

  it.each([
    [Number.NaN, NOW],
    [NOW, Number.NaN],
    [Number.POSITIVE_INFINITY, NOW],
    [Number.NEGATIVE_INFINITY, NOW],
    [NOW, Number.POSITIVE_INFINITY],
  ])('refuses non-finite input (%s, %s) with a RangeError', (then, now) => {
    expect(() => relativeTimeLabel(then, now)).toThrow(RangeError);
  });
});
