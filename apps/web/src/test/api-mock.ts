import type { AuthInfoWire } from '@kiseki/contract/accounts';
import { vi } from 'vitest';

export type MockReply =
  | { status?: number; json?: unknown; body?: string; contentType?: string }
  | ((request: RecordedRequest) => Promise<Response> | Response);

export interface RecordedRequest {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: string | undefined;
}

export const jsonResponse = (json: unknown, status = 200): Response =>
  new Response(JSON.stringify(json), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function toResponse(reply: Exclude<MockReply, (request: RecordedRequest) => unknown>): Response {
  if (reply.body !== undefined) {
    return new Response(reply.body, {
      status: reply.status ?? 200,
      headers: { 'content-type': reply.contentType ?? 'text/html' },
    });
  }
  return jsonResponse(reply.json ?? null, reply.status ?? 200);
}

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" or "/path" (any method).
 * Unknown paths answer 404 in the contract's error shape. Every request is recorded.
 */
export function mockApi(routes: Record<string, MockReply>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      url,
      path,
      method,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    requests.push(request);
    const reply = routes[`${method} ${path}`] ?? routes[path];
    if (!reply) {
      return jsonResponse({ error: { code: 'not_found', message: 'not found' } }, 404);
    }
    return typeof reply === 'function' ? reply(request) : toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    callsTo: (path: string) => requests.filter((request) => request.path === path).length,
  };
}

/** Auth info on the wire (the contract's authInfoSchema) of an ordinary signed-in user. */
export const authInfoWire = (overrides: Partial<AuthInfoWire> = {}): AuthInfoWire => ({
  userid: 1,
  username: 'taro',
  email: 'taro@example.jp',
  is_hijacked: false,
  is_admin: false,
  building_status: 1,
  sns_relation_list: [],
  is_show_accounts_setup_page: false,
  is_need_terms_agreement: false,
  hash: 'hash-1',
  chat_support_user_id: 'cs-1',
  chat_support_user_hash: 'cs-hash-1',
  company: null,
  ...overrides,
});

/** GET /api/auth/ answering with `authInfoWire(overrides)`. */
export const authReply = (overrides: Partial<AuthInfoWire> = {}): MockReply => ({
  json: { auth_info: authInfoWire(overrides) },
});

/** Answers of a logged-in session with all header counters at zero. */
export const loggedInApi = (overrides: Record<string, MockReply> = {}) =>
  mockApi({
    '/api/login_status/': { json: { login_status: { logged_in: true } } },
    '/api/auth/': authReply(),
    '/api/global_settings/': {
      json: {
        global_settings: {
          features: {
            feature_rewards: false,
            feature_multi_occupation: false,
            feature_hirability_change_modal: false,
          },
        },
      },
    },
    '/api/profile_request_update/': { json: { count: 0 } },
    '/api/job_description_suggestions/status/': {
      json: { generation_status: 0, is_seen: true, active_count: 0 },
    },
    '/api/candidate_interests/unreacted_count': { json: { count: 0 } },
    '/api/threads/unread_count': { json: { unread_count: 0 } },
    ...overrides,
  });

export const loggedOutApi = (overrides: Record<string, MockReply> = {}) =>
  mockApi({
    '/api/login_status/': { json: { login_status: { logged_in: false } } },
    ...overrides,
  });
