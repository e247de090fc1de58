import { GET_CACHE_MS } from '@kiseki/contract/constants';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { setTestCookie } from '../../test/cookies';
import { apiFetch, BROWSER_OPENED_AT, clearGetCache } from './client';
import { ApiError } from './errors';

beforeEach(() => {
  clearGetCache();
});

afterEach(() => {
  vi.useRealTimers();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch request', () => {
  it('sends the headers of spec section 7 with same-origin credentials', async () => {
    setTestCookie('csrftoken', 'token-123');
    setTestCookie('kiseki_uid', 'u-42');
    const api = mockApi({ '/api/user/': { json: {} } });

    await apiFetch('/api/user/');

    const [request] = api.requests;
    expect(request?.headers.get('X-CSRFToken')).toBe('token-123');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('X-User-Id')).toBe('u-42');
    expect(request?.headers.get('X-Browser-Opened-At')).toBe(BROWSER_OPENED_AT);
    expect(request?.credentials).toBe('same-origin');
  });

  it('sends the page load time in epoch seconds, the same on every request', async () => {
    const api = mockApi({ '/api/a/': { json: {} }, '/api/b/': { json: {} } });
    await apiFetch('/api/a/');
    await apiFetch('/api/b/');
    const values = api.requests.map((request) => request.headers.get('X-Browser-Opened-At'));
    expect(values[0]).toMatch(/^\d{10}$/);
    expect(Math.abs(Number(values[0]) - Date.now() / 1000)).toBeLessThan(3600);
    expect(values[1]).toBe(values[0]);
  });

  it('omits the user-id header without its cookie', async () => {
    const api = mockApi({ '/api/user/': { json: {} } });
    await apiFetch('/api/user/');
    expect(api.requests[0]?.headers.has('X-User-Id')).toBe(false);
  });

  it('converts body and query keys to snake_case and response keys to camelCase', async () => {
    const api = mockApi({
      'POST /api/user/experiences/': {
        json: { experience_list: [{ organization_name: 'Kiseki', end_month: null }] },
      },
    });

    const result = await apiFetch('/api/user/experiences/', {
      method: 'POST',
      query: { sourcePage: 'cv', tagIds: [1, 2] },
      body: { organizationName: 'Kiseki', isClientWork: false, positions: [3] },
    });

    const [request] = api.requests;
    expect(request?.url).toBe('/api/user/experiences/?source_page=cv&tag_ids=1&tag_ids=2');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      organization_name: 'Kiseki',
      is_client_work: false,
      positions: [3],
    });
    expect(result).toEqual({ experienceList: [{ organizationName: 'Kiseki', endMonth: null }] });
  });

  it('rejects a success that is not JSON (an HTML page) as an invalid response', async () => {
    mockApi({ '/api/login_status/': { body: '<!doctype html><html></html>' } });
    const error = await failure(apiFetch('/api/login_status/'));
    expect(error.code).toBe('invalid_response');
  });
});

describe('GET cache', () => {
  it(`reuses a 200 answer for ${GET_CACHE_MS} ms and asks again after that`, async () => {
    vi.useFakeTimers();
    let version = 0;
    const api = mockApi({ '/api/person/': () => jsonResponse({ version: ++version }) });

    expect(await apiFetch('/api/person/')).toEqual({ version: 1 });
    vi.advanceTimersByTime(GET_CACHE_MS - 1);
    expect(await apiFetch('/api/person/')).toEqual({ version: 1 });
    expect(api.callsTo('/api/person/')).toBe(1);

    vi.advanceTimersByTime(1);
    expect(await apiFetch('/api/person/')).toEqual({ version: 2 });
    expect(api.callsTo('/api/person/')).toBe(2);
  });

  it('keys the cache by the full URL', async () => {
    const api = mockApi({ '/api/job_descriptions/search': { json: { ok: true } } });
    await apiFetch('/api/job_descriptions/search', { query: { page: 1 } });
    await apiFetch('/api/job_descriptions/search', { query: { page: 2 } });
    expect(api.callsTo('/api/job_descriptions/search')).toBe(2);
  });

  it('shares one request between identical GETs in flight', async () => {
    let release: (response: Response) => void = () => {};
    const api = mockApi({
      '/api/auth/': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const first = apiFetch('/api/auth/');
    const second = apiFetch('/api/auth/');
    await waitFor(() => expect(api.callsTo('/api/auth/')).toBe(1));
    release(jsonResponse({ user_name: 'taro' }));
    expect(await first).toEqual({ userName: 'taro' });
    expect(await second).toEqual({ userName: 'taro' });
    expect(api.callsTo('/api/auth/')).toBe(1);
  });

  it('does not cache errors', async () => {
    let calls = 0;
    const api = mockApi({
      '/api/person/': () =>
        ++calls === 1
          ? jsonResponse({ error: { code: 'internal_error', message: 'x' } }, 500)
          : jsonResponse({ ok: true }),
    });
    await failure(apiFetch('/api/person/'));
    expect(await apiFetch('/api/person/')).toEqual({ ok: true });
    expect(api.callsTo('/api/person/')).toBe(2);
  });

  it('does not cache successes other than 200', async () => {
    const api = mockApi({ '/api/is_ready/': { status: 202, json: { is_ready: false } } });
    await apiFetch('/api/is_ready/');
    await apiFetch('/api/is_ready/');
    expect(api.callsTo('/api/is_ready/')).toBe(2);
  });

  it('forgets cached reads after a write', async () => {
    const api = mockApi({ '/api/mail_setting/': { json: { news: true } } });
    await apiFetch('/api/mail_setting/');
    await apiFetch('/api/mail_setting/', { method: 'PUT', body: { news: false } });
    await apiFetch('/api/mail_setting/');
    expect(api.requests.map((request) => request.method)).toEqual(['GET', 'PUT', 'GET']);
  });
});

describe('stale CSRF token', () => {
  const csrfFailed = () =>
    jsonResponse({ error: { code: 'csrf_failed', message: '不正なリクエストです。' } }, 403);

  it('repeats an unsafe call once with the fresh token the refusal brought', async () => {
    setTestCookie('csrftoken', 'stale');
    let calls = 0;
    const api = mockApi({
      'PUT /api/terms_agreement/': () => {
        calls += 1;
        if (calls === 1) {
          setTestCookie('csrftoken', 'fresh'); // the Set-Cookie of the 403
          return csrfFailed();
        }
        return jsonResponse({ ok: true });
      },
    });
    expect(
      await apiFetch('/api/terms_agreement/', { method: 'PUT', body: { agreed: true } }),
    ).toEqual({ ok: true });
    expect(api.requests.map((request) => request.headers.get('X-CSRFToken'))).toEqual([
      'stale',
      'fresh',
    ]);
    expect(api.requests[1]?.body).toBe('{"agreed":true}');
  });

  it('does not repeat it when the token did not change, nor a second time', async () => {
    setTestCookie('csrftoken', 'same');
    const same = mockApi({ 'POST /api/logout/': () => csrfFailed() });
    expect((await failure(apiFetch('/api/logout/', { method: 'POST' }))).code).toBe('csrf_failed');
    expect(same.callsTo('/api/logout/')).toBe(1);

    let n = 0;
    const always = mockApi({
      'POST /api/logout/': () => {
        setTestCookie('csrftoken', `t${++n}`);
        return csrfFailed();
      },
    });
    expect((await failure(apiFetch('/api/logout/', { method: 'POST' }))).code).toBe('csrf_failed');
    expect(always.callsTo('/api/logout/')).toBe(2);
  });
});

describe('errors', () => {
  it('turns the contract error body into a typed ApiError', async () => {
    mockApi({
      'POST /api/user/experiences/': {
        status: 400,
        json: {
          error: {
            code: 'validation_failed',
            message: '入力内容に誤りがあります。',
            fields: { organization_name: ['会社名を入力してください'] },
          },
        },
      },
    });
    const error = await failure(apiFetch('/api/user/experiences/', { method: 'POST', body: {} }));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: '入力内容に誤りがあります。',
      fields: { organization_name: ['会社名を入力してください'] },
      method: 'POST',
      path: '/api/user/experiences/',
    });
  });

  it('carries login_url of a 401 and redirect_to of a 402', async () => {
    mockApi({
      '/api/auth/': {
        status: 401,
        json: { error: { code: 'unauthenticated', message: 'x', login_url: '/login' } },
      },
      '/api/person/': {
        status: 402,
        json: { error: { code: 'payment_required', message: 'x', redirect_to: '/restricted' } },
      },
    });
    expect((await failure(apiFetch('/api/auth/'))).loginUrl).toBe('/login');
    expect((await failure(apiFetch('/api/person/'))).redirectTo).toBe('/restricted');
  });

  it('recognises the load balancer 403 HTML page as blocked access', async () => {
    mockApi({ '/api/person/': { status: 403, body: '<html>Forbidden</html>' } });
    const error = await failure(apiFetch('/api/person/'));
    expect(error.code).toBe('blocked');
  });

  it('keeps a JSON 403 from the API as forbidden', async () => {
    mockApi({
      '/api/person/': { status: 403, json: { error: { code: 'forbidden', message: 'x' } } },
    });
    expect((await failure(apiFetch('/api/person/'))).code).toBe('forbidden');
  });

  it('reports a failed fetch as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(apiFetch('/api/person/'));
    expect(error.status).toBe(0);
    expect(error.isNetworkError).toBe(true);
  });

  it('gives a bare 503 the maintenance code', async () => {
    mockApi({
      '/api/blogs/': { status: 503, body: 'Service Unavailable', contentType: 'text/plain' },
    });
    const error = await failure(apiFetch('/api/blogs/'));
    expect(error).toMatchObject({ status: 503, code: 'maintenance' });
  });
});
