import { z } from '../zod';

/**
 * Preferred conditions a job can carry and a search can require (preferred_condition_ids[]).
 * Ids and labels are the ecosystem's published ones; keep them, append new ones at the end.
 */
export interface PreferredCondition {
  id: number;
  label: string;
}

export const PREFERRED_CONDITIONS = [
  { id: 1, label: '副業OK' },
  { id: 2, label: '副業からのジョイン可' },
  { id: 3, label: 'SOあり' },
  { id: 4, label: 'BtoB' },
  { id: 5, label: 'BtoC' },
  { id: 6, label: '株式上場済み' },
  { id: 7, label: 'グローバル' },
  { id: 8, label: '残業平均20時間未満' },
  { id: 9, label: 'アジャイル開発' },
  { id: 10, label: '英語で書く・話す業務がある' },
  { id: 11, label: 'フレックス' },
  { id: 12, label: '役員以上にエンジニアがいる' },
  { id: 13, label: '育休取得実績あり' },
  { id: 14, label: '地方在住社員がいる' },
  { id: 15, label: 'スタートアップ' },
  { id: 16, label: '副業' },
] as const satisfies readonly PreferredCondition[];

export type PreferredConditionId = (typeof PREFERRED_CONDITIONS)[number]['id'];
export const PREFERRED_CONDITION_IDS = PREFERRED_CONDITIONS.map((c) => c.id);

/** Named ids for code that applies a condition by meaning (factories, rules). */
export const PREFERRED_CONDITION = {
  sideJobOk: 1,
  joinViaSideJob: 2,
  stockOptions: 3,
  btob: 4,
  btoc: 5,
  listed: 6,
  global: 7,
  overtimeUnder20h: 8,
  agile: 9,
  englishAtWork: 10,
  flextime: 11,
  engineerExecutive: 12,
  parentalLeaveTaken: 13,
  regionalEmployees: 14,
  startup: 15,
  sideJob: 16,
} as const satisfies Record<string, PreferredConditionId>;

export const preferredConditionsById: ReadonlyMap<number, PreferredCondition> = new Map(
  PREFERRED_CONDITIONS.map((c) => [c.id, c]),
);

export const preferredConditionIdSchema = z
  .number()
  .int()
  .refine((id) => preferredConditionsById.has(id), { message: '存在しないこだわり条件です' });
