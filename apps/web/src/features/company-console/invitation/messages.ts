import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@kiseki/contract/account-rules';

/**
 * Text of /company/invitation. Two of the server's messages are copied here (messages.test.ts
 * keeps them equal): the page says them before asking the server, and the contract module
 * holding them loads zod, which an invitee's first visit should not (decision 006).
 */
export const invitationJa = {
  title: '企業アカウントの作成',
  lead: (company: string) =>
    `${company} から、Kiseki の企業向けコンソールに招待されています。表示名とパスワードを設定すると、すぐに利用を始められます。`,
  loading: '招待の内容を確認しています…',
  loadFailed: '招待の内容を読み込めませんでした。時間をおいて再度お試しください。',
  retry: '再読み込み',
  summary: {
    email: 'メールアドレス',
    role: '権限',
    expires: '有効期限',
  },
  fields: {
    email: 'メールアドレス',
    emailHint: '招待されたメールアドレスです。ログインに使います。',
    displayName: '表示名',
    displayNameHint: `社内のメンバーや、メッセージを送るエンジニアに表示される名前です。${DISPLAY_NAME_MAX_LENGTH}文字以内で入力してください。`,
    password: 'パスワード',
    passwordHint: `${PASSWORD_MIN_LENGTH}文字以上で入力してください。記号や大文字を混ぜる必要はありません。長めのフレーズがおすすめです。`,
  },
  termsLink: '利用規約',
  and: 'と',
  privacyLink: 'プライバシーポリシー',
  agreeAfter: 'に同意する',
  signedInAs: (name: string) =>
    `現在 ${name} でログインしています。招待を承諾すると、このアカウントからはログアウトし、招待されたメールアドレスの企業アカウントでログインします。`,
  submit: '同意してアカウントを作成する',
  submitting: '作成しています…',
  invalidTitle: 'この招待リンクは使えません',
  refusedTitle: 'この招待は承諾できません',
  toHome: 'トップページへ',
  toLogin: 'ログイン画面へ',
  logout: 'ログアウトする',
  /** COMPANY_CONSOLE_MESSAGES.invitationInvalid */
  invitationInvalid:
    '招待リンクが無効か、有効期限（7日間）が切れています。管理者に招待し直してもらってください。',
  /** COMPANY_CONSOLE_MESSAGES.emailIsRecruiter: the address has a recruiter account already. */
  emailIsRecruiter:
    'このメールアドレスはすでに企業アカウントとして登録されています。そのアカウントでログインしてください。',
} as const;
