import type { z } from 'zod';
import type { jobFormSchema } from './form-schema';

/** The editor's values as typed (input) and as sent (output, trimmed); types only. */
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobFormOutput = z.output<typeof jobFormSchema>;
