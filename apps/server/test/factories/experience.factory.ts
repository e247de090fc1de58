import { JOB_POSITIONS } from '@kiseki/contract';
import { experiencePositions, experiences, type NewExperience } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { ensureMasterData } from './insert';
import { createRng, type Rng } from './random';
import { FACTORY_NOW } from './time';

/*
 * Work experiences for tests, the API sweep and the demo seed. `buildExperience` is pure (the
 * same stream gives the same experience); `createExperience` inserts one with its positions.
 */

const ORGANIZATIONS = [
  '株式会社サンプルテック',
  '合同会社ミナトソフト',
  '株式会社あおぞらシステムズ',
  '株式会社北斗データ',
  'さくらウェブ株式会社',
  '株式会社ひかりクラウド',
] as const;
const TITLES = [null, 'リーダー', 'シニアエンジニア', 'マネージャー', null] as const;
const DESCRIPTIONS = [
  'Webサービスの新機能開発と運用を担当。\nコードレビューと設計にも参加。',
  '社内基盤のクラウド移行をリード。\n監視とオンコール体制を整備。',
  'スマートフォンアプリの開発。\nリリース自動化で配信頻度を週1回から毎日へ。',
  null,
] as const;

export type ExperienceBuild = Omit<NewExperience, 'userId'> & { positionIds: number[] };
export type ExperienceOverrides = Partial<ExperienceBuild>;

export interface ExperienceBuildOptions {
  /** The instant the world is "now"; periods end no later than its month. */
  now?: Date;
}

/** An experience ready to insert (without owner), drawn from `rng`; overrides win. */
export function buildExperience(
  rng: Rng,
  overrides: ExperienceOverrides = {},
  options: ExperienceBuildOptions = {},
): ExperienceBuild {
  const now = options.now ?? FACTORY_NOW;
  // Months counted from year 0, so periods are plain subtraction; none starts in the future.
  const nowTotal = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const startTotal = nowTotal - rng.int(6, 144);
  const ongoing = rng.next() < 0.4;
  const endTotal = Math.min(startTotal + rng.int(6, 60), nowTotal);
  const isClientWork = rng.next() < 0.2;
  const positionCount = rng.int(1, 2);
  const positionIds = [
    ...new Set(Array.from({ length: positionCount }, () => rng.pick(JOB_POSITIONS).id)),
  ];
  return {
    organizationName: rng.pick(ORGANIZATIONS),
    positionName: rng.pick(TITLES),
    isClientWork,
    clientCompanyName: isClientWork ? '株式会社クライアント' : null,
    startYear: Math.floor(startTotal / 12),
    startMonth: (startTotal % 12) + 1,
    endYear: ongoing ? null : Math.floor(endTotal / 12),
    endMonth: ongoing ? null : (endTotal % 12) + 1,
    description: rng.pick(DESCRIPTIONS),
    createdAt: now,
    updatedAt: now,
    positionIds,
    ...overrides,
  };
}

let sequence = 0;

/** Inserts an experience of `userId` with its position rows (master data upserted first). */
export async function createExperience(
  db: Db,
  userId: number,
  overrides: ExperienceOverrides = {},
  options: ExperienceBuildOptions = {},
): Promise<ExperienceBuild & { id: number; userId: number }> {
  await ensureMasterData(db);
  sequence += 1;
  const { positionIds, ...values } = buildExperience(
    createRng(0xe4e + sequence),
    overrides,
    options,
  );
  const [row] = await db
    .insert(experiences)
    .values({ ...values, userId })
    .returning();
  if (positionIds.length > 0) {
    await db
      .insert(experiencePositions)
      .values(positionIds.map((jobPositionId) => ({ experienceId: row!.id, jobPositionId })));
  }
  return { ...row!, positionIds };
}
