import { ACTIVATION_KEY_TTL_HOURS, DISPLAY_NAME_MAX_LENGTH } from '@kiseki/contract/account-rules';

/** Text of the sign-up pages (step 1, step 3, complete, failed). */
export const signupJa = {
  title: '新規登録',
  lead: 'メールアドレスとパスワードを入力して、無料で登録できます。',
  termsLink: '利用規約',
  and: 'と',
  privacyLink: 'プライバシーポリシー',
  agreeAfter: 'に同意する',
  submit: '同意して登録する',
  submitting: '送信しています…',
  haveAccount: 'アカウントをお持ちの方は',
  toLogin: 'ログイン',
  sentTitle: '確認メールを送信しました',
  sentBody: (email: string) =>
    `${email} 宛てに確認メールを送信しました。メールに記載されたリンクを開いて、登録を完了してください。`,
  sentExpiry: `リンクの有効期限は${ACTIVATION_KEY_TTL_HOURS}時間です。`,
  sentHelpTitle: 'メールが届かない場合',
  sentHelp: [
    '迷惑メールフォルダに振り分けられていないかご確認ください。',
    '入力したメールアドレスに誤りがないかご確認ください。',
    `${ACTIVATION_KEY_TTL_HOURS}時間を過ぎた場合は、もう一度登録の手続きを行ってください。`,
  ],
  retry: '別のメールアドレスで登録する',
} as const;

export const step3Ja = {
  title: 'プロフィールの登録',
  lead: 'メールアドレスの確認が完了しました。Kiseki で表示する名前を登録してください。',
  hint: `企業やほかの利用者に表示される名前です。${DISPLAY_NAME_MAX_LENGTH}文字以内で入力してください。ニックネームでもかまいません。`,
  submit: '登録する',
  step: 'ステップ 2 / 2',
} as const;

export const completeJa = {
  title: '登録が完了しました',
  lead: 'Kiseki へようこそ！',
  body: 'いくつかの質問に答えて、あなたのポートフォリオと希望条件を作りましょう。数分で終わります。',
  next: '初期設定をはじめる',
} as const;

export const failedJa = {
  title: '登録できませんでした',
  body: 'このリンクは無効か、有効期限が切れています。',
  reasons: [
    `確認メールのリンクの有効期限は送信から${ACTIVATION_KEY_TTL_HOURS}時間です。`,
    'リンクはいちど使うと無効になります。すでに登録を完了している場合は、ログインしてください。',
    'メールのリンクが途中で改行されていると、正しく開けないことがあります。',
  ],
  retry: 'もう一度登録する',
  login: 'ログインする',
} as const;
