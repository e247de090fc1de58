import type { TagFlavour } from './position-profiles';

/*
 * Phrases the job text is composed from, grouped by what decides them (the kind of work, the
 * seniority, the company's phase). Each group is large enough that a world of thousands of
 * postings does not read as a few templates repeated, and every phrase is one a Japanese
 * posting could carry as it stands.
 */

/** How senior the hire is; decides the salary band, the years asked for and the tone. */
export type Seniority = 'junior' | 'member' | 'senior' | 'lead';

/** What the role mostly works on, as a title or a lead sentence names it (「…を担う」). */
export const FOCUS_AREAS: Record<TagFlavour, readonly string[]> = {
  web: [
    '新機能の開発',
    'API基盤の開発',
    '決済・課金機能',
    '検索機能の改善',
    '通知基盤の刷新',
    '管理画面とバックエンド',
    'マイクロサービス化',
    '外部サービス連携',
  ],
  frontend: [
    'ユーザー向け画面',
    '管理画面の刷新',
    'デザインシステムの構築',
    'Webフロントエンドの設計',
    '画面表示の高速化',
  ],
  mobile: ['iOS/Androidアプリ', 'アプリの新機能開発', 'アプリの設計刷新', 'アプリのグロース施策'],
  infra: [
    'クラウド基盤',
    'サービスの信頼性向上',
    '監視・運用の自動化',
    'Kubernetes基盤',
    'セキュリティ基盤',
    'ネットワーク基盤',
  ],
  data: [
    'データ基盤',
    'レコメンド機能',
    '需要予測モデル',
    '検索ランキングの改善',
    '不正検知の仕組み',
    'LLMを活用した新機能',
  ],
  // Shared by device firmware and game clients: nothing only one of them does.
  device: ['新製品の開発', '処理性能の最適化', '実機検証の自動化', '次期バージョンの開発'],
  people: ['プロダクト開発', '開発組織づくり', 'リリースの推進', '新規事業の立ち上げ', '品質向上'],
};

/** Technical work ahead, for 「今後取り組みたいこと」. */
export const TECH_CHALLENGES: Record<TagFlavour, readonly string[]> = {
  web: [
    'モノリスのモジュール分割と境界の整理',
    'N+1クエリの解消とキャッシュ戦略の見直し',
    '非同期処理基盤のキューへの移行',
    'テストカバレッジの向上とCIの高速化',
    'OpenAPIによるスキーマ駆動開発への移行',
    '古いフレームワークのバージョンアップ',
    'マルチテナント構成への移行',
    'イベント駆動アーキテクチャの導入',
  ],
  frontend: [
    'Reactのサーバーコンポーネント導入の検証',
    'デザインシステムの全画面への展開',
    'Core Web Vitalsの継続的な改善',
    'E2Eテストの整備',
    'レガシーなjQuery画面の段階的な置き換え',
    'アクセシビリティ基準への準拠',
  ],
  mobile: [
    'Jetpack ComposeとSwiftUIへの全面移行',
    'モジュール分割によるビルド時間の短縮',
    'クラッシュフリー率99.9%の達成',
    'アプリ起動時間の短縮',
    'スナップショットテストの導入',
  ],
  infra: [
    'マルチリージョン構成による可用性の向上',
    'クラウド費用の最適化',
    'Terraformによる構成管理の全面適用',
    'SLOに基づくアラートの見直し',
    'コンテナ基盤への移行',
    'ゼロトラストを前提にしたネットワーク設計',
  ],
  data: [
    'リアルタイム処理基盤の構築',
    'データカタログの整備',
    'MLOps基盤の整備と再学習の自動化',
    '特徴量ストアの導入',
    'LLMの評価基盤づくり',
    'データ品質の監視の自動化',
  ],
  device: [
    'ビルドとテストの自動化',
    'メモリ使用量の削減',
    '処理性能のプロファイリングと最適化',
    '実機テストの自動化',
    '開発環境のコンテナ化',
  ],
  people: [
    '開発プロセスの見直しとリードタイムの短縮',
    'プロダクトの指標設計とデータに基づく意思決定',
    'チームの分割とスケールに耐える組織設計',
    '採用とオンボーディングの仕組みづくり',
    '複数プロダクト間の優先順位付け',
  ],
};

/** Why someone would want the job, for 「このポジションの魅力」. */
export const APPEALS: readonly string[] = [
  '技術選定やアーキテクチャの議論に、入社直後から参加できます',
  'ユーザーの反応をすぐに確かめられる距離で開発しています',
  '少人数のチームのため、担当領域を越えて幅広く挑戦できます',
  '大規模なデータとトラフィックを扱う経験が積めます',
  '社会的な意義の大きいサービスに、技術で貢献できます',
  'エンジニアの提案から生まれた機能が多く、ボトムアップで改善を進められます',
  '技術的負債の解消に、開発時間の2割を充てることがチームの約束になっています',
  '社内勉強会や技術ブログなど、学んだことを発信する文化があります',
  '事業と開発の距離が近く、企画段階から意見を出せます',
  '0→1の立ち上げと1→10の拡大の両方に関われます',
];

/** How the first weeks go, for 「入社後は…」. */
export const ONBOARDING: readonly string[] = [
  'メンターがつき、最初の1か月は既存機能の改修を通じてコードベースに慣れていただきます',
  'オンボーディング資料とペアプログラミングで、立ち上がりを支援します',
  '最初の2週間で開発環境の構築から本番リリースまでを一通り経験していただきます',
  'チームの1on1で目標を相談しながら、担当領域を少しずつ広げていきます',
  '小さな改善タスクから始め、3か月後を目安に機能開発を一人で担っていただきます',
];

/** The company's situation, for the summary's second sentence. */
export const GROWTH_NOTES: readonly string[] = [
  'サービスの成長にともない、開発体制を強化しています。',
  'リリースから3年で利用者数が10倍に伸び、次の成長を一緒に担う仲間を探しています。',
  '新規事業の立ち上げフェーズで、技術選定から関わっていただけます。',
  '既存プロダクトの刷新プロジェクトが始まり、その中心となるメンバーを募集します。',
  'ユーザーの声をすばやくプロダクトに反映できる、風通しのよいチームです。',
  '今期から海外展開を始め、多言語・多通貨に対応する開発が進んでいます。',
  '昨年の資金調達を受けて、開発組織を倍の規模にする計画です。',
  '売上の半分以上を占める主力サービスで、安定と挑戦の両方が求められます。',
  '複数プロダクト化を進めており、共通基盤の設計が大きなテーマです。',
  'リプレイスを終えたばかりで、これからは新機能の開発に力を入れていきます。',
  '大手企業への導入が進み、セキュリティと可用性への要求が高まっています。',
  '生成AIを取り入れた新機能の開発が始まっています。',
  '10年以上続くサービスで、積み重なった仕組みを少しずつ良くしていく段階にあります。',
  '利用者の増加にシステムが追いつくよう、性能改善が急務になっています。',
  'プロダクト主導の成長を目指し、開発とビジネスが一体となって動いています。',
];

/** What the posting expects of the hire, by seniority: the summary's last sentence. */
export const SENIORITY_NOTES: Record<Seniority, readonly string[]> = {
  junior: [
    '実務経験の浅い方も、メンターのもとで段階的に成長できる環境です。',
    '経験年数よりも、学び続ける姿勢を重視しています。',
    '第二新卒の方も歓迎します。レビューとペアプログラミングで着実に力をつけられます。',
  ],
  member: [
    'チームの一員として、設計から実装・運用まで幅広く担っていただきます。',
    '自分の担当機能を責任を持って届けられる方を歓迎します。',
    'これまでの経験を活かしつつ、新しい技術にも挑戦していただけます。',
  ],
  senior: [
    '設計から運用まで自走し、チームを技術面で引っ張っていただくことを期待しています。',
    '難易度の高い課題を主体的に解決できる方を求めています。',
    '豊富なご経験を、チームの開発生産性の向上にも活かしてください。',
  ],
  lead: [
    '技術的な意思決定とメンバーの育成を担う、チームの要となるポジションです。',
    '将来的にはテックリードやエンジニアリングマネージャーへの道もあります。',
    '技術とチームの両面から、プロダクトの成長を牽引していただきます。',
  ],
};

/** Extra duties a seniority brings, added to the position's own. */
export const SENIORITY_DUTIES: Record<Seniority, readonly string[]> = {
  junior: [
    '既存機能の改修や不具合修正（慣れてきたら新機能の開発へ）',
    'テストコードの作成とコードレビューへの参加',
  ],
  member: [],
  senior: ['設計レビューと技術的な相談役', '技術的負債の解消計画の立案と推進'],
  lead: [
    'チームの技術方針の決定とアーキテクチャの意思決定',
    'メンバーの育成とコードレビュー',
    '採用面接への参加',
  ],
};

/** A line the seniority adds to 必須スキル. */
export const SENIORITY_REQUIREMENTS: Record<Seniority, readonly string[]> = {
  junior: [
    'チームで開発した経験（個人開発・インターンを含みます）',
    '分からないことを自ら調べ、周囲に相談できる方',
  ],
  member: [],
  senior: ['設計からリリース・運用まで一人で担った経験', '技術選定に関わった経験'],
  lead: ['チームリードまたはメンターとしての経験', '技術的な意思決定を主導した経験'],
};

/** Welcome lines any posting of the kind may add. */
export const FLAVOUR_WELCOME: Record<TagFlavour, readonly string[]> = {
  web: [
    'パフォーマンスチューニングの経験',
    'GraphQLを用いたAPIの設計経験',
    '認証・認可の設計経験',
    '決済サービスとの連携経験',
  ],
  frontend: [
    'TypeScriptの型設計に関する知見',
    'Storybookを用いたUI開発の経験',
    'SSR/SSGの運用経験',
  ],
  mobile: ['アプリのA/Bテストの経験', 'アクセシビリティ対応の経験', 'アプリのリニューアル経験'],
  infra: ['オンコール対応の経験', 'セキュリティ監査への対応経験', 'コスト削減のプロジェクト経験'],
  data: [
    'Kaggleなどのコンペティションへの参加経験',
    '論文の実装経験',
    'dbtによるデータモデリングの経験',
  ],
  device: [
    'ハードウェアの回路図を読める方',
    '量産品の開発経験',
    'プロファイラを用いた性能改善の経験',
  ],
  people: ['ユーザーインタビューの経験', 'OKRの運用経験', '採用活動への参加経験'],
};

/** Where and how the architecture stands, for 開発環境. */
export const ARCHITECTURE_NOTES: readonly string[] = [
  'モノリス（一部をマイクロサービスに切り出し中）',
  'マイクロサービス（サービス数は約20）',
  'モジュラーモノリス',
  'サーバーレス（Lambda・API Gateway）中心',
  'コンテナ（ECS）で稼働するモノリス',
  'Kubernetes上のマイクロサービス',
];

export const MONITORING_TOOLS: readonly string[] = [
  'Datadog',
  'New Relic',
  'Sentry',
  'Grafana, Prometheus',
  'Cloud Monitoring',
];

/** 福利厚生 lines; a posting lists a few. */
export const BENEFITS: readonly string[] = [
  '書籍購入補助（上限なし）',
  'カンファレンス参加費の補助',
  '資格取得支援制度',
  'リモートワーク手当（月5,000円）',
  '開発用PC・モニターの選択制',
  '社内勉強会・LT会',
  '家族手当',
  'ベビーシッター利用補助',
  '英語学習の補助',
  '健康診断・人間ドック補助',
  'ストックオプション制度',
  '副業の許可（事前申請制）',
];

export const HOLIDAYS: readonly string[] = [
  '完全週休2日制（土日祝）、年間休日125日以上です。',
  '完全週休2日制（土日祝）で、夏季・年末年始休暇があります。',
  '土日祝休み、年間休日120日以上。有給休暇は入社時から付与されます。',
  '年間休日126日（土日祝・夏季・年末年始）、リフレッシュ休暇制度があります。',
];

export const HOURS: readonly string[] = [
  '勤務時間は9:00〜18:00（休憩1時間）です。',
  '勤務時間は9:30〜18:30（休憩1時間）です。',
  '勤務時間は10:00〜19:00（休憩1時間）です。',
];

export const FLEX_HOURS: readonly string[] = [
  'フレックスタイム制（コアタイム11:00〜15:00）です。',
  'フレックスタイム制（コアタイム10:00〜15:00）です。',
  'フレックスタイム制（コアタイムなし）で、働く時間を自分で組み立てられます。',
  'フレックスタイム制（コアタイム11:00〜16:00）です。',
];

/** Process words by business type, for the team sentence. */
export const IN_HOUSE_PROCESSES: readonly string[] = [
  '2週間単位のスプリント',
  'カンバン方式',
  '1週間スプリントのスクラム',
  'デュアルトラックアジャイル',
];
