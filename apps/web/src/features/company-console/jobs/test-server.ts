import type {
  CompanyJobDescriptionWire,
  CompanyProfileWire,
} from '@kiseki/contract/company-console';
import {
  authReply,
  jsonResponse,
  loggedInApi,
  type MockReply,
  type RecordedRequest,
} from '../../../test/api-mock';

/*
 * A recruiter's session and an in-memory /api/company/job_descriptions for the job screens'
 * tests: answers in the contract's wire shape, and status changes that stick, so a screen
 * that reads the list again sees what the action did.
 */

export const profileWire: CompanyProfileWire = {
  id: 3,
  name: '株式会社キセキテック',
  description: '開発者向けのサービスを作っています。',
  website_url: 'https://kiseki-tech.example.jp',
  logo_url: null,
  logo_color: '#1d5bbf',
  industry: 'IT',
  employee_count: 120,
  founded_year: 2015,
  prefecture_code: 13,
  stack_tag_ids: [],
  location_prefecture_codes: [13],
  updated_at: 1_735_660_800,
};

/** 2025-01-01 00:00 in Japan. */
const NEW_YEAR = 1_735_657_200;

export function jobWire(
  overrides: Partial<CompanyJobDescriptionWire> = {},
): CompanyJobDescriptionWire {
  return {
    job_description_id: 1,
    status: 'draft',
    title: 'TypeScriptで決済基盤を作るバックエンドエンジニア',
    summary: '月間1億件の決済を支えるAPIを設計から運用まで担います。',
    positions: [{ key: 'BACKEND_ENGINEER', name: 'バックエンドエンジニア' }],
    tags: [
      { id: 1, name: 'TypeScript', group: 'language' },
      { id: 40, name: 'AWS', group: 'infrastructure' },
    ],
    annual_salary_min: 600,
    annual_salary_max: 900,
    prefecture_code: 13,
    work_style: 'partialRemote',
    employment_type: 'fulltime',
    business_type: 1,
    preferred_condition_ids: [11],
    published_at: null,
    created_at: NEW_YEAR,
    updated_at: NEW_YEAR,
    reaction_count: 0,
    application_count: 0,
    job_details: '決済APIの設計・開発・運用。',
    required_skills: 'TypeScriptでの開発経験3年以上',
    welcome_skills: '',
    development_environment: 'TypeScript / Node.js / AWS',
    working_conditions: '週2日出社',
    ...overrides,
  };
}

const listItem = (job: CompanyJobDescriptionWire) => {
  const {
    job_details: _details,
    required_skills: _required,
    welcome_skills: _welcome,
    development_environment: _environment,
    working_conditions: _conditions,
    ...item
  } = job;
  return item;
};

const conflict = (message: string) => jsonResponse({ error: { code: 'conflict', message } }, 409);

const PER_PAGE = 20;

export interface JobsServerOptions {
  /** The company's jobs, newest first. */
  jobs?: CompanyJobDescriptionWire[];
  /** Total count the list claims (paging), when more than `jobs` holds. */
  totalCount?: number;
  /** Replies that replace the server's own, keyed as mockApi's. */
  overrides?: Record<string, MockReply>;
}

/** The signed-in recruiter (company 3) with the console's calls and the job endpoints. */
export function jobsServer({
  jobs: initial = [],
  totalCount,
  overrides = {},
}: JobsServerOptions = {}) {
  const state = { jobs: initial.map((job) => ({ ...job })) };
  const find = (id: number) => state.jobs.find((job) => job.job_description_id === id);
  const idOf = (request: RecordedRequest) => Number(request.path.split('/')[4]);
  const BASE = '/api/company/job_descriptions';

  const routes: Record<string, MockReply> = {
    [`GET ${BASE}`]: (request) => {
      const query = new URL(request.url, 'http://localhost').searchParams;
      const status = query.get('status');
      const page = Number(query.get('page') ?? '1');
      const matching = state.jobs.filter((job) => !status || job.status === status);
      const count = totalCount ?? matching.length;
      return jsonResponse({
        job_descriptions: matching.slice((page - 1) * PER_PAGE, page * PER_PAGE).map(listItem),
        paging: {
          total_count: count,
          max_page: Math.ceil(count / PER_PAGE),
          page,
          per_page: PER_PAGE,
        },
      });
    },
    [`POST ${BASE}`]: (request) => {
      const body = JSON.parse(request.body ?? '{}');
      const id = Math.max(100, ...state.jobs.map((job) => job.job_description_id)) + 1;
      const job = jobWire({
        ...body,
        job_description_id: id,
        status: 'draft',
        positions: body.positions.map((key: string) => ({ key, name: key })),
        tags: body.tag_ids.map((tagId: number) => ({
          id: tagId,
          name: `tag-${tagId}`,
          group: 'language',
        })),
      });
      state.jobs.unshift(job);
      return jsonResponse({ job_description: job }, 201);
    },
  };

  const jobRoutes = (id: number) => ({
    [`GET ${BASE}/${id}`]: () => {
      const job = find(id);
      return job
        ? jsonResponse({ job_description: job })
        : jsonResponse(
            { error: { code: 'not_found', message: 'この求人は見つかりませんでした。' } },
            404,
          );
    },
    [`PUT ${BASE}/${id}`]: (request: RecordedRequest) => {
      const job = find(idOf(request));
      if (!job) return jsonResponse({ error: { code: 'not_found', message: 'x' } }, 404);
      const body = JSON.parse(request.body ?? '{}');
      Object.assign(job, {
        ...body,
        positions: body.positions.map((key: string) => ({ key, name: key })),
        tags: body.tag_ids.map((tagId: number) => ({
          id: tagId,
          name: `tag-${tagId}`,
          group: 'language',
        })),
        updated_at: job.updated_at + 60,
      });
      return jsonResponse({ job_description: job });
    },
    [`POST ${BASE}/${id}/publish`]: () => {
      const job = find(id)!;
      if (job.status === 'closed') {
        return conflict('募集を終了した求人です。公開するには募集を再開してください。');
      }
      job.status = 'published';
      job.published_at ??= NEW_YEAR + 86_400;
      return jsonResponse({ job_description: job });
    },
    [`POST ${BASE}/${id}/close`]: () => {
      const job = find(id)!;
      if (job.status === 'draft') return conflict('公開前の求人は募集を終了できません。');
      job.status = 'closed';
      return jsonResponse({ job_description: job });
    },
    [`POST ${BASE}/${id}/reopen`]: () => {
      const job = find(id)!;
      if (job.status === 'draft')
        return conflict('まだ公開していない求人です。先に公開してください。');
      job.status = 'published';
      return jsonResponse({ job_description: job });
    },
    [`DELETE ${BASE}/${id}`]: () => {
      const job = find(id)!;
      if (job.status !== 'draft' || job.published_at !== null) {
        return conflict('公開したことのある求人は削除できません。募集を終了してください。');
      }
      state.jobs = state.jobs.filter((other) => other !== job);
      return jsonResponse({ ok: true, message: '下書きを削除しました。' });
    },
  });
  // Ids the screens may ask for: every job given, and the next few a POST creates.
  for (const id of [...state.jobs.map((job) => job.job_description_id), 101, 102, 103]) {
    Object.assign(routes, jobRoutes(id));
  }

  const api = loggedInApi({
    '/api/auth/': authReply({ company: { id: 3, role: 'admin' } }),
    '/api/company/profile': { json: { company: profileWire } },
    ...routes,
    ...overrides,
  });
  const sent = (method: string, path: string) =>
    api.requests.filter((request) => request.method === method && request.path === path);
  return { ...api, state, sent };
}
