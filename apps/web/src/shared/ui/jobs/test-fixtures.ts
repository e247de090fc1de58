import type {
  CompanyDetailWire,
  JobDescriptionDetailWire,
  JobDescriptionSummaryWire,
  SearchConditionChoicesWire,
} from '@kiseki/contract/jobs';
import { JOB_POSITIONS, PREFERRED_CONDITIONS, TECH_TAGS } from '@kiseki/contract/master/index';

/** Wire-form jobs and companies for the job and company screen tests. */

export const companyWire = (
  overrides: Partial<JobDescriptionSummaryWire['company']> = {},
): JobDescriptionSummaryWire['company'] => ({
  id: 3,
  name: '株式会社キセキ',
  industry: 'HR Tech',
  logo_color: '#1d5bbf',
  employee_count: 120,
  prefecture_code: 13,
  ...overrides,
});

export const jobSummaryWire = (
  id: number,
  overrides: Partial<JobDescriptionSummaryWire> = {},
): JobDescriptionSummaryWire => ({
  job_description_id: id,
  title: `バックエンドエンジニア（Go）${id}`,
  summary: '決済基盤をGoで作るチームです。',
  company: companyWire(),
  positions: [{ key: 'BACKEND_ENGINEER', name: 'バックエンドエンジニア' }],
  tags: [
    { id: 4, name: 'Go', group: 'language' },
    { id: 40, name: 'AWS', group: 'infrastructure' },
  ],
  annual_salary_min: 500,
  annual_salary_max: 800,
  work_style: 'fullRemote',
  employment_type: 'fulltime',
  business_type: 1,
  prefecture_code: 13,
  preferred_condition_ids: [1, 11],
  published_at: 1_767_225_600,
  created_at: 1_767_225_600,
  updated_at: 1_767_225_600,
  last_reacted_at: null,
  application_status: null,
  mail_received_at: null,
  application_at: null,
  expected_mail_replied_at: null,
  is_offering_job: true,
  ...overrides,
});

export const jobDetailWire = (
  id: number,
  overrides: Partial<JobDescriptionDetailWire> = {},
): JobDescriptionDetailWire => ({
  ...jobSummaryWire(id),
  job_details: '決済APIの設計と実装。\nチームは5名です。',
  required_skills: 'Goでの開発経験3年以上',
  welcome_skills: 'AWSでの運用経験',
  development_environment: 'Go / PostgreSQL / AWS',
  working_conditions: 'フルリモート、フレックス',
  company: {
    ...companyWire(),
    description: 'エンジニアのキャリアを支えるサービスを作っています。',
    website_url: 'https://kiseki.example.jp/',
    founded_year: 2015,
  },
  ...overrides,
});

export const companyDetailWire = (
  overrides: Partial<CompanyDetailWire> = {},
): CompanyDetailWire => ({
  company: {
    ...companyWire(),
    description: 'エンジニアのキャリアを支えるサービスを作っています。',
    website_url: 'https://kiseki.example.jp/',
    founded_year: 2015,
  },
  job_descriptions: [jobSummaryWire(7), jobSummaryWire(8, { title: 'SRE（AWS）' })],
  tech_stack: [
    { id: 4, name: 'Go', group: 'language', job_count: 2 },
    { id: 40, name: 'AWS', group: 'infrastructure', job_count: 1 },
  ],
  ...overrides,
});

/** The choices as the server builds them: from the contract's master data. */
export const choicesWire: SearchConditionChoicesWire = {
  tags: TECH_TAGS.map(({ id, name, group }) => ({ id, name, group })),
  position_names: JOB_POSITIONS.map(({ key, name }) => ({ key, name })),
  preferred_conditions: PREFERRED_CONDITIONS.map(({ id, label }) => ({ id, label })),
};
