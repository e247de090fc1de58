import { RECRUITING_MESSAGES } from '@kiseki/contract/recruiting';
import { INVITATION_TTL_DAYS } from './roles';

/** Text of /company/members. Validation messages come from the contract's schema. */
export const membersJa = {
  title: 'メンバー',
  lead: '採用担当者の招待と、このコンソールを使えるメンバーの確認ができます。',
  adminOnly: RECRUITING_MESSAGES.companyAdminOnly,
  adminOnlyBody:
    'メンバーの招待や取り消しは、企業の管理者が行います。新しいメンバーを招待したいときは、管理者にご依頼ください。',
  toDashboard: 'ダッシュボードへ',
  loadFailed: '読み込めませんでした。時間をおいて再度お試しください。',
  retry: '再読み込み',
  members: {
    title: 'メンバー一覧',
    count: (n: number) => `${n}名`,
    self: 'あなた',
    joined: (date: string) => `${date} 参加`,
  },
  invite: {
    title: 'メンバーを招待する',
    lead: `入力したメールアドレスに招待メールを送ります。招待リンクの有効期限は${INVITATION_TTL_DAYS}日間で、一度だけ使えます。`,
    email: 'メールアドレス',
    emailHint: '招待された方は、このアドレスで企業アカウントを作成します。',
    role: '権限',
    submit: '招待メールを送る',
    submitting: '送信しています…',
    sent: (email: string) =>
      `${email} に招待メールを送りました。承諾されるまで、下の「承諾待ちの招待」に表示されます。`,
  },
  pending: {
    title: '承諾待ちの招待',
    empty: '承諾待ちの招待はありません。',
    invitedBy: (name: string) => `${name} が招待`,
    expires: (dateTime: string) => `有効期限 ${dateTime}`,
    revoke: '取り消す',
    revokeLabel: (email: string) => `${email} への招待を取り消す`,
  },
  revoke: {
    title: '招待を取り消しますか？',
    body: (email: string) =>
      `${email} に送った招待リンクは使えなくなります。必要になったら、もう一度招待できます。`,
    cancel: 'キャンセル',
    confirm: '取り消す',
    revoking: '取り消しています…',
    /** The server says it too; this is for an answer without a message. */
    done: '招待を取り消しました。',
  },
} as const;
