import type { SetupStep } from '@kiseki/contract/career-rules';
import {
  CAREER_MESSAGES,
  DESIRED_ANNUAL_SALARY_MAX,
  WANT_TO_DO_MAX_LENGTH,
} from '@kiseki/contract/career-rules';

/** Text shared by the setup wizard and the job-change flow. Quoted spec wording is verbatim. */
export const flowJa = {
  next: '次へ',
  saveAndNext: '保存して次へ',
  back: '戻る',
  skip: 'スキップ',
  saving: '保存しています…',
  loading: '読み込み中',
  /** Spec section 8: a step's save failed (the flow still moves on). */
  stepSaveFailed: 'エラーが発生しました、もう一度お試しください',
  saved: '保存しました',
  progress: (position: number, total: number) => `ステップ ${position} / ${total}`,
  progressLabel: '進み具合',
} as const;

/** Titles of the wizard's steps: the page title and the screen's <h1>. */
export const SETUP_STEP_TITLES: Record<SetupStep, string> = {
  sns_accounts: 'SNSアカウントの連携',
  welcome: 'ようこそ',
  birthdate: '生年月日の登録',
  check_student: '在学状況の確認',
  education: '学歴の登録',
  hirability_level: '転職意欲の登録',
  occupation: 'お仕事の状況',
  experience: '職務経歴の登録',
  experience_import: '職務経歴のインポート',
  experience_edit: '職務経歴の入力',
  block: 'ブロックする企業の設定',
  salary: '希望年収の登録',
  work_style: '希望する働き方の登録',
  work_location: '希望勤務地の登録',
  employment_type: '希望する雇用形態の登録',
  business_type: '希望する事業形態の登録',
  want_to_do: 'やりたいことの登録',
  program: 'プログラムへの参加',
  address: '住所の登録',
  completed: '初期設定が完了しました',
};

export const setupJa = {
  wizardName: '初期設定',
  resumeTitle: '初期設定',
  resuming: '前回の続きから再開しています…',
  snsAccounts: {
    lead: 'GitHub や Qiita などのアカウントを連携すると、アウトプットからポートフォリオとスコアが作られます。',
    services: [
      'GitHub',
      'Qiita',
      'Zenn',
      'note',
      'Speaker Deck',
      'teratail',
      'connpass',
      'ブログ（RSS）',
    ],
    listLabel: '連携できるサービス',
    notReady: '外部サービスとの連携は準備中です。あとから設定できます。',
  },
  welcome: {
    greeting: (name: string) =>
      name ? `${name} さん、Kiseki へようこそ！` : 'Kiseki へようこそ！',
    body: 'これからいくつかの質問にお答えいただき、あなたの経歴と希望条件を登録します。入力した内容はあとから変更できます。',
    points: [
      '生年月日と在学状況',
      '転職意欲と職務経歴（学生の方は学歴）',
      '希望年収・働き方・勤務地などの希望条件',
    ],
    pointsLabel: '登録する内容',
    duration: '5分ほどで終わります。',
    start: 'はじめる',
  },
  birthdate: {
    lead: '生年月日を入力してください。',
    legend: '生年月日',
    year: '年',
    month: '月',
    day: '日',
    yearPlaceholder: '1990',
    monthPlaceholder: '4',
    dayPlaceholder: '1',
    hint: '例：1990年4月1日',
    lockedNote: '生年月日は一度保存すると変更できません。お間違いのないようご確認ください。',
    lawNote:
      '生年月日は、職業安定法に基づき、求人の紹介にあたって年齢を確認するためにお預かりします。',
    visibilityNote:
      '生年月日は初期設定では「公開」（企業に表示）になります。公開・非公開は、あとから設定画面の公開設定でいつでも変更できます。',
    visibilityLink: '公開設定',
    current: '登録済みの生年月日',
    alreadySet: '生年月日は登録済みです。変更はできません。',
    saveLabel: '保存して次へ',
    invalid: CAREER_MESSAGES.birthdateInvalid,
    saved: '保存しました',
    failed: 'エラーが発生しました',
  },
  checkStudent: {
    question: '学生ですか？',
    lead: '回答によって、このあと登録していただく内容が変わります。',
    yes: 'はい、学生です',
    no: 'いいえ、学生ではありません',
  },
  education: {
    lead: '在学中・卒業した学校を登録してください。',
    existing: '登録済みの学歴',
    none: 'まだ学歴は登録されていません。',
    add: '学歴を追加',
    submit: 'この学歴を追加する',
    addAnother: 'もう1件追加する',
  },
  hirability: {
    lead: '今の転職への気持ちに近いものを選んでください。企業からのスカウトの参考になります。あとから変更できます。',
    legend: '転職意欲',
    options: {
      NO_JOB_CHANGE: { label: '転職意欲なし', hint: '今は転職を考えていない' },
      WANT_TO_HEAR: { label: '良い話があれば聞きたい', hint: '条件次第で話を聞いてみたい' },
      JOB_CHANGE: { label: '転職したい', hint: '積極的に転職先を探している' },
    },
    required: '転職意欲を選択してください。',
  },
  occupation: {
    lead: '現在のお仕事について教えてください。',
    jobLegend: '現在、お仕事をされていますか？',
    jobYes: '働いている',
    jobNo: '働いていない',
    itLegend: 'ITエンジニアとして働いていますか？（これから働きたい方も含みます）',
    itYes: 'はい',
    itNo: 'いいえ',
  },
  experience: {
    lead: '職務経歴の登録方法を選んでください。',
    importTitle: 'ファイルからインポート',
    importBody: 'JSON Resume や LinkedIn のデータエクスポートから読み込みます。',
    manualTitle: '手入力する',
    manualBody: '会社名・職種・期間をひとつずつ入力します。',
  },
  experienceImport: {
    lead: 'JSON Resume（resume.json）や LinkedIn のデータエクスポートから、職歴と学歴をまとめて読み込めます。',
    steps: [
      '下のボタンから「経歴のインポート」画面を別のタブで開きます。',
      'ファイルを選んで読み込み、内容を確認して登録します。',
      'このタブに戻って「次へ」を押してください。',
    ],
    open: '経歴のインポート画面を開く（別タブ）',
    manualInstead: '手入力に切り替える',
  },
  experienceEdit: {
    lead: 'これまでの職務経歴を登録してください。複数登録できます。',
    existing: '登録済みの職務経歴',
    none: 'まだ職務経歴は登録されていません。',
    add: '職務経歴を追加',
    submit: 'この職務経歴を追加する',
    addAnother: 'もう1件追加する',
    saved: '職務経歴を保存しました',
  },
  block: {
    lead: 'あなたのポートフォリオを見せたくない企業（現在の勤務先など）を設定できます。設定した企業には、あなたの情報が表示されません。',
    search: '企業名で検索',
    searchPlaceholder: '例：株式会社キセキ',
    results: '検索結果',
    noResults: '該当する企業が見つかりませんでした。',
    searching: '検索しています…',
    add: 'ブロックする',
    added: 'ブロック中',
    remove: (name: string) => `${name} のブロックを解除`,
    selected: 'ブロックする企業',
    noneSelected: 'ブロックする企業はまだありません。',
  },
  salary: {
    lead: '希望する年収を入力してください。',
  },
  workStyle: {
    lead: '希望する働き方を選んでください（複数選択できます）。',
  },
  workLocation: {
    lead: '働きたい場所を選んでください（複数選択できます）。',
    legend: '希望勤務地',
    selected: (count: number) => `${count}件選択中`,
  },
  employmentType: {
    lead: '希望する雇用形態を選んでください（複数選択できます）。',
    legend: '希望する雇用形態',
    options: {
      fulltime: '正社員',
      parttime: '契約社員・アルバイト',
      freelance: 'フリーランス・業務委託',
      internship: 'インターン',
    },
  },
  businessType: {
    lead: '希望する事業形態を選んでください（複数選択できます）。',
    legend: '希望する事業形態',
    options: {
      in_house: '自社開発',
      entrusted: '受託開発',
      ses: 'SES',
    },
  },
  wantToDo: {
    lead: 'これから挑戦したいこと、実現したいことを自由に書いてください。',
  },
  program: {
    lead: 'Kiseki では、新機能をいち早く試せるベータプログラムを予定しています。',
    notReady:
      'ベータプログラムへの参加設定は、メール配信設定とあわせて準備中です。公開後に設定画面から参加できます。',
  },
  address: {
    lead: 'お住まいの地域を入力してください。通勤しやすい求人のご提案に使います。',
    prefecture: '都道府県',
    prefecturePlaceholder: '選択してください',
    address: '市区町村以降',
    addressHint: '例：渋谷区神宮前（番地までは不要です）',
    reject: '入力しない',
  },
  completed: {
    lead: 'お疲れさまでした！初期設定が完了しました。',
    body: '登録した内容はいつでも設定画面・経歴画面から変更できます。さっそく Kiseki をはじめましょう。',
    start: 'はじめる',
  },
} as const;

/** The preference forms shared by the wizard and the job-change flow. */
export const preferencesJa = {
  salary: {
    label: '希望年収',
    unit: '万円',
    hint: `0〜${DESIRED_ANNUAL_SALARY_MAX}万円の範囲で、万円単位で入力してください。`,
    placeholder: '例：600',
  },
  workStyle: {
    legend: '希望する働き方',
    options: {
      full_remote: 'フルリモート',
      partial_remote: '一部リモート',
      attendance: '出社',
    },
  },
  wantToDo: {
    label: 'やりたいこと',
    placeholder: '例：大規模なサービスの設計から運用まで担当し、チームを技術でリードしたい。',
    count: (length: number) => `${length} / ${WANT_TO_DO_MAX_LENGTH}文字`,
  },
} as const;

export const jobChangeJa = {
  flowName: '転職活動の準備',
  later: 'あとで',
  titles: {
    start: '転職活動をはじめる',
    salary: '希望年収',
    tech_skill: '技術スキル',
    want_to_do: 'やりたいこと',
    work_style: '希望する働き方',
    experiences: '職務経歴',
    done: '希望条件の登録完了',
  },
  start: {
    lead: '転職を考えはじめたあなたに合う求人を見つけるために、いくつかの情報を確認・登録しましょう。',
    stepsLabel: 'これから確認する内容',
    steps: ['希望年収', '技術スキル', 'やりたいこと', '希望する働き方', '職務経歴'],
    duration: '3分ほどで終わります。入力した内容はあとから変更できます。',
    begin: 'はじめる',
  },
  salary: { lead: '希望する年収を入力してください。' },
  techSkill: {
    lead: 'これまでの職種と、登録しているスキルタグを確認しましょう。',
    positions: '職務経歴に登録されている職種',
    noPositions: '職務経歴に職種が登録されていません。次の「職務経歴」で登録できます。',
    skillTags: '登録しているスキルタグ',
    noSkillTags:
      'スキルタグはまだ登録されていません。使っている言語やフレームワークを、習熟度とあわせて登録しましょう。',
    skillTagsError: 'スキルタグを読み込めませんでした。時間をおいてもう一度お試しください。',
    level: (level: number, label: string) => `レベル${level}：${label}`,
    editSkillTags: 'スキルタグを編集する',
  },
  wantToDo: { lead: 'これから挑戦したいこと、実現したいことを書いてください。' },
  workStyle: { lead: '希望する働き方を選んでください（複数選択できます）。' },
  experiences: {
    lead: '職務経歴を確認して、足りないものがあれば追加・修正してください。',
    edit: '編集',
    cancelEdit: '編集をやめる',
    saveEdit: '変更を保存する',
  },
  done: {
    lead: '希望条件を登録しました。あなたに合う求人をお届けします。',
    body: '登録した内容は経歴画面からいつでも変更できます。',
    back: '元のページへ戻る',
    toJobs: '求人を見る',
  },
} as const;
