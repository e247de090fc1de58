/**
 * Account rules and wording shared by forms, routes and mails. No zod here: the web shell
 * and first-visit pages import these without pulling the schema library in.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** NIST SP 800-63B: allow at least 64; argon2 hashes any length, the cap bounds the work. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const DISPLAY_NAME_MAX_LENGTH = 30;
/** Sessions slide: each use extends them to 14 days from then. */
export const SESSION_TTL_DAYS = 14;
export const ACTIVATION_KEY_TTL_HOURS = 24;
export const EMAIL_CHANGE_KEY_TTL_HOURS = 24;
export const PASSWORD_RESET_TOKEN_TTL_HOURS = 1;
/** Tokens are 43 characters; anything past this is not one of ours. */
export const RESET_TOKEN_MAX_LENGTH = 200;

export const ACCOUNT_MESSAGES = {
  emailRequired: 'メールアドレスを入力してください。',
  emailInvalid: 'メールアドレスの形式が正しくありません。',
  emailTooLong: `メールアドレスは${EMAIL_MAX_LENGTH}文字以内で入力してください。`,
  passwordRequired: 'パスワードを入力してください。',
  passwordTooShort: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`,
  passwordTooLong: `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください。`,
  passwordSameAsEmail: 'メールアドレスと同じパスワードは使えません。',
  passwordTooCommon:
    'このパスワードはよく使われているか、過去に流出したことがあるため使えません。別のパスワードを設定してください。',
  termsRequired: '利用規約とプライバシーポリシーに同意してください。',
  displayNameRequired: '表示名を入力してください。',
  displayNameTooLong: `表示名は${DISPLAY_NAME_MAX_LENGTH}文字以内で入力してください。`,
  loginFailed: 'メールアドレスまたはパスワードが正しくありません。',
  accountInactive:
    'メールアドレスの確認が完了していません。登録時に送信したメールのリンクを開いてください。',
  currentPasswordWrong: '現在のパスワードが正しくありません。',
  resetTokenInvalid:
    'パスワード再設定のリンクが無効か、有効期限（1時間）が切れています。もう一度手続きしてください。',
  emailTaken: 'このメールアドレスは使用できません。',
  sameEmail: '現在と同じメールアドレスです。',
  deletionConfirmRequired: '確認のため「退会する」と入力してください。',
  hijackedForbidden: '代理ログイン中はこの操作を行えません。',
  termsFailed: 'エラーが発生しました。時間をあけて再度お試しください',
  signupMailSent:
    '確認メールを送信しました。メールに記載されたリンクを開いて登録を完了してください（リンクの有効期限は24時間です）。',
  resetMailSent:
    '入力されたメールアドレスが登録されている場合は、パスワード再設定のメールを送信しました（リンクの有効期限は1時間です）。',
  passwordResetDone: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  emailChangeMailSent:
    '新しいメールアドレスに確認メールを送信しました。メールに記載されたリンクを開くと変更が完了します（有効期限は24時間です）。',
  passwordChanged: 'パスワードを変更しました。',
  accountDeleted: '退会手続きが完了しました。ご利用ありがとうございました。',
  displayNameSaved: '保存しました',
  loginRateLimited:
    'ログインの試行回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
  mailRateLimited:
    'メールの送信回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
  impersonateAdminForbidden: '管理者アカウントには代理ログインできません。',
  impersonateSelfForbidden: '自分自身には代理ログインできません。',
  notImpersonating: '代理ログイン中ではありません。',
  impersonateInactiveForbidden:
    'メールアドレスの確認が済んでいないアカウントには代理ログインできません。',
  impersonationExpired: '管理者のセッションが終了しています。もう一度ログインしてください。',
} as const;

/** What a person types to confirm deletion of their account. */
export const DELETION_CONFIRM_WORD = '退会する';

/**
 * `next` if it is a path on this site, else the fallback. `//host` and `/\\host` are rejected
 * because browsers read them as another origin.
 */
export function sameOriginPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/')) return fallback;
  if (next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters (tab, newline) are dropped by URL parsers and could rebuild `//`.
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return next;
}
