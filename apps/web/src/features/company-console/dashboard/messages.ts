const count = (n: number) => n.toLocaleString('ja-JP');

/** Japanese text of the console's dashboard (/company). */
export const dashboardJa = {
  title: 'ダッシュボード',
  loadFailed: '読み込めませんでした。',
  retry: '再読み込み',
  actions: 'よく使う操作',
  searchCandidates: 'エンジニアを探す',
  newJob: '求人を作成',

  rates: '反応の状況',
  interestRate: '「気になる」への回答率',
  interestDetail: (reacted: number, sent: number, recent: number) =>
    `${count(sent)}件中 ${count(reacted)}件に回答（直近30日の送信 ${count(recent)}件）`,
  scoutRate: 'スカウトの返信率',
  scoutDetail: (replied: number, sent: number, recent: number) =>
    `${count(sent)}件中 ${count(replied)}件に返信（直近30日の送信 ${count(recent)}件）`,
  openThreads: 'やり取り中のスレッド',
  openThreadsValue: (n: number) => `${count(n)}件`,
  noRate: '―',
  percent: (n: number) => `${n}%`,

  awaiting: '返信が止まっているスレッド',
  awaitingLead: (days: number) =>
    `エンジニアからのメッセージに${days}日以上返信していないスレッドです。返信のない企業は、エンジニアから選ばれにくくなります。`,
  awaitingNone: (days: number) => `${days}日以上返信していないスレッドはありません。`,
  waitingFor: (days: number) => `${count(days)}日返信なし`,

  interests: '送った「気になる」',
  interestsEmpty:
    'まだ「気になる」を送っていません。エンジニア検索から候補者のページを開いて送れます。',
  unanswered: '未回答',
  jobPrefix: '求人：',
  moreInterests: (n: number) => `ほか${count(n)}件`,

  requests: '経歴更新リクエスト',
  requestsEmpty: 'まだ経歴更新リクエストを送っていません。',
  requestOpen: '回答待ち',
} as const;
