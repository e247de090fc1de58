import { DELETION_CONFIRM_WORD, EMAIL_CHANGE_KEY_TTL_HOURS } from '@kiseki/contract/account-rules';

/** Text of /config/account and its deletion dialog. */
export const settingsJa = {
  title: 'アカウント設定',
  emailTitle: 'メールアドレスの変更',
  currentEmail: '現在のメールアドレス',
  emailLead:
    '新しいメールアドレスに確認メールを送信します。メールのリンクを開くと変更が完了します。',
  emailSubmit: '確認メールを送信する',
  emailSentTitle: '確認メールを送信しました',
  emailSentBody: (email: string) =>
    `${email} 宛てに確認メールを送信しました。メールに記載されたリンクを開くと、メールアドレスの変更が完了します。リンクの有効期限は${EMAIL_CHANGE_KEY_TTL_HOURS}時間です。`,
  emailRetry: '別のメールアドレスを入力する',
  emailChanged: 'メールアドレスを変更しました。',
  emailChangeFailed:
    'メールアドレスを変更できませんでした。リンクが無効か、有効期限が切れています。もう一度お手続きください。',
  passwordTitle: 'パスワードの変更',
  passwordLead: '変更すると、ほかの端末ではログアウトされます。',
  passwordSubmit: 'パスワードを変更する',
  passwordChanged: 'パスワードを変更しました。',
  deleteTitle: '退会',
  deleteLead:
    '退会すると、ポートフォリオ、経歴、希望条件、企業とのメッセージなど、あなたのデータはすべて削除され、元に戻せません。',
  deleteOpen: '退会する',
  dialogTitle: '本当に退会しますか？',
  dialogBody:
    'アカウントとすべてのデータを削除します。この操作は取り消せません。続けるには、パスワードと確認の言葉を入力してください。',
  confirmLabel: `確認のため「${DELETION_CONFIRM_WORD}」と入力してください`,
  confirmHint: `「${DELETION_CONFIRM_WORD}」と入力すると、退会ボタンを押せるようになります。`,
  deleteSubmit: '退会する',
  cancel: 'キャンセル',
  loading: 'アカウント情報を読み込んでいます…',
  loadFailed: 'アカウント情報を読み込めませんでした。',
  retry: '再読み込み',
} as const;
