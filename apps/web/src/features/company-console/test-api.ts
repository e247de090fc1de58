import type { CompanyProfileWire } from '@kiseki/contract/company-console';
import { authReply, loggedInApi, type MockReply } from '../../test/api-mock';

export const companyProfileWire = (
  overrides: Partial<CompanyProfileWire> = {},
): CompanyProfileWire => ({
  id: 3,
  name: '株式会社キセキテック',
  description: '開発者向けのサービスを作っています。',
  website_url: 'https://kiseki-tech.example.jp',
  logo_url: null,
  logo_color: '#1d5bbf',
  industry: 'IT・インターネット',
  employee_count: 120,
  founded_year: 2015,
  prefecture_code: 13,
  stack_tag_ids: [],
  location_prefecture_codes: [13],
  updated_at: 1_767_312_000,
  ...overrides,
});

/** A recruiter's session (company 3) with its profile, plus the screen's own answers. */
export const recruiterApi = (
  overrides: Record<string, MockReply> = {},
  role: 'admin' | 'recruiter' = 'admin',
) =>
  loggedInApi({
    '/api/auth/': authReply({ company: { id: 3, role } }),
    'GET /api/company/profile': { json: { company: companyProfileWire() } },
    ...overrides,
  });
