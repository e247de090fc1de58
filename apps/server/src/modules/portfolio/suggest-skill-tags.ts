import { SKILL_TAGS_MAX } from '@kiseki/contract';
import { and, eq } from 'drizzle-orm';
import { personSkillTags, portfolioOutputs } from '../../db/schema';
import type { Db } from '../../db/types';
import type { RepoData } from '../../integrations/types';

/** Suggestions kept at a time: enough to choose from, few enough to read. */
const SUGGESTIONS_MAX = 8;

/**
 * Skill tags suggested from what was imported: the languages of the person's repositories
 * (by bytes) and the tags of their articles (by count). They are stored as is_auto, shown
 * on /person/edit to confirm, and count for nothing (not in the tag score, not public)
 * until confirmed. The level is a first guess the person corrects.
 */
export async function suggestSkillTags(db: Db, userId: number): Promise<void> {
  const [outputs, existing] = await Promise.all([
    db
      .select({
        source: portfolioOutputs.source,
        tags: portfolioOutputs.tags,
        data: portfolioOutputs.data,
      })
      .from(portfolioOutputs)
      .where(eq(portfolioOutputs.userId, userId)),
    db.select().from(personSkillTags).where(eq(personSkillTags.userId, userId)),
  ]);
  const weight = new Map<string, { name: string; score: number }>();
  const add = (name: string, score: number) => {
    const key = name.trim().toLowerCase();
    if (!key || key.length > 40) return;
    const entry = weight.get(key) ?? { name: name.trim(), score: 0 };
    entry.score += score;
    weight.set(key, entry);
  };
  for (const o of outputs) {
    if (o.source === 'github') {
      const d = o.data as Partial<RepoData>;
      if (!d.is_owner && !(typeof d.contributions === 'number' && d.contributions > 0)) continue;
      for (const lang of d.languages ?? []) add(lang.name, Math.log10(1 + lang.bytes) / 2);
    } else if (
      o.source === 'qiita' ||
      o.source === 'zenn' ||
      o.source === 'blog' ||
      o.source === 'teratail'
    ) {
      for (const tag of o.tags) add(tag, 1);
    }
  }
  const owned = new Set(existing.filter((t) => !t.isAuto).map((t) => t.name.toLowerCase()));
  const ranked = [...weight.entries()]
    .filter(([key]) => !owned.has(key))
    .sort((a, b) => b[1].score - a[1].score)
    .slice(0, Math.min(SUGGESTIONS_MAX, SKILL_TAGS_MAX - owned.size));
  await db.transaction(async (tx) => {
    await tx
      .delete(personSkillTags)
      .where(and(eq(personSkillTags.userId, userId), eq(personSkillTags.isAuto, true)));
    if (ranked.length === 0) return;
    await tx.insert(personSkillTags).values(
      ranked.map(([, t], i) => ({
        userId,
        name: t.name,
        level: t.score >= 6 ? 3 : t.score >= 3 ? 2 : 1,
        sortOrder: i,
        isAuto: true,
      })),
    );
  });
}
