import type { JobPositionKey, TechTagName } from '@kiseki/contract';

/*
 * What a posting for each position looks like: the stacks it is built on, its salary band
 * and the sentences its sections are composed from. Bands are annual, in 万円, for
 * full-time employment, roughly what such postings show on Japanese portals.
 */

export interface Stack {
  languages: readonly TechTagName[];
  frameworks: readonly TechTagName[];
}

const stack = (languages: TechTagName[], frameworks: TechTagName[] = []): Stack => ({
  languages,
  frameworks,
});

export const STACKS = {
  go: stack(['Go']),
  rails: stack(['Ruby'], ['Ruby on Rails']),
  laravel: stack(['PHP'], ['Laravel']),
  springJava: stack(['Java'], ['Spring Boot']),
  springKotlin: stack(['Kotlin'], ['Spring Boot']),
  nodeExpress: stack(['TypeScript', 'Node.js'], ['Express']),
  django: stack(['Python'], ['Django']),
  scala: stack(['Scala']),
  rust: stack(['Rust']),
  dotnet: stack(['C#']),
  next: stack(['TypeScript'], ['React', 'Next.js']),
  reactRedux: stack(['TypeScript', 'JavaScript'], ['React', 'Redux']),
  nuxt: stack(['TypeScript'], ['Vue.js', 'Nuxt.js']),
  angular: stack(['TypeScript'], ['Angular']),
  swift: stack(['Swift']),
  swiftObjc: stack(['Swift', 'Objective-C']),
  kotlinAndroid: stack(['Kotlin']),
  javaAndroid: stack(['Kotlin', 'Java']),
  flutter: stack(['Dart'], ['Flutter']),
  reactNative: stack(['TypeScript'], ['React Native']),
  pythonData: stack(['Python']),
  scalaData: stack(['Scala', 'Python']),
  goInfra: stack(['Go', 'Python']),
  cppGame: stack(['C++']),
  csharpGame: stack(['C#']),
  cppEmbedded: stack(['C++']),
  rustEmbedded: stack(['Rust', 'C++']),
  scripting: stack(['Python', 'JavaScript']),
} as const satisfies Record<string, Stack>;

/** Decides which databases and infrastructure a posting lists. */
export type TagFlavour = 'web' | 'frontend' | 'mobile' | 'infra' | 'data' | 'device' | 'people';

export interface PositionProfile {
  stacks: readonly Stack[];
  salary: readonly [min: number, max: number];
  flavour: TagFlavour;
  /** Whether titles name the stack: 「…（Go / AWS）」 reads oddly for a manager. */
  stackInTitle: boolean;
  duties: readonly string[];
  required: readonly string[];
  welcome: readonly string[];
  /** Industries that hire this position; absent means any. */
  industries?: readonly string[];
  /** What the position works on when the industry's products would not fit. */
  products?: readonly string[];
  /** How postings name the role when the master name does not read as one (「その他」). */
  roleName?: string;
}

const S = STACKS;

export const POSITION_PROFILES: Record<JobPositionKey, PositionProfile> = {
  FRONTEND_ENGINEER: {
    stacks: [S.next, S.reactRedux, S.nuxt, S.angular],
    salary: [450, 950],
    flavour: 'frontend',
    stackInTitle: true,
    duties: [
      'ユーザー向け画面・管理画面の設計と実装',
      'デザイナーと協働したUI/UXの改善',
      'フロントエンドのパフォーマンス改善とアクセシビリティ対応',
      'コンポーネント設計やテスト基盤の整備',
      'フロントエンドの視点からのAPI設計への参加',
    ],
    required: [
      'HTML/CSS/JavaScriptを用いたWebフロントエンド開発の実務経験（2年以上）',
      'Gitを用いたチーム開発の経験',
    ],
    welcome: [
      'デザインシステムの構築・運用経験',
      'Core Web Vitalsを指標にしたパフォーマンス改善の経験',
      'アクセシビリティに配慮した実装経験',
    ],
  },
  BACKEND_ENGINEER: {
    stacks: [
      S.go,
      S.rails,
      S.laravel,
      S.springJava,
      S.springKotlin,
      S.nodeExpress,
      S.django,
      S.scala,
      S.rust,
    ],
    salary: [500, 1050],
    flavour: 'web',
    stackInTitle: true,
    duties: [
      'APIの設計・実装・運用',
      'データベース設計とパフォーマンスチューニング',
      '外部サービスとの連携機能の開発',
      '監視の仕組みづくりと障害対応',
      'コードレビューを通じた品質の向上',
    ],
    required: [
      'Webアプリケーションのサーバーサイド開発の実務経験（3年以上）',
      'RDBを用いたテーブル設計の経験',
    ],
    welcome: [
      '大規模トラフィックを扱うサービスの開発・運用経験',
      'マイクロサービスの設計・運用経験',
      'ドメイン駆動設計の実践経験',
    ],
  },
  WEB_APPLICATION_ENGINEER: {
    stacks: [S.rails, S.laravel, S.nodeExpress, S.django, S.next, S.nuxt],
    salary: [450, 900],
    flavour: 'web',
    stackInTitle: true,
    duties: [
      '新機能の企画段階からの設計・実装',
      'フロントエンドからバックエンドまで一貫した開発',
      '既存機能の改善と技術的負債の解消',
      'ユーザーの声をもとにした改善サイクルの推進',
    ],
    required: [
      'Webアプリケーション開発の実務経験（2年以上）',
      'フロントエンドとサーバーサイドの両方の開発経験',
    ],
    welcome: ['自社サービスの立ち上げ経験', '数値分析に基づくプロダクト改善の経験'],
  },
  INFRA_ENGINEER: {
    stacks: [S.goInfra],
    salary: [500, 950],
    flavour: 'infra',
    stackInTitle: true,
    duties: [
      'クラウドインフラの設計・構築・運用',
      'Infrastructure as Codeによる構成管理',
      'CI/CDパイプラインの整備',
      'セキュリティ対策とコストの最適化',
    ],
    required: [
      'クラウド環境（AWS・GCP・Azureのいずれか）の構築・運用経験',
      'Linuxサーバーの運用経験（2年以上）',
    ],
    welcome: ['コンテナオーケストレーションの運用経験', 'オンプレミスからクラウドへの移行経験'],
  },
  SITE_RELIABILITY_ENGINEER: {
    stacks: [S.goInfra],
    salary: [600, 1200],
    flavour: 'infra',
    stackInTitle: true,
    duties: [
      'SLI/SLOの設計と運用',
      '監視・アラートの整備とオンコール体制の改善',
      '自動化によるトイルの削減',
      'パフォーマンス改善とキャパシティプランニング',
      'ポストモーテム文化の推進',
    ],
    required: [
      'Webサービスの運用・信頼性向上に取り組んだ経験（3年以上）',
      'GoやPythonなどでのツール開発の経験',
    ],
    welcome: ['Kubernetesを用いた本番環境の運用経験', '大規模障害の対応と再発防止の経験'],
  },
  ANDROID_ENGINEER: {
    stacks: [S.kotlinAndroid, S.javaAndroid],
    salary: [500, 1000],
    flavour: 'mobile',
    stackInTitle: true,
    duties: [
      'Androidアプリの新機能の設計・実装',
      'Jetpack Composeへの段階的な移行',
      'アプリのパフォーマンスとクラッシュ率の改善',
      'デザイナー・iOSエンジニアと連携した仕様策定',
    ],
    required: ['Androidアプリの開発経験（2年以上）', 'Google Playへのリリース経験'],
    welcome: ['Jetpack Composeを用いた開発経験', 'マルチモジュール構成での開発経験'],
  },
  IOS_ENGINEER: {
    stacks: [S.swift, S.swiftObjc],
    salary: [500, 1000],
    flavour: 'mobile',
    stackInTitle: true,
    duties: [
      'iOSアプリの新機能の設計・実装',
      'SwiftUIを用いたUIの刷新',
      'アプリのパフォーマンスとクラッシュ率の改善',
      'CI環境と自動テストの整備',
    ],
    required: ['Swiftを用いたiOSアプリの開発経験（2年以上）', 'App Storeへのリリース経験'],
    welcome: ['SwiftUIを用いた開発経験', 'Objective-CからSwiftへの移行経験'],
  },
  MOBILE_ENGINEER: {
    stacks: [S.flutter, S.reactNative],
    salary: [500, 950],
    flavour: 'mobile',
    stackInTitle: true,
    duties: [
      'iOS/Android両対応アプリの設計・実装',
      'アプリの設計方針の決定と技術選定',
      'ストアへのリリースと運用',
      'プッシュ通知やアプリ内課金など周辺機能の実装',
    ],
    required: ['モバイルアプリの開発経験（2年以上）', 'ストアへのリリース経験'],
    welcome: ['Swift・Kotlinでのネイティブ開発経験', 'アプリのグロースに関わった経験'],
  },
  MACHINE_LEARNING_ENGINEER: {
    stacks: [S.pythonData],
    salary: [600, 1300],
    flavour: 'data',
    stackInTitle: true,
    duties: [
      '機械学習モデルの設計・学習・評価',
      'モデルを本番環境で動かす推論基盤の構築',
      '学習パイプラインとモニタリングの整備（MLOps）',
      '論文や最新技術の調査と検証',
    ],
    required: ['Pythonを用いた機械学習モデルの開発経験', '機械学習モデルを本番環境で運用した経験'],
    welcome: [
      '大規模言語モデル（LLM）を活用したプロダクト開発の経験',
      '機械学習分野での修士号以上の学位',
    ],
  },
  DATA_SCIENTIST: {
    stacks: [S.pythonData],
    salary: [550, 1200],
    flavour: 'data',
    stackInTitle: false,
    duties: [
      'プロダクトデータの分析と意思決定の支援',
      'KPIの設計とダッシュボードの構築',
      'A/Bテストの設計と効果検証',
      '需要予測などの統計モデルの構築',
    ],
    required: ['SQLを用いたデータ抽出・分析の実務経験', '統計学の基礎知識'],
    welcome: ['分析によってビジネス課題を解決した経験', 'DWHを用いた大規模データの分析経験'],
  },
  PROJECT_MANAGER: {
    stacks: [S.springJava, S.rails, S.nodeExpress, S.dotnet],
    salary: [600, 1100],
    flavour: 'people',
    stackInTitle: false,
    duties: [
      'プロジェクトの計画立案と進捗・品質・コストの管理',
      '顧客やステークホルダーとの要件調整',
      '開発チームのタスク管理とリスク対応',
      'リリース計画の策定と推進',
    ],
    required: [
      'システム開発プロジェクトのマネジメント経験（2年以上）',
      'エンジニアとしての開発経験',
    ],
    welcome: ['PMPなどプロジェクトマネジメント関連の資格', '10名以上のチームを率いた経験'],
  },
  PRODUCT_MANAGER: {
    stacks: [S.next, S.rails, S.go],
    salary: [650, 1300],
    flavour: 'people',
    stackInTitle: false,
    duties: [
      'プロダクトのビジョンとロードマップの策定',
      'ユーザーインタビューやデータ分析による課題の発見',
      '要件定義と優先順位付け',
      'エンジニア・デザイナーと連携したリリースの推進',
    ],
    required: [
      'Webサービスまたはアプリのプロダクトマネジメント経験',
      'エンジニアと仕様を議論できる技術理解',
    ],
    welcome: ['BtoB SaaSのプロダクトマネジメント経験', '0→1のプロダクト立ち上げ経験'],
  },
  TECH_LEAD: {
    stacks: [S.go, S.rails, S.springKotlin, S.nodeExpress, S.next],
    salary: [750, 1300],
    flavour: 'web',
    stackInTitle: true,
    duties: [
      '技術選定とアーキテクチャ設計',
      'チームの開発プロセスとコード品質の向上',
      'メンバーの技術的な成長の支援',
      '重要機能の設計・実装（自ら手を動かします）',
    ],
    required: ['Webサービスの開発経験（5年以上）', 'チームを技術面でリードした経験'],
    welcome: ['OSSへのコントリビュート経験', '技術ブログや登壇など社外への発信経験'],
  },
  ENGINEERING_MANAGER: {
    stacks: [S.go, S.rails, S.springKotlin, S.nodeExpress],
    salary: [800, 1500],
    flavour: 'people',
    stackInTitle: false,
    duties: [
      'エンジニアチームのマネジメント（採用・育成・評価）',
      '開発組織の設計と開発プロセスの改善',
      'プロダクト部門と連携したロードマップの実現',
      '1on1を通じたメンバーのキャリア支援',
    ],
    required: [
      'エンジニアとしての開発経験（5年以上）',
      '5名以上のエンジニアチームのマネジメント経験',
    ],
    welcome: ['エンジニア採用の経験', '複数チームを横断した組織づくりの経験'],
  },
  RESEARCH_ENGINEER: {
    stacks: [S.pythonData, S.rust],
    salary: [600, 1300],
    flavour: 'data',
    stackInTitle: true,
    duties: [
      '研究テーマの設定と先行研究の調査',
      'アルゴリズムのプロトタイプ実装と評価',
      '研究成果のプロダクトへの組み込み',
      '論文執筆や学会発表',
    ],
    required: ['情報科学分野の修士号以上、または同等の研究経験', 'Pythonなどを用いた実装経験'],
    welcome: ['国際学会での発表経験', '研究成果を製品化した経験'],
  },
  TEST_ENGINEER: {
    stacks: [S.nodeExpress, S.springJava, S.next],
    salary: [400, 800],
    flavour: 'web',
    stackInTitle: false,
    duties: [
      'テスト計画の立案とテスト設計',
      'E2Eテストの自動化と保守',
      '開発チームと連携した品質改善活動',
      'リリース前の受け入れテスト',
    ],
    required: ['ソフトウェアテストの実務経験（2年以上）', 'テスト設計技法の知識'],
    welcome: ['PlaywrightやSeleniumを用いたテスト自動化の経験', 'JSTQBなどテスト関連の資格'],
  },
  SOFTWARE_ARCHITECT: {
    stacks: [S.go, S.springJava, S.springKotlin, S.scala],
    salary: [800, 1500],
    flavour: 'web',
    stackInTitle: true,
    duties: [
      'システム全体のアーキテクチャ設計と技術ロードマップの策定',
      'モノリスからマイクロサービスへの移行の設計',
      '性能・可用性・セキュリティなど非機能要件の設計',
      '各チームの設計レビューと技術支援',
    ],
    required: ['大規模システムの設計経験', 'Webサービスの開発経験（7年以上）'],
    welcome: ['ドメイン駆動設計の実践経験', 'クラウドネイティブなシステムの設計経験'],
  },
  SYSTEM_ENGINEER: {
    stacks: [S.springJava, S.dotnet, S.laravel],
    salary: [400, 800],
    flavour: 'web',
    stackInTitle: true,
    duties: [
      '顧客業務のヒアリングと要件定義',
      '基本設計・詳細設計',
      '開発メンバーと連携した実装とテスト',
      '導入後の運用保守',
    ],
    required: ['システム開発の実務経験（2年以上）', '設計書の作成経験'],
    welcome: ['要件定義など上流工程の経験', '金融・公共分野のシステム開発経験'],
  },
  EMBEDDED_ENGINEER: {
    stacks: [S.cppEmbedded, S.rustEmbedded],
    salary: [450, 900],
    flavour: 'device',
    stackInTitle: true,
    duties: [
      '組込み機器のファームウェア開発',
      'センサー制御や通信モジュールの実装',
      '実機を使った評価とデバッグ',
      'ハードウェアチームとの仕様調整',
    ],
    required: ['C/C++を用いた組込み開発の経験（2年以上）', 'RTOSまたは組込みLinuxの知識'],
    welcome: ['Rustでの開発経験', '車載ソフトウェアの開発経験'],
    industries: ['製造・IoT'],
    products: [
      '車載ソフトウェア',
      'スマート家電のファームウェア',
      '産業用ロボットの制御ソフトウェア',
      'IoTゲートウェイ機器',
    ],
  },
  DATABASE_ENGINEER: {
    stacks: [S.go, S.pythonData],
    salary: [500, 1000],
    flavour: 'infra',
    stackInTitle: false,
    duties: [
      'データベースの設計・構築・運用',
      'クエリとインデックスのチューニング',
      'バックアップとレプリケーション構成の設計',
      'データ移行やバージョンアップの計画と実施',
    ],
    required: [
      'MySQLやPostgreSQLなどRDBMSの運用経験（3年以上）',
      'SQLのパフォーマンスチューニングの経験',
    ],
    welcome: ['大規模データベースの運用経験', 'クラウドのマネージドデータベースの運用経験'],
  },
  NETWORK_ENGINEER: {
    stacks: [S.goInfra],
    salary: [400, 800],
    flavour: 'infra',
    stackInTitle: false,
    duties: [
      'ネットワークの設計・構築・運用',
      'クラウドとオンプレミスを結ぶネットワークの構築',
      'ネットワーク機器の監視と障害対応',
      'セキュリティポリシーに基づく通信制御',
    ],
    required: ['ネットワークの設計・構築経験（2年以上）', 'TCP/IPとルーティングの知識'],
    welcome: ['CCNAなどネットワーク関連の資格', 'クラウドのネットワーク設計経験'],
  },
  SECURITY_ENGINEER: {
    stacks: [S.goInfra],
    salary: [600, 1200],
    flavour: 'infra',
    stackInTitle: false,
    duties: [
      'プロダクトの脆弱性診断と改善',
      'セキュリティ監視とインシデント対応',
      'セキュアな開発プロセスの整備',
      'セキュリティポリシーの策定と社内への啓発',
    ],
    required: [
      'Webアプリケーションのセキュリティに関する実務経験',
      'クラウド環境のセキュリティ設計の知識',
    ],
    welcome: ['情報処理安全確保支援士などの資格', 'ISMSやSOC 2の認証取得に関わった経験'],
  },
  SCRUM_MASTER: {
    stacks: [S.nodeExpress, S.rails],
    salary: [600, 1000],
    flavour: 'people',
    stackInTitle: false,
    duties: [
      'スクラムイベントのファシリテーション',
      'チームの障害の除去とプロセス改善',
      'プロダクトオーナーによるバックログ管理の支援',
      '組織へのアジャイルの浸透',
    ],
    required: [
      'スクラムマスターまたはアジャイル開発チームでの実務経験',
      'エンジニアとしての開発経験',
    ],
    welcome: ['認定スクラムマスターなどの資格', '複数チームでのスクラムの経験'],
  },
  GAME_ENGINEER: {
    stacks: [S.csharpGame, S.cppGame],
    salary: [450, 900],
    flavour: 'device',
    stackInTitle: true,
    duties: [
      'ゲームのクライアント機能の開発',
      'ゲームエンジン上でのパフォーマンス最適化',
      'プランナー・デザイナーと協力した演出の実装',
      'ゲームサーバーとの通信部分の開発',
    ],
    required: ['ゲーム開発の実務経験（2年以上）', 'UnityまたはUnreal Engineを用いた開発経験'],
    welcome: ['運用型タイトルの開発経験', 'シェーダーやグラフィックスの知見'],
    industries: ['ゲーム・エンタメ'],
    products: ['スマートフォン向けゲーム', '家庭用ゲーム機向けタイトル', 'ブラウザゲーム'],
  },
  CTO: {
    stacks: [S.go, S.rails, S.nodeExpress],
    salary: [1000, 2000],
    flavour: 'people',
    stackInTitle: false,
    duties: [
      '技術戦略の策定と経営への参画',
      '開発組織の構築と採用',
      'アーキテクチャに関する意思決定',
      '技術的なリスク管理とセキュリティの統括',
    ],
    required: ['Webサービスの開発経験（7年以上）', 'エンジニア組織のマネジメント経験'],
    welcome: ['スタートアップでのCTOまたはVPoEの経験', '資金調達やIPO準備への関与経験'],
  },
  CORPORATE_ENGINEER: {
    stacks: [S.scripting],
    salary: [400, 800],
    flavour: 'people',
    stackInTitle: false,
    duties: [
      'アカウント管理や端末管理など社内ITの運用',
      'SaaSの導入と業務フローの自動化',
      '情報セキュリティ対策の推進',
      '社員からの問い合わせに応える仕組みづくり',
    ],
    required: [
      '社内情報システムの運用経験（2年以上）',
      'Google WorkspaceまたはMicrosoft 365の管理経験',
    ],
    welcome: ['スクリプトによる業務自動化の経験', 'ゼロトラストセキュリティの導入経験'],
  },
  DESIGNER: {
    stacks: [S.next, S.nuxt],
    salary: [400, 850],
    flavour: 'people',
    stackInTitle: false,
    duties: [
      'プロダクトのUI/UXデザイン',
      'ユーザーリサーチとプロトタイピング',
      'デザインシステムの構築と運用',
      'エンジニアと連携した実装品質の確認',
    ],
    required: ['Webサービスまたはアプリのデザイン経験（2年以上）', 'Figmaを用いたデザイン経験'],
    welcome: ['HTML/CSSのコーディング経験', 'ユーザーテストの設計・実施経験'],
  },
  DATA_ENGINEER: {
    stacks: [S.pythonData, S.scalaData, S.go],
    salary: [600, 1150],
    flavour: 'data',
    stackInTitle: true,
    duties: [
      'データ基盤（DWH・データレイク）の設計・構築',
      'ETL/ELTパイプラインの開発と運用',
      'データ品質の監視とメタデータ管理',
      '分析者が使いやすいデータマートの整備',
    ],
    required: ['データパイプラインの開発・運用経験', 'SQLを用いたデータ処理の経験'],
    welcome: ['dbtやAirflowの利用経験', 'ストリーミング処理の開発経験'],
  },
  OTHER: {
    stacks: [S.nodeExpress, S.scripting],
    salary: [350, 700],
    flavour: 'people',
    stackInTitle: false,
    duties: [
      '顧客からの技術的な問い合わせへの対応',
      '導入支援のための技術資料の作成',
      '顧客の声の開発チームへのフィードバック',
      '社内ツールの開発・改善',
    ],
    required: ['IT業界での実務経験（1年以上）', '顧客と円滑にコミュニケーションできる方'],
    welcome: ['プログラミングの経験', 'SaaSのカスタマーサクセスの経験'],
    roleName: 'テクニカルサポートエンジニア',
  },
};

/** Whether a company of `industry` plausibly hires `key` (games at game studios, …). */
export const positionFitsIndustry = (key: JobPositionKey, industry: string): boolean => {
  const industries = POSITION_PROFILES[key].industries;
  return !industries || industries.includes(industry);
};
