import {
  CAREER_MESSAGES,
  EDUCATIONS_MAX,
  EXPERIENCES_MAX,
  ORGANIZATION_NAME_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
} from '@kiseki/contract/career-rules';

/** Largest file (or zip) the import reads, in bytes. */
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Wording of /cv/import. */
export const importJa = {
  title: '経歴のインポート',
  lead: 'JSON Resume（resume.json）や LinkedIn のデータエクスポートから、職歴と学歴をまとめて読み込めます。読み込んだ内容は確認してから登録します。',
  backToCv: '経歴に戻る',
  formatsTitle: '読み込めるファイル',
  formatJsonResume: 'JSON Resume（.json）',
  formatJsonResumeNote: 'jsonresume.org の形式。work と education を読み込みます。',
  formatLinkedIn: 'LinkedIn のデータエクスポート（.zip または .csv）',
  formatLinkedInNote:
    'Positions.csv・Education.csv・Skills.csv。zip のまま、または CSV を複数まとめて選べます。',
  formatLimit: 'ファイルサイズは 5MB まで。文字コードは UTF-8 です。',
  pickSection: 'インポートするファイル',
  pickLabel: 'ファイルを選択',
  pickHint: 'ここにファイルをドロップするか、ボタンから選んでください',
  pickHintTouch: 'ボタンを押して、端末に保存したファイルを選んでください',
  reading: '読み込んでいます…',
  chooseAgain: '別のファイルを選ぶ',

  // Errors: each leaves everything as it was.
  errors: {
    notJson: 'JSONとして読み込めませんでした。ファイルの内容をご確認ください。',
    notJsonResume:
      'JSON Resume の形式ではありません。work または education を含むファイルを選んでください。',
    empty: 'ファイルが空です。',
    nothingFound: '読み込める職歴・学歴が見つかりませんでした。',
    unknownType:
      '対応していない種類のファイルです。JSON Resume（.json）か LinkedIn のエクスポート（.zip / .csv）を選んでください。',
    tooLarge: 'ファイルサイズが大きすぎます（5MBまで）。',
    notUtf8: '文字コードを読み取れませんでした。UTF-8 で保存したファイルを選んでください。',
    csvHeader: (file: string, columns: string) =>
      `${file} の見出し行が想定と異なります（必要な列: ${columns}）。LinkedIn からエクスポートしたままのファイルを選んでください。`,
    csvUnknown:
      'どの LinkedIn のファイルか判別できませんでした。Positions.csv・Education.csv・Skills.csv のいずれかを選んでください。',
    csvBroken: (file: string) =>
      `${file} を CSV として読み込めませんでした（引用符が閉じられていません）。`,
    zipBroken: 'zip ファイルを展開できませんでした。ファイルが壊れていないかご確認ください。',
    zipUnsupported:
      'この zip ファイルの形式には対応していません（暗号化または未対応の圧縮方式）。中の CSV を直接選んでください。',
    zipNoCsv:
      'zip の中に Positions.csv・Education.csv・Skills.csv が見つかりませんでした。LinkedIn のデータエクスポートを選んでください。',
    mixed: 'JSON Resume と LinkedIn のファイルは別々に読み込んでください。',
    tooManyFiles: '一度に選べるファイルは 5 個までです。',
    readFailed: 'ファイルを読み込めませんでした。もう一度お試しください。',
  },

  // Reasons an entry is skipped.
  skip: {
    noOrganization: '会社・組織名がありません',
    organizationTooLong: `会社・組織名が${ORGANIZATION_NAME_MAX_LENGTH}文字を超えています`,
    noStart: '開始年月がありません',
    badStart: '開始年月を読み取れません',
    startOutOfRange: '開始年が登録できる範囲外です',
    badEnd: '終了年月を読み取れません',
    endOutOfRange: '終了年が登録できる範囲外です',
    endBeforeStart: '終了年月が開始年月より前です',
    noSchool: '学校名がありません',
    schoolTooLong: `学校名が${SCHOOL_NAME_MAX_LENGTH}文字を超えています`,
    noGraduation: '卒業（予定）年がありません',
    graduationOutOfRange: '卒業（予定）年が登録できる範囲外です',
    notAnEntry: '項目の形式が正しくありません',
  },
  // Notes about entries kept with a change.
  notes: {
    descriptionCut: '業務内容を文字数の上限で切り詰めました',
    positionNameCut: '役職名を文字数の上限で切り詰めました',
    majorCut: '専攻を文字数の上限で切り詰めました',
    monthAssumed: (which: '開始' | '終了' | '卒業', month: number) =>
      `${which}月の記載がないため${month}月としました`,
  },

  // Preview
  previewTitle: '読み込んだ内容',
  previewLead:
    '登録する項目にチェックを入れ、職歴ごとに職種を選んでください。登録済みの項目は選択できません。',
  summary: (experiences: number, educations: number) =>
    `職歴 ${experiences}件・学歴 ${educations}件を読み込みました`,
  fileNames: (names: string) => `読み込んだファイル: ${names}`,
  experiencesTitle: '職歴',
  educationsTitle: '学歴',
  skillsTitle: 'スキル（参考）',
  skillsNote: 'スキルはインポートされません。ポートフォリオのスキルタグから登録してください。',
  skippedTitle: '読み込めなかった項目',
  selectedCount: (selected: number, total: number) => `${selected} / ${total}件を選択`,
  selectAll: 'すべて選択',
  selectNone: 'すべて解除',
  registered: '登録済み',
  registeredExperienceNote:
    '同じ会社・開始年月の職歴がすでに登録されているため、インポートの対象外です。',
  registeredEducationNote:
    '同じ学校・卒業年月の学歴がすでに登録されているため、インポートの対象外です。',
  /** A section whose entries are all registered: nothing in it can be chosen. */
  allRegistered: 'すべて登録済み',
  repeated: '重複',
  repeatedNote: 'ファイル内の前の項目と同じ内容です。',
  count: (n: number) => `${n}件`,
  unnamed: '（名称なし）',
  newEntry: '新規',
  /** Spec section 5: every experience needs a position. */
  positionRequired: CAREER_MESSAGES.positionRequired,
  nothingSelected: 'インポートする項目を選択してください。',
  /** Everything chosen turned out to be registered already when saving. */
  nothingNew: '選択した項目はすでに登録されています。',
  willImport: (experiences: number, educations: number) =>
    `職歴 ${experiences}件・学歴 ${educations}件をインポートします`,
  submit: '選択した項目をインポート',
  submitting: 'インポートしています…',
  tooManyExperiences: `職歴は${EXPERIENCES_MAX}件まで登録できます。選択を減らしてください。`,
  tooManyEducations: `学歴は${EDUCATIONS_MAX}件まで登録できます。選択を減らしてください。`,
  positionsMissing: (count: number) => `職種が選ばれていない職歴が${count}件あります。`,
  saved: '保存しました',
  saveFailed: 'エラーが発生しました、もう一度お試しください',
  loadFailed: '登録済みの経歴を読み込めませんでした。',
} as const;
