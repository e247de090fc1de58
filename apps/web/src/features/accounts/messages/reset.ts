import { PASSWORD_RESET_TOKEN_TTL_HOURS } from '@kiseki/contract/account-rules';

/** Text of the password reset pages. */
export const resetRequestJa = {
  title: 'パスワードの再設定',
  lead: 'ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。',
  submit: '再設定メールを送信する',
  sentTitle: 'メールを送信しました',
  sentBody: (email: string) =>
    `${email} が登録されている場合、パスワード再設定用のリンクを送信しました。メールに記載されたリンクから、新しいパスワードを設定してください。`,
  sentExpiry: `リンクの有効期限は${PASSWORD_RESET_TOKEN_TTL_HOURS}時間です。メールが届かない場合は、迷惑メールフォルダもご確認ください。`,
  backToLogin: 'ログイン画面へ戻る',
} as const;

export const resetJa = {
  title: '新しいパスワードの設定',
  lead: '新しいパスワードを入力してください。設定すると、ほかの端末ではログアウトされます。',
  submit: 'パスワードを設定する',
  invalidTitle: 'リンクが無効です',
  requestAgain: '再設定メールをもう一度送る',
} as const;
