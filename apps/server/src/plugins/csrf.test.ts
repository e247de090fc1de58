import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, csrfHeaders, type TestApp } from '../../test/helpers/app';

describe('CSRF protection', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('issues a readable csrftoken cookie on a first visit', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/global_settings/' });
    const set = res.cookies.find((c) => c.name === 'csrftoken');
    expect(set?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(set?.httpOnly).toBeFalsy();
    expect(set?.sameSite).toBe('Lax');
    expect(set?.path).toBe('/');
  });

  it('does not re-issue a token that is still valid', async () => {
    const headers = await csrfHeaders(h.app);
    const res = await h.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { cookie: headers.cookie },
    });
    expect(cookieFrom(res, 'csrftoken')).toBeUndefined();
  });

  it('rejects an unsafe call without the X-CSRFToken header with 403 in the error shape', async () => {
    const { cookie } = await csrfHeaders(h.app);
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/login_status/',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'csrf_failed',
        message: '不正なリクエストです。ページを再読み込みしてから再度お試しください。',
      },
    });
  });

  it('rejects a header that does not match the cookie', async () => {
    const a = await csrfHeaders(h.app);
    const b = await csrfHeaders(h.app);
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/login_status/',
      headers: { cookie: a.cookie, 'x-csrftoken': b['x-csrftoken']! },
    });
    expect(res.statusCode).toBe(403);
  });

  it('rejects a forged token that matches itself but not our MAC', async () => {
    const forged = 'abcdefabcdefabcdefabcdef.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login_status/',
      headers: { cookie: `csrftoken=${forged}`, 'x-csrftoken': forged },
    });
    expect(res.statusCode).toBe(403);
  });

  it('rejects a cross-site Origin or Sec-Fetch-Site even with a valid token', async () => {
    const headers = await csrfHeaders(h.app);
    const cross = await h.app.inject({
      method: 'PUT',
      url: '/api/login_status/',
      headers: { ...headers, origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
    const site = await h.app.inject({
      method: 'PUT',
      url: '/api/login_status/',
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(site.statusCode).toBe(403);
  });

  it('accepts a same-origin unsafe call with a matching token', async () => {
    const headers = await csrfHeaders(h.app);
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/login_status/',
      headers: {
        ...headers,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ login_status: { logged_in: false } });
  });

  it('checks CSRF before routing, so unknown unsafe API paths also need the header', async () => {
    const res = await h.app.inject({ method: 'DELETE', url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(403);
  });
});
