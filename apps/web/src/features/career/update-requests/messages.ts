/** Japanese text of the career-update requests on /cv. */
export const updateRequestsJa = {
  title: '企業からの経歴更新リクエスト',
  hint: '経歴を最新にしたら「経歴を更新しました」を押してください。企業に伝わります。',
  received: (label: string) => `${label}に受信`,
  answer: '経歴を更新しました',
  dismiss: '閉じる',
  answered: (company: string) => `${company}に、経歴を更新したことを伝えました`,
  dismissed: (company: string) => `${company}からのリクエストを閉じました`,
  failed: '操作できませんでした。時間をおいて再度お試しください。',
  loadFailed: '経歴更新リクエストを読み込めませんでした。',
  retry: '再読み込み',
} as const;
