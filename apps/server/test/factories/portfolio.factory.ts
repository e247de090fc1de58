import type { SnsName } from '@kiseki/contract';
import {
  type NewPortfolioOutput,
  portfolioOutputs,
  publicSettings,
  snsAssociations,
  teamMembers,
  teams,
} from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { profileUrl } from '../../src/modules/portfolio/sns-associations.service';
import { randomShareId } from '../../src/modules/public/public-setting.service';
import { FACTORY_NOW } from './time';

/*
 * Portfolio rows for tests and the API sweep: a connected account (already imported, unless
 * told otherwise), outputs of it, a public setting, a team.
 */

let sequence = 0;
const next = () => ++sequence;

export async function createSnsAssociation(
  db: Db,
  userId: number,
  overrides: {
    snsName?: SnsName;
    account?: string;
    status?: 'pending' | 'importing' | 'done' | 'failed';
  } = {},
) {
  const snsName = overrides.snsName ?? 'github';
  const account = overrides.account ?? `user${next()}`;
  const [row] = await db
    .insert(snsAssociations)
    .values({
      userId,
      snsName,
      account,
      htmlUrl: profileUrl(snsName, account),
      status: overrides.status ?? 'done',
      firstFinishedAt: overrides.status === 'pending' ? null : FACTORY_NOW,
      lastImportedAt: overrides.status === 'pending' ? null : FACTORY_NOW,
      createdAt: FACTORY_NOW,
      updatedAt: FACTORY_NOW,
    })
    .returning();
  return row!;
}

/** One output of an association (a Qiita article unless told otherwise). */
export async function createOutput(
  db: Db,
  association: { id: number; userId: number; snsName: SnsName },
  overrides: Partial<NewPortfolioOutput> = {},
) {
  const n = next();
  const [row] = await db
    .insert(portfolioOutputs)
    .values({
      userId: association.userId,
      source: association.snsName,
      kind: association.snsName === 'github' ? 'repo' : 'article',
      associationId: association.id,
      externalId: `ext-${n}`,
      url: `https://example.com/${association.snsName}/${n}`,
      title: `テスト記事 ${n}`,
      postedAt: FACTORY_NOW,
      tags: [],
      createdAt: FACTORY_NOW,
      updatedAt: FACTORY_NOW,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createPublicSetting(
  db: Db,
  userId: number,
  overrides: { isOpen?: boolean; customShareId?: string | null; agreed?: boolean } = {},
) {
  const [row] = await db
    .insert(publicSettings)
    .values({
      userId,
      originalShareId: randomShareId(),
      customShareId: overrides.customShareId ?? null,
      isOpen: overrides.isOpen ?? false,
      termAgreedAt: (overrides.agreed ?? overrides.isOpen) ? FACTORY_NOW : null,
      createdAt: FACTORY_NOW,
      updatedAt: FACTORY_NOW,
    })
    .returning();
  return row!;
}

export async function createTeam(db: Db, memberIds: number[], name = 'テストチーム') {
  const [team] = await db
    .insert(teams)
    .values({ slug: `team-${next()}-${randomShareId().slice(0, 6)}`, name, createdAt: FACTORY_NOW })
    .returning();
  if (memberIds.length > 0) {
    await db.insert(teamMembers).values(
      memberIds.map((userId, i) => ({
        teamId: team!.id,
        userId,
        joinedAt: new Date(FACTORY_NOW.getTime() + i * 1000),
      })),
    );
  }
  return team!;
}
