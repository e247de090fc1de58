import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ERROR_CODES, FORBIDDEN_CHARACTER_MESSAGE, REQUEST_ERROR_MESSAGES } from '@kiseki/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { TestClient } from '../../test/helpers/client';
import { createTestDatabase } from '../../test/helpers/database';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { users } from '../db/schema';
import { errorHandlerPlugin } from './error-handler';

/*
 * Requests a hostile client sends, and what main answered before decision 008: 500s for text
 * PostgreSQL cannot hold, and Fastify's own error shape for what fails before a route runs.
 * Every answer here is ours: {"error": {"code", "message"}}, Japanese, nothing internal.
 */

const JAPANESE = /[\u3040-\u30FF\u4E00-\u9FFF]/;

/** Asserts our error shape and that nothing of the framework or the server shows. */
function expectOurs(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body);
  expect(Object.keys(body)).toEqual(['error']);
  expect(ERROR_CODES).toContain(body.error.code);
  expect(body.error.message).toMatch(JAPANESE);
  expect(res.body).not.toMatch(/FST_|statusCode|stack|node_modules|\/src\/|\bat \w/);
  return body.error as { code: string; message: string; fields?: Record<string, string[]> };
}

const refusedFields = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, [FORBIDDEN_CHARACTER_MESSAGE]]));

describe('hostile requests get 400 in our shape (the issue)', () => {
  let h: TestApp;
  let admin: TestClient;
  let person: TestClient;
  let personId: number;

  beforeAll(async () => {
    h = await createTestApp();
    const a = await createUser(h.t.database.db, { isAdmin: true });
    admin = new TestClient(h.app, '10.8.0.1');
    await admin.signIn(a.email, a.password);
    const p = await createUser(h.t.database.db, { displayName: null });
    personId = p.id;
    person = new TestClient(h.app, '10.8.0.2');
    await person.signIn(p.email, p.password);
  });
  afterAll(async () => h.close());

  it('POST /api/signup/step3/ with NUL or a lone surrogate in display_name', async () => {
    for (const name of ['山田\u0000花子', '山田\uD800花子', '\uDC00']) {
      const res = await person.post('/api/signup/step3/', { display_name: name });
      const error = expectOurs(res, 400);
      expect(error).toEqual({
        code: 'validation_failed',
        message: expect.any(String),
        fields: refusedFields('display_name'),
      });
    }
    const [row] = await h.t.database.db.select().from(users).where(eq(users.id, personId));
    expect(row?.displayName).toBeNull();
  });

  it('a visitor still gets 401 first, whatever the body holds', async () => {
    const visitor = new TestClient(h.app, '10.8.0.3');
    const res = await visitor.post('/api/signup/step3/', { display_name: '\u0000' });
    expect(expectOurs(res, 401).code).toBe('unauthenticated');
  });

  it('GET /api/admin/users?email=%00 (as the admin)', async () => {
    const error = expectOurs(await admin.get('/api/admin/users?email=%00'), 400);
    expect(error.fields).toEqual(refusedFields('email'));
  });

  it('GET /api/dev/mailbox?to=%00', async () => {
    const error = expectOurs(await admin.get('/api/dev/mailbox?to=%00'), 400);
    expect(error.fields).toEqual(refusedFields('to'));
  });

  it('a query value whose percent-encoding is not UTF-8 is refused, not passed on raw', async () => {
    for (const value of ['%ED%A0%80', '%FF', '100%']) {
      const res = await admin.get(`/api/admin/users?email=${value}`);
      expect(expectOurs(res, 400).fields, value).toEqual(refusedFields('email'));
    }
  });

  it('GET /api/admin/users/%ED%A0%80 and POST …/impersonate (not UTF-8)', async () => {
    for (const res of [
      await admin.get('/api/admin/users/%ED%A0%80'),
      await admin.post('/api/admin/users/%ED%A0%80/impersonate'),
    ]) {
      const error = expectOurs(res, 400);
      expect(error).toEqual({ code: 'validation_failed', message: REQUEST_ERROR_MESSAGES.badUrl });
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('a path parameter over the length limit', async () => {
    // (With the web app built, its static files' wildcard route takes such a path: a 404.)
    const long = await admin.get(`/api/admin/users/${'1'.repeat(300)}`);
    expect(expectOurs(long, 414).message).toBe(REQUEST_ERROR_MESSAGES.urlTooLong);
    const web = await admin.get(`/jobs/${'a'.repeat(300)}`);
    expect(web.statusCode).toBe(503); // the SPA fallback, here without a built web app
  });

  it('a path parameter holding NUL names the parameter', async () => {
    const error = expectOurs(await admin.get('/api/admin/users/1%00'), 400);
    expect(error.fields).toEqual(refusedFields('id'));
  });

  it('stores Japanese, emoji (surrogate pairs) and tabs exactly as sent', async () => {
    const name = '山田\t花子🍣👨‍👩‍👧𠮷';
    const res = await person.post('/api/signup/step3/', { display_name: name });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await h.t.database.db.select().from(users).where(eq(users.id, personId));
    expect(row?.displayName).toBe(name);
    const found = await admin.get(`/api/admin/users/${personId}`);
    expect(found.json().user.display_name).toBe(name);
  });

  it('a line break in a single-line field is refused, not stripped', async () => {
    const res = await person.post('/api/signup/step3/', { display_name: '山田\n花子' });
    expect(expectOurs(res, 400).fields).toEqual(refusedFields('display_name'));
  });
});

describe('every error class before a route runs, in our shape', () => {
  let h: TestApp;
  let c: TestClient;
  let dist: string;
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'kiseki-edge-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script id="kiseki-config" type="application/json">{}</script></head><body>WEB APP</body></html>',
    );
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
    h = await createTestApp({ webDistDir: dist });
    c = new TestClient(h.app, '10.8.1.1');
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const isIndex = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('WEB APP');
  };

  it('malformed JSON', async () => {
    for (const url of ['/api/login/', '/jobs']) {
      const res = await c.post(url, '{"email":', { headers: json });
      expect(expectOurs(res, 400).message, url).toBe(REQUEST_ERROR_MESSAGES.malformed);
    }
    const poisoned = await c.post('/api/login/', '{"__proto__":{"x":1}}', { headers: json });
    expectOurs(poisoned, 400);
  });

  it('an empty JSON body', async () => {
    const res = await c.post('/api/login/', '', { headers: json });
    expect(expectOurs(res, 400).message).toBe(REQUEST_ERROR_MESSAGES.emptyBody);
  });

  it('a JSON body in another charset, or not UTF-8 at all', async () => {
    const latin1 = await c.post('/api/login/', '{"email":"a@b.jp"}', {
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
    });
    expect(expectOurs(latin1, 415).message).toBe(REQUEST_ERROR_MESSAGES.unsupportedMediaType);
    const bytes = await c.post('/api/login/', Buffer.from('{"email":"\xff"}', 'latin1'), {
      headers: json,
    });
    expect(expectOurs(bytes, 400).message).toBe(REQUEST_ERROR_MESSAGES.notUtf8);
  });

  it('an unsupported or malformed content type', async () => {
    for (const type of [
      'application/xml',
      'text/plain',
      'multipart/form-data; boundary=x',
      ';;;',
    ]) {
      const res = await c.post('/api/login/', '<x/>', { headers: { 'content-type': type } });
      expect(expectOurs(res, 415).message, type).toBe(REQUEST_ERROR_MESSAGES.unsupportedMediaType);
    }
    const noType = await h.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: 'abc',
      headers: { ...(await csrf(c)), 'content-type': '' },
    });
    expectOurs(noType, 415);
  });

  it('a body over the limit', async () => {
    for (const url of ['/api/login/', '/jobs']) {
      const res = await c.post(url, { email: 'x'.repeat(1024 * 1024) });
      expect(expectOurs(res, 413).code, url).toBe('payload_too_large');
    }
  });

  it('a Content-Length that does not match the body', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: '{"email":"a@b.jp","password":"x"}',
      headers: { ...(await csrf(c)), ...json, 'content-length': '5' },
    });
    expectOurs(res, 400);
  });

  it('an unknown route or method: 404 on /api, the web app for other GETs', async () => {
    expect(expectOurs(await c.get('/api/nope'), 404).code).toBe('not_found');
    expect(expectOurs(await c.delete('/api/login_status/'), 404).code).toBe('not_found');
    expect(expectOurs(await c.request({ method: 'PATCH', url: '/api/login/' }), 404).code).toBe(
      'not_found',
    );
    expectOurs(await c.post('/jobs/1', { a: 1 }), 404);
    isIndex(await c.get('/jobs/1'));
    isIndex(await c.get('/jobs/1?utm=%00&ref=100%'));
    isIndex(await c.get(`/jobs/${'a'.repeat(500)}`));
  });

  it('a URL that does not decode, on /api and on pages, GET and HEAD', async () => {
    for (const url of ['/api/nope/%ED%A0%80', '/jobs/%ED%A0%80', '/assets/%C0%AF.js']) {
      const res = await c.get(url);
      expect(expectOurs(res, 400).message, url).toBe(REQUEST_ERROR_MESSAGES.badUrl);
    }
    const head = await h.app.inject({ method: 'HEAD', url: '/api/admin/users/%ED%A0%80' });
    expect(head.statusCode).toBe(400);
  });

  it('too many query parameters', async () => {
    const query = Array.from({ length: 1001 }, (_, i) => `p${i}=1`).join('&');
    const many = await c.get(`/api/dev/mailbox?${query}`);
    expect(expectOurs(many, 400).message).toBe(REQUEST_ERROR_MESSAGES.tooManyQueryParameters);
  });

  it('a query of the wrong type', async () => {
    for (const query of ['limit=abc', 'limit=1&limit=2', 'limit=0', 'to=a&to=b']) {
      const res = await c.get(`/api/dev/mailbox?${query}`);
      const error = expectOurs(res, 400);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields ?? {}), query).toHaveLength(1);
    }
  });

  it('headers Node refuses, over the size limit, or of the wrong shape (a real socket)', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.app.server.address() as AddressInfo).port;
    const cases: [string, number][] = [
      ['GET /api/login_status/ HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n', 400],
      ['POST /api/login/ HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
      ['GET /api/dev/mailbox?to=\xff HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ];
    for (const [request, status] of cases) {
      const answer = await rawHttp(port, request);
      const [head, body = ''] = answer.split('\r\n\r\n');
      expect(head, request.slice(0, 40)).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expectOurs(
        { statusCode: status, body, headers: { 'content-type': 'application/json' } },
        status,
      );
    }
    const badUrl = await rawHttp(
      port,
      'GET /api/admin/users/%ED%A0%80 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(badUrl).toMatch(/^HTTP\/1.1 400 /);
    expect(badUrl).toContain(REQUEST_ERROR_MESSAGES.badUrl);
  });
});

describe('the error handler and the framework-error handler', () => {
  it('answers 5xx as internal_error without details, and unknown 4xx as a plain 400', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get('/boom', async () => {
      throw Object.assign(new Error('secret at /srv/app/src/x.ts'), { statusCode: 503 });
    });
    app.get('/teapot', async () => {
      throw Object.assign(new Error('FST_ERR_SOMETHING_NEW'), {
        code: 'FST_ERR_SOMETHING_NEW',
        statusCode: 418,
      });
    });
    app.get('/conflict', async () => {
      throw Object.assign(new Error('conflict'), { statusCode: 409 });
    });
    expect(expectOurs(await app.inject('/boom'), 500).code).toBe('internal_error');
    expect(expectOurs(await app.inject('/teapot'), 400).message).toBe(
      REQUEST_ERROR_MESSAGES.malformed,
    );
    expect(expectOurs(await app.inject('/conflict'), 409).code).toBe('conflict');
    await app.close();
  });

  it('leaves an access line for a request refused before routing', async () => {
    const t = await createTestDatabase();
    const lines: Record<string, unknown>[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp(
      testConfig({ webDistDir: '/nonexistent', accessLog: true, logLevel: 'info' }),
      {
        database: t.database,
        logStream,
      },
    );
    await app.ready();
    const res = await app.inject('/api/admin/users/%ED%A0%80');
    await app.close();
    await t.cleanup();
    expect(lines.filter((l) => l.msg === 'request')).toEqual([
      expect.objectContaining({
        reqId: res.headers['x-request-id'],
        url: '/api/admin/users/%ED%A0%80',
        status: 400,
      }),
    ]);
  });
});

async function csrf(client: TestClient): Promise<Record<string, string>> {
  await client.get('/api/login_status/');
  return { cookie: client.cookieHeader(), 'x-csrftoken': client.jar.get('csrftoken') ?? '' };
}

/** Writes raw bytes to the server and returns all it answers before closing. */
function rawHttp(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(Buffer.from(request, 'latin1')));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}
