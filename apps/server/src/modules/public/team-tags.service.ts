import { TEAM_TAG_MIN_TOTAL_LEVEL } from '@kiseki/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { personSkillTags, publicSettings, teamMembers, teams, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';

/**
 * A team's members and their skill tags (spec section 3, team member). Only members whose
 * portfolio is public appear: being in a team does not publish anyone. Tags are listed when
 * the members' levels sum to 3 or more (spec section 9).
 */
export async function teamTags(db: Db, slug: string) {
  const [team] = await db.select().from(teams).where(eq(teams.slug, slug));
  if (!team) throw new AppError('not_found');
  const members = await db
    .select({
      id: users.id,
      name: users.displayName,
      shareId: publicSettings.customShareId,
      originalShareId: publicSettings.originalShareId,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .innerJoin(
      publicSettings,
      and(eq(publicSettings.userId, teamMembers.userId), eq(publicSettings.isOpen, true)),
    )
    .where(eq(teamMembers.teamId, team.id))
    .orderBy(asc(teamMembers.joinedAt), asc(users.id));
  const ids = members.map((m) => m.id);
  const tags =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: personSkillTags.userId,
            name: personSkillTags.name,
            level: personSkillTags.level,
          })
          .from(personSkillTags)
          .where(and(inArray(personSkillTags.userId, ids), eq(personSkillTags.isAuto, false)))
          .orderBy(asc(personSkillTags.sortOrder));
  const totals = new Map<string, { name: string; total: number; members: number }>();
  for (const t of tags) {
    const key = t.name.toLowerCase();
    const entry = totals.get(key) ?? { name: t.name, total: 0, members: 0 };
    entry.total += t.level;
    entry.members += 1;
    totals.set(key, entry);
  }
  return {
    team: { id: team.slug, name: team.name },
    members: members.map((m) => ({
      id: m.id,
      name: m.name ?? '',
      share_id: m.shareId ?? m.originalShareId,
      skill_tags: tags
        .filter((t) => t.userId === m.id)
        .map((t) => ({ name: t.name, level: t.level })),
    })),
    tags: [...totals.values()]
      .filter((t) => t.total >= TEAM_TAG_MIN_TOTAL_LEVEL)
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'ja'))
      .map((t) => ({ name: t.name, total_level: t.total, member_count: t.members })),
  };
}
