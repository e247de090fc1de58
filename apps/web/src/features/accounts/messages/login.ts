/** Text of the login page. */
export const loginJa = {
  title: 'ログイン',
  submit: 'ログイン',
  forgot: 'パスワードをお忘れの方',
  noAccount: 'アカウントをお持ちでない方は',
  toSignup: '新規登録',
} as const;
