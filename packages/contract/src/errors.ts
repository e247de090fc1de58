import { ERROR_CODES, type ErrorBody } from './error-codes';
import { z } from './zod';

export * from './error-codes';

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    login_url: z.string().optional(),
    redirect_to: z.string().optional(),
  }),
}) satisfies z.ZodType<ErrorBody>;
