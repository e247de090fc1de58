import { ERROR_MESSAGES } from '@kiseki/contract/error-codes';

/**
 * Japanese UI text of the shell. Japanese is the source of truth; a second locale would be a
 * sibling object of the same shape. Texts quoted by the spec are kept verbatim.
 */
export const ja = {
  common: {
    backToHome: 'トップページへ戻る',
    close: '閉じる',
    reload: 'ページを再読み込みする',
    loading: '読み込み中',
  },
  errors: {
    /** Spec section 8, status >= 500 and unhandled API errors. */
    server: ERROR_MESSAGES.internal_error,
    /** Spec section 8, fetch failure (wording of the spec, without a final period). */
    network: 'サーバーエラーが発生しました。時間をあけて再度お試しください',
  },
  fallback: {
    title: '技術的な問題が発生しました',
    body: '技術的な問題が発生しました。ご迷惑をおかけして申し訳ありません。しばらく時間をおいてから再度お試しください。',
    reloading: '新しいバージョンを読み込んでいます。しばらくお待ちください。',
  },
  notFound: {
    title: 'ページが見つかりません',
    body: 'お探しのページは見つかりませんでした',
    hint: 'URLが正しいかご確認ください。ページが移動または削除された可能性があります。',
  },
  blocked: {
    title: 'アクセスが制限されています',
    body: 'お使いのネットワーク環境からのアクセスが、セキュリティ上の理由により一時的に制限されています。',
    hint: 'しばらく時間をおいてから再度お試しいただくか、別のネットワーク（モバイル回線など）からアクセスしてください。解消しない場合は、ヘルプセンターからお問い合わせください。',
    help: 'ヘルプセンターを開く',
  },
  comingSoon: {
    body: 'この機能は現在準備中です。公開までしばらくお待ちください。',
  },
  handoff: {
    redirecting: 'ページを移動しています。',
    failed: 'このページを開けませんでした。時間をおいて再度お試しください。',
  },
  skipLink: '本文へスキップ',
  header: {
    mainNav: 'メインナビゲーション',
    signup: '新規登録',
    login: 'ログイン',
    interestNotifications: '興味通知',
    messages: 'メッセージ',
    help: 'ヘルプ',
    notices: 'お知らせ',
    noticesBody: 'お知らせ機能は現在準備中です。公開までしばらくお待ちください。',
    logout: 'ログアウト',
    chatSupport: 'チャットサポート',
    chatSupportBody:
      'チャットサポートは現在準備中です。お困りのことがあれば、ヘルプセンターをご覧ください。',
    badgeCount: (count: number) => `（${count}件）`,
    cvBadge: (count: number) => `（未対応の更新依頼 ${count}件）`,
    jobsDot: '（新しい求人の提案があります）',
  },
  footer: {
    nav: 'フッター',
    scout: 'スカウト設定',
    company: '運営会社',
    privacy: 'プライバシーポリシー',
    terms: '利用規約',
    aiPolicy: '外部AIサービスの利用について',
    jobCategories: '取扱職種の範囲等',
    news: 'ニュース',
    recruiting: '採用ご担当者様へ',
    copyright: '© Kiseki運営事務局',
  },
  progress: 'ページを読み込み中',
  form: {
    required: '必須',
    showPassword: 'パスワードを表示',
    show: '表示',
    hide: '隠す',
    opensInNewTab: '（新しいタブで開きます）',
  },
  notifications: {
    region: '通知 ({hotkey})',
    label: '通知',
  },
} as const;
