import { ERROR_MESSAGES, type ErrorBody, type ErrorCode } from '@kiseki/contract';

const STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  payment_required: 402,
  csrf_failed: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  maintenance: 503,
  internal_error: 500,
};

/**
 * The one error type services throw. The error handler turns it into the wire shape
 * `{"error": {"code", "message", "fields"?}}`; anything else becomes internal_error.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extra: {
      fields?: Record<string, string[]>;
      loginUrl?: string;
      redirectTo?: string;
      retryAfterSeconds?: number;
      /** The HTTP status when it says more than the code's own (415, 414, 431 …). */
      status?: number;
    } = {},
  ) {
    super(message ?? ERROR_MESSAGES[code]);
    this.status = extra.status ?? STATUS[code];
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.message, this.extra);
  }
}

export function errorBody(
  code: ErrorCode,
  message: string = ERROR_MESSAGES[code],
  extra: AppError['extra'] = {},
): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(extra.fields ? { fields: extra.fields } : {}),
      ...(extra.loginUrl ? { login_url: extra.loginUrl } : {}),
      ...(extra.redirectTo ? { redirect_to: extra.redirectTo } : {}),
    },
  };
}

export const statusOf = (code: ErrorCode): number => STATUS[code];
