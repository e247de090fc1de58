import type { JobDescriptionStatus } from '@kiseki/contract/master/job-conditions';

/*
 * Japanese text of the recruiter's job screens (/company/jobs, /company/jobs/new and
 * /company/jobs/:jobId). Validation messages are the contract's; the server's refusals
 * (409, 404) arrive in their own words and are shown as they are.
 */

/**
 * The contract's COMPANY_JOB_STATUS_LABELS, copied: its module builds zod schemas, and the list
 * screen validates nothing. messages.test.ts checks the copy against the contract.
 */
export const JOB_STATUS_LABELS: Readonly<Record<JobDescriptionStatus, string>> = {
  draft: '下書き',
  published: '公開中',
  closed: '募集終了',
};

export const JOB_STATUSES = [
  'draft',
  'published',
  'closed',
] as const satisfies readonly JobDescriptionStatus[];

export const companyJobsJa = {
  list: {
    title: '求人',
    lead: '自社の求人を作成・公開し、募集の状況を確かめられます。下書きは自社の採用担当者にだけ見えます。',
    create: '求人を作成',
    filterLabel: '状態で絞り込む',
    all: 'すべて',
    listLabel: '求人の一覧',
    loading: '求人を読み込んでいます',
    loadFailed: '求人を読み込めませんでした。時間をおいてもう一度お試しください。',
    retry: '再読み込み',
    total: (count: number) => `${count.toLocaleString('ja-JP')}件`,
    emptyAll: 'まだ求人がありません。',
    emptyAllHint:
      '「求人を作成」から最初の求人を書いてみましょう。保存した求人は下書きになり、公開するまで誰にも見えません。',
    emptyStatus: (status: JobDescriptionStatus) =>
      `${JOB_STATUS_LABELS[status]}の求人はありません。`,
    emptyPage: 'このページには求人がありません。',
    firstPage: '最初のページへ',
    workStyle: '働き方',
    prefecture: '勤務地',
    published: '公開日',
    notPublished: '未公開',
    updated: '更新日',
    reactions: '興味あり',
    applications: '応募',
    countValue: (count: number) => `${count.toLocaleString('ja-JP')}人`,
    edit: '編集',
    publish: '公開する',
    close: '募集を終了',
    reopen: '再開する',
    remove: '削除',
    viewPublic: '求人ページ',
  },
  actions: {
    published: (title: string) => `「${title}」を公開しました。`,
    closed: (title: string) => `「${title}」の募集を終了しました。`,
    reopened: (title: string) => `「${title}」の募集を再開しました。`,
  },
  remove: {
    title: '下書きを削除しますか？',
    body: (title: string) => `「${title}」を削除します。削除した下書きは元に戻せません。`,
    cancel: 'キャンセル',
    confirm: '削除する',
    deleted: '下書きを削除しました。',
  },
  editor: {
    createTitle: '求人を作成',
    editTitle: '求人を編集',
    back: '求人の一覧へ',
    loading: '求人を読み込んでいます',
    loadFailed: '求人を読み込めませんでした。時間をおいてもう一度お試しください。',
    retry: '再読み込み',
    notFoundTitle: '求人が見つかりません',
    notFoundBody:
      'この求人は見つかりませんでした。削除されたか、URLが間違っている可能性があります。',
    newLead:
      '保存すると下書きになります。下書きは自社の採用担当者にだけ見え、公開するまで検索や企業ページには出ません。',
    draftNote: 'この求人は下書きです。公開すると、求人検索と企業ページに表示されます。',
    publishedNote: 'この求人は公開中です。保存した内容はすぐに求人ページへ反映されます。',
    closedNote:
      '募集を終了した求人です。求人ページは読めますが、応募と「興味あり」は受け付けていません。募集の再開は求人の一覧から行えます。',
    publishedOn: (date: string) => `公開日 ${date}`,
    viewPublic: '求人ページを見る',
    opensInNewTab: '（新しいタブで開きます）',

    sections: {
      basics: '基本情報',
      body: '仕事内容',
      conditions: '条件',
      positionsAndTags: '職種・技術タグ',
      preferred: 'こだわり条件',
    },
    title: '求人タイトル',
    titleHint: (max: number) => `${max}文字以内。職種と仕事の中身が伝わる一文にしてください。`,
    summary: '概要',
    summaryHint: (max: number) =>
      `${max}文字以内。求人の一覧や検索結果で、タイトルの下に表示されます。`,
    jobDetails: '仕事内容',
    requiredSkills: '必須スキル',
    welcomeSkills: '歓迎スキル',
    developmentEnvironment: '開発環境',
    workingConditions: '働き方・待遇',
    sectionHint: (max: string) => `${max}文字以内`,
    optionalHint: (max: string) => `任意・${max}文字以内`,
    salaryMin: '年収の下限（万円）',
    salaryMax: '年収の上限（万円）',
    salaryHint: '万円単位の整数で入力してください（例: 600）。',
    prefecture: '勤務地（都道府県）',
    prefecturePlaceholder: '選択してください',
    prefectureHint: 'フルリモートの求人でも、本社など所属する拠点の都道府県を選んでください。',
    workStyle: '働き方',
    employmentType: '雇用形態',
    businessType: '事業形態',
    positions: '職種',
    positionsHint: (max: number) => `1〜${max}個選んでください。`,
    positionsCount: (count: number, max: number) => `${count} / ${max}個を選択中`,
    preferredHint: '当てはまるものをすべて選んでください。求人検索の絞り込みに使われます。',
    unsaved: '保存していない変更があります',
    saveDraft: '下書きを保存',
    save: '保存する',
    publish: '公開する',
    saving: '保存しています…',
    publishing: '公開しています…',
    created: '下書きを保存しました。',
    saved: '保存しました。',
    published: '求人を公開しました。',
    createdButNotPublished: '下書きは保存しましたが、公開できませんでした。',
  },
  tags: {
    label: '技術タグ',
    hint: (max: number) => `技術名を入力して候補から選んでください（${max}個まで）。`,
    placeholder: '例: TypeScript、AWS',
    options: '技術タグの候補',
    selected: '選んだ技術タグ',
    none: 'まだ選んでいません。',
    remove: (name: string) => `${name}を外す`,
    noMatch: (query: string) => `「${query}」に一致する技術タグはありません。`,
    matches: (count: number) =>
      `候補が${count}件あります。上下の矢印キーで選び、Enterキーで追加できます。`,
    full: (max: number) =>
      `技術タグは${max}個まで選択できます。追加するには、どれかを外してください。`,
    count: (count: number, max: number) => `${count} / ${max}個`,
  },
} as const;
