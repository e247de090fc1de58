/** The console's sections, in the order recruiters work through them. */
export interface ConsoleNavItem {
  to: string;
  label: string;
  /** Only the company's admins manage its recruiters. */
  adminOnly?: boolean;
  /** The dashboard is highlighted on its own path only; sections by prefix. */
  end?: boolean;
}

export const CONSOLE_NAV_ITEMS: readonly ConsoleNavItem[] = [
  { to: '/company', label: 'ダッシュボード', end: true },
  { to: '/company/candidates', label: 'エンジニア検索' },
  { to: '/company/threads', label: 'メッセージ' },
  { to: '/company/jobs', label: '求人' },
  { to: '/company/profile', label: '企業情報' },
  { to: '/company/members', label: 'メンバー', adminOnly: true },
];
