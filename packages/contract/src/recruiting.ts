/*
 * The company side (issue 10): messages shared by the server's guards and the web console.
 * Each recruiting feature adds its own schemas in its own file.
 */

export const RECRUITING_MESSAGES = {
  engineerOnly: '企業アカウントではエンジニア向けの画面を利用できません。',
  recruiterOnly: '企業の採用担当者のみ利用できます。',
  companyAdminOnly: '企業の管理者のみ利用できます。',
} as const;
