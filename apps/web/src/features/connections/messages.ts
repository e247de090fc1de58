/** Japanese text of /accounts (the panel's own text is in shared/ui/connections). */
export const accountsJa = {
  title: 'アカウント連携',
  lead: 'GitHub や Qiita などのアカウントとブログを連携すると、アウトプットを取り込んでポートフォリオとスコアを作ります。取り込みは定期的に自動で行われます。',
  building: {
    title: 'ポートフォリオの作成状況',
    body: '連携したサービスからの取り込みの進み具合を確認できます。',
    link: '作成状況を見る',
  },
} as const;
