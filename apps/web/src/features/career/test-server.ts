import type {
  EducationRequest,
  ExperienceRequest,
  ExperienceWire,
  JobSettingWire,
  ProfileWire,
} from '@kiseki/contract/career';
import { jsonResponse, loggedInApi, type MockReply } from '../../test/api-mock';

/**
 * A small in-memory career API for the screen tests: experiences, educations, profile and job
 * setting answer from state that POST/PUT/DELETE change, so a save is followed by the
 * refetched list as in the app.
 */

export const profileWire = (overrides: Partial<ProfileWire> = {}): ProfileWire => ({
  name: '山田 太郎',
  reject_name_input: false,
  birthdate: null,
  is_birthdate_public: true,
  prefecture: null,
  address: null,
  reject_address_input: false,
  // Already shown: the birthdate modal stays away from these tests.
  birthdate_visibility_dialog_opened_at: 1_700_000_000,
  ...overrides,
});

export const jobSettingWire = (overrides: Partial<JobSettingWire> = {}): JobSettingWire => ({
  hirability_level: 'WANT_TO_HEAR',
  hirability_level_updated_at: Math.floor(Date.now() / 1000),
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
  has_current_company: false,
  ...overrides,
});

export const experienceWire = (
  id: number,
  overrides: Partial<ExperienceWire> = {},
): ExperienceWire => ({
  id,
  organization_name: `株式会社テスト${id}`,
  positions: [2],
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

export const JOB_POSITIONS_WIRE = {
  job_positions: [
    {
      id: 1,
      job_position_category_name: '開発',
      position_list: [
        { id: 1, job_position_name: 'フロントエンドエンジニア' },
        { id: 2, job_position_name: 'バックエンドエンジニア' },
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

/** A failed answer in the contract's error shape; a 400 may name fields. */
export const failure = (status: number, fields?: Record<string, string[]>) => (): Response =>
  jsonResponse(
    {
      error: {
        code: status >= 500 ? 'internal_error' : 'validation_failed',
        message: 'x',
        ...(fields ? { fields } : {}),
      },
    },
    status,
  );

export interface CareerState {
  experiences: ExperienceWire[];
  educations: EducationRequest[];
  profile: ProfileWire;
  jobSetting: JobSettingWire;
  requestCount: number;
  companies: { id: number; name: string }[];
}

export function careerApi(
  initial: Partial<CareerState> = {},
  overrides: Record<string, MockReply> = {},
) {
  const state: CareerState = {
    experiences: [],
    educations: [],
    profile: profileWire(),
    jobSetting: jobSettingWire(),
    requestCount: 0,
    companies: [],
    ...initial,
  };
  let nextId = 100;
  const body = (request: { body: string | undefined }) => JSON.parse(request.body ?? '{}');
  const toWire = (id: number, request: ExperienceRequest): ExperienceWire =>
    experienceWire(id, {
      ...request,
      position_name: request.position_name || null,
      client_company_name: request.client_company_name ?? null,
      end_year: request.end_year ?? null,
      end_month: request.end_month ?? null,
      description: request.description || null,
    });
  const experienceRoute = (request: { path: string; method: string; body: string | undefined }) => {
    const id = Number(request.path.split('/').at(-2));
    if (request.method === 'DELETE') {
      state.experiences = state.experiences.filter((e) => e.id !== id);
      return jsonResponse({ ok: true });
    }
    const updated = toWire(id, body(request));
    state.experiences = state.experiences.map((e) => (e.id === id ? updated : e));
    return jsonResponse({ experience: updated });
  };
  const routes: Record<string, MockReply> = {
    '/api/profile_request_update/': () => jsonResponse({ count: state.requestCount }),
    '/api/technical_term_master/job_positions': { json: JOB_POSITIONS_WIRE },
    '/api/user/experience_job_position_conjecture_dialog_status/': {
      json: { dialog_status: { is_agreed: true, closed_at: 1_700_000_000 } },
    },
    '/api/user/experience_job_position_conjectures/': { json: { conjecture_list: [] } },
    'GET /api/user/experiences/': () => jsonResponse({ experience_list: state.experiences }),
    'POST /api/user/experiences/': (request) => {
      const created = toWire(nextId++, body(request));
      state.experiences = [...state.experiences, created];
      return jsonResponse({ experience: created });
    },
    'GET /api/user/educations/': () => jsonResponse({ educations: state.educations }),
    'PUT /api/user/educations/': (request) => {
      state.educations = body(request).educations;
      return jsonResponse({ educations: state.educations });
    },
    'GET /api/user/profile/': () => jsonResponse({ profile: state.profile }),
    'PUT /api/user/profile/': (request) => {
      state.profile = { ...state.profile, ...body(request) };
      return jsonResponse({ profile: state.profile });
    },
    'GET /api/user/job_setting/': () => jsonResponse({ job_setting: state.jobSetting }),
    'PUT /api/user/job_setting/': (request) => {
      const changes = body(request);
      state.jobSetting = {
        ...state.jobSetting,
        ...(changes.want_to_do !== undefined ? { want_to_do: changes.want_to_do } : {}),
        ...(changes.job_summary !== undefined ? { job_summary: changes.job_summary } : {}),
        ...(changes.blocked_corporations
          ? {
              blocked_corporations: (changes.blocked_corporations as number[]).map((id) => ({
                id,
                name: state.companies.find((c) => c.id === id)?.name ?? `企業${id}`,
              })),
            }
          : {}),
      };
      return jsonResponse({ job_setting: state.jobSetting });
    },
    '/api/companies/suggest': (request) => {
      const q = new URL(request.url, 'http://localhost').searchParams.get('q') ?? '';
      return jsonResponse({ companies: state.companies.filter((c) => c.name.includes(q)) });
    },
    ...overrides,
  };
  // Experience ids come in the path; the mock matches exact paths, so route them by prefix.
  const api = loggedInApi(routes);
  const original = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    if (/^\/api\/user\/experiences\/\d+\/$/.test(path) && !overrides[`${method} ${path}`]) {
      await original?.(input, init); // records the request
      return experienceRoute({
        path,
        method,
        body: typeof init.body === 'string' ? init.body : undefined,
      });
    }
    return (original as NonNullable<typeof original>)(input, init);
  });
  return { ...api, state };
}
