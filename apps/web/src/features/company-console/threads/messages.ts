const count = (n: number) => n.toLocaleString('ja-JP');

/** Japanese text of the console's /company/threads screens. */
export const companyThreadsJa = {
  title: 'メッセージ',
  lead: '「気になる」に前向きな回答をくれたエンジニアや、スカウトを送ったエンジニアとのやり取りです。',
  loadFailed: 'メッセージを読み込めませんでした。',
  retry: '再読み込み',
  total: (n: number) => `${count(n)}件`,
  empty: 'まだメッセージのやり取りはありません',
  emptyHint:
    'エンジニア検索から候補者のページを開き、「気になる」やスカウトを送るとやり取りが始まります。',
  emptyLink: 'エンジニアを探す',
  unread: (n: number) => `未読 ${count(n)}件`,
  awaiting: (days: number) => `返信待ち ${count(days)}日`,
  noMessage: 'まだメッセージはありません',
  you: '自社：',
  job: '求人：',

  thread: {
    back: '一覧に戻る',
    title: (name: string) => `${name}さんとのメッセージ`,
    loading: 'スレッドを読み込んでいます',
    loadFailed: 'スレッドを読み込めませんでした。',
    notFound: 'このスレッドは見つかりませんでした。',
    notFoundHint: '削除されたか、表示できないスレッドです。',
    candidatePage: '候補者のページ',
    scout: '送ったスカウト',
    job: '求人',
    offer: '提示年収',
    closedNotice: 'このスレッドは終了しました。メッセージは送れません。',
    declinedNotice: (reason: string | null) =>
      reason
        ? `このスレッドは辞退されました（理由：${reason}）。メッセージは送れません。`
        : 'このスレッドは辞退されました。メッセージは送れません。',
    awaitingNotice: (days: number) =>
      `エンジニアからのメッセージに${count(days)}日返信していません。早めに返信しましょう。`,
  },

  close: {
    open: 'スレッドを終了',
    title: 'このスレッドを終了しますか？',
    body: '終了すると、自社もエンジニアもこのスレッドにメッセージを送れなくなります。終了したスレッドは再開できません。',
    confirm: '終了する',
    failed: 'スレッドを終了できませんでした。時間をおいて再度お試しください。',
  },
} as const;
