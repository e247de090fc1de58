/**
 * Dates as résumé files write them. JSON Resume uses ISO 8601 cut to the precision known
 * ("2019-04-01", "2019-04", "2019"); LinkedIn writes "Apr 2019" or "2019". Hand-edited files
 * also hold "2019/04", "2019年4月" or "Present", so all of these are understood everywhere.
 */

export type FileDate =
  | { kind: 'none' }
  /** Ongoing: "Present", "現在", … */
  | { kind: 'present' }
  | { kind: 'invalid' }
  /** A month of a year; month null when the file gives the year only. */
  | { kind: 'date'; year: number; month: number | null };

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const PRESENT = new Set([
  'present',
  'current',
  'now',
  'ongoing',
  'today',
  '現在',
  '在職中',
  '現職',
]);

/** 2019, 2019-04, 2019-04-01, 2019/4, 2019.04, with an optional time after a "T". */
const NUMERIC = /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?(?:t.*)?$/;
/** 4/2019, 04-2019 */
const MONTH_FIRST = /^(\d{1,2})[-/.](\d{4})$/;
/** 2019年4月, 2019年4月1日, 2019年 */
const JAPANESE = /^(\d{4})年(?:(\d{1,2})月(?:\d{1,2}日)?)?$/;
/** Apr 2019, April 2019, Apr. 2019, Apr-2019 */
const NAMED = /^([a-z]+)\.?[\s-]+(\d{4})$/;

const date = (year: number, month: number | null): FileDate =>
  month === null || (month >= 1 && month <= 12)
    ? { kind: 'date', year, month }
    : { kind: 'invalid' };

/** Reads one date field; anything but a string (or an empty one) is "none". */
export function parseFileDate(value: unknown): FileDate {
  if (typeof value !== 'string') return { kind: 'none' };
  const text = value.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'none' };
  if (PRESENT.has(text)) return { kind: 'present' };
  let m = NUMERIC.exec(text) ?? JAPANESE.exec(text);
  if (m) return date(Number(m[1]), m[2] === undefined ? null : Number(m[2]));
  m = MONTH_FIRST.exec(text);
  if (m) return date(Number(m[2]), Number(m[1]));
  m = NAMED.exec(text);
  if (m) {
    const month = MONTHS[m[1] as string];
    return month === undefined ? { kind: 'invalid' } : date(Number(m[2]), month);
  }
  return { kind: 'invalid' };
}

/** The year and month (1–12) it is now in Japan, where the product's calendar lives. */
export function japanYearMonth(now: Date): { year: number; month: number } {
  const japan = new Date(now.getTime() + 9 * 3600_000);
  return { year: japan.getUTCFullYear(), month: japan.getUTCMonth() + 1 };
}

/** Months since year 0, for comparing year-months. */
export const monthIndex = (year: number, month: number): number => year * 12 + month;
