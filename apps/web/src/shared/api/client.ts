import { GET_CACHE_MS } from '@kiseki/contract/constants';
import {
  BROWSER_OPENED_AT_HEADER,
  CSRF_COOKIE,
  CSRF_HEADER,
  REQUESTED_WITH_HEADER,
  USER_ID_COOKIE,
  USER_ID_HEADER,
} from '@kiseki/contract/http';
import { ja } from '../i18n/ja';
import { readCookie } from '../lib/cookies';
import { camelizeKeys, camelToSnake, snakifyKeys } from './case';
import { ApiError, apiErrorFromResponse } from './errors';
import { type CachedResponse, GetCache } from './get-cache';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Query parameters in camelCase; converted like body keys. Arrays repeat the parameter. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON body in camelCase (converted to snake_case), or FormData sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Properties whose object value is keyed by data rather than field names. */
  keepKeysOf?: readonly string[];
}

/** Seconds since the epoch at which this page was loaded; the same for every request. */
export const BROWSER_OPENED_AT = String(
  Math.floor((globalThis.performance?.timeOrigin || Date.now()) / 1000),
);

const getCache = new GetCache(GET_CACHE_MS);

/** Forgets cached GET answers (used at logout and between tests). */
export const clearGetCache = (): void => getCache.clear();

function buildUrl(path: string, query: ApiFetchOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      params.append(camelToSnake(key), String(item));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function requestHeaders(hasJsonBody: boolean, extra: Record<string, string>) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [REQUESTED_WITH_HEADER]: 'XMLHttpRequest',
    [BROWSER_OPENED_AT_HEADER]: BROWSER_OPENED_AT,
  };
  const csrfToken = readCookie(CSRF_COOKIE);
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  const userId = readCookie(USER_ID_COOKIE);
  if (userId) headers[USER_ID_HEADER] = userId;
  if (hasJsonBody) headers['Content-Type'] = 'application/json';
  return { ...headers, ...extra };
}

async function readBody(response: Response): Promise<{ json: boolean; body: unknown }> {
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return { json: true, body: null };
  if (!contentType.includes('json')) return { json: false, body: text };
  try {
    return { json: true, body: JSON.parse(text) };
  } catch {
    return { json: false, body: text };
  }
}

async function send(
  url: string,
  method: HttpMethod,
  options: ApiFetchOptions,
  signal: AbortSignal | undefined,
): Promise<CachedResponse> {
  const path = url.split('?')[0] ?? url;
  const isFormData = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const hasJsonBody = options.body !== undefined && !isFormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: requestHeaders(hasJsonBody, options.headers ?? {}),
      body: isFormData
        ? (options.body as FormData)
        : hasJsonBody
          ? JSON.stringify(snakifyKeys(options.body, options.keepKeysOf))
          : undefined,
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: 'network_error',
      message: ja.errors.network,
      method,
      path,
      cause,
    });
  }

  const contentType = response.headers.get('content-type') ?? '';
  const { json, body } = await readBody(response);
  if (!response.ok) {
    throw apiErrorFromResponse({ method, path }, response.status, contentType, json ? body : null);
  }
  if (!json) {
    // A success that is not our JSON (an HTML page from a misrouted proxy, for instance).
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      message: ja.errors.server,
      method,
      path,
    });
  }
  return { status: response.status, data: body };
}

/**
 * An unsafe call. A `csrf_failed` answer carries a fresh token in the csrftoken cookie (the
 * one sent had gone stale: the session changed in another tab, or another response replaced
 * the cookie); if the cookie did change, the call is made once more with the new token.
 */
async function sendUnsafe(
  url: string,
  method: HttpMethod,
  options: ApiFetchOptions,
): Promise<CachedResponse> {
  const sentToken = readCookie(CSRF_COOKIE);
  try {
    return await send(url, method, options, options.signal);
  } catch (error) {
    const renewed = readCookie(CSRF_COOKIE);
    if (
      error instanceof ApiError &&
      error.code === 'csrf_failed' &&
      renewed &&
      renewed !== sentToken
    ) {
      return send(url, method, options, options.signal);
    }
    throw error;
  }
}

/** Rejects as soon as the caller aborts, without cancelling a request others may share. */
function withAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The one way the web app talks to the API. Sends the headers of spec section 7, converts
 * keys in both directions, caches GETs briefly and turns every failure into an ApiError.
 *
 * `T` is the camelCased form of the contract's response type (`Camelized<Wire>`). The body
 * is not checked again here: the server validates every response against the contract's
 * schema before sending it (decision 006), so the browser need not carry zod for that.
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);

  let response: CachedResponse;
  if (method === 'GET') {
    const key = `${url}\n${JSON.stringify(options.headers ?? {})}`;
    response = await withAbort(
      getCache.fetch(key, () => send(url, method, options, undefined)),
      options.signal,
    );
  } else {
    // A write makes cached reads stale: drop them before (reads racing the write are not
    // kept) and after (reads that started during the write are not reused).
    getCache.clear();
    try {
      response = await sendUnsafe(url, method, options);
    } finally {
      getCache.clear();
    }
  }

  return camelizeKeys(response.data, options.keepKeysOf) as T;
}
