import { TEAM_TAG_MIN_TOTAL_LEVEL } from '@kiseki/contract/portfolio-rules';

export interface TeamTagChip {
  name: string;
  totalLevel: number;
  memberCount: number;
}

interface MemberTags {
  skillTags: readonly { name: string; level: number }[];
}

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * The tag filter of spec section 9: the team's skill tags whose levels, summed over the
 * members, reach TEAM_TAG_MIN_TOTAL_LEVEL (3). The same tag in other letter cases is one tag
 * (the first spelling is shown). Highest total first, then by name.
 */
export function teamTagChips(members: readonly MemberTags[]): TeamTagChip[] {
  const totals = new Map<string, TeamTagChip>();
  for (const member of members) {
    for (const tag of member.skillTags) {
      const key = keyOf(tag.name);
      if (!key) continue;
      const entry = totals.get(key) ?? { name: tag.name.trim(), totalLevel: 0, memberCount: 0 };
      entry.totalLevel += tag.level;
      entry.memberCount += 1;
      totals.set(key, entry);
    }
  }
  return [...totals.values()]
    .filter((chip) => chip.totalLevel >= TEAM_TAG_MIN_TOTAL_LEVEL)
    .sort((a, b) => b.totalLevel - a.totalLevel || a.name.localeCompare(b.name, 'ja'));
}

/** The members who have `tag` (any letter case); everyone when no tag is chosen. */
export function membersWithTag<T extends MemberTags>(
  members: readonly T[],
  tag: string | null,
): T[] {
  if (tag === null) return [...members];
  const key = keyOf(tag);
  return members.filter((member) => member.skillTags.some((t) => keyOf(t.name) === key));
}
