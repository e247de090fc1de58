import { expect, test } from '../support/fixtures';

const CSRF_COOKIE = 'csrftoken';

test.describe('CSRF on unsafe API methods', () => {
  test('PUT /api/login_status/ is refused without X-CSRFToken and accepted with it', async ({
    request,
  }) => {
    // A GET hands out the csrftoken cookie (the request context keeps it, like a browser).
    const first = await request.get('/api/login_status/');
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ login_status: { logged_in: false } });
    const cookies = (await request.storageState()).cookies;
    const token = cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value;
    expect(token, 'the GET should set the csrftoken cookie').toBeTruthy();

    // Cookie sent, header missing: 403 in the one error shape.
    const missing = await request.put('/api/login_status/');
    expect(missing.status()).toBe(403);
    const body = await missing.json();
    expect(body).toEqual({
      error: expect.objectContaining({ code: 'csrf_failed', message: expect.any(String) }),
    });
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js:\d+/); // never a stack trace

    // A header that does not match the cookie is refused as well.
    const wrong = await request.put('/api/login_status/', {
      headers: { 'X-CSRFToken': `${token}x` },
    });
    expect(wrong.status()).toBe(403);
    expect((await wrong.json()).error.code).toBe('csrf_failed');

    // The header equal to the cookie: accepted.
    const ok = await request.put('/api/login_status/', {
      headers: { 'X-CSRFToken': token as string },
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ login_status: { logged_in: false } });
  });

  test('a token from elsewhere is refused even when cookie and header agree', async ({
    playwright,
    baseURL,
  }) => {
    const context = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `${CSRF_COOKIE}=forged.token`, 'X-CSRFToken': 'forged.token' },
    });
    try {
      const response = await context.put('/api/login_status/');
      expect(response.status()).toBe(403);
      expect((await response.json()).error.code).toBe('csrf_failed');
    } finally {
      await context.dispose();
    }
  });
});

test.describe('security headers', () => {
  test('the index page carries a strict Content-Security-Policy', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const csp = response.headers()['content-security-policy'];
    expect(csp, 'Content-Security-Policy header').toBeTruthy();
    const directives = new Map(
      (csp ?? '')
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name as string, values]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });
});

test.describe('hashed assets behind a shared cache (CDN)', () => {
  test('are immutable, vary by encoding and carry no cookie', async ({ playwright, baseURL }) => {
    // A fresh context without cookies: what a CDN edge sends to the origin.
    const context = await playwright.request.newContext({ baseURL });
    try {
      const html = await (await context.get('/')).text();
      const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset, 'index.html loads an entry script from /assets/').toBeTruthy();
      await context.clearCookies();

      const br = await context.get(asset as string, { headers: { 'Accept-Encoding': 'br' } });
      const plain = await context.get(asset as string, {
        headers: { 'Accept-Encoding': 'identity' },
      });
      expect(br.status()).toBe(200);
      expect(plain.status()).toBe(200);
      expect(br.headers()['cache-control']).toContain('immutable');
      // The same URL is answered in different encodings, so a cache must key on Accept-Encoding.
      expect(br.headers()['content-encoding']).toBe('br');
      expect(plain.headers()['content-encoding']).toBeUndefined();
      expect({
        brotliVary: br.headers().vary ?? null,
        identityVary: plain.headers().vary ?? null,
        // A cookie on a cacheable shared asset would be stored and replayed to every visitor.
        setCookie: br.headers()['set-cookie'] ?? null,
      }).toEqual({
        brotliVary: expect.stringMatching(/accept-encoding/i),
        identityVary: expect.stringMatching(/accept-encoding/i),
        setCookie: null,
      });
    } finally {
      await context.dispose();
    }
  });
});
