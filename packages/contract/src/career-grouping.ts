/**
 * Career display grouping (spec section 5): experiences at the same organization merge into
 * one group when their periods overlap or lie within one month of each other. Pure and
 * zod-free, so screens import it at the top level and the server can present the same groups.
 *
 * - Same organization: names compared after NFKC, trimming, collapsing inner white space and
 *   case folding ("ＫＩＳＥＫＩ 株式会社 " = "kiseki 株式会社").
 * - Periods are whole months, both ends included. No end (null) means ongoing (現在): it
 *   extends to the current month (or to its start, if that lies ahead).
 * - "Within one month": the next period starts at most one month after the previous one
 *   ended (ended 2020-03, starts 2020-04 → merged; starts 2020-05 → a gap of two months →
 *   separate). Merging is transitive (A~B and B~C put A, B and C in one group, even when A
 *   and C alone would not merge).
 * - Order: newest first. Groups by their latest end (ongoing first), then latest start; the
 *   experiences inside a group the same way.
 */

export interface YearMonth {
  year: number;
  month: number;
}

/** The fields the rule reads (the web's camelCase experience satisfies it). */
export interface GroupableExperience {
  organizationName: string;
  startYear: number;
  startMonth: number;
  endYear: number | null;
  endMonth: number | null;
}

export interface ExperienceGroup<T extends GroupableExperience> {
  /** The normalized name shared by the group's experiences. */
  key: string;
  /** The name as the newest experience of the group spells it. */
  organizationName: string;
  /** Newest first. */
  experiences: T[];
  /** The earliest start of the group. */
  start: YearMonth;
  /** The latest end of the group; null when one of its experiences is ongoing. */
  end: YearMonth | null;
}

/** The key two organization names are compared by. */
export function organizationKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** This month in Japan, where the product's calendar lives. */
export function currentJapanYearMonth(now: Date = new Date()): YearMonth {
  const japan = new Date(now.getTime() + 9 * 3600_000);
  return { year: japan.getUTCFullYear(), month: japan.getUTCMonth() + 1 };
}

/** Months since year 0, so that consecutive months differ by one. */
export const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);

const fromIndex = (index: number): YearMonth => ({
  year: Math.floor(index / 12),
  month: (index % 12) + 1,
});

const isOngoing = (e: GroupableExperience): boolean => e.endYear === null || e.endMonth === null;

interface Span {
  start: number;
  /** The month the period counts up to (the current month when ongoing). */
  end: number;
  ongoing: boolean;
}

function spanOf(e: GroupableExperience, nowIndex: number): Span {
  const start = monthIndex(e.startYear, e.startMonth);
  if (isOngoing(e)) return { start, end: Math.max(start, nowIndex), ongoing: true };
  // A (bad) end before the start counts as a one-month period at the start.
  const end = Math.max(start, monthIndex(e.endYear as number, e.endMonth as number));
  return { start, end, ongoing: false };
}

/** Newest first: ongoing before ended, later end first, then later start first. */
const newestFirst = (a: Span, b: Span): number =>
  Number(b.ongoing) - Number(a.ongoing) || b.end - a.end || b.start - a.start;

/** The largest gap, in months between an end and the next start, that still merges. */
export const MERGE_GAP_MONTHS = 1;

/** Groups experiences for display (see the rules at the top of this file). */
export function groupExperiences<T extends GroupableExperience>(
  experiences: readonly T[],
  now: YearMonth = currentJapanYearMonth(),
): ExperienceGroup<T>[] {
  const nowIndex = monthIndex(now.year, now.month);
  const byOrganization = new Map<string, { item: T; span: Span }[]>();
  for (const item of experiences) {
    const key = organizationKey(item.organizationName);
    const list = byOrganization.get(key) ?? [];
    list.push({ item, span: spanOf(item, nowIndex) });
    byOrganization.set(key, list);
  }

  const groups: { group: ExperienceGroup<T>; span: Span }[] = [];
  for (const [key, list] of byOrganization) {
    // A sweep in order of start: a period joins the open cluster when it starts no later
    // than one month after the cluster's latest end. This is the transitive closure.
    const sorted = [...list].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
    let cluster: { item: T; span: Span }[] = [];
    let clusterEnd = Number.NEGATIVE_INFINITY;
    const close = () => {
      if (cluster.length === 0) return;
      const members = [...cluster].sort((a, b) => newestFirst(a.span, b.span));
      const span: Span = {
        start: Math.min(...members.map((m) => m.span.start)),
        end: Math.max(...members.map((m) => m.span.end)),
        ongoing: members.some((m) => m.span.ongoing),
      };
      const newest = members[0] as { item: T; span: Span };
      groups.push({
        span,
        group: {
          key,
          organizationName: newest.item.organizationName.trim(),
          experiences: members.map((m) => m.item),
          start: fromIndex(span.start),
          end: span.ongoing ? null : fromIndex(span.end),
        },
      });
    };
    for (const entry of sorted) {
      if (cluster.length > 0 && entry.span.start - clusterEnd > MERGE_GAP_MONTHS) {
        close();
        cluster = [];
        clusterEnd = Number.NEGATIVE_INFINITY;
      }
      cluster.push(entry);
      clusterEnd = Math.max(clusterEnd, entry.span.end);
    }
    close();
  }

  return groups
    .sort(
      (a, b) =>
        newestFirst(a.span, b.span) ||
        a.group.organizationName.localeCompare(b.group.organizationName),
    )
    .map((g) => g.group);
}

/**
 * Months of experience in total, counting a month once even when periods overlap (two jobs
 * at a time are not two years in one). Ongoing periods count up to the current month.
 */
export function totalExperienceMonths(
  experiences: readonly GroupableExperience[],
  now: YearMonth = currentJapanYearMonth(),
): number {
  const nowIndex = monthIndex(now.year, now.month);
  const spans = experiences
    .map((e) => spanOf(e, nowIndex))
    // Periods wholly in the future are plans, not experience.
    .filter((s) => s.start <= nowIndex)
    .map((s) => ({ start: s.start, end: Math.min(s.end, nowIndex) }))
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let coveredUpTo = Number.NEGATIVE_INFINITY;
  for (const s of spans) {
    const from = Math.max(s.start, coveredUpTo + 1);
    if (s.end >= from) total += s.end - from + 1;
    coveredUpTo = Math.max(coveredUpTo, s.end);
  }
  return total;
}
