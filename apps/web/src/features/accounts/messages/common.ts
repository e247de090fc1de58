import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@kiseki/contract/account-rules';

/**
 * Japanese text shared by the account screens. Validation messages come from the contract
 * (ACCOUNT_MESSAGES), which the server uses too; each page's own words are in its file here,
 * so a page's chunk carries only its own text.
 */
export const accountsJa = {
  fields: {
    email: 'メールアドレス',
    password: 'パスワード',
    newPassword: '新しいパスワード',
    currentPassword: '現在のパスワード',
    newEmail: '新しいメールアドレス',
    displayName: '表示名',
  },
  passwordRule: `${PASSWORD_MIN_LENGTH}文字以上で入力してください。記号や大文字を混ぜる必要はありません。長めのフレーズがおすすめです。`,
  hijackedForbidden: ACCOUNT_MESSAGES.hijackedForbidden,
} as const;
/** `2022-12-09` as 2022年12月9日. */
export function japaneseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}年${month}月${day}日`;
}
