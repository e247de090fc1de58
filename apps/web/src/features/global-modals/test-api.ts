import type { AuthInfoWire } from '@kiseki/contract/accounts';
import type { ExperienceWire, JobSettingWire, ProfileWire } from '@kiseki/contract/career';
import { authReply, loggedInApi, type MockReply } from '../../test/api-mock';

/** Wire answers for the global modal tests: nothing is due unless a test says so. */

export const DAY_SECONDS = 86_400;
export const secondsAgo = (days: number) => Math.floor(Date.now() / 1000) - days * DAY_SECONDS;

export const profileWire = (overrides: Partial<ProfileWire> = {}): ProfileWire => ({
  name: '山田 太郎',
  reject_name_input: false,
  birthdate: null,
  is_birthdate_public: true,
  prefecture: null,
  address: null,
  reject_address_input: false,
  birthdate_visibility_dialog_opened_at: null,
  ...overrides,
});

export const jobSettingWire = (overrides: Partial<JobSettingWire> = {}): JobSettingWire => ({
  hirability_level: 'WANT_TO_HEAR',
  hirability_level_updated_at: secondsAgo(3),
  job: true,
  is_it_engineer: true,
  employment_type: { fulltime: true, parttime: false, freelance: false, internship: false },
  blocked_corporations: [],
  want_to_do: null,
  want_to_do_updated_at: null,
  job_summary: null,
  desired_annual_salary: null,
  desired_business_type: { in_house: false, entrusted: false, ses: false },
  desired_work_style: { full_remote: false, partial_remote: false, attendance: false },
  desired_locations: [],
  desired_work_condition_updated_at: null,
  display_name: null,
  is_workable_age: null,
  has_current_company: true,
  ...overrides,
});

export const experienceWire = (
  id: number,
  overrides: Partial<ExperienceWire> = {},
): ExperienceWire => ({
  id,
  organization_name: `株式会社テスト${id}`,
  positions: [],
  position_name: null,
  is_client_work: false,
  client_company_name: null,
  start_year: 2018,
  start_month: 4,
  end_year: 2021,
  end_month: 3,
  description: null,
  created_at: 1_700_000_000,
  updated_at: 1_700_000_000,
  ...overrides,
});

/** The job position master, as the server answers it. */
export const JOB_POSITIONS_WIRE = {
  job_positions: [
    {
      id: 1,
      job_position_category_name: '開発',
      position_list: [
        { id: 1, job_position_name: 'フロントエンドエンジニア' },
        { id: 2, job_position_name: 'バックエンドエンジニア' },
        { id: 3, job_position_name: 'Webアプリケーションエンジニア' },
      ],
    },
    {
      id: 3,
      job_position_category_name: 'インフラ・SRE',
      position_list: [
        { id: 4, job_position_name: 'インフラエンジニア' },
        { id: 5, job_position_name: 'SRE' },
      ],
    },
  ],
};

const flags = (hirability: boolean): MockReply => ({
  json: {
    global_settings: {
      features: {
        feature_rewards: false,
        feature_multi_occupation: false,
        feature_hirability_change_modal: hirability,
      },
    },
  },
});

/**
 * A signed-in user for whom no global modal is due (the reminder's flag is on, the setup is
 * completed, the level was set 3 days ago, no birthdate, the inference dialog was closed).
 * `overrides` make one due.
 */
export function modalsApi(
  overrides: Record<string, MockReply> = {},
  options: { flag?: boolean; auth?: Partial<AuthInfoWire> } = {},
) {
  return loggedInApi({
    '/api/auth/': authReply(options.auth),
    '/api/global_settings/': flags(options.flag ?? true),
    'GET /api/user/job_setting/': { json: { job_setting: jobSettingWire() } },
    'GET /api/user/profile/': { json: { profile: profileWire() } },
    'GET /api/user/experience_job_position_conjecture_dialog_status/': {
      json: { dialog_status: { is_agreed: false, closed_at: 1_700_000_000 } },
    },
    'GET /api/user/experience_job_position_conjectures/': { json: { conjecture_list: [] } },
    'GET /api/user/experiences/': { json: { experience_list: [] } },
    'GET /api/user/educations/': { json: { educations: [] } },
    'GET /api/setup_status/': {
      json: {
        setup_status: { step: 'completed', is_completed: true, completed_at: 1_700_000_000 },
      },
    },
    '/api/technical_term_master/job_positions': { json: JOB_POSITIONS_WIRE },
    ...overrides,
  });
}

/** The parsed JSON bodies sent to `METHOD path`, in order. */
export const bodiesOf = (
  api: { requests: { method: string; path: string; body: string | undefined }[] },
  method: string,
  path: string,
): unknown[] =>
  api.requests
    .filter((request) => request.method === method && request.path === path)
    .map((request) => JSON.parse(request.body ?? 'null'));
