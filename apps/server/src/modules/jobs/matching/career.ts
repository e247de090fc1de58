/*
 * Years per position from a person's experiences (spec section 3: positions, start and end,
 * no end meaning ongoing). Two experiences of the same position that overlap (a day job and
 * a side project, a transfer inside one company) count their shared months once.
 */

export interface ExperienceSpan {
  positionIds: readonly number[];
  startYear: number;
  startMonth: number;
  endYear: number | null;
  endMonth: number | null;
}

export interface CareerSummary {
  /** Months per position id, overlaps counted once; positions with no months are left out. */
  positionMonths: { positionId: number; months: number }[];
  /** Months of any work at all (the union of every experience). */
  careerMonths: number;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Months since year 0, so intervals are plain integers; the current month is Japan's. */
export function monthIndexOf(now: Date): number {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  return jst.getUTCFullYear() * 12 + jst.getUTCMonth();
}

type Interval = [start: number, end: number];

/** Total length of intervals (inclusive month ranges) with overlaps counted once. */
function unionLength(intervals: Interval[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let total = 0;
  let current: Interval | null = null;
  for (const [start, end] of sorted) {
    if (current && start <= current[1] + 1) {
      current[1] = Math.max(current[1], end);
      continue;
    }
    if (current) total += current[1] - current[0] + 1;
    current = [start, end];
  }
  if (current) total += current[1] - current[0] + 1;
  return total;
}

/**
 * Both months are counted (April to March is 12 months). An ongoing experience runs to the
 * current month; one that starts in the future has not happened yet and counts nothing.
 */
export function summariseCareer(experiences: readonly ExperienceSpan[], now: Date): CareerSummary {
  const current = monthIndexOf(now);
  const all: Interval[] = [];
  const byPosition = new Map<number, Interval[]>();
  for (const e of experiences) {
    const start = e.startYear * 12 + (e.startMonth - 1);
    const end =
      e.endYear === null || e.endMonth === null
        ? current
        : Math.min(current, e.endYear * 12 + (e.endMonth - 1));
    if (end < start) continue;
    const interval: Interval = [start, end];
    all.push(interval);
    for (const id of new Set(e.positionIds)) {
      const list = byPosition.get(id) ?? [];
      list.push([start, end]);
      byPosition.set(id, list);
    }
  }
  return {
    positionMonths: [...byPosition.entries()]
      .map(([positionId, intervals]) => ({ positionId, months: unionLength(intervals) }))
      .sort((a, b) => b.months - a.months || a.positionId - b.positionId),
    careerMonths: unionLength(all),
  };
}
