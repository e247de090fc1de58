import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers/app';
import { redactUrl } from './plugins/request-context';
import { securityHeaders } from './plugins/security';

describe('server core', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('keeps mailed keys and reset tokens out of logged URLs', () => {
    expect(redactUrl('/activation/abcDEF_123-x')).toBe('/activation/[redacted]');
    expect(redactUrl('/email_activation/abc?x=1')).toBe('/email_activation/[redacted]?x=1');
    expect(redactUrl('/reset_password?token=secret&next=/')).toBe(
      '/reset_password?token=[redacted]&next=/',
    );
    expect(redactUrl('/jobs/search?q=token')).toBe('/jobs/search?q=token');
  });

  it('answers /healthz and /readyz (which asks the database)', async () => {
    expect((await h.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    const res = await h.app.inject('/api/does-not-exist/');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'お探しのページは見つかりませんでした' },
    });
  });

  it('gives every response a request id, reusing a well-formed incoming one', async () => {
    const fresh = await h.app.inject('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const reused = await h.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234abcd' },
    });
    expect(reused.headers['x-request-id']).toBe('lb-1234abcd');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await h.app.inject('/api/global_settings/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    // Images: our own, data: URLs and the connected services' avatar stores, nothing else.
    expect(csp).toMatch(/img-src 'self' data: https:\/\/avatars\.githubusercontent\.com\/ /);
    expect(csp).not.toMatch(/img-src[^;]*(\*|https: |http:)/);
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    // Plain http (local use): no HSTS, no upgrade of requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
    // Errors, 404s and unsafe methods carry them too.
    for (const other of [
      await h.app.inject('/api/does-not-exist/'),
      await h.app.inject({ method: 'POST', url: '/api/logout/' }),
    ]) {
      expect(other.headers['content-security-policy']).toBe(csp);
      expect(other.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('adds HSTS and upgrade-insecure-requests behind https', () => {
    const headers = securityHeaders({ https: true });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await h.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('publishes OpenAPI 3 generated from the schemas, and a docs page', async () => {
    const res = await h.app.inject('/api/openapi.json');
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/global_settings/', '/api/login_status/']),
    );
    const features =
      doc.paths['/api/global_settings/'].get.responses['200'].content['application/json'].schema
        .properties.global_settings.properties.features;
    expect(Object.keys(features.properties)).toEqual([
      'feature_rewards',
      'feature_multi_occupation',
      'feature_hirability_change_modal',
    ]);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
    // Every account and admin endpoint is described, tagged and summarised in Japanese.
    const accountPaths: [string, string][] = [
      ['post', '/api/signup/'],
      ['post', '/api/signup/step3/'],
      ['post', '/api/login/'],
      ['post', '/api/logout/'],
      ['post', '/api/reset_password/send_email_address'],
      ['post', '/api/reset_password/'],
      ['post', '/api/account/email/'],
      ['put', '/api/account/password/'],
      ['delete', '/api/account/'],
      ['get', '/api/auth/'],
      ['get', '/api/login_status/'],
      ['put', '/api/login_status/'],
      ['put', '/api/terms_agreement/'],
      ['get', '/api/admin/users'],
      ['get', '/api/admin/users/{id}'],
      ['post', '/api/admin/users/{id}/impersonate'],
      ['post', '/api/admin/impersonation/stop'],
      ['get', '/api/dev/mailbox'],
    ];
    for (const [method, path] of accountPaths) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(op.summary, `${method} ${path}`).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect(
      Object.keys(
        doc.paths['/api/signup/'].post.requestBody.content['application/json'].schema.properties,
      ),
    ).toEqual(['email', 'password', 'terms_agreed']);
    const docs = await h.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui');
  });

  it('answers malformed JSON with 400 in the error shape, never a stack trace', async () => {
    const { cookie, 'x-csrftoken': token } = await (async () => {
      const r = await h.app.inject('/api/login_status/');
      const v = r.cookies.find((c) => c.name === 'csrftoken')!.value;
      return { cookie: `csrftoken=${v}`, 'x-csrftoken': v };
    })();
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/login_status/',
      headers: { cookie, 'x-csrftoken': token, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('server hand-offs', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await createTestApp();
  });
  afterAll(async () => h.close());

  it('reaches the server for activation links and redirects to a screen', async () => {
    const act = await h.app.inject('/activation/abc123');
    expect(act.statusCode).toBe(302);
    expect(act.headers.location).toBe('/signup/failed');
    const email = await h.app.inject('/email_activation/abc123');
    expect(email.statusCode).toBe(302);
    expect(email.headers.location).toBe('/config/account?email_change_failed=1');
  });

  it('takes /follower_company_reaction and lands an unsigned or incomplete link on the result page', async () => {
    // Valid signed links are tested with the interests (modules/recruiting/interests).
    const unsigned = await h.app.inject(
      '/follower_company_reaction?user_id_hash=h1&follower_company_id=12&reaction_level=1',
    );
    expect(unsigned.statusCode).toBe(302);
    expect(unsigned.headers.location).toBe('/reaction_completed?result=invalid');
    const missing = await h.app.inject('/follower_company_reaction');
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe('/reaction_completed?result=invalid');
  });
});

describe('serving the built web app', () => {
  let h: TestApp;
  let dist: string;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'kiseki-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="ja"><head><script id="kiseki-config" type="application/json">{}</script>' +
        '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), bigScript);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(bigScript));
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    h = await createTestApp({
      webDistDir: dist,
      site: {
        company_url: 'https://corp.example/</script><script>alert(1)</script>',
        privacy_url: '/policies/privacy',
        terms_url: '/policies/terms',
        ai_policy_url: '/policies/external-ai',
        job_category_url: '/policies/job-categories',
        news_url: 'https://news.example/',
        recruiting_url: 'https://recruit.example/',
        help_url: 'https://help.example/',
      },
    });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets as immutable for a year, pre-compressed when possible', async () => {
    const res = await h.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    // No CSRF cookie from assets: they skip the session look-up, so a token minted here
    // would be bound to "signed out" and break the signed-in user's next unsafe call.
    expect(res.cookies.find((c) => c.name === 'csrftoken')).toBeUndefined();
  });

  it('serves index.html uncached with the runtime site config, escaped', async () => {
    const res = await h.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const json = /<script id="kiseki-config" type="application\/json">(.*?)<\/script>/.exec(
      res.body,
    );
    expect(json).not.toBeNull();
    const config = JSON.parse(json![1]!);
    expect(config.help_url).toBe('https://help.example/');
    expect(config.company_url).toContain('</script>');
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('gives each index.html a fresh style nonce, in its CSP and in a meta element', async () => {
    const a = await h.app.inject('/person');
    const b = await h.app.inject('/person');
    const nonceOf = (body: string) =>
      /<meta name="csp-style-nonce" content="([^"]+)">/.exec(body)?.[1];
    const nonce = nonceOf(a.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(nonceOf(b.body)).not.toBe(nonce);
    const csp = String(a.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('sends index.html pre-compressed by Accept-Encoding, each body with its own nonce', async () => {
    const nonceOf = (body: string) =>
      /<meta name="csp-style-nonce" content="([^"]+)">/.exec(body)?.[1];
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
    const plain = await h.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    const page = (nonce: string) =>
      plain.body.replace(`content="${nonceOf(plain.body)}"`, `content="${nonce}"`);
    const cases = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['deflate', 'identity'],
    ] as const;
    for (const [acceptEncoding, expected] of cases) {
      for (const url of ['/', '/jobs/123']) {
        const res = await h.app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], acceptEncoding).toBe(
          expected === 'identity' ? undefined : expected,
        );
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        const html = decode[expected](res.rawPayload).toString();
        const nonce = nonceOf(html)!;
        expect(html).toBe(page(nonce));
        expect(nonce).not.toBe(nonceOf(plain.body));
        expect(String(res.headers['content-security-policy'])).toContain(
          `style-src 'self' 'nonce-${nonce}'`,
        );
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
    }
  });

  it('answers a revalidation with 304 and no policy, so the cached page keeps its own', async () => {
    const first = await h.app.inject('/');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const url of ['/', '/person']) {
      const again = await h.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers['content-security-policy']).toBeUndefined();
    }
    const stale = await h.app.inject({ url: '/', headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
    expect(String(stale.headers['content-security-policy'])).toMatch(/'nonce-/);
  });

  it('answers HEAD for index.html with the headers and length of GET', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const get = await h.app.inject({ url: '/', headers });
    const head = await h.app.inject({ method: 'HEAD', url: '/', headers });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload).toHaveLength(0);
    expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('falls back to the SPA for every non-API path', async () => {
    for (const url of ['/person', '/jobs/123', '/some/unknown/page?x=1', '/not_found']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('id="root"');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not answer a missing asset or an unknown API path with the SPA', async () => {
    expect((await h.app.inject('/assets/missing-chunk.js')).statusCode).toBe(404);
    const api = await h.app.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });

  it('serves other root files with a short cache', async () => {
    const res = await h.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
