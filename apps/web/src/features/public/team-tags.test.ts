import { TEAM_TAG_MIN_TOTAL_LEVEL } from '@kiseki/contract/portfolio-rules';
import { describe, expect, it } from 'vitest';
import { membersWithTag, teamTagChips } from './team-tags';

const member = (name: string, tags: [string, number][]) => ({
  name,
  skillTags: tags.map(([tagName, level]) => ({ name: tagName, level })),
});

describe('team tag filter (spec section 9: summed level 3 or more)', () => {
  it('uses the spec’s threshold', () => {
    expect(TEAM_TAG_MIN_TOTAL_LEVEL).toBe(3);
  });

  it('keeps a tag whose levels sum to exactly 3, drops one that sums to 2', () => {
    const chips = teamTagChips([
      member('a', [
        ['Go', 1],
        ['Rust', 1],
      ]),
      member('b', [
        ['Go', 2],
        ['Rust', 1],
      ]),
    ]);
    expect(chips).toEqual([{ name: 'Go', totalLevel: 3, memberCount: 2 }]);
  });

  it('counts one member’s level 3 on its own', () => {
    expect(teamTagChips([member('a', [['Kotlin', 3]])]).map((c) => c.name)).toEqual(['Kotlin']);
    expect(teamTagChips([member('a', [['Kotlin', 2]])])).toEqual([]);
  });

  it('treats letter cases as one tag, and sorts by total then name', () => {
    const chips = teamTagChips([
      member('a', [
        ['TypeScript', 2],
        ['React', 3],
      ]),
      member('b', [
        ['typescript', 2],
        ['AWS', 3],
      ]),
    ]);
    expect(chips).toEqual([
      { name: 'TypeScript', totalLevel: 4, memberCount: 2 },
      { name: 'AWS', totalLevel: 3, memberCount: 1 },
      { name: 'React', totalLevel: 3, memberCount: 1 },
    ]);
  });

  it('filters members by a chosen tag, any letter case; everyone without one', () => {
    const members = [
      member('a', [['Go', 2]]),
      member('b', [['go', 1]]),
      member('c', [['Rust', 5]]),
    ];
    expect(membersWithTag(members, 'GO').map((m) => m.name)).toEqual(['a', 'b']);
    expect(membersWithTag(members, null).map((m) => m.name)).toEqual(['a', 'b', 'c']);
    expect(membersWithTag(members, 'Java')).toEqual([]);
  });
});
