import type { JobSettingWire, ProfileWire, SetupStatusWire } from '@kiseki/contract/career';
import type { SetupStep } from '@kiseki/contract/career-rules';
import {
  jsonResponse,
  loggedInApi,
  type MockReply,
  type RecordedRequest,
} from '../../test/api-mock';

/** Test answers of the career endpoints the wizard and the job-change flow use (wire shapes). */

export const profileWire = (overrides: Partial<ProfileWire> = {}): ProfileWire => ({
  name: '',
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
  hirability_level: null,
  hirability_level_updated_at: null,
  job: null,
  is_it_engineer: null,
  employment_type: { fulltime: false, parttime: false, freelance: false, internship: false },
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
  has_current_company: false,
  ...overrides,
});

export const setupStatusWire = (
  step: SetupStep | null,
  isCompleted = false,
): { setup_status: SetupStatusWire } => ({
  setup_status: {
    step,
    is_completed: isCompleted,
    completed_at: isCompleted ? 1_700_000_000 : null,
  },
});

/** PATCH /api/setup_status/ answering with the step it was sent. */
const recordStep: MockReply = (request: RecordedRequest) => {
  const { step } = JSON.parse(request.body ?? '{}') as { step: SetupStep };
  return jsonResponse(setupStatusWire(step));
};

const failure = (status = 500): MockReply => ({
  status,
  json: { error: { code: 'internal_error', message: 'x' } },
});

/** A signed-in session with the career endpoints answering; `overrides` replace answers. */
export function careerApi(overrides: Record<string, MockReply> = {}) {
  return loggedInApi({
    'GET /api/setup_status/': { json: setupStatusWire(null) },
    'PATCH /api/setup_status/': recordStep,
    'PATCH /api/setup_status/mark_completed': { json: setupStatusWire('completed', true) },
    'GET /api/user/profile/': { json: { profile: profileWire() } },
    'PUT /api/user/profile/': (request) =>
      jsonResponse({ profile: profileWire(JSON.parse(request.body ?? '{}')) }),
    'GET /api/user/job_setting/': { json: { job_setting: jobSettingWire() } },
    'PUT /api/user/job_setting/': { json: { job_setting: jobSettingWire() } },
    'PUT /api/user/job_setting/hirability': { json: { job_setting: jobSettingWire() } },
    'GET /api/user/experiences/': { json: { experience_list: [] } },
    'GET /api/user/educations/': { json: { educations: [] } },
    ...overrides,
  });
}

export { failure };

/** The JSON bodies sent to `METHOD path`, in order. */
export const bodiesOf = (
  requests: readonly RecordedRequest[],
  method: string,
  path: string,
): unknown[] =>
  requests
    .filter((r) => r.method === method && r.path === path)
    .map((r) => (r.body ? JSON.parse(r.body) : null));
