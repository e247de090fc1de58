import {
  ERROR_CODES,
  ERROR_MESSAGES,
  type ErrorBody,
  type ErrorCode,
} from '@kiseki/contract/error-codes';
import { ja } from '../i18n/ja';

/**
 * Codes of the wire contract plus the failures only a client can see: the network failed,
 * the load balancer blocked us with an HTML page, or a success response was not our JSON.
 */
export type ApiErrorCode = ErrorCode | 'network_error' | 'blocked' | 'invalid_response';

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  method: string;
  /** Request path without query, for rules that depend on the endpoint (maintenance). */
  path: string;
  fields?: Record<string, string[]>;
  loginUrl?: string;
  redirectTo?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly method: string;
  readonly path: string;
  readonly fields: Record<string, string[]>;
  readonly loginUrl: string | undefined;
  readonly redirectTo: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.method = init.method;
    this.path = init.path;
    this.fields = init.fields ?? {};
    this.loginUrl = init.loginUrl;
    this.redirectTo = init.redirectTo;
  }

  get isNetworkError(): boolean {
    return this.code === 'network_error';
  }

  /** 4xx answers are about the request itself; repeating it cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'validation_failed';
    case 401:
      return 'unauthenticated';
    case 402:
      return 'payment_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 429:
      return 'rate_limited';
    case 503:
      return 'maintenance';
    default:
      return 'internal_error';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

const isFieldMessages = (value: unknown) =>
  value === undefined ||
  (isRecord(value) &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    ));

/**
 * Whether a body is the contract's error shape. Checked by hand: the shell must not carry
 * the schema library for this one test, and a proxy's or an old server's body can be anything.
 */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (!isRecord(body) || !isRecord(body.error)) return false;
  const { code, message, fields, login_url, redirect_to } = body.error;
  return (
    (ERROR_CODES as readonly unknown[]).includes(code) &&
    typeof message === 'string' &&
    isFieldMessages(fields) &&
    isOptionalString(login_url) &&
    isOptionalString(redirect_to)
  );
}

/** Builds the error for a non-2xx response from its status, content type and body. */
export function apiErrorFromResponse(
  request: { method: string; path: string },
  status: number,
  contentType: string,
  body: unknown,
): ApiError {
  if (status === 403 && contentType.includes('text/html')) {
    return new ApiError({ ...request, status, code: 'blocked', message: ja.blocked.title });
  }
  if (isErrorBody(body)) {
    const { error } = body;
    return new ApiError({
      ...request,
      status,
      code: error.code,
      message: error.message,
      fields: error.fields,
      loginUrl: error.login_url,
      redirectTo: error.redirect_to,
    });
  }
  // Bodies outside our contract (a proxy's page, an older server): keep what can be used.
  const loose = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const code = codeForStatus(status);
  return new ApiError({
    ...request,
    status,
    code,
    message: ERROR_MESSAGES[code],
    loginUrl: typeof loose.login_url === 'string' ? loose.login_url : undefined,
    redirectTo: typeof loose.redirect_to === 'string' ? loose.redirect_to : undefined,
  });
}
