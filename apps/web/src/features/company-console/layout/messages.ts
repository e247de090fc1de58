export const CONSOLE_LAYOUT_MESSAGES = {
  consoleName: '企業向けコンソール',
  navLabel: '企業コンソールのナビゲーション',
  logout: 'ログアウト',
  engineerTitle: 'このページは企業の採用担当者向けです',
  engineerBody:
    'エンジニアのアカウントでは企業向けコンソールを利用できません。ポートフォリオやキャリアの画面をご利用ください。',
  toPortfolio: 'ポートフォリオへ',
  companyLoadFailed: '企業情報を読み込めませんでした。',
} as const;
