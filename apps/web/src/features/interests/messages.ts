/** Japanese text of /interest-notifications and /reaction_completed. */
export const interestsJa = {
  title: '興味通知',
  lead: '企業があなたに「気になる」を送ると、ここに届きます。回答は企業に伝わり、「興味がある」「話を聞きたい」と答えた企業からはメッセージが届くことがあります。',
  loading: '興味通知を読み込んでいます',
  loadFailed: '興味通知を読み込めませんでした。',
  retry: '再読み込み',
  summary: (total: number, unreacted: number) =>
    unreacted > 0 ? `${total}件（未回答 ${unreacted}件）` : `${total}件`,
  empty: 'まだ企業からの興味通知はありません',
  emptyHint:
    '経歴やアウトプットが充実しているほど、企業の目に留まりやすくなります。職務経歴を最新にしておきましょう。',
  emptyLink: '職務経歴を更新する',
  list: '興味通知の一覧',
  sentInterest: 'あなたに「気になる」を送りました',
  receivedAt: (date: string) => `受信日時 ${date}`,
  job: '求人',
  noJob: '求人の指定はありません',
  unreacted: '未回答',
  yourAnswer: 'あなたの回答',
  answerGroup: (company: string) => `${company}への回答`,
  answered: (label: string) => `「${label}」と回答しました。`,
  answeredAt: (date: string) => `回答日 ${date}`,
  changeHint: '回答はいつでも変えられます。',
  saving: '送信しています…',
  failed: '回答を送れませんでした。時間をおいて再度お試しください。',

  completed: {
    titleOk: '回答を受け付けました',
    titleFailed: '回答を記録できませんでした',
    detail: (company: string, label: string) => `${company}に「${label}」と回答しました。`,
    changeLater: '回答は興味通知の画面からいつでも変えられます。',
    toList: '興味通知を見る',
  },
} as const;
