import { PREFERRED_CONDITION } from '@kiseki/contract';
import { techTagsInText } from './skills';

/*
 * The person's 「やりたいこと」 (want_to_do) is the only place they say what they hope for
 * beyond the hard conditions. Read plainly: technologies they name (the tag list) and the
 * words that mean one of the board's preferred conditions. No guessing beyond the words.
 */

const c = PREFERRED_CONDITION;

/**
 * Words that mean a preferred condition. Matched on NFKC-lowercased text, so full-width
 * and case do not matter. 「副業」 alone means both the side-job conditions.
 */
const CONDITION_WORDS: readonly (readonly [conditionIds: readonly number[], words: string[]])[] = [
  [
    [c.sideJobOk, c.sideJob],
    ['副業', '複業', 'パラレルワーク'],
  ],
  [[c.joinViaSideJob], ['副業から', '副業で始め']],
  [[c.stockOptions], ['ストックオプション']],
  [[c.btob], ['btob', 'b2b', '法人向け', 'saas']],
  [[c.btoc], ['btoc', 'b2c', '消費者向け', '一般ユーザー向け']],
  [[c.listed], ['上場企業', '上場している']],
  [[c.global], ['グローバル', '海外']],
  [[c.overtimeUnder20h], ['残業', 'ワークライフバランス', 'ワークライフ']],
  [[c.agile], ['アジャイル', 'スクラム']],
  [[c.englishAtWork], ['英語']],
  [[c.flextime], ['フレックス']],
  [[c.engineerExecutive], ['エンジニア出身の経営', 'エンジニアが経営', '技術がわかる経営']],
  [[c.parentalLeaveTaken], ['育休', '育児', '子育て']],
  [[c.regionalEmployees], ['地方', '移住', 'uターン', 'iターン']],
  [[c.startup], ['スタートアップ', 'ベンチャー', '立ち上げ', '0→1', '0から1']],
];

export interface Wants {
  /** Tech tags the person names as what they want to do. */
  tagIds: number[];
  /** Preferred conditions their words ask for. */
  conditionIds: number[];
}

export function readWants(wantToDo: string | null | undefined): Wants {
  if (!wantToDo) return { tagIds: [], conditionIds: [] };
  const lower = wantToDo.normalize('NFKC').toLowerCase();
  const conditions = new Set<number>();
  for (const [ids, words] of CONDITION_WORDS) {
    if (words.some((w) => lower.includes(w))) for (const id of ids) conditions.add(id);
  }
  return {
    tagIds: techTagsInText(wantToDo),
    conditionIds: [...conditions].sort((a, b) => a - b),
  };
}
