import type { JobPositionKey, TechTagName } from '@kiseki/contract';

/*
 * Parts of plausible Japanese software engineers for the candidate factory: names, schools
 * and personas (a line of work with its skills, career steps, wishes and outputs). Every
 * person, school and repository is invented; company names come from company-vocabulary.
 */

export interface NameReading {
  ja: string;
  romaji: string;
}

export const FAMILY_NAMES: readonly NameReading[] = [
  { ja: '佐藤', romaji: 'sato' },
  { ja: '鈴木', romaji: 'suzuki' },
  { ja: '高橋', romaji: 'takahashi' },
  { ja: '田中', romaji: 'tanaka' },
  { ja: '伊藤', romaji: 'ito' },
  { ja: '渡辺', romaji: 'watanabe' },
  { ja: '山本', romaji: 'yamamoto' },
  { ja: '中村', romaji: 'nakamura' },
  { ja: '小林', romaji: 'kobayashi' },
  { ja: '加藤', romaji: 'kato' },
  { ja: '吉田', romaji: 'yoshida' },
  { ja: '山田', romaji: 'yamada' },
  { ja: '佐々木', romaji: 'sasaki' },
  { ja: '山口', romaji: 'yamaguchi' },
  { ja: '松本', romaji: 'matsumoto' },
  { ja: '井上', romaji: 'inoue' },
  { ja: '木村', romaji: 'kimura' },
  { ja: '林', romaji: 'hayashi' },
  { ja: '斎藤', romaji: 'saito' },
  { ja: '清水', romaji: 'shimizu' },
  { ja: '山崎', romaji: 'yamazaki' },
  { ja: '森', romaji: 'mori' },
  { ja: '池田', romaji: 'ikeda' },
  { ja: '橋本', romaji: 'hashimoto' },
  { ja: '阿部', romaji: 'abe' },
  { ja: '石川', romaji: 'ishikawa' },
  { ja: '前田', romaji: 'maeda' },
  { ja: '藤田', romaji: 'fujita' },
  { ja: '小川', romaji: 'ogawa' },
  { ja: '岡田', romaji: 'okada' },
  { ja: '後藤', romaji: 'goto' },
  { ja: '長谷川', romaji: 'hasegawa' },
  { ja: '村上', romaji: 'murakami' },
  { ja: '近藤', romaji: 'kondo' },
  { ja: '石井', romaji: 'ishii' },
  { ja: '坂本', romaji: 'sakamoto' },
  { ja: '遠藤', romaji: 'endo' },
  { ja: '青木', romaji: 'aoki' },
  { ja: '藤井', romaji: 'fujii' },
  { ja: '西村', romaji: 'nishimura' },
  { ja: '福田', romaji: 'fukuda' },
  { ja: '太田', romaji: 'ota' },
  { ja: '三浦', romaji: 'miura' },
  { ja: '藤原', romaji: 'fujiwara' },
  { ja: '岡本', romaji: 'okamoto' },
  { ja: '松田', romaji: 'matsuda' },
  { ja: '中川', romaji: 'nakagawa' },
  { ja: '原田', romaji: 'harada' },
  { ja: '小野', romaji: 'ono' },
  { ja: '竹内', romaji: 'takeuchi' },
  { ja: '金子', romaji: 'kaneko' },
  { ja: '和田', romaji: 'wada' },
  { ja: '中島', romaji: 'nakajima' },
  { ja: '上田', romaji: 'ueda' },
  { ja: '森田', romaji: 'morita' },
  { ja: '宮崎', romaji: 'miyazaki' },
  { ja: '平野', romaji: 'hirano' },
  { ja: '大塚', romaji: 'otsuka' },
  { ja: '千葉', romaji: 'chiba' },
  { ja: '久保', romaji: 'kubo' },
];

export const GIVEN_NAMES: readonly NameReading[] = [
  { ja: '健太', romaji: 'kenta' },
  { ja: '翔太', romaji: 'shota' },
  { ja: '大輔', romaji: 'daisuke' },
  { ja: '拓也', romaji: 'takuya' },
  { ja: '直樹', romaji: 'naoki' },
  { ja: '亮', romaji: 'ryo' },
  { ja: '悠斗', romaji: 'yuto' },
  { ja: '蓮', romaji: 'ren' },
  { ja: '湊', romaji: 'minato' },
  { ja: '陽向', romaji: 'hinata' },
  { ja: '隼人', romaji: 'hayato' },
  { ja: '航', romaji: 'wataru' },
  { ja: '和也', romaji: 'kazuya' },
  { ja: '誠', romaji: 'makoto' },
  { ja: '雄大', romaji: 'yudai' },
  { ja: '慎也', romaji: 'shinya' },
  { ja: '啓介', romaji: 'keisuke' },
  { ja: '俊介', romaji: 'shunsuke' },
  { ja: '颯太', romaji: 'sota' },
  { ja: '康平', romaji: 'kohei' },
  { ja: '美咲', romaji: 'misaki' },
  { ja: '彩', romaji: 'aya' },
  { ja: 'さくら', romaji: 'sakura' },
  { ja: '陽菜', romaji: 'hina' },
  { ja: '葵', romaji: 'aoi' },
  { ja: '結衣', romaji: 'yui' },
  { ja: '真由美', romaji: 'mayumi' },
  { ja: '千尋', romaji: 'chihiro' },
  { ja: '智子', romaji: 'tomoko' },
  { ja: '優花', romaji: 'yuka' },
  { ja: '恵', romaji: 'megumi' },
  { ja: '麻衣', romaji: 'mai' },
  { ja: '遥', romaji: 'haruka' },
  { ja: '瑞穂', romaji: 'mizuho' },
  { ja: '奈々', romaji: 'nana' },
  { ja: '里奈', romaji: 'rina' },
  { ja: '沙織', romaji: 'saori' },
  { ja: '香織', romaji: 'kaori' },
  { ja: '夏美', romaji: 'natsumi' },
  { ja: '綾乃', romaji: 'ayano' },
];

/** Where a candidate studied: [school, school type (SCHOOL_TYPE), majors]. */
export const SCHOOLS: readonly (readonly [string, number, readonly string[]])[] = [
  ['東都情報大学', 0, ['情報学部 情報科学科', '経営情報学部 経営情報学科']],
  ['西都理工大学', 0, ['理工学部 電気電子工学科', '理工学部 数理科学科']],
  ['難波工科大学', 0, ['工学部 情報工学科', '工学部 機械工学科']],
  ['博多情報大学', 0, ['情報学部 情報システム学科']],
  ['尾張理工大学', 0, ['工学部 情報工学科', '理学部 物理学科']],
  ['杜の都学院大学', 0, ['経済学部 経済学科', '文学部 英文学科']],
  ['京洛大学', 0, ['理学部 数学科', '法学部 法律学科']],
  ['東都情報大学大学院', 2, ['情報学研究科 知能情報専攻']],
  ['西都理工大学大学院', 2, ['理工学研究科 電子情報専攻']],
  ['東都電子専門学校', 4, ['情報処理科', 'Webデザイン科']],
  ['北斗技術専門学校', 4, ['システム開発科']],
  ['湾岸工業高等専門学校', 6, ['電子情報工学科']],
];

/**
 * Customers named in client work, as people write them on a CV when the contract keeps the
 * name private; none names an industry, so none contradicts the work described.
 */
export const CLIENT_DESCRIPTIONS: readonly string[] = [
  '大手企業（非公開）',
  '上場企業（非公開）',
  '非公開',
];

/**
 * Where engineers live, by relative weight: the capital region and the large cities first,
 * a little of everywhere else (codes JIS X 0401).
 */
export const CANDIDATE_PREFECTURE_WEIGHTS: readonly (readonly [number, number])[] = Array.from(
  { length: 47 },
  (_, i) => i + 1,
).map((code) => {
  const hubs: Record<number, number> = {
    13: 30, // 東京都
    14: 12, // 神奈川県
    27: 9, // 大阪府
    11: 6, // 埼玉県
    40: 6, // 福岡県
    23: 6, // 愛知県
    12: 5, // 千葉県
    26: 3, // 京都府
    28: 3, // 兵庫県
    1: 2, // 北海道
    4: 2, // 宮城県
    34: 2, // 広島県
    22: 1.5, // 静岡県
    47: 1, // 沖縄県
    20: 1, // 長野県
    17: 1, // 石川県
  };
  return [code, hubs[code] ?? 0.2] as const;
});

/** Age at the March a school is finished, by SCHOOL_TYPE (university, master, vocational, 高専). */
export const GRADUATION_AGE: Readonly<Record<number, number>> = { 0: 22, 2: 24, 4: 20, 6: 20 };

export interface CareerStage {
  positions: readonly JobPositionKey[];
  /** 役職名 as people write it; null when they leave it empty. */
  titles: readonly (string | null)[];
  /** `{domain}` is the product the person worked on. */
  descriptions: readonly string[];
}

export interface PersonaRepo {
  name: string;
  description: string;
  /** [language, share of the bytes]. */
  languages: readonly (readonly [string, number])[];
}

export interface CandidatePersona {
  key: string;
  /** Relative chance of being drawn once every persona is in a pool. */
  weight: number;
  /** Whole years of experience a person of this line of work has, both inclusive. */
  years: readonly [number, number];
  salaryFactor: number;
  coreSkills: readonly TechTagName[];
  extraSkills: readonly TechTagName[];
  domains: readonly string[];
  /** Under 4 years into a career, under 9, and later. */
  stages: { early: CareerStage; mid: CareerStage; late: CareerStage };
  /** The 職務要約's first sentence; `{years}` is the years of experience. */
  summaryLeads: readonly string[];
  summaryStrengths: readonly string[];
  wantToDo: readonly string[];
  bios: readonly string[];
  repos: readonly PersonaRepo[];
  articles: readonly string[];
  githubChance: number;
  articleChance: number;
  clientWorkChance: number;
}

export const CANDIDATE_PERSONAS: readonly CandidatePersona[] = [
  {
    key: 'go-backend',
    weight: 3,
    years: [2, 14],
    salaryFactor: 1.05,
    coreSkills: ['Go', 'PostgreSQL', 'AWS'],
    extraSkills: ['Docker', 'Kubernetes', 'Redis', 'MySQL', 'Terraform', 'TypeScript'],
    domains: [
      '決済サービス',
      '会計SaaS',
      '広告配信基盤',
      '物流管理システム',
      '予約プラットフォーム',
    ],
    stages: {
      early: {
        positions: ['BACKEND_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}のAPI開発を担当。\nGo での新規エンドポイントの実装と、テストの整備を進めた。',
          '{domain}の管理画面とバッチ処理を担当。\n夜間バッチを Go で書き直し、処理時間を半分に短縮。',
        ],
      },
      mid: {
        positions: ['BACKEND_ENGINEER'],
        titles: ['シニアエンジニア', null],
        descriptions: [
          '{domain}のバックエンド開発を担当。\nPostgreSQL のスロークエリを洗い出して設計を見直し、主要 API の応答時間を 30% 短縮。',
          '{domain}のマイクロサービス化を推進。\nGo と gRPC によるサービス間通信の設計、監視とアラートの整備を担当。',
        ],
      },
      late: {
        positions: ['BACKEND_ENGINEER', 'TECH_LEAD'],
        titles: ['テックリード', 'リードエンジニア'],
        descriptions: [
          '{domain}のバックエンドチーム（5名）のテックリード。\n設計レビューと SLO の策定を担い、障害件数を前年比 40% 削減。',
          '{domain}の基盤刷新をリード。\nモノリスから Go のサービスへ段階的に移行し、リリース頻度を週1回から毎日へ。',
        ],
      },
    },
    summaryLeads: [
      'Go を中心にバックエンドの開発に約{years}年携わってきました。',
      'Web サービスのバックエンド開発に約{years}年携わり、API の設計から運用まで担当してきました。',
    ],
    summaryStrengths: [
      'データの整合性と、障害に強い設計を大切にしています。',
      'PostgreSQL の性能改善と、サービスを安全に分割していく設計が得意です。',
    ],
    wantToDo: [
      '決済基盤の信頼性を上げる仕事がしたいです。障害が起きても影響を小さく抑えられる設計に取り組みたいと考えています。',
      'Go で大量のトラフィックを支えるバックエンドを作りたいです。',
      '事業の成長に合わせて、バックエンドのアーキテクチャを育てていく仕事がしたいです。',
    ],
    bios: [
      'Go と PostgreSQL でバックエンドを作っています。地味でも壊れない仕組みが好きです。',
      'API 設計とパフォーマンス改善が得意です。休日は OSS のコードを読んでいます。',
    ],
    repos: [
      {
        name: 'go-ratelimit',
        description: 'Redis を使った Go 製のレートリミッター',
        languages: [
          ['Go', 0.96],
          ['Makefile', 0.04],
        ],
      },
      {
        name: 'ledger-api',
        description: '複式簿記の考え方で残高を管理する API のサンプル',
        languages: [
          ['Go', 0.85],
          ['PLpgSQL', 0.15],
        ],
      },
      {
        name: 'pgx-testkit',
        description: 'PostgreSQL を使うテストのためのヘルパー集',
        languages: [['Go', 1]],
      },
    ],
    articles: [
      'Go で PostgreSQL のトランザクションを安全に扱うためのパターン',
      'バックエンド API に冪等性キーを導入した話',
      'Go の context でタイムアウトを正しく伝播させる',
      'sqlc と pgx で型安全なデータアクセス層を作る',
      '決済システムの二重計上を防ぐための設計メモ',
    ],
    githubChance: 0.85,
    articleChance: 0.5,
    clientWorkChance: 0.1,
  },
  {
    key: 'rails-web',
    weight: 2,
    years: [1, 10],
    salaryFactor: 1,
    coreSkills: ['Ruby', 'Ruby on Rails', 'MySQL'],
    extraSkills: ['AWS', 'Redis', 'TypeScript', 'React', 'Docker', 'PostgreSQL'],
    domains: ['ECサイト', '求人メディア', '不動産ポータル', 'クラウド型勤怠管理', '学習サービス'],
    stages: {
      early: {
        positions: ['WEB_APPLICATION_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}の機能開発を担当。\nRuby on Rails での画面と API の実装、RSpec によるテストを書いた。',
          '{domain}の受託開発に参加。\n管理画面の実装と、既存コードのリファクタリングを担当。',
        ],
      },
      mid: {
        positions: ['WEB_APPLICATION_ENGINEER', 'BACKEND_ENGINEER'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}の開発を担当。\nRails のバージョンアップ（5系から7系）を計画・実施し、N+1 の解消でページ表示を 40% 高速化。',
          '{domain}の決済・会員まわりを担当。\nSidekiq による非同期処理の設計と、MySQL のテーブル分割を進めた。',
        ],
      },
      late: {
        positions: ['BACKEND_ENGINEER', 'TECH_LEAD'],
        titles: ['テックリード', 'リードエンジニア'],
        descriptions: [
          '{domain}の開発チーム（6名）をリード。\nモジュラーモノリスへの整理を進め、チームをまたいだ変更の衝突を減らした。',
          '{domain}の技術選定と設計レビューを担当。\n採用面接やメンバーの育成にも関わる。',
        ],
      },
    },
    summaryLeads: [
      'Ruby on Rails を中心に Web アプリケーションの開発に約{years}年携わってきました。',
    ],
    summaryStrengths: [
      'プロダクトの仕様づくりから関わり、早く作って早く直すことを大事にしています。',
      'レガシーなコードを少しずつ安全に改善していくのが得意です。',
    ],
    wantToDo: [
      'ユーザーの声が近い自社サービスで、企画から関われる開発がしたいです。',
      'Rails の大規模なコードベースを、チームで健全に保つ仕組みづくりに取り組みたいです。',
      '教育や医療など、社会的な意義を感じられる領域のサービスを作りたいです。',
    ],
    bios: [
      'Rails で自社サービスを作っています。テストの書きやすい設計が好きです。',
      'Ruby が好きで、地域の Ruby コミュニティの運営も手伝っています。',
    ],
    repos: [
      {
        name: 'rails-audit-log',
        description: 'Rails のモデルの変更履歴を残す gem',
        languages: [
          ['Ruby', 0.97],
          ['HTML', 0.03],
        ],
      },
      {
        name: 'rspec-snapshot-lite',
        description: 'RSpec でスナップショットテストを書くための小さなライブラリ',
        languages: [['Ruby', 1]],
      },
      {
        name: 'kaigi-schedule',
        description: '勉強会のタイムテーブルを作る Rails アプリ',
        languages: [
          ['Ruby', 0.7],
          ['JavaScript', 0.2],
          ['HTML', 0.1],
        ],
      },
    ],
    articles: [
      'Rails 7 へのアップグレードで踏んだ落とし穴まとめ',
      'N+1 クエリを継続的に検出する仕組みを入れた',
      'Sidekiq のジョブを冪等にするためにやったこと',
      'RSpec の実行時間を半分にした話',
      'ActiveRecord で複雑な集計を読みやすく書く',
    ],
    githubChance: 0.8,
    articleChance: 0.5,
    clientWorkChance: 0.25,
  },
  {
    key: 'frontend',
    weight: 3,
    years: [1, 10],
    salaryFactor: 1,
    coreSkills: ['TypeScript', 'React', 'Next.js'],
    extraSkills: ['JavaScript', 'Vue.js', 'Node.js', 'Firebase', 'GitHub Actions', 'Redux'],
    domains: ['ECサイト', 'SaaSの管理画面', 'ニュースアプリ', 'デザインツール', '旅行予約サイト'],
    stages: {
      early: {
        positions: ['FRONTEND_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}のフロントエンド開発を担当。\nReact と TypeScript で画面を実装し、コンポーネントのテストを整備。',
          '{domain}の画面改修を担当。\njQuery で書かれた画面を Vue.js に置き換えた。',
        ],
      },
      mid: {
        positions: ['FRONTEND_ENGINEER'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}のフロントエンドを担当。\nNext.js への移行を進め、LCP を 2.8 秒から 1.6 秒に短縮。',
          '{domain}のデザインシステムを立ち上げ。\nデザイナーと共通コンポーネントを整備し、アクセシビリティ対応を推進。',
        ],
      },
      late: {
        positions: ['FRONTEND_ENGINEER', 'TECH_LEAD'],
        titles: ['フロントエンドリード', 'テックリード'],
        descriptions: [
          '{domain}のフロントエンドチーム（4名）をリード。\n設計方針の策定、コードレビュー、E2E テストの導入を担当。',
          '{domain}のフロントエンド基盤を担当。\nモノレポ化とビルドの高速化で、CI の時間を 15 分から 5 分に短縮。',
        ],
      },
    },
    summaryLeads: [
      'React と TypeScript を中心にフロントエンドの開発に約{years}年携わってきました。',
    ],
    summaryStrengths: [
      '使いやすさとアクセシビリティを大事にし、デザイナーと一緒に画面を作るのが得意です。',
      'パフォーマンスの改善と、テストの仕組みづくりに力を入れてきました。',
    ],
    wantToDo: [
      '誰にとっても使いやすい画面を、デザイナーと近い距離で作りたいです。',
      'フロントエンドの設計とパフォーマンスに責任を持てる立場で働きたいです。',
      'デザインシステムを育てて、チーム全体の開発を速くする仕事がしたいです。',
    ],
    bios: [
      'React と TypeScript で画面を作っています。アクセシビリティを勉強中です。',
      'フロントエンドエンジニアです。UI の細かい動きにこだわるのが好きです。',
    ],
    repos: [
      {
        name: 'react-a11y-dialog',
        description: 'アクセシブルなダイアログの React コンポーネント',
        languages: [
          ['TypeScript', 0.9],
          ['CSS', 0.1],
        ],
      },
      {
        name: 'nextjs-blog-starter',
        description: 'Next.js で作る技術ブログのひな形',
        languages: [
          ['TypeScript', 0.8],
          ['CSS', 0.15],
          ['JavaScript', 0.05],
        ],
      },
      {
        name: 'use-virtual-list',
        description: '大量の行を軽く表示する React フック',
        languages: [['TypeScript', 1]],
      },
    ],
    articles: [
      'React の再レンダリングを減らすために見直したこと',
      'Next.js の App Router に移行して分かったこと',
      'TypeScript の型でフォームの状態を安全に扱う',
      'フロントエンドのアクセシビリティ改善を始めるときのチェックリスト',
      'Storybook とビジュアルリグレッションテストの導入記',
    ],
    githubChance: 0.85,
    articleChance: 0.6,
    clientWorkChance: 0.15,
  },
  {
    key: 'sre',
    weight: 2,
    years: [3, 13],
    salaryFactor: 1.08,
    coreSkills: ['AWS', 'Terraform', 'Kubernetes'],
    extraSkills: ['Go', 'Docker', 'GCP', 'GitHub Actions', 'Python'],
    domains: ['動画配信サービス', 'SaaSプロダクト', 'ECプラットフォーム', 'ゲームのサーバー基盤'],
    stages: {
      early: {
        positions: ['INFRA_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}のインフラ運用を担当。\nサーバーの監視と、障害対応の手順書の整備を行った。',
          '{domain}のクラウド移行に参加。\nAWS の環境構築を Terraform でコード化した。',
        ],
      },
      mid: {
        positions: ['SITE_RELIABILITY_ENGINEER', 'INFRA_ENGINEER'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}の SRE を担当。\nKubernetes への移行を進め、デプロイ時間を 30 分から 5 分に短縮。',
          '{domain}の監視とオンコール体制を整備。\nSLO を定めてアラートを見直し、夜間の呼び出しを月 20 回から 3 回に減らした。',
        ],
      },
      late: {
        positions: ['SITE_RELIABILITY_ENGINEER', 'TECH_LEAD'],
        titles: ['SREリード', 'テックリード'],
        descriptions: [
          '{domain}の SRE チーム（4名）をリード。\nマルチリージョン構成の設計と、障害訓練の仕組みづくりを担当。',
          '{domain}のプラットフォームチームを立ち上げ。\n開発者が自分でデプロイと監視を設定できる基盤を整えた。',
        ],
      },
    },
    summaryLeads: ['インフラと SRE の領域で約{years}年の経験があります。'],
    summaryStrengths: [
      'AWS と Kubernetes を使ったサービス基盤の設計・運用と、障害に強い運用体制づくりが得意です。',
      'Terraform によるインフラのコード化と、クラウドのコスト最適化に取り組んできました。',
    ],
    wantToDo: [
      'サービスの信頼性を数字で語れるチームで、SRE の文化を根付かせたいです。',
      '開発者が安心してリリースできるプラットフォームを作りたいです。',
      'クラウドのコストと信頼性の両方に責任を持つ仕事がしたいです。',
    ],
    bios: [
      'SRE です。障害のふりかえりを書くのも読むのも好きです。',
      'Terraform と Kubernetes でインフラを作っています。',
    ],
    repos: [
      {
        name: 'terraform-aws-baseline',
        description: 'AWS アカウントの初期設定をまとめた Terraform モジュール',
        languages: [
          ['HCL', 0.9],
          ['Shell', 0.1],
        ],
      },
      {
        name: 'slo-exporter',
        description: 'SLO のエラーバジェットを可視化する Prometheus エクスポーター',
        languages: [
          ['Go', 0.95],
          ['Dockerfile', 0.05],
        ],
      },
      {
        name: 'oncall-runbooks',
        description: '障害対応の手順書テンプレート',
        languages: [
          ['Shell', 0.6],
          ['Python', 0.4],
        ],
      },
    ],
    articles: [
      'Terraform のモジュール設計で気をつけていること',
      'Kubernetes のリソース設定を見直してコストを 3 割削減した',
      'SLO を決めてアラート疲れから抜け出すまで',
      'AWS のマルチアカウント運用を始めるときの設計メモ',
      '障害訓練（ゲームデー）を社内で始めた話',
    ],
    githubChance: 0.8,
    articleChance: 0.55,
    clientWorkChance: 0.1,
  },
  {
    key: 'ios',
    weight: 1,
    years: [2, 11],
    salaryFactor: 1,
    coreSkills: ['Swift', 'Firebase'],
    extraSkills: ['Objective-C', 'Flutter', 'Dart', 'GitHub Actions', 'Kotlin'],
    domains: ['フィットネスアプリ', 'フリマアプリ', '家計簿アプリ', '写真共有アプリ'],
    stages: {
      early: {
        positions: ['IOS_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}の iOS 版の開発を担当。\nSwift で新機能を実装し、UI テストを追加した。',
          '{domain}の受託開発で iOS アプリを担当。\nObjective-C のコードを Swift へ移行した。',
        ],
      },
      mid: {
        positions: ['IOS_ENGINEER', 'MOBILE_ENGINEER'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}の iOS アプリを担当。\nSwiftUI への段階的な移行と、クラッシュ率の改善（1.2% から 0.2%）を進めた。',
          '{domain}のアプリ開発を担当。\nリリース作業を自動化し、配信頻度を月1回から隔週へ。',
        ],
      },
      late: {
        positions: ['MOBILE_ENGINEER', 'TECH_LEAD'],
        titles: ['モバイルリード', 'テックリード'],
        descriptions: [
          '{domain}のモバイルチーム（5名）をリード。\niOS と Android の設計方針をそろえ、共通の API 設計を進めた。',
          '{domain}のアプリ全体の設計を担当。\nモジュール分割でビルド時間を半分にした。',
        ],
      },
    },
    summaryLeads: ['iOS アプリの開発に約{years}年携わってきました。'],
    summaryStrengths: [
      'Swift と SwiftUI での設計と、品質を保ちながら速くリリースする仕組みづくりが得意です。',
      '手触りのよい UI と、落ちないアプリを作ることを大事にしています。',
    ],
    wantToDo: [
      '毎日使われるアプリを、細部までこだわって作りたいです。',
      'SwiftUI を使った新規アプリの立ち上げに関わりたいです。',
      'モバイルチームの設計方針を決める立場で働きたいです。',
    ],
    bios: [
      'iOS エンジニアです。SwiftUI のアニメーションが好きです。',
      'アプリの品質とリリースの自動化に取り組んでいます。',
    ],
    repos: [
      {
        name: 'SwiftUIFormKit',
        description: 'SwiftUI で入力フォームを組み立てるライブラリ',
        languages: [['Swift', 1]],
      },
      {
        name: 'ios-release-lane',
        description: 'fastlane でリリース作業を自動化した設定集',
        languages: [
          ['Ruby', 0.6],
          ['Swift', 0.4],
        ],
      },
      {
        name: 'CalmTimer',
        description: '集中するためのタイマーアプリ',
        languages: [
          ['Swift', 0.95],
          ['Objective-C', 0.05],
        ],
      },
    ],
    articles: [
      'SwiftUI と UIKit を共存させながら移行するコツ',
      'iOS アプリのクラッシュ率を下げるためにやったこと',
      'Swift Concurrency で非同期処理を書き直した',
      'Xcode のビルド時間を半分にしたモジュール分割',
    ],
    githubChance: 0.8,
    articleChance: 0.5,
    clientWorkChance: 0.2,
  },
  {
    key: 'android',
    weight: 1,
    years: [2, 11],
    salaryFactor: 1,
    coreSkills: ['Kotlin', 'Java'],
    extraSkills: ['Flutter', 'Dart', 'Firebase', 'GitHub Actions'],
    domains: ['フードデリバリーアプリ', '乗換案内アプリ', '電子書籍アプリ', 'ポイントカードアプリ'],
    stages: {
      early: {
        positions: ['ANDROID_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}の Android 版の開発を担当。\nKotlin で新機能を実装し、単体テストを整備した。',
          '{domain}の保守開発を担当。\nJava で書かれた画面を Kotlin に書き換えた。',
        ],
      },
      mid: {
        positions: ['ANDROID_ENGINEER', 'MOBILE_ENGINEER'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}の Android アプリを担当。\nJetpack Compose への移行を進め、画面の実装にかかる時間を大きく短縮。',
          '{domain}のアプリ開発を担当。\n起動時間の計測と改善で、コールドスタートを 40% 短縮。',
        ],
      },
      late: {
        positions: ['MOBILE_ENGINEER', 'TECH_LEAD'],
        titles: ['テックリード', 'モバイルリード'],
        descriptions: [
          '{domain}のモバイルチーム（6名）のテックリード。\nマルチモジュール化と、Flutter による一部画面の共通化を判断・推進。',
          '{domain}の Android 開発をリード。\n設計レビューと新メンバーのオンボーディングを担当。',
        ],
      },
    },
    summaryLeads: ['Android アプリの開発に約{years}年携わってきました。'],
    summaryStrengths: [
      'Kotlin と Jetpack Compose による設計と、アプリのパフォーマンス改善が得意です。',
      'さまざまな端末で安定して動くアプリを作ることを大事にしています。',
    ],
    wantToDo: [
      'たくさんの人の生活を支えるアプリを作りたいです。',
      'Jetpack Compose を活かして、モバイル開発の速度を上げる仕事がしたいです。',
      'Flutter も含めて、モバイルの技術選定から関われる環境で働きたいです。',
    ],
    bios: [
      'Android エンジニアです。Kotlin が好きです。',
      'Jetpack Compose でアプリを作っています。',
    ],
    repos: [
      {
        name: 'compose-paging-sample',
        description: 'Jetpack Compose と Paging 3 のサンプル',
        languages: [['Kotlin', 1]],
      },
      {
        name: 'android-startup-tracer',
        description: 'アプリの起動時間を計測するライブラリ',
        languages: [
          ['Kotlin', 0.9],
          ['Java', 0.1],
        ],
      },
      {
        name: 'flutter-receipt-scanner',
        description: 'レシートを読み取る Flutter アプリ',
        languages: [
          ['Dart', 0.9],
          ['Kotlin', 0.05],
          ['Swift', 0.05],
        ],
      },
    ],
    articles: [
      'Jetpack Compose に移行して分かった良いところと注意点',
      'Android アプリの起動時間を 40% 短縮した方法',
      'Kotlin の Flow で画面の状態を扱う',
      'Flutter と Kotlin のどちらを選ぶかを決めた話',
    ],
    githubChance: 0.8,
    articleChance: 0.45,
    clientWorkChance: 0.2,
  },
  {
    key: 'data-engineer',
    weight: 1.5,
    years: [2, 10],
    salaryFactor: 1.05,
    coreSkills: ['Python', 'BigQuery', 'GCP'],
    extraSkills: ['Terraform', 'Docker', 'PostgreSQL', 'AWS', 'Scala'],
    domains: ['広告配信', 'ECの購買データ', 'SaaSの利用ログ', 'ゲームの行動ログ'],
    stages: {
      early: {
        positions: ['DATA_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}の集計基盤を担当。\nPython と SQL で日次レポートを作り、手作業の集計をなくした。',
          '{domain}の分析を担当。\nBigQuery の SQL でダッシュボードを整備した。',
        ],
      },
      mid: {
        positions: ['DATA_ENGINEER'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}のデータ基盤を担当。\nETL を Airflow に移し、データの遅れを半日から 1 時間に短縮。',
          '{domain}のデータパイプラインを設計。\ndbt を導入してデータの品質テストを整備した。',
        ],
      },
      late: {
        positions: ['DATA_ENGINEER', 'TECH_LEAD'],
        titles: ['データ基盤リード', 'テックリード'],
        descriptions: [
          '{domain}のデータ基盤チーム（4名）をリード。\nデータカタログとアクセス権限の設計を担当。',
          '{domain}のデータ基盤の刷新をリード。\nストリーミング処理を導入し、ほぼリアルタイムの分析を可能にした。',
        ],
      },
    },
    summaryLeads: ['データエンジニアとして約{years}年、分析基盤の設計と運用に携わってきました。'],
    summaryStrengths: [
      'BigQuery と Python を使ったパイプラインづくりと、データの品質を保つ仕組みが得意です。',
      '分析する人が迷わず使えるデータを整えることを大事にしています。',
    ],
    wantToDo: [
      'データを使った意思決定を支える基盤を、ゼロから設計したいです。',
      'データの品質と使いやすさに責任を持つ仕事がしたいです。',
      '機械学習チームと一緒に、特徴量の基盤を作りたいです。',
    ],
    bios: [
      'データエンジニアです。SQL を書くのが好きです。',
      '分析基盤を作っています。dbt と BigQuery をよく使います。',
    ],
    repos: [
      {
        name: 'bq-cost-report',
        description: 'BigQuery のクエリ費用を集計するツール',
        languages: [['Python', 1]],
      },
      {
        name: 'dbt-quality-macros',
        description: 'dbt でデータの品質を検査するマクロ集',
        languages: [
          ['Python', 0.6],
          ['Shell', 0.4],
        ],
      },
      {
        name: 'airflow-local-kit',
        description: 'Airflow を手元で試すための設定一式',
        languages: [
          ['Python', 0.6],
          ['Dockerfile', 0.2],
          ['Shell', 0.2],
        ],
      },
    ],
    articles: [
      'BigQuery のコストを半分にしたクエリの見直し',
      'dbt でデータの品質テストを始める',
      'Airflow から Cloud Composer に移行した話',
      'データ基盤の権限設計で考えたこと',
      'Python で書く ETL のテストの書き方',
    ],
    githubChance: 0.75,
    articleChance: 0.55,
    clientWorkChance: 0.1,
  },
  {
    key: 'machine-learning',
    weight: 1,
    years: [2, 10],
    salaryFactor: 1.12,
    coreSkills: ['Python', 'GCP', 'Docker'],
    extraSkills: ['BigQuery', 'Kubernetes', 'AWS', 'C++', 'Go'],
    domains: ['需要予測', 'レコメンド', '画像検査', '不正検知', '文書検索'],
    stages: {
      early: {
        positions: ['DATA_SCIENTIST'],
        titles: [null],
        descriptions: [
          '{domain}の分析とモデル作成を担当。\nPython で特徴量を作り、精度の検証を行った。',
          '{domain}の PoC を担当。\nお客様のデータを使ったモデルの検証と報告を行った。',
        ],
      },
      mid: {
        positions: ['MACHINE_LEARNING_ENGINEER'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}モデルの開発と運用を担当。\n学習から推論までのパイプラインを整え、モデルの更新を月1回から週1回へ。',
          '{domain}の機械学習 API を担当。\n推論をコンテナ化し、応答時間を 200ms 以内に収めた。',
        ],
      },
      late: {
        positions: ['MACHINE_LEARNING_ENGINEER', 'TECH_LEAD'],
        titles: ['MLリード', 'テックリード'],
        descriptions: [
          '{domain}の機械学習チーム（5名）をリード。\nMLOps の基盤づくりと、モデルの評価指標の設計を担当。',
          '{domain}の新規プロダクトで機械学習を担当。\n大規模言語モデルを使った機能の設計と評価を進めた。',
        ],
      },
    },
    summaryLeads: [
      '機械学習エンジニアとして約{years}年、モデルの開発から本番運用まで携わってきました。',
    ],
    summaryStrengths: [
      '精度だけでなく、運用し続けられる仕組みとしてモデルを作ることを大事にしています。',
      'Python によるモデル開発と、GCP 上の MLOps 基盤づくりが得意です。',
    ],
    wantToDo: [
      '機械学習を使って、事業の数字に直接効くプロダクトを作りたいです。',
      'MLOps の基盤を整えて、モデルを速く安全に届けられるようにしたいです。',
      '大規模言語モデルを使った機能を、評価の仕組みから作りたいです。',
    ],
    bios: [
      '機械学習エンジニアです。モデルを本番で動かし続けるのが仕事です。',
      '需要予測と推薦システムに取り組んでいます。',
    ],
    repos: [
      {
        name: 'feature-store-lite',
        description: '小さなチーム向けの特徴量ストア',
        languages: [
          ['Python', 0.95],
          ['Dockerfile', 0.05],
        ],
      },
      {
        name: 'ml-serving-template',
        description: '推論 API をコンテナで動かすテンプレート',
        languages: [
          ['Python', 0.85],
          ['Dockerfile', 0.1],
          ['Shell', 0.05],
        ],
      },
      {
        name: 'ja-search-eval',
        description: '日本語の文書検索を評価するスクリプト集',
        languages: [
          ['Python', 0.9],
          ['Jupyter Notebook', 0.1],
        ],
      },
    ],
    articles: [
      '機械学習モデルの監視で見ている指標',
      '推論 API のレイテンシを 200ms 以内に収めるまで',
      'Vertex AI Pipelines で学習を自動化した',
      '需要予測モデルの評価でつまずいたこと',
      '日本語の検索評価データを作るときの注意点',
    ],
    githubChance: 0.8,
    articleChance: 0.65,
    clientWorkChance: 0.15,
  },
  {
    key: 'rust-systems',
    weight: 0.5,
    years: [4, 15],
    salaryFactor: 1.15,
    coreSkills: ['Rust', 'C++', 'Go'],
    extraSkills: ['Kubernetes', 'Redis', 'AWS', 'PostgreSQL', 'Python'],
    domains: [
      '取引システム',
      '広告のリアルタイム入札システム',
      'ゲームサーバー',
      'IoT データ収集基盤',
    ],
    stages: {
      early: {
        positions: ['BACKEND_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}の開発を担当。\nC++ で書かれたサーバーの保守と、性能測定の自動化を行った。',
          '{domain}のサーバー開発を担当。\nGo でのプロトコル実装と負荷試験を担当した。',
        ],
      },
      mid: {
        positions: ['BACKEND_ENGINEER', 'SOFTWARE_ARCHITECT'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}の中核部分を Rust で書き直し。\np99 レイテンシを 12ms から 3ms に短縮。',
          '{domain}の性能改善を担当。\nプロファイリングでボトルネックを特定し、メモリ使用量を 60% 削減。',
        ],
      },
      late: {
        positions: ['SOFTWARE_ARCHITECT', 'TECH_LEAD'],
        titles: ['アーキテクト', 'テックリード'],
        descriptions: [
          '{domain}のアーキテクチャ設計を担当。\nRust への移行方針を定め、チームへの導入と教育を進めた。',
          '{domain}の開発チーム（4名）をリード。\n低レイテンシと可用性を両立する設計をまとめた。',
        ],
      },
    },
    summaryLeads: [
      'C++ と Rust を中心に、性能が求められるシステムの開発に約{years}年携わってきました。',
    ],
    summaryStrengths: [
      '計測に基づいた性能改善が得意です。',
      'メモリ安全性と低レイテンシの両立に関心があります。',
    ],
    wantToDo: [
      'Rust で低レイテンシなシステムを作りたいです。',
      '性能と信頼性が強く求められる基盤の設計に関わりたいです。',
      'Rust の導入をチームで進め、安全で速いソフトウェアを作りたいです。',
    ],
    bios: [
      'Rust と C++ を書いています。計測してから直すのが信条です。',
      '低レイテンシなサーバーを作るのが好きです。',
    ],
    repos: [
      {
        name: 'tiny-orderbook',
        description: 'Rust で書いた板寄せのシミュレーター',
        languages: [['Rust', 1]],
      },
      {
        name: 'fast-ja-tokenizer',
        description: '日本語の分かち書きを高速に行うライブラリ',
        languages: [
          ['Rust', 0.85],
          ['Python', 0.15],
        ],
      },
      {
        name: 'latency-histogram',
        description: 'レイテンシの分布を記録する軽量ライブラリ',
        languages: [
          ['C++', 0.7],
          ['Rust', 0.3],
        ],
      },
    ],
    articles: [
      'Rust で書き直して p99 レイテンシを 4 分の 1 にした話',
      'C++ から Rust へ段階的に移行する方法',
      'perf とフレームグラフで性能のボトルネックを探す',
      'Rust の非同期ランタイムを選ぶときに比べたこと',
    ],
    githubChance: 0.95,
    articleChance: 0.6,
    clientWorkChance: 0.05,
  },
  {
    key: 'java-enterprise',
    weight: 1.5,
    years: [3, 15],
    salaryFactor: 0.95,
    coreSkills: ['Java', 'Spring Boot', 'Oracle'],
    extraSkills: ['Kotlin', 'AWS', 'MySQL', 'PostgreSQL', 'Jenkins', 'Docker'],
    domains: ['基幹システム', '保険の契約管理システム', '在庫管理システム', '受発注システム'],
    stages: {
      early: {
        positions: ['SYSTEM_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}の開発に参加。\nJava での詳細設計、実装、単体テストを担当。',
          '{domain}の保守開発を担当。\n障害の調査と改修、リリース手順の整備を行った。',
        ],
      },
      mid: {
        positions: ['SYSTEM_ENGINEER', 'BACKEND_ENGINEER'],
        titles: ['主任', null],
        descriptions: [
          '{domain}の更改プロジェクトで基本設計から担当。\nSpring Boot によるサービス化を進め、5名のチームで開発をまとめた。',
          '{domain}のクラウド移行を担当。\nオンプレミスの Oracle から AWS への移行計画と検証を進めた。',
        ],
      },
      late: {
        positions: ['PROJECT_MANAGER', 'SOFTWARE_ARCHITECT'],
        titles: ['プロジェクトリーダー', 'アーキテクト'],
        descriptions: [
          '{domain}の刷新プロジェクト（15名）のリーダー。\n要件定義と方式設計、関係部署との調整を担当。',
          '{domain}のアーキテクチャを担当。\nモダナイゼーションの方針を定め、段階的な移行を進めた。',
        ],
      },
    },
    summaryLeads: ['SIer で業務システムの開発に約{years}年携わってきました。'],
    summaryStrengths: [
      '要件定義から設計、テスト、運用まで一通り経験しており、Java と Spring Boot による開発が得意です。',
      '大規模なチームでの開発と、お客様との調整を多く経験してきました。',
    ],
    wantToDo: [
      '受託ではなく、自社サービスの開発に挑戦したいです。',
      'レガシーなシステムのモダナイゼーションを、技術の面からリードしたいです。',
      'クラウドネイティブな開発に本格的に取り組める環境で働きたいです。',
    ],
    bios: [
      '業務システムを作ってきました。最近は Kotlin を勉強しています。',
      'Java と Spring Boot で堅いシステムを作っています。',
    ],
    repos: [
      {
        name: 'spring-batch-samples',
        description: 'Spring Batch の使い方をまとめたサンプル',
        languages: [['Java', 1]],
      },
      {
        name: 'kotlin-spring-todo',
        description: 'Kotlin と Spring Boot で作る TODO アプリ',
        languages: [
          ['Kotlin', 0.9],
          ['HTML', 0.1],
        ],
      },
    ],
    articles: [
      'Spring Boot 3 への移行で気をつけたこと',
      'Oracle から PostgreSQL へ移行するときのチェックポイント',
      'Java のレガシーコードにテストを足していく',
      'SIer から見たクラウド移行の進め方',
    ],
    githubChance: 0.45,
    articleChance: 0.3,
    clientWorkChance: 0.7,
  },
  {
    key: 'engineering-manager',
    weight: 1,
    years: [9, 15],
    salaryFactor: 1.2,
    coreSkills: ['AWS', 'TypeScript', 'Go'],
    extraSkills: ['React', 'Kubernetes', 'Terraform', 'PostgreSQL', 'Python'],
    domains: ['HR SaaS', 'ヘルスケアサービス', 'マーケットプレイス', 'BtoB SaaS', '教育サービス'],
    stages: {
      early: {
        positions: ['BACKEND_ENGINEER', 'WEB_APPLICATION_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}の Web アプリケーション開発を担当。\nサーバーサイドとフロントエンドの両方を実装した。',
          '{domain}の新規開発に参加。\nAPI の設計と実装、インフラの構築も担当。',
        ],
      },
      mid: {
        positions: ['TECH_LEAD', 'BACKEND_ENGINEER'],
        titles: ['テックリード', 'リードエンジニア'],
        descriptions: [
          '{domain}の開発チーム（5名）のテックリード。\n設計レビューとリリースの仕組みづくりを担当。',
          '{domain}の立ち上げでリードエンジニアを担当。\n技術選定からリリースまでをまとめた。',
        ],
      },
      late: {
        positions: ['ENGINEERING_MANAGER'],
        titles: ['エンジニアリングマネージャー', '開発部長'],
        descriptions: [
          '{domain}のエンジニアリングマネージャー（3チーム・18名）。\n採用、評価、1on1 を通じた育成と、開発プロセスの改善を担当。',
          '{domain}の開発組織を担当。\nチームの編成を見直し、開発のリードタイムを半分にした。',
        ],
      },
    },
    summaryLeads: [
      'エンジニアとして約{years}年、直近はエンジニアリングマネージャーとして開発組織づくりに携わっています。',
    ],
    summaryStrengths: [
      '採用と育成、チームの編成、開発プロセスの改善を通じて、成果の出る組織を作ることが得意です。',
      '技術と事業の両方を見ながら優先順位を決め、チームを動かすことを大事にしています。',
    ],
    wantToDo: [
      'エンジニアが力を発揮できる組織を作りたいです。',
      'プロダクトと開発組織の両方を成長させるマネジメントに挑戦したいです。',
      'VPoE として、採用から技術戦略までを担いたいです。',
    ],
    bios: [
      'エンジニアリングマネージャーです。1on1 とふりかえりを大事にしています。',
      '開発組織づくりに関心があります。',
    ],
    repos: [
      {
        name: 'team-health-check',
        description: 'チームの健康診断アンケートを集計するツール',
        languages: [
          ['TypeScript', 0.9],
          ['CSS', 0.1],
        ],
      },
      {
        name: 'dora-metrics-cli',
        description: 'GitHub から開発生産性の指標を集計する CLI',
        languages: [['Go', 1]],
      },
    ],
    articles: [
      'エンジニアリングマネージャーになって最初の 90 日でやったこと',
      '1on1 を形だけにしないために続けていること',
      'Four Keys を計測して開発プロセスを改善した',
      'エンジニア採用の面接を構造化した話',
    ],
    githubChance: 0.5,
    articleChance: 0.6,
    clientWorkChance: 0.05,
  },
  {
    key: 'php-laravel',
    weight: 1.5,
    years: [1, 10],
    salaryFactor: 0.9,
    coreSkills: ['PHP', 'Laravel', 'MySQL'],
    extraSkills: ['Vue.js', 'Docker', 'AWS', 'JavaScript', 'Redis'],
    domains: ['ECサイト', '口コミサイト', '予約管理システム', '社内業務システム'],
    stages: {
      early: {
        positions: ['WEB_APPLICATION_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}の開発を担当。\nPHP と Laravel で機能追加と不具合の修正を行った。',
          '{domain}の受託開発を担当。\n画面の実装から MySQL のテーブル設計までを担当。',
        ],
      },
      mid: {
        positions: ['WEB_APPLICATION_ENGINEER', 'BACKEND_ENGINEER'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}のバックエンドを担当。\nLaravel のバージョンアップと、テストの自動化を進めた。',
          '{domain}の性能改善を担当。\nスロークエリの解消とキャッシュの導入で、ページの表示速度を 2 倍にした。',
        ],
      },
      late: {
        positions: ['BACKEND_ENGINEER', 'TECH_LEAD'],
        titles: ['テックリード', 'リードエンジニア'],
        descriptions: [
          '{domain}の開発チーム（5名）のテックリード。\n機能ごとのモジュール分割と、コードレビューの基準づくりを担当。',
          '{domain}のリプレイスをリード。\n古い PHP のコードを Laravel へ段階的に移行した。',
        ],
      },
    },
    summaryLeads: [
      'PHP と Laravel を中心に Web アプリケーションの開発に約{years}年携わってきました。',
    ],
    summaryStrengths: [
      '受託と自社サービスの両方を経験し、要件を整理して形にするのが得意です。',
      '古いコードを動かしたまま、少しずつ改善していくことを大事にしています。',
    ],
    wantToDo: [
      '自社サービスで、長く使われるプロダクトを育てたいです。',
      'PHP だけでなく、Go や TypeScript にも挑戦したいです。',
      'テストと CI を整えて、安心してリリースできるチームを作りたいです。',
    ],
    bios: [
      'PHP と Laravel で Web サービスを作っています。',
      'Laravel が好きです。地方からフルリモートで働いています。',
    ],
    repos: [
      {
        name: 'laravel-audit-trail',
        description: 'Laravel のモデルの変更を記録するパッケージ',
        languages: [['PHP', 1]],
      },
      {
        name: 'legacy-php-bridge',
        description: '古い PHP アプリを Laravel に段階移行するためのルーター',
        languages: [
          ['PHP', 0.95],
          ['Shell', 0.05],
        ],
      },
    ],
    articles: [
      'Laravel のバージョンアップを小さく進める方法',
      'PHPStan を導入して型の不具合を減らした',
      'Laravel でキューを使うときの注意点',
      'レガシーな PHP コードにテストを書き始める',
    ],
    githubChance: 0.7,
    articleChance: 0.45,
    clientWorkChance: 0.35,
  },
  {
    key: 'qa',
    weight: 0.5,
    years: [2, 12],
    salaryFactor: 0.92,
    coreSkills: ['TypeScript', 'Python', 'GitHub Actions'],
    extraSkills: ['Docker', 'JavaScript', 'Jenkins', 'AWS'],
    domains: ['ECサイト', '業務SaaS', 'スマートフォンアプリ', '決済サービス'],
    stages: {
      early: {
        positions: ['TEST_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}のテストを担当。\nテスト設計と手動テスト、不具合の報告と再現手順の整理を行った。',
          '{domain}の品質保証を担当。\nテストケースを整理し、リグレッションテストを効率化した。',
        ],
      },
      mid: {
        positions: ['TEST_ENGINEER'],
        titles: [null, 'QAリーダー'],
        descriptions: [
          '{domain}のテスト自動化を担当。\nPlaywright で E2E テストを整え、リグレッションテストを 3 日から 2 時間に短縮。',
          '{domain}の QA を担当。\n開発チームに入り、仕様の段階から品質を作り込む進め方を広めた。',
        ],
      },
      late: {
        positions: ['TEST_ENGINEER', 'SCRUM_MASTER'],
        titles: ['QAマネージャー', 'QAリード'],
        descriptions: [
          '{domain}の QA チーム（4名）をリード。\n品質の指標づくりとテスト戦略の策定を担当。',
          '{domain}の品質改善をリード。\n障害のふりかえりの仕組みを作り、重大障害を半分に減らした。',
        ],
      },
    },
    summaryLeads: ['QA エンジニアとして約{years}年、テスト設計と自動化に携わってきました。'],
    summaryStrengths: [
      'E2E テストの自動化と、開発チームと一緒に品質を作り込む進め方が得意です。',
      '不具合を見つけるだけでなく、不具合が生まれにくい仕組みを作ることを大事にしています。',
    ],
    wantToDo: [
      '開発の早い段階から品質に関われるチームで働きたいです。',
      'テスト自動化の基盤を作り、リリースの速さと品質を両立させたいです。',
      'QA の知見をチーム全体に広げる仕事がしたいです。',
    ],
    bios: ['QA エンジニアです。テストの自動化が得意です。', '品質のことを考えるのが好きです。'],
    repos: [
      {
        name: 'playwright-visual-check',
        description: 'Playwright でスクリーンショットを比較するヘルパー',
        languages: [['TypeScript', 1]],
      },
      {
        name: 'testcase-linter',
        description: 'テストケース表の書き方をチェックするツール',
        languages: [['Python', 1]],
      },
    ],
    articles: [
      'Playwright で E2E テストを安定させるためのコツ',
      'テスト自動化を始めるときに最初に決めたこと',
      '仕様書レビューで不具合を減らす',
      '不安定なテストとの付き合い方',
    ],
    githubChance: 0.6,
    articleChance: 0.55,
    clientWorkChance: 0.2,
  },
  {
    key: 'security',
    weight: 0.5,
    years: [3, 13],
    salaryFactor: 1.1,
    coreSkills: ['Go', 'Python', 'AWS'],
    extraSkills: ['Kubernetes', 'Terraform', 'Docker', 'GCP'],
    domains: ['フィンテックサービス', 'SaaSプロダクト', 'ECプラットフォーム', 'ヘルスケアサービス'],
    stages: {
      early: {
        positions: ['INFRA_ENGINEER'],
        titles: [null],
        descriptions: [
          '{domain}のインフラ運用を担当。\nサーバーの構築と脆弱性対応を行った。',
          '{domain}のセキュリティ診断を担当。\nWeb アプリケーションの脆弱性診断と報告書の作成を行った。',
        ],
      },
      mid: {
        positions: ['SECURITY_ENGINEER'],
        titles: [null, 'シニアエンジニア'],
        descriptions: [
          '{domain}のセキュリティを担当。\nAWS の設定監査を自動化し、権限の棚卸しを仕組みにした。',
          '{domain}の脆弱性管理を担当。\n依存ライブラリの脆弱性を見つけて直すまでの流れを CI に組み込んだ。',
        ],
      },
      late: {
        positions: ['SECURITY_ENGINEER', 'TECH_LEAD'],
        titles: ['セキュリティリード', 'テックリード'],
        descriptions: [
          '{domain}のセキュリティチームを立ち上げ。\nインシデント対応の体制づくりと、認証基盤の刷新を担当。',
          '{domain}のセキュリティ全般をリード。\nISMS 認証の取得と、開発チームへのセキュリティ教育を進めた。',
        ],
      },
    },
    summaryLeads: [
      'セキュリティエンジニアとして約{years}年、クラウドとアプリケーションの安全性に取り組んできました。',
    ],
    summaryStrengths: [
      'AWS の権限設計と監査の自動化、脆弱性診断が得意です。',
      '開発の速さを落とさずに安全性を高める仕組みづくりを大事にしています。',
    ],
    wantToDo: [
      '開発者が自然と安全なコードを書ける仕組みを作りたいです。',
      'プロダクトのセキュリティに、設計の段階から関わりたいです。',
      'クラウドのセキュリティを専門として深めたいです。',
    ],
    bios: [
      'セキュリティエンジニアです。ときどき CTF に出ています。',
      'クラウドのセキュリティと認証まわりが専門です。',
    ],
    repos: [
      {
        name: 'iam-policy-lint',
        description: 'AWS の IAM ポリシーの危ない書き方を見つけるツール',
        languages: [['Go', 1]],
      },
      {
        name: 'ctf-writeups',
        description: '参加した CTF の解法メモ',
        languages: [
          ['Python', 0.8],
          ['Shell', 0.2],
        ],
      },
    ],
    articles: [
      'AWS の IAM 権限を最小にしていく進め方',
      '依存ライブラリの脆弱性対応を CI に組み込んだ',
      'Web アプリケーションの脆弱性診断でよくある指摘',
      'インシデント対応の訓練を始めた話',
    ],
    githubChance: 0.8,
    articleChance: 0.5,
    clientWorkChance: 0.15,
  },
];

/** Work styles people ask for, with how often: most want some remote work. */
export const WORK_STYLE_CHOICES: readonly (readonly [
  { fullRemote: boolean; partialRemote: boolean; attendance: boolean },
  number,
])[] = [
  [{ fullRemote: true, partialRemote: false, attendance: false }, 3],
  [{ fullRemote: true, partialRemote: true, attendance: false }, 4],
  [{ fullRemote: false, partialRemote: true, attendance: false }, 3],
  [{ fullRemote: false, partialRemote: true, attendance: true }, 1.5],
  [{ fullRemote: false, partialRemote: false, attendance: true }, 1],
  [{ fullRemote: true, partialRemote: true, attendance: true }, 1],
];
