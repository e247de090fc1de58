import {
  type PersonInfoWire,
  PORTFOLIO_MESSAGES,
  type SkillTagWire,
  type SnsName,
} from '@kiseki/contract';
import { asc, desc, eq } from 'drizzle-orm';
import {
  personPages,
  personSkillTags,
  snsAssociations,
  userJobSettings,
  users,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/rows';
import type { ServiceContext } from '../../lib/service-context';
import { toEpochSeconds } from '../../lib/time';
import { markPersonSearchIndexStale } from '../recruiting/candidates/person-search-index';

type HtmlUrls = Pick<
  PersonInfoWire,
  | 'github_html_url'
  | 'qiita_html_url'
  | 'zenn_html_url'
  | 'note_html_url'
  | 'speakerdeck_html_url'
  | 'teratail_html_url'
  | 'connpass_html_url'
>;

/** The avatar shown on the portfolio: GitHub's first, then any other service's. */
const AVATAR_ORDER: SnsName[] = ['github', 'qiita', 'zenn', 'note', 'connpass'];

/** Everything of personInfo (spec section 3) in four indexed reads. */
export async function personInfo(db: Db, userId: number): Promise<PersonInfoWire> {
  const [[user], [page], [setting], accounts] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        displayName: users.displayName,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    db.select().from(personPages).where(eq(personPages.userId, userId)),
    db
      .select({ isItEngineer: userJobSettings.isItEngineer })
      .from(userJobSettings)
      .where(eq(userJobSettings.userId, userId)),
    db
      .select({
        snsName: snsAssociations.snsName,
        htmlUrl: snsAssociations.htmlUrl,
        avatarUrl: snsAssociations.avatarUrl,
      })
      .from(snsAssociations)
      .where(eq(snsAssociations.userId, userId)),
  ]);
  if (!user) throw new AppError('not_found');
  const urlOf = (sns: SnsName) => accounts.find((a) => a.snsName === sns)?.htmlUrl ?? null;
  const htmlUrls: HtmlUrls = {
    github_html_url: urlOf('github'),
    qiita_html_url: urlOf('qiita'),
    zenn_html_url: urlOf('zenn'),
    note_html_url: urlOf('note'),
    speakerdeck_html_url: urlOf('speakerdeck'),
    teratail_html_url: urlOf('teratail'),
    connpass_html_url: urlOf('connpass'),
  };
  const avatar =
    AVATAR_ORDER.map((sns) => accounts.find((a) => a.snsName === sns)?.avatarUrl).find(
      (url) => typeof url === 'string' && url.length > 0,
    ) ?? null;
  const updatedAt = page && page.updatedAt > user.updatedAt ? page.updatedAt : user.updatedAt;
  return {
    id: user.id,
    name: user.displayName ?? '',
    bio: page?.bio ?? '',
    avatar_url: avatar,
    email_address: { address: user.email },
    occupation: { is_it_engineer: setting?.isItEngineer ?? null },
    ...htmlUrls,
    links: page?.links ?? [],
    updated_at: toEpochSeconds(updatedAt),
  };
}

export async function listSkillTags(db: Db, userId: number): Promise<SkillTagWire[]> {
  const rows = await db
    .select()
    .from(personSkillTags)
    .where(eq(personSkillTags.userId, userId))
    .orderBy(
      asc(personSkillTags.isAuto),
      asc(personSkillTags.sortOrder),
      desc(personSkillTags.level),
    );
  return rows.map((r) => ({ name: r.name, level: r.level, is_auto: r.isAuto }));
}

/** /person/edit: name, bio and links; only what is sent changes. */
export async function updatePerson(
  ctx: ServiceContext,
  userId: number,
  input: { name?: string; bio?: string; links?: { label: string; url: string }[] },
): Promise<PersonInfoWire> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (input.name !== undefined) {
      await tx
        .update(users)
        .set({ displayName: input.name, updatedAt: now })
        .where(eq(users.id, userId));
    }
    if (input.bio !== undefined || input.links !== undefined) {
      const set = {
        ...(input.bio !== undefined ? { bio: input.bio } : {}),
        ...(input.links !== undefined ? { links: input.links } : {}),
        updatedAt: now,
      };
      await tx
        .insert(personPages)
        .values({ userId, bio: '', links: [], ...set })
        .onConflictDoUpdate({ target: personPages.userId, set });
    }
  });
  return personInfo(ctx.db, userId);
}

/**
 * Replaces the skill tags with the list as confirmed on /person/edit, in its order; the
 * suggestions the person kept become their own (is_auto false), the others go.
 */
export async function replaceSkillTags(
  ctx: ServiceContext,
  userId: number,
  tags: { name: string; level: number }[],
): Promise<SkillTagWire[]> {
  try {
    await ctx.db.transaction(async (tx) => {
      // Recruiters search by skill: the person's keyword index is rebuilt before the next search.
      await markPersonSearchIndexStale(tx, userId, ctx.now());
      await tx.delete(personSkillTags).where(eq(personSkillTags.userId, userId));
      if (tags.length > 0) {
        await tx.insert(personSkillTags).values(
          tags.map((t, i) => ({
            userId,
            name: t.name.trim(),
            level: t.level,
            sortOrder: i,
            isAuto: false,
          })),
        );
      }
    });
  } catch (err) {
    // Names the database folds to one (lower() differs from JavaScript's for some letters).
    if (!isUniqueViolation(err)) throw err;
    const seen = new Map<string, number>();
    const fields: Record<string, string[]> = {};
    tags.forEach((t, i) => {
      const key = t.name.trim().toLocaleLowerCase('tr').normalize('NFKC');
      const loose = t.name.trim().toUpperCase().toLowerCase();
      for (const k of [key, loose]) {
        if (seen.has(k)) fields[`skill_tags.${i}.name`] = [PORTFOLIO_MESSAGES.skillTagDuplicate];
        seen.set(k, i);
      }
    });
    if (Object.keys(fields).length === 0) {
      fields.skill_tags = [PORTFOLIO_MESSAGES.skillTagDuplicate];
    }
    throw new AppError('validation_failed', undefined, { fields });
  }
  return listSkillTags(ctx.db, userId);
}
