import { describe, expect, it } from 'vitest';
import type { JobPositionCategory } from '../../../shared/api/career';
import { guessPositions } from './position-match';

/** The master as GET /api/technical_term_master/job_positions answers it (camelCased). */
const NAMES: [number, string][] = [
  [1, 'フロントエンドエンジニア'],
  [2, 'バックエンドエンジニア'],
  [3, 'Webアプリケーションエンジニア'],
  [4, 'インフラエンジニア'],
  [5, 'SRE'],
  [6, 'Androidエンジニア'],
  [7, 'iOSエンジニア'],
  [8, 'モバイルアプリエンジニア'],
  [9, '機械学習エンジニア'],
  [10, 'データサイエンティスト'],
  [11, 'プロジェクトマネージャー'],
  [12, 'プロダクトマネージャー'],
  [13, 'テックリード'],
  [14, 'エンジニアリングマネージャー'],
  [16, 'QA・テストエンジニア'],
  [17, 'ソフトウェアアーキテクト'],
  [18, 'システムエンジニア'],
  [19, '組込みエンジニア'],
  [20, 'データベースエンジニア'],
  [22, 'セキュリティエンジニア'],
  [24, 'ゲームエンジニア'],
  [25, 'CTO'],
  [27, 'デザイナー'],
  [28, 'データエンジニア'],
  [29, 'その他'],
];
const MASTER: JobPositionCategory[] = [
  {
    id: 1,
    jobPositionCategoryName: 'すべて',
    positionList: NAMES.map(([id, jobPositionName]) => ({ id, jobPositionName })),
  },
];

describe('guessPositions', () => {
  it.each([
    ['バックエンドエンジニア', [2]],
    ['シニアバックエンドエンジニア', [2]],
    ['サーバサイドエンジニア', [2]],
    ['サーバーサイドエンジニア', [2]],
    ['Senior Backend Engineer', [2]],
    ['Frontend Engineer', [1]],
    ['フロントエンドエンジニア（React）', [1]],
    ['Full Stack Developer', [3]],
    ['Webエンジニア', [3]],
    ['Site Reliability Engineer', [5]],
    ['SRE', [5]],
    ['Android / iOS Engineer', [6, 7]],
    ['iOSエンジニア', [7]],
    ['Machine Learning Engineer', [9]],
    ['Data Scientist', [10]],
    ['Engineering Manager', [14]],
    ['エンジニアリングマネジャー', [14]],
    ['Product Manager', [12]],
    ['プロジェクトマネージャー', [11]],
    ['Tech Lead', [13]],
    ['QAエンジニア', [16]],
    ['ＱＡエンジニア', [16]],
    ['CTO', [25]],
    ['Co-founder & CTO', [25]],
    ['UI/UX Designer', [27]],
    ['Data Engineer', [28]],
    ['Game Programmer', [24]],
  ])('%s → %o', (title, ids) => {
    expect(guessPositions(title, MASTER)).toEqual(ids);
  });

  it.each([
    'Software Engineer',
    'ソフトウェアエンジニア',
    'エンジニア',
    'Developer',
    'Director of Sales',
    'Building manager',
    'Founder',
    'その他',
  ])('guesses nothing for %s', (title) => {
    expect(guessPositions(title, MASTER)).toEqual([]);
  });

  it('guesses at most three, in master order', () => {
    expect(guessPositions('Frontend / Backend / Infrastructure / SRE Engineer', MASTER)).toEqual([
      1, 2, 4,
    ]);
  });

  it('guesses nothing without a title or a master', () => {
    expect(guessPositions(null, MASTER)).toEqual([]);
    expect(guessPositions('', MASTER)).toEqual([]);
    expect(guessPositions('Backend Engineer', [])).toEqual([]);
  });
});
