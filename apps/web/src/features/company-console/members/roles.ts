import type { CompanyRole } from '@kiseki/contract/company-console';

/*
 * The company roles as the console and the invitation page show them. A copy of the
 * contract's COMPANY_ROLE_LABELS (roles.test.ts keeps them equal): that module builds zod
 * schemas when loaded, and the invitation page is an invitee's first visit (decision 006).
 */

export const COMPANY_ROLE_KEYS = ['recruiter', 'admin'] as const satisfies readonly CompanyRole[];

export const ROLE_LABELS: Readonly<Record<CompanyRole, string>> = {
  admin: '管理者',
  recruiter: '採用担当者',
};

/** What each role may do, said where an admin chooses one. */
export const ROLE_DESCRIPTIONS: Readonly<Record<CompanyRole, string>> = {
  admin: '採用業務に加えて、メンバーの招待と招待の取り消しができます。',
  recruiter: 'エンジニア検索、メッセージ、求人と企業情報の編集ができます。',
};

/** Days an invitation link works: COMPANY_INVITATION_TTL_DAYS of the contract. */
export const INVITATION_TTL_DAYS = 7;
