import type { JobApplicationStatus, JobSearchSortType, JobSource } from '@kiseki/contract/jobs';
import type {
  BusinessTypeId,
  EmploymentType,
  WorkStyle,
} from '@kiseki/contract/master/job-conditions';
import type { TechTagGroup } from '@kiseki/contract/master/tech-tags';

/*
 * The job master data's labels and the job constants, for the job and company screens.
 *
 * Copies, on purpose: the contract's master modules build zod schemas at load time, so
 * importing a value from them would put zod into every job page's chunk, and a shared job
 * link is often someone's first visit (decision 006). Types come from the contract, so a new
 * key fails the build here; labels.test.ts checks every value against the contract.
 */

export const WORK_STYLE_KEYS = ['fullRemote', 'partialRemote', 'attendance'] as const;
export const WORK_STYLE_LABELS: Readonly<Record<WorkStyle, string>> = {
  fullRemote: 'フルリモート',
  partialRemote: '一部リモート',
  attendance: '出社',
};

export const EMPLOYMENT_TYPE_KEYS = ['fulltime', 'parttime', 'freelance', 'internship'] as const;
export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  fulltime: '正社員',
  parttime: 'パート・アルバイト',
  freelance: '業務委託',
  internship: 'インターン',
};

export const BUSINESS_TYPE_IDS = [1, 2, 3] as const;
export const BUSINESS_TYPE_LABELS: Readonly<Record<BusinessTypeId, string>> = {
  1: '自社開発',
  2: '受託開発',
  3: 'SES',
};

export const TECH_TAG_GROUPS = ['language', 'framework', 'database', 'infrastructure'] as const;
export const TECH_TAG_GROUP_LABELS: Readonly<Record<TechTagGroup, string>> = {
  language: '言語',
  framework: 'フレームワーク',
  database: 'データベース',
  infrastructure: 'インフラ・CI',
};

/** Preferred conditions by id (the job pages show them; visitors cannot ask the choices). */
export const PREFERRED_CONDITION_LABELS: ReadonlyMap<number, string> = new Map([
  [1, '副業OK'],
  [2, '副業からのジョイン可'],
  [3, 'SOあり'],
  [4, 'BtoB'],
  [5, 'BtoC'],
  [6, '株式上場済み'],
  [7, 'グローバル'],
  [8, '残業平均20時間未満'],
  [9, 'アジャイル開発'],
  [10, '英語で書く・話す業務がある'],
  [11, 'フレックス'],
  [12, '役員以上にエンジニアがいる'],
  [13, '育休取得実績あり'],
  [14, '地方在住社員がいる'],
  [15, 'スタートアップ'],
  [16, '副業'],
]);

/** The 47 prefectures in JIS X 0401 order: code n is index n - 1. */
export const PREFECTURE_NAMES: readonly string[] = [
  '北海道',
  '青森県',
  '岩手県',
  '宮城県',
  '秋田県',
  '山形県',
  '福島県',
  '茨城県',
  '栃木県',
  '群馬県',
  '埼玉県',
  '千葉県',
  '東京都',
  '神奈川県',
  '新潟県',
  '富山県',
  '石川県',
  '福井県',
  '山梨県',
  '長野県',
  '岐阜県',
  '静岡県',
  '愛知県',
  '三重県',
  '滋賀県',
  '京都府',
  '大阪府',
  '兵庫県',
  '奈良県',
  '和歌山県',
  '鳥取県',
  '島根県',
  '岡山県',
  '広島県',
  '山口県',
  '徳島県',
  '香川県',
  '愛媛県',
  '高知県',
  '福岡県',
  '佐賀県',
  '長崎県',
  '熊本県',
  '大分県',
  '宮崎県',
  '鹿児島県',
  '沖縄県',
];

export const JOB_SEARCH_SORT_TYPES = [
  'popularity_desc',
  'updated_at_desc',
  'annual_salary_at_asc',
  'annual_salary_at_desc',
] as const;
export const JOB_SEARCH_SORT_LABELS: Readonly<Record<JobSearchSortType, string>> = {
  popularity_desc: '人気順',
  updated_at_desc: '新着順',
  annual_salary_at_asc: '年収が低い順',
  annual_salary_at_desc: '年収が高い順',
};

export const JOB_APPLICATION_STATUS_LABELS: Readonly<Record<JobApplicationStatus, string>> = {
  applied: '応募済み（返信待ち）',
  replied: '企業から返信あり',
  declined: '見送り',
};

export const JOB_SOURCES = [
  'search',
  'suggestion',
  'home',
  'company',
  'detail',
  'share',
] as const satisfies readonly JobSource[];

export const JOB_SEARCH_PER_PAGE = 20;
export const JOB_SEARCH_PAGE_MAX = 500;
export const JOB_SEARCH_KEYWORD_MAX_LENGTH = 100;
export const ANNUAL_SALARY_MAX_MAN_YEN = 5000;
