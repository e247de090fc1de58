/** Japanese text of /user_building. */
export const buildingJa = {
  title: 'ポートフォリオを作成しています',
  lead: '連携したサービスからアウトプットを取り込んでいます。このページを閉じても取り込みは続きます。',
  progressLabel: '取り込みの進み具合',
  progress: (finished: number, total: number) =>
    `${total}件中 ${finished}件の取り込みが終わりました`,
  sourcesLabel: '取り込み中のサービス',
  blog: 'ブログ',
  failedNote:
    '取り込めなかったサービスがあっても、ポートフォリオはそのまま作成されます。アカウント連携のページから取り込み直せます。',
  ready: 'ポートフォリオができました。移動しています…',
  toPerson: 'ポートフォリオを見る',
  toAccounts: 'アカウント連携を開く',
  loading: '取り込みの状況を読み込んでいます',
  loadFailed: '取り込みの状況を読み込めませんでした。',
  retry: '再読み込み',
  empty: {
    title: '連携しているサービスがありません',
    body: 'GitHub や Qiita などのアカウントを連携すると、アウトプットからポートフォリオとスコアが作られます。',
    connect: 'アカウントを連携する',
  },
} as const;
