import { describe, expect, it } from 'vitest';
import {
  currentJapanYearMonth,
  type GroupableExperience,
  groupExperiences,
  organizationKey,
  totalExperienceMonths,
} from './career-grouping';

const NOW = { year: 2024, month: 6 };

let nextId = 1;
const exp = (
  organizationName: string,
  start: [number, number],
  end: [number, number] | null,
): GroupableExperience & { id: number } => ({
  id: nextId++,
  organizationName,
  startYear: start[0],
  startMonth: start[1],
  endYear: end ? end[0] : null,
  endMonth: end ? end[1] : null,
});

const ids = (groups: ReturnType<typeof groupExperiences<ReturnType<typeof exp>>>) =>
  groups.map((g) => g.experiences.map((e) => e.id));

describe('groupExperiences', () => {
  it('merges a one-month gap (ended 2020-03, next starts 2020-04)', () => {
    const a = exp('キセキ', [2018, 4], [2020, 3]);
    const b = exp('キセキ', [2020, 4], [2022, 3]);
    const groups = groupExperiences([a, b], NOW);
    expect(ids(groups)).toEqual([[b.id, a.id]]);
    expect(groups[0]?.start).toEqual({ year: 2018, month: 4 });
    expect(groups[0]?.end).toEqual({ year: 2022, month: 3 });
  });

  it('keeps a two-month gap apart (ended 2020-03, next starts 2020-05)', () => {
    const a = exp('キセキ', [2018, 4], [2020, 3]);
    const b = exp('キセキ', [2020, 5], [2022, 3]);
    expect(ids(groupExperiences([a, b], NOW))).toEqual([[b.id], [a.id]]);
  });

  it('merges a start in the same month as the end, and across a year boundary', () => {
    const a = exp('A社', [2019, 1], [2019, 12]);
    const b = exp('A社', [2020, 1], [2020, 6]);
    const c = exp('A社', [2020, 6], [2020, 9]);
    expect(ids(groupExperiences([a, b, c], NOW))).toEqual([[c.id, b.id, a.id]]);
  });

  it('merges overlapping periods, including one inside another', () => {
    const outer = exp('A社', [2010, 1], [2020, 12]);
    const inner = exp('A社', [2012, 5], [2013, 2]);
    const overlapping = exp('A社', [2020, 6], [2021, 6]);
    const groups = groupExperiences([inner, outer, overlapping], NOW);
    expect(ids(groups)).toEqual([[overlapping.id, outer.id, inner.id]]);
    expect(groups[0]?.start).toEqual({ year: 2010, month: 1 });
    expect(groups[0]?.end).toEqual({ year: 2021, month: 6 });
  });

  it('treats no end as ongoing up to now: the group has no end and comes first', () => {
    const old = exp('B社', [2015, 4], [2019, 3]);
    const current = exp('A社', [2019, 4], null);
    const earlierRole = exp('A社', [2016, 1], [2019, 3]);
    const groups = groupExperiences([old, earlierRole, current], NOW);
    expect(ids(groups)).toEqual([[current.id, earlierRole.id], [old.id]]);
    expect(groups[0]?.end).toBeNull();
    expect(groups[0]?.organizationName).toBe('A社');
  });

  it('merges a later role with an ongoing one (ongoing extends to the current month)', () => {
    const ongoing = exp('A社', [2018, 1], null);
    const recent = exp('A社', [2024, 5], [2024, 6]);
    const justAfterNow = exp('A社', [2024, 7], null);
    const farFuture = exp('A社', [2024, 9], null);
    expect(ids(groupExperiences([ongoing, recent, justAfterNow, farFuture], NOW))).toEqual([
      [farFuture.id],
      [justAfterNow.id, ongoing.id, recent.id],
    ]);
  });

  it('never merges different organizations, even with the same period', () => {
    const a = exp('A社', [2020, 1], [2021, 1]);
    const b = exp('B社', [2020, 1], [2021, 1]);
    const groups = groupExperiences([a, b], NOW);
    expect(groups).toHaveLength(2);
    expect(groups.map((g) => g.organizationName)).toEqual(['A社', 'B社']);
  });

  it('compares names after trimming, NFKC and case folding', () => {
    const a = exp('  Kiseki　株式会社 ', [2020, 1], [2020, 12]);
    const b = exp('ＫＩＳＥＫＩ 株式会社', [2021, 1], [2021, 6]);
    const c = exp('kiseki  株式会社', [2021, 7], null);
    const groups = groupExperiences([a, b, c], NOW);
    expect(ids(groups)).toEqual([[c.id, b.id, a.id]]);
    // Shown as the newest experience spells it.
    expect(groups[0]?.organizationName).toBe('kiseki  株式会社');
  });

  it('merges chains transitively (A~B, B~C) even when A and C alone would not', () => {
    const a = exp('A社', [2010, 1], [2012, 3]);
    const c = exp('A社', [2014, 1], [2015, 1]);
    const b = exp('A社', [2012, 4], [2013, 12]);
    const far = exp('A社', [2015, 3], [2016, 1]);
    expect(ids(groupExperiences([c, far, a, b], NOW))).toEqual([[far.id], [c.id, b.id, a.id]]);
  });

  it('orders groups newest first, and keeps one group per cluster of one organization', () => {
    const a1 = exp('A社', [2010, 4], [2012, 3]);
    const b = exp('B社', [2012, 4], [2018, 3]);
    const a2 = exp('A社', [2018, 4], [2020, 3]);
    const c = exp('C社', [2020, 4], null);
    const groups = groupExperiences([a1, b, a2, c], NOW);
    expect(groups.map((g) => g.organizationName)).toEqual(['C社', 'A社', 'B社', 'A社']);
    expect(groups.map((g) => g.key)).toEqual(['c社', 'a社', 'b社', 'a社']);
  });

  it('answers an empty list with no groups', () => {
    expect(groupExperiences([], NOW)).toEqual([]);
  });
});

describe('organizationKey', () => {
  it('normalizes width, case and white space', () => {
    expect(organizationKey(' ＡＢＣ　Inc. ')).toBe('abc inc.');
    expect(organizationKey('ｷｾｷ')).toBe('キセキ');
  });
});

describe('totalExperienceMonths', () => {
  it('counts months once, both ends included, ongoing up to now', () => {
    expect(totalExperienceMonths([exp('A', [2020, 4], [2021, 3])], NOW)).toBe(12);
    expect(
      totalExperienceMonths([exp('A', [2020, 1], [2020, 12]), exp('B', [2020, 7], [2021, 6])], NOW),
    ).toBe(18);
    expect(totalExperienceMonths([exp('A', [2023, 7], null)], NOW)).toBe(12);
    expect(totalExperienceMonths([exp('A', [2025, 1], null)], NOW)).toBe(0);
    expect(totalExperienceMonths([], NOW)).toBe(0);
  });
});

describe('currentJapanYearMonth', () => {
  it('uses Japan time (UTC+9)', () => {
    expect(currentJapanYearMonth(new Date('2023-12-31T15:00:00Z'))).toEqual({
      year: 2024,
      month: 1,
    });
    expect(currentJapanYearMonth(new Date('2023-12-31T14:59:59Z'))).toEqual({
      year: 2023,
      month: 12,
    });
  });
});
