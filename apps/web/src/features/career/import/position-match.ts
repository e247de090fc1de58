import type { JobPositionCategory } from '../../../shared/api/career';

/**
 * A first guess at an imported experience's job positions, from its title alone, so the
 * person mostly confirms instead of picking. Deliberately simple (the server has the full
 * inference for experiences already saved): the title is compared with the master's names
 * and a few common English and Japanese ways of saying them. Precision over recall: generic
 * titles ("Software Engineer", "エンジニア") guess nothing and "その他" is never guessed.
 */

/** At most this many guesses, like the server's inference. */
export const MAX_GUESSED_POSITIONS = 3;

/** Other words for a master position, keyed by the master's (Japanese) name. */
const ALIASES: Record<string, readonly string[]> = {
  フロントエンドエンジニア: ['frontend', 'front end', 'front-end', 'フロントエンド'],
  バックエンドエンジニア: [
    'backend',
    'back end',
    'back-end',
    'server side',
    'server-side',
    'バックエンド',
    'サーバーサイド',
  ],
  Webアプリケーションエンジニア: [
    'web developer',
    'web engineer',
    'webエンジニア',
    'webアプリ',
    'full stack',
    'fullstack',
    'full-stack',
    'フルスタック',
  ],
  インフラエンジニア: [
    'infrastructure',
    'devops',
    'cloud engineer',
    'platform engineer',
    'インフラ',
    'クラウドエンジニア',
  ],
  SRE: ['site reliability'],
  Androidエンジニア: ['android'],
  iOSエンジニア: ['ios'],
  モバイルアプリエンジニア: ['mobile', 'react native', 'flutter', 'モバイル'],
  機械学習エンジニア: [
    'machine learning',
    'ml engineer',
    'ai engineer',
    'aiエンジニア',
    '機械学習',
  ],
  データサイエンティスト: ['data scientist', 'data science'],
  プロジェクトマネージャー: ['project manager', 'プロジェクトマネジャー'],
  プロダクトマネージャー: [
    'product manager',
    'product owner',
    'プロダクトマネジャー',
    'プロダクトオーナー',
  ],
  テックリード: ['tech lead', 'technical lead', 'lead engineer', 'リードエンジニア'],
  エンジニアリングマネージャー: [
    'engineering manager',
    'vp of engineering',
    'エンジニアリングマネジャー',
    '開発マネージャー',
    '開発部長',
  ],
  リサーチエンジニア: [
    'research engineer',
    'research scientist',
    'researcher',
    '研究員',
    '研究開発',
  ],
  'QA・テストエンジニア': [
    'qa',
    'quality assurance',
    'test engineer',
    'sdet',
    'テストエンジニア',
    '品質保証',
  ],
  ソフトウェアアーキテクト: ['architect', 'アーキテクト'],
  システムエンジニア: ['system engineer', 'systems engineer'],
  組込みエンジニア: ['embedded', 'firmware', '組み込み', 'ファームウェア'],
  データベースエンジニア: ['database', 'dba', 'データベース'],
  ネットワークエンジニア: ['network engineer', 'ネットワーク'],
  セキュリティエンジニア: ['security', 'セキュリティ'],
  スクラムマスター: ['scrum master'],
  ゲームエンジニア: ['game', 'ゲーム'],
  CTO: ['chief technology officer', '最高技術責任者'],
  コーポレートエンジニア: ['corporate engineer', '社内se', '情報システム', '情シス'],
  デザイナー: ['designer', 'ui', 'ux', 'デザイン'],
  データエンジニア: ['data engineer', 'データ基盤'],
};

const NEVER_GUESSED = new Set(['その他']);

/** NFKC, lower case, separators (spaces, dots, dashes) as one space. */
const spaced = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s・·\-‐–—_/|]+/g, ' ')
    .trim();
/** As `spaced`, without spaces or long-vowel marks: サーバーサイド and サーバサイド agree. */
const compact = (text: string): string => spaced(text).replace(/[ ー]/g, '');

const LATIN_ONLY = /^[a-z0-9 .+#&]+$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `term` occurs in the title: Latin terms as whole words, others anywhere. */
function mentions(title: { spaced: string; compact: string }, term: string): boolean {
  const s = spaced(term);
  if (!s) return false;
  if (LATIN_ONLY.test(s)) {
    return new RegExp(`(?<![a-z0-9])${escapeRegExp(s)}(?![a-z0-9])`).test(title.spaced);
  }
  return title.compact.includes(compact(term));
}

/** Master position ids the title names, in master order, at most three. */
export function guessPositions(
  title: string | null | undefined,
  categories: readonly JobPositionCategory[],
): number[] {
  if (!title) return [];
  const normalized = { spaced: spaced(title), compact: compact(title) };
  const found: number[] = [];
  for (const category of categories) {
    for (const position of category.positionList) {
      const name = position.jobPositionName;
      if (NEVER_GUESSED.has(name) || found.includes(position.id)) continue;
      const terms = [name, ...(ALIASES[name] ?? [])];
      if (terms.some((term) => mentions(normalized, term))) found.push(position.id);
    }
  }
  return found.sort((a, b) => a - b).slice(0, MAX_GUESSED_POSITIONS);
}
