// The headers a browser would send to Kiseki: compression, X-Requested-With and the
// `csrftoken` cookie from a first answer (without it, every answer would mint and sign a new
// token). With credentials it also signs in, so requests carry the session cookies.

export const DEMO_ADMIN = { email: 'admin@kiseki.example.jp', password: 'kiseki-admin-2026' };
export const DEMO_ENGINEER = { email: 'demo@kiseki.example.jp', password: 'kiseki-demo-2026' };

/**
 * @param {string} baseUrl
 * @param {{ email: string, password: string } | null} [credentials] null: stay a visitor
 * @returns {Promise<Record<string, string>>}
 */
export async function signIn(baseUrl, credentials = DEMO_ADMIN) {
  const prime = await fetch(`${baseUrl}/api/login_status/`);
  const csrf = /csrftoken=([^;]+)/.exec(prime.headers.get('set-cookie') ?? '')?.[1];
  if (!csrf) throw new Error('the server set no csrftoken cookie');
  const headers = {
    'accept-encoding': 'br, gzip',
    'x-requested-with': 'XMLHttpRequest',
    cookie: `csrftoken=${csrf}`,
  };
  if (!credentials) return headers;

  const login = await fetch(`${baseUrl}/api/login/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-csrftoken': csrf },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200) throw new Error(`demo login failed with ${login.status}`);
  // The login answer sets the session cookies and a csrftoken bound to the new session.
  const jar = new Map([['csrftoken', csrf]]);
  for (const cookie of login.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return { ...headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
}
