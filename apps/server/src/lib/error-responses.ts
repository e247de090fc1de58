import { type ErrorCode, errorBodySchema } from '@kiseki/contract';
import { statusOf } from './errors';

/**
 * Error answers of a route for its OpenAPI description: `errorResponses('validation_failed',
 * 'rate_limited')` gives `{400: errorBodySchema, 429: errorBodySchema}`.
 */
export function errorResponses(...codes: ErrorCode[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(codes.map((code) => [statusOf(code), errorBodySchema]));
}
