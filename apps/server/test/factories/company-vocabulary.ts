import { type BusinessTypeId, PREFERRED_CONDITION, prefectureCodeByName } from '@kiseki/contract';

/*
 * Parts that compose plausible Japanese tech companies. Every name is invented; any
 * likeness to a real company is a coincidence of common words.
 */

export interface NamePart {
  ja: string;
  romaji: string;
}

export const NAME_CORES: readonly NamePart[] = [
  { ja: 'サクラ', romaji: 'sakura' },
  { ja: 'ミライ', romaji: 'mirai' },
  { ja: 'ヒカリ', romaji: 'hikari' },
  { ja: 'ツバサ', romaji: 'tsubasa' },
  { ja: 'ホシゾラ', romaji: 'hoshizora' },
  { ja: 'コモレビ', romaji: 'komorebi' },
  { ja: 'アスナロ', romaji: 'asunaro' },
  { ja: 'カナデ', romaji: 'kanade' },
  { ja: 'ナギ', romaji: 'nagi' },
  { ja: 'イロドリ', romaji: 'irodori' },
  { ja: 'ハルカゼ', romaji: 'harukaze' },
  { ja: 'ミナト', romaji: 'minato' },
  { ja: 'トモシビ', romaji: 'tomoshibi' },
  { ja: 'シズク', romaji: 'shizuku' },
  { ja: 'アカツキ', romaji: 'akatsuki' },
  { ja: 'ワカバ', romaji: 'wakaba' },
  { ja: 'ツムギ', romaji: 'tsumugi' },
  { ja: 'カケハシ', romaji: 'kakehashi' },
  { ja: 'ヤマビコ', romaji: 'yamabiko' },
  { ja: 'スバル', romaji: 'subaru' },
  { ja: 'ネクスト', romaji: 'next' },
  { ja: 'ブルーオーシャン', romaji: 'blueocean' },
  { ja: 'フォレスト', romaji: 'forest' },
  { ja: 'アーク', romaji: 'arc' },
  { ja: 'クレスト', romaji: 'crest' },
  { ja: 'ノード', romaji: 'node' },
  { ja: 'ベクトル', romaji: 'vector' },
  { ja: 'ルミナ', romaji: 'lumina' },
  { ja: 'プリズム', romaji: 'prism' },
  { ja: 'オービット', romaji: 'orbit' },
  { ja: 'シグナル', romaji: 'signal' },
  { ja: 'ライトハウス', romaji: 'lighthouse' },
  { ja: 'ソライロ', romaji: 'sorairo' },
  { ja: 'ユイマール', romaji: 'yuimaru' },
  { ja: '青葉', romaji: 'aoba' },
  { ja: '朝日', romaji: 'asahi' },
  { ja: '北斗', romaji: 'hokuto' },
  { ja: '東雲', romaji: 'shinonome' },
];

export const NAME_SUFFIXES: readonly NamePart[] = [
  { ja: 'テック', romaji: 'tech' },
  { ja: 'ラボ', romaji: 'labs' },
  { ja: 'ソリューションズ', romaji: 'solutions' },
  { ja: 'システムズ', romaji: 'systems' },
  { ja: 'ワークス', romaji: 'works' },
  { ja: 'デジタル', romaji: 'digital' },
  { ja: 'クラウド', romaji: 'cloud' },
  { ja: 'データ', romaji: 'data' },
  { ja: 'ソフト', romaji: 'soft' },
  { ja: 'テクノロジーズ', romaji: 'technologies' },
  { ja: 'ネットワークス', romaji: 'networks' },
  { ja: 'インタラクティブ', romaji: 'interactive' },
];

/** Where the legal form goes: 株式会社 before the name is the most common. */
export const LEGAL_FORMS: readonly (readonly [(name: string) => string, number])[] = [
  [(name) => `株式会社${name}`, 60],
  [(name) => `${name}株式会社`, 28],
  [(name) => `合同会社${name}`, 12],
];

export interface IndustryProfile {
  name: string;
  /** Services or, for contract work, projects a job is about. */
  products: readonly string[];
  customers: readonly string[];
  /** Missions a company of this industry might state, besides the general ones. */
  missions: readonly string[];
  /** Preferred conditions the industry implies (BtoB, BtoC). */
  audienceConditions: readonly number[];
  businessTypes: readonly (readonly [BusinessTypeId, number])[];
  /** How often companies of this industry appear in a world. */
  weight: number;
}

const IN_HOUSE_MOSTLY: IndustryProfile['businessTypes'] = [
  [1, 88],
  [2, 8],
  [3, 4],
];
const { btob, btoc } = PREFERRED_CONDITION;

export const INDUSTRIES: readonly IndustryProfile[] = [
  {
    name: 'SaaS',
    missions: [
      '面倒な仕事をなくし、人が創造的な仕事に集中できる世界をつくる',
      'バックオフィスから日本の生産性を上げる',
    ],
    products: ['クラウド会計SaaS', '勤怠管理SaaS', '営業支援SaaS', '契約管理SaaS', '経費精算SaaS'],
    customers: ['中小企業', '全国の法人', 'バックオフィス部門'],
    audienceConditions: [btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 14,
  },
  {
    name: 'FinTech',
    missions: ['お金の不安をなくす', 'すべての人に公正な金融サービスを'],
    products: [
      '家計簿・資産管理アプリ',
      '法人向け決済プラットフォーム',
      'オンライン証券サービス',
      '後払い決済サービス',
    ],
    customers: ['個人の利用者', '加盟店', '金融機関'],
    audienceConditions: [btob, btoc],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 8,
  },
  {
    name: 'HR Tech',
    missions: ['はたらく人の可能性を広げる', '人と仕事の出会いをなめらかにする'],
    products: ['採用管理システム', 'タレントマネジメントSaaS', 'スキマバイトのマッチングアプリ'],
    customers: ['人事部門', '働く人', '採用担当者'],
    audienceConditions: [btob, btoc],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 6,
  },
  {
    name: '医療・ヘルスケア',
    missions: [
      '医療現場の負担を減らし、患者さんとの時間を増やす',
      '誰もが安心して医療を受けられる社会をつくる',
    ],
    products: [
      'クリニック向けクラウド電子カルテ',
      'オンライン診療アプリ',
      '服薬管理アプリ',
      '介護事業者向け業務支援SaaS',
    ],
    customers: ['医療機関', '患者さん', '介護事業者'],
    audienceConditions: [btob, btoc],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 6,
  },
  {
    name: 'EC・小売',
    missions: ['良いものが正しく届く仕組みをつくる', 'お店と生活者をもっと近くする'],
    products: [
      'ECサイト構築プラットフォーム',
      'ネットスーパー',
      '店舗向けPOS・在庫管理システム',
      'フリマアプリ',
    ],
    customers: ['小売事業者', '買い物をする生活者', 'ブランド'],
    audienceConditions: [btoc, btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 7,
  },
  {
    name: '教育',
    missions: ['学びを、すべての人の手に', '学び続ける人を支える'],
    products: ['オンライン学習サービス', '学校向け校務支援システム', 'プログラミング学習サービス'],
    customers: ['学び直したい社会人', '全国の学校', '子どもたち'],
    audienceConditions: [btoc, btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 4,
  },
  {
    name: '物流',
    missions: ['物流の「当たり前」を支え続ける', 'モノが届く仕組みをデータで変える'],
    products: ['配送管理システム', '倉庫管理システム（WMS）', 'トラック配車マッチングサービス'],
    customers: ['物流事業者', '荷主企業', 'ドライバー'],
    audienceConditions: [btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 3,
  },
  {
    name: '不動産',
    missions: ['住まい探しをもっと自由に', '不動産取引をシンプルにする'],
    products: ['不動産ポータルサイト', '賃貸管理クラウド', '物件内見予約サービス'],
    customers: ['不動産会社', '住まいを探す人', '管理会社'],
    audienceConditions: [btob, btoc],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 3,
  },
  {
    name: '広告・マーケティング',
    missions: ['届けたい人に、届けたい情報を', 'マーケティングをデータで民主化する'],
    products: ['広告配信プラットフォーム', 'マーケティングオートメーションツール', 'SNS分析ツール'],
    customers: ['広告主', 'マーケティング担当者', 'メディア'],
    audienceConditions: [btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 4,
  },
  {
    name: 'ゲーム・エンタメ',
    missions: ['世界中に「おもしろい」を届ける', 'エンタメで人生を豊かにする'],
    products: [
      'スマートフォン向けゲーム',
      '動画配信サービス',
      '音楽ストリーミングアプリ',
      'チケット販売プラットフォーム',
    ],
    customers: ['国内外のユーザー', 'アーティスト', 'ファン'],
    audienceConditions: [btoc],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 5,
  },
  {
    name: '製造・IoT',
    missions: ['ものづくりの現場をデータで変える', '日本の製造業をソフトウェアで強くする'],
    // Device firmware is what the embedded position works on (its own products list).
    products: [
      '工場向けIoTプラットフォーム',
      '設備保全の予兆検知サービス',
      '製造現場向け生産管理クラウド',
    ],
    customers: ['製造業', '自動車メーカー', '家電メーカー'],
    audienceConditions: [btob],
    businessTypes: [
      [1, 60],
      [2, 30],
      [3, 10],
    ],
    weight: 4,
  },
  {
    name: 'AI・データ',
    missions: ['データで意思決定を速くする', 'AIを誰もが使える道具にする'],
    products: [
      '需要予測AIサービス',
      '画像認識API',
      '生成AIを活用した文書作成支援ツール',
      'データ分析基盤',
    ],
    customers: ['小売・製造業', '開発者', '企業のデータ活用部門'],
    audienceConditions: [btob],
    businessTypes: [
      [1, 75],
      [2, 25],
    ],
    weight: 5,
  },
  {
    name: 'SI・受託開発',
    missions: ['顧客の事業をテクノロジーで前に進める', '社会を支えるシステムを確かな技術でつくる'],
    products: [
      '金融機関向け基幹システム',
      '官公庁向け業務システム',
      '大手小売業のECサイトリニューアル',
      '保険会社向け契約管理システム',
      '製造業向け生産管理システム',
    ],
    customers: ['金融機関', '官公庁・自治体', '大手事業会社'],
    audienceConditions: [btob],
    businessTypes: [
      [2, 55],
      [3, 42],
      [1, 3],
    ],
    weight: 12,
  },
];

export const industryByName = (name: string): IndustryProfile | undefined =>
  INDUSTRIES.find((i) => i.name === name);

/** Missions any company might state. */
export const GENERAL_MISSIONS: readonly string[] = [
  'テクノロジーで働く人の可能性を広げる',
  '誰もが安心して暮らせる社会をソフトウェアで支える',
  '地域と企業をつなぐ',
  '日本発のプロダクトで世界に挑む',
];

/**
 * Head offices lean on the big tech hubs the way real listings do; every other prefecture
 * keeps a small weight so filters by region still find something.
 */
const HUB_WEIGHTS: Record<string, number> = {
  東京都: 46,
  大阪府: 10,
  福岡県: 7,
  愛知県: 6,
  神奈川県: 6,
  京都府: 3,
  北海道: 3,
  宮城県: 2,
  広島県: 2,
  兵庫県: 2,
  埼玉県: 1.5,
  千葉県: 1.5,
  沖縄県: 1.5,
  静岡県: 1,
  石川県: 1,
  長野県: 1,
  新潟県: 1,
  熊本県: 1,
  岡山県: 1,
  香川県: 0.8,
};
export const PREFECTURE_WEIGHTS: readonly (readonly [number, number])[] = Array.from(
  { length: 47 },
  (_, i) => i + 1,
).map((code) => {
  const hub = Object.entries(HUB_WEIGHTS).find(([name]) => prefectureCodeByName(name) === code);
  return [code, hub ? hub[1] : 0.25] as const;
});

export const LOGO_COLORS: readonly string[] = [
  '#1f6feb',
  '#0f766e',
  '#b45309',
  '#be123c',
  '#6d28d9',
  '#0369a1',
  '#15803d',
  '#c2410c',
  '#4338ca',
  '#a21caf',
  '#0e7490',
  '#374151',
  '#9f1239',
  '#1d4ed8',
  '#047857',
  '#7c3aed',
];
