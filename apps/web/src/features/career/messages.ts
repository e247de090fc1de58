import { JOB_SUMMARY_MAX_LENGTH, WANT_TO_DO_MAX_LENGTH } from '@kiseki/contract/career-rules';

/** Japanese text of the /cv and /config/visibility screens. */
export const careerJa = {
  title: '職務経歴',
  lead: '企業はここに登録した経歴を見てスカウトを送ります。最新の状態に保ちましょう。',
  importLink: '経歴をインポート',
  importHint: 'LinkedInのデータやJSON Resumeから取り込めます',
  requestsNotice: (count: number) =>
    `企業から経歴の更新依頼が${count}件届いています。最新の経歴に更新しましょう。`,
  loading: '職務経歴を読み込んでいます',
  loadFailed: '職務経歴を読み込めませんでした。',
  retry: '再読み込み',
  saved: '保存しました',
  deleted: '削除しました',
  failed: 'エラーが発生しました、もう一度お試しください',
  edit: '編集',
  editLabel: (name: string) => `${name}を編集`,
  remove: '削除',
  removeLabel: (name: string) => `${name}を削除`,
  cancel: 'キャンセル',
  save: '保存する',
  add: '追加する',

  jobSummary: {
    title: '職務要約',
    lead: 'これまでの経験と強みを、企業の担当者が最初に読む数行にまとめてください。',
    empty: 'まだ登録されていません。',
    label: '職務要約',
    hint: `${JOB_SUMMARY_MAX_LENGTH}文字以内`,
    count: (length: number) => `${length} / ${JOB_SUMMARY_MAX_LENGTH}`,
    edit: '職務要約を編集',
    write: '職務要約を書く',
  },

  summary: {
    title: '経歴のまとめ',
    badge: '経歴から自動作成',
    note: '登録した職歴から自動で作成しています。職歴を更新すると変わります。',
    years: '経験年数',
    companies: '在籍した会社',
    current: '現在の所属',
    positions: '主な職種',
    none: '—',
    yearsValue: (months: number) => {
      const years = Math.floor(months / 12);
      const rest = months % 12;
      if (years === 0) return `${rest}か月`;
      return rest === 0 ? `${years}年` : `${years}年${rest}か月`;
    },
    companiesValue: (count: number) => `${count}社`,
    empty: '職歴を登録すると、経験年数や主な職種をここにまとめて表示します。',
  },

  wantToDo: {
    title: 'やりたいこと',
    lead: '今後挑戦したいこと、興味のある技術や領域を書いてください。',
    empty: 'まだ登録されていません。',
    label: 'やりたいこと',
    hint: `${WANT_TO_DO_MAX_LENGTH}文字以内`,
    count: (length: number) => `${length} / ${WANT_TO_DO_MAX_LENGTH}`,
    edit: 'やりたいことを編集',
    write: 'やりたいことを書く',
  },

  experiences: {
    title: '職歴',
    add: '職歴を追加',
    addTitle: '職歴を追加',
    editTitle: (name: string) => `${name}の職歴を編集`,
    emptyTitle: 'まだ職歴が登録されていません',
    emptyBody:
      'これまでの仕事を登録すると、あなたの経験に合ったスカウトが届きやすくなります。まずは直近の職歴から登録してみましょう。',
    clientWork: (client: string | null) =>
      client ? `クライアントワーク（${client}）` : 'クライアントワーク',
    roles: (count: number) => `${count}件の職歴`,
    deleteTitle: 'この職歴を削除しますか？',
    deleteBody: (name: string, period: string) =>
      `${name}（${period}）の職歴を削除します。この操作は取り消せません。`,
    deleteSubmit: '削除する',
    noPositionName: '役職なし',
  },

  educations: {
    title: '学歴',
    add: '学歴を追加',
    addTitle: '学歴を追加',
    editTitle: (name: string) => `${name}の学歴を編集`,
    empty: 'まだ学歴が登録されていません。',
    deleteTitle: 'この学歴を削除しますか？',
    deleteBody: (name: string) => `${name}の学歴を削除します。この操作は取り消せません。`,
    deleteSubmit: '削除する',
    ended: (year: number, month: number, status: string) => `${year}年${month}月 ${status}`,
  },
} as const;

export const visibilityJa = {
  title: '公開設定',
  loadFailed: '設定を読み込めませんでした。',
  retry: '再読み込み',
  saved: '保存しました',
  /** A failed save of the blocked companies (the birthdate has its own: birthdate.failed). */
  failed: 'エラーが発生しました、もう一度お試しください',
  birthdate: {
    title: '生年月日の公開',
    lead: '生年月日を企業に公開するかどうかを選べます。公開すると、企業は年齢を知ったうえでスカウトを送れます。',
    label: '生年月日を企業に公開する',
    public: '公開中',
    private: '非公開',
    current: '登録されている生年月日',
    notSet: '生年月日は登録されていません。',
    notSetNote: '生年月日が登録されると、この設定に従って公開・非公開が決まります。',
    /** Spec section 8: a birthdate save (its visibility included) fails with these words. */
    failed: 'エラーが発生しました',
    value: (birthdate: string) => {
      const [y, m, d] = birthdate.split('-').map(Number);
      return `${y}年${m}月${d}日`;
    },
  },
  blocked: {
    title: 'ブロックする企業',
    lead: 'ブロックした企業には、あなたのプロフィールが表示されません。現在の勤務先などを登録してください。',
    searchLabel: '企業名で検索',
    searchPlaceholder: '例：株式会社キセキ',
    searching: '検索しています',
    noResults: '該当する企業が見つかりません。',
    results: '検索結果',
    block: 'ブロックする',
    blockLabel: (name: string) => `${name}をブロックする`,
    alreadyBlocked: 'ブロック中',
    unblock: '解除',
    unblockLabel: (name: string) => `${name}のブロックを解除`,
    listLabel: 'ブロック中の企業',
    empty: 'ブロックしている企業はありません。',
    count: (count: number, max: number) => `${count} / ${max}社`,
    full: (max: number) => `ブロックできる企業は${max}社までです。`,
    blocked: (name: string) => `${name}をブロックしました`,
    unblocked: (name: string) => `${name}のブロックを解除しました`,
  },
} as const;
