import type { CandidateDetailWire, CandidateSummaryWire } from '@kiseki/contract/candidate-search';
import { authReply, loggedInApi, type MockReply } from '../../../test/api-mock';

/** Wire shapes (snake_case, as the contract's schemas answer) of the candidate endpoints. */

export const NOW_SECONDS = Math.floor(Date.now() / 1000);
const DAY = 86_400;

export const summaryWire = (
  userId: number,
  overrides: Partial<CandidateSummaryWire> = {},
): CandidateSummaryWire => ({
  user_id: userId,
  display_name: `エンジニア${userId}`,
  job_title: 'バックエンドエンジニア',
  prefecture_code: 13,
  years_of_experience: 6,
  hirability_level: 'JOB_CHANGE',
  scores: [
    { scorer_type: 1, score: 4.2, percentile: 84 },
    { scorer_type: 17, score: 3.1, percentile: 60 },
    { scorer_type: 1000, score: 3.65, percentile: 75 },
  ],
  desired_conditions: {
    annual_salary: 700,
    work_styles: ['fullRemote'],
    locations: [13],
    employment_types: ['fulltime'],
    business_types: [1],
  },
  relation: { interest: null, thread: null },
  updated_at: NOW_SECONDS - 3 * DAY,
  headline_skills: [
    { name: 'Go', level: 4 },
    { name: 'AWS', level: 3 },
  ],
  ...overrides,
});

export const searchReply = (
  candidates: CandidateSummaryWire[],
  paging: Partial<{ total_count: number; max_page: number; page: number }> = {},
) => ({
  candidates,
  paging: {
    total_count: candidates.length,
    max_page: candidates.length > 0 ? 1 : 0,
    page: 1,
    per_page: 20,
    ...paging,
  },
});

export const detailWire = (overrides: Partial<CandidateDetailWire> = {}): CandidateDetailWire => {
  const { headline_skills: _, ...base } = summaryWire(7, { display_name: '山田 アリス' });
  return {
    ...base,
    age: null,
    bio: 'Goで決済基盤を作っています。',
    job_summary: '決済APIの設計から運用まで担当。',
    want_to_do: '大規模なバックエンドの設計に関わりたい。',
    hirability_level_updated_at: NOW_SECONDS - 10 * DAY,
    skills: [
      { name: 'Go', level: 4 },
      { name: 'AWS', level: 3 },
    ],
    languages: [{ name: 'Go', ratio: 72.5 }],
    experiences: [
      {
        organization_name: '株式会社サンプルテック',
        position_name: 'テックリード',
        positions: [{ id: 2, name: 'バックエンドエンジニア' }],
        is_client_work: false,
        client_company_name: null,
        start_year: 2018,
        start_month: 4,
        end_year: null,
        end_month: null,
        description: '決済APIの開発。',
      },
    ],
    educations: [],
    outputs: [
      {
        source: 'qiita',
        kind: 'article',
        title: 'Goで書く決済API',
        url: 'https://qiita.com/alice/items/go-backend',
        summary: null,
        posted_at: NOW_SECONDS - 20 * DAY,
        tags: ['Go'],
        likes: 12,
        stars: null,
      },
    ],
    ...overrides,
  };
};

export const publishedJobsReply = (jobs: { id: number; title: string }[]) => ({
  job_descriptions: jobs.map((job) => ({
    job_description_id: job.id,
    status: 'published',
    title: job.title,
    summary: '概要',
    positions: [],
    tags: [],
    annual_salary_min: 500,
    annual_salary_max: 800,
    prefecture_code: 13,
    work_style: 'fullRemote',
    employment_type: 'fulltime',
    business_type: 1,
    preferred_condition_ids: [],
    published_at: NOW_SECONDS - 30 * DAY,
    created_at: NOW_SECONDS - 30 * DAY,
    updated_at: NOW_SECONDS - 30 * DAY,
    reaction_count: 0,
    application_count: 0,
  })),
  paging: { total_count: jobs.length, max_page: jobs.length > 0 ? 1 : 0, page: 1, per_page: 20 },
});

export const companyProfileReply: MockReply = {
  json: {
    company: {
      id: 3,
      name: '株式会社キセキ',
      description: '説明',
      website_url: 'https://example.jp',
      logo_url: null,
      logo_color: '#1d5bbf',
      industry: 'IT',
      employee_count: 50,
      founded_year: 2015,
      prefecture_code: 13,
      stack_tag_ids: [],
      location_prefecture_codes: [],
      updated_at: NOW_SECONDS,
    },
  },
};

/** A recruiter's session with the console's own requests answered, plus `routes`. */
export const recruiterApi = (routes: Record<string, MockReply> = {}) =>
  loggedInApi({
    '/api/auth/': authReply({ company: { id: 3, role: 'admin' } }),
    '/api/company/profile': companyProfileReply,
    'GET /api/company/job_descriptions': {
      json: publishedJobsReply([
        { id: 11, title: 'バックエンドエンジニア（Go）' },
        { id: 12, title: 'SRE' },
      ]),
    },
    ...routes,
  });
