import { CSRF_COOKIE, SESSION_COOKIE, USER_ID_COOKIE } from '@kiseki/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ClientRequest {
  method: Method;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send X-CSRFToken (default true): false to prove the CSRF rule. */
  csrf?: boolean;
}

/**
 * A browser stand-in for `inject`: keeps cookies between requests (set, replaced, cleared)
 * and sends the CSRF header the way the web client does. Each client has its own IP.
 */
export class TestClient {
  readonly jar = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '203.0.113.10',
  ) {}

  get sessionId(): string | undefined {
    return this.jar.get(SESSION_COOKIE);
  }

  get userIdCookie(): string | undefined {
    return this.jar.get(USER_ID_COOKIE);
  }

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(req: ClientRequest): Promise<LightMyRequestResponse> {
    const unsafe = req.method !== 'GET';
    if (unsafe && req.csrf !== false && !this.jar.has(CSRF_COOKIE)) {
      await this.request({ method: 'GET', url: '/api/login_status/' });
    }
    const headers: Record<string, string> = {};
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (unsafe && req.csrf !== false) headers['x-csrftoken'] = this.jar.get(CSRF_COOKIE) ?? '';
    const res = await this.app.inject({
      method: req.method,
      url: req.url,
      remoteAddress: this.ip,
      headers: { ...headers, ...req.headers },
      ...(req.body !== undefined ? { payload: req.body as object } : {}),
    });
    this.absorb(res);
    return res;
  }

  /** Applies a response's Set-Cookie headers like a browser. */
  absorb(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      const expired =
        c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }
  post(url: string, body?: unknown, opts: Partial<ClientRequest> = {}) {
    return this.request({ method: 'POST', url, body, ...opts });
  }
  put(url: string, body?: unknown, opts: Partial<ClientRequest> = {}) {
    return this.request({ method: 'PUT', url, body, ...opts });
  }
  patch(url: string, body?: unknown, opts: Partial<ClientRequest> = {}) {
    return this.request({ method: 'PATCH', url, body, ...opts });
  }
  delete(url: string, body?: unknown, opts: Partial<ClientRequest> = {}) {
    return this.request({ method: 'DELETE', url, body, ...opts });
  }

  /** Signs in through the API; throws unless it worked. */
  async signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    const res = await this.post('/api/login/', { email, password });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return res;
  }
}
