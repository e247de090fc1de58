import { describe, expect, it } from 'vitest';
import {
  countByMonth,
  currentJstMonth,
  jstMonthOf,
  nextPeriod,
  parsePeriod,
  previousPeriod,
  summaryPath,
} from './period';

/** 2025-06-15 12:00 JST. */
const JUNE_15 = Date.UTC(2025, 5, 15, 3);

describe('parsePeriod', () => {
  it('reads a year, or a year and a month', () => {
    expect(parsePeriod('2025', undefined)).toEqual({ year: 2025 });
    expect(parsePeriod('2025', '4')).toEqual({ year: 2025, month: 4 });
    expect(parsePeriod('2025', '04')).toEqual({ year: 2025, month: 4 });
    expect(parsePeriod('2025', '12')).toEqual({ year: 2025, month: 12 });
  });

  it.each([
    ['1999', undefined],
    ['2201', undefined],
    ['25', undefined],
    ['20250', undefined],
    ['abcd', undefined],
    ['2025.0', undefined],
    [undefined, undefined],
    ['2025', '0'],
    ['2025', '13'],
    ['2025', '1a'],
    ['2025', '004'],
    ['2025', ''],
    ['2025', '-1'],
  ])('refuses year %s month %s', (year, month) => {
    expect(parsePeriod(year, month)).toBeNull();
  });

  it('accepts the contract bounds 2000 and 2200', () => {
    expect(parsePeriod('2000', '1')).toEqual({ year: 2000, month: 1 });
    expect(parsePeriod('2200', '12')).toEqual({ year: 2200, month: 12 });
  });
});

describe('previous and next periods', () => {
  it('steps a month, across the year boundary', () => {
    expect(previousPeriod({ year: 2025, month: 4 })).toEqual({ year: 2025, month: 3 });
    expect(previousPeriod({ year: 2025, month: 1 })).toEqual({ year: 2024, month: 12 });
    expect(nextPeriod({ year: 2024, month: 12 }, JUNE_15)).toEqual({ year: 2025, month: 1 });
    expect(nextPeriod({ year: 2025, month: 4 }, JUNE_15)).toEqual({ year: 2025, month: 5 });
  });

  it('steps a year', () => {
    expect(previousPeriod({ year: 2025 })).toEqual({ year: 2024 });
    expect(nextPeriod({ year: 2024 }, JUNE_15)).toEqual({ year: 2025 });
  });

  it('offers no next period that starts after the current month in Japan', () => {
    expect(nextPeriod({ year: 2025, month: 5 }, JUNE_15)).toEqual({ year: 2025, month: 6 });
    expect(nextPeriod({ year: 2025, month: 6 }, JUNE_15)).toBeNull();
    expect(nextPeriod({ year: 2025 }, JUNE_15)).toBeNull();
    // 2025-06-30 15:00 UTC is already July 1st in Japan: July is the current month there.
    const julyInJapan = Date.UTC(2025, 5, 30, 15);
    expect(nextPeriod({ year: 2025, month: 6 }, julyInJapan)).toEqual({ year: 2025, month: 7 });
    expect(nextPeriod({ year: 2025, month: 6 }, julyInJapan - 1)).toBeNull();
  });

  it('stops at the years the API accepts', () => {
    expect(previousPeriod({ year: 2000, month: 1 })).toBeNull();
    expect(previousPeriod({ year: 2000 })).toBeNull();
    expect(previousPeriod({ year: 2000, month: 2 })).toEqual({ year: 2000, month: 1 });
  });
});

describe('Japan time', () => {
  it('takes the current month in JST', () => {
    expect(currentJstMonth(Date.UTC(2024, 11, 31, 14, 59))).toEqual({ year: 2024, month: 12 });
    expect(currentJstMonth(Date.UTC(2024, 11, 31, 15, 0))).toEqual({ year: 2025, month: 1 });
  });

  it('puts a time in its JST month and counts a year by month', () => {
    const endOfMarchUtc = Date.UTC(2025, 2, 31, 15) / 1000; // April 1st 00:00 JST
    expect(jstMonthOf(endOfMarchUtc)).toBe(4);
    expect(jstMonthOf(endOfMarchUtc - 1)).toBe(3);
    const counts = countByMonth([endOfMarchUtc, endOfMarchUtc - 1, endOfMarchUtc + 100]);
    expect(counts).toHaveLength(12);
    expect(counts[2]).toBe(1);
    expect(counts[3]).toBe(2);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
  });
});

it('builds the summary paths', () => {
  expect(summaryPath({ year: 2025 })).toBe('/person/output_summary/2025');
  expect(summaryPath({ year: 2025, month: 4 })).toBe('/person/output_summary/2025/4');
});
