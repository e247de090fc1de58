/** Japanese text of /analytics/views and /analytics/keywords. */
export const analyticsJa = {
  tabs: {
    label: '分析メニュー',
    salary: '年収比較',
    views: '閲覧履歴',
    keywords: '検索キーワード',
  },
  retry: '再読み込み',
  emptyLink: '職務経歴を更新する',

  views: {
    title: '企業からの閲覧',
    lead: 'あなたの候補者ページを開いた企業と、企業が見たアウトプットです。閲覧回数は、企業がページを開いた日数で数えています。',
    loading: '閲覧履歴を読み込んでいます',
    loadFailed: '閲覧履歴を読み込めませんでした。',
    totals: '閲覧の集計',
    companyCount: (days: number) => `閲覧した企業（${days}日間）`,
    visitCount: (days: number) => `閲覧回数（${days}日間）`,
    recentVisitCount: (days: number) => `直近${days}日の閲覧`,
    companies: (n: number) => `${n}社`,
    times: (n: number) => `${n}回`,
    shownOnly: (shown: number) => `最近閲覧した${shown}社を表示しています。`,
    list: '閲覧した企業の一覧',
    visits: (n: number) => `${n}回閲覧`,
    lastViewed: '最終閲覧',
    lastViewedAt: (date: string) => `最終閲覧日時 ${date}`,
    outputs: (n: number) => `閲覧されたアウトプット（${n}件）`,
    outputsShownOnly: (shown: number) => `新しく閲覧された${shown}件を表示しています。`,
    noOutputs: 'アウトプットの閲覧はありません（ページのみ閲覧）',
    viewedAt: (date: string) => `${date} 閲覧`,
    opensInNewTab: '（新しいタブで開きます）',
    empty: (days: number) => `直近${days}日間に、あなたのページを閲覧した企業はまだありません`,
    emptyHint:
      '企業がエンジニア検索からあなたの候補者ページを開くと、ここに企業名と、企業が見たアウトプットが表示されます。職務経歴やアウトプットが充実しているほど、企業の目に留まりやすくなります。',
  },

  keywords: {
    title: '企業が検索したキーワード',
    lead: '企業がエンジニア検索で使ったキーワードのうち、あなたが検索結果に表示されたものを、回数の多い順に並べています。同じ企業の同じキーワードは1日1回と数えます。',
    summary: (days: number, n: number) => `直近${days}日間・${n}件`,
    loading: '検索キーワードを読み込んでいます',
    loadFailed: '検索キーワードを読み込めませんでした。',
    list: 'キーワードの一覧',
    count: (n: number) => `${n}回`,
    countLabel: '表示された回数',
    companyCount: (n: number) => `${n}社`,
    companyCountLabel: '検索した企業',
    lastSearched: '最終検索',
    empty: (days: number) =>
      `直近${days}日間に、あなたが検索結果に表示されたキーワードはまだありません`,
    emptyHint:
      '企業がキーワードでエンジニアを検索し、あなたが検索結果に表示されると、そのキーワードがここに記録されます。スキルや職務経歴、アウトプットを充実させると、見つけてもらいやすくなります。',
  },
} as const;
