import {
  ENROLLMENT_STATUS,
  POSITIONS_PER_EXPERIENCE_MAX,
  SCHOOL_TYPE,
} from '@kiseki/contract/career-rules';

/**
 * Japanese wording of the shared career forms (zod-free, so screens can import it at the top
 * level). Field names follow the reference product's career screens.
 */
export const careerFormJa = {
  year: '年',
  month: '月',
  yearOf: (label: string) => `${label}の年`,
  monthOf: (label: string) => `${label}の月`,
  unselected: '選択してください',
  organizationName: '会社名',
  organizationNameHint: '正式名称で入力してください（例：株式会社キセキ）',
  positions: '職種',
  positionsHint: `${POSITIONS_PER_EXPERIENCE_MAX}個まで選べます`,
  positionsOpen: '職種を選ぶ',
  positionsDone: '選択を終える',
  positionsFilter: '職種を絞り込む',
  positionsFilterPlaceholder: '例：バックエンド',
  positionsNone: '職種が選ばれていません',
  positionsNoMatch: '該当する職種がありません',
  positionsSelected: (count: number) => `${count}件選択中`,
  positionsLimitReached: `職種は${POSITIONS_PER_EXPERIENCE_MAX}個まで選べます。ほかを選ぶには、選択済みの職種を外してください。`,
  positionRemove: (name: string) => `${name}を外す`,
  positionsLoading: '職種を読み込んでいます',
  positionsLoadFailed: '職種の一覧を読み込めませんでした。',
  retry: '再読み込み',
  positionName: '役職名',
  positionNameHint: '例：リードエンジニア、課長',
  isClientWork: '客先常駐・受託開発などのクライアントワーク',
  clientCompanyName: 'クライアント企業名',
  startDate: '開始年月',
  endDate: '終了年月',
  ongoing: '現在も在籍中',
  description: '業務内容',
  descriptionHint:
    '担当したプロダクト、使った技術、成果などを書いてください。改行もそのまま表示されます。',
  schoolName: '学校名',
  schoolType: '学校種別',
  educationEnd: '卒業（予定）年月',
  enrollmentStatus: '在籍状況',
  major: '学部・学科・専攻',
  cancel: 'キャンセル',
  saving: '保存中…',
  startYearRequired: '開始年を選択してください。',
  startMonthRequired: '開始月を選択してください。',
  endYearRequired: '終了年を選択してください。',
  endMonthRequired: '終了月を選択してください。',
  educationEndYearRequired: '卒業（予定）年を選択してください。',
  educationEndMonthRequired: '卒業（予定）月を選択してください。',
} as const;

/** School types (spec section 3) with their Japanese names; -1 means 未選択. */
export const SCHOOL_TYPE_LABELS: Readonly<Record<number, string>> = {
  [SCHOOL_TYPE.NOT_SELECTED]: '未選択',
  [SCHOOL_TYPE.UNIVERSITY]: '大学',
  [SCHOOL_TYPE.JUNIOR_COLLEGE]: '短期大学',
  [SCHOOL_TYPE.MASTER]: '大学院（修士）',
  [SCHOOL_TYPE.DOCTOR]: '大学院（博士）',
  [SCHOOL_TYPE.VOCATIONAL_SCHOOL]: '専門学校',
  [SCHOOL_TYPE.HIGH_SCHOOL]: '高等学校',
  [SCHOOL_TYPE.TECHNICAL_COLLEGE]: '高等専門学校',
  [SCHOOL_TYPE.JUNIOR_HIGH]: '中学校',
  [SCHOOL_TYPE.OTHERS]: 'その他',
};

/** The school types a person can choose, in order (未選択 is not a choice). */
export const SCHOOL_TYPE_CHOICES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Enrollment statuses (spec section 3). */
export const ENROLLMENT_STATUS_LABELS: Readonly<Record<number, string>> = {
  [ENROLLMENT_STATUS.GRADUATED]: '卒業',
  [ENROLLMENT_STATUS.LEFT]: '中退・転学',
  [ENROLLMENT_STATUS.EXPECTED]: '卒業見込み',
};

export const ENROLLMENT_STATUS_CHOICES: readonly number[] = [0, 1, 2];

/** "2020年4月" */
export const formatYearMonth = (year: number, month: number): string => `${year}年${month}月`;

/** "2020年4月〜2022年3月", or "2020年4月〜現在" without an end. */
export const formatPeriod = (
  startYear: number,
  startMonth: number,
  endYear: number | null,
  endMonth: number | null,
): string =>
  `${formatYearMonth(startYear, startMonth)}〜${
    endYear !== null && endMonth !== null ? formatYearMonth(endYear, endMonth) : '現在'
  }`;
