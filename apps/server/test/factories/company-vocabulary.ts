import { type BusinessTypeId, PREFERRED_CONDITION, prefectureCodeByName } from '@kiseki/contract';
import { createRng, seedFromText } from './random';

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
  { ja: 'ハナミズキ', romaji: 'hanamizuki' },
  { ja: 'ソヨカゼ', romaji: 'soyokaze' },
  { ja: 'ユズリハ', romaji: 'yuzuriha' },
  { ja: 'アオゾラ', romaji: 'aozora' },
  { ja: 'キラメキ', romaji: 'kirameki' },
  { ja: 'マドカ', romaji: 'madoka' },
  { ja: 'ミヤビ', romaji: 'miyabi' },
  { ja: 'コトノハ', romaji: 'kotonoha' },
  { ja: 'ウミカゼ', romaji: 'umikaze' },
  { ja: 'アマテラス', romaji: 'amaterasu' },
  { ja: 'ハヤブサ', romaji: 'hayabusa' },
  { ja: 'イナホ', romaji: 'inaho' },
  { ja: 'タマユラ', romaji: 'tamayura' },
  { ja: 'ヒナタ', romaji: 'hinata' },
  { ja: 'サザナミ', romaji: 'sazanami' },
  { ja: 'ミズホ', romaji: 'mizuho' },
  { ja: 'ホタル', romaji: 'hotaru' },
  { ja: 'カザグルマ', romaji: 'kazaguruma' },
  { ja: 'ツクシ', romaji: 'tsukushi' },
  { ja: 'モミジ', romaji: 'momiji' },
  { ja: 'グリーンリーフ', romaji: 'greenleaf' },
  { ja: 'スカイライン', romaji: 'skyline' },
  { ja: 'ブリッジ', romaji: 'bridge' },
  { ja: 'ピボット', romaji: 'pivot' },
  { ja: 'コンパス', romaji: 'compass' },
  { ja: 'ハーモニー', romaji: 'harmony' },
  { ja: 'ファルコン', romaji: 'falcon' },
  { ja: 'エルム', romaji: 'elm' },
  { ja: 'リンクス', romaji: 'lynx' },
  { ja: 'ステラ', romaji: 'stella' },
  { ja: 'ノヴァ', romaji: 'nova' },
  { ja: 'セレス', romaji: 'ceres' },
  { ja: 'カイト', romaji: 'kite' },
  { ja: 'リーフ', romaji: 'leaf' },
  { ja: 'ポラリス', romaji: 'polaris' },
  { ja: 'グラニット', romaji: 'granite' },
  { ja: '若草', romaji: 'wakakusa' },
  { ja: '高千穂', romaji: 'takachiho' },
  { ja: '白樺', romaji: 'shirakaba' },
  { ja: '大和', romaji: 'yamato' },
  { ja: '浪速', romaji: 'naniwa' },
  { ja: '博多', romaji: 'hakata' },
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
  { ja: 'ホールディングス', romaji: 'holdings' },
  { ja: 'エンジニアリング', romaji: 'engineering' },
  { ja: 'リンク', romaji: 'link' },
  { ja: 'ウェーブ', romaji: 'wave' },
  { ja: 'プラス', romaji: 'plus' },
  { ja: 'スタジオ', romaji: 'studio' },
  { ja: 'コネクト', romaji: 'connect' },
  { ja: 'イノベーションズ', romaji: 'innovations' },
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
  /** What its customers struggle with, as 「…を解決する」 reads it. */
  challenges: readonly string[];
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
    challenges: ['紙とExcelに頼った業務', '月末に集中する手作業', '部署ごとに分断されたデータ'],
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
    challenges: [
      '複雑で分かりにくいお金の管理',
      '手間のかかる請求・入金の確認',
      '資産運用へのハードルの高さ',
    ],
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
    challenges: ['人手に頼った採用業務', '見えにくい社員のスキルやキャリア', '急な人手不足'],
    missions: ['はたらく人の可能性を広げる', '人と仕事の出会いをなめらかにする'],
    products: ['採用管理システム', 'タレントマネジメントSaaS', 'スキマバイトのマッチングアプリ'],
    customers: ['人事部門', '働く人', '採用担当者'],
    audienceConditions: [btob, btoc],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 6,
  },
  {
    name: '医療・ヘルスケア',
    challenges: ['紙カルテと電話予約に追われる医療現場', '通院の負担', '介護記録の手間'],
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
    challenges: [
      '在庫と売上がつながっていない店舗運営',
      'ネット販売を始める手間',
      '買い物にかかる時間',
    ],
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
    challenges: ['先生の長時間労働', '学び直しの時間が取れない忙しさ', '地域による教育機会の差'],
    missions: ['学びを、すべての人の手に', '学び続ける人を支える'],
    products: ['オンライン学習サービス', '学校向け校務支援システム', 'プログラミング学習サービス'],
    customers: ['学び直したい社会人', '全国の学校', '子どもたち'],
    audienceConditions: [btoc, btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 4,
  },
  {
    name: '物流',
    challenges: ['電話とFAXで回る配車業務', 'ドライバー不足', '倉庫作業の属人化'],
    missions: ['物流の「当たり前」を支え続ける', 'モノが届く仕組みをデータで変える'],
    products: ['配送管理システム', '倉庫管理システム（WMS）', 'トラック配車マッチングサービス'],
    customers: ['物流事業者', '荷主企業', 'ドライバー'],
    audienceConditions: [btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 3,
  },
  {
    name: '不動産',
    challenges: ['紙と対面が前提の不動産取引', '物件情報の探しにくさ', '管理会社の煩雑な事務作業'],
    missions: ['住まい探しをもっと自由に', '不動産取引をシンプルにする'],
    products: ['不動産ポータルサイト', '賃貸管理クラウド', '物件内見予約サービス'],
    customers: ['不動産会社', '住まいを探す人', '管理会社'],
    audienceConditions: [btob, btoc],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 3,
  },
  {
    name: '広告・マーケティング',
    challenges: [
      '勘と経験に頼った広告運用',
      '成果の見えにくいマーケティング施策',
      'ばらばらに管理された顧客データ',
    ],
    missions: ['届けたい人に、届けたい情報を', 'マーケティングをデータで民主化する'],
    products: ['広告配信プラットフォーム', 'マーケティングオートメーションツール', 'SNS分析ツール'],
    customers: ['広告主', 'マーケティング担当者', 'メディア'],
    audienceConditions: [btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 4,
  },
  {
    name: 'ゲーム・エンタメ',
    challenges: ['ファンとの接点の少なさ', 'チケットの不正転売', '作品が届くまでの遠さ'],
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
    challenges: [
      'ベテランの勘に頼った設備保全',
      '見えない生産ラインのムダ',
      '紙の日報による品質管理',
    ],
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
    challenges: [
      'データはあるのに活かせない状態',
      '需要予測の外れによる廃棄ロス',
      '手作業による文書作成',
    ],
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
    challenges: [
      '老朽化した基幹システム',
      '部門ごとに作られた業務システムの分断',
      '紙の申請手続き',
    ],
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
  {
    name: '旅行・観光',
    challenges: [
      '電話とFAXで受ける宿泊予約',
      '地域の魅力が旅行者に届かないこと',
      '繁忙期と閑散期の差',
    ],
    missions: ['旅をもっと自由に、もっと身近に', '地域の魅力をテクノロジーで届ける'],
    products: [
      '宿泊予約サイト',
      'ホテル向け予約管理システム',
      '旅行プラン作成アプリ',
      '観光施設向けデジタルチケット',
    ],
    customers: ['旅行者', '宿泊施設', '自治体・観光協会'],
    audienceConditions: [btoc, btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 3,
  },
  {
    name: 'モビリティ',
    challenges: ['地方の移動手段の不足', '車両の稼働率の低さ', '紙の運行日報'],
    missions: ['移動の不便をなくす', '誰もが自由に移動できる社会をつくる'],
    products: [
      'タクシー配車アプリ',
      'カーシェアリングサービス',
      '運行管理クラウド',
      'EV充電スポット検索アプリ',
    ],
    customers: ['移動する人', 'タクシー事業者', '自治体'],
    audienceConditions: [btoc, btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 3,
  },
  {
    name: 'リーガルテック',
    challenges: [
      '印鑑と郵送に頼った契約締結',
      '属人化した契約書のチェック',
      '探しにくい過去の契約書',
    ],
    missions: ['法律をすべての人にとって身近にする', '契約にまつわる手間をなくす'],
    products: ['電子契約サービス', '契約書レビュー支援AI', '法務案件管理システム'],
    customers: ['企業の法務部門', '法律事務所', '中小企業'],
    audienceConditions: [btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 2,
  },
  {
    name: 'メディア',
    challenges: [
      '信頼できる情報の見つけにくさ',
      'クリエイターの収益化の難しさ',
      '読者との接点の減少',
    ],
    missions: ['良質な情報を必要な人へ届ける', 'つくる人が報われる仕組みをつくる'],
    products: [
      'ニュースアプリ',
      'レシピ動画メディア',
      '電子書籍ストア',
      'ポッドキャスト配信プラットフォーム',
    ],
    customers: ['読者', 'クリエイター', '広告主'],
    audienceConditions: [btoc],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 3,
  },
  {
    name: '農業・食品',
    challenges: ['経験と勘に頼った栽培管理', '生産者の販路の少なさ', '飲食店の人手不足'],
    missions: ['食の未来をデータで支える', '生産者と食べる人をつなぐ'],
    products: [
      '農業向け生産管理アプリ',
      '産地直送のECプラットフォーム',
      '飲食店向けモバイルオーダー',
      '食品工場向け品質管理システム',
    ],
    customers: ['生産者', '飲食店', '食品メーカー'],
    audienceConditions: [btob, btoc],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 2,
  },
  {
    name: 'エネルギー',
    challenges: [
      '読みにくい電力の需要と供給',
      '分かりにくい電気料金プラン',
      '点在する発電設備の見回り',
    ],
    missions: ['エネルギーを賢く使う社会をつくる', '脱炭素をソフトウェアで加速する'],
    products: [
      '電力需給管理システム',
      '電力プランの比較・切替サービス',
      '太陽光発電所の遠隔監視サービス',
    ],
    customers: ['電力会社', '家庭の利用者', '発電事業者'],
    audienceConditions: [btob, btoc],
    businessTypes: [
      [1, 80],
      [2, 20],
    ],
    weight: 2,
  },
  {
    name: 'セキュリティ',
    challenges: [
      '後回しにされがちな脆弱性対策',
      '増え続けるSaaSアカウントの管理',
      '見えにくいクラウドの設定ミス',
    ],
    missions: ['安心してITを使える社会をつくる', 'サイバー攻撃から企業を守る'],
    products: [
      '脆弱性診断サービス',
      'クラウドセキュリティ監視SaaS',
      'ID管理・シングルサインオンサービス',
    ],
    customers: ['企業の情報システム部門', 'SaaS事業者', '金融機関'],
    audienceConditions: [btob],
    businessTypes: [
      [1, 75],
      [2, 20],
      [3, 5],
    ],
    weight: 2,
  },
  {
    name: '建設・建築',
    challenges: [
      '紙の図面と電話で進む現場管理',
      '職人の高齢化と人手不足',
      '現場と事務所の情報の行き違い',
    ],
    missions: ['建設現場の働き方を変える', 'ものづくりの現場にデジタルの力を'],
    products: ['施工管理アプリ', '建設現場向け図面共有クラウド', 'BIMデータ活用プラットフォーム'],
    customers: ['建設会社', '現場監督', '設計事務所'],
    audienceConditions: [btob],
    businessTypes: IN_HOUSE_MOSTLY,
    weight: 2,
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

/**
 * What a company makes: one or two of its industry's products, read from its name, so that
 * the company page and every posting of the company speak of the same service without a
 * column to hold it.
 */
export function companyProducts(name: string, industry: IndustryProfile): readonly string[] {
  const rng = createRng(seedFromText(`products:${name}`));
  return rng.sample(industry.products, rng.chance(0.35) ? 2 : 1);
}

/**
 * Office districts of the hubs, with a station each, for 勤務地 lines. Prefectures not listed
 * read as the prefecture alone.
 */
export const OFFICE_AREAS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  東京都: [
    ['渋谷区', '渋谷'],
    ['港区', '六本木一丁目'],
    ['港区', '田町'],
    ['千代田区', '大手町'],
    ['中央区', '日本橋'],
    ['品川区', '五反田'],
    ['新宿区', '西新宿'],
    ['目黒区', '中目黒'],
    ['文京区', '後楽園'],
    ['江東区', '豊洲'],
  ],
  大阪府: [
    ['大阪市北区', '梅田'],
    ['大阪市中央区', '本町'],
    ['大阪市西区', '肥後橋'],
  ],
  福岡県: [
    ['福岡市中央区', '天神'],
    ['福岡市博多区', '博多'],
  ],
  愛知県: [
    ['名古屋市中村区', '名古屋'],
    ['名古屋市中区', '栄'],
  ],
  神奈川県: [
    ['横浜市西区', 'みなとみらい'],
    ['川崎市幸区', '川崎'],
  ],
  京都府: [
    ['京都市下京区', '京都'],
    ['京都市中京区', '烏丸御池'],
  ],
  北海道: [['札幌市中央区', '大通']],
  宮城県: [['仙台市青葉区', '仙台']],
  広島県: [['広島市中区', '紙屋町']],
  兵庫県: [['神戸市中央区', '三宮']],
  沖縄県: [['那覇市', '県庁前']],
  石川県: [['金沢市', '金沢']],
  長野県: [['長野市', '長野']],
  新潟県: [['新潟市中央区', '新潟']],
  熊本県: [['熊本市中央区', '熊本']],
  岡山県: [['岡山市北区', '岡山']],
  香川県: [['高松市', '高松']],
  静岡県: [['静岡市葵区', '静岡']],
  埼玉県: [['さいたま市大宮区', '大宮']],
  千葉県: [['千葉市美浜区', '海浜幕張']],
};
