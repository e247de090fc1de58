import { z } from '../zod';

/**
 * Job positions and their categories (spec section 3, "Job position category").
 *
 * Ids are stable and never reused: experiences, job descriptions and saved searches store
 * them. A new position gets the next unused id; a retired one keeps its id. Position ids
 * follow the reference list order, independent of the category a position is shown under,
 * so moving a position between categories changes nothing stored.
 */
export const JOB_POSITION_KEYS = [
  'FRONTEND_ENGINEER',
  'BACKEND_ENGINEER',
  'WEB_APPLICATION_ENGINEER',
  'INFRA_ENGINEER',
  'SITE_RELIABILITY_ENGINEER',
  'ANDROID_ENGINEER',
  'IOS_ENGINEER',
  'MOBILE_ENGINEER',
  'MACHINE_LEARNING_ENGINEER',
  'DATA_SCIENTIST',
  'PROJECT_MANAGER',
  'PRODUCT_MANAGER',
  'TECH_LEAD',
  'ENGINEERING_MANAGER',
  'RESEARCH_ENGINEER',
  'TEST_ENGINEER',
  'SOFTWARE_ARCHITECT',
  'SYSTEM_ENGINEER',
  'EMBEDDED_ENGINEER',
  'DATABASE_ENGINEER',
  'NETWORK_ENGINEER',
  'SECURITY_ENGINEER',
  'SCRUM_MASTER',
  'GAME_ENGINEER',
  'CTO',
  'CORPORATE_ENGINEER',
  'DESIGNER',
  'DATA_ENGINEER',
  'OTHER',
] as const;
export type JobPositionKey = (typeof JOB_POSITION_KEYS)[number];
export const jobPositionKeySchema = z.enum(JOB_POSITION_KEYS);

export interface JobPosition {
  id: number;
  key: JobPositionKey;
  name: string;
  categoryId: number;
}

export interface JobPositionCategory {
  id: number;
  name: string;
  positionIds: readonly number[];
}

export const JOB_POSITIONS = [
  { id: 1, key: 'FRONTEND_ENGINEER', name: 'フロントエンドエンジニア', categoryId: 1 },
  { id: 2, key: 'BACKEND_ENGINEER', name: 'バックエンドエンジニア', categoryId: 1 },
  { id: 3, key: 'WEB_APPLICATION_ENGINEER', name: 'Webアプリケーションエンジニア', categoryId: 1 },
  { id: 4, key: 'INFRA_ENGINEER', name: 'インフラエンジニア', categoryId: 3 },
  { id: 5, key: 'SITE_RELIABILITY_ENGINEER', name: 'SRE', categoryId: 3 },
  { id: 6, key: 'ANDROID_ENGINEER', name: 'Androidエンジニア', categoryId: 2 },
  { id: 7, key: 'IOS_ENGINEER', name: 'iOSエンジニア', categoryId: 2 },
  { id: 8, key: 'MOBILE_ENGINEER', name: 'モバイルアプリエンジニア', categoryId: 2 },
  { id: 9, key: 'MACHINE_LEARNING_ENGINEER', name: '機械学習エンジニア', categoryId: 4 },
  { id: 10, key: 'DATA_SCIENTIST', name: 'データサイエンティスト', categoryId: 4 },
  { id: 11, key: 'PROJECT_MANAGER', name: 'プロジェクトマネージャー', categoryId: 5 },
  { id: 12, key: 'PRODUCT_MANAGER', name: 'プロダクトマネージャー', categoryId: 5 },
  { id: 13, key: 'TECH_LEAD', name: 'テックリード', categoryId: 5 },
  { id: 14, key: 'ENGINEERING_MANAGER', name: 'エンジニアリングマネージャー', categoryId: 5 },
  { id: 15, key: 'RESEARCH_ENGINEER', name: 'リサーチエンジニア', categoryId: 4 },
  { id: 16, key: 'TEST_ENGINEER', name: 'QA・テストエンジニア', categoryId: 6 },
  { id: 17, key: 'SOFTWARE_ARCHITECT', name: 'ソフトウェアアーキテクト', categoryId: 1 },
  { id: 18, key: 'SYSTEM_ENGINEER', name: 'システムエンジニア', categoryId: 1 },
  { id: 19, key: 'EMBEDDED_ENGINEER', name: '組込みエンジニア', categoryId: 2 },
  { id: 20, key: 'DATABASE_ENGINEER', name: 'データベースエンジニア', categoryId: 3 },
  { id: 21, key: 'NETWORK_ENGINEER', name: 'ネットワークエンジニア', categoryId: 3 },
  { id: 22, key: 'SECURITY_ENGINEER', name: 'セキュリティエンジニア', categoryId: 3 },
  { id: 23, key: 'SCRUM_MASTER', name: 'スクラムマスター', categoryId: 5 },
  { id: 24, key: 'GAME_ENGINEER', name: 'ゲームエンジニア', categoryId: 2 },
  { id: 25, key: 'CTO', name: 'CTO', categoryId: 5 },
  { id: 26, key: 'CORPORATE_ENGINEER', name: 'コーポレートエンジニア', categoryId: 3 },
  { id: 27, key: 'DESIGNER', name: 'デザイナー', categoryId: 6 },
  { id: 28, key: 'DATA_ENGINEER', name: 'データエンジニア', categoryId: 4 },
  { id: 29, key: 'OTHER', name: 'その他', categoryId: 6 },
] as const satisfies readonly JobPosition[];

const CATEGORY_NAMES = [
  { id: 1, name: '開発' },
  { id: 2, name: 'モバイル・ゲーム・組込み' },
  { id: 3, name: 'インフラ・SRE' },
  { id: 4, name: 'データ・AI' },
  { id: 5, name: 'マネジメント' },
  { id: 6, name: '品質・デザイン・その他' },
] as const;

/** Categories in display order, each listing its positions in display order (by id). */
export const JOB_POSITION_CATEGORIES: readonly JobPositionCategory[] = CATEGORY_NAMES.map((c) => ({
  ...c,
  positionIds: JOB_POSITIONS.filter((p) => p.categoryId === c.id).map((p) => p.id),
}));

export type JobPositionId = (typeof JOB_POSITIONS)[number]['id'];
export const JOB_POSITION_IDS = JOB_POSITIONS.map((p) => p.id);
export const jobPositionIdSchema = z
  .number()
  .int()
  .refine((id) => jobPositionsById.has(id), { message: '存在しない職種です' });

export const jobPositionsById: ReadonlyMap<number, JobPosition> = new Map(
  JOB_POSITIONS.map((p) => [p.id, p]),
);
export const jobPositionsByKey: ReadonlyMap<JobPositionKey, JobPosition> = new Map(
  JOB_POSITIONS.map((p) => [p.key, p]),
);

/** Lookup for code that names a position in source (factories, rules); throws on typos. */
export function jobPositionByKey(key: JobPositionKey): JobPosition {
  const position = jobPositionsByKey.get(key);
  if (!position) throw new Error(`unknown job position key: ${key}`);
  return position;
}
