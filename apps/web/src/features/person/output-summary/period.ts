/*
 * Periods of /person/output_summary/{year}/{month?}: a year, or a month of a year, on
 * Japan's calendar (the server counts an output in the JST month it was posted). Pure, so the
 * rules are unit-tested; "now" is passed in.
 */

/** The years GET /api/person/activities/ accepts (the contract's activitiesQuerySchema). */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2200;

export interface Period {
  year: number;
  /** 1 to 12; absent for a whole year. */
  month?: number | undefined;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The current month in Japan. */
export function currentJstMonth(now: number = Date.now()): { year: number; month: number } {
  const jst = new Date(now + JST_OFFSET_MS);
  return { year: jst.getUTCFullYear(), month: jst.getUTCMonth() + 1 };
}

/**
 * The period of the URL's parameters, or null when they name none (the page shows Not Found):
 * a year of four digits from MIN_YEAR to MAX_YEAR, and optionally a month 1 to 12 (one or
 * two digits, "04" as well as "4").
 */
export function parsePeriod(year: string | undefined, month: string | undefined): Period | null {
  if (!year || !/^\d{4}$/.test(year)) return null;
  const y = Number(year);
  if (y < MIN_YEAR || y > MAX_YEAR) return null;
  if (month === undefined) return { year: y };
  if (!/^\d{1,2}$/.test(month)) return null;
  const m = Number(month);
  if (m < 1 || m > 12) return null;
  return { year: y, month: m };
}

/** A sortable number of the period's first month. */
const startIndex = (period: Period) => period.year * 12 + ((period.month ?? 1) - 1);

function inRange(period: Period): Period | null {
  return period.year < MIN_YEAR || period.year > MAX_YEAR ? null : period;
}

export function previousPeriod(period: Period): Period | null {
  if (period.month === undefined) return inRange({ year: period.year - 1 });
  return inRange(
    period.month === 1
      ? { year: period.year - 1, month: 12 }
      : { ...period, month: period.month - 1 },
  );
}

/** The next period, unless it starts after the current month (nothing can be there yet). */
export function nextPeriod(period: Period, now: number = Date.now()): Period | null {
  const next =
    period.month === undefined
      ? { year: period.year + 1 }
      : period.month === 12
        ? { year: period.year + 1, month: 1 }
        : { ...period, month: period.month + 1 };
  if (startIndex(next) > startIndex(currentJstMonth(now))) return null;
  return inRange(next);
}

export function summaryPath(period: Period): string {
  return `/person/output_summary/${period.year}${period.month === undefined ? '' : `/${period.month}`}`;
}

/** The month (1 to 12, JST) an epoch-seconds time falls in. */
export function jstMonthOf(epochSeconds: number): number {
  return new Date(epochSeconds * 1000 + JST_OFFSET_MS).getUTCMonth() + 1;
}

/** Counts per month (index 0 = January) of times within one year. */
export function countByMonth(dates: readonly number[]): number[] {
  const counts = Array.from({ length: 12 }, () => 0);
  for (const date of dates) {
    const index = jstMonthOf(date) - 1;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}
